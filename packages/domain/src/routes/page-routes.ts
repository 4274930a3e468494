/**
 * The page routes of the SPA (product spec, section 2): every address that is a page of the product,
 * with a validator for each of its parameters. One table for both sides, so they cannot drift:
 *
 * - the BFF answers any other address, or a known one whose parameter fails validation, with 404 (and
 *   the SPA's document, which shows 'Page not found: {path}');
 * - the SPA's router declares exactly these patterns (a web test compares its route tree with this
 *   table), and its Guard shows Page Not Found where `matchPageRoute` finds nothing.
 *
 * Also here: the paths crawlers are asked to stay out of (`robots.txt`).
 *
 * @packageDocumentation
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is UUID-shaped: 8-4-4-4-12 hexadecimal digits, any case, any version. Flow, page,
 * component and collection id parameters must pass, else the route shows Page Not Found.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The four kinds of favorites (spec, section 3), which are also the `/favorites/{favoriteType}` pages. */
export const FAVORITE_TYPES = ['screens', 'flows', 'components', 'apps'] as const;

/** A kind of favorite: `screens`, `flows`, `components` or `apps`. */
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** Whether a value is one of the `FAVORITE_TYPES` (exact, lower case). */
export function isFavoriteType(value: unknown): value is FavoriteType {
  return typeof value === 'string' && (FAVORITE_TYPES as readonly string[]).includes(value);
}

/** Longest slug. */
export const MAX_SLUG_LENGTH = 120;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a value has the slug shape of apps, categories, tags and content documents: lower-case letters
 * and digits in words joined by single dashes (`sign-up`), at most `MAX_SLUG_LENGTH` characters.
 */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * The slug a title gets: lower-case ASCII letters and digits in words joined by single dashes, accents
 * dropped (`Café — Menu` → `cafe-menu`), at most `maxLength` characters and never ending in a dash.
 * Empty when nothing is left to keep (`日本`). What it answers passes `isSlug` unless empty.
 */
export function slugOf(text: string, maxLength: number = MAX_SLUG_LENGTH): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

const MAGIC_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Whether a value can be the token of a `/magic/{magicLink}` sign-in link: URL-safe base64 characters,
 * at most 200. Its length and validity are the server's to judge, so a link cut short still opens the
 * sign-in page, which explains that the link did not work.
 */
export function isMagicLinkToken(value: unknown): value is string {
  return typeof value === 'string' && MAGIC_LINK_TOKEN_PATTERN.test(value);
}

const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * Whether a value can be the token of an `/invitations/{invitationToken}` workspace invitation link:
 * 32 to 128 URL-safe base64 characters (whether it is live is the server's to judge).
 */
export function isInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && INVITATION_TOKEN_PATTERN.test(value);
}

/**
 * A share link's token: 32 URL-safe base64 characters (24 random bytes), too many to guess. Made by the
 * API when a collection's owner asks for a share link (collections' rules); the `/shared/{shareToken}` page and the API's `/shared/collections/{token}` accept nothing else.
 */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Whether a value has the form of a share link's token (whether it is live is the server's to judge). */
export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && SHARE_TOKEN_PATTERN.test(value);
}

/** Whether an app slug names an app page: a slug, but not `categories` (the app categories live below). */
function isAppSlug(value: string): boolean {
  return isSlug(value) && value !== 'categories';
}

/** `/pages/{…}`, `/flows/{…}` and `/components/{…}`: a UUID (a detail page) or a category slug. */
function isUuidOrSlug(value: string): boolean {
  return isUuid(value) || isSlug(value);
}

