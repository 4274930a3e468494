import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWord, nameKeys, oneEditApart, searchTokens, singular } from './words.js';

describe('searchTokens', () => {
  it('gives each word with its folded form, its singular and where it stands', () => {
    expect(searchTokens('Cafés & Settings')).toEqual([
      { raw: 'Cafés', word: 'cafes', key: 'cafe', start: 0, end: 5 },
      { raw: 'Settings', word: 'settings', key: 'setting', start: 8, end: 16 },
    ]);
    expect(searchTokens('—  ☃')).toEqual([]);
    expect(foldWord('ÉCRAN')).toBe('ecran');
  });

  it('keeps only letters of a folded ligature', () => {
    expect(searchTokens('ﬁle').map((token) => token.word)).toEqual(['file']);
  });
});

describe('singular', () => {
  it('reads a plural as its singular, and leaves short words and -ss, -us, -is words', () => {
    expect(
      ['categories', 'settings', 'classes', 'access', 'status', 'analysis', 'ios', 'faqs', 'flies'].map(
        singular,
      ),
    ).toEqual(['category', 'setting', 'class', 'access', 'status', 'analysis', 'ios', 'faq', 'fly']);
  });
});

describe('nameKeys', () => {
  it('leaves out function words unless the name is only those', () => {
    expect(nameKeys('Upgrading to premium')).toEqual(['upgrading', 'premium']);
    expect(nameKeys('Log in')).toEqual(['log', 'in']);
    expect(nameKeys('The')).toEqual(['the']);
  });
});

describe('oneEditApart', () => {
  it('is true for one insertion, deletion, substitution or swap of neighbours', () => {
    expect(oneEditApart('chekout', 'checkout')).toBe(true);
    expect(oneEditApart('checkout', 'chekout')).toBe(true);
    expect(oneEditApart('paywall', 'paywell')).toBe(true);
    expect(oneEditApart('onbaording', 'onboarding')).toBe(true);
    expect(oneEditApart('paywall', 'paywall')).toBe(false);
    expect(oneEditApart('paywall', 'paywel')).toBe(false);
    expect(oneEditApart('abcd', 'badc')).toBe(false);
    expect(oneEditApart('ab', 'abcd')).toBe(false);
  });

  it('agrees with the optimal string alignment distance on any pair of short words', () => {
    const distance = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i += 1)
        for (let j = 1; j <= b.length; j += 1) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          row[j] = Math.min(
            (up[j] ?? 0) + 1,
            (row[j - 1] ?? 0) + 1,
            (up[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
        }
      return (d[a.length] as number[])[b.length] ?? 0;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(fc.property(word, word, (a, b) => oneEditApart(a, b) === (distance(a, b) === 1)));
  });
});
