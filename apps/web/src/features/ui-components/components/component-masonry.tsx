import type { Component } from '@pageshelf/contracts/content';
import { type ReactNode, useMemo } from 'react';
import { Masonry } from '#components/ui/masonry';
import { usePublishComponentSequence } from '../hooks/component-sequence';
import { ComponentTile, stageRatio } from './component-tile';

interface ComponentMasonryProps {
  label: string;
  components: readonly Component[];
  /** How many of the first tiles load at once rather than when scrolled near (a grid's first screenful). */
  eagerTiles?: number;
  /** What a tile shows around itself (a collection's buttons that move and remove it). */
  decorate?: (component: Component, tile: ReactNode) => ReactNode;
}

/** Components in the components' masonry (a list's pages, a search's answer); the preview steps through them. */
export function ComponentMasonry({ label, components, eagerTiles = 0, decorate }: ComponentMasonryProps) {
  const items = useMemo(
    () =>
      components.map((component) => ({
        key: component.uuid,
        ratio: stageRatio(component),
        component,
      })),
    [components],
  );
  usePublishComponentSequence(components);
  return (
    <Masonry
      label={label}
      items={items}
      minColumnWidth={260}
      extraHeight={58}
      renderItem={(item, index) => {
        const tile = <ComponentTile component={item.component} eager={index < eagerTiles} />;
        return decorate ? decorate(item.component, tile) : tile;
      }}
    />
  );
}
