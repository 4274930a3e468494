/**
 * The one policy of who may see and do what (product spec, sections 1, 4, 5 and 6), for servers that
 * enforce it and for the SPA that explains it. Each API route declares its `RouteNeeds`; one hook asks
 * `accessDecision`, reads the counters a request needs (`libraryCharge`) and asks `libraryDecision`,
 * before the handler runs. Nothing else in the apps decides a tier rule.
 *
 * - Access: `public`, `signed-in`, `premium` (Pro), `non-premium`, `admin` (see `checkAccess` in tiers).
 * - Library content (lists, details, media, search) is under the visit cap: past it a visitor is told to
 *   sign in and a free member gets the paywall; Pro members and verified crawlers are never capped.
 * - A view is counted where content is served: opening a detail (screen, flow, component, app) or the
 *   first page of a list. A list's later pages are the same view.
 * - A search is spent by `/search` and by the first page of any list with a non-blank filter key
 *   (spec section 4: "a page counts as searched only when at least one filter key has a non-blank value").
 *   Visitors may not search; free members have their daily limit; Pro is unlimited.
 * - Restricted screens are locked (blurred, no text, no full image) for everyone but Pro members.
 *
 * @packageDocumentation
 */

import { type DescribedError, describeError } from '../errors/errors.js';
import { type FilterInput, fromBackendQuery } from '../filters/filters.js';
import type { SearchQuotaState } from '../search-quota/search-quota.js';
import { type AccessRule, checkAccess, type Viewer } from '../tiers/tiers.js';
import type { VisitCapState } from '../visit-cap/visit-cap.js';

/** What kind of library content a route serves. */
export type LibraryServes = 'list' | 'detail' | 'media' | 'search';

/**
 * What a route needs, declared on the route: who may call it, and whether it serves library content
 * (then the visit cap applies, and lists and searches may spend a search).
 */
export interface RouteNeeds {
  /** Who may call it. */
  readonly access: AccessRule;
  /** The library content it serves, if any. */
  readonly library?: LibraryServes;
}

/** What one library request counts against the viewer. */
export interface LibraryCharge {
  /** Whether it is a view (counted against the visit cap). */
  readonly view: boolean;
  /** Whether it is a search (spent from the search quota). */
  readonly search: boolean;
}

/**
 * What a library request counts: a detail is a view; a list's first page is a view, and a search too
 * when any filter key is non-blank (`searched`); `/search` is a search; media and later pages count
 * nothing (they are still refused past the visit cap).
 */
export function libraryCharge(
  serves: LibraryServes,
  request: { readonly firstPage: boolean; readonly searched: boolean },
): LibraryCharge {
  switch (serves) {
    case 'detail':
      return { view: true, search: false };
    case 'list':
      return { view: request.firstPage, search: request.firstPage && request.searched };
    case 'search':
      return { view: false, search: true };
    case 'media':
      return { view: false, search: false };
  }
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
  }
}

/**
 * The access a list's filters need, beyond the route's own: "Favorites only" (`is_favorited=1`) is a Pro
 * feature like the favorites themselves; every other filter is open.
 */
export function filtersAccess(query: FilterInput): AccessRule {
  return fromBackendQuery(query).filters.isFavorited ? 'premium' : 'public';
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
 * Whether a restricted item is locked for a viewer: shown only as a blurred preview, without its full
 * image, original or text, and skipped by previous/next in previews. Only Pro members see it whole.
 */
export function isLockedFor(item: { readonly isRestricted: boolean }, viewer: Viewer): boolean {
  return item.isRestricted && viewer.tier !== 'premium';
}
