/**
 * The one policy of who may see and do what (product spec, sections 1, 4, 5 and 6), for servers that
 * enforce it and for the SPA that explains it. Each API route declares its `RouteNeeds`; one hook asks
 * `accessDecision`, reads the counters a request needs (`libraryCharge`) and asks `libraryDecision`,
 * before the handler runs. Nothing else in the apps decides a tier rule.
 *
 * - Access: `public`, `signed-in`, `premium` (Pro), `non-premium`, `admin`, `capture` (an admin or a Pro
 *   workspace owner; see `checkAccess` and `mayCapture` in tiers).
 * - Library content (lists, details, media, search) is under the visit cap: past it a visitor is told to
 *   sign in and a free member gets the paywall; Pro members and verified crawlers are never capped.
 * - A view is counted where content is served: opening a detail (screen, flow, component, app) or any
 *   page of a list, the first and each next one. A capped viewer's page holds at most
 *   `CAPPED_PAGE_SIZE` (24) items, so a visitor's 24 views serve at most 576 items.
 * - A search is spent by `/search` and by the first page of any list with a non-blank filter key
 *   (spec section 4: "a page counts as searched only when at least one filter key has a non-blank value").
 *   The platform switch is not a filter key of the spec, and an app page's scope is not one either: both
 *   are browsing (`isSearched` in filters).
 *   Category counts under filters (facets) follow the same rule. Visitors may not search; free members
 *   have their daily limit; Pro is unlimited. Asking the same search again (its facets, a reload) is not
 *   a new search (`search-quota`'s `isRepeatSearch`).
 * - Restricted screens are locked (blurred, no text, no full image) for everyone but Pro members.
 *
 * @packageDocumentation
 */

import { type DescribedError, describeError, type ErrorCode } from '../errors/errors.js';
import type { Filters } from '../filters/filters.js';
import type { SearchQuotaState } from '../search-quota/search-quota.js';
import { type AccessRule, checkAccess, type Viewer } from '../tiers/tiers.js';
import type { VisitCapState } from '../visit-cap/visit-cap.js';

/**
 * What kind of library content a route serves: a `list` (pages of items), a `detail` (one item and the
 * calls of its page), `media` (images), a `search`, or `facets` (category counts under a list's filters).
 */
export type LibraryServes = 'list' | 'detail' | 'media' | 'search' | 'facets';

/**
 * Most items one page of a list holds for a capped viewer (visitors and free members), whatever the
 * client asks: with every page a view, 24 views of a visitor serve at most 576 items.
 */
export const CAPPED_PAGE_SIZE = 24;

/**
 * What a route needs, declared on the route: who may call it, and whether it serves library content
 * (then the visit cap applies, and lists and searches may spend a search).
 */
export interface RouteNeeds {
  /** Who may call it. */
  readonly access: AccessRule;
  /** The library content it serves, if any. */
  readonly library?: LibraryServes;
  /**
   * Whether a call authenticated by an API key may reach it (`credentialDecision`): the library and
   * collections do; the account, its sessions and keys, billing and workspaces never do, so a leaked
   * key cannot make more keys, change the plan or lock its owner out.
   */
  readonly apiKeys?: boolean;
}

/** How a signed-in call proves who it is: a session (the site, through the BFF) or an API key (tools). */
export type Credential = 'session' | 'api-key';

/**
 * Whether a call made with `credential` may reach a route of `needs`: a session reaches every route, an
 * API key only the routes that declare `apiKeys` (refused with `api_key_not_allowed`, 403, elsewhere).
 */
export function credentialDecision(needs: RouteNeeds, credential: Credential | null): PolicyDecision {
  if (credential !== 'api-key' || needs.apiKeys === true) return ALLOWED;
  return refuse(describeError('api_key_not_allowed'));
}

/** What one library request counts against the viewer. */
export interface LibraryCharge {
  /** Whether it is a view (counted against the visit cap). */
  readonly view: boolean;
  /** Whether it is a search (spent from the search quota). */
  readonly search: boolean;
}

/**
 * What a library request counts: a detail is a view; every page of a list is a view, and its first page
 * a search too when any filter key is non-blank (`searched`; the later pages are the same search);
 * `/search` is a search; facets are a search when filtered (the list they count spends the same one);
 * media count nothing (full images go out under signed addresses issued by a counted call, and every
 * image is refused past the visit cap).
 */
