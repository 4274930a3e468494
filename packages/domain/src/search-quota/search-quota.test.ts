import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptSearch,
  DEFAULT_SEARCH_LIMIT,
  FREE_SEARCH_LIMIT,
  isRepeatSearch,
  normalizeSearchLimit,
  readSearchData,
  recordSearch,
  SEARCH_WINDOW_MS,
  type SearchCounter,
  searchDataText,
  searchLimitFor,
  searchLimitInfoMessage,
  searchLimitMessage,
  searchLimitReachedMessage,
  searchQuotaState,
} from './search-quota.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1, 12);

describe('limits', () => {
  it('is 8 for new free accounts, 10 by default, over 24 hours', () => {
    expect(FREE_SEARCH_LIMIT).toBe(8);
    expect(DEFAULT_SEARCH_LIMIT).toBe(10);
    expect(SEARCH_WINDOW_MS).toBe(24 * HOUR);
  });
});

describe('searchLimitFor', () => {
  it('gives visitors no searches at all', () => {
    expect(searchLimitFor(null)).toBe(0);
    expect(searchLimitFor(undefined)).toBe(0);
  });

  it('gives Pro users unlimited searches', () => {
    expect(searchLimitFor({ isPremium: true, searchLimit: 8 })).toBeNull();
    expect(searchLimitFor({ planType: 'pro' })).toBeNull();
  });

  it("uses the free user's own limit", () => {
    expect(searchLimitFor({ isPremium: false, searchLimit: FREE_SEARCH_LIMIT })).toBe(8);
    expect(searchLimitFor({ isPremium: false, searchLimit: 0 })).toBe(0);
    expect(searchLimitFor({ isPremium: false, searchLimit: 12.9 })).toBe(12);
  });

  it('falls back to 10 when the record gives none or an invalid one', () => {
    for (const searchLimit of [undefined, null, Number.NaN, -1, Number.POSITIVE_INFINITY, 1e300]) {
      expect(searchLimitFor({ isPremium: false, searchLimit })).toBe(10);
    }
    expect(searchLimitFor({ isPremium: false, searchLimit: '8' as unknown as number })).toBe(10);
  });
});

describe('normalizeSearchLimit', () => {
  it('keeps whole numbers from 0 up and rounds fractions down', () => {
    expect(normalizeSearchLimit(0)).toBe(0);
    expect(normalizeSearchLimit(8)).toBe(8);
    expect(normalizeSearchLimit(8.7)).toBe(8);
    expect(normalizeSearchLimit('x')).toBe(DEFAULT_SEARCH_LIMIT);
  });
});

