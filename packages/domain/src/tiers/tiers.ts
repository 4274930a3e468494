import { FREE_VISIT_LIMIT, VISITOR_VISIT_LIMIT } from '../visit-cap/visit-cap.js';

/** Visitor (not signed in), signed-in free user, or premium (Pro) member. */
export type Tier = 'visitor' | 'free' | 'premium';
export type Role = 'user' | 'admin';

/** Who is looking: the only input the permission rules need. */
export interface Viewer {
  tier: Tier;
  role: Role;
}

/** The fields of a session user that decide the tier and role. */
export interface TierSource {
  isPremium?: boolean | null;
  planType?: string | null;
  role?: string | null;
}

export const VISITOR: Viewer = { tier: 'visitor', role: 'user' };

/** The viewer of a session user (null = visitor). Premium when isPremium is true or the plan is 'pro'. */
export function viewerOf(user: TierSource | null | undefined): Viewer {
  if (!user) return VISITOR;
  const premium = user.isPremium === true || user.planType === 'pro' || user.planType === 'premium';
  return { tier: premium ? 'premium' : 'free', role: user.role === 'admin' ? 'admin' : 'user' };
}

/** What a viewer may do (spec section 6). */
export interface Permissions {
  browse: boolean;
  search: boolean;
  favorite: boolean;
  collections: boolean;
  /** /settings, /checkout, /onboarding */
  account: boolean;
  unlockLibrary: boolean;
  componentTags: boolean;
  seesPaywall: boolean;
  /** null = unlimited */
  visitLimit: number | null;
  unlimitedSearch: boolean;
}

export function permissionsOf(viewer: Viewer): Permissions {
  const signedIn = viewer.tier !== 'visitor';
  const premium = viewer.tier === 'premium';
  return {
    browse: true,
    search: signedIn,
    favorite: signedIn,
    collections: premium,
    account: signedIn,
    unlockLibrary: signedIn && !premium,
    componentTags: viewer.role === 'admin' && signedIn,
    seesPaywall: !premium,
    visitLimit: premium ? null : signedIn ? FREE_VISIT_LIMIT : VISITOR_VISIT_LIMIT,
    unlimitedSearch: premium,
  };
}

/** The access rule of a route (spec section 2). */
export type AccessRule = 'public' | 'signed-in' | 'premium' | 'non-premium' | 'admin';

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The rule that guards a pathname; one table for the SPA's guards and the server's checks. */
export function accessRuleForPath(pathname: string): AccessRule {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  if (under(path, '/components/tags')) return 'admin';
  if (under(path, '/unlock-library')) return 'non-premium';
  if (under(path, '/search') || under(path, '/favorites') || under(path, '/collections')) return 'premium';
  if (
    under(path, '/n') ||
    under(path, '/settings') ||
    under(path, '/checkout') ||
    under(path, '/onboarding')
  ) {
    return 'signed-in';
  }
  return 'public';
}

export type AccessDenial = 'sign-in-required' | 'premium-required' | 'premium-not-allowed' | 'admin-required';
export type AccessDecision = { allowed: true } | { allowed: false; reason: AccessDenial };

/** Whether a viewer passes a rule, and if not why: the SPA shows the auth prompt or the paywall. */
export function checkAccess(rule: AccessRule, viewer: Viewer): AccessDecision {
  const signedIn = viewer.tier !== 'visitor';
  switch (rule) {
    case 'public':
      return { allowed: true };
    case 'signed-in':
      return signedIn ? { allowed: true } : { allowed: false, reason: 'sign-in-required' };
    case 'premium':
      if (!signedIn) return { allowed: false, reason: 'sign-in-required' };
      return viewer.tier === 'premium' ? { allowed: true } : { allowed: false, reason: 'premium-required' };
    case 'non-premium':
      if (!signedIn) return { allowed: false, reason: 'sign-in-required' };
      return viewer.tier === 'premium'
        ? { allowed: false, reason: 'premium-not-allowed' }
        : { allowed: true };
    case 'admin':
      if (!signedIn) return { allowed: false, reason: 'sign-in-required' };
      return viewer.role === 'admin' ? { allowed: true } : { allowed: false, reason: 'admin-required' };
  }
}

/** Subscription lifecycle events (spec section 4). */
export const SUBSCRIPTION_EVENTS = [
  'subscription created',
  'subscription cancelled',
  'subscription reactivated',
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];
