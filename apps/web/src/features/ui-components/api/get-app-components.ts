import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { COMPONENTS_PAGE_SIZE } from './get-components';

const componentPageContract = () => import('@pageshelf/contracts/content').then((m) => m.componentPageSchema);

/** `GET /apps/{slug}/components`: the components cut from one app's screens. */
export const getAppComponents = (
  slug: string,
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get(`/api/apps/${encodeURIComponent(slug)}/components`, componentPageContract, {
    query: { ...query, limit: COMPONENTS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const appComponentsQueryOptions = (slug: string, filters: Filters) => {
  const query = toBackendQuery(filters);
  return infiniteQueryOptions({
    queryKey: ['apps', slug, 'components', query] as const,
    queryFn: ({ pageParam, signal }) => getAppComponents(slug, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useAppComponents = (slug: string, filters: Filters) =>
  useInfiniteQuery(appComponentsQueryOptions(slug, filters));
