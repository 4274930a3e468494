/**
 * How alike a picture and a library screen are: the weights of the signals and the two passes that rank a
 * library by them (decision 12). Pure computation; the API loads the stored signatures into a
 * `SignatureIndex` and fetches the text of the few screens the first pass keeps.
 *
 * 1. `SignatureIndex.candidates`: every screen is scored from its stored signature alone (the text
 *    sketch stands in for the words); the best `CANDIDATES` are kept.
 * 2. `rankCandidates`: those are scored again with their real words (each word weighted by how few of the
 *    candidates have it, so an app's menu labels count little), and sorted.
 */
import type { Platform } from '../port.js';
import { binColor, type ColorShare, SKETCH_BINS, SKETCH_EMPTY } from './signature.js';

/**
 * The weight of each signal in the score (they add up to 1). Words decide most: a screenshot's words are
 * what survives cropping, scaling and re-encoding best, and what sets one screen of an app apart from its
 * siblings drawn in the same design system. Layout and blocks catch screens of the same shape; colours a
 * brand; the platform keeps phone screenshots among phone screens. When a picture has fewer than
 * `MIN_WORDS` words (a photo, a sketch), the text weight is shared out among the others.
 */
export const LIKENESS_WEIGHTS = {
  text: 0.4,
  layout: 0.2,
  blocks: 0.15,
  colors: 0.15,
  platform: 0.1,
} as const;

/** Fewer words than this read from a picture, and words do not count. */
export const MIN_WORDS = 3;
/** Screens the first pass keeps for the second. */
export const CANDIDATES = 300;
/** Score below which a screen is not counted as a match. */
export const MATCH_FLOOR = 0.15;

/** A picture's shape class: phones and tablets held upright, or wide screens. */
type Shape = 'tall' | 'wide' | 'unclear';

/** The platform a picture's shape suggests: web pages are wide, phone screens tall; null when unclear. */
export function platformOfShape(width: number, height: number): Platform | null {
  const ratio = height / width;
  if (ratio < 1) return 'web';
  if (ratio < 1.3) return null;
  // iPhones are 19.5:9 (2.16), most Android phones 20:9 (2.22); a crop keeps neither exactly.
  if (Math.abs(ratio - 2.164) < 0.025) return 'ios';
  if (Math.abs(ratio - 2.221) < 0.025) return 'android';
  return null;
}

const shapeOf = (width: number, height: number): Shape => {
  const ratio = height / width;
  return ratio < 1 ? 'wide' : ratio >= 1.3 ? 'tall' : 'unclear';
};
const platformShape = (platform: Platform): Shape => (platform === 'web' ? 'wide' : 'tall');

/** What is known of the searched picture. */
export interface LikenessQuery {
  width: number;
  height: number;
  phash: string;
  layout: string;
  colors: string;
  /** Its likeness words (see `likenessWords`). */
  words: readonly string[];
  /** The sketch of those words. */
  sketch: string;
}

/** A library screen's stored signature. */
export interface StoredSignature {
  id: number;
  width: number;
  height: number;
  platform: Platform;
  phash: string | null;
  layout: string | null;
  colors: string | null;
  sketch: string | null;
}

const POPCOUNT = (() => {
  const table = new Uint8Array(65536);
  for (let value = 1; value < 65536; value += 1) table[value] = (table[value >> 1] ?? 0) + (value & 1);
  return table;
})();
const popcount = (value: number) => (POPCOUNT[value & 0xffff] ?? 0) + (POPCOUNT[value >>> 16] ?? 0);

const word32 = (hex: string | null, offset: number) =>
  hex && hex.length >= offset + 8 ? Number.parseInt(hex.slice(offset, offset + 8), 16) >>> 0 : 0;

/** Likeness of two 64-bit hashes by their differing bits: the same is 1, 32 bits apart (chance) or more 0. */
const hashLikeness = (distance: number) => Math.max(0, 1 - distance / 32);

