import type { ScreenPage } from '@pageshelf/contracts/content';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { InfiniteSentinel } from '#components/ui/infinite-sentinel';
import { Masonry } from '#components/ui/masonry';
import { EmptyState, ErrorState } from '#components/ui/states';
import { usePublishSequence } from '../hooks/preview-sequence';
import { screenGridLayout } from './screen-grid-layout';
import { ScreenTile } from './screen-tile';

/** The first tiles, one of which is the page's largest paint: fetched first (see MediaImage). */
const PRIORITY_TILES = 4;

interface ScreenGridProps {
  query: UseInfiniteQueryResult<InfiniteData<ScreenPage>>;
  label: string;
  empty?: ReactNode;
  hideApp?: boolean;
  minColumnWidth?: number;
}

/**
 * Screens in a masonry grid with infinite scroll over nextCursor; landscape (web) screens get tiles wide
 * enough to read (see screenGridLayout).
 */
export function ScreenGrid({ query, label, empty, hideApp = false, minColumnWidth = 220 }: ScreenGridProps) {
  const { data, error, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const screens = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const firstPage = data?.pages[0]?.items;
  const layout = useMemo(
    () => screenGridLayout(screens ?? [], { ...(firstPage ? { first: firstPage } : {}), minColumnWidth }),
    [screens, firstPage, minColumnWidth],
  );
  const { items } = layout;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  usePublishSequence(screens, loadMore);

  if (isPending)
    return <GridSkeleton label={`Loading ${label.toLowerCase()}`} minColumnWidth={minColumnWidth} />;
  if (isError && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return <>{empty ?? <EmptyState title="No screens match" body="Try removing a filter or two." />}</>;
  }
  const total = data?.pages[0]?.total;
  return (
    <>
      <Masonry
        label={label}
        items={items}
        minColumnWidth={layout.minColumnWidth}
        minColumns={layout.minColumns}
        renderItem={(item, index) => (
          <ScreenTile
            screen={item.screen}
            eager={index < 8}
            priority={index < PRIORITY_TILES}
            hideApp={hideApp}
          />
        )}
      />
      <InfiniteSentinel query={query} noun="screen" {...(total?.exact ? { total: total.value } : {})} />
    </>
  );
}
