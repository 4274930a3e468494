import { describe, expect, it } from 'vitest';
import {
  activityQuerySchema,
  activityStateSchema,
  logActivityRequestSchema,
  logActivityResponseSchema,
  searchQuotaStateSchema,
} from './activity.js';
import { SEARCH_QUOTA } from './test-support/fixtures.js';

describe('GET /me/activity', () => {
  it('takes action sync_visit_count or record_count', () => {
    expect(activityQuerySchema.parse({ action: 'sync_visit_count' })).toEqual({ action: 'sync_visit_count' });
    expect(activityQuerySchema.parse({ action: 'record_count' })).toEqual({ action: 'record_count' });
    const bad = activityQuerySchema.safeParse({ action: 'log_user_activity' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['action', 'action must be sync_visit_count or record_count'],
    ]);
    expect(activityQuerySchema.safeParse({}).success).toBe(false);
  });

  it('answers the visit counter and the search quota of a free user', () => {
    const state = { visit_count: 12, visit_limit: 40, exceeded: false, search: SEARCH_QUOTA };
    expect(activityStateSchema.parse(state)).toEqual(state);
  });

  it('uses null for "unlimited" and for a visitor without search quota', () => {
    const pro = {
      visit_count: 3,
      visit_limit: null,
      exceeded: false,
      search: { count: 40, limit: null, remaining: null, resetsAt: null, blocked: false },
    };
    expect(activityStateSchema.parse(pro)).toEqual(pro);
    const visitor = { visit_count: 25, visit_limit: 24, exceeded: true, search: null };
    expect(activityStateSchema.parse(visitor)).toEqual(visitor);
    expect(activityStateSchema.safeParse({ visit_count: 1, visit_limit: 24, exceeded: false }).success).toBe(
      false,
    );
  });

  it('checks the search quota state', () => {
    expect(searchQuotaStateSchema.parse({ ...SEARCH_QUOTA, remaining: 0, blocked: true }).blocked).toBe(true);
    expect(searchQuotaStateSchema.safeParse({ ...SEARCH_QUOTA, resetsAt: 'tomorrow' }).success).toBe(false);
    expect(searchQuotaStateSchema.safeParse({ ...SEARCH_QUOTA, count: -1 }).success).toBe(false);
  });
});

describe('POST /me/activity', () => {
  it('logs a named activity with flat properties', () => {
    expect(
      logActivityRequestSchema.parse({
        action: 'log_user_activity',
        action_name: '  opened pricing ',
        properties: { source: 'paywall', step: 2, premium: false, plan: null },
      }),
    ).toEqual({
      action: 'log_user_activity',
      action_name: 'opened pricing',
      properties: { source: 'paywall', step: 2, premium: false, plan: null },
    });
    expect(logActivityResponseSchema.parse({ ok: true })).toEqual({ ok: true });
  });

  it.each([
    [{ action: 'log_user_activity', action_name: '   ' }, 'action_name'],
    [{ action: 'log_user_activity', action_name: 'x'.repeat(201) }, 'action_name'],
    [{ action: 'record_count', action_name: 'x' }, 'action'],
    [
      { action: 'log_user_activity', action_name: 'x', properties: { nested: { a: 1 } } },
      'properties.nested',
    ],
    [
      { action: 'log_user_activity', action_name: 'x', properties: { n: Number.POSITIVE_INFINITY } },
      'properties.n',
    ],
  ])('rejects %j at %s', (body, path) => {
    const result = logActivityRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('caps properties at 1024 bytes of JSON, naming them', () => {
    const body = (last: string) => ({
      action: 'log_user_activity',
      action_name: 'x',
      properties: { a: 'x'.repeat(334), b: 'x'.repeat(334), c: last },
    });
    // {"a":"…","b":"…","c":"…"} is 22 bytes around three values of 334: 1024 in all.
    expect(logActivityRequestSchema.safeParse(body('x'.repeat(334))).success).toBe(true);
    // One character of two bytes in UTF-8 makes 1025.
    const over = logActivityRequestSchema.safeParse(body(`${'x'.repeat(333)}é`));
    expect(over.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['properties', 'properties must be at most 1024 bytes as JSON'],
    ]);
  });

  it('caps properties at 50 keys', () => {
    const properties = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`k${index}`, index]));
    const result = logActivityRequestSchema.safeParse({
      action: 'log_user_activity',
      action_name: 'x',
      properties,
    });
    expect(result.error?.issues[0]?.message).toBe('properties must have at most 50 keys');
  });
});
