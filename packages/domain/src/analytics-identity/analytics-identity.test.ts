import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campaignFromSearch,
  identityTraits,
  isValidDistinctId,
  RESERVED_DISTINCT_IDS,
  shouldMirrorActivityToAnalytics,
  userAnalyticsProperties,
} from './analytics-identity.js';

describe('isValidDistinctId', () => {
  it('accepts real ids', () => {
    expect(isValidDistinctId('42')).toBe(true);
    expect(isValidDistinctId(42)).toBe(true);
    expect(isValidDistinctId('user_8f3a')).toBe(true);
    expect(isValidDistinctId('ada@example.com')).toBe(true);
  });

  it('rejects empty and blank ids and values that are not ids', () => {
    for (const id of ['', '   ', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, [], true]) {
      expect(isValidDistinctId(id)).toBe(false);
    }
  });

  it('rejects every reserved placeholder word, trimmed and in any case', () => {
    const words = [
      'undefined',
      'null',
      'anonymous',
      'guest',
      'distinct_id',
      'distinctid',
      '0',
      '[object Object]',
      'nan',
      'true',
      'false',
      'none',
      'id',
      'email',
      'not_authenticated',
    ];
    expect(RESERVED_DISTINCT_IDS).toEqual(words.map((word) => word.toLowerCase()));
    for (const word of words) {
      expect(isValidDistinctId(word)).toBe(false);
      expect(isValidDistinctId(` ${word.toUpperCase()} `)).toBe(false);
    }
    expect(isValidDistinctId(0)).toBe(false);
    expect(isValidDistinctId(String({}))).toBe(false);
  });

  it('accepts any other non-blank text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        const normalized = id.trim().toLowerCase();
        fc.pre(normalized !== '' && !RESERVED_DISTINCT_IDS.includes(normalized));
        expect(isValidDistinctId(id)).toBe(true);
      }),
    );
  });
});

describe('shouldMirrorActivityToAnalytics', () => {
  it("skips activities whose name contains 'go to'", () => {
    expect(shouldMirrorActivityToAnalytics('go to pricing')).toBe(false);
    expect(shouldMirrorActivityToAnalytics('Clicked Go To settings')).toBe(false);
    expect(shouldMirrorActivityToAnalytics('GO  TO app')).toBe(false);
  });

  it('mirrors the others, but not blank names', () => {
    expect(shouldMirrorActivityToAnalytics('copied image')).toBe(true);
    expect(shouldMirrorActivityToAnalytics('gotowebinar opened')).toBe(true);
    expect(shouldMirrorActivityToAnalytics('  ')).toBe(false);
    expect(shouldMirrorActivityToAnalytics(undefined as unknown as string)).toBe(false);
  });
});

describe('campaignFromSearch', () => {
  it('reads the utm parameters', () => {
    expect(campaignFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=spring')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
    });
    expect(campaignFromSearch(new URLSearchParams('utm_source=x'))).toEqual({
      source: 'x',
      medium: null,
      campaign: null,
    });
  });

  it('trims and caps the values', () => {
    const campaign = campaignFromSearch(`utm_campaign=${'a'.repeat(300)}&utm_medium=%20%20`);
    expect(campaign?.campaign).toHaveLength(200);
    expect(campaign?.medium).toBeNull();
  });

  it('gives null without a campaign', () => {
    expect(campaignFromSearch('')).toBeNull();
    expect(campaignFromSearch('?term=x&utm_source=')).toBeNull();
  });
});

describe('userAnalyticsProperties (spec section 3)', () => {
  const now = Date.UTC(2026, 4, 1, 10);
  const user = {
    id: 7,
    email: 'ada@example.com',
    fullname: 'Ada',
    isPremium: true,
    planType: 'pro',
    createdAt: '2025-02-03T04:05:06.000Z',
    role: 'admin',
    teamId: 3,
    teamSize: 4,
  };

  it('gives the property set with the campaign', () => {
    expect(
      userAnalyticsProperties(user, { source: 'newsletter', medium: 'email', campaign: 'spring' }, now),
    ).toEqual({
      userId: '7',
      email: 'ada@example.com',
      isPremium: true,
      planType: 'pro',
      signupDate: '2025-02-03T04:05:06.000Z',
      role: 'admin',
      teamId: '3',
      teamSize: 4,
      lastActiveAt: '2026-05-01T10:00:00.000Z',
      campaignSource: 'newsletter',
      campaignMedium: 'email',
      campaignName: 'spring',
    });
  });

  it('omits unknown campaign values and fills defaults', () => {
    expect(userAnalyticsProperties({ id: 'u1' }, { source: 'x', medium: null, campaign: null }, now)).toEqual(
      {
        userId: 'u1',
        email: null,
        isPremium: false,
        planType: 'free',
        signupDate: null,
        role: 'user',
        teamId: null,
        teamSize: null,
        lastActiveAt: '2026-05-01T10:00:00.000Z',
        campaignSource: 'x',
      },
    );
    expect(userAnalyticsProperties({ id: 1 }, null, now)).not.toHaveProperty('campaignSource');
  });

  it('reads dates of any form and never throws on bad ones', () => {
    expect(userAnalyticsProperties({ id: 1, createdAt: new Date(now) }, null, now).signupDate).toBe(
      '2026-05-01T10:00:00.000Z',
    );
    expect(userAnalyticsProperties({ id: 1, createdAt: now }, null, now).signupDate).toBe(
      '2026-05-01T10:00:00.000Z',
    );
    expect(userAnalyticsProperties({ id: 1, createdAt: 'yesterday' }, null, now).signupDate).toBeNull();
    expect(userAnalyticsProperties({ id: 1, createdAt: 9e15 }, null, now).signupDate).toBeNull();
    expect(userAnalyticsProperties({ id: 1 }, null, Number.NaN).lastActiveAt).toBeNull();
  });

  it('drops invalid team sizes', () => {
    expect(userAnalyticsProperties({ id: 1, teamSize: -1 }, null, now).teamSize).toBeNull();
    expect(userAnalyticsProperties({ id: 1, teamSize: 2.5 }, null, now).teamSize).toBeNull();
    expect(userAnalyticsProperties({ id: 1, teamSize: 0 }, null, now).teamSize).toBe(0);
  });
});

describe('identityTraits', () => {
  it('gives email, name and Pro status', () => {
    expect(identityTraits({ email: 'ada@example.com', fullname: ' Ada ', isPremium: true })).toEqual({
      email: 'ada@example.com',
      name: 'Ada',
      isPremium: true,
    });
    expect(identityTraits({})).toEqual({ email: null, name: null, isPremium: false });
  });
});
