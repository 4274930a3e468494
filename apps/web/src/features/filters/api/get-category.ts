import { type CategoryKind, categoryKindSchema, categorySchema } from '@pageshelf/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const categoryWithKind = categorySchema.extend({ kind: categoryKindSchema });

/** `GET /categories/{kind}/{slug}`: one category; a 404 becomes Page Not Found, so no toast. */
export const getCategory = (kind: CategoryKind, slug: string, signal?: AbortSignal) =>
  api.get(`/api/categories/${kind}/${encodeURIComponent(slug)}`, categoryWithKind, {
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const categoryQueryOptions = (kind: CategoryKind, slug: string) =>
  queryOptions({
    queryKey: ['categories', kind, slug] as const,
    queryFn: ({ signal }) => getCategory(kind, slug, signal),
    staleTime: 10 * 60_000,
  });

export const useCategory = (kind: CategoryKind, slug: string) => useQuery(categoryQueryOptions(kind, slug));
