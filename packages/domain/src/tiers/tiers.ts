/**
 * Tiers, roles, permissions and route access (product spec, sections 1, 2 and 6).
 *
 * A `Viewer` is who is looking: a tier (visitor, free, premium) and a role (user, admin). The route access
 * rules live here in one table, so the SPA (auth prompt or paywall) and the servers (401 or 403) decide
 * the same way.
 *
 * @packageDocumentation
 */

import { pathSegments } from '../internal/paths.js';
import { normalizeSearchLimit } from '../search-quota/search-quota.js';
import { isAdminUser, isPremiumUser, type SessionUserLike } from '../session-user/session-user.js';
import { VISITOR, type Viewer } from '../viewer/viewer.js';
import { FREE_VISIT_LIMIT, VISITOR_VISIT_LIMIT } from '../visit-cap/visit-cap.js';

// Who is looking is defined in `viewer` (which the visit cap reads too) and offered here as well.
export {
  ROLES,
  type Role,
  TIERS,
  type Tier,
  VERIFIED_CRAWLER,
  VISITOR,
  type Viewer,
} from '../viewer/viewer.js';

/** The subscription events of analytics and billing. */
export const SUBSCRIPTION_EVENTS = ['created', 'cancelled', 'reactivated'] as const;

/** A subscription event. */
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/**
 * The viewer for a session user; `null` or `undefined` (no session) is `VISITOR`. The tier follows
 * `isPremiumUser`, the role `isAdminUser`, and the record's `searchLimit` is carried along.
 */
export function viewerOf(user: SessionUserLike | null | undefined): Viewer {
  if (user === null || user === undefined) return VISITOR;
  const viewer: Viewer = {
    tier: isPremiumUser(user) ? 'premium' : 'free',
    role: isAdminUser(user) ? 'admin' : 'user',
  };
  const owner = user.teamRole === 'owner' ? { ...viewer, workspaceOwner: true } : viewer;
  return typeof user.searchLimit === 'number' ? { ...owner, searchLimit: user.searchLimit } : owner;
}

/** What a viewer may do (spec, section 6). */
export interface Permissions {
  /** Browse public pages (within the visit cap). Everyone. */
  readonly browse: boolean;
  /** Run searches at all (free users within their daily quota). Signed-in users. */
  readonly search: boolean;
  /** Open `/search`, the search page. Signed-in users (free members search there within their quota). */
  readonly searchPage: boolean;
  /** Search the library by a picture of one's own (`POST /search/image`). Pro; spends no quota. */
  readonly searchByImage: boolean;
  /** Mark and unmark favorites (all four kinds) and use "Favorites only". Pro (spec section 6). */
  readonly favorite: boolean;
  /** Create collections, save screens to them, change and share them. Pro. */
  readonly collections: boolean;
  /**
   * Open `/collections`: one's own collections and those shared with one's workspace (see
   * `collections`' `COLLECTION_ACCESS`). Signed-in users, free or Pro.
   */
  readonly readCollections: boolean;
  /** Open the signed-in area: `/n`, settings, checkout, onboarding. Signed-in users. */
  readonly account: boolean;
  /** Open `/unlock-library`. Signed-in users who are not Pro. */
  readonly unlockLibrary: boolean;
  /** Open the component tag pages. Administrators. */
  readonly componentTags: boolean;
  /** Whether paywalls are shown to this viewer. Everyone but Pro. */
  readonly seesPaywall: boolean;
  /** Recorded views allowed before the visit cap (`null`: no cap). 24 visitors, 40 free, none for Pro. */
  readonly visitLimit: number | null;
  /** Daily searches allowed (`null`: unlimited). 0 visitors, the record's limit (default 10) free. */
  readonly searchLimit: number | null;
}

/** What a viewer may do (spec, section 6). */
export function permissionsOf(viewer: Viewer): Permissions {
  const signedIn = viewer.tier !== 'visitor';
  const premium = viewer.tier === 'premium';
  return {
    browse: true,
    search: signedIn,
    searchPage: signedIn,
    searchByImage: premium,
    favorite: premium,
    collections: premium,
    readCollections: signedIn,
    account: signedIn,
    unlockLibrary: signedIn && !premium,
    componentTags: signedIn && viewer.role === 'admin',
    seesPaywall: !premium,
    visitLimit: premium ? null : signedIn ? FREE_VISIT_LIMIT : VISITOR_VISIT_LIMIT,
    searchLimit: premium ? null : signedIn ? normalizeSearchLimit(viewer.searchLimit) : 0,
  };
}

