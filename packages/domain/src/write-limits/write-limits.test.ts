import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_EVENTS, ONBOARDING_STEPS } from '../onboarding/onboarding.js';
import {
  ACTIVITY_PROPERTIES_MAX_BYTES,
  ACTIVITY_RATES,
  activityPropertiesBytes,
  activityRates,
  DAY_MS,
  FEEDBACK_RATE,
  FEEDBACK_SCREENSHOT_BYTES_KEPT,
  HOUR_MS,
  retryAfterSeconds,
  SCREENSHOT_OVERHEAD_BYTES,
  screenshotFitsKept,
  screenshotSizeFitsPixels,
  spendWrite,
  type WriteWindow,
  waitInWords,
} from './write-limits.js';

const T0 = Date.UTC(2026, 0, 1, 12);

describe('spendWrite', () => {
  it('opens a window with the first write and counts the next ones in it', () => {
    const first = spendWrite(null, FEEDBACK_RATE, T0);
    expect(first).toEqual({ allowed: true, next: { count: 1, start: T0 } });
    const second = spendWrite({ count: 1, start: T0 }, FEEDBACK_RATE, T0 + HOUR_MS);
    expect(second).toEqual({ allowed: true, next: { count: 2, start: T0 } });
  });

  it('refuses the write past the limit until the window ends, then opens a new one', () => {
    const full: WriteWindow = { count: 10, start: T0 };
    expect(spendWrite(full, FEEDBACK_RATE, T0 + DAY_MS - 1)).toEqual({
      allowed: false,
      retryAt: T0 + DAY_MS,
    });
    expect(spendWrite(full, FEEDBACK_RATE, T0 + DAY_MS)).toEqual({
      allowed: true,
      next: { count: 1, start: T0 + DAY_MS },
    });
  });

  it('lets exactly `limit` writes through in one window, whatever the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: DAY_MS }),
        (limit, windowMs) => {
          let current: WriteWindow | null = null;
          let allowed = 0;
          for (let attempt = 0; attempt < limit + 5; attempt += 1) {
            const decision = spendWrite(current, { limit, windowMs }, T0);
            if (decision.allowed) {
              allowed += 1;
              current = decision.next;
            } else {
              expect(decision.retryAt).toBe(T0 + windowMs);
            }
          }
          expect(allowed).toBe(limit);
        },
      ),
    );
  });

  it('keeps a window whose start is later than now (a clock that moved back) rather than opening a new one', () => {
    const ahead: WriteWindow = { count: 10, start: T0 + HOUR_MS };
    expect(spendWrite(ahead, FEEDBACK_RATE, T0)).toEqual({ allowed: false, retryAt: T0 + DAY_MS });
  });

  it('reads a damaged record as no window, and a non-finite now as 0', () => {
    for (const damaged of [
      { count: Number.NaN, start: T0 },
      { count: 3, start: Number.NaN },
      { count: -1, start: T0 },
      { count: 3, start: -5 },
      'nonsense' as unknown as WriteWindow,
      undefined,
    ]) {
      expect(spendWrite(damaged, FEEDBACK_RATE, T0)).toEqual({
        allowed: true,
        next: { count: 1, start: T0 },
      });
    }
    expect(spendWrite(null, FEEDBACK_RATE, Number.NaN)).toEqual({
      allowed: true,
      next: { count: 1, start: 0 },
    });
  });
});