/** The weights in force for a query: with too few words, text's weight goes to the others. */
export function weightsFor(wordCount: number) {
  if (wordCount >= MIN_WORDS) return { ...LIKENESS_WEIGHTS };
  const rest = 1 - LIKENESS_WEIGHTS.text;
  return {
    text: 0,
    layout: LIKENESS_WEIGHTS.layout / rest,
    blocks: LIKENESS_WEIGHTS.blocks / rest,
    colors: LIKENESS_WEIGHTS.colors / rest,
    platform: LIKENESS_WEIGHTS.platform / rest,
  };
}

const PLATFORM_CODES: Record<Platform, number> = { ios: 0, android: 1, web: 2 };
const PLATFORMS = ['ios', 'android', 'web'] as const;
/** Flag of a screen without a visual signature (its visual signals count 0). */
const NO_VISUAL = 1;

/** A candidate of the first pass. */
export interface Candidate {
  id: number;
  /** The first pass's score (the sketch standing in for the words). */
  score: number;
}

/**
 * Every library screen's signature in typed arrays (about 64 bytes a screen), scanned whole for each
 * query: a million screens in a few tens of milliseconds, with no image opened.
 */
export class SignatureIndex {
  private size = 0;
  private capacity = 0;
  private ids = new Int32Array(0);
  private hashes = new Uint32Array(0); // phash high, low, layout high, low, colors high, low
  private sketches = new Uint16Array(0);
  private shapes = new Uint8Array(0); // platform code << 1 | NO_VISUAL
  private positions = new Map<number, number>();
  /** The largest screen id held. */
  maxId = 0;

  get length(): number {
    return this.size;
  }

