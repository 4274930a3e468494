/** One placed tile: its first column (from 0), the columns it spans, its top and height in pixels. */
export interface Placement {
  column: number;
  span: number;
  top: number;
  height: number;
  /**
   * The top as `topScale × column width + topOffset` (unrounded): the same tiles in the same columns at
   * another width, so a page drawn before its width is known (by the server) puts each tile where the
   * measured layout will, whatever the width, as long as the column count is the same.
   */
  topScale: number;
  topOffset: number;
}

export interface MasonryLayout {
  columnCount: number;
  columnWidth: number;
  gap: number;
  placements: Placement[];
  /** Height of the whole list: the longest column. */
  height: number;
  /** The tallest tile. */
  tallest: number;
  /**
   * For each tile, the lowest bottom of it and every tile before it (never decreases along the
   * sequence): the band search starts at the first tile whose reach passes the band's top.
   */
  reach: number[];
  /**
   * For each tile, the height of the shortest column when it was placed (never decreases along the
   * sequence, and no tile starts above it): the band search stops at the first floor past the band.
   */
  floors: number[];
}

export interface LayoutOptions {
  width: number;
  minColumnWidth: number;
  maxColumns: number;
  minColumns: number;
  gap: number;
  /** Height a tile adds to its media (caption, padding). */
  extraHeight: number;
  /**
   * Columns each tile spans (1 when absent; capped at the column count), so a landscape picture can
   * take two columns of a grid sized for portrait ones.
   */
  spans?: readonly number[];
}

/**
 * Places tiles, in sequence order, each in the shortest column (the leftmost of equals), sized from its
 * aspect ratio before any image loads. A tile spanning several columns goes where the tallest of its
 * columns is lowest, and starts below all of them. A tile's top is never above the shortest column at
 * that moment, and columns only grow, so appending never moves a placed tile; the band search relies on
 * the floors and reaches this keeps (see `tilesInBand`).
 */
export function layoutMasonry(ratios: readonly number[], options: LayoutOptions): MasonryLayout {
  const { width, minColumnWidth, maxColumns, minColumns, extraHeight, spans } = options;
  const gap = width < 640 ? Math.min(12, options.gap) : options.gap;
  const columnCount = Math.max(
    minColumns,
    Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))),
  );
  const columnWidth = Math.max(0, (width - gap * (columnCount - 1)) / columnCount);
  const heights = new Array<number>(columnCount).fill(0);
  // Each column's height as `scale × columnWidth + offset`.
  const scales = new Array<number>(columnCount).fill(0);
  const offsets = new Array<number>(columnCount).fill(0);
  let tallest = 0;
  let lowest = 0;
  const reach: number[] = [];
  const floors: number[] = [];
  const placements = ratios.map((ratio, index) => {
    const span = Math.max(1, Math.min(columnCount, Math.floor(spans?.[index] ?? 1)));
    const topAt = (first: number) => {
      let top = 0;
      for (let spanned = first; spanned < first + span; spanned += 1)
        top = Math.max(top, heights[spanned] ?? 0);
      return top;
    };
    /** The column of the span that sets its top (the tallest). */
    const settingColumn = (first: number) => {
      let at = first;
      for (let spanned = first + 1; spanned < first + span; spanned += 1)
        if ((heights[spanned] ?? 0) > (heights[at] ?? 0)) at = spanned;
      return at;
    };
    let column = 0;
    let top = topAt(0);
    for (let candidate = 1; candidate + span <= columnCount; candidate += 1) {
      const candidateTop = topAt(candidate);
      if (candidateTop < top) {
        column = candidate;
        top = candidateTop;
      }
    }
    floors.push(Math.min(...heights));
    const tileWidth = columnWidth * span + gap * (span - 1);
    const height = Math.round(tileWidth * ratio + extraHeight);
    const setter = settingColumn(column);
    const topScale = scales[setter] ?? 0;
    const topOffset = offsets[setter] ?? 0;
    for (let spanned = column; spanned < column + span; spanned += 1) {
      heights[spanned] = top + height + gap;
      scales[spanned] = topScale + span * ratio;
      offsets[spanned] = topOffset + gap * (span - 1) * ratio + extraHeight + gap;
    }
    tallest = Math.max(tallest, height);
    lowest = Math.max(lowest, top + height);
    reach.push(lowest);
    return { column, span, top, height, topScale, topOffset };
  });
  const height = Math.max(0, Math.max(...heights) - gap);
  return { columnCount, columnWidth, gap, placements, height, tallest, reach, floors };
}

/** First index at or after which `values` (never decreasing) are above `y`. */
function firstAbove(values: readonly number[], y: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) <= y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** First index at or after which `values` (never decreasing) are at or above `y`. */
function firstAtOrAbove(values: readonly number[], y: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) < y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The indexes of the tiles that cross the band [from, to) of the list, in sequence order. Only these are
 * rendered, so a list of tens of thousands of tiles keeps a DOM of a few dozen. Every tile before the
 * first whose reach passes `from` ends above the band; every tile from the first whose floor reaches
 * `to` starts below it; only the tiles between are checked one by one.
 */
export function tilesInBand(layout: MasonryLayout, from: number, to: number): number[] {
  const { placements, reach, floors } = layout;
  const start = firstAbove(reach, from);
  const end = firstAtOrAbove(floors, to);
  const indexes: number[] = [];
  for (let index = start; index < end; index += 1) {
    const placement = placements[index];
    if (placement && placement.top < to && placement.top + placement.height > from) indexes.push(index);
  }
  return indexes;
}
