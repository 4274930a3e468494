import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says how long ago in the largest unit that fits', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * HOUR), now)).toBe('yesterday');
    expect(relativeTime(ago(4 * DAY), now)).toBe('4 days ago');
    expect(relativeTime(ago(15 * DAY), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(70 * DAY), now)).toBe('2 months ago');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2 years ago');
  });

  it('reads a time a little ahead (a clock that runs fast) the same way', () => {
    expect(relativeTime(new Date(now + 10_000).toISOString(), now)).toBe('just now');
    expect(relativeTime(new Date(now + 2 * HOUR).toISOString(), now)).toBe('in 2 hours');
  });

  it('says nothing of a date it cannot read', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
