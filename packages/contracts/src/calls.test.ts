import { describe, expect, it } from 'vitest';
import { changeSeatsRequestSchema } from './billing.js';
import { buildManifestSchema } from './build-manifest.js';
import { feedbackRequestSchema, feedbackResponseSchema } from './feedback.js';
import { headersResponseSchema } from './headers.js';
import { initResponseSchema } from './init.js';
import { meResponseSchema } from './me.js';
import { outboxQuerySchema, outboxResponseSchema } from './outbox.js';
import {
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from './search.js';
import { APP, COLLECTION, SCREEN, USER } from './test-support/fixtures.js';

describe('GET /me', () => {
  it('has the user, collections, subscription and teammates', () => {
    const me = {
      user: { ...USER, isPremium: true, planType: 'pro', teamId: 4, teamSize: 2, searchLimit: null },
      collections: [COLLECTION],
      subscription: {
        plan: 'pro',
        status: 'active',
        currentPeriodEnd: '2026-12-23T09:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
      teammates: [{ id: 2, email: 'sam@studio.co', fullname: null, role: 'user', teamRole: 'owner' }],
    };
    expect(meResponseSchema.parse(me)).toEqual(me);
    expect(
      meResponseSchema.safeParse({ ...me, teammates: [{ ...me.teammates[0], teamRole: 'admin' }] }).success,
    ).toBe(false);
    expect(
      meResponseSchema.safeParse({ ...me, subscription: { ...me.subscription, status: 'paused' } }).success,
    ).toBe(false);
  });
});

describe('GET /api/headers', () => {
  it('passes the allowed headers and strips cookie and authorization', () => {
    const parsed = headersResponseSchema.parse({
      locationHeaders: { country: 'FR', region: null, city: 'Lyon' },
      headers: {
        'accept-language': 'fr-FR,fr;q=0.9',
        'user-agent': 'Mozilla/5.0',
        cookie: 'ps_session=secret',
        authorization: 'Bearer secret',
      },
    });
    expect(parsed).toEqual({
      locationHeaders: { country: 'FR', region: null, city: 'Lyon' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9', 'user-agent': 'Mozilla/5.0' },
    });
    expect(JSON.stringify(parsed)).not.toContain('secret');
  });

  it('needs a country, possibly null', () => {
    expect(headersResponseSchema.safeParse({ locationHeaders: {}, headers: {} }).success).toBe(false);
    expect(
      headersResponseSchema.parse({ locationHeaders: { country: null }, headers: {} }).locationHeaders
        .country,
    ).toBeNull();
  });
});

describe('GET /init', () => {
  it('has an announcement banner or null', () => {
    const banner = {
      id: 1,
      text: 'Flows are here',
      linkLabel: 'See flows',
      linkUrl: '/flows',
      tone: 'promo',
    };
    expect(initResponseSchema.parse({ announcementBanner: banner })).toEqual({ announcementBanner: banner });
    expect(initResponseSchema.parse({ announcementBanner: null })).toEqual({ announcementBanner: null });
    expect(initResponseSchema.safeParse({ announcementBanner: { ...banner, tone: 'danger' } }).success).toBe(
      false,
    );
    expect(
      initResponseSchema.safeParse({ announcementBanner: { ...banner, linkUrl: 'javascript:x' } }).success,
    ).toBe(false);
  });
});

describe('GET /search', () => {
  it('takes q (trimmed, up to 200) and/or the understood filters, and a limit', () => {
    expect(searchQuerySchema.parse({ q: ' sign up ' })).toEqual({ q: 'sign up', limit: 24 });
    expect(searchQuerySchema.safeParse({ q: '  ' }).error?.issues[0]?.message).toBe('q must not be empty');
    expect(searchQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(['q']);
    expect(
      searchQuerySchema.parse({ platforms: 'ios', pattern_cats: '6', tags: 'Dark-Mode,form,dark-mode' }),
    ).toEqual({ platforms: ['ios'], pattern_cats: [6], tags: ['dark-mode', 'form'], limit: 24 });
    expect(searchQuerySchema.parse({ q: 'chekout', literal: '1' })).toEqual({
      q: 'chekout',
      literal: true,
      limit: 24,
    });
    expect(searchQuerySchema.safeParse({ tags: 'dark mode' }).error?.issues[0]?.message).toBe(
      'tags must be comma-separated tag slugs; not valid: "dark mode"',
    );
    expect(searchQuerySchema.safeParse({ q: 'x', term: 'x' }).success).toBe(false);
  });

  it('answers the reading, the four groups and categories (the counter after it comes as a header)', () => {
    const response = {
      query: 'dark onboarding ios',
      reading: {
        chips: [
          {
            kind: 'tag',
            id: 1,
            slug: 'dark-mode',
            title: 'Dark mode',
            words: ['dark'],
            corrected: false,
            filter: { key: 'tags', value: 'dark-mode' },
          },
          {
            kind: 'platform',
            id: null,
            slug: 'ios',
            title: 'iOS',
            words: ['ios'],
            corrected: false,
            filter: { key: 'platforms', value: 'ios' },
          },
        ],
        text: null,
        correctedFrom: null,
        correctedTo: null,
        filters: { platforms: 'ios', tags: 'dark-mode' },
      },
      apps: { items: [APP], total: { value: 1, exact: true } },
      screens: { items: [SCREEN], total: { value: 31, exact: true } },
      flows: { items: [], total: { value: 0, exact: true } },
      components: { items: [], total: { value: 0, exact: true } },
      categories: [{ id: 3, kind: 'pattern', title: 'Sign up', slug: 'sign-up', count: 31, featured: true }],
    };
    expect(searchResponseSchema.parse(response)).toEqual(response);
    expect(searchResponseSchema.safeParse({ ...response, screens: null }).success).toBe(false);
    expect(searchResponseSchema.safeParse({ ...response, apps: [APP] }).success).toBe(false);
  });
});

describe('GET /search/suggest', () => {
  it('takes what was typed, blank included', () => {
    expect(suggestQuerySchema.parse({ q: 'pay' })).toEqual({ q: 'pay' });
    expect(suggestQuerySchema.parse({ q: '' })).toEqual({ q: '' });
    expect(suggestQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('answers at most eight suggestions', () => {
    const item = {
      kind: 'app',
      id: 4,
      slug: 'ledgerly',
      title: 'Ledgerly',
      logo: '/media/logos/ledgerly/thumb.webp',
      count: 18,
      corrected: false,
    };
    expect(suggestResponseSchema.parse({ query: 'led', items: [item] })).toEqual({
      query: 'led',
      items: [item],
    });
    expect(suggestResponseSchema.safeParse({ query: 'led', items: Array(9).fill(item) }).success).toBe(false);
  });
});

describe('feedback, outbox, build manifest', () => {
  it('feedback: a message of 1..5000 characters, an optional email and page', () => {
    expect(
      feedbackRequestSchema.parse({ message: ' Love it ', email: 'Sam@Studio.co', page: '/flows' }),
    ).toEqual({
      message: 'Love it',
      email: 'sam@studio.co',
      page: '/flows',
    });
    expect(feedbackRequestSchema.safeParse({ message: '' }).error?.issues[0]?.message).toBe(
      'message must not be empty',
    );
    expect(feedbackRequestSchema.safeParse({ message: 'x'.repeat(5001) }).success).toBe(false);
    expect(feedbackResponseSchema.parse({ ok: true })).toEqual({ ok: true });
  });

  it('dev outbox: messages for one address', () => {
    expect(outboxQuerySchema.parse({ email: ' Maya@Studio.co' })).toEqual({ email: 'maya@studio.co' });
    const outbox = {
      messages: [
        {
          to: 'maya@studio.co',
          subject: 'Your Pageshelf sign-in link',
          text: 'Sign in ...',
          link: 'http://localhost:3000/magic/abc',
          sentAt: '2026-11-23T09:00:00.000Z',
        },
      ],
    };
    expect(outboxResponseSchema.parse(outbox)).toEqual(outbox);
  });

  it('build manifest: buildId and builtAt', () => {
    expect(buildManifestSchema.parse({ buildId: 'a1b2c3', builtAt: '2026-11-23T09:00:00Z' }).buildId).toBe(
      'a1b2c3',
    );
    expect(buildManifestSchema.safeParse({ buildId: '', builtAt: '2026-11-23T09:00:00Z' }).success).toBe(
      false,
    );
  });
});

describe('POST /billing/subscription/seats', () => {
  it('takes a whole number of seats within the largest plan, and nothing else', () => {
    expect(changeSeatsRequestSchema.parse({ seats: 5 })).toEqual({ seats: 5 });
    for (const body of [
      {},
      { seats: 0 },
      { seats: 2.5 },
      { seats: 101 },
      { seats: '5' },
      { seats: 5, plan: 'x' },
    ]) {
      expect(changeSeatsRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