describe('searchQuotaState', () => {
  const limit = FREE_SEARCH_LIMIT;

  it('starts empty without a record', () => {
    expect(searchQuotaState(null, { now: T0, limit })).toEqual({
      count: 0,
      limit: 8,
      remaining: 8,
      resetsAt: null,
      blocked: false,
    });
  });

  it('counts within the window and says when it resets', () => {
    expect(searchQuotaState({ count: 3, timestamp: T0 }, { now: T0 + HOUR, limit })).toEqual({
      count: 3,
      limit: 8,
      remaining: 5,
      resetsAt: T0 + 24 * HOUR,
      blocked: false,
    });
  });

  it('blocks once the count reaches the limit', () => {
    expect(searchQuotaState({ count: 7, timestamp: T0 }, { now: T0, limit }).blocked).toBe(false);
    const atLimit = searchQuotaState({ count: 8, timestamp: T0 }, { now: T0, limit });
    expect(atLimit).toMatchObject({ count: 8, remaining: 0, blocked: true });
    expect(searchQuotaState({ count: 12, timestamp: T0 }, { now: T0, limit })).toMatchObject({
      remaining: 0,
      blocked: true,
    });
  });

  it('resets exactly when 24 hours have passed since the timestamp', () => {
    const record = { count: 8, timestamp: T0 };
    expect(searchQuotaState(record, { now: T0 + SEARCH_WINDOW_MS - 1, limit }).blocked).toBe(true);
    expect(searchQuotaState(record, { now: T0 + SEARCH_WINDOW_MS, limit })).toEqual({
      count: 0,
      limit: 8,
      remaining: 8,
      resetsAt: null,
      blocked: false,
    });
  });

  it('never blocks an unlimited quota', () => {
    expect(searchQuotaState({ count: 1_000, timestamp: T0 }, { now: T0, limit: null })).toEqual({
      count: 1_000,
      limit: null,
      remaining: null,
      resetsAt: T0 + SEARCH_WINDOW_MS,
      blocked: false,
    });
  });

  it('always blocks a visitor (limit 0)', () => {
    expect(searchQuotaState(null, { now: T0, limit: searchLimitFor(null) })).toMatchObject({
      remaining: 0,
      blocked: true,
    });
  });

  it('reads an invalid limit number as the default', () => {
    expect(searchQuotaState(null, { now: T0, limit: Number.NaN }).limit).toBe(10);
    expect(searchQuotaState(null, { now: T0, limit: -3 }).limit).toBe(10);
  });

  it('tolerates damaged records without throwing', () => {
    const bad: unknown[] = [
      { count: -4, timestamp: T0 },
      { count: Number.NaN, timestamp: T0 },
      { count: 2.9, timestamp: T0 },
      { count: 3, timestamp: Number.NaN },
      { count: 3, timestamp: -1 },
      { count: 3 },
      'garbage',
      42,
    ];
    const states = bad.map((record) => searchQuotaState(record as SearchCounter, { now: T0, limit }));
    expect(states.map((state) => state.count)).toEqual([0, 0, 2, 0, 0, 0, 0, 0]);
  });

  it('clamps a timestamp in the future to now instead of granting a fresh quota', () => {
    const state = searchQuotaState({ count: 8, timestamp: T0 + 5 * HOUR }, { now: T0, limit });
    expect(state).toMatchObject({ count: 8, blocked: true, resetsAt: T0 + SEARCH_WINDOW_MS });
  });

  it('reads a non-finite now as 0', () => {
    expect(searchQuotaState({ count: 2, timestamp: 0 }, { now: Number.NaN, limit }).count).toBe(2);
  });

  it('keeps remaining + count == limit and blocked iff count >= limit while the window runs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: SEARCH_WINDOW_MS - 1 }),
        (limitValue, count, elapsed) => {
          const state = searchQuotaState({ count, timestamp: T0 }, { now: T0 + elapsed, limit: limitValue });
          expect(state.count).toBe(count);
          expect(state.blocked).toBe(count >= limitValue);
          expect(state.remaining).toBe(Math.max(0, limitValue - count));
          if (count <= limitValue) expect((state.remaining ?? 0) + state.count).toBe(limitValue);
        },
      ),
    );
  });

  it('forgets every count once the window has passed', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: SEARCH_WINDOW_MS, max: 10 * SEARCH_WINDOW_MS }),
        (count, elapsed) => {
          expect(searchQuotaState({ count, timestamp: T0 }, { now: T0 + elapsed, limit }).count).toBe(0);
        },
      ),
    );
  });
});

describe('recordSearch', () => {
  it('opens a window with the first search', () => {
    expect(recordSearch(null, T0)).toEqual({ count: 1, timestamp: T0 });
  });

  it('counts within the window, keeping its start', () => {
    expect(recordSearch({ count: 3, timestamp: T0 }, T0 + HOUR)).toEqual({ count: 4, timestamp: T0 });
  });

  it('starts a new window after 24 hours', () => {
    expect(recordSearch({ count: 8, timestamp: T0 }, T0 + SEARCH_WINDOW_MS)).toEqual({
      count: 1,
      timestamp: T0 + SEARCH_WINDOW_MS,
    });
  });

  it('repairs damaged records', () => {
    expect(recordSearch({ count: -3, timestamp: T0 }, T0)).toEqual({ count: 1, timestamp: T0 });
    expect(recordSearch({ count: 3, timestamp: Number.NaN }, T0)).toEqual({ count: 1, timestamp: T0 });
    expect(recordSearch({ count: 3, timestamp: T0 + HOUR }, T0)).toEqual({ count: 4, timestamp: T0 });
    expect(recordSearch(null, Number.NaN)).toEqual({ count: 1, timestamp: 0 });
  });

  it('does not overflow the safe integer range', () => {
    const record = { count: Number.MAX_SAFE_INTEGER, timestamp: T0 };
    expect(recordSearch(record, T0).count).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('adds exactly one per search within a window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (searches) => {
        let record: SearchCounter | null = null;
        for (let index = 0; index < searches; index += 1) record = recordSearch(record, T0 + index * 1_000);
        expect(record).toEqual({ count: searches, timestamp: T0 });
      }),
    );
  });
});

