const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route parameter is UUID-shaped (8-4-4-4-12 hex, any case). Others show Page Not Found. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The named routes of the product (spec section 2). */
export const ROUTE_NAMES = {
  auth: 'auth',
  screenDetail: 'n-pages-pageDetailUuid',
  componentDetail: 'components-componentUuid',
  flowDetail: 'flows-flowUuid',
  appPage: 'n-apps-appSlug',
} as const;

export type ContentType = 'user flows' | 'apps' | 'screens' | 'components';

/** Route names containing flow, apps, pages or components map to user flows, apps, screens, components. */
export function contentTypeOfRouteName(name: string | null | undefined): ContentType | null {
  if (!name) return null;
  if (name.includes('flow')) return 'user flows';
  if (name.includes('apps')) return 'apps';
  if (name.includes('pages')) return 'screens';
  if (name.includes('components')) return 'components';
  return null;
}

const APP_PAGE = /^\/(?:n\/)?apps\/(?!categories(?:\/|$))[^/]+(?:\/.*)?$/;

/** Whether a pathname is an app page (/apps/{slug} or /n/apps/{slug}, with their children). */
export function isAppPagePath(pathname: string): boolean {
  return APP_PAGE.test(pathname.split(/[?#]/)[0] ?? '');
}
