import type { ScreenOrder } from '@pageshelf/contracts/screen';
import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { CAPPED_PAGE_SIZE } from '@pageshelf/domain/policy';
import { infiniteListQuery } from '#lib/infinite-list';
import { type ListScope, libraryListRequest } from '#lib/library-lists';

export const screenPageContract = () =>
  import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** A page as the API serves it whole to every viewer: capped viewers get at most this many items. */
export const SCREENS_PAGE_SIZE = CAPPED_PAGE_SIZE;

/** How the screens grid is ordered: newest first, or the screens redesigns changed, the latest first. */
export type ScreensOrder = Extract<ScreenOrder, 'recent' | 'redesigned'>;

/**
 * `GET /screens` (or a category page's `GET /categories/{kind}/{slug}/screens`): screens matching the
 * filters, newest first (or, `order` redesigned, those a redesign changed), one keyset page at a time.
 */
export const { queryOptions: screensQueryOptions, useList: useScreens } = infiniteListQuery({
  contract: screenPageContract,
  pageSize: SCREENS_PAGE_SIZE,
  request: (
    filters: Filters,
    scope: ListScope & { apps?: readonly number[] } = {},
    order: ScreensOrder = 'recent',
  ) => {
    const query = toBackendQuery(filters, scope.apps ? { apps: scope.apps } : {});
    return libraryListRequest('screens', scope, order === 'recent' ? query : { ...query, order });
  },
});
