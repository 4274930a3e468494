import type { Screen } from '@pageshelf/contracts/content';
import { type ReactNode, useMemo } from 'react';
import { Masonry } from '#components/ui/masonry';
import { usePublishSequence } from '../hooks/preview-sequence';
import { screenGridLayout } from './screen-grid-layout';
import { ScreenTile } from './screen-tile';

/** The first tiles, one of which is the page's largest paint: fetched first (see MediaImage). */
const PRIORITY_TILES = 4;

export interface ScreenMasonryProps<S extends Screen = Screen> {
  label: string;
  screens: readonly S[];
  /** Height each tile adds under its image (what `decorate` puts there). */
  extraHeight?: number;
  /** What a tile shows around itself (a search by picture adds why the screen matched). */
  decorate?: (screen: S, tile: ReactNode) => ReactNode;
}

/**
 * A list of screens already at hand (a collection, a search's answer) laid out like every screen grid: a
 * landscape (web) screen spans two columns, so its words stay readable; the preview steps through them.
 */
export function ScreenMasonry<S extends Screen>({
  label,
  screens,
  extraHeight,
  decorate,
}: ScreenMasonryProps<S>) {
  const layout = useMemo(() => screenGridLayout(screens, { minColumnWidth: 220 }), [screens]);
  const byUuid = useMemo(() => new Map(screens.map((screen) => [screen.uuid, screen])), [screens]);
  usePublishSequence(screens, null);
  return (
    <Masonry
      label={label}
      items={layout.items}
      minColumnWidth={layout.minColumnWidth}
      minColumns={layout.minColumns}
      {...(extraHeight === undefined ? {} : { extraHeight })}
      renderItem={(item, index) => {
        const tile = <ScreenTile screen={item.screen} priority={index < PRIORITY_TILES} />;
        const screen = byUuid.get(item.key);
        return decorate && screen ? decorate(screen, tile) : tile;
      }}
    />
  );
}
