import { describe, expect, it } from 'vitest';
import { articleBlocks, coverOf, examplesOf, figureCredits, patternLabel, readingMinutes } from './figures';

describe('article figures', () => {
  it('reads the cover from front matter', () => {
    expect(coverOf({ cover: 'paywall', coverPlatform: 'android' })).toEqual({
      pattern: 'paywall',
      platform: 'android',
      caption: 'Paywall',
    });
    expect(coverOf({ cover: 'empty-state' })).toMatchObject({ platform: 'ios', caption: 'Empty state' });
    expect(coverOf({})).toBeNull();
    expect(coverOf({ cover: 'Paywall!' })).toBeNull();
    expect(coverOf({ cover: 'paywall', coverPlatform: 'watch' })).toBeNull();
  });

  it('splits a body into Markdown and figure lines', () => {
    const blocks = articleBlocks(
      [
        'Intro.',
        '',
        '::: figure onboarding ios | Three onboarding screens',
        '## Next',
        '::: figure search web',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'markdown', source: 'Intro.\n' },
      { kind: 'figure', pattern: 'onboarding', platform: 'ios', caption: 'Three onboarding screens' },
      { kind: 'markdown', source: '## Next' },
      { kind: 'figure', pattern: 'search', platform: 'web', caption: 'Search' },
    ]);
  });

  it('leaves a malformed figure line as text', () => {
    expect(articleBlocks('::: figure Onboarding tv')).toEqual([
      { kind: 'markdown', source: '::: figure Onboarding tv' },
    ]);
  });

  it('estimates reading time, at least a minute', () => {
    expect(readingMinutes('word '.repeat(690))).toBe(3);
    expect(readingMinutes('Short.')).toBe(1);
    expect(patternLabel('filter-sort')).toBe('Filter sort');
  });

  it("names the apps a figure's screens come from, each once", () => {
    const of = (...titles: string[]) => titles.map((title) => ({ app: { title } }));
    expect(figureCredits([])).toBe('');
    expect(figureCredits(of('Ledger'))).toBe('Screens from Ledger');
    expect(figureCredits(of('Ledger', 'Ledger'))).toBe('Screens from Ledger');
    expect(figureCredits(of('Ledger', 'Pulse', 'Ledger'))).toBe('Screens from Ledger and Pulse');
    expect(figureCredits(of('Ledger', 'Pulse', 'Chatter'))).toBe('Screens from Ledger, Pulse and Chatter');
  });

  it("reads a glossary term's examples from its pattern, on iOS unless it names a platform", () => {
    expect(examplesOf({ pattern: 'share-sheet' })).toEqual({
      pattern: 'share-sheet',
      platform: 'ios',
      caption: 'Examples from the library',
    });
    expect(examplesOf({ pattern: 'landing-page', platform: 'web' })).toMatchObject({ platform: 'web' });
    expect(examplesOf({})).toBeNull();
    expect(examplesOf({ pattern: 'Share sheet' })).toBeNull();
    expect(examplesOf({ pattern: 'toast', platform: 'tv' })).toBeNull();
  });
});
