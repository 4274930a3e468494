import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const collectionListContract = () =>
  import('@pageshelf/contracts/collections').then((m) => m.collectionListSchema);

/** `GET /collections`: the person's collections and the ones teammates share. */
export const getCollections = (signal?: AbortSignal) =>
  api.get('/api/collections', collectionListContract, signal ? { signal } : {});

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['collections', 'list'] as const,
    queryFn: ({ signal }) => getCollections(signal),
  });

export const useCollections = (enabled = true) => useQuery({ ...collectionsQueryOptions(), enabled });
