import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, fromBackendQuery } from '../filters/filters.js';
import { searchQuotaState } from '../search-quota/search-quota.js';
import type { Viewer } from '../tiers/tiers.js';
import { VISITOR_VISIT_LIMIT, visitCapState } from '../visit-cap/visit-cap.js';
import {
  accessDecision,
  CAPPED_PAGE_SIZE,
  credentialDecision,
  filtersAccess,
  isLockedFor,
  isUncapped,
  type LibraryServes,
  libraryCharge,
  libraryDecision,
  pageSizeFor,
  routeRefusals,
  seesRestricted,
  servesWhole,
  spendsSearches,
} from './policy.js';

const visitor: Viewer = { tier: 'visitor', role: 'user' };
const crawler: Viewer = { tier: 'visitor', role: 'user', crawler: true };
const free: Viewer = { tier: 'free', role: 'user', searchLimit: 8 };
const pro: Viewer = { tier: 'premium', role: 'user' };
const admin: Viewer = { tier: 'free', role: 'admin' };

const NOW = 1_800_000_000_000;
const within = visitCapState(3, { limit: 24 });
const over = visitCapState(25, { limit: 24 });
const quota = (count: number, limit: number | null = 8) =>
  searchQuotaState({ count, timestamp: NOW - 1_000 }, { now: NOW, limit });

describe('accessDecision', () => {
  it('lets everyone through public routes', () => {
    for (const viewer of [visitor, free, pro, admin]) {
      expect(accessDecision('public', viewer)).toEqual({ allowed: true });
    }
  });

  it('asks a visitor to sign up for Pro features and to sign in for the rest', () => {
    expect(accessDecision('premium', visitor)).toMatchObject({
      allowed: false,
      error: { code: 'sign_up_required', status: 401, message: 'Sign up to continue' },
    });
    expect(accessDecision('signed-in', visitor)).toMatchObject({
      allowed: false,
      error: { code: 'unauthorized', status: 401, message: 'Sign in to continue' },
    });
    expect(accessDecision('admin', visitor)).toMatchObject({ allowed: false, error: { status: 401 } });
  });

  it('asks a visitor to sign in to search on a Pro route that searches (search by picture)', () => {
    expect(accessDecision('premium', visitor, 'search')).toMatchObject({
      allowed: false,
      error: { code: 'search_requires_sign_in', status: 401, message: 'Sign in to continue searching' },
    });
    expect(accessDecision('premium', free, 'search')).toMatchObject({
      allowed: false,
      error: { code: 'premium_required', status: 403, message: 'Upgrade to Pro to continue' },
    });
    expect(accessDecision('premium', pro, 'search')).toEqual({ allowed: true });
  });

  it('shows a free member the paywall for Pro features', () => {
    expect(accessDecision('premium', free)).toMatchObject({
      allowed: false,
      error: { code: 'premium_required', status: 403, message: 'Upgrade to Pro to continue' },
    });
    expect(accessDecision('premium', pro)).toEqual({ allowed: true });
  });

  it('keeps Pro members off the non-premium pages and members off admin', () => {
    expect(accessDecision('non-premium', pro)).toMatchObject({
      allowed: false,
      error: { code: 'forbidden' },
    });
    expect(accessDecision('non-premium', free)).toEqual({ allowed: true });
    expect(accessDecision('admin', free)).toMatchObject({
      allowed: false,
      error: { code: 'admin_required' },
    });
    expect(accessDecision('admin', admin)).toEqual({ allowed: true });
  });
});

describe('libraryCharge', () => {
  it('counts a view for a detail and for every page of a list, the first and each next one', () => {
    expect(libraryCharge('detail', { firstPage: true, searched: false })).toEqual({
      view: true,
      search: false,
    });
    expect(libraryCharge('list', { firstPage: true, searched: false })).toEqual({
      view: true,
      search: false,
    });
    expect(libraryCharge('list', { firstPage: false, searched: false })).toEqual({
      view: true,
      search: false,
    });
  });

  it('spends a search on the first page of a filtered list, never on its later pages', () => {
    expect(libraryCharge('list', { firstPage: true, searched: true })).toEqual({ view: true, search: true });
    expect(libraryCharge('list', { firstPage: false, searched: true })).toEqual({
      view: true,
      search: false,
    });
    expect(libraryCharge('search', { firstPage: true, searched: true })).toEqual({
      view: false,
      search: true,
    });
  });

  it('makes filtered category counts a search like the list they count, and plain ones nothing', () => {
    expect(libraryCharge('facets', { firstPage: true, searched: true })).toEqual({
      view: false,
      search: true,
    });
    expect(libraryCharge('facets', { firstPage: true, searched: false })).toEqual({
      view: false,
      search: false,
    });
  });

  it('counts nothing for media', () => {
    expect(libraryCharge('media', { firstPage: true, searched: true })).toEqual({
      view: false,
      search: false,
    });
  });
});

