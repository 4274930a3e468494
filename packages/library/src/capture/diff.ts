/**
 * What changed between two versions of a screen: the share of changed pixels, the changed regions as
 * boxes, and the words added and removed. Pictures are compared with `pixelmatch` (perceptual colour
 * distance, anti-aliasing ignored) at most 1,440 pixels wide (a 2× capture at its CSS size), row for row
 * from the top; when more than 1 % changed so, with their rows aligned too (`alignRows`), and the smaller
 * change is kept: a banner added at the top is one change, not the whole page moved down. Rows the newer
 * picture adds count as changed. Changed pixels are gathered on a grid of cells, and nearby cells make one
 * region.
 */
import {
  type ChangeBox,
  MAX_CHANGE_REGIONS,
  MAX_CHANGED_WORDS,
  type VersionChanges,
} from '@pageshelf/contracts/versions';
import { diffArrays } from 'diff';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** The widest picture compared, in pixels: wider ones are halved (or more) first. */
export const DIFF_WIDTH = 1_440;
/** The side of a grid cell, in compared pixels. */
const CELL = 12;
/** Changed pixels a cell needs to count: a stray pixel is noise, not a change. */
const CELL_MIN_PIXELS = 3;
/**
 * A version is new when this share of its pixels changed (0.1 %: a changed word of a 1440×900 page moves
 * a few thousand pixels), or when a word changed, or its size did.
 */
export const CHANGED_SHARE = 0.001;

export interface VersionPicture {
  /** The picture's file (PNG, WebP, JPEG). */
  image: Buffer;
  /** The words on it. */
  text: string;
}

