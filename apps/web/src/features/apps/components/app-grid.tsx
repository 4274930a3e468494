import type { AppPage } from '@pageshelf/contracts/content';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteSentinel } from '#components/ui/infinite-sentinel';
import { Skeleton } from '#components/ui/skeleton';
import { EmptyState, ErrorState } from '#components/ui/states';
import { AppCard } from './app-card';
import './apps.css';

export function AppGrid({
  query,
  label,
}: {
  query: UseInfiniteQueryResult<InfiniteData<AppPage>>;
  label: string;
}) {
  const { data, error, isPending, isError, refetch } = query;
  if (isPending) {
    return (
      <div className="app-grid" role="status" aria-busy="true">
        <span className="visually-hidden">Loading apps…</span>
        {Array.from({ length: 9 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} height={128} radius={16} />
        ))}
      </div>
    );
  }
  if (isError && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const apps = data.pages.flatMap((page) => page.items);
  if (apps.length === 0) return <EmptyState title="No apps match" body="Try another name or industry." />;
  const total = data.pages[0]?.total;
  return (
    <>
      <ul className="app-grid" aria-label={label}>
        {apps.map((app) => (
          <li key={app.id}>
            <AppCard app={app} />
          </li>
        ))}
      </ul>
      <InfiniteSentinel query={query} noun="app" {...(total?.exact ? { total: total.value } : {})} />
    </>
  );
}
