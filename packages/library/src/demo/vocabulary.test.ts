import { describe, expect, it } from 'vitest';
import { Random } from '../render/random.js';
import { catalogueWords, demoVocabulary, VOCABULARY_SIZE, ZipfSampler } from './vocabulary.js';

describe('demo vocabulary', () => {
  const vocabulary = demoVocabulary(7);

  it('has 60,000 distinct words of letters only, the same for the same seed', () => {
    expect(vocabulary).toHaveLength(VOCABULARY_SIZE);
    expect(new Set(vocabulary).size).toBe(VOCABULARY_SIZE);
    expect(vocabulary.every((word) => /^[\p{L}\p{N}]+$/u.test(word))).toBe(true);
    expect(demoVocabulary(7)).toEqual(vocabulary);
    expect(demoVocabulary(8)).not.toEqual(vocabulary);
  });

  it('ranks the real words of the demo set first, then pseudo-words of three letters or more', () => {
    const real = new Set(catalogueWords());
    expect(real.size).toBeGreaterThan(300);
    expect(vocabulary.slice(0, real.size).every((word) => real.has(word))).toBe(true);
    expect(vocabulary.slice(real.size).every((word) => !real.has(word) && word.length >= 3)).toBe(true);
  });
});

describe('Zipf sampler', () => {
  const zipf = new ZipfSampler(VOCABULARY_SIZE);

  it('gives rank r a probability in proportion to 1 / r', () => {
    expect(zipf.probability(0) / zipf.probability(9)).toBeCloseTo(10, 6);
    expect(zipf.probability(99) / zipf.probability(999)).toBeCloseTo(10, 6);
    let sum = 0;
    for (let rank = 0; rank < VOCABULARY_SIZE; rank += 1) sum += zipf.probability(rank);
    expect(sum).toBeCloseTo(1, 9);
  });

  it("draws common, mid and rare words, and nearly every word at a large library's scale", () => {
    const random = new Random(11);
    // Ten draws a screen: two million draws are the words of 200,000 screens.
    const counts = new Uint32Array(VOCABULARY_SIZE);
    const draws = 2_000_000;
    for (let index = 0; index < draws; index += 1) {
      const rank = zipf.draw(random);
      counts[rank] = (counts[rank] ?? 0) + 1;
    }
    const seen = counts.filter((n) => n > 0).length;
    expect(seen).toBeGreaterThan(50_000);
    // Observed frequencies follow the law: the top word about ten times the tenth, a hundred times the 100th.
    const ratio = (a: number, b: number) => (counts[a] ?? 0) / Math.max(counts[b] ?? 0, 1);
    expect(ratio(0, 9)).toBeGreaterThan(8);
    expect(ratio(0, 9)).toBeLessThan(12);
    expect(ratio(0, 99)).toBeGreaterThan(80);
    expect(ratio(0, 99)).toBeLessThan(125);
  });

  it('finds the rank whose share of screens is nearest a given share', () => {
    const rank = zipf.rankWithShare(0.01, 10);
    expect(zipf.share(rank, 10)).toBeLessThanOrEqual(0.01);
    expect(zipf.share(rank - 1, 10)).toBeGreaterThan(0.01);
    expect(zipf.rankWithShare(0.0001, 10)).toBeGreaterThan(rank);
  });
});
