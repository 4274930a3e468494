import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccessRule,
  accessRuleForPath,
  checkAccess,
  permissionsOf,
  ROLES,
  SUBSCRIPTION_EVENTS,
  TIERS,
  VISITOR,
  type Viewer,
  viewerOf,
} from './tiers.js';

const free: Viewer = { tier: 'free', role: 'user' };
const premium: Viewer = { tier: 'premium', role: 'user' };
const freeAdmin: Viewer = { tier: 'free', role: 'admin' };

describe('tiers and roles', () => {
  it('lists the tiers, roles and subscription events', () => {
    expect(TIERS).toEqual(['visitor', 'free', 'premium']);
    expect(ROLES).toEqual(['user', 'admin']);
    expect(SUBSCRIPTION_EVENTS).toEqual(['created', 'cancelled', 'reactivated']);
  });
});

describe('viewerOf', () => {
  it('is the visitor without a session', () => {
    expect(viewerOf(null)).toEqual({ tier: 'visitor', role: 'user' });
    expect(viewerOf(undefined)).toBe(VISITOR);
  });

  it('reads the tier and the role of a session user', () => {
    expect(viewerOf({ isPremium: false, planType: 'free', role: 'user' })).toEqual(free);
    expect(viewerOf({ isPremium: true, planType: 'pro', role: 'user' })).toEqual(premium);
    expect(viewerOf({ planType: 'pro' })).toEqual(premium);
    expect(viewerOf({ isPremium: false, role: 'admin' })).toEqual(freeAdmin);
    expect(viewerOf({})).toEqual(free);
  });

  it('carries the search limit of the record', () => {
    expect(viewerOf({ isPremium: false, searchLimit: 8 })).toEqual({ ...free, searchLimit: 8 });
    expect(viewerOf({ isPremium: false, searchLimit: null })).toEqual(free);
  });
});

describe('permissionsOf (spec section 6)', () => {
  it('lets a visitor browse 24 views and nothing else', () => {
    expect(permissionsOf(VISITOR)).toEqual({
      browse: true,
      search: false,
      searchPage: false,
      searchByImage: false,
      favorite: false,
      collections: false,
      readCollections: false,
      account: false,
      unlockLibrary: false,
      componentTags: false,
      seesPaywall: true,
      visitLimit: 24,
      searchLimit: 0,
    });
  });

  it('gives a free user the account pages, unlock-library, 40 views, the search page, a daily search quota and the shared collections to read, not favorites', () => {
    expect(permissionsOf(free)).toEqual({
      browse: true,
      search: true,
      searchPage: true,
      searchByImage: false,
      favorite: false,
      collections: false,
      readCollections: true,
      account: true,
      unlockLibrary: true,
      componentTags: false,
      seesPaywall: true,
      visitLimit: 40,
      searchLimit: 10,
    });
    expect(permissionsOf({ ...free, searchLimit: 8 }).searchLimit).toBe(8);
    expect(permissionsOf({ ...free, searchLimit: -1 }).searchLimit).toBe(10);
  });

  it('gives Pro search, favorites, collections, no caps and no paywall, but not unlock-library', () => {
    expect(permissionsOf(premium)).toEqual({
      browse: true,
      search: true,
      searchPage: true,
      searchByImage: true,
      favorite: true,
      collections: true,
      readCollections: true,
      account: true,
      unlockLibrary: false,
      componentTags: false,
      seesPaywall: false,
      visitLimit: null,
      searchLimit: null,
    });
  });

  it('opens the component tag pages to signed-in admins only', () => {
    expect(permissionsOf(freeAdmin).componentTags).toBe(true);
    expect(permissionsOf({ tier: 'premium', role: 'admin' }).componentTags).toBe(true);
    expect(permissionsOf({ tier: 'visitor', role: 'admin' }).componentTags).toBe(false);
  });
});

