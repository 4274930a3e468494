import type { Component } from '@pageshelf/contracts/content';
import { useMemo } from 'react';
import { Masonry } from '#components/ui/masonry';
import { usePublishComponentSequence } from '../hooks/component-sequence';
import { ComponentTile } from './component-tile';

/** Components already at hand (a search's answer) in the components' masonry; the preview steps through them. */
export function ComponentMasonry({ label, components }: { label: string; components: readonly Component[] }) {
  const items = useMemo(
    () =>
      components.map((component) => ({
        key: component.uuid,
        ratio: component.image.height / component.image.width,
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
      renderItem={(item) => <ComponentTile component={item.component} />}
    />
  );
}
