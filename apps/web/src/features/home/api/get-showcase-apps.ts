import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const appPageContract = () => import('@pageshelf/contracts/content').then((m) => m.appPageSchema);

/** `GET /apps` for the home page: the apps in the library, for the logo wall and the counts. */
export const getShowcaseApps = (signal?: AbortSignal) =>
  api.get('/api/apps', appPageContract, {
    query: { limit: 60 },
    report: 'caller',
    ...(signal ? { signal } : {}),
  });

export const showcaseAppsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'apps'] as const,
    queryFn: ({ signal }) => getShowcaseApps(signal),
    staleTime: 5 * 60_000,
  });

export const useShowcaseApps = () => useQuery(showcaseAppsQueryOptions());
