import type { ComponentPage } from '@pageshelf/contracts/content';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { InfiniteSentinel } from '#components/ui/infinite-sentinel';
import { EmptyState, ErrorState } from '#components/ui/states';
import { ComponentMasonry } from './component-masonry';

interface ComponentGridProps {
  query: UseInfiniteQueryResult<InfiniteData<ComponentPage>>;
  label: string;
  empty?: ReactNode;
}

export function ComponentGrid({ query, label, empty }: ComponentGridProps) {
  const { data, error, isPending, isError, refetch } = query;
  const components = useMemo(() => data?.pages.flatMap((page) => page.items), [data]);

  if (isPending) return <GridSkeleton label={`Loading ${label.toLowerCase()}`} minColumnWidth={260} />;
  if (isError && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!components || components.length === 0)
    return <>{empty ?? <EmptyState title="No components match" body="Try removing a filter." />}</>;
  const total = data?.pages[0]?.total;
  return (
    <>
      <ComponentMasonry label={label} components={components} eagerTiles={8} />
      <InfiniteSentinel query={query} noun="component" {...(total?.exact ? { total: total.value } : {})} />
    </>
  );
}
