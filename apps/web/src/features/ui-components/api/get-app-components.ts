import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteListQuery } from '#lib/infinite-list';
import { appListRequest } from '#lib/library-lists';
import { COMPONENTS_PAGE_SIZE, componentPageContract } from './get-components';

/** `GET /apps/{slug}/components`: the components cut from one app's screens. */
export const { queryOptions: appComponentsQueryOptions, useList: useAppComponents } = infiniteListQuery({
  contract: componentPageContract,
  pageSize: COMPONENTS_PAGE_SIZE,
  request: (slug: string, filters: Filters) => appListRequest(slug, 'components', toBackendQuery(filters)),
});
