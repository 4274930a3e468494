import type { ScreenPage } from '@pageshelf/contracts/content';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { GridSkeleton } from '../../../components/ui/grid-skeleton';
import { InfiniteSentinel } from '../../../components/ui/infinite-sentinel';
import { Masonry } from '../../../components/ui/masonry';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { usePublishSequence } from '../hooks/preview-sequence';
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

/** Screens in a masonry grid with infinite scroll over nextCursor. */
export function ScreenGrid({ query, label, empty, hideApp = false, minColumnWidth = 220 }: ScreenGridProps) {
  const { data, error, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const screens = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);
  const items = useMemo(
    () =>
      (screens ?? []).map((screen) => ({
        key: screen.uuid,
        ratio: screen.image.height / screen.image.width,
        screen,
      })),
    [screens],
  );
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
        minColumnWidth={minColumnWidth}
        minColumns={2}
        renderItem={(item, index) => (
          <ScreenTile
            screen={item.screen}
            eager={index < 8}
            priority={index < PRIORITY_TILES}
            hideApp={hideApp}
          />
        )}
      />
      <InfiniteSentinel
        hasNextPage={Boolean(hasNextPage)}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        noun="screen"
        {...(total?.exact ? { total: total.value } : {})}
      />
    </>
  );
}
