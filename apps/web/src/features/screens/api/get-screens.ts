import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { CAPPED_PAGE_SIZE } from '@pageshelf/domain/policy';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { type ListScope, libraryListPath, listFailureReport, scopeKey } from '#lib/library-lists';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** A page as the API serves it whole to every viewer: capped viewers get at most this many items. */
export const SCREENS_PAGE_SIZE = CAPPED_PAGE_SIZE;

/**
 * `GET /screens` (or a category page's `GET /categories/{kind}/{slug}/screens`): screens matching the
 * filters, newest first, one keyset page at a time.
 */
export const getScreens = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
  scope: ListScope = {},
) =>
  api.get(libraryListPath('screens', scope), screenPageContract, {
    query: { ...query, limit: SCREENS_PAGE_SIZE, cursor },
    report: listFailureReport(scope),
    ...(signal ? { signal } : {}),
  });

export const screensQueryOptions = (
  filters: Filters,
  scope: ListScope & { apps?: readonly number[] } = {},
) => {
  const query = toBackendQuery(filters, scope.apps ? { apps: scope.apps } : {});
  return infiniteQueryOptions({
    queryKey: ['screens', 'list', scopeKey(scope), query] as const,
    queryFn: ({ pageParam, signal }) => getScreens(query, pageParam, signal, scope),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useScreens = (filters: Filters, scope: ListScope & { apps?: readonly number[] } = {}) =>
  useInfiniteQuery(screensQueryOptions(filters, scope));
