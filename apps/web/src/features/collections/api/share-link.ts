import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { collectionDetailContract, collectionQueryOptions } from './get-collection';
import { collectionsQueryOptions } from './get-collections';

const path = (uuid: string) => `/api/collections/${encodeURIComponent(uuid)}/share-link`;

/**
 * `PUT /collections/{uuid}/share-link` makes the read-only link (or keeps the one there is), `DELETE`
 * turns it off; both answer the collection, with its `shareToken`.
 */
export const setShareLink = (uuid: string, on: boolean) =>
  on
    ? api.put(path(uuid), undefined, { schema: collectionDetailContract })
    : api.delete(path(uuid), { schema: collectionDetailContract });

export function useShareLink(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => setShareLink(uuid, on),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionQueryOptions(uuid).queryKey, collection);
      void queryClient.invalidateQueries({ queryKey: collectionsQueryOptions().queryKey });
    },
  });
}
