import type { CategoryKind } from '@pageshelf/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const categoryListContract = () => import('@pageshelf/contracts/content').then((m) => m.categoryListSchema);

/** `GET /categories/{kind}`: the categories of a kind with counts, already in priority order. */
export const getCategories = (kind: CategoryKind, signal?: AbortSignal) =>
  api.get(`/api/categories/${kind}`, categoryListContract, signal ? { signal } : {});

export const categoriesQueryOptions = (kind: CategoryKind) =>
  queryOptions({
    queryKey: ['categories', kind] as const,
    queryFn: ({ signal }) => getCategories(kind, signal),
    staleTime: 10 * 60_000,
  });

export const useCategories = (kind: CategoryKind) => useQuery(categoriesQueryOptions(kind));
