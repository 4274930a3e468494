import { describe, expect, it } from 'vitest';
import { capturedLabel, monthLabel, shortDate, versionDate } from './capture-dates';

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

  it("write every month and day as English in UTC writes them (Intl's en-US short month)", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const time = Date.UTC(2024, month, month * 2 + 1, 23, 59);
      const iso = new Date(time).toISOString();
      expect(monthLabel(iso)).toBe(`${intl.format(time)} 2024`);
      expect(versionDate(iso)).toBe(`${month * 2 + 1} ${intl.format(time)} 2024`);
    }
    // Late on New Year's Eve east of UTC is already the next year in UTC.
    expect(versionDate('2026-12-31T23:30:00-05:00')).toBe('1 Jan 2027');
  });
});
