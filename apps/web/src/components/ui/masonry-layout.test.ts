import { describe, expect, it } from 'vitest';
import { layoutMasonry, tilesInBand } from './masonry-layout';

const options = { width: 940, minColumnWidth: 220, maxColumns: 6, minColumns: 1, gap: 20, extraHeight: 34 };

describe('layoutMasonry', () => {
  it('fits as many columns as the width allows and places each tile in the shortest column', () => {
    const layout = layoutMasonry([2, 1, 1.5, 1, 0.5], options);
    expect(layout.columnCount).toBe(4);
    expect(layout.columnWidth).toBe(220);
    expect(layout.placements.map((p) => [p.column, p.top, p.height])).toEqual([
      [0, 0, 474],
      [1, 0, 254],
      [2, 0, 364],
      [3, 0, 254],
      // The shortest columns after the first row are 1 and 3 (254 + 20): the leftmost wins.
      [1, 274, 144],
    ]);
    expect(layout.height).toBe(474);
    expect(layout.tallest).toBe(474);
  });

  it('keeps two columns and a 12 px gap on a phone', () => {
    const layout = layoutMasonry([2, 2, 2], { ...options, width: 358, minColumns: 2 });
    expect([layout.columnCount, layout.gap, layout.columnWidth]).toEqual([2, 12, 173]);
    expect(layout.placements[2]).toMatchObject({ column: 0, top: 380 + 12 });
  });

  it('never moves a placed tile when more are appended', () => {
    const ratios = Array.from({ length: 60 }, (_, i) => 0.5 + ((i * 7) % 11) / 5);
    const first = layoutMasonry(ratios.slice(0, 30), options).placements;
    const all = layoutMasonry(ratios, options).placements;
    expect(all.slice(0, 30)).toEqual(first);
    // Tops never decrease along the sequence (what the band search relies on).
    for (let i = 1; i < all.length; i += 1) expect(all[i]?.top).toBeGreaterThanOrEqual(all[i - 1]?.top ?? 0);
  });
});

describe("a tile's top as a function of the column width", () => {
  it('puts every tile where the layout of another width with as many columns does, within a pixel a row', () => {
    const ratios = Array.from({ length: 80 }, (_, i) => (i % 5 === 1 ? 0.625 : 1.4 + ((i * 7) % 11) / 10));
    const spans = ratios.map((ratio) => (ratio < 1 ? 2 : 1));
    // The width a phone's page is drawn at before it is measured, and two phones' real widths.
    const guessed = layoutMasonry(ratios, { ...options, width: 370, minColumns: 2, spans });
    for (const width of [358, 380]) {
      const measured = layoutMasonry(ratios, { ...options, width, minColumns: 2, spans });
      expect(measured.columnCount).toBe(guessed.columnCount);
      guessed.placements.forEach((placement, index) => {
        const real = measured.placements[index];
        expect(real?.column, `tile ${index}`).toBe(placement.column);
        const rows = index / measured.columnCount + 1;
        const drawn = placement.topScale * measured.columnWidth + placement.topOffset;
        expect(Math.abs(drawn - (real?.top ?? 0)), `tile ${index}`).toBeLessThanOrEqual(rows);
      });
    }
  });
});

describe('layoutMasonry with tiles spanning columns', () => {
  it('gives a spanning tile the width of its columns and the gap between, below all of them', () => {
    // Four columns of 220: a portrait tile in column 0, then a landscape one across two columns.
    const layout = layoutMasonry([2, 0.625, 1], { ...options, spans: [1, 2, 1] });
    expect(layout.placements).toMatchObject([
      { column: 0, span: 1, top: 0, height: 474 },
      // Columns 1 and 2 are the lowest pair (the leftmost of equals): 460 px wide.
      { column: 1, span: 2, top: 0, height: Math.round(460 * 0.625 + 34) },
      { column: 3, span: 1, top: 0, height: 254 },
    ]);
  });

  it('starts a spanning tile below the taller of its columns and caps its span at the column count', () => {
    const layout = layoutMasonry([1, 0.5, 0.5], { ...options, width: 358, minColumns: 2, spans: [1, 1, 5] });
    expect(layout.columnCount).toBe(2);
    const [portrait, short, wide] = layout.placements;
    expect(wide).toMatchObject({
      column: 0,
      span: 2,
      top: Math.max(portrait?.height ?? 0, short?.height ?? 0) + 12,
    });
    expect(wide?.height).toBe(Math.round(358 * 0.5 + 34));
  });

  it('never moves a placed tile when more are appended', () => {
    const ratios = Array.from({ length: 60 }, (_, i) => (i % 4 === 1 ? 0.625 : 2.16));
    const spans = ratios.map((ratio) => (ratio < 1 ? 2 : 1));
    const first = layoutMasonry(ratios.slice(0, 30), { ...options, spans: spans.slice(0, 30) }).placements;
    const all = layoutMasonry(ratios, { ...options, spans }).placements;
    expect(all.slice(0, 30)).toEqual(first);
  });
});

describe('tilesInBand', () => {
  const ratios = Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? 2.16 : 1.2));
  const layout = layoutMasonry(ratios, options);

  it('returns exactly the tiles that cross the band, in order, out of tens of thousands', () => {
    const from = 150_000;
    const to = 152_400;
    const found = tilesInBand(layout, from, to);
    const expected = layout.placements
      .map((p, index) => ({ p, index }))
      .filter(({ p }) => p.top < to && p.top + p.height > from)
      .map(({ index }) => index);
    expect(found).toEqual(expected);
    expect(found.length).toBeGreaterThan(8);
    expect(found.length).toBeLessThan(40);
  });

  it('finds exactly the tiles in the band when spanning tiles make tops go back up', () => {
    const mixed = Array.from(
      { length: 5_000 },
      (_, i) => [2.16, 0.625, 1.2, 2.16, 0.625, 2.16, 1.5][i % 7] ?? 1,
    );
    const spanned = layoutMasonry(mixed, { ...options, spans: mixed.map((ratio) => (ratio < 1 ? 2 : 1)) });
    const tops = spanned.placements.map((p) => p.top);
    expect(tops.some((top, i) => i > 0 && top < (tops[i - 1] ?? 0))).toBe(true);
    for (const from of [0, 12_345, 100_000, spanned.height - 900]) {
      const to = from + 2400;
      const expected = spanned.placements
        .map((p, index) => ({ p, index }))
        .filter(({ p }) => p.top < to && p.top + p.height > from)
        .map(({ index }) => index);
      expect(tilesInBand(spanned, from, to)).toEqual(expected);
    }
  });

  it('finds the first tiles at the top and none past the end', () => {
    // The first row of four (298 or 509 px tall); the next row starts at 318.
    expect(tilesInBand(layout, -800, 300)).toEqual([0, 1, 2, 3]);
    expect(tilesInBand(layout, -800, 330)).toHaveLength(6);
    expect(tilesInBand(layout, layout.height + 10, layout.height + 1000)).toEqual([]);
  });
});