/** The words of a text, in order, each once (compared without case). */
function wordsOf(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const word of text.normalize('NFKC').match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []) {
    const clean = word.replace(/[.'’-]+$/u, '');
    const key = clean.toLocaleLowerCase('en');
    if (!words.has(key)) words.set(key, clean);
  }
  return words;
}

/** The words of `after` that `before` lacks, and the other way round, in order of appearance. */
export function changedWords(
  before: string,
  after: string,
): Pick<VersionChanges, 'wordsAdded' | 'wordsRemoved'> {
  const a = wordsOf(before);
  const b = wordsOf(after);
  const only = (from: Map<string, string>, other: Map<string, string>) =>
    [...from]
      .filter(([key]) => !other.has(key))
      .map(([, word]) => word)
      .slice(0, MAX_CHANGED_WORDS);
  return { wordsAdded: only(b, a), wordsRemoved: only(a, b) };
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  /** Picture pixels per compared pixel. */
  scale: number;
}

async function pixelsOf(image: Buffer, width: number): Promise<Pixels> {
  const { width: original = width } = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .resize({ width, kernel: 'linear' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale: original / info.width };
}

/**
 * Most rows an alignment may insert or delete: past it the two pictures are taken row for row, from the
 * top (a new palette changes every row, and there is nothing to align).
 */
const MAX_ROW_EDITS = 600;

/** A key for each row of a picture: its colours coarsened (a 16th of each channel), hashed (FNV-1a). */
function rowKeys(pixels: Pixels): number[] {
  const keys: number[] = [];
  const { data, width } = pixels;
  for (let y = 0; y < pixels.height; y += 1) {
    let hash = 0x811c9dc5;
    for (let i = y * width * 4, end = i + width * 4; i < end; i += 4) {
      hash = Math.imul(
        hash ^ (((data[i] ?? 0) >> 4) | ((data[i + 1] ?? 0) & 0xf0) | (((data[i + 2] ?? 0) >> 4) << 8)),
        0x01000193,
      );
    }
    keys.push(hash >>> 0);
  }
  return keys;
}

/**
 * For each row of the newer picture, the row of the older one it shows, or -1 for a row it adds. Rows are
 * aligned by their keys (jsdiff's `diffArrays`, Myers' algorithm), so a banner added at the top shifts the
 * rest without changing it; rows edited in place (a removed run followed by an added one) are paired
 * row for row and compared pixel by pixel. Too many edits: row for row from the top.
 */
export function alignRows(before: readonly number[], after: readonly number[]): Int32Array {
  const changes = diffArrays([...before], [...after], { maxEditLength: MAX_ROW_EDITS });
  if (!changes) return topRows(before.length, after.length);
  const match = new Int32Array(after.length).fill(-1);
  // Each run of edits between common rows: its removed rows paired with its added ones, in order, as far
  // as they go (jsdiff may list a run's additions before its removals).
  let a = 0;
  let b = 0;
  let removed = 0;
  let added = 0;
  const closeRun = () => {
    for (let i = 0; i < Math.min(removed, added); i += 1) match[b - added + i] = a - removed + i;
    removed = 0;
    added = 0;
  };
  for (const change of changes) {
    if (change.removed) {
      removed += change.count;
      a += change.count;
    } else if (change.added) {
      added += change.count;
      b += change.count;
    } else {
      closeRun();
      for (let i = 0; i < change.count; i += 1) match[b + i] = a + i;
      a += change.count;
      b += change.count;
    }
  }
  closeRun();
  return match;
}

/** Past this share of changed pixels from the top, the rows are aligned too (see `compareVersions`). */
const REALIGN_SHARE = 0.01;

/** Row for row from the top: the newer picture's rows past the older one's foot are added. */
function topRows(before: number, after: number): Int32Array {
  const match = new Int32Array(after).fill(-1);
  for (let y = 0; y < Math.min(before, after); y += 1) match[y] = y;
  return match;
}

/** The changed pixels of the newer picture against the older one's rows as `match` lays them out. */
function maskOf(before: Pixels, after: Pixels, match: Int32Array): { mask: Uint8Array; changed: number } {
  const { width, height } = after;
  const mask = new Uint8Array(width * height * 4);
  // Half pixelmatch's default threshold: a panel's light tint turned from blue to orange is a change.
  let changed = pixelmatch(alignedPixels(before, match), after.data, mask, width, height, {
    threshold: 0.05,
    diffMask: true,
  });
  // A row the newer picture adds is changed across.
  match.forEach((from, y) => {
    if (from >= 0) return;
    for (let x = 0; x < width; x += 1) {
      const alpha = (y * width + x) * 4 + 3;
      if (!mask[alpha]) changed += 1;
      mask[alpha] = 255;
    }
  });
  return { mask, changed };
}

/** The older picture's rows laid out as the newer picture's rows show them (`match`); added rows left empty. */
function alignedPixels(before: Pixels, match: Int32Array): Uint8Array {
  const row = before.width * 4;
  const out = new Uint8Array(row * match.length);
  match.forEach((from, y) => {
    if (from >= 0) out.set(before.data.subarray(from * row, from * row + row), y * row);
  });
  return out;
}

/** Changed cells this many cells apart (or closer) are one region. */
const REACH = 2;

/**
 * Boxes around groups of changed cells, largest first, at most `limit`. Cells with at most one empty cell
 * between them are one group (the corners and the middle of a recoloured icon are one change, not five);
 * a box spans its group's changed cells only.
 */
export function regionsOf(
  cells: Uint8Array,
  columns: number,
  rows: number,
  limit = MAX_CHANGE_REGIONS,
): ChangeBox[] {
  const seen = new Uint8Array(cells.length);
  const boxes: (ChangeBox & { area: number })[] = [];
  const stack: number[] = [];
  for (let start = 0; start < cells.length; start += 1) {
    if (!cells[start] || seen[start]) continue;
    let [left, top, right, bottom, area] = [columns, rows, 0, 0, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const cell = stack.pop() as number;
      const x = cell % columns;
      const y = (cell - x) / columns;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      area += 1;
      for (let dy = -REACH; dy <= REACH; dy += 1)
        for (let dx = -REACH; dx <= REACH; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const next = ny * columns + nx;
          if (cells[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
    }
    boxes.push({ x: left, y: top, width: right - left + 1, height: bottom - top + 1, area });
  }
  let merged = boxes;
  // Past the limit, the two nearest boxes become one until the rest fit.
  while (merged.length > limit) {
    merged.sort((a, b) => a.y - b.y || a.x - b.x);
    let best = 1;
    let bestGap = Number.POSITIVE_INFINITY;
    for (let i = 1; i < merged.length; i += 1) {
      const a = merged[i - 1] as ChangeBox;
      const b = merged[i] as ChangeBox;
      const gap = Math.max(0, b.y - (a.y + a.height)) + Math.max(0, Math.abs(b.x - a.x) - a.width);
      if (gap < bestGap) [best, bestGap] = [i, gap];
    }
    const a = merged[best - 1] as ChangeBox & { area: number };
    const b = merged[best] as ChangeBox & { area: number };
    const x = Math.min(a.x, b.x);
    const y = Math.min(a.y, b.y);
    const union = {
      x,
      y,
      width: Math.max(a.x + a.width, b.x + b.width) - x,
      height: Math.max(a.y + a.height, b.y + b.height) - y,
      area: a.area + b.area,
    };
    merged = [...merged.slice(0, best - 1), union, ...merged.slice(best + 1)];
  }
  return merged
    .sort((a, b) => b.area - a.area || a.y - b.y || a.x - b.x)
    .map(({ x, y, width, height }) => ({ x, y, width, height }));
}

/** Compares two versions of a screen (see the module's description). */
export async function compareVersions(
  before: VersionPicture,
  after: VersionPicture,
): Promise<VersionChanges> {
  const { width: afterWidth = DIFF_WIDTH } = await sharp(after.image).metadata();
  const width = Math.min(afterWidth, DIFF_WIDTH);
  const [a, b] = await Promise.all([pixelsOf(before.image, width), pixelsOf(after.image, width)]);
  const { height } = b;
  // From the top first; when much changed, the rows aligned too, and the smaller change kept (a banner
  // added moves everything below it: aligned, it is the one change).
  let { mask, changed } = maskOf(a, b, topRows(a.height, height));
  if (changed / (width * height) > REALIGN_SHARE) {
    const aligned = maskOf(a, b, alignRows(rowKeys(a), rowKeys(b)));
    if (aligned.changed < changed) ({ mask, changed } = aligned);
  }
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const counts = new Uint16Array(columns * rows);
  for (let y = 0; y < height; y += 1) {
    const row = ((y / CELL) | 0) * columns;
    for (let x = 0; x < width; x += 1)
      if (mask[(y * width + x) * 4 + 3]) {
        const cell = row + ((x / CELL) | 0);
        counts[cell] = (counts[cell] ?? 0) + 1;
      }
  }
  const cells = counts.map((count) => (count >= CELL_MIN_PIXELS ? 1 : 0));
  const scale = b.scale;
  const [pictureWidth, pictureHeight] = [Math.round(b.width * scale), Math.round(b.height * scale)];
  // Boxes over the newer picture: cells to its pixels, clipped to it.
  const regions = regionsOf(Uint8Array.from(cells), columns, rows).flatMap((box) => {
    const x = Math.round(box.x * CELL * scale);
    const y = Math.min(Math.round(box.y * CELL * scale), pictureHeight - 1);
    const right = Math.min(Math.round((box.x + box.width) * CELL * scale), pictureWidth);
    const bottom = Math.min(Math.round((box.y + box.height) * CELL * scale), pictureHeight);
    return [{ x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) }];
  });
  return {
    difference: Math.min(1, changed / (width * height)),
    regions,
    ...changedWords(before.text, after.text),
  };
}

/** Whether a comparison makes a new version (see `CHANGED_SHARE`). */
export function isNewVersion(changes: VersionChanges): boolean {
  return (
    changes.difference >= CHANGED_SHARE || changes.wordsAdded.length > 0 || changes.wordsRemoved.length > 0
  );
}
