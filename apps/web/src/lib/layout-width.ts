import { createContext, useContext } from 'react';

/** The width a grid is laid out at before it is measured: a desktop's. */
export const DESKTOP_LAYOUT_WIDTH = 1200;
/** The same on a phone (a 390–412 px screen less the page's gutters): two columns, as measured there. */
export const PHONE_LAYOUT_WIDTH = 370;

/**
 * The width grids assume until they measure theirs (`useElementWidth`'s fallback). A page rendered by
 * the server is drawn at the width of the kind of device that asked (entry-server.tsx), and the browser
 * takes it over at the same width (main.tsx) before measuring, so the tiles stay where they were drawn.
 */
export const LayoutWidthContext = createContext(DESKTOP_LAYOUT_WIDTH);

export const useLayoutWidth = () => useContext(LayoutWidthContext);

/**
 * The width a page's grids are drawn at for a device: its viewport less the page's gutters
 * (`--gutter: clamp(16px, 3vw, 32px)` on each side) when known, else a phone's or a desktop's.
 */
export function layoutWidthFor(viewport: { width: number | null; mobile: boolean }): number {
  if (viewport.width === null) return viewport.mobile ? PHONE_LAYOUT_WIDTH : DESKTOP_LAYOUT_WIDTH;
  const gutter = Math.min(32, Math.max(16, viewport.width * 0.03));
  return Math.max(0, Math.round(viewport.width - 2 * gutter));
}