describe('pageSizeFor', () => {
  it('holds a capped viewer to 24 items a page, so 24 views of a visitor serve at most 576', () => {
    expect(CAPPED_PAGE_SIZE).toBe(24);
    expect(pageSizeFor(visitor, 100)).toBe(24);
    expect(pageSizeFor(free, 60)).toBe(24);
    expect(pageSizeFor(visitor, 12)).toBe(12);
    expect(VISITOR_VISIT_LIMIT * pageSizeFor(visitor, 100)).toBe(576);
  });

  it('gives Pro members and verified crawlers the page they ask for', () => {
    expect(pageSizeFor(pro, 100)).toBe(100);
    expect(pageSizeFor(crawler, 60)).toBe(60);
  });
});

describe('servesWhole', () => {
  it('serves capped viewers whole items only where the call counted their view', () => {
    for (const viewer of [visitor, free, admin]) {
      expect(servesWhole(viewer, 'counted')).toBe(true);
      expect(servesWhole(viewer, 'alongside')).toBe(false);
    }
  });

  it('serves Pro members and verified crawlers whole items everywhere', () => {
    expect(servesWhole(pro, 'alongside')).toBe(true);
    expect(servesWhole(crawler, 'alongside')).toBe(true);
  });
});

describe('libraryDecision', () => {
  const view = { view: true, search: false };
  const search = { view: true, search: true };

  it('serves within the visit cap', () => {
    expect(libraryDecision(visitor, view, { visits: within, search: null })).toEqual({ allowed: true });
    expect(libraryDecision(free, view, { visits: within, search: quota(0) })).toEqual({ allowed: true });
  });

  it('past the cap sends a visitor to sign in and shows a free member the paywall', () => {
    expect(libraryDecision(visitor, view, { visits: over, search: null })).toMatchObject({
      allowed: false,
      error: { code: 'sign_in_to_browse', status: 401, message: 'Sign in to continue browsing' },
    });
    expect(libraryDecision(free, view, { visits: over, search: quota(0) })).toMatchObject({
      allowed: false,
      error: { code: 'visit_limit_reached', status: 403, message: 'Upgrade to Pro to keep browsing' },
    });
  });

  it('never caps Pro members and verified crawlers', () => {
    expect(isUncapped(pro)).toBe(true);
    expect(isUncapped(crawler)).toBe(true);
    expect(isUncapped(visitor)).toBe(false);
    expect(libraryDecision(pro, view, { visits: over, search: null })).toEqual({ allowed: true });
    expect(libraryDecision(crawler, view, { visits: over, search: null })).toEqual({ allowed: true });
  });

  it('refuses searches to visitors, even crawlers', () => {
    expect(libraryDecision(visitor, search, { visits: within, search: null })).toMatchObject({
      allowed: false,
      error: { code: 'search_requires_sign_in', status: 401, message: 'Sign in to continue searching' },
    });
    expect(libraryDecision(crawler, search, { visits: within, search: null })).toMatchObject({
      allowed: false,
    });
  });

  it('refuses a free member the search past the limit, with the spec text', () => {
    expect(libraryDecision(free, search, { visits: within, search: quota(7) })).toEqual({ allowed: true });
    expect(libraryDecision(free, search, { visits: within, search: quota(8) })).toMatchObject({
      allowed: false,
      error: {
        code: 'search_limit_reached',
        status: 429,
        message: "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
      },
    });
    expect(libraryDecision(free, search, { visits: within, search: null })).toEqual({ allowed: true });
  });

  it('lets Pro members search without end', () => {
    expect(libraryDecision(pro, search, { visits: within, search: quota(1_000, null) })).toEqual({
      allowed: true,
    });
  });

  it('allows a request only when neither rule refuses it', () => {
    const serves = fc.constantFrom<LibraryServes>('list', 'detail', 'media', 'search');
    const viewers = fc.constantFrom(visitor, crawler, free, pro);
    fc.assert(
      fc.property(
        viewers,
        serves,
        fc.boolean(),
        fc.boolean(),
        fc.nat(60),
        fc.nat(12),
        (v, s, first, searched, visits, used) => {
          const charge = libraryCharge(s, { firstPage: first, searched });
          const counters = { visits: visitCapState(visits, { limit: 24 }), search: quota(used) };
          const decision = libraryDecision(v, charge, counters);
          const capped = !isUncapped(v) && visits > 24;
          const searchRefused = charge.search && v.tier !== 'premium' && (v.tier === 'visitor' || used >= 8);
          return decision.allowed === (!capped && !searchRefused);
        },
      ),
    );
  });
});

