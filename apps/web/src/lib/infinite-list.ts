import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Contract, type RequestOptions } from './api-client';

/** What one call of a list asks for. */
export interface ListRequest {
  /** The API address: `/api/screens`, `/api/apps/{slug}/flows`. */
  path: string;
  /** The filters as the API reads them; the cache key ends with them. */
  query: Readonly<Record<string, string | undefined>>;
  /** The cache key before the query: `['screens', 'list', scope]`, `['apps', slug, 'flows']`. */
  key: readonly unknown[];
  /** Who reports a failure (the API client's `report`; the toast by default). */
  report?: RequestOptions<undefined>['report'];
}

/**
 * A list the API serves one keyset page at a time (`?limit=&cursor=`, answered with `nextCursor`): its
 * query options (for prefetching and the cache) and its hook, from the page's contract, its size and
 * what a call's arguments ask for. The first page is asked without a cursor; the next with the last
 * page's `nextCursor`, until it is null.
 */
export function infiniteListQuery<Page extends { nextCursor: string | null }, Args extends unknown[]>({
  contract,
  pageSize,
  request,
}: {
  contract: Contract<z.ZodType<Page>>;
  pageSize: number;
  request: (...args: Args) => ListRequest;
}) {
  const queryOptions = (...args: Args) => {
    const { path, query, key, report } = request(...args);
    return infiniteQueryOptions({
      queryKey: [...key, query] as const,
      queryFn: ({ pageParam, signal }) =>
        api.get(path, contract, { query: { ...query, limit: pageSize, cursor: pageParam }, report, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: Page) => last.nextCursor,
    });
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per list, at the top of its module (never in a render), so each list has one hook
  const useList = (...args: Args) => useInfiniteQuery(queryOptions(...args));
  return { queryOptions, useList };
}