/** The validator of each route parameter, by its name in the patterns. */
export const PAGE_PARAMS = Object.freeze({
  appSlug: isAppSlug,
  appCategorySlug: isSlug,
  blogSlug: isSlug,
  glossarySlug: isSlug,
  interviewSlug: isSlug,
  tagSlug: isSlug,
  flowUuid: isUuid,
  pageDetailUuid: isUuid,
  componentUuid: isUuid,
  collectionUuid: isUuid,
  pageParam: isUuidOrSlug,
  flowParam: isUuidOrSlug,
  componentParam: isUuidOrSlug,
  favoriteType: isFavoriteType,
  magicLink: isMagicLinkToken,
  invitationToken: isInvitationToken,
  shareToken: isShareToken,
} as const satisfies Record<string, (value: string) => boolean>);

/** The name of a route parameter. */
export type PageParamName = keyof typeof PAGE_PARAMS;

/** An app page and its tabs, public (`/apps`) or signed-in (`/n/apps`). */
const appPages = (base: '/apps' | '/n/apps') =>
  [
    `${base}/:appSlug`,
    `${base}/:appSlug/flows`,
    `${base}/:appSlug/visit`,
    `${base}/:appSlug/marketing`,
    `${base}/:appSlug/components`,
  ] as const;

/** The public app page and its tabs (`/apps/:appSlug`, `/apps/:appSlug/flows`…). */
export const APP_PAGE_PATTERNS: readonly string[] = Object.freeze(appPages('/apps'));

/**
 * The library's public pages, whose views count (the visit cap): the lists, items and categories of
 * screens, flows, components and apps.
 */
export const LIBRARY_PAGE_PATTERNS: readonly string[] = Object.freeze([
  '/pages',
  '/pages/:pageParam',
  '/flows',
  '/flows/:flowParam',
  '/components',
  '/components/:componentParam',
  '/apps',
  ...APP_PAGE_PATTERNS,
  '/apps/categories/:appCategorySlug',
]);

/**
 * The public entry pages the BFF renders on the server (issue 28): the pages people arrive on from a
 * search engine or a shared link. The others (signing in, settings, collections, search) are rendered by
 * the browser inside the same shell.
 */
export const SERVER_RENDERED_PATTERNS: readonly string[] = Object.freeze([
  '/',
  '/pricing',
  '/about',
  '/changelog',
  '/blog',
  '/blog/:blogSlug',
  '/glossary',
  '/glossary/:glossarySlug',
  '/interviews',
  '/interviews/:interviewSlug',
  ...LIBRARY_PAGE_PATTERNS,
  '/tags',
  '/tags/:tagSlug',
]);

/**
 * Every page route of the SPA, as router patterns (`:name` is a parameter of `PAGE_PARAMS`). Public
 * pages first, then the signed-in and the Pro ones. `/sitemap.xml` is a page of the SPA too (it links to
 * the file), but the BFF answers that address itself with the XML.
 */
export const PAGE_ROUTE_PATTERNS: readonly string[] = Object.freeze([
  '/',
  '/pricing',
  '/auth',
  '/magic/:magicLink',
  '/invitations/:invitationToken',
  '/shared/:shareToken',
  '/index-old',
  '/blog',
  '/blog/:blogSlug',
  '/about',
  '/affiliate',
  '/changelog',
  '/sitemap',
  '/sitemap.xml',
  '/thank-you',
  '/ship',
  '/legals',
  '/infinite',
  '/glossary',
  '/glossary/:glossarySlug',
  '/interviews',
  '/interviews/:interviewSlug',
  ...LIBRARY_PAGE_PATTERNS,
  '/components/tags',
  '/components/tags/:tagSlug',
  '/tags',
  '/tags/:tagSlug',

  '/n',
  '/n/apps',
  ...appPages('/n/apps'),
  '/n/flows',
  '/n/flows/:flowUuid',
  '/n/pages',
  '/n/pages/:pageDetailUuid',
  '/n/pages/:pageDetailUuid/similar',
  '/n/components',
  '/n/components/:componentUuid',
  '/settings',
  '/settings/team',
  '/settings/plans',
  '/settings/subscription',
  '/settings/notifications',
  '/settings/api-keys',
  '/settings/capture',
  '/checkout',
  '/onboarding',
  '/onboarding/share',
  '/onboarding/upgrade',
  '/unlock-library',

  '/search',
  '/favorites',
  '/favorites/:favoriteType',
  '/collections',
  '/collections/:collectionUuid',
]);

