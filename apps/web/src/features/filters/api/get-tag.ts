import { itemQuery } from '#lib/item-query';

const tagContract = () => import('@pageshelf/contracts/content').then((m) => m.tagSchema);

/** `GET /tags/{slug}`: one tag; a 404 becomes Page Not Found. */
export const { queryOptions: tagQueryOptions, useItem: useTag } = itemQuery({
  contract: tagContract,
  path: '/api/tags',
  key: (slug) => ['tags', slug],
});
