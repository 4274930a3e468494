import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_LIMIT_DAYS,
  SESSION_ABSOLUTE_LIMIT_MS,
  SESSION_IDLE_LIMIT_DAYS,
  SESSION_IDLE_LIMIT_MS,
  SESSION_USE_RECORD_INTERVAL_MS,
  sessionValidity,
} from './sessions.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 0, 1, 12);

describe('limits', () => {
  it('ends a session after 30 idle days or 90 days in all; use is recorded hourly', () => {
    expect(SESSION_IDLE_LIMIT_DAYS).toBe(30);
    expect(SESSION_IDLE_LIMIT_MS).toBe(30 * DAY);
    expect(SESSION_ABSOLUTE_LIMIT_DAYS).toBe(90);
    expect(SESSION_ABSOLUTE_LIMIT_MS).toBe(90 * DAY);
    expect(SESSION_USE_RECORD_INTERVAL_MS).toBe(HOUR);
    expect(SESSION_IDLE_LIMIT_MS).toBeLessThan(SESSION_ABSOLUTE_LIMIT_MS);
  });
});

describe('sessionValidity', () => {
  it('holds a fresh session until the idle limit, without recording a use within the hour', () => {
    expect(sessionValidity({ createdAt: T0, lastUsedAt: T0 }, T0 + 10 * 60 * 1000)).toEqual({
      valid: true,
      expiresAt: T0 + 30 * DAY,
      endsBy: 'idle',
      recordUse: false,
    });
  });

  it('asks to record a use once the last record is an hour old', () => {
    expect(sessionValidity({ createdAt: T0, lastUsedAt: T0 }, T0 + HOUR - 1)).toMatchObject({
      recordUse: false,
    });
    expect(sessionValidity({ createdAt: T0, lastUsedAt: T0 }, T0 + HOUR)).toMatchObject({ recordUse: true });
  });

  it('ends a session unused for 30 days, at exactly 30 days', () => {
    const session = { createdAt: T0, lastUsedAt: T0 + 5 * DAY };
    expect(sessionValidity(session, T0 + 35 * DAY - 1)).toMatchObject({ valid: true, recordUse: true });
    expect(sessionValidity(session, T0 + 35 * DAY)).toEqual({
      valid: false,
      expiredAt: T0 + 35 * DAY,
      endsBy: 'idle',
    });
  });

  it('ends a session 90 days after sign-in however recently it was used', () => {
    const session = { createdAt: T0, lastUsedAt: T0 + 89 * DAY };
    expect(sessionValidity(session, T0 + 89 * DAY + HOUR)).toEqual({
      valid: true,
      expiresAt: T0 + 90 * DAY,
      endsBy: 'absolute',
      recordUse: true,
    });
    expect(sessionValidity(session, T0 + 90 * DAY)).toEqual({
      valid: false,
      expiredAt: T0 + 90 * DAY,
      endsBy: 'absolute',
    });
    expect(sessionValidity(session, T0 + 400 * DAY)).toMatchObject({ valid: false, endsBy: 'absolute' });
  });

  it('names the absolute limit when both limits fall at the same moment', () => {
    expect(sessionValidity({ createdAt: T0, lastUsedAt: T0 + 60 * DAY }, T0 + 61 * DAY)).toMatchObject({
      expiresAt: T0 + 90 * DAY,
      endsBy: 'absolute',
    });
  });

  it('counts the creation as the last use when none was recorded', () => {
    expect(sessionValidity({ createdAt: T0, lastUsedAt: null }, T0 + 2 * HOUR)).toEqual({
      valid: true,
      expiresAt: T0 + 30 * DAY,
      endsBy: 'idle',
      recordUse: true,
    });
    expect(sessionValidity({ createdAt: T0, lastUsedAt: Number.NaN }, T0 + 30 * DAY)).toMatchObject({
      valid: false,
      endsBy: 'idle',
    });
    // A last use before the creation is read as the creation.
    expect(sessionValidity({ createdAt: T0, lastUsedAt: T0 - 20 * DAY }, T0 + DAY)).toMatchObject({
      expiresAt: T0 + 30 * DAY,
    });
  });

  it('never lets a time in the future lengthen a session', () => {
    const now = T0 + 50 * DAY;
    // lastUsedAt in the future is read as now: the idle limit runs from now, not later.
    expect(sessionValidity({ createdAt: T0, lastUsedAt: now + 100 * DAY }, now)).toMatchObject({
      valid: true,
      expiresAt: T0 + 80 * DAY,
      recordUse: false,
    });
    // createdAt in the future is read as now.
    expect(sessionValidity({ createdAt: now + DAY, lastUsedAt: null }, now)).toMatchObject({
      valid: true,
      expiresAt: now + 30 * DAY,
    });
  });

  it('ends a session whose creation time or clock is not a number', () => {
    expect(sessionValidity({ createdAt: Number.NaN, lastUsedAt: T0 }, T0)).toEqual({
      valid: false,
      expiredAt: T0,
      endsBy: 'absolute',
    });
    expect(sessionValidity({ createdAt: T0, lastUsedAt: T0 }, Number.POSITIVE_INFINITY)).toEqual({
      valid: false,
      expiredAt: 0,
      endsBy: 'absolute',
    });
  });

  it('never holds past either limit, nor past 90 days, whatever the times', () => {
    const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
    fc.assert(
      fc.property(time, fc.option(time), time, (createdAt, lastUsedAt, now) => {
        const validity = sessionValidity({ createdAt, lastUsedAt }, now);
        const created = Math.min(createdAt, now);
        const lastUsed = Math.min(Math.max(lastUsedAt ?? created, created), now);
        if (validity.valid) {
          expect(now).toBeLessThan(validity.expiresAt);
          expect(validity.expiresAt).toBeLessThanOrEqual(created + SESSION_ABSOLUTE_LIMIT_MS);
          expect(validity.expiresAt).toBeLessThanOrEqual(lastUsed + SESSION_IDLE_LIMIT_MS);
          expect(validity.expiresAt - now).toBeLessThanOrEqual(SESSION_IDLE_LIMIT_MS);
        } else {
          expect(now).toBeGreaterThanOrEqual(validity.expiredAt);
        }
      }),
    );
  });
});