/** One segment of a compiled pattern: a fixed word (lower case) or a parameter. */
type PatternSegment = { readonly word: string } | { readonly param: PageParamName };

interface CompiledRoute {
  readonly pattern: string;
  readonly segments: readonly PatternSegment[];
  /** Fixed words in the pattern: with two matches, the more specific route wins (`/components/tags`). */
  readonly words: number;
}

function isParamName(name: string): name is PageParamName {
  return Object.hasOwn(PAGE_PARAMS, name);
}

function compile(pattern: string): CompiledRoute {
  const segments = pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): PatternSegment => {
      if (!part.startsWith(':')) return { word: part.toLowerCase() };
      const name = part.slice(1);
      if (!isParamName(name)) throw new Error(`${pattern}: no validator for the parameter ${name}`);
      return { param: name };
    });
  return { pattern, segments, words: segments.filter((segment) => 'word' in segment).length };
}

const COMPILED_ROUTES: readonly CompiledRoute[] = PAGE_ROUTE_PATTERNS.map(compile).sort(
  (a, b) => b.words - a.words,
);

/** A page route that an address matched, with its parameters (decoded). */
export interface PageRouteMatch {
  /** The pattern of `PAGE_ROUTE_PATTERNS` (`/pages/:pageParam`). */
  readonly pattern: string;
  /** The parameters by name, decoded (`{ pageParam: 'sign-up' }`). */
  readonly params: Readonly<Record<string, string>>;
}

/** The segments of a pathname, each percent-decoded once; null when it is not a usable path. */
function decodedSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const raw = pathname.split('/').slice(1);
  if (raw.length > 1 && raw.at(-1) === '') raw.pop(); // one trailing slash is tolerated
  if (raw.length === 1 && raw[0] === '') return []; // `/`
  const segments: string[] = [];
  for (const segment of raw) {
    if (segment === '') return null;
    try {
      segments.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return segments;
}

function matchRoute(route: CompiledRoute, segments: readonly string[]): PageRouteMatch | null {
  if (route.segments.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of route.segments.entries()) {
    const value = segments[index] as string;
    if ('word' in part) {
      if (value.toLowerCase() !== part.word) return null;
    } else if (PAGE_PARAMS[part.param](value)) {
      params[part.param] = value;
    } else {
      return null;
    }
  }
  return { pattern: route.pattern, params };
}

/**
 * The page route of a pathname, or `null` when the address is not a page of the product (unknown, or a
 * parameter that fails its validator: `/n/pages/not-a-uuid`, `/favorites/likes`, `/flows/..%2f`).
 *
 * The pathname is taken as it appears in a URL (no query or fragment): each segment is percent-decoded
 * once, then fixed words are compared case-insensitively (as the SPA's router does) and parameters with
 * their validators. One trailing slash is tolerated; empty segments, and segments that are not valid
 * percent-encoding, match nothing.
 */
export function matchPageRoute(pathname: string): PageRouteMatch | null {
  const segments = decodedSegments(pathname);
  if (segments === null) return null;
  for (const route of COMPILED_ROUTES) {
    const match = matchRoute(route, segments);
    if (match !== null) return match;
  }
  return null;
}

/**
 * The paths crawlers are asked to stay out of (`Disallow` lines of `robots.txt`): the API, the signed-in,
 * Pro and admin areas, and the personal pages (sign-in, sign-in links). Everything else (the library and
 * the content) is open to them.
 */
export const CRAWLER_DISALLOWED_PATHS: readonly string[] = Object.freeze([
  '/api/',
  '/n/',
  '/settings',
  '/checkout',
  '/onboarding',
  '/unlock-library',
  '/search',
  '/favorites',
  '/collections',
  '/components/tags',
  '/magic/',
  '/invitations/',
  '/shared/',
  '/auth',
]);