export function libraryCharge(
  serves: LibraryServes,
  request: { readonly firstPage: boolean; readonly searched: boolean },
): LibraryCharge {
  switch (serves) {
    case 'detail':
      return { view: true, search: false };
    case 'list':
      return { view: true, search: request.firstPage && request.searched };
    case 'search':
      return { view: false, search: true };
    case 'facets':
      return { view: false, search: request.searched };
    case 'media':
      return { view: false, search: false };
  }
}

/**
 * How many items one page holds for a viewer who asked for `requested`: at most `CAPPED_PAGE_SIZE` for
 * capped viewers (visitors, free members), what was asked for Pro members and verified crawlers.
 */
export function pageSizeFor(viewer: Viewer, requested: number): number {
  return isUncapped(viewer) ? requested : Math.min(requested, CAPPED_PAGE_SIZE);
}

/** The outcome of a policy check: allowed, or refused with the error to answer. */
export type PolicyDecision =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** The error to answer: its code, HTTP status and text, from the error catalogue. */
      readonly error: DescribedError;
    };

const ALLOWED: PolicyDecision = Object.freeze({ allowed: true });

const refuse = (error: DescribedError): PolicyDecision => ({ allowed: false, error });

/**
 * Whether a viewer may call a route of `rule`. A visitor is asked to sign up for Pro features
 * (`premium`: 'Sign up to continue', spec section 5) and to sign in for the rest (401), but a route that
 * searches (`serves` is `search`, such as the Pro search by picture) asks a visitor to sign in to search
 * ('Sign in to continue searching', spec section 6); a free member is refused Pro features with
 * `premium_required` (the paywall), others with `forbidden` / `admin_required` (403).
 */
export function accessDecision(rule: AccessRule, viewer: Viewer, serves?: LibraryServes): PolicyDecision {
  const decision = checkAccess(rule, viewer);
  if (decision.allowed) return ALLOWED;
  switch (decision.reason) {
    case 'sign-in-required':
      if (serves === 'search') return refuse(describeError('search_requires_sign_in'));
      return refuse(describeError(rule === 'premium' ? 'sign_up_required' : 'unauthorized'));
    case 'premium-required':
      return refuse(describeError('premium_required'));
    case 'premium-not-allowed':
      return refuse(describeError('forbidden'));
    case 'admin-required':
      return refuse(describeError('admin_required'));
    case 'capture-not-allowed':
      return refuse(describeError('capture_not_allowed'));
  }
}

/**
 * The access a list's filters need, beyond the route's own: "Favorites only" (`is_favorited=1`) is a Pro
 * feature like the favorites themselves; every other filter is open.
 */
export function filtersAccess(filters: Pick<Filters, 'isFavorited'>): AccessRule {
  return filters.isFavorited ? 'premium' : 'public';
}

/** Whether a viewer is never held to the visit cap: Pro members and verified crawlers. */
export function isUncapped(viewer: Viewer): boolean {
  return viewer.tier === 'premium' || viewer.crawler === true;
}

/** The counters a library decision reads. */
export interface LibraryCounters {
  /** Where the viewer stands against the visit cap (before this request). */
  readonly visits: VisitCapState;
  /** The viewer's search quota (before this request); `null` for visitors and when not read. */
  readonly search: SearchQuotaState | null;
}

/**
 * Whether a library request may be served, before it is. Past the visit cap nothing is served: a
 * visitor gets 401 'Sign in to continue browsing', a free member the paywall's 403 'Upgrade to Pro to
 * keep browsing'. A search is refused to visitors (401 'Sign in to continue searching') and to free
 * members whose quota is used up (429 'You've used all {N} daily searches...').
 */
export function libraryDecision(
  viewer: Viewer,
  charge: LibraryCharge,
  counters: LibraryCounters,
): PolicyDecision {
  if (!isUncapped(viewer) && counters.visits.exceeded) {
    return refuse(describeError(viewer.tier === 'visitor' ? 'sign_in_to_browse' : 'visit_limit_reached'));
  }
  if (!charge.search || viewer.tier === 'premium') return ALLOWED;
  if (viewer.tier === 'visitor') return refuse(describeError('search_requires_sign_in'));
  const quota = counters.search;
  if (quota === null || quota.limit === null || !quota.blocked) return ALLOWED;
  return refuse(describeError('search_limit_reached', { limit: quota.limit }));
}

