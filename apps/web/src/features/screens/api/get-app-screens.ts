import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { SCREENS_PAGE_SIZE } from './get-screens';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** `GET /apps/{slug}/screens`: an app's screens in app order. */
export const getAppScreens = (
  slug: string,
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get(`/api/apps/${encodeURIComponent(slug)}/screens`, screenPageContract, {
    query: { ...query, limit: SCREENS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const appScreensQueryOptions = (slug: string, filters: Filters) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['apps', slug, 'screens', query] as const,
    queryFn: ({ pageParam, signal }) => getAppScreens(slug, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useAppScreens = (slug: string, filters: Filters) =>
  useInfiniteQuery(appScreensQueryOptions(slug, filters));