describe('retryAfterSeconds and waitInWords', () => {
  it('gives whole seconds, at least one', () => {
    expect(retryAfterSeconds(T0 + 1500, T0)).toBe(2);
    expect(retryAfterSeconds(T0, T0)).toBe(1);
    expect(retryAfterSeconds(T0 - 10_000, T0)).toBe(1);
    expect(retryAfterSeconds(Number.NaN, T0)).toBe(1);
  });

  it('says a wait as people say it, never shorter than it is', () => {
    expect(waitInWords(0)).toBe('in 1 second');
    expect(waitInWords(40_000)).toBe('in 40 seconds');
    expect(waitInWords(60_000)).toBe('in 1 minute');
    expect(waitInWords(61_000)).toBe('in 2 minutes');
    expect(waitInWords(12 * 60_000)).toBe('in 12 minutes');
    expect(waitInWords(HOUR_MS)).toBe('in 1 hour');
    expect(waitInWords(3 * HOUR_MS)).toBe('in 3 hours');
    expect(waitInWords(2 * HOUR_MS + 5 * 60_000)).toBe('in 2 hours 5 minutes');
    expect(waitInWords(HOUR_MS + 60_000)).toBe('in 1 hour 1 minute');
    expect(waitInWords(Number.POSITIVE_INFINITY)).toBe('in 1 second');
  });
});

describe('feedback bounds', () => {
  it('is 10 a day and 20 MB of screenshots kept', () => {
    expect(FEEDBACK_RATE).toEqual({ limit: 10, windowMs: DAY_MS });
    expect(FEEDBACK_SCREENSHOT_BYTES_KEPT).toBe(20 * 1024 * 1024);
  });

  it('takes a screenshot while the kept ones and it fit the bound', () => {
    expect(screenshotFitsKept(0, 2 * 1024 * 1024)).toBe(true);
    expect(screenshotFitsKept(FEEDBACK_SCREENSHOT_BYTES_KEPT - 100, 100)).toBe(true);
    expect(screenshotFitsKept(FEEDBACK_SCREENSHOT_BYTES_KEPT - 100, 101)).toBe(false);
  });

  it('refuses a file larger than its pixels could need', () => {
    expect(screenshotSizeFitsPixels(300_000, 1440, 900)).toBe(true);
    expect(screenshotSizeFitsPixels(4 * 3 * 8 + SCREENSHOT_OVERHEAD_BYTES, 4, 3)).toBe(true);
    expect(screenshotSizeFitsPixels(4 * 3 * 8 + SCREENSHOT_OVERHEAD_BYTES + 1, 4, 3)).toBe(false);
    expect(screenshotSizeFitsPixels(2 * 1024 * 1024, 4, 3)).toBe(false);
  });
});

describe('activity bounds', () => {
  it('counts a device and an account 60 an hour, an address 240', () => {
    expect(ACTIVITY_RATES).toEqual({
      account: { limit: 60, windowMs: HOUR_MS },
      device: { limit: 60, windowMs: HOUR_MS },
      address: { limit: 240, windowMs: HOUR_MS },
    });
  });

  it('counts a member by account, a visitor by device and address, and a cookieless one by address at a device rate', () => {
    expect(activityRates({ kind: 'member' })).toEqual([{ counter: 'account', rate: ACTIVITY_RATES.account }]);
    expect(activityRates({ kind: 'visitor', device: true })).toEqual([
      { counter: 'device', rate: ACTIVITY_RATES.device },
      { counter: 'address', rate: ACTIVITY_RATES.address },
    ]);
    expect(activityRates({ kind: 'visitor', device: false })).toEqual([
      { counter: 'address', rate: ACTIVITY_RATES.device },
    ]);
  });

  it("leaves the SPA's own logging (the onboarding's events) far within an hour's rate", () => {
    const wholeOnboarding = ONBOARDING_STEPS.length * ONBOARDING_EVENTS.length;
    expect(wholeOnboarding).toBe(12);
    expect(wholeOnboarding * 5).toBeLessThanOrEqual(ACTIVITY_RATES.account.limit);
  });

  it("measures properties as their JSON in UTF-8, and the SPA's own are far within the bound", () => {
    expect(activityPropertiesBytes({})).toBe(2);
    expect(activityPropertiesBytes({ step: 'share' })).toBe(16);
    expect(activityPropertiesBytes({ word: 'é' })).toBe('{"word":"é"}'.length + 1);
    expect(activityPropertiesBytes({ step: 'upgrade' })).toBeLessThan(ACTIVITY_PROPERTIES_MAX_BYTES / 50);
  });
});
