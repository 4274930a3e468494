/**
 * What a picture of a screen looks and reads like, in a few bytes, so that a picture can be compared with
 * every screen of a large library without opening a single image (issue 17, decision 12):
 *
 * - `phash`: the average hash (8x8 luminance, one bit a cell above the mean): where the light and dark
 *   blocks are.
 * - `layout`: an edge grid (8x8 cells of a 32x32 greyscale copy, one bit a cell whose edge energy is above
 *   the median): where the text, controls and borders are, whatever their colours.
 * - `colors`: the set of colours used (64 bins: 4 levels of red, green and blue; a bin is set when it
 *   covers at least 2% of the picture).
 * - `sketch`: the words on the screen hashed into a set of 128 bits, whose overlap with a picture's
 *   estimates how many of the picture's words the screen has.
 *
 * Each is a hex string (16, 16, 16 and 32 digits). Library screens get theirs when they are written (the
 * demo generator and the importer compute the visual ones from the pixels they store, the library writer
 * the sketch from the text); a searched picture gets the same from its pixels and the words read on it.
 */

/** Decoded pixels (any number of channels; 3 or more are read as RGB). */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** The visual part of a signature, as hex strings. */
export interface VisualSignature {
  phash: string;
  layout: string;
  colors: string;
}

/** The side of the square copy the edge grid and the colour set are read from. */
export const SIGNATURE_SIDE = 32;
/** The width of the copy the average hash is read from (the height keeps the aspect). */
export const HASH_WIDTH = 24;
/** Share of the picture a colour bin must cover to count as used. */
const COLOR_SHARE = 0.02;
/** Bits of the text sketch. */
export const SKETCH_BITS = 128;

const toHex64 = (bits: readonly boolean[]) => {
  let high = 0;
  let low = 0;
  for (let index = 0; index < 64; index += 1) {
    if (!bits[index]) continue;
    if (index < 32) high |= 1 << (31 - index);
    else low |= 1 << (63 - index);
  }
  return (high >>> 0).toString(16).padStart(8, '0') + (low >>> 0).toString(16).padStart(8, '0');
};

const luminance = (data: Uint8Array, i: number, channels: number) =>
  channels >= 3
    ? 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0)
    : (data[i] ?? 0);

/**
 * Average hash: 8x8 grayscale, one bit per cell above the mean, as 16 hex digits. Read from the copy
 * `HASH_WIDTH` pixels wide: near-identical layouts have hashes a few bits apart.
 */
