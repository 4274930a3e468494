import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const collectionDetailContract = () =>
  import('@pageshelf/contracts/collections').then((m) => m.collectionDetailSchema);

/** `GET /collections/{uuid}`: one collection with its screens. */
export const getCollection = (uuid: string, signal?: AbortSignal) =>
  api.get(`/api/collections/${encodeURIComponent(uuid)}`, collectionDetailContract, {
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const collectionQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['collections', 'detail', uuid.toLowerCase()] as const,
    queryFn: ({ signal }) => getCollection(uuid, signal),
  });

export const useCollection = (uuid: string) => useQuery(collectionQueryOptions(uuid));
