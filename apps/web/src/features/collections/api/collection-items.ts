import type { CollectionDetail, CollectionItemType } from '@pageshelf/contracts/collections';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { collectionDetailContract, collectionQueryOptions } from './get-collection';
import { collectionsQueryOptions } from './get-collections';

/** An item of the library as a collection keeps it: its kind and its id (as favorites key it). */
export interface CollectionItemRef {
  type: CollectionItemType;
  id: number;
}

const itemPath = (uuid: string, item: CollectionItemRef) =>
  `/api/collections/${encodeURIComponent(uuid)}/items/${item.type}/${item.id}`;

/** `PUT /collections/{uuid}/items/{type}/{id}` saves (idempotent), `DELETE` removes. */
export const saveItem = (uuid: string, item: CollectionItemRef, saved: boolean) =>
  saved
    ? api.put(itemPath(uuid, item), undefined, { schema: collectionDetailContract })
    : api.delete(itemPath(uuid, item), { schema: collectionDetailContract });

/** `PUT /collections/{uuid}/order`: one kind's items, all of them, in their new order. */
export const reorderItems = (uuid: string, type: CollectionItemType, ids: readonly number[]) =>
  api.put(
    `/api/collections/${encodeURIComponent(uuid)}/order`,
    { type, ids },
    { schema: collectionDetailContract },
  );

/** Every change answers the whole collection: it becomes the cached detail, and the lists refresh. */
function settle(queryClient: QueryClient, collection: CollectionDetail) {
  queryClient.setQueryData(collectionQueryOptions(collection.uuid).queryKey, collection);
  void queryClient.invalidateQueries({ queryKey: collectionsQueryOptions().queryKey });
}

export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, item, saved }: { uuid: string; item: CollectionItemRef; saved: boolean }) =>
      saveItem(uuid, item, saved),
    onSuccess: (collection) => settle(queryClient, collection),
  });
}

/**
 * Moves an item of one kind to another place: the page shows the new order at once, and the answer (or,
 * when the collection changed meanwhile, a reload) settles it.
 */
export function useReorderItems() {
  const queryClient = useQueryClient();
  return useMutation({
    // One move at a time, in the order they were made: each sends the order the one before left.
    scope: { id: 'collection-order' },
    mutationFn: ({ uuid, type, ids }: { uuid: string; type: CollectionItemType; ids: readonly number[] }) =>
      reorderItems(uuid, type, ids),
    onMutate: ({ uuid, type, ids }) => {
      const key = collectionQueryOptions(uuid).queryKey;
      const before = queryClient.getQueryData<CollectionDetail>(key);
      if (before) queryClient.setQueryData(key, reordered(before, type, ids));
    },
    onSuccess: (collection) => settle(queryClient, collection),
    onError: (_error, { uuid }) =>
      void queryClient.invalidateQueries({ queryKey: collectionQueryOptions(uuid).queryKey }),
  });
}

/** `collection` with the items of `type` in the order of `ids` (items not named keep their place after). */
export function reordered(
  collection: CollectionDetail,
  type: CollectionItemType,
  ids: readonly number[],
): CollectionDetail {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const order = <T extends { id: number }>(items: readonly T[]) =>
    [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
  switch (type) {
    case 'screens':
      return { ...collection, screens: order(collection.screens) };
    case 'flows':
      return { ...collection, flows: order(collection.flows) };
    case 'components':
      return { ...collection, components: order(collection.components) };
    case 'apps':
      return { ...collection, apps: order(collection.apps) };
  }
}

/** The ids of `ids` with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
}
