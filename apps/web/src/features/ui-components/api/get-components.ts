import { type Filters, toBackendQuery } from '@pageshelf/domain/filters';
import { CAPPED_PAGE_SIZE } from '@pageshelf/domain/policy';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { type ListScope, libraryListPath, listFailureReport, scopeKey } from '#lib/library-lists';

const componentPageContract = () => import('@pageshelf/contracts/content').then((m) => m.componentPageSchema);

/** A page as the API serves it whole to every viewer: capped viewers get at most this many items. */
export const COMPONENTS_PAGE_SIZE = CAPPED_PAGE_SIZE;

/**
 * `GET /components` (or a component type's `GET /categories/component/{slug}/components`): UI components
 * matching the filters, optionally of one tag.
 */
export const getComponents = (
  query: Readonly<Record<string, string | undefined>>,
  cursor: string | null,
  signal?: AbortSignal,
  scope: ListScope = {},
) =>
  api.get(libraryListPath('components', scope), componentPageContract, {
    query: { ...query, limit: COMPONENTS_PAGE_SIZE, cursor },
    report: listFailureReport(scope),
    ...(signal ? { signal } : {}),
  });

export const componentsQueryOptions = (filters: Filters, tag?: string, scope: ListScope = {}) => {
  const query = { ...toBackendQuery(filters), ...(tag ? { tag } : {}) };
  return infiniteQueryOptions({
    queryKey: ['components', 'list', scopeKey(scope), query] as const,
    queryFn: ({ pageParam, signal }) => getComponents(query, pageParam, signal, scope),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export const useComponents = (filters: Filters, tag?: string, scope: ListScope = {}) =>
  useInfiniteQuery(componentsQueryOptions(filters, tag, scope));
