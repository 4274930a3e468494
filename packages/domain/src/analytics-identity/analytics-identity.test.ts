import { describe, expect, it } from 'vitest';
import {
  campaignFromSearch,
  isValidDistinctId,
  shouldMirrorActivityToAnalytics,
  userAnalyticsProperties,
} from './analytics-identity.js';

describe('analytics identity', () => {
  it('rejects empty ids and reserved placeholder words', () => {
    for (const bad of [
      '',
      '  ',
      'undefined',
      'NULL',
      'anonymous',
      'guest',
      'distinct_id',
      '0',
      '[object Object]',
      0,
      null,
      undefined,
      {},
    ]) {
      expect(isValidDistinctId(bad)).toBe(false);
    }
    expect(isValidDistinctId('42')).toBe(true);
    expect(isValidDistinctId(42)).toBe(true);
    expect(isValidDistinctId('maya@studio.co')).toBe(true);
  });

  it("mirrors activities to analytics unless the name contains 'go to'", () => {
    expect(shouldMirrorActivityToAnalytics('opened screen preview')).toBe(true);
    expect(shouldMirrorActivityToAnalytics('Go To pricing')).toBe(false);
  });

  it('reads UTM campaign values', () => {
    expect(campaignFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=launch')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'launch',
    });
    expect(campaignFromSearch(new URLSearchParams('utm_source=x'))).toEqual({
      source: 'x',
      medium: null,
      campaign: null,
    });
    expect(campaignFromSearch('page=2')).toBeNull();
  });

  it('builds the user properties of section 3', () => {
    const props = userAnalyticsProperties(
      {
        id: 7,
        email: 'a@b.co',
        isPremium: true,
        planType: 'pro',
        createdAt: '2026-01-01T00:00:00.000Z',
        role: 'user',
        teamId: 3,
        teamSize: 4,
      },
      { source: 'x', medium: null, campaign: 'launch' },
      new Date('2026-11-23T00:00:00.000Z'),
    );
    expect(props).toEqual({
      userId: 7,
      email: 'a@b.co',
      isPremium: true,
      planType: 'pro',
      signupDate: '2026-01-01T00:00:00.000Z',
      role: 'user',
      teamId: 3,
      teamSize: 4,
      lastActiveAt: '2026-11-23T00:00:00.000Z',
      campaignSource: 'x',
      campaignMedium: null,
      campaignName: 'launch',
    });
    expect(
      userAnalyticsProperties(
        {
          id: 1,
          email: 'e',
          isPremium: false,
          planType: 'free',
          createdAt: 'c',
          role: 'user',
          teamId: null,
          teamSize: 1,
        },
        null,
        new Date(0),
      ).campaignSource,
    ).toBeNull();
  });
});
