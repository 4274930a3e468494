import type { FlowPage } from '@pageshelf/contracts/content';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GridSkeleton } from '#components/ui/grid-skeleton';
import { InfiniteSentinel } from '#components/ui/infinite-sentinel';
import { EmptyState, ErrorState } from '#components/ui/states';
import { FlowCard } from './flow-card';

interface FlowGridProps {
  query: UseInfiniteQueryResult<InfiniteData<FlowPage>>;
  label: string;
  empty?: ReactNode;
  hideApp?: boolean;
}

export function FlowGrid({ query, label, empty, hideApp = false }: FlowGridProps) {
  const { data, error, isPending, isError, refetch } = query;
  if (isPending)
    return <GridSkeleton label={`Loading ${label.toLowerCase()}`} minColumnWidth={380} rows={2} />;
  if (isError && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const flows = data.pages.flatMap((page) => page.items);
  if (flows.length === 0)
    return <>{empty ?? <EmptyState title="No flows match" body="Try removing a filter." />}</>;
  const total = data.pages[0]?.total;
  return (
    <>
      <ul className="flow-grid" aria-label={label}>
        {flows.map((flow) => (
          <li key={flow.uuid}>
            <FlowCard flow={flow} hideApp={hideApp} />
          </li>
        ))}
      </ul>
      <InfiniteSentinel query={query} noun="flow" {...(total?.exact ? { total: total.value } : {})} />
    </>
  );
}