describe('isLockedFor', () => {
  it('locks restricted items for everyone but Pro members', () => {
    expect(isLockedFor({ isRestricted: true }, visitor)).toBe(true);
    expect(isLockedFor({ isRestricted: true }, free)).toBe(true);
    expect(isLockedFor({ isRestricted: true }, crawler)).toBe(true);
    expect(isLockedFor({ isRestricted: true }, pro)).toBe(false);
    expect(isLockedFor({ isRestricted: false }, visitor)).toBe(false);
  });
});

describe('filtersAccess', () => {
  it('makes "Favorites only" a Pro filter and leaves the others open', () => {
    expect(filtersAccess(fromBackendQuery({ is_favorited: '1' }).filters)).toBe('premium');
    expect(filtersAccess(fromBackendQuery({ is_favorited: '0', term: 'x' }).filters)).toBe('public');
    expect(filtersAccess(EMPTY_FILTERS)).toBe('public');
    expect(accessDecision(filtersAccess({ isFavorited: true }), visitor)).toMatchObject({
      allowed: false,
      error: { message: 'Sign up to continue' },
    });
  });
});

describe('seesRestricted and spendsSearches', () => {
  it("lets Pro members alone see restricted items whole, and spends only free members' searches", () => {
    expect([visitor, crawler, free, pro].map(seesRestricted)).toEqual([false, false, false, true]);
    expect([visitor, crawler, free, pro].map(spendsSearches)).toEqual([false, false, true, false]);
    // The lock follows the same rule.
    for (const viewer of [visitor, crawler, free, pro])
      expect(isLockedFor({ isRestricted: true }, viewer)).toBe(!seesRestricted(viewer));
  });
});

describe('credentialDecision', () => {
  it('lets a session reach every route and an API key only the routes that take keys', () => {
    const library = { access: 'public', library: 'list', apiKeys: true } as const;
    const account = { access: 'signed-in' } as const;
    expect(credentialDecision(library, 'session').allowed).toBe(true);
    expect(credentialDecision(account, 'session').allowed).toBe(true);
    expect(credentialDecision(account, null).allowed).toBe(true);
    expect(credentialDecision(library, 'api-key').allowed).toBe(true);
    const refused = credentialDecision(account, 'api-key');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.error.code).toBe('api_key_not_allowed');
      expect(refused.error.status).toBe(403);
      expect(refused.error.message).toBe(
        'API keys reach the library and collections only: sign in on the site to do this',
      );
    }
    expect(credentialDecision({ ...account, apiKeys: false }, 'api-key').allowed).toBe(false);
  });

  it('declares the refusals of a key on the routes that take keys', () => {
    expect(routeRefusals({ access: 'premium', apiKeys: true })).toEqual([
      'api_key_invalid',
      'api_key_lapsed',
      'premium_required',
      'rate_limited',
      'sign_up_required',
    ]);
  });
});

describe('routeRefusals', () => {
  it("lists every refusal the policy answers for a route's needs, asked of its own decisions", () => {
    expect(routeRefusals({ access: 'public' })).toEqual([]);
    expect(routeRefusals({ access: 'signed-in' })).toEqual(['unauthorized']);
    expect(routeRefusals({ access: 'premium' })).toEqual(['premium_required', 'sign_up_required']);
    expect(routeRefusals({ access: 'non-premium' })).toEqual(['forbidden', 'unauthorized']);
    expect(routeRefusals({ access: 'admin' })).toEqual(['admin_required', 'unauthorized']);
    expect(routeRefusals({ access: 'public', library: 'detail' })).toEqual([
      'sign_in_to_browse',
      'visit_limit_reached',
    ]);
    expect(routeRefusals({ access: 'public', library: 'search' })).toEqual([
      'search_limit_reached',
      'search_requires_sign_in',
      'sign_in_to_browse',
      'visit_limit_reached',
    ]);
    // A list's first page with a filter is a search; "Favorites only" is Pro.
    expect(routeRefusals({ access: 'public', library: 'list' })).toEqual([
      'premium_required',
      'search_limit_reached',
      'search_requires_sign_in',
      'sign_in_to_browse',
      'sign_up_required',
      'visit_limit_reached',
    ]);
    // Pro's search by picture: a visitor is asked to sign in to search, a free member gets the paywall.
    expect(routeRefusals({ access: 'premium', library: 'search' })).toEqual([
      'premium_required',
      'search_requires_sign_in',
    ]);
  });
});
