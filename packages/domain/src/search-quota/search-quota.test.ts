import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_LIMIT,
  FREE_SEARCH_LIMIT,
  recordSearch,
  SEARCH_WINDOW_MS,
  searchLimitFor,
  searchLimitInfoMessage,
  searchLimitMessage,
  searchLimitReachedMessage,
  searchQuotaState,
} from './search-quota.js';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 23, 12);

describe('search limits', () => {
  it('gives free accounts 8 searches, 10 when the record has no limit, premium unlimited, visitors none', () => {
    expect(FREE_SEARCH_LIMIT).toBe(8);
    expect(DEFAULT_SEARCH_LIMIT).toBe(10);
    expect(SEARCH_WINDOW_MS).toBe(24 * HOUR);
    expect(searchLimitFor({ planType: 'free', searchLimit: 8 })).toBe(8);
    expect(searchLimitFor({ planType: 'free', searchLimit: null })).toBe(10);
    expect(searchLimitFor({ planType: 'free' })).toBe(10);
    expect(searchLimitFor({ planType: 'free', searchLimit: -3 })).toBe(10);
    expect(searchLimitFor({ planType: 'free', searchLimit: 2.5 })).toBe(10);
    expect(searchLimitFor({ planType: 'pro', searchLimit: 8 })).toBeNull();
    expect(searchLimitFor({ isPremium: true })).toBeNull();
    expect(searchLimitFor(null)).toBe(0);
  });
});

describe('search quota state', () => {
  it('counts within the window and blocks once the count reaches the limit', () => {
    let record = null as ReturnType<typeof recordSearch> | null;
    for (let i = 1; i <= 8; i += 1) {
      expect(searchQuotaState(record, { now, limit: 8 }).blocked).toBe(false);
      record = recordSearch(record, now + i);
    }
    const state = searchQuotaState(record, { now: now + 10, limit: 8 });
    expect(state).toEqual({ count: 8, limit: 8, remaining: 0, resetsAt: now + 1 + 24 * HOUR, blocked: true });
  });

  it('resets when 24 hours have passed since the timestamp', () => {
    const record = { count: 8, timestamp: now };
    expect(searchQuotaState(record, { now: now + 24 * HOUR - 1, limit: 8 }).blocked).toBe(true);
    expect(searchQuotaState(record, { now: now + 24 * HOUR, limit: 8 })).toEqual({
      count: 0,
      limit: 8,
      remaining: 8,
      resetsAt: null,
      blocked: false,
    });
    expect(recordSearch(record, now + 24 * HOUR)).toEqual({ count: 1, timestamp: now + 24 * HOUR });
  });

  it('never blocks an unlimited user and treats broken records as fresh', () => {
    expect(searchQuotaState({ count: 500, timestamp: now }, { now, limit: null })).toMatchObject({
      blocked: false,
      remaining: null,
      limit: null,
    });
    expect(searchQuotaState({ count: -1, timestamp: now }, { now, limit: 8 }).count).toBe(0);
    expect(searchQuotaState({ count: 3, timestamp: now + HOUR }, { now, limit: 8 }).count).toBe(0);
    expect(searchQuotaState({ count: 3, timestamp: Number.NaN }, { now, limit: 8 }).count).toBe(0);
    expect(searchQuotaState(undefined, { now, limit: 8.7 }).limit).toBe(8);
    expect(searchQuotaState(null, { now, limit: -2 }).limit).toBe(0);
  });

  it('keeps count + remaining equal to the limit inside a window (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 24 * HOUR - 1 }),
        (limit, searches, elapsed) => {
          let record = null as ReturnType<typeof recordSearch> | null;
          for (let i = 0; i < searches; i += 1) record = recordSearch(record, now);
          const state = searchQuotaState(record, { now: now + elapsed, limit });
          expect(state.count).toBe(searches);
          expect(state.blocked).toBe(searches >= limit);
          expect(state.remaining).toBe(Math.max(0, limit - searches));
          if (searches <= limit) expect((state.remaining ?? 0) + state.count).toBe(limit);
        },
      ),
    );
  });
});

describe('messages', () => {
  it('fills N into the two texts of the spec', () => {
    expect(searchLimitReachedMessage(8)).toBe(
      "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
    );
    expect(searchLimitInfoMessage(8)).toBe(
      'Free users get 8 searches per day. Upgrade to Pro for unlimited searches',
    );
    expect(searchLimitMessage({ limit: 10, blocked: true })).toBe(
      "You've used all 10 daily searches. Upgrade to Pro for unlimited searches",
    );
    expect(searchLimitMessage({ limit: 10, blocked: false })).toBe(
      'Free users get 10 searches per day. Upgrade to Pro for unlimited searches',
    );
    expect(searchLimitMessage({ limit: null, blocked: false })).toBeNull();
  });
});
