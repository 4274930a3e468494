/**
 * Route facts shared by the SPA, the BFF and the API (product spec, section 2): the named routes, the
 * content type of a route name, and what an app page is; with `page-routes` (re-exported here): the page
 * routes and their parameter rules (UUID, slug, favorite type), `matchPageRoute`, and the paths kept
 * from crawlers; with `secret-paths` (re-exported too): the addresses that hold a token and
 * `redactSecretPaths`, which logs, forwarded headers and analytics apply to every address.
 *
 * @packageDocumentation
 */

import { pathSegments } from '../internal/paths.js';

export * from './page-routes.js';
export * from './secret-paths.js';

import { AUTH_PATH } from '../sign-in/sign-in.js';

export { AUTH_PATH, type AuthReason, authHref } from '../sign-in/sign-in.js';

/** A route the product refers to by name: its name, its path pattern (`:param` style) and its parameter. */
export interface NamedRoute {
  /** The route name. */
  readonly name: string;
  /** The path pattern, with `:param` placeholders. */
  readonly path: string;
  /** The name of the route parameter, or `null` when the route has none. */
  readonly param: string | null;
}

/** The named routes of the product (spec, section 2, "Named routes used by the product"). */
export const NAMED_ROUTES = Object.freeze({
  /** The sign-in page. */
  auth: { name: 'auth', path: AUTH_PATH, param: null },
  /** Screen detail, opened as a modal that rewrites the address. */
  screenDetail: { name: 'n-pages-pageDetailUuid', path: '/n/pages/:pageDetailUuid', param: 'pageDetailUuid' },
  /** Component detail modal. */
  componentDetail: {
    name: 'components-componentUuid',
    path: '/components/:componentUuid',
    param: 'componentUuid',
  },
  /** Flow detail modal (opens at a starting screen index). */
  flowDetail: { name: 'flows-flowUuid', path: '/flows/:flowUuid', param: 'flowUuid' },
  /** App page. */
  appPage: { name: 'n-apps-appSlug', path: '/n/apps/:appSlug', param: 'appSlug' },
} as const satisfies Record<string, NamedRoute>);

/** The name of one of the `NAMED_ROUTES`. */
export type NamedRouteName = (typeof NAMED_ROUTES)[keyof typeof NAMED_ROUTES]['name'];

/** The content types a route can show. */
export type ContentType = 'user flows' | 'apps' | 'screens' | 'components';

/**
 * Whether a pathname is an app page: `/apps/{appSlug}` or `/n/apps/{appSlug}`, or one of their children
 * (`flows`, `visit`, `marketing`, `components`). The app list (`/apps`) and app categories
 * (`/apps/categories/...`) are not app pages. Query, fragment, case and trailing slashes are ignored.
 */
export function isAppPagePath(pathname: string): boolean {
  const segments = pathSegments(pathname);
  const rest = segments[0] === 'n' ? segments.slice(1) : segments;
  const slug = rest[1];
  return rest[0] === 'apps' && slug !== undefined && slug !== 'categories';
}
