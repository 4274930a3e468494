import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { SCREENS_PAGE_SIZE } from './get-screens';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** `GET /apps/{slug}/marketing`: an app's marketing screens. */
export const getAppMarketing = (
  slug: string,
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get(`/api/apps/${encodeURIComponent(slug)}/marketing`, screenPageContract, {
    query: { ...query, limit: SCREENS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const appMarketingQueryOptions = (slug: string, filters: Filters) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['apps', slug, 'marketing', query] as const,
    queryFn: ({ pageParam, signal }) => getAppMarketing(slug, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useAppMarketing = (slug: string, filters: Filters) =>
  useInfiniteQuery(appMarketingQueryOptions(slug, filters));
