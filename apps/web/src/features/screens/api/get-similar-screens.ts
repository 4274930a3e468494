import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** `GET /screens/{uuid}/similar`: the same app and pattern first, then the pattern in other apps. */
export const getSimilarScreens = (uuid: string, limit: number, signal?: AbortSignal) =>
  api.get(`/api/screens/${encodeURIComponent(uuid)}/similar`, screenPageContract, {
    query: { limit },
    report: (error) => error.status === 404,
    ...(signal ? { signal } : {}),
  });

export const similarScreensQueryOptions = (uuid: string, limit = 24) =>
  queryOptions({
    queryKey: ['screens', 'similar', uuid.toLowerCase(), limit] as const,
    queryFn: ({ signal }) => getSimilarScreens(uuid, limit, signal),
  });

export const useSimilarScreens = (uuid: string, limit = 24) =>
  useQuery(similarScreensQueryOptions(uuid, limit));
