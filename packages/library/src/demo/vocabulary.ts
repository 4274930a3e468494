import { FLOWS, PATTERNS, UI_ELEMENTS } from '../catalog/taxonomy.js';
import { Random } from '../render/random.js';
import { APP_SEEDS, PRODUCT_CATEGORIES } from './catalog.js';

/**
 * The words of a large demo library, most common first: the real words of the demo set (its apps, taglines
 * and screen copy) take the top ranks, then syllable-built pseudo-words (names, brands and content a real
 * library has thousands of) make the long tail. Screens draw from it with Zipf frequencies (`ZipfSampler`),
 * so a large library has common, mid and rare words like real text, not the few hundred words of the demo
 * set repeated.
 */
export const VOCABULARY_SIZE = 60_000;
/** Zipf's exponent: the word of rank r is drawn with probability proportional to 1 / r^s. */
export const ZIPF_EXPONENT = 1;

const ONSETS = ['b', 'c', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'z'];
const CLUSTERS = ['br', 'cl', 'dr', 'fl', 'gr', 'pl', 'pr', 'sl', 'st', 'tr', 'ch', 'sh', 'th', 'qu'];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'a', 'e', 'o', 'ai', 'ea', 'io', 'ou', 'y'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 'm', 'x', 't', 'nd', 'rk', 'st'];

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The distinct words of the demo set's catalogue, in the order they first appear. */
export function catalogueWords(): string[] {
  const texts: string[] = [
    ...APP_SEEDS.flatMap((seed) => [seed.title, seed.tagline, ...seed.nouns]),
    ...PATTERNS.map((pattern) => pattern.title),
    ...FLOWS.map((flow) => flow.title),
    ...[...PRODUCT_CATEGORIES, ...UI_ELEMENTS].map(([, title]) => title),
  ];
  return [...new Set(texts.flatMap(tokens))];
}

/** One syllable-built pseudo-word ("brandor", "quiasel"): two syllables mostly, sometimes one or three. */
export function pseudoWord(random: Random): string {
  const roll = random.next();
  const syllables = roll < 0.12 ? 1 : roll < 0.8 ? 2 : 3;
  let word = '';
  for (let index = 0; index < syllables; index += 1) {
    word += random.chance(0.25) ? random.pick(CLUSTERS) : random.pick(ONSETS);
    word += random.pick(NUCLEI);
    if (index === syllables - 1 || random.chance(0.3)) word += random.pick(CODAS);
  }
  return word;
}

/**
 * `size` distinct words, most common first, the same for the same seed: the catalogue's words (shuffled,
 * so the commonest is not always the first of the catalogue), then pseudo-words of at least three letters.
 */
export function demoVocabulary(seed: number, size = VOCABULARY_SIZE): string[] {
  const random = new Random(seed ^ 0x70cab);
  const real = random.sample(catalogueWords(), Number.MAX_SAFE_INTEGER);
  const seen = new Set(real);
  const words = real.slice(0, size);
  while (words.length < size) {
    const word = pseudoWord(random);
    if (word.length < 3 || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words;
}

/** Draws ranks 0 … size-1 with Zipf probabilities (rank r in proportion to 1 / (r + 1)^exponent). */
export class ZipfSampler {
  private readonly cumulative: Float64Array;

  constructor(
    readonly size: number,
    readonly exponent = ZIPF_EXPONENT,
  ) {
    this.cumulative = new Float64Array(size);
    let sum = 0;
    for (let rank = 0; rank < size; rank += 1) {
      sum += 1 / (rank + 1) ** exponent;
      this.cumulative[rank] = sum;
    }
    for (let rank = 0; rank < size; rank += 1) this.cumulative[rank] = (this.cumulative[rank] ?? 0) / sum;
  }

  /** The probability of drawing `rank`. */
  probability(rank: number): number {
    return (this.cumulative[rank] ?? 1) - (rank === 0 ? 0 : (this.cumulative[rank - 1] ?? 0));
  }

  /** The share of items that hold `rank` at least once when each draws `draws` times. */
  share(rank: number, draws: number): number {
    return 1 - (1 - this.probability(rank)) ** draws;
  }

  /** The rank whose share (at `draws` draws per item) is nearest `share`. */
  rankWithShare(share: number, draws: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.share(middle, draws) > share) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  draw(random: Random): number {
    const u = random.next();
    let low = 0;
    let high = this.size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 1) < u) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
