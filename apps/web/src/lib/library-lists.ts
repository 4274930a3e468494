import type { CategoryKind } from '@pageshelf/contracts/content';
import { isNotFound, type RequestOptions } from './api-client';
import type { ListRequest } from './infinite-list';

/** A list of the library: screens, flows, components or apps. */
export type LibraryList = 'screens' | 'flows' | 'components' | 'apps';

/**
 * Where a list is read from: the whole library (filtered by the page's filters), or a category page
 * (`/pages/{pattern}`, `/flows/{type}`, `/apps/categories/{industry}`), whose category is its scope
 * rather than a filter: the API serves it as browsing, so it spends no search and asks no visitor to
 * sign in (only filters the person adds on top of it are a search).
 */
export interface ListScope {
  readonly category?: { readonly kind: CategoryKind; readonly slug: string };
}

/** The API address of a list in a scope: `/api/screens`, or `/api/categories/pattern/paywall/screens`. */
export function libraryListPath(list: LibraryList, scope: ListScope = {}): string {
  const { category } = scope;
  if (!category) return `/api/${list}`;
  return `/api/categories/${category.kind}/${encodeURIComponent(category.slug)}/${list}`;
}

/** The part of a list's query key that tells its scopes apart. */
export const scopeKey = (scope: ListScope = {}) =>
  scope.category ? `${scope.category.kind}/${scope.category.slug}` : 'library';

/**
 * Who reports a failure of a list in a scope: an unknown category (404, or 400 for a slug that cannot be
 * one) is the page's Page Not Found, shown by its category query, so the list adds no toast.
 */
export const listFailureReport = (scope: ListScope = {}): RequestOptions<undefined>['report'] =>
  scope.category ? isNotFound : 'toast';

/** A call of a library list in a scope: its address, its cache key and who reports its failures. */
export const libraryListRequest = (
  list: LibraryList,
  scope: ListScope,
  query: ListRequest['query'],
): ListRequest => ({
  path: libraryListPath(list, scope),
  query,
  key: [list, 'list', scopeKey(scope)],
  report: listFailureReport(scope),
});

/** A call of one app's list (`GET /apps/{slug}/screens`, …), in app order. */
export const appListRequest = (
  slug: string,
  list: Exclude<LibraryList, 'apps'> | 'marketing',
  query: ListRequest['query'],
): ListRequest => ({
  path: `/api/apps/${encodeURIComponent(slug)}/${list}`,
  query,
  key: ['apps', slug, list],
});
