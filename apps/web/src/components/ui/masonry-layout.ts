/** One placed tile: its column (from 0), and its top and height inside the list in pixels. */
export interface Placement {
  column: number;
  top: number;
  height: number;
}

export interface MasonryLayout {
  columnCount: number;
  columnWidth: number;
  gap: number;
  placements: Placement[];
  /** Height of the whole list: the longest column. */
  height: number;
  /** The tallest tile, which bounds how far above the view a visible tile can start. */
  tallest: number;
}

export interface LayoutOptions {
  width: number;
  minColumnWidth: number;
  maxColumns: number;
  minColumns: number;
  gap: number;
  /** Height a tile adds to its media (caption, padding). */
  extraHeight: number;
}

/**
 * Places tiles, in sequence order, each in the shortest column (the leftmost of equals), sized from its
 * aspect ratio before any image loads. A tile's top is the height of the column it goes to, which is the
 * shortest at that moment, so tops never decrease along the sequence: appending never moves a placed
 * tile, and the tiles in view are found by binary search.
 */
export function layoutMasonry(ratios: readonly number[], options: LayoutOptions): MasonryLayout {
  const { width, minColumnWidth, maxColumns, minColumns, extraHeight } = options;
  const gap = width < 640 ? Math.min(12, options.gap) : options.gap;
  const columnCount = Math.max(
    minColumns,
    Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))),
  );
  const columnWidth = Math.max(0, (width - gap * (columnCount - 1)) / columnCount);
  const heights = new Array<number>(columnCount).fill(0);
  let tallest = 0;
  const placements = ratios.map((ratio) => {
    let column = 0;
    for (let candidate = 1; candidate < columnCount; candidate += 1) {
      if ((heights[candidate] ?? 0) < (heights[column] ?? 0)) column = candidate;
    }
    const top = heights[column] ?? 0;
    const height = Math.round(columnWidth * ratio + extraHeight);
    heights[column] = top + height + gap;
    tallest = Math.max(tallest, height);
    return { column, top, height };
  });
  const height = Math.max(0, Math.max(...heights) - gap);
  return { columnCount, columnWidth, gap, placements, height, tallest };
}

/** First index whose top is at or below `y` (placements are sorted by top). */
function firstTopAtOrBelow(placements: readonly Placement[], y: number): number {
  let low = 0;
  let high = placements.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((placements[middle]?.top ?? 0) < y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The indexes of the tiles that cross the band [from, to) of the list, in sequence order. Only these are
 * rendered, so a list of tens of thousands of tiles keeps a DOM of a few dozen.
 */
export function tilesInBand(layout: MasonryLayout, from: number, to: number): number[] {
  const { placements, tallest } = layout;
  const start = firstTopAtOrBelow(placements, from - tallest);
  const end = firstTopAtOrBelow(placements, to);
  const indexes: number[] = [];
  for (let index = start; index < end; index += 1) {
    const placement = placements[index];
    if (placement && placement.top + placement.height > from) indexes.push(index);
  }
  return indexes;
}
