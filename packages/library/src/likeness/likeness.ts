/**
 * How alike a picture and a library screen are: the weights of the signals and the two passes that rank a
 * library by them (decision 12). Pure computation; the API loads the stored signatures into a
 * `SignatureIndex` and fetches the text of the few screens the first pass keeps.
 *
 * 1. `SignatureIndex.candidates`: every screen is scored from its stored signature alone (the text
 *    sketch stands in for the words: the share of the picture's words the screen has, estimated); the
 *    best `CANDIDATES` are kept.
 * 2. `rankCandidates`: those are scored again with their real words (each word weighted by how few of the
 *    candidates have it, so an app's menu labels count little), and sorted.
 */
import type { Platform } from '@pageshelf/contracts/category';
import { binColor, type ColorShare, SKETCH_BITS } from './signature.js';

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
const HASH_LIKENESS = Float64Array.from({ length: 65 }, (_, distance) => hashLikeness(distance));

/**
 * The share of a picture's words a screen has, from their sketches: the share of the picture's bits the
 * screen has set, less what the screen's own share of set bits (`density`) gives by chance.
 */
const wordShare = (sharedBits: number, queryBits: number, density: number) => {
  if (queryBits === 0) return 0;
  const share = sharedBits / queryBits;
  return share > density ? (share - density) / (1 - density) : 0;
};

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
/** The platforms in the order of their codes in `SignatureColumns.platforms`. */
export const SIGNATURE_PLATFORMS: readonly Platform[] = PLATFORMS;
/** Flag of a screen without a visual signature (its visual signals count 0). */
const NO_VISUAL = 1;
/** 32-bit words a screen's signature takes: phash 2, layout 2, colours 2, text sketch 4. */
const WORDS = 10;

/**
 * Screens' stored signatures as columns, for `SignatureIndex.addColumns`: what `StoredSignature` holds,
 * with the hex digits already read as bytes (big-endian, as written), so that many screens load without
 * an object and strings for each.
 */
export interface SignatureColumns {
  readonly ids: Int32Array;
  /** Each screen's platform: its place in `SIGNATURE_PLATFORMS`. */
  readonly platforms: Uint8Array;
  /** 1 for a screen without a visual signature (average hash, edge grid or colour set missing), else 0. */
  readonly noVisual: Uint8Array;
  /** 8 bytes a screen each (zeros when missing). */
  readonly phash: Uint8Array;
  readonly layout: Uint8Array;
  readonly colors: Uint8Array;
  /** 16 bytes a screen (zeros when missing). */
  readonly sketch: Uint8Array;
}

/** A signature's hex strings as its `WORDS` 32-bit words (a missing part is all zeros). */
function signatureWords(signature: {
  phash: string | null;
  layout: string | null;
  colors: string | null;
  sketch: string | null;
}): number[] {
  const { phash, layout, colors, sketch } = signature;
  return [
    [phash, 0],
    [phash, 8],
    [layout, 0],
    [layout, 8],
    [colors, 0],
    [colors, 8],
    [sketch, 0],
    [sketch, 8],
    [sketch, 16],
    [sketch, 24],
  ].map(([hex, offset]) => word32(hex as string | null, offset as number));
}

/** A candidate of the first pass. */
export interface Candidate {
  id: number;
  /** The first pass's score (the sketch standing in for the words). */
  score: number;
}

/**
 * Every library screen's signature in typed arrays (50 bytes a screen), scanned whole for each query: a
 * million screens in a few tens of milliseconds, with no image opened.
 */
export class SignatureIndex {
  private size = 0;
  private capacity = 0;
  private ids = new Int32Array(0);
  /** `WORDS` words a screen: phash high, low; layout high, low; colours high, low; sketch 4 words. */
  private words = new Uint32Array(0);
  /** Colours used by each screen (bits set in its colour set). */
  private colorCounts = new Uint8Array(0);
  /** Share of each screen's sketch bits that are set. */
  private densities = new Float32Array(0);
  /** Platform code << 1 | NO_VISUAL. */
  private shapes = new Uint8Array(0);
  /** The largest screen id held. */
  maxId = 0;

