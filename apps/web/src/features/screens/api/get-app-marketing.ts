import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteListQuery } from '#lib/infinite-list';
import { appListRequest } from '#lib/library-lists';
import { SCREENS_PAGE_SIZE, screenPageContract } from './get-screens';

/** `GET /apps/{slug}/marketing`: an app's marketing screens. */
export const { queryOptions: appMarketingQueryOptions, useList: useAppMarketing } = infiniteListQuery({
  contract: screenPageContract,
  pageSize: SCREENS_PAGE_SIZE,
  request: (slug: string, filters: Filters) => appListRequest(slug, 'marketing', toBackendQuery(filters)),
});
