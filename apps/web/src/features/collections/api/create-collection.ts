import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import type { CollectionItemRef } from './collection-items';
import { collectionDetailContract } from './get-collection';
import { collectionsQueryOptions } from './get-collections';

export interface CreateCollectionInput {
  name: string;
  description?: string | null;
  item?: CollectionItemRef;
}

/** `POST /collections`: a new collection, optionally with a first item. */
export const createCollection = (input: CreateCollectionInput) =>
  api.post('/api/collections', input, { schema: collectionDetailContract });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collectionsQueryOptions().queryKey }),
  });
}
