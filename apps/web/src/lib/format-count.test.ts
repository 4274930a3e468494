import { describe, expect, it } from 'vitest';
import { countOf, formatAbout, formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as toLocaleString("en") does', () => {
    for (const value of [0, 7, 999, 1000, 1033, 65_536, 1_000_000, 123_456_789, -4200]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en'));
    }
  });
});

describe('formatAbout', () => {
  it('rounds an estimate to two significant figures', () => {
    expect(formatAbout(1033)).toBe('1,000');
    expect(formatAbout(48_712)).toBe('49,000');
    expect(formatAbout(1_234_567)).toBe('1,200,000');
    expect(formatAbout(250.4)).toBe('250');
    expect(formatAbout(87)).toBe('87');
  });
});

describe('countOf', () => {
  it('says one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'screen')).toBe('1 screen');
    expect(countOf(0, 'screen')).toBe('0 screens');
    expect(countOf(1033, 'screen')).toBe('1,033 screens');
    expect(countOf(2, 'category', 'categories')).toBe('2 categories');
  });
});