export function averageHash(small: Pixels): string {
  const { data, width, height, channels } = small;
  const cells: number[] = [];
  for (let cy = 0; cy < 8; cy += 1) {
    const y0 = Math.floor((cy * height) / 8);
    const y1 = Math.max(y0 + 1, Math.floor(((cy + 1) * height) / 8));
    for (let cx = 0; cx < 8; cx += 1) {
      const x0 = Math.floor((cx * width) / 8);
      const x1 = Math.max(x0 + 1, Math.floor(((cx + 1) * width) / 8));
      let sum = 0;
      for (let y = y0; y < y1; y += 1)
        for (let x = x0; x < x1; x += 1) sum += luminance(data, (y * width + x) * channels, channels);
      cells.push(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  const mean = cells.reduce((total, value) => total + value, 0) / cells.length;
  return toHex64(cells.map((value) => value > mean));
}

/** The colour bin of a pixel: 2 bits each of red, green and blue. */
const colorBin = (r: number, g: number, b: number) => ((r >> 6) << 4) | ((g >> 6) << 2) | (b >> 6);

/** The colour a bin stands for: the middle of its range. */
export function binColor(bin: number): string {
  const level = (value: number) => (value * 64 + 32).toString(16).padStart(2, '0');
  return `#${level((bin >> 4) & 3)}${level((bin >> 2) & 3)}${level(bin & 3)}`;
}

/**
 * The edge grid and the colour set, from the picture resized (without keeping its aspect) to a
 * `SIGNATURE_SIDE`-pixel square.
 */
export function layoutAndColors(square: Pixels): { layout: string; colors: string; palette: ColorShare[] } {
  const { data, width, height, channels } = square;
  if (width !== SIGNATURE_SIDE || height !== SIGNATURE_SIDE)
    throw new Error(
      `layoutAndColors takes a ${SIGNATURE_SIDE}x${SIGNATURE_SIDE} copy, not ${width}x${height}`,
    );
  const grey = new Float32Array(width * height);
  const counts = new Uint32Array(64);
  const sums = Array.from({ length: 64 }, () => [0, 0, 0]);
  for (let p = 0; p < width * height; p += 1) {
    const i = p * channels;
    grey[p] = luminance(data, i, channels);
    const [r, g, b] =
      channels >= 3
        ? [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
        : [data[i] ?? 0, data[i] ?? 0, data[i] ?? 0];
    const bin = colorBin(r, g, b);
    counts[bin] = (counts[bin] ?? 0) + 1;
    const sum = sums[bin] as number[];
    sum[0] = (sum[0] ?? 0) + r;
    sum[1] = (sum[1] ?? 0) + g;
    sum[2] = (sum[2] ?? 0) + b;
  }
  const cell = width / 8;
  const energy = new Float32Array(64);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const here = grey[y * width + x] ?? 0;
      const right = x + 1 < width ? (grey[y * width + x + 1] ?? 0) : here;
      const below = y + 1 < height ? (grey[(y + 1) * width + x] ?? 0) : here;
      const index = Math.floor(y / cell) * 8 + Math.floor(x / cell);
      energy[index] = (energy[index] ?? 0) + Math.abs(right - here) + Math.abs(below - here);
    }
  const sorted = [...energy].sort((a, b) => a - b);
  const median = ((sorted[31] ?? 0) + (sorted[32] ?? 0)) / 2;
  const layout = toHex64([...energy].map((value) => value > median));
  const total = width * height;
  const used = [...counts].map((count) => count >= total * COLOR_SHARE);
  // The bin order of `toHex64` is bit 0 first: bin n is bit n.
  const colors = toHex64(used);
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  const palette: ColorShare[] = [];
  counts.forEach((count, bin) => {
    if (!used[bin]) return;
    const [r, g, b] = (sums[bin] as number[]).map((sum) => sum / count) as [number, number, number];
    palette.push({ bin, color: `#${hex(r)}${hex(g)}${hex(b)}`, share: count / total });
  });
  palette.sort((a, b) => b.share - a.share);
  return { layout, colors, palette };
}

/** A colour a picture uses: its bin, its mean colour in the picture, and its share of the pixels. */
export interface ColorShare {
  bin: number;
  color: string;
  share: number;
}

/** Words too common on interfaces to tell screens apart. */
const STOP_WORDS = new Set(
  'the and for you your with are from this that not all can has have was our out get new now see any one more into its how who what when why will'.split(
    ' ',
  ),
);

/**
 * The words of a text that count for likeness: lower case, letters only (OCR's stray marks and numbers
 * carry little), three letters or more, common short words left out, each once.
 */
export function likenessWords(text: string): string[] {
  const words = new Set<string>();
  for (const token of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (token.length >= 3 && token.length <= 32 && !STOP_WORDS.has(token)) words.add(token);
  }
  return [...words];
}

/** FNV-1a, 32 bits, of a word's UTF-16 code units. */
function fnv1a(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index += 1) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The text sketch of a list of likeness words (see `likenessWords`): the set of its words hashed into
 * `SKETCH_BITS` bits (a one-hash Bloom filter), as 32 hex digits. How many of a picture's bits a screen
 * has, beyond what its own share of set bits gives by chance, estimates how many of the picture's words
 * it has: a crop's words are all on its screen.
 */
export function textSketch(words: readonly string[]): string {
  const parts = new Uint32Array(SKETCH_BITS / 32);
  for (const word of words) {
    const bit = fnv1a(word) & (SKETCH_BITS - 1);
    parts[bit >> 5] = (parts[bit >> 5] ?? 0) | (1 << (31 - (bit & 31)));
  }
  return [...parts].map((part) => (part >>> 0).toString(16).padStart(8, '0')).join('');
}

/** The sketch of a text with no words: no bit set. */
export const EMPTY_SKETCH = textSketch([]);

/** Whether a stored sketch is one of this kind (32 hex digits); older ones are computed again. */
export const isSketch = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{32}$/.test(value);
