import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useLayoutWidth } from '#lib/layout-width';
import { useElementWidth } from '#lib/use-element-width';
import { layoutMasonry, tilesInBand } from './masonry-layout';
import { TileWidthContext } from './media-image';
import './masonry.css';

export interface MasonryItem {
  key: string;
  /** height / width of the tile's media, to place it without waiting for the image */
  ratio: number;
  /** Columns the tile spans (1 when absent): a landscape picture in a grid sized for portrait ones. */
  span?: number;
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

/** The height a screen tile's caption (its app and pattern) adds to its picture, in pixels. */
export const TILE_CAPTION_HEIGHT = 34;

/** How far beyond the window tiles are kept rendered, in window heights: one above, two below. */
const OVERSCAN_ABOVE = 1;
const OVERSCAN_BELOW = 2;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The band of the list (in its own pixels) that the window shows, widened by the overscan. */
function visibleBand(list: HTMLElement): { from: number; to: number } {
  const top = list.getBoundingClientRect().top;
  const view = window.innerHeight || document.documentElement.clientHeight || 800;
  return { from: -top - view * OVERSCAN_ABOVE, to: -top + view * (1 + OVERSCAN_BELOW) };
}

/**
 * Tiles in columns, each placed in the shortest column by its aspect ratio, so every tile's space is
 * known before its image loads. Windowed: only the tiles near the window are in the DOM (positioned
 * absolutely in a list as tall as all of them), plus the one holding focus, so that tens of thousands
 * of tiles scroll smoothly. The list stays in sequence order for reading and tab order, and each item
 * says its place in the whole (aria-posinset / aria-setsize).
 */
export function Masonry<T extends MasonryItem>({
  items,
  renderItem,
  minColumnWidth = 220,
  maxColumns = 6,
  gap = 20,
  extraHeight = TILE_CAPTION_HEIGHT,
  minColumns = 1,
  label,
}: MasonryProps<T>) {
  const ref = useRef<HTMLUListElement>(null);
  const width = useElementWidth(ref, useLayoutWidth());
  const layout = useMemo(
    () =>
      layoutMasonry(
        items.map((item) => item.ratio),
        {
          width,
          minColumnWidth,
          maxColumns,
          minColumns,
          gap,
          extraHeight,
          spans: items.map((item) => item.span ?? 1),
        },
      ),
    [items, width, minColumnWidth, maxColumns, minColumns, gap, extraHeight],
  );
  const [band, setBand] = useState({ from: 0, to: 2400 });
  const [focused, setFocused] = useState<number | null>(null);

  // Measured on scroll and resize, and again with each new layout: the list may move without a scroll
  // (a filter bar that wraps, a page of tiles added above the fold).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout is the reason to measure again
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const next = visibleBand(list);
      // Re-render only when the band moved by a noticeable step (a quarter window), not on every pixel.
      const step = (window.innerHeight || 800) / 4;
      setBand((current) =>
        Math.abs(current.from - next.from) < step && Math.abs(current.to - next.to) < step ? current : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [layout]);

  const columnShare = `(100% - ${layout.gap * (layout.columnCount - 1)}px) / ${layout.columnCount}`;
  const columnWidthCss = `((100cqw - ${layout.gap * (layout.columnCount - 1)}px) / ${layout.columnCount})`;
  const shown = useMemo(() => {
    const indexes = tilesInBand(layout, band.from, band.to);
    if (focused !== null && focused < items.length && !indexes.includes(focused)) {
      indexes.push(focused);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  }, [layout, band, focused, items.length]);

  return (
    <TileWidthContext.Provider value={layout.columnWidth}>
      <ul
        ref={ref}
        className="masonry"
        aria-label={label}
        style={{ height: layout.height }}
        onFocus={(event) => {
          const index = Number(
            (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index,
          );
          if (Number.isInteger(index)) setFocused(index);
        }}
      >
        {shown.map((index) => {
          const item = items[index];
          const placement = layout.placements[index];
          if (!item || !placement) return null;
          const spanGaps = layout.gap * (placement.span - 1);
          return (
            <li
              key={item.key}
              data-index={index}
              className="masonry-item"
              aria-setsize={items.length}
              aria-posinset={index + 1}
              style={{
                // Across in shares of the list's width (right even before a resize is measured), down
                // in pixels from the layout.
                width:
                  placement.span > 1
                    ? `calc(${placement.span} * ${columnShare} + ${spanGaps}px)`
                    : `calc(${columnShare})`,
                left: `calc(${placement.column} * (${columnShare} + ${layout.gap}px))`,
                // Down as a function of the list's width too (its container units), so a grid drawn
                // before its width was measured (by the server) has its tiles where they will be.
                transform: `translateY(calc(${round(placement.topScale)} * ${columnWidthCss} + ${round(placement.topOffset)}px))`,
              }}
            >
              {placement.span > 1 ? (
                <TileWidthContext.Provider value={layout.columnWidth * placement.span + spanGaps}>
                  {renderItem(item, index)}
                </TileWidthContext.Provider>
              ) : (
                renderItem(item, index)
              )}
            </li>
          );
        })}
      </ul>
    </TileWidthContext.Provider>
  );
}
