import { itemQuery } from '#lib/item-query';

/** A collection with its items: the answer of its GET and of every change to it. */
export const collectionDetailContract = () =>
  import('@pageshelf/contracts/collections').then((m) => m.collectionDetailSchema);

/** `GET /collections/{uuid}`: one collection with its items. */
export const { queryOptions: collectionQueryOptions, useItem: useCollection } = itemQuery({
  contract: collectionDetailContract,
  path: '/api/collections',
  key: (uuid) => ['collections', 'detail', uuid.toLowerCase()],
});
