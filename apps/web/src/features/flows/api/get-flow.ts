import { itemQuery } from '#lib/item-query';

const flowContract = () => import('@pageshelf/contracts/content').then((m) => m.flowSchema);

/** `GET /flows/{uuid}`: a flow with its screens in order. */
export const { queryOptions: flowQueryOptions, useItem: useFlow } = itemQuery({
  contract: flowContract,
  path: '/api/flows',
  key: (uuid) => ['flows', 'detail', uuid.toLowerCase()],
});