  private grow(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(needed, Math.ceil(this.capacity * 1.5), 1024);
    const copy = <T extends Int32Array | Uint32Array | Uint16Array | Uint8Array>(
      from: T,
      make: (n: number) => T,
      per: number,
    ) => {
      const to = make(capacity * per);
      to.set(from.subarray(0, this.size * per));
      return to;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n), 1);
    this.hashes = copy(this.hashes, (n) => new Uint32Array(n), 6);
    this.sketches = copy(this.sketches, (n) => new Uint16Array(n), SKETCH_BINS);
    this.shapes = copy(this.shapes, (n) => new Uint8Array(n), 1);
    this.capacity = capacity;
  }

  /** Adds screens, or replaces those already held (by id). */
  add(rows: readonly StoredSignature[]): void {
    this.grow(this.size + rows.length);
    for (const row of rows) {
      let at = this.positions.get(row.id);
      if (at === undefined) {
        at = this.size;
        this.size += 1;
        this.positions.set(row.id, at);
      }
      this.ids[at] = row.id;
      if (row.id > this.maxId) this.maxId = row.id;
      const h = at * 6;
      this.hashes[h] = word32(row.phash, 0);
      this.hashes[h + 1] = word32(row.phash, 8);
      this.hashes[h + 2] = word32(row.layout, 0);
      this.hashes[h + 3] = word32(row.layout, 8);
      this.hashes[h + 4] = word32(row.colors, 0);
      this.hashes[h + 5] = word32(row.colors, 8);
      const visual = row.phash !== null && row.layout !== null && row.colors !== null;
      this.shapes[at] = (PLATFORM_CODES[row.platform] << 1) | (visual ? 0 : NO_VISUAL);
      const s = at * SKETCH_BINS;
      for (let bin = 0; bin < SKETCH_BINS; bin += 1) {
        this.sketches[s + bin] = row.sketch
          ? Number.parseInt(row.sketch.slice(bin * 4, bin * 4 + 4), 16)
          : SKETCH_EMPTY;
      }
    }
  }

  /** The `limit` screens most like the query by their stored signatures, best first. */
  candidates(query: LikenessQuery, limit = CANDIDATES): Candidate[] {
    const weights = weightsFor(query.words.length);
    const qh = [
      word32(query.phash, 0),
      word32(query.phash, 8),
      word32(query.layout, 0),
      word32(query.layout, 8),
      word32(query.colors, 0),
      word32(query.colors, 8),
    ] as const;
    const qColors = popcount(qh[4]) + popcount(qh[5]);
    const qSketch = new Uint16Array(SKETCH_BINS);
    for (let bin = 0; bin < SKETCH_BINS; bin += 1)
      qSketch[bin] = Number.parseInt(query.sketch.slice(bin * 4, bin * 4 + 4), 16);
    const useText = weights.text > 0;
    const shape = shapeOf(query.width, query.height);
    // Platform score per platform code: the same shape 1, the other 0, unclear 0.5 for all.
    const platformScore = PLATFORMS.map((platform) =>
      shape === 'unclear' ? 0.5 : platformShape(platform) === shape ? 1 : 0,
    );
    const heap = new TopK(limit);
    const { hashes, sketches, shapes, ids } = this;
    for (let at = 0; at < this.size; at += 1) {
      const code = shapes[at] ?? 0;
      let score = weights.platform * (platformScore[code >> 1] ?? 0);
      if ((code & NO_VISUAL) === 0) {
        const h = at * 6;
        const blocks = popcount((hashes[h] ?? 0) ^ qh[0]) + popcount((hashes[h + 1] ?? 0) ^ qh[1]);
        const layout = popcount((hashes[h + 2] ?? 0) ^ qh[2]) + popcount((hashes[h + 3] ?? 0) ^ qh[3]);
        const c0 = hashes[h + 4] ?? 0;
        const c1 = hashes[h + 5] ?? 0;
        const shared = popcount(c0 & qh[4]) + popcount(c1 & qh[5]);
        const union = qColors + popcount(c0) + popcount(c1) - shared;
        score +=
          weights.blocks * hashLikeness(blocks) +
          weights.layout * hashLikeness(layout) +
          (union > 0 ? (weights.colors * shared) / union : 0);
      }
      if (useText) {
        const s = at * SKETCH_BINS;
        let same = 0;
        let either = 0;
        for (let bin = 0; bin < SKETCH_BINS; bin += 1) {
          const mine = sketches[s + bin] ?? SKETCH_EMPTY;
          const theirs = qSketch[bin] ?? SKETCH_EMPTY;
          if (mine === SKETCH_EMPTY && theirs === SKETCH_EMPTY) continue;
          either += 1;
          if (mine === theirs) same += 1;
        }
        if (either > 0) score += (weights.text * same) / either;
      }
      heap.offer(ids[at] ?? 0, score);
    }
    return heap.sorted();
  }
}

/** The `k` best of a stream of scores (a min-heap of the best so far). */
class TopK {
  private readonly scores: Float64Array;
  private readonly ids: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.scores = new Float64Array(k);
    this.ids = new Int32Array(k);
  }

  offer(id: number, score: number): void {
    const { scores, ids } = this;
    if (this.size < this.k) {
      let at = this.size;
      this.size += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if ((scores[parent] ?? 0) <= score) break;
        scores[at] = scores[parent] ?? 0;
        ids[at] = ids[parent] ?? 0;
        at = parent;
      }
      scores[at] = score;
      ids[at] = id;
      return;
    }
    if (this.k === 0 || score <= (scores[0] ?? 0)) return;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && (scores[right] ?? 0) < (scores[left] ?? 0) ? right : left;
      if ((scores[child] ?? 0) >= score) break;
      scores[at] = scores[child] ?? 0;
      ids[at] = ids[child] ?? 0;
      at = child;
    }
    scores[at] = score;
    ids[at] = id;
  }

  sorted(): Candidate[] {
    const out: Candidate[] = [];
    for (let index = 0; index < this.size; index += 1)
      out.push({ id: this.ids[index] ?? 0, score: this.scores[index] ?? 0 });
    return out.sort((a, b) => b.score - a.score || b.id - a.id);
  }
}

