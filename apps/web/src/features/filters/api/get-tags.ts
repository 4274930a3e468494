import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const tagListContract = () => import('@pageshelf/contracts/content').then((m) => m.tagListSchema);

/** `GET /tags`: component tags with counts. */
export const getTags = (signal?: AbortSignal) =>
  api.get('/api/tags', tagListContract, signal ? { signal } : {});

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: ['tags'] as const,
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 10 * 60_000,
  });

export const useTags = () => useQuery(tagsQueryOptions());
