import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const flowPageContract = () => import('@pageshelf/contracts/content').then((m) => m.flowPageSchema);

export const FLOWS_PAGE_SIZE = 18;

/** `GET /flows`: user flows matching the filters. */
export const getFlows = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get('/api/flows', flowPageContract, {
    query: { ...query, limit: FLOWS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const flowsQueryOptions = (filters: Filters) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['flows', 'list', query] as const,
    queryFn: ({ pageParam, signal }) => getFlows(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useFlows = (filters: Filters) => useInfiniteQuery(flowsQueryOptions(filters));
