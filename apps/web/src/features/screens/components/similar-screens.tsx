import type { ScreenPage } from '@pageshelf/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { Masonry } from '#components/ui/masonry';
import { usePublishSequence } from '../hooks/preview-sequence';
import { screenGridLayout } from './screen-grid-layout';
import { ScreenTile } from './screen-tile';

/** The "similar screens" section: same app and pattern first, then the pattern elsewhere. */
export function SimilarScreens({
  query,
  title = 'Similar screens',
}: {
  query: UseQueryResult<ScreenPage>;
  title?: string;
}) {
  const screens = query.data?.items;
  const layout = useMemo(() => screenGridLayout(screens ?? [], { minColumnWidth: 220 }), [screens]);
  usePublishSequence(screens, null);
  if (query.isError) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h2 id="similar-title" className="section-title">
        {title}
      </h2>
      {query.isPending ? (
        <GridSkeleton label="Loading similar screens" rows={1} fillWindow={false} />
      ) : (
        <Masonry
          label={title}
          items={layout.items}
          minColumnWidth={layout.minColumnWidth}
          minColumns={layout.minColumns}
          renderItem={(item) => <ScreenTile screen={item.screen} />}
        />
      )}
    </section>
  );
}
