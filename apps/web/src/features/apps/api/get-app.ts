import { itemQuery } from '#lib/item-query';

const appContract = () => import('@pageshelf/contracts/content').then((m) => m.appDetailSchema);

/** `GET /apps/{slug}`: one app with its counts and its product's versions on other platforms. */
export const { queryOptions: appQueryOptions, useItem: useApp } = itemQuery({
  contract: appContract,
  path: '/api/apps',
  key: (slug) => ['apps', 'detail', slug],
});
