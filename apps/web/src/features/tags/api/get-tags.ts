import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const tagListContract = () => import('@pageshelf/contracts/content').then((m) => m.tagListSchema);

/** `GET /tags`: every component tag with how many components carry it (ordered by title). */
export const getTags = (signal?: AbortSignal) =>
  api.get('/api/tags', tagListContract, signal ? { signal } : {});

/** The same key as the filters' tag list: one cache entry, refreshed by every tag mutation. */
export const tagsQueryOptions = () =>
  queryOptions({ queryKey: ['tags'] as const, queryFn: ({ signal }) => getTags(signal) });

export const useTags = () => useQuery(tagsQueryOptions());