  get length(): number {
    return this.size;
  }

  private grow(needed: number): void {
    if (needed <= this.capacity) return;
    const capacity = Math.max(needed, Math.ceil(this.capacity * 1.5), 1024);
    const ids = new Int32Array(capacity);
    ids.set(this.ids.subarray(0, this.size));
    const words = new Uint32Array(capacity * WORDS);
    words.set(this.words.subarray(0, this.size * WORDS));
    const colorCounts = new Uint8Array(capacity);
    colorCounts.set(this.colorCounts.subarray(0, this.size));
    const densities = new Float32Array(capacity);
    densities.set(this.densities.subarray(0, this.size));
    const shapes = new Uint8Array(capacity);
    shapes.set(this.shapes.subarray(0, this.size));
    Object.assign(this, { ids, words, colorCounts, densities, shapes, capacity });
  }

  /**
   * Makes room for `capacity` screens at once (a loader that knows how many are coming): the arrays are
   * then not grown, copied and collected again and again as screens are added.
   */
  reserve(capacity: number): void {
    this.grow(capacity);
  }

  /**
   * Where a screen is held, or where it goes: screens are kept in id order (a binary search, no map
   * of a million entries), so newer screens go at the end.
   */
  private placeOf(id: number): { at: number; held: boolean } {
    if (this.size === 0 || id > this.maxId) return { at: this.size, held: false };
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.ids[middle] as number) < id) low = middle + 1;
      else high = middle;
    }
    return { at: low, held: this.ids[low] === id };
  }

  /** Opens a place at `at` for one more screen, moving those after it along. */
  private openAt(at: number): void {
    if (at < this.size) {
      this.ids.copyWithin(at + 1, at, this.size);
      this.words.copyWithin((at + 1) * WORDS, at * WORDS, this.size * WORDS);
      this.colorCounts.copyWithin(at + 1, at, this.size);
      this.densities.copyWithin(at + 1, at, this.size);
      this.shapes.copyWithin(at + 1, at, this.size);
    }
    this.size += 1;
  }

  /** Adds screens, or replaces those already held (by id). */
  add(rows: readonly StoredSignature[]): void {
    this.grow(this.size + rows.length);
    for (const row of rows) {
      const { at, held } = this.placeOf(row.id);
      if (!held) this.openAt(at);
      this.ids[at] = row.id;
      if (row.id > this.maxId) this.maxId = row.id;
      const w = at * WORDS;
      const values = signatureWords(row);
      this.words.set(values, w);
      this.colorCounts[at] = popcount(values[4] ?? 0) + popcount(values[5] ?? 0);
      const sketchBits = values.slice(6).reduce((bits, value) => bits + popcount(value), 0);
      this.densities[at] = sketchBits / SKETCH_BITS;
      const visual = row.phash !== null && row.layout !== null && row.colors !== null;
      this.shapes[at] = (PLATFORM_CODES[row.platform] << 1) | (visual ? 0 : NO_VISUAL);
    }
  }

  /**
   * Adds screens given as columns, or replaces those already held: the same as `add`, without a row
   * object or a string for each screen (the API loads a million of them beside requests).
   */
  addColumns(columns: SignatureColumns): void {
    const count = columns.ids.length;
    const sizes: [keyof SignatureColumns, number][] = [
      ['platforms', 1],
      ['noVisual', 1],
      ['phash', 8],
      ['layout', 8],
      ['colors', 8],
      ['sketch', 16],
    ];
    for (const [name, bytes] of sizes) {
      if (columns[name].length !== count * bytes)
        throw new Error(`${name}: ${columns[name].length} bytes for ${count} screens (${bytes} a screen)`);
    }
    for (const platform of columns.platforms) {
      if (platform >= PLATFORMS.length) throw new Error(`no platform of code ${platform}`);
    }
    const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parts: [DataView, number][] = [
      [view(columns.phash), 2],
      [view(columns.layout), 2],
      [view(columns.colors), 2],
      [view(columns.sketch), 4],
    ];
    this.grow(this.size + count);
    for (let row = 0; row < count; row += 1) {
      const id = columns.ids[row] as number;
      const { at, held } = this.placeOf(id);
      if (!held) this.openAt(at);
      this.ids[at] = id;
      if (id > this.maxId) this.maxId = id;
      let w = at * WORDS;
      for (const [part, words] of parts) {
        for (let word = 0; word < words; word += 1) {
          this.words[w] = part.getUint32((row * words + word) * 4);
          w += 1;
        }
      }
      const first = at * WORDS;
      this.colorCounts[at] = popcount(this.words[first + 4] ?? 0) + popcount(this.words[first + 5] ?? 0);
      let sketchBits = 0;
      for (let word = 6; word < WORDS; word += 1) sketchBits += popcount(this.words[first + word] ?? 0);
      this.densities[at] = sketchBits / SKETCH_BITS;
      this.shapes[at] = ((columns.platforms[row] as number) << 1) | (columns.noVisual[row] ? NO_VISUAL : 0);
    }
  }

  /** The `limit` screens most like the query by their stored signatures, best first. */
  candidates(query: LikenessQuery, limit = CANDIDATES): Candidate[] {
    const weights = weightsFor(query.words.length);
    const q = signatureWords(query);
    const [q0 = 0, q1 = 0, q2 = 0, q3 = 0, q4 = 0, q5 = 0, q6 = 0, q7 = 0, q8 = 0, q9 = 0] = q;
    const queryColors = popcount(q4) + popcount(q5);
    const useText = weights.text > 0;
    const queryBits = useText ? popcount(q6) + popcount(q7) + popcount(q8) + popcount(q9) : 0;
    const shape = shapeOf(query.width, query.height);
    // Platform score per platform code: the same shape 1, the other 0, unclear 0.5 for all.
    const platformScore = Float64Array.from(PLATFORMS, (platform) =>
      shape === 'unclear' ? 0.5 : platformShape(platform) === shape ? 1 : 0,
    );
    const { blocks: wBlocks, layout: wLayout, colors: wColors, text: wText, platform: wPlatform } = weights;
    const heap = new TopK(limit);
    const { words, colorCounts, densities, shapes, ids } = this;
    const table = POPCOUNT;
    const count = (value: number) => (table[value & 0xffff] as number) + (table[value >>> 16] as number);
    for (let at = 0; at < this.size; at += 1) {
      const code = shapes[at] as number;
      let score = wPlatform * (platformScore[code >> 1] as number);
      const w = at * WORDS;
      if ((code & NO_VISUAL) === 0) {
        const blocks = count((words[w] as number) ^ q0) + count((words[w + 1] as number) ^ q1);
        const layout = count((words[w + 2] as number) ^ q2) + count((words[w + 3] as number) ^ q3);
        const shared = count((words[w + 4] as number) & q4) + count((words[w + 5] as number) & q5);
        const union = queryColors + (colorCounts[at] as number) - shared;
        score +=
          wBlocks * (HASH_LIKENESS[blocks] as number) +
          wLayout * (HASH_LIKENESS[layout] as number) +
          (union > 0 ? (wColors * shared) / union : 0);
      }
      if (useText) {
        const sharedBits =
          count((words[w + 6] as number) & q6) +
          count((words[w + 7] as number) & q7) +
          count((words[w + 8] as number) & q8) +
          count((words[w + 9] as number) & q9);
        score += wText * wordShare(sharedBits, queryBits, densities[at] as number);
      }
      if (score > heap.floor) heap.offer(ids[at] as number, score);
    }
    return heap.sorted();
  }
}

/** The `k` best of a stream of scores (a min-heap of the best so far). */
class TopK {
  private readonly scores: Float64Array;
  private readonly ids: Int32Array;
  private size = 0;
  /** A score must be above this to enter: -Infinity until full, then the worst kept. */
  floor = Number.NEGATIVE_INFINITY;

  constructor(private readonly k: number) {
    this.scores = new Float64Array(k);
    this.ids = new Int32Array(k);
  }

  offer(id: number, score: number): void {
    const { scores, ids } = this;
    if (this.k === 0) return;
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
      if (this.size === this.k) this.floor = scores[0] ?? 0;
      return;
    }
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
    this.floor = scores[0] ?? 0;
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
