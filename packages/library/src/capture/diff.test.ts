import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { alignRows, changedWords, compareVersions, isNewVersion, regionsOf } from './diff.js';

/** A white picture with dark boxes. */
async function picture(
  width: number,
  height: number,
  boxes: { x: number; y: number; w: number; h: number }[],
) {
  const rects = boxes.map(
    (b) => `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="#1f2937"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${rects.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('compareVersions', () => {
  it('finds nothing between two equal pictures with equal words', async () => {
    const image = await picture(800, 600, [{ x: 40, y: 40, w: 200, h: 40 }]);
    const changes = await compareVersions({ image, text: 'Hello there' }, { image, text: 'hello  there' });
    expect(changes).toEqual({ difference: 0, regions: [], wordsAdded: [], wordsRemoved: [] });
    expect(isNewVersion(changes)).toBe(false);
  });

  it('outlines each changed place as its own box, in the newer picture’s pixels', async () => {
    const before = await picture(2880, 1800, [{ x: 100, y: 100, w: 400, h: 80 }]);
    const after = await picture(2880, 1800, [
      { x: 100, y: 100, w: 400, h: 80 },
      { x: 2000, y: 1400, w: 300, h: 200 },
      { x: 200, y: 900, w: 100, h: 100 },
    ]);
    const changes = await compareVersions({ image: before, text: '' }, { image: after, text: '' });
    expect(isNewVersion(changes)).toBe(true);
    // Largest first; each box holds its change and stays within a cell (24 px at this scale) of it.
    expect(changes.regions).toHaveLength(2);
    const [big, small] = changes.regions;
    for (const [box, drawn] of [
      [big, { x: 2000, y: 1400, w: 300, h: 200 }],
      [small, { x: 200, y: 900, w: 100, h: 100 }],
    ] as const) {
      expect(box?.x).toBeLessThanOrEqual(drawn.x);
      expect(box?.y).toBeLessThanOrEqual(drawn.y);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThanOrEqual(drawn.x + drawn.w);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(drawn.y + drawn.h);
      expect(drawn.x - (box?.x ?? 0)).toBeLessThan(48);
      expect((box?.width ?? 0) - drawn.w).toBeLessThan(96);
    }
    const drawnShare = (300 * 200 + 100 * 100) / (2880 * 1800);
    expect(changes.difference).toBeGreaterThan(drawnShare * 0.9);
    expect(changes.difference).toBeLessThan(drawnShare * 1.1);
  });

  it('counts rows one version has and the other lacks as changed', async () => {
    const before = await picture(600, 800, []);
    const after = await picture(600, 1000, []);
    const changes = await compareVersions({ image: before, text: '' }, { image: after, text: '' });
    expect(isNewVersion(changes)).toBe(true);
    expect(changes.regions).toEqual([{ x: 0, y: 792, width: 600, height: 208 }]);
  });

  it('sees a banner added at the top as one change, not the page below it moved', async () => {
    const boxes = [
      { x: 40, y: 200, w: 500, h: 80 },
      { x: 40, y: 500, w: 300, h: 120 },
      { x: 400, y: 800, w: 300, h: 100 },
    ];
    const before = await picture(800, 1000, boxes);
    const after = await picture(800, 1100, [
      { x: 0, y: 0, w: 800, h: 100 },
      ...boxes.map((box) => ({ ...box, y: box.y + 100 })),
    ]);
    const changes = await compareVersions({ image: before, text: '' }, { image: after, text: '' });
    expect(changes.regions).toEqual([{ x: 0, y: 0, width: 800, height: 108 }]);
    expect(changes.difference).toBeCloseTo(100 / 1100, 1);
  });

  it('makes a new version for a changed word alone', async () => {
    const image = await picture(400, 300, []);
    const changes = await compareVersions(
      { image, text: 'Plan: 9 dollars' },
      { image, text: 'Plan: 12 dollars' },
    );
    expect(isNewVersion(changes)).toBe(true);
  });
});

describe('alignRows', () => {
  it('pairs the rows both have, leaves the added ones out, and pairs rows edited in place', () => {
    expect([...alignRows([1, 2, 3, 4], [9, 9, 1, 2, 3, 4])]).toEqual([-1, -1, 0, 1, 2, 3]);
    expect([...alignRows([1, 2, 3, 4], [1, 4])]).toEqual([0, 3]);
    expect([...alignRows([1, 2, 3], [1, 5, 3])]).toEqual([0, 1, 2]);
    expect([...alignRows([1, 2, 3], [1, 5, 6, 3])]).toEqual([0, 1, -1, 2]);
  });

  it('takes the rows from the top when nothing lines up (every row changed)', () => {
    const before = Array.from({ length: 700 }, (_, i) => i);
    const after = Array.from({ length: 701 }, (_, i) => 10_000 + i);
    const match = alignRows(before, after);
    expect([match[0], match[699], match[700]]).toEqual([0, 699, -1]);
  });
});

describe('changedWords', () => {
  it('lists the words added and removed once each, without regard to case, as first written', () => {
    expect(
      changedWords('Start your free trial. Free for 14 days', 'Start your trial today — 30 days, free'),
    ).toEqual({
      wordsAdded: ['today', '30'],
      wordsRemoved: ['for', '14'],
    });
  });
});

describe('regionsOf', () => {
  it('joins cells at most one empty cell apart, and merges the nearest boxes past the limit', () => {
    // 8×4 grid: a diagonal pair and a cell one column further (one group), two lone cells far off.
    const grid = new Uint8Array(32);
    for (const [x, y] of [
      [0, 0],
      [1, 1],
      [3, 1],
      [6, 0],
      [7, 3],
    ] as const)
      grid[y * 8 + x] = 1;
    expect(regionsOf(grid, 8, 4)).toEqual([
      { x: 0, y: 0, width: 4, height: 2 },
      { x: 6, y: 0, width: 1, height: 1 },
      { x: 7, y: 3, width: 1, height: 1 },
    ]);
    expect(regionsOf(grid, 8, 4, 2)).toHaveLength(2);
    expect(regionsOf(grid, 8, 4, 1)).toEqual([{ x: 0, y: 0, width: 8, height: 4 }]);
  });
});
