import { itemQuery } from '#lib/item-query';

/** A collection as its share link shows it. */
const sharedCollectionContract = () =>
  import('@pageshelf/contracts/collections').then((m) => m.sharedCollectionSchema);

/** `GET /shared/collections/{token}`: a collection read through its link, by anyone who has it. */
export const { queryOptions: sharedCollectionQueryOptions, useItem: useSharedCollection } = itemQuery({
  contract: sharedCollectionContract,
  path: '/api/shared/collections',
  key: (token) => ['collections', 'shared', token],
});
