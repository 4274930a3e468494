import type { CategoryKind } from '@pageshelf/contracts/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNotFound } from '#lib/api-client';

const loadCategoryWithKind = () =>
  import('@pageshelf/contracts/content').then((m) => m.categorySchema.extend({ kind: m.categoryKindSchema }));
let categoryWithKind: ReturnType<typeof loadCategoryWithKind> | undefined;
/** A category with its kind, built once when the contracts module arrives. */
const categoryWithKindContract = () => {
  categoryWithKind ??= loadCategoryWithKind();
  return categoryWithKind;
};

/** `GET /categories/{kind}/{slug}`: one category; a 404 becomes Page Not Found, so no toast. */
export const getCategory = (kind: CategoryKind, slug: string, signal?: AbortSignal) =>
  api.get(`/api/categories/${kind}/${encodeURIComponent(slug)}`, categoryWithKindContract, {
    report: isNotFound,
    ...(signal ? { signal } : {}),
  });

export const categoryQueryOptions = (kind: CategoryKind, slug: string) =>
  queryOptions({
    queryKey: ['categories', kind, slug] as const,
    queryFn: ({ signal }) => getCategory(kind, slug, signal),
    staleTime: 10 * 60_000,
  });

export const useCategory = (kind: CategoryKind, slug: string) => useQuery(categoryQueryOptions(kind, slug));
