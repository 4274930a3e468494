import { type ReactNode, useMemo, useRef } from 'react';
import { useElementWidth } from '../../lib/use-element-width';
import './masonry.css';

export interface MasonryItem {
  key: string;
  /** height / width of the tile's media, to place it without waiting for the image */
  ratio: number;
}

interface MasonryProps<T extends MasonryItem> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Smallest column width in pixels; the column count follows the container width. */
  minColumnWidth?: number;
  maxColumns?: number;
  gap?: number;
  /** Height a tile adds to its media (caption, padding), in pixels. */
  extraHeight?: number;
  /** Fewest columns, however narrow the container (2 keeps phone screens browsable on phones). */
  minColumns?: number;
  /** Accessible name of the list. */
  label: string;
}

const ROW = 4; // grid row unit in pixels

/**
 * Tiles in columns, each placed in the shortest column by its aspect ratio, on an explicit CSS grid.
 * One list in sequence order, so reading and tab order follow the grid's order; appending a page
 * never moves the tiles already placed.
 */
export function Masonry<T extends MasonryItem>({
  items,
  renderItem,
  minColumnWidth = 220,
  maxColumns = 6,
  gap: wideGap = 20,
  extraHeight = 34,
  minColumns = 1,
  label,
}: MasonryProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const width = useElementWidth(ref);
  const gap = width < 640 ? Math.min(12, wideGap) : wideGap;
  const columnCount = Math.max(
    minColumns,
    Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))),
  );
  const columnWidth = (width - gap * (columnCount - 1)) / columnCount;

  const placed = useMemo(() => {
    const heights = new Array<number>(columnCount).fill(0);
    return items.map((item) => {
      let column = 0;
      for (let candidate = 1; candidate < columnCount; candidate += 1) {
        if ((heights[candidate] ?? 0) < (heights[column] ?? 0)) column = candidate;
      }
      const span = Math.ceil((columnWidth * item.ratio + extraHeight + gap) / ROW);
      const row = (heights[column] ?? 0) + 1;
      heights[column] = (heights[column] ?? 0) + span;
      return { item, column: column + 1, row, span };
    });
  }, [items, columnCount, columnWidth, extraHeight, gap]);

  return (
    <ul
      ref={ref}
      className="masonry"
      aria-label={label}
      style={{
        gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
        gridAutoRows: ROW,
        columnGap: gap,
      }}
    >
      {placed.map(({ item, column, row, span }, index) => (
        <li
          key={item.key}
          className="masonry-item"
          style={{ gridColumn: column, gridRow: `${row} / span ${span}` }}
        >
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
