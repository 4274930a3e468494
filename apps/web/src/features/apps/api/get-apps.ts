import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const appPageContract = () => import('@pageshelf/contracts/content').then((m) => m.appPageSchema);

export const APPS_PAGE_SIZE = 24;

/** `GET /apps`: apps matching the filters (name by `term`, industry by product categories). */
export const getApps = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get('/api/apps', appPageContract, {
    query: { ...query, limit: APPS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const appsQueryOptions = (filters: Filters) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['apps', 'list', query] as const,
    queryFn: ({ pageParam, signal }) => getApps(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useApps = (filters: Filters) => useInfiniteQuery(appsQueryOptions(filters));
