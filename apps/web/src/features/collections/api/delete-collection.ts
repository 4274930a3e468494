import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { collectionQueryOptions } from './get-collection';
import { collectionsQueryOptions } from './get-collections';

/** `DELETE /collections/{uuid}` (204). */
export const deleteCollection = (uuid: string) => api.delete(`/api/collections/${encodeURIComponent(uuid)}`);

export function useDeleteCollection(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCollection(uuid),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: collectionQueryOptions(uuid).queryKey });
      void queryClient.invalidateQueries({ queryKey: collectionsQueryOptions().queryKey });
    },
  });
}