/**
 * The access rule of a route: `public`; `signed-in`; `premium` (signed in and Pro); `non-premium`
 * (signed in and not Pro); `admin` (signed in as an administrator).
 */
export type AccessRule = 'public' | 'signed-in' | 'premium' | 'non-premium' | 'admin' | 'capture';

/** Why an access check failed. */
export type AccessDenialReason =
  | 'sign-in-required'
  | 'premium-required'
  | 'premium-not-allowed'
  | 'admin-required'
  | 'capture-not-allowed';

/** The result of `checkAccess`. */
export type AccessDecision =
  | {
      /** Access granted. */
      readonly allowed: true;
    }
  | {
      /** Access refused. */
      readonly allowed: false;
      /** Why: shows the auth prompt (`sign-in-required`, HTTP 401) or a paywall or 403 otherwise. */
      readonly reason: AccessDenialReason;
    };

/** Route prefixes with their rule; a prefix matches itself and everything below it. Most specific first. */
const ACCESS_TABLE: ReadonlyArray<readonly [readonly string[], AccessRule]> = [
  [['components', 'tags'], 'admin'],
  [['n'], 'signed-in'],
  [['settings'], 'signed-in'],
  [['checkout'], 'signed-in'],
  [['onboarding'], 'signed-in'],
  [['unlock-library'], 'non-premium'],
  [['search'], 'signed-in'],
  [['favorites'], 'premium'],
  [['collections'], 'signed-in'],
];

/**
 * The access rule of a page path (spec, section 2): `/components/tags` and below are `admin`; `/n`,
 * `/settings`, `/checkout`, `/onboarding` and below are `signed-in`; `/unlock-library` is `non-premium`;
 * `/favorites` and below are `premium`; `/search` is `signed-in` (free members search there within their
 * daily quota); `/collections` and below are `signed-in` (a free member reads the collections shared
 * with their workspace; creating and changing them stays Pro); everything else is `public`.
 * The path is compared normalised: query and fragment dropped, percent-decoded, case-insensitive, with
 * duplicate and trailing slashes and dot segments resolved, so `/Favorites/` and `/n/../favorites` are premium.
 */
export function accessRuleForPath(pathname: string): AccessRule {
  const segments = pathSegments(pathname);
  for (const [prefix, rule] of ACCESS_TABLE) {
    if (prefix.every((segment, index) => segments[index] === segment)) return rule;
  }
  return 'public';
}

/**
 * Whether a viewer may capture web products into the library (issue 31): an administrator, or the owner
 * of a workspace who has Pro (a Team plan's owner has it through their seat). Members of a workspace,
 * free owners and visitors may not: a capture adds to the library every member sees.
 */
export function mayCapture(viewer: Viewer): boolean {
  if (viewer.tier === 'visitor') return false;
  return viewer.role === 'admin' || (viewer.tier === 'premium' && viewer.workspaceOwner === true);
}

/**
 * Whether a viewer passes an access rule. Sign-in is checked first, so a visitor is always told to sign
 * in; then the tier (`premium-required`, `premium-not-allowed`) or the role (`admin-required`).
 */
export function checkAccess(rule: AccessRule, viewer: Viewer): AccessDecision {
  if (rule !== 'public' && viewer.tier === 'visitor') return { allowed: false, reason: 'sign-in-required' };
  switch (rule) {
    case 'public':
    case 'signed-in':
      return { allowed: true };
    case 'premium':
      return viewer.tier === 'premium' ? { allowed: true } : { allowed: false, reason: 'premium-required' };
    case 'non-premium':
      return viewer.tier === 'premium'
        ? { allowed: false, reason: 'premium-not-allowed' }
        : { allowed: true };
    case 'admin':
      return viewer.role === 'admin' ? { allowed: true } : { allowed: false, reason: 'admin-required' };
    case 'capture':
      return mayCapture(viewer) ? { allowed: true } : { allowed: false, reason: 'capture-not-allowed' };
  }
}
