import { describe, expect, it } from 'vitest';
import { capturedLabel, shortDate, versionDate } from './capture-dates';

describe('capture dates', () => {
  it('say the month on cards and the day in a timeline, in UTC', () => {
    expect(capturedLabel('2026-03-12T10:00:00.000Z')).toBe('Captured Mar 2026');
    expect(versionDate('2026-03-12T23:30:00.000Z')).toBe('12 Mar 2026');
    expect(capturedLabel('not a date')).toBe('');
  });

  it('leave the year out of a date of this year only', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(shortDate('2026-03-12T10:00:00Z', now)).toBe('12 Mar');
    expect(shortDate('2025-09-16T10:00:00Z', now)).toBe('16 Sep 2025');
  });
});