describe('isRepeatSearch', () => {
  const NOW = 1_800_000_000_000;
  const counted = recordSearch(null, NOW - 60_000, 'term=paywall');

  it('keeps what the last counted search was', () => {
    expect(counted).toEqual({ count: 1, timestamp: NOW - 60_000, lastSearch: 'term=paywall' });
    expect(recordSearch(counted, NOW, 'term=onboarding')).toEqual({
      count: 2,
      timestamp: NOW - 60_000,
      lastSearch: 'term=onboarding',
    });
  });

  it('is the same search asked again while the window runs', () => {
    expect(isRepeatSearch(counted, 'term=paywall', NOW)).toBe(true);
  });

  it('is a new search once another came in between, in a new window, or without a name', () => {
    expect(isRepeatSearch(recordSearch(counted, NOW, 'term=onboarding'), 'term=paywall', NOW)).toBe(false);
    expect(isRepeatSearch(counted, 'term=paywall', NOW - 60_000 + SEARCH_WINDOW_MS)).toBe(false);
    expect(isRepeatSearch(counted, null, NOW)).toBe(false);
    expect(isRepeatSearch(counted, '', NOW)).toBe(false);
    expect(isRepeatSearch({ count: 1, timestamp: NOW }, 'term=paywall', NOW)).toBe(false);
    expect(isRepeatSearch(null, 'term=paywall', NOW)).toBe(false);
  });
});

describe('attemptSearch', () => {
  it('allows and counts while the quota lasts', () => {
    const attempt = attemptSearch({ count: 7, timestamp: T0 }, { now: T0 + HOUR, limit: 8 });
    expect(attempt).toEqual({
      allowed: true,
      record: { count: 8, timestamp: T0 },
      state: { count: 8, limit: 8, remaining: 0, resetsAt: T0 + SEARCH_WINDOW_MS, blocked: true },
    });
  });

  it('refuses without counting once the quota is used up', () => {
    const attempt = attemptSearch({ count: 8, timestamp: T0 }, { now: T0 + HOUR, limit: 8 });
    expect(attempt).toEqual({
      allowed: false,
      state: { count: 8, limit: 8, remaining: 0, resetsAt: T0 + SEARCH_WINDOW_MS, blocked: true },
    });
  });

  it('refuses visitors and allows Pro users', () => {
    expect(attemptSearch(null, { now: T0, limit: 0 }).allowed).toBe(false);
    expect(attemptSearch({ count: 999, timestamp: T0 }, { now: T0, limit: null }).allowed).toBe(true);
  });

  it('allows exactly `limit` searches in one window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (limitValue) => {
        let record: SearchCounter | null = null;
        let allowed = 0;
        for (let index = 0; index < limitValue + 5; index += 1) {
          const attempt = attemptSearch(record, { now: T0 + index, limit: limitValue });
          if (attempt.allowed) {
            allowed += 1;
            record = attempt.record;
          }
        }
        expect(allowed).toBe(limitValue);
      }),
    );
  });
});

describe('messages (spec section 8)', () => {
  it('says the quota is used up', () => {
    expect(searchLimitReachedMessage(8)).toBe(
      "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
    );
  });

  it('says what free users get', () => {
    expect(searchLimitInfoMessage(10)).toBe(
      'Free users get 10 searches per day. Upgrade to Pro for unlimited searches',
    );
  });

  it('picks the message of a state', () => {
    expect(searchLimitMessage({ limit: 8, blocked: true })).toBe(searchLimitReachedMessage(8));
    expect(searchLimitMessage({ limit: 8, blocked: false })).toBe(searchLimitInfoMessage(8));
    expect(searchLimitMessage({ limit: null, blocked: false })).toBeNull();
  });
});

describe('the search_data record as text', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it('writes the count and the start of the running window, or now without one, and reads it back', () => {
    const running = searchQuotaState({ count: 3, timestamp: now - 1_000 }, { now, limit: 8 });
    expect(searchDataText(running, now)).toBe(`{"count":3,"timestamp":${now - 1_000}}`);
    expect(readSearchData(searchDataText(running, now))).toEqual({ count: 3, timestamp: now - 1_000 });
    const none = searchQuotaState(null, { now, limit: 8 });
    expect(searchDataText(none, now)).toBe(`{"count":0,"timestamp":${now}}`);
  });

  it('reads nothing from text that is not a record', () => {
    for (const text of [
      undefined,
      null,
      '',
      'x',
      '[]',
      'null',
      '{"count":"3","timestamp":1}',
      '{"count":-1,"timestamp":1}',
      '{"count":1}',
      `{"count":1,"timestamp":1,"pad":"${'x'.repeat(200)}"}`,
    ]) {
      expect(readSearchData(text)).toBeNull();
    }
    expect(readSearchData('{"count":2.7,"timestamp":5}')).toEqual({ count: 2, timestamp: 5 });
  });

  it('reads back whatever state it wrote', () => {
    fc.assert(
      fc.property(fc.nat(1_000), fc.nat(SEARCH_WINDOW_MS - 1), (count, age) => {
        const state = searchQuotaState({ count, timestamp: now - age }, { now, limit: 8 });
        expect(readSearchData(searchDataText(state, now))).toEqual({ count, timestamp: now - age });
      }),
    );
  });
});
