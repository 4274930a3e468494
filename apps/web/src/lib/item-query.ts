import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type Contract, isNotFound } from './api-client';

/**
 * One item the API serves at `{path}/{id}` (a screen, a flow, an app, a tag, a collection): its query
 * options (for prefetching and the cache) and its hook, from the item's contract, its address and its
 * cache key. A missing item is left to the page (`isNotFound`: Page Not Found, no toast).
 */
export function itemQuery<Item>({
  contract,
  path,
  key,
}: {
  contract: Contract<z.ZodType<Item>>;
  /** The address before the id: `/api/flows`. */
  path: string;
  /** The cache key of an id: `['flows', 'detail', uuid.toLowerCase()]`. */
  key: (id: string) => readonly unknown[];
}) {
  const itemQueryOptions = (id: string) =>
    queryOptions({
      queryKey: key(id),
      queryFn: ({ signal }) =>
        api.get(`${path}/${encodeURIComponent(id)}`, contract, { report: isNotFound, signal }),
    });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per item kind, at the top of its module (never in a render), so each kind has one hook
  const useItem = (id: string) => useQuery(itemQueryOptions(id));
  return { queryOptions: itemQueryOptions, useItem };
}
