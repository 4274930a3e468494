import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const tagContract = () => import('@pageshelf/contracts/content').then((m) => m.tagSchema);

/** `GET /tags/{slug}`: one tag; a 404 becomes Page Not Found. */
export const getTag = (slug: string, signal?: AbortSignal) =>
  api.get(`/api/tags/${encodeURIComponent(slug)}`, tagContract, {
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const tagQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['tags', slug] as const, queryFn: ({ signal }) => getTag(slug, signal) });

export const useTag = (slug: string) => useQuery(tagQueryOptions(slug));
