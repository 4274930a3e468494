import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const appContract = () => import('@pageshelf/contracts/content').then((m) => m.appSchema);

/** `GET /apps/{slug}`: one app with its counts. */
export const getApp = (slug: string, signal?: AbortSignal) =>
  api.get(`/api/apps/${encodeURIComponent(slug)}`, appContract, {
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const appQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['apps', 'detail', slug] as const,
    queryFn: ({ signal }) => getApp(slug, signal),
  });

export const useApp = (slug: string) => useQuery(appQueryOptions(slug));
