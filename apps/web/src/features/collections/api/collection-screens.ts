import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { collectionDetailContract, collectionQueryOptions } from './get-collection';
import { collectionsQueryOptions } from './get-collections';

const path = (uuid: string, screenUuid: string) =>
  `/api/collections/${encodeURIComponent(uuid)}/screens/${encodeURIComponent(screenUuid)}`;

/** `PUT /collections/{uuid}/screens/{screenUuid}` saves (idempotent), `DELETE` removes. */
export const saveScreen = (uuid: string, screenUuid: string, saved: boolean) =>
  saved
    ? api.put(path(uuid, screenUuid), undefined, { schema: collectionDetailContract })
    : api.delete(path(uuid, screenUuid), { schema: collectionDetailContract });

export function useSaveScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, screenUuid, saved }: { uuid: string; screenUuid: string; saved: boolean }) =>
      saveScreen(uuid, screenUuid, saved),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionQueryOptions(collection.uuid).queryKey, collection);
      void queryClient.invalidateQueries({ queryKey: collectionsQueryOptions().queryKey });
    },
  });
}
