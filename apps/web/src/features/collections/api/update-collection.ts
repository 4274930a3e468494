import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { collectionDetailContract, collectionQueryOptions } from './get-collection';
import { collectionsQueryOptions } from './get-collections';

export interface UpdateCollectionInput {
  name?: string;
  description?: string | null;
  sharedWithTeam?: boolean;
}

/** `PATCH /collections/{uuid}`: rename, describe or share with the team. */
export const updateCollection = (uuid: string, input: UpdateCollectionInput) =>
  api.patch(`/api/collections/${encodeURIComponent(uuid)}`, input, { schema: collectionDetailContract });

export function useUpdateCollection(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCollectionInput) => updateCollection(uuid, input),
    onSuccess: (collection) => {
      queryClient.setQueryData(collectionQueryOptions(uuid).queryKey, collection);
      void queryClient.invalidateQueries({ queryKey: collectionsQueryOptions().queryKey });
    },
  });
}
