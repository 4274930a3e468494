import type { CategoryKind } from '@pageshelf/contracts/content';
import { type Filters, type IdFilterKey, removeFilterValue, toBackendQuery } from '@pageshelf/domain/filters';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const categoryListContract = () => import('@pageshelf/contracts/content').then((m) => m.categoryListSchema);

/** `GET /categories/{kind}`: the categories of a kind with counts, already in priority order. */
export const getCategories = (kind: CategoryKind, signal?: AbortSignal, query?: Record<string, string>) =>
  api.get(`/api/categories/${kind}`, categoryListContract, {
    ...(signal ? { signal } : {}),
    ...(query ? { query } : {}),
  });

export const categoriesQueryOptions = (kind: CategoryKind) =>
  queryOptions({
    queryKey: ['categories', kind] as const,
    queryFn: ({ signal }) => getCategories(kind, signal),
    staleTime: 10 * 60_000,
  });

export const useCategories = (kind: CategoryKind) => useQuery(categoriesQueryOptions(kind));

/** The filter key of each chip kind: its own key does not narrow its counts (see the API). */
const OWN_KEY: Record<'pattern' | 'flow' | 'component', IdFilterKey> = {
  pattern: 'patternCategories',
  flow: 'flowCategories',
  component: 'componentCategories',
};

/**
 * Facet counts of a chip kind under the page's filters (`GET /categories/{kind}` with the list's filter
 * fields): for each category, how many items picking it would show (the API leaves the kind's own key
 * out of its counts). Null without other filters (the library-wide counts apply) or while `enabled` is
 * off. They are asked with exactly the list's filters, so the API counts them as the list's search, not
 * another one. The previous counts stay while new ones load, so the chips do not flicker.
 */
export function useFacetCounts(
  kind: 'pattern' | 'flow' | 'component',
  filters: Filters,
  enabled: boolean,
): Map<number, { count: number; capped: boolean }> | null {
  const query = toBackendQuery(filters);
  const active = enabled && Object.keys(toBackendQuery(removeFilterValue(filters, OWN_KEY[kind]))).length > 0;
  const result = useQuery({
    queryKey: ['categories', kind, query] as const,
    queryFn: ({ signal }) => getCategories(kind, signal, query),
    enabled: active,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (!active || !result.data) return null;
  return new Map(
    result.data.items.map((item) => [item.id, { count: item.count, capped: item.countCapped === true }]),
  );
}
