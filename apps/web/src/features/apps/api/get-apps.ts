import type { AppSort } from '@pageshelf/contracts/content';
import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteListQuery } from '#lib/infinite-list';
import { type ListScope, libraryListRequest } from '#lib/library-lists';

const appPageContract = () => import('@pageshelf/contracts/content').then((m) => m.appPageSchema);

export const APPS_PAGE_SIZE = 24;

/**
 * `GET /apps` (or an industry's `GET /categories/product/{slug}/apps`): apps matching the filters (name by
 * `term`, industry by product categories), by name or (`sort` redesigned) the most recently redesigned
 * first.
 */
export const { queryOptions: appsQueryOptions, useList: useApps } = infiniteListQuery({
  contract: appPageContract,
  pageSize: APPS_PAGE_SIZE,
  request: (filters: Filters, scope: ListScope = {}, sort: AppSort = 'title') =>
    libraryListRequest(
      'apps',
      scope,
      sort === 'title' ? toBackendQuery(filters) : { ...toBackendQuery(filters), sort },
    ),
});
