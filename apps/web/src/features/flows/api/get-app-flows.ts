import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteListQuery } from '#lib/infinite-list';
import { appListRequest } from '#lib/library-lists';
import { FLOWS_PAGE_SIZE, flowPageContract } from './get-flows';

/** `GET /apps/{slug}/flows`: the user flows of one app. */
export const { queryOptions: appFlowsQueryOptions, useList: useAppFlows } = infiniteListQuery({
  contract: flowPageContract,
  pageSize: FLOWS_PAGE_SIZE,
  request: (slug: string, filters: Filters) => appListRequest(slug, 'flows', toBackendQuery(filters)),
});
