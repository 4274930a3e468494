import type { SearchResponse } from '@pageshelf/contracts/search';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { type SearchRequest, searchWireQuery } from '../lib/search-address';

const searchResponseContract = () =>
  import('@pageshelf/contracts/search').then((m) => m.searchResponseSchema);

/** Screens in the screens group of the search page: one page of a capped viewer's grid. */
export const SEARCH_SCREENS = 24;

/**
 * `GET /search`: one search over everything the library knows (the words read into chips and text, or
 * the understood filters), grouped into apps, screens, flows and components. Every new search spends one
 * of a free member's day (server-side; asking the same one again in any of its forms spends nothing): a
 * visitor is refused with `search_requires_sign_in`, a free member past the limit with
 * `search_limit_reached`; the app's failure handler opens the auth prompt and the search-limit modal
 * for those (see app/provider.tsx).
 */
export const search = (request: SearchRequest, limit = SEARCH_SCREENS, signal?: AbortSignal) =>
  api.get('/api/search', searchResponseContract, {
    query: { ...searchWireQuery(request), limit },
    ...(signal ? { signal } : {}),
  });

const searchKey = (request: SearchRequest, limit: number) => {
  const wire = searchWireQuery(request);
  // Typed words are read case-insensitively by the server: one cache entry for "Paywall" and "paywall".
  if (wire.q) wire.q = wire.q.toLowerCase();
  return ['search', new URLSearchParams(wire).toString(), limit] as const;
};

export const searchQueryOptions = (request: SearchRequest, limit = SEARCH_SCREENS) =>
  queryOptions({
    queryKey: searchKey(request, limit),
    // The member's count after it comes back as the search_data cookie (see #lib/search-allowance).
    queryFn: ({ signal }) => search(request, limit, signal),
    // A search spends quota: never refetch one behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });

/**
 * Keeps an answer under another form of the same search (its understood filters, the address it is
 * shared by), so moving the address there shows it at once rather than asking again.
 */
export function seedSearch(
  client: QueryClient,
  request: SearchRequest,
  answer: SearchResponse,
  limit = SEARCH_SCREENS,
): void {
  client.setQueryData(searchQueryOptions(request, limit).queryKey, answer);
}

export const useSearch = (request: SearchRequest | null, limit = SEARCH_SCREENS) =>
  useQuery({
    ...searchQueryOptions(request ?? { q: '', literal: false, filters: {} }, limit),
    enabled: request !== null,
  });
