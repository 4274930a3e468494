import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { FLOWS_PAGE_SIZE } from './get-flows';

const flowPageContract = () => import('@pageshelf/contracts/content').then((m) => m.flowPageSchema);

/** `GET /apps/{slug}/flows`: the user flows of one app. */
export const getAppFlows = (
  slug: string,
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get(`/api/apps/${encodeURIComponent(slug)}/flows`, flowPageContract, {
    query: { ...query, limit: FLOWS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const appFlowsQueryOptions = (slug: string, filters: Filters) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['apps', slug, 'flows', query] as const,
    queryFn: ({ pageParam, signal }) => getAppFlows(slug, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useAppFlows = (slug: string, filters: Filters) =>
  useInfiniteQuery(appFlowsQueryOptions(slug, filters));
