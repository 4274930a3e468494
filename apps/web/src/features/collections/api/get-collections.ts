import { collectionListSchema } from '@pageshelf/contracts/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /collections`: the person's collections and the ones teammates share. */
export const getCollections = (signal?: AbortSignal) =>
  api.get('/api/collections', collectionListSchema, signal ? { signal } : {});

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections', 'list'] as const,
    queryFn: ({ signal }) => getCollections(signal),
  });

export const useCollections = (enabled = true) => useQuery({ ...collectionsQueryOptions(), enabled });
