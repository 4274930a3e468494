import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { infiniteListQuery } from '#lib/infinite-list';
import { appListRequest } from '#lib/library-lists';
import { SCREENS_PAGE_SIZE, screenPageContract } from './get-screens';

/** `GET /apps/{slug}/screens`: an app's screens in app order. */
export const { queryOptions: appScreensQueryOptions, useList: useAppScreens } = infiniteListQuery({
  contract: screenPageContract,
  pageSize: SCREENS_PAGE_SIZE,
  request: (slug: string, filters: Filters) => appListRequest(slug, 'screens', toBackendQuery(filters)),
});
