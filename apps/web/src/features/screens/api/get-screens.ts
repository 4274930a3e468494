import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { CAPPED_PAGE_SIZE } from '@pageshelf/domain/policy';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** A page as the API serves it whole to every viewer: capped viewers get at most this many items. */
export const SCREENS_PAGE_SIZE = CAPPED_PAGE_SIZE;

/** `GET /screens`: screens matching the filters, newest first, one keyset page at a time. */
export const getScreens = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  api.get('/api/screens', screenPageContract, {
    query: { ...query, limit: SCREENS_PAGE_SIZE, cursor },
    ...(signal ? { signal } : {}),
  });

export const screensQueryOptions = (filters: Filters, scope: { apps?: readonly number[] } = {}) => {
  const query = toBackendQuery(filters, scope);
  return infiniteQueryOptions({
    queryKey: ['screens', 'list', query] as const,
    queryFn: ({ pageParam, signal }) => getScreens(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useScreens = (filters: Filters, scope: { apps?: readonly number[] } = {}) =>
  useInfiniteQuery(screensQueryOptions(filters, scope));
