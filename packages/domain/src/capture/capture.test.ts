import { describe, expect, it } from 'vitest';
import { checkAccess, mayCapture, viewerOf } from '../tiers/tiers.js';
import {
  CAPTURE_DAILY_RUNS,
  CAPTURE_RUN_WINDOW_MS,
  captureRunDecision,
  followsEveryCapture,
  isCaptureActive,
  mayFollowCapture,
} from './capture.js';

describe('who may capture', () => {
  it('is an administrator, or a Pro workspace owner', () => {
    expect(mayCapture({ tier: 'free', role: 'admin' })).toBe(true);
    expect(mayCapture({ tier: 'premium', role: 'user', workspaceOwner: true })).toBe(true);
    expect(mayCapture({ tier: 'free', role: 'user', workspaceOwner: true })).toBe(false);
    expect(mayCapture({ tier: 'premium', role: 'user' })).toBe(false);
    expect(mayCapture({ tier: 'premium', role: 'user', workspaceOwner: false })).toBe(false);
    expect(mayCapture({ tier: 'visitor', role: 'user' })).toBe(false);
  });

  it('reads the owner from the session user, and refuses others with their reason', () => {
    const owner = viewerOf({ isPremium: true, role: 'user', teamRole: 'owner' });
    expect(owner.workspaceOwner).toBe(true);
    expect(checkAccess('capture', owner)).toEqual({ allowed: true });
    const member = viewerOf({ isPremium: true, role: 'user', teamRole: 'member' });
    expect(member.workspaceOwner).toBeUndefined();
    expect(checkAccess('capture', member)).toEqual({ allowed: false, reason: 'capture-not-allowed' });
    expect(checkAccess('capture', viewerOf(null))).toEqual({ allowed: false, reason: 'sign-in-required' });
  });
});

describe('captureRunDecision', () => {
  const now = Date.UTC(2026, 10, 29, 12);

  it('allows a first run and runs under the day limit', () => {
    expect(captureRunDecision({ active: null, recent: null }, now)).toEqual({ allowed: true });
    expect(
      captureRunDecision(
        { active: null, recent: { count: CAPTURE_DAILY_RUNS - 1, oldest: now - 1000 } },
        now,
      ),
    ).toEqual({ allowed: true });
  });

  it('refuses a second run while one waits or runs, naming its app', () => {
    expect(captureRunDecision({ active: { app: 'Acme' }, recent: { count: 1, oldest: now } }, now)).toEqual({
      allowed: false,
      code: 'capture_in_progress',
      values: { app: 'Acme' },
    });
  });

  it('refuses the eleventh run of a day until the oldest is a day old', () => {
    const oldest = now - 60 * 60 * 1000;
    expect(captureRunDecision({ active: null, recent: { count: CAPTURE_DAILY_RUNS, oldest } }, now)).toEqual({
      allowed: false,
      code: 'capture_limit_reached',
      values: { limit: '10' },
      retryAt: oldest + CAPTURE_RUN_WINDOW_MS,
    });
  });

  it('holds the place of a run only while it waits or runs', () => {
    expect(['queued', 'running', 'done', 'failed'].map((s) => isCaptureActive(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('whose runs a viewer follows', () => {
  it('is every account’s for an administrator, its own for a workspace owner', () => {
    const admin = { tier: 'free', role: 'admin' } as const;
    const owner = { tier: 'premium', role: 'user', workspaceOwner: true } as const;
    expect(followsEveryCapture(admin)).toBe(true);
    expect(followsEveryCapture(owner)).toBe(false);
    expect(mayFollowCapture(admin, { mine: false })).toBe(true);
    expect(mayFollowCapture(owner, { mine: true })).toBe(true);
    expect(mayFollowCapture(owner, { mine: false })).toBe(false);
  });
});
