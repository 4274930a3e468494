import type { ScreenPage } from '@pageshelf/contracts/content';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GridSkeleton } from '../../../components/ui/grid-skeleton';
import { Masonry } from '../../../components/ui/masonry';
import { usePublishSequence } from '../hooks/preview-sequence';
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
  const items = useMemo(
    () =>
      (screens ?? []).map((screen) => ({
        key: screen.uuid,
        ratio: screen.image.height / screen.image.width,
        screen,
      })),
    [screens],
  );
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
          items={items}
          minColumns={2}
          renderItem={(item) => <ScreenTile screen={item.screen} />}
        />
      )}
    </section>
  );
}
