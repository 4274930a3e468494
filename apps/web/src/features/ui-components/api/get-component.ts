import { itemQuery } from '#lib/item-query';

const componentContract = () => import('@pageshelf/contracts/content').then((m) => m.componentSchema);

/** `GET /components/{uuid}`: one component. */
export const { queryOptions: componentQueryOptions, useItem: useComponent } = itemQuery({
  contract: componentContract,
  path: '/api/components',
  key: (uuid) => ['components', 'detail', uuid.toLowerCase()],
});
