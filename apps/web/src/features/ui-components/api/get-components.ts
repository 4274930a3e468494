import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { CAPPED_PAGE_SIZE } from '@pageshelf/domain/policy';
import { infiniteListQuery } from '#lib/infinite-list';
import { type ListScope, libraryListRequest } from '#lib/library-lists';

export const componentPageContract = () =>
  import('@pageshelf/contracts/content').then((m) => m.componentPageSchema);

/** A page as the API serves it whole to every viewer: capped viewers get at most this many items. */
export const COMPONENTS_PAGE_SIZE = CAPPED_PAGE_SIZE;

/**
 * `GET /components` (or a component type's `GET /categories/component/{slug}/components`): UI components
 * matching the filters, optionally of one tag.
 */
export const { queryOptions: componentsQueryOptions, useList: useComponents } = infiniteListQuery({
  contract: componentPageContract,
  pageSize: COMPONENTS_PAGE_SIZE,
  request: (filters: Filters, tag?: string, scope: ListScope = {}) =>
    libraryListRequest('components', scope, { ...toBackendQuery(filters), ...(tag ? { tag } : {}) }),
});
