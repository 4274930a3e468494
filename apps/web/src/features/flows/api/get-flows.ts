import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { type ListScope, libraryListPath, listFailureReport, scopeKey } from '#lib/library-lists';

const flowPageContract = () => import('@pageshelf/contracts/content').then((m) => m.flowPageSchema);

export const FLOWS_PAGE_SIZE = 18;

/** `GET /flows` (or a flow type's `GET /categories/flow/{slug}/flows`): user flows matching the filters. */
export const getFlows = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
  scope: ListScope = {},
) =>
  api.get(libraryListPath('flows', scope), flowPageContract, {
    query: { ...query, limit: FLOWS_PAGE_SIZE, cursor },
    report: listFailureReport(scope),
    ...(signal ? { signal } : {}),
  });

export const flowsQueryOptions = (filters: Filters, scope: ListScope = {}) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['flows', 'list', scopeKey(scope), query] as const,
    queryFn: ({ pageParam, signal }) => getFlows(query, pageParam, signal, scope),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useFlows = (filters: Filters, scope: ListScope = {}) =>
  useInfiniteQuery(flowsQueryOptions(filters, scope));