describe('accessRuleForPath (spec section 2)', () => {
  const cases: Array<[string, AccessRule]> = [
    ['/', 'public'],
    ['/pages', 'public'],
    ['/pages/123e4567-e89b-12d3-a456-426614174000', 'public'],
    ['/apps/notion/flows', 'public'],
    ['/components', 'public'],
    ['/components/buttons', 'public'],
    ['/auth', 'public'],
    ['/pricing', 'public'],
    ['/blog/hello', 'public'],
    ['/search-tips', 'public'],
    ['/nope', 'public'],
    ['/n', 'signed-in'],
    ['/n/apps', 'signed-in'],
    ['/n/apps/notion/visit', 'signed-in'],
    ['/n/pages/123e4567-e89b-12d3-a456-426614174000/similar', 'signed-in'],
    ['/settings', 'signed-in'],
    ['/settings/team', 'signed-in'],
    ['/settings/subscription', 'signed-in'],
    ['/checkout', 'signed-in'],
    ['/onboarding', 'signed-in'],
    ['/onboarding/share', 'signed-in'],
    ['/onboarding/upgrade', 'signed-in'],
    ['/unlock-library', 'non-premium'],
    ['/search', 'signed-in'],
    ['/favorites', 'premium'],
    ['/favorites/screens', 'premium'],
    ['/collections', 'signed-in'],
    ['/collections/123e4567-e89b-12d3-a456-426614174000', 'signed-in'],
    ['/components/tags', 'admin'],
    ['/components/tags/cards', 'admin'],
  ];

  it.each(cases)('%s is %s', (path, rule) => {
    expect(accessRuleForPath(path)).toBe(rule);
  });

  it('cannot be bypassed by case, slashes, encoding, dot segments, query or fragment', () => {
    expect(accessRuleForPath('/Favorites')).toBe('premium');
    expect(accessRuleForPath('/favorites/')).toBe('premium');
    expect(accessRuleForPath('//favorites')).toBe('premium');
    expect(accessRuleForPath('/%66avorites')).toBe('premium');
    expect(accessRuleForPath('/%73earch')).toBe('signed-in');
    expect(accessRuleForPath('/pages/../favorites')).toBe('premium');
    expect(accessRuleForPath('/pages/../collections')).toBe('signed-in');
    expect(accessRuleForPath('/Components//Tags/')).toBe('admin');
    expect(accessRuleForPath('/search?term=x')).toBe('signed-in');
    expect(accessRuleForPath('/n#top')).toBe('signed-in');
    expect(accessRuleForPath('https://pageshelf.test/settings/plans')).toBe('signed-in');
  });
});

describe('checkAccess', () => {
  it('allows everyone on public routes', () => {
    for (const viewer of [VISITOR, free, premium, freeAdmin]) {
      expect(checkAccess('public', viewer)).toEqual({ allowed: true });
    }
  });

  it('asks visitors to sign in on every other rule', () => {
    for (const rule of ['signed-in', 'premium', 'non-premium', 'admin'] as const) {
      expect(checkAccess(rule, VISITOR)).toEqual({ allowed: false, reason: 'sign-in-required' });
    }
  });

  it('lets any signed-in user into signed-in routes', () => {
    expect(checkAccess('signed-in', free)).toEqual({ allowed: true });
    expect(checkAccess('signed-in', premium)).toEqual({ allowed: true });
  });

  it('shows free users the paywall on premium routes', () => {
    expect(checkAccess('premium', free)).toEqual({ allowed: false, reason: 'premium-required' });
    expect(checkAccess('premium', premium)).toEqual({ allowed: true });
  });

  it('keeps Pro users out of unlock-library', () => {
    expect(checkAccess('non-premium', free)).toEqual({ allowed: true });
    expect(checkAccess('non-premium', premium)).toEqual({ allowed: false, reason: 'premium-not-allowed' });
  });

  it('requires the admin role on admin routes', () => {
    expect(checkAccess('admin', free)).toEqual({ allowed: false, reason: 'admin-required' });
    expect(checkAccess('admin', premium)).toEqual({ allowed: false, reason: 'admin-required' });
    expect(checkAccess('admin', freeAdmin)).toEqual({ allowed: true });
  });

  it('agrees with permissionsOf for the account, Pro, unlock and admin areas', () => {
    const viewers = fc.record({
      tier: fc.constantFrom(...TIERS),
      role: fc.constantFrom(...ROLES),
    });
    fc.assert(
      fc.property(viewers, (viewer) => {
        const may = permissionsOf(viewer);
        expect(checkAccess(accessRuleForPath('/settings'), viewer).allowed).toBe(may.account);
        expect(checkAccess(accessRuleForPath('/collections'), viewer).allowed).toBe(may.readCollections);
        expect(checkAccess(accessRuleForPath('/search'), viewer).allowed).toBe(may.searchPage);
        expect(checkAccess(accessRuleForPath('/unlock-library'), viewer).allowed).toBe(may.unlockLibrary);
        expect(checkAccess(accessRuleForPath('/components/tags'), viewer).allowed).toBe(may.componentTags);
      }),
    );
  });
});