/**
 * Where an item is shown: `counted` — the item of a detail, or of a list page, whose call counted a view;
 * `alongside` — beside another item in a call that counted none of its own (a detail's similar screens,
 * the screens inside the flows of a list page).
 */
export type ItemPlace = 'counted' | 'alongside';

/**
 * Whether a viewer gets an item's full image, original and text where it is shown (a restricted item
 * aside: see `isLockedFor`). Pro members and verified crawlers get them everywhere; capped viewers only
 * where the call counted their view, and a grid thumbnail beside it, so one view serves one page of items
 * whole, never a page and everything shown alongside it.
 */
export function servesWhole(viewer: Viewer, place: ItemPlace): boolean {
  return place === 'counted' || isUncapped(viewer);
}

/**
 * Whether a restricted item is locked for a viewer: shown only as a blurred preview, without its full
 * image, original or text, and skipped by previous/next in previews. Only Pro members see it whole.
 */
export function isLockedFor(item: { readonly isRestricted: boolean }, viewer: Viewer): boolean {
  return item.isRestricted && !seesRestricted(viewer);
}

/**
 * Whether a viewer sees restricted items whole (their full images, originals and text), finds them by
 * their text, and steps through them in previews: Pro members only.
 */
export function seesRestricted(viewer: Viewer): boolean {
  return viewer.tier === 'premium';
}

/**
 * Whether a viewer's searches are spent from a daily quota: free members. Visitors may not search (see
 * `libraryDecision`); Pro members search without a limit, and nothing is spent.
 */
export function spendsSearches(viewer: Viewer): boolean {
  return viewer.tier === 'free';
}

/** Every kind of caller the policy tells apart, for `routeRefusals`. */
const CALLERS: readonly Viewer[] = [
  { tier: 'visitor', role: 'user' },
  { tier: 'visitor', role: 'user', crawler: true },
  { tier: 'free', role: 'user' },
  { tier: 'premium', role: 'user' },
  { tier: 'free', role: 'admin' },
  { tier: 'premium', role: 'admin' },
  { tier: 'premium', role: 'user', workspaceOwner: true },
];

/** The counters at their limits: the visit cap passed, the day's searches used. */
const AT_LIMITS: readonly LibraryCounters[] = [
  { visits: { count: 25, limit: 24, remaining: 0, exceeded: true }, search: null },
  {
    visits: { count: 0, limit: 24, remaining: 24, exceeded: false },
    search: { count: 8, limit: 8, remaining: 0, resetsAt: 0, blocked: true },
  },
];

/**
 * Every refusal the policy can answer for a route of `needs`, whoever calls it (the codes of the error
 * catalogue, sorted): asked of `accessDecision` and `libraryDecision` themselves for every kind of caller,
 * every charge the route can make (a list's first page searched or not, its "Favorites only" filter) and
 * the counters at their limits, so a route's declared errors (its OpenAPI responses) are the policy's
 * own and cannot drift from it.
 */
export function routeRefusals(needs: RouteNeeds): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  const refused = (decision: PolicyDecision) => {
    if (!decision.allowed) codes.add(decision.error.code);
    return !decision.allowed;
  };
  for (const viewer of CALLERS) {
    if (refused(accessDecision(needs.access, viewer, needs.library)) || needs.library === undefined) continue;
    if (needs.library === 'list' || needs.library === 'facets')
      refused(accessDecision(filtersAccess({ isFavorited: true }), viewer));
    for (const firstPage of [true, false])
      for (const searched of [true, false])
        for (const counters of AT_LIMITS)
          refused(libraryDecision(viewer, libraryCharge(needs.library, { firstPage, searched }), counters));
  }
  // A key presented to a route that takes keys may be unknown or revoked, its owner's plan lapsed, or
  // its calls of the minute spent (`apiKeyRateLimit`).
  if (needs.apiKeys === true) {
    codes.add('api_key_invalid');
    codes.add('api_key_lapsed');
    codes.add('rate_limited');
  }
  return [...codes].sort();
}
