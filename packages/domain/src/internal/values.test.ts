import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, parseJsonLoosely, takeCodePoints, toFiniteNumber } from './values.js';

/** Any UTF-16 text, lone surrogates and control characters included. */
const anyCodeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('😀', '\uD800', '\uDC00', '\u0000', '\n', ' ', '\u00a0', ',', '&', '+', '%', '=', '#', '?'),
);

describe('toFiniteNumber', () => {
  it('reads numbers, numeric strings and ISO dates', () => {
    expect(toFiniteNumber(5)).toBe(5);
    expect(toFiniteNumber(' 12 ')).toBe(12);
    expect(toFiniteNumber('2024-01-02T00:00:00.000Z')).toBe(Date.UTC(2024, 0, 2));
  });

  it('gives NaN for anything else', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, '', '  ', 'soon', null, undefined, {}, []]) {
      expect(toFiniteNumber(value)).toBeNaN();
    }
  });
});

describe('parseJsonLoosely', () => {
  it('reads JSON and URI-encoded JSON', () => {
    expect(parseJsonLoosely('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonLoosely(encodeURIComponent('{"a":1}'))).toEqual({ a: 1 });
  });

  it('gives null for text that is not JSON, even with broken percent-encoding', () => {
    expect(parseJsonLoosely('not json')).toBeNull();
    expect(parseJsonLoosely('%E0%A4%A')).toBeNull();
  });
});

describe('cleanText', () => {
  it('trims, collapses whitespace and replaces control characters', () => {
    expect(cleanText('  a \t\n b\u0000c\u007f ', 200)).toBe('a b c');
  });

  it('removes lone surrogates but keeps pairs', () => {
    expect(cleanText('a\uD800b\uDC00c😀', 200)).toBe('abc😀');
  });

  it('cuts to the maximum in code points and trims again', () => {
    expect(cleanText('😀😀😀', 2)).toBe('😀😀');
    expect(cleanText('ab cd', 3)).toBe('ab');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: anyCodeUnit, maxLength: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (text, max) => {
          const once = cleanText(text, max);
          expect(cleanText(once, max)).toBe(once);
          expect([...once].length).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe('takeCodePoints', () => {
  it('keeps short strings and cuts long ones by code point', () => {
    expect(takeCodePoints('abc', 5)).toBe('abc');
    expect(takeCodePoints('a😀b', 2)).toBe('a😀');
    expect(takeCodePoints('abc', 0)).toBe('');
  });
});
