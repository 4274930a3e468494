import { describe, expect, it } from 'vitest';
import { activityStateSchema, logActivityRequestSchema } from './activity.js';
import { createCollectionSchema, updateCollectionSchema } from './collections.js';
import { pageOf, uuidSchema } from './common.js';
import { filterQuerySchema, screenSchema, screensQuerySchema } from './content.js';
import { allFavoritesResponseSchema, favoriteParamsSchema } from './favorites.js';
import { magicLinkRequestSchema, sessionSchema, sessionUserSchema } from './session.js';

const user = {
  id: 1,
  email: 'maya@studio.co',
  fullname: 'Maya',
  isPremium: false,
  planType: 'free',
  createdAt: '2026-11-23T09:00:00.000Z',
  role: 'user',
  teamId: null,
  teamSize: 1,
  searchLimit: 8,
  searchCount: 2,
};

describe('session', () => {
  it('never carries a token', () => {
    const parsed = sessionSchema.parse({
      authenticated: true,
      user: { ...user, authToken: 'secret' },
      token: 'secret',
    });
    expect(JSON.stringify(parsed)).not.toContain('secret');
    expect(sessionSchema.parse({ authenticated: false, user: null })).toEqual({
      authenticated: false,
      user: null,
    });
    expect(sessionUserSchema.parse({ ...user, planType: undefined }).planType).toBe('free');
  });

  it('normalises the email of a sign-in request and refuses other origins as redirect', () => {
    expect(magicLinkRequestSchema.parse({ email: '  Maya@Studio.CO ' }).email).toBe('maya@studio.co');
    const bad = magicLinkRequestSchema.safeParse({ email: 'nope', redirectTo: '//evil.example' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email', 'redirectTo']);
  });
});

describe('filter query fields', () => {
  it('parses the backend fields', () => {
    expect(
      filterQuerySchema.parse({
        pattern_cats: '3, 1,3',
        screen_types: 'Application,marketing',
        is_favorited: '1',
        term: ' bank ',
      }),
    ).toEqual({
      pattern_cats: [1, 3],
      screen_types: ['application', 'marketing'],
      is_favorited: true,
      term: 'bank',
    });
  });

  it('refuses malformed values and names the field', () => {
    for (const [field, value] of [
      ['product_cats', '1,x'],
      ['apps', '0'],
      ['screen_types', 'desktop'],
      ['is_favorited', 'yes'],
      ['text_in_screen', 'x'.repeat(201)],
    ] as const) {
      const result = filterQuerySchema.safeParse({ [field]: value });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
  });

  it('pages default to 30 and cap at 100', () => {
    expect(screensQuerySchema.parse({})).toEqual({ limit: 30, order: 'recent' });
    expect(screensQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('entities and pages', () => {
  it('shapes a page of screens', () => {
    const page = pageOf(screenSchema).parse({
      items: [
        {
          id: 1,
          uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
          app: { id: 1, title: 'Ledgerly', slug: 'ledgerly', logo: '/media/logos/ledgerly/thumb.webp' },
          image: { thumb: '/t', full: null, preview: '/p', width: 390, height: 844, dominantColor: '#fff' },
          screenType: 'application',
          patternCategories: [{ id: 3, title: 'Sign up', slug: 'sign-up' }],
          textInScreen: null,
          is_restricted: true,
          position: 0,
        },
      ],
      nextCursor: null,
      total: { value: 1, exact: true },
    });
    expect(page.items[0]?.image.full).toBeNull();
  });

  it('checks uuids, favorites and activity shapes', () => {
    expect(uuidSchema.parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(uuidSchema.safeParse('123').success).toBe(false);
    expect(
      allFavoritesResponseSchema.safeParse({ screens: [1], flows: [], components: [], apps: [] }).success,
    ).toBe(true);
    expect(favoriteParamsSchema.safeParse({ type: 'pages', id: '1' }).success).toBe(false);
    expect(favoriteParamsSchema.parse({ type: 'screens', id: '12' })).toEqual({ type: 'screens', id: 12 });
    expect(
      activityStateSchema.safeParse({ visit_count: 3, visit_limit: 24, exceeded: false, search: null })
        .success,
    ).toBe(true);
    expect(logActivityRequestSchema.safeParse({ action: 'log_user_activity', action_name: '' }).success).toBe(
      false,
    );
  });

  it('validates collection bodies', () => {
    expect(createCollectionSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(updateCollectionSchema.safeParse({}).success).toBe(false);
    expect(updateCollectionSchema.parse({ sharedWithTeam: true })).toEqual({ sharedWithTeam: true });
  });
});
