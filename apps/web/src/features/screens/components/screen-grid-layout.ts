import type { Screen } from '@pageshelf/contracts/content';

/** Narrowest column of a grid of landscape (web) screens: about three a row at 1440 px, one on a phone. */
export const LANDSCAPE_MIN_COLUMN_WIDTH = 380;

/** A landscape picture (a web page at desktop width), from the sizes in the data. */
export const isLandscape = (screen: Pick<Screen, 'image'>) => screen.image.width > screen.image.height;

export interface ScreenGridItem {
  key: string;
  ratio: number;
  span: number;
  screen: Screen;
}

export interface ScreenGridLayout {
  items: ScreenGridItem[];
  minColumnWidth: number;
  minColumns: number;
}

/**
 * How a grid lays its screens out so that each is wide enough to read. A grid whose first screens are
 * all landscape (the web platform, a web app) gets columns sized for landscape pictures; otherwise the
 * columns suit phone screens and a landscape screen spans two of them. The choice follows the first
 * screens only (`first`, the first page), so that loading more never lays the tiles above out again.
 */
export function screenGridLayout(
  screens: readonly Screen[],
  { first = screens, minColumnWidth }: { first?: readonly Screen[]; minColumnWidth: number },
): ScreenGridLayout {
  const landscapeGrid = first.length > 0 && first.every(isLandscape);
  return {
    items: screens.map((screen) => ({
      key: screen.uuid,
      ratio: screen.image.height / screen.image.width,
      span: !landscapeGrid && isLandscape(screen) ? 2 : 1,
      screen,
    })),
    minColumnWidth: landscapeGrid ? Math.max(minColumnWidth, LANDSCAPE_MIN_COLUMN_WIDTH) : minColumnWidth,
    minColumns: landscapeGrid ? 1 : 2,
  };
}
