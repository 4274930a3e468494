import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteListQuery } from '#lib/infinite-list';
import { type ListScope, libraryListRequest } from '#lib/library-lists';

export const flowPageContract = () => import('@pageshelf/contracts/content').then((m) => m.flowPageSchema);

export const FLOWS_PAGE_SIZE = 18;

/** `GET /flows` (or a flow type's `GET /categories/flow/{slug}/flows`): user flows matching the filters. */
export const { queryOptions: flowsQueryOptions, useList: useFlows } = infiniteListQuery({
  contract: flowPageContract,
  pageSize: FLOWS_PAGE_SIZE,
  request: (filters: Filters, scope: ListScope = {}) =>
    libraryListRequest('flows', scope, toBackendQuery(filters)),
});
