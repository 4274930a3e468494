import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { type ListScope, libraryListPath, listFailureReport, scopeKey } from '#lib/library-lists';

const appPageContract = () => import('@pageshelf/contracts/content').then((m) => m.appPageSchema);

export const APPS_PAGE_SIZE = 24;

/**
 * `GET /apps` (or an industry's `GET /categories/product/{slug}/apps`): apps matching the filters (name by
 * `term`, industry by product categories).
 */
export const getApps = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
  scope: ListScope = {},
) =>
  api.get(libraryListPath('apps', scope), appPageContract, {
    query: { ...query, limit: APPS_PAGE_SIZE, cursor },
    report: listFailureReport(scope),
    ...(signal ? { signal } : {}),
  });

export const appsQueryOptions = (filters: Filters, scope: ListScope = {}) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['apps', 'list', scopeKey(scope), query] as const,
    queryFn: ({ pageParam, signal }) => getApps(query, pageParam, signal, scope),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useApps = (filters: Filters, scope: ListScope = {}) =>
  useInfiniteQuery(appsQueryOptions(filters, scope));