/** A candidate with its stored signature and its words, for the second pass. */
export interface CandidateScreen extends StoredSignature {
  /** The screen's likeness words. */
  words: readonly string[];
}

/** Why a screen matched: each signal from 0 to 1, the words in common and the colours in common. */
export interface LikenessMatch {
  id: number;
  score: number;
  text: number;
  words: string[];
  layout: number;
  blocks: number;
  colors: number;
  sharedColors: string[];
  samePlatform: boolean;
}

const hamming = (a: string | null, b: string) =>
  a === null ? 64 : popcount(word32(a, 0) ^ word32(b, 0)) + popcount(word32(a, 8) ^ word32(b, 8));

const bitsOf = (hex: string) => {
  const bins: number[] = [];
  const high = word32(hex, 0);
  const low = word32(hex, 8);
  for (let bin = 0; bin < 64; bin += 1) {
    const set = bin < 32 ? (high >>> (31 - bin)) & 1 : (low >>> (63 - bin)) & 1;
    if (set) bins.push(bin);
  }
  return bins;
};

/**
 * The second pass: the candidates scored with their real words and sorted, best first. A word counts by
 * how rare it is among the candidates (log of candidates over those having it), so the words that set a
 * screen apart decide, not the labels every screen of an app repeats. `palette` (the picture's colours)
 * names the colours in common.
 */
export function rankCandidates(
  query: LikenessQuery,
  candidates: readonly CandidateScreen[],
  palette: readonly ColorShare[] = [],
): LikenessMatch[] {
  const weights = weightsFor(query.words.length);
  const queryWords = new Set(query.words);
  const having = new Map<string, number>();
  const wordSets = candidates.map((candidate) => {
    const set = new Set(candidate.words);
    for (const word of set) if (queryWords.has(word)) having.set(word, (having.get(word) ?? 0) + 1);
    return set;
  });
  const n = Math.max(candidates.length, 1);
  const weightOf = (word: string) => Math.log(1 + n / (1 + (having.get(word) ?? 0)));
  const totalWeight = [...queryWords].reduce((sum, word) => sum + weightOf(word), 0);
  const shape = shapeOf(query.width, query.height);
  const queryBins = new Set(bitsOf(query.colors));
  const colorOfBin = new Map(palette.map((share) => [share.bin, share.color]));
  return candidates
    .map((candidate, index) => {
      const set = wordSets[index] as Set<string>;
      const common = [...queryWords].filter((word) => set.has(word));
      const text = totalWeight > 0 ? common.reduce((sum, word) => sum + weightOf(word), 0) / totalWeight : 0;
      const visual = candidate.phash !== null && candidate.layout !== null && candidate.colors !== null;
      const blocks = visual ? hashLikeness(hamming(candidate.phash, query.phash)) : 0;
      const layout = visual ? hashLikeness(hamming(candidate.layout, query.layout)) : 0;
      const theirBins = visual && candidate.colors ? bitsOf(candidate.colors) : [];
      const sharedBins = theirBins.filter((bin) => queryBins.has(bin));
      const union = queryBins.size + theirBins.length - sharedBins.length;
      const colors = union > 0 ? sharedBins.length / union : 0;
      const samePlatform = shape !== 'unclear' && platformShape(candidate.platform) === shape;
      const platform = shape === 'unclear' ? 0.5 : samePlatform ? 1 : 0;
      const score =
        weights.text * text +
        weights.layout * layout +
        weights.blocks * blocks +
        weights.colors * colors +
        weights.platform * platform;
      // The rarest words in common first.
      common.sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
      return {
        id: candidate.id,
        score: Math.min(1, Math.max(0, score)),
        text,
        words: common.slice(0, 12),
        layout,
        blocks,
        colors,
        sharedColors: sharedBins.map((bin) => colorOfBin.get(bin) ?? binColor(bin)).slice(0, 6),
        samePlatform,
      };
    })
    .sort((a, b) => b.score - a.score || b.id - a.id);
}
