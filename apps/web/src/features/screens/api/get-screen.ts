import { itemQuery } from '#lib/item-query';

const screenDetailContract = () => import('@pageshelf/contracts/content').then((m) => m.screenDetailSchema);

/** `GET /screens/{uuid}`: one screen with the uuids of its neighbours in the app. */
export const { queryOptions: screenQueryOptions, useItem: useScreen } = itemQuery({
  contract: screenDetailContract,
  path: '/api/screens',
  key: (uuid) => ['screens', 'detail', uuid.toLowerCase()],
});
