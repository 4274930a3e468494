import { describe, expect, it } from 'vitest';
import {
  accessRuleForPath,
  checkAccess,
  permissionsOf,
  SUBSCRIPTION_EVENTS,
  VISITOR,
  viewerOf,
} from './tiers.js';

const free = viewerOf({ planType: 'free', role: 'user' });
const premium = viewerOf({ isPremium: true });
const admin = viewerOf({ planType: 'pro', role: 'admin' });
const freeAdmin = viewerOf({ planType: 'free', role: 'admin' });

describe('viewers and permissions (spec section 6)', () => {
  it('derives the tier from the session user', () => {
    expect(viewerOf(null)).toEqual(VISITOR);
    expect(viewerOf(undefined)).toEqual({ tier: 'visitor', role: 'user' });
    expect(free).toEqual({ tier: 'free', role: 'user' });
    expect(premium).toEqual({ tier: 'premium', role: 'user' });
    expect(viewerOf({ planType: 'premium' }).tier).toBe('premium');
    expect(admin).toEqual({ tier: 'premium', role: 'admin' });
  });

  it('lets each tier do what the spec says', () => {
    expect(permissionsOf(VISITOR)).toMatchObject({
      browse: true,
      search: false,
      favorite: false,
      collections: false,
      account: false,
      seesPaywall: true,
      visitLimit: 24,
    });
    expect(permissionsOf(free)).toMatchObject({
      search: true,
      favorite: true,
      collections: false,
      account: true,
      unlockLibrary: true,
      seesPaywall: true,
      visitLimit: 40,
      unlimitedSearch: false,
    });
    expect(permissionsOf(premium)).toMatchObject({
      search: true,
      collections: true,
      unlockLibrary: false,
      seesPaywall: false,
      visitLimit: null,
      unlimitedSearch: true,
      componentTags: false,
    });
    expect(permissionsOf(admin).componentTags).toBe(true);
  });

  it('names the subscription events', () => {
    expect(SUBSCRIPTION_EVENTS).toEqual([
      'subscription created',
      'subscription cancelled',
      'subscription reactivated',
    ]);
  });
});

describe('route access rules (spec section 2)', () => {
  it.each([
    ['/', 'public'],
    ['/pages', 'public'],
    ['/apps/ledgerly/flows', 'public'],
    ['/components', 'public'],
    ['/n', 'signed-in'],
    ['/n/pages/abc', 'signed-in'],
    ['/settings/team', 'signed-in'],
    ['/checkout', 'signed-in'],
    ['/onboarding/share', 'signed-in'],
    ['/unlock-library', 'non-premium'],
    ['/search?term=x', 'premium'],
    ['/favorites/screens', 'premium'],
    ['/collections/123/', 'premium'],
    ['/components/tags', 'admin'],
    ['/components/tags/primary', 'admin'],
    ['/nope', 'public'],
    ['/searching', 'public'],
  ] as const)('%s is %s', (path, rule) => {
    expect(accessRuleForPath(path)).toBe(rule);
  });

  it('decides access and says why it is refused', () => {
    expect(checkAccess('public', VISITOR)).toEqual({ allowed: true });
    expect(checkAccess('signed-in', VISITOR)).toEqual({ allowed: false, reason: 'sign-in-required' });
    expect(checkAccess('signed-in', free)).toEqual({ allowed: true });
    expect(checkAccess('premium', VISITOR)).toEqual({ allowed: false, reason: 'sign-in-required' });
    expect(checkAccess('premium', free)).toEqual({ allowed: false, reason: 'premium-required' });
    expect(checkAccess('premium', premium)).toEqual({ allowed: true });
    expect(checkAccess('non-premium', VISITOR)).toEqual({ allowed: false, reason: 'sign-in-required' });
    expect(checkAccess('non-premium', free)).toEqual({ allowed: true });
    expect(checkAccess('non-premium', premium)).toEqual({ allowed: false, reason: 'premium-not-allowed' });
    expect(checkAccess('admin', VISITOR)).toEqual({ allowed: false, reason: 'sign-in-required' });
    expect(checkAccess('admin', premium)).toEqual({ allowed: false, reason: 'admin-required' });
    expect(checkAccess('admin', freeAdmin)).toEqual({ allowed: true });
  });
});
