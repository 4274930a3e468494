import { describe, expect, it } from 'vitest';
import { accessRuleForPath } from '../tiers/tiers.js';
import {
  CRAWLER_DISALLOWED_PATHS,
  FAVORITE_TYPES,
  isFavoriteType,
  isInvitationToken,
  isMagicLinkToken,
  isShareToken,
  isSlug,
  isUuid,
  MAX_SLUG_LENGTH,
  matchPageRoute,
  PAGE_PARAMS,
  PAGE_ROUTE_PATTERNS,
  type PageParamName,
  SERVER_RENDERED_PATTERNS,
  slugOf,
} from './page-routes.js';
import { NAMED_ROUTES } from './routes.js';

const UUID = '3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b';
const TOKEN = 'link_abcdefghijklmnopqrstuvwxyz012345';
const INVITATION = 'inv_abcdefghijklmnopqrstuvwxyz0123456789';

/** A valid value of each parameter, to build an address of every pattern. */
const SAMPLE: Record<PageParamName, string> = {
  appSlug: 'notion',
  appCategorySlug: 'finance',
  blogSlug: 'how-to-study-onboarding-flows',
  glossarySlug: 'paywall',
  interviewSlug: 'designing-canvasly',
  tagSlug: 'sticky',
  flowUuid: UUID,
  pageDetailUuid: UUID,
  componentUuid: UUID,
  collectionUuid: UUID,
  pageParam: 'sign-up',
  flowParam: UUID,
  componentParam: 'buttons',
  favoriteType: 'flows',
  magicLink: TOKEN,
  invitationToken: INVITATION,
  shareToken: 'Qx7_k2-Lm9pR4tVw8yZa1cEg5hJn0bDf',
};

const addressOf = (pattern: string) =>
  pattern.replace(/:([A-Za-z]+)/g, (_all, name: string) => SAMPLE[name as PageParamName]);

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hex in any case', () => {
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuid('123E4567-E89B-12D3-A456-426614174000')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'checkout',
      '123e4567e89b12d3a456426614174000',
      '123e4567-e89b-12d3-a456-42661417400',
      '123e4567-e89b-12d3-a456-4266141740000',
      'g23e4567-e89b-12d3-a456-426614174000',
      ' 123e4567-e89b-12d3-a456-426614174000',
      '{123e4567-e89b-12d3-a456-426614174000}',
      null,
      undefined,
      42,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});

describe('isSlug', () => {
  it('accepts lower-case words of letters and digits joined by single dashes', () => {
    for (const value of ['sign-up', 'a', '404', 'x1-y2-z3', 'a'.repeat(MAX_SLUG_LENGTH)]) {
      expect(isSlug(value), value).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'Sign-up',
      'sign--up',
      '-sign',
      'sign-',
      'sign_up',
      'sign up',
      'a/b',
      '..',
      'caf\u00e9',
      'a'.repeat(MAX_SLUG_LENGTH + 1),
      null,
      7,
    ]) {
      expect(isSlug(value), String(value)).toBe(false);
    }
  });
});

describe('isFavoriteType', () => {
  it('accepts the four kinds of favorites, exactly', () => {
    expect(FAVORITE_TYPES).toEqual(['screens', 'flows', 'components', 'apps']);
    for (const type of FAVORITE_TYPES) expect(isFavoriteType(type)).toBe(true);
    for (const value of ['Screens', 'screen', 'likes', '', undefined])
      expect(isFavoriteType(value)).toBe(false);
  });
});

describe('isMagicLinkToken', () => {
  it('accepts up to 200 URL-safe base64 characters, a link cut short too (the sign-in page explains it)', () => {
    expect(isMagicLinkToken(TOKEN)).toBe(true);
    expect(isMagicLinkToken('short')).toBe(true);
    expect(isMagicLinkToken('a'.repeat(200))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'a'.repeat(201), `${TOKEN}=`, `${TOKEN}/x`, `${TOKEN}.`, '..', null]) {
      expect(isMagicLinkToken(value)).toBe(false);
    }
  });
});

describe('isInvitationToken', () => {
  it('accepts 32 to 128 URL-safe base64 characters', () => {
    expect(isInvitationToken(INVITATION)).toBe(true);
    expect(isInvitationToken('a'.repeat(32))).toBe(true);
    expect(isInvitationToken('a'.repeat(128))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'a'.repeat(31),
      'a'.repeat(129),
      `${INVITATION}=`,
      `${INVITATION}/x`,
      '..',
      null,
    ]) {
      expect(isInvitationToken(value)).toBe(false);
    }
  });
});

describe('slugOf', () => {
  it('turns a title into a slug: ASCII words joined by single dashes, accents dropped', () => {
    expect(slugOf('Dark mode')).toBe('dark-mode');
    expect(slugOf('  Café — Menu!  ')).toBe('cafe-menu');
    expect(slugOf('Step 2 of 3')).toBe('step-2-of-3');
    expect(isSlug(slugOf('Dark   mode -- sticky'))).toBe(true);
  });

  it('is empty when nothing is left to keep', () => {
    expect(slugOf('!!!')).toBe('');
    expect(slugOf('日本')).toBe('');
  });

  it('keeps within its length (120 unless told) without a trailing dash', () => {
    expect(slugOf(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119));
    expect(slugOf('checkout references', 9)).toBe('checkout');
  });
});

describe('isShareToken', () => {
  it('accepts exactly 32 URL-safe base64 characters, as 24 random bytes are written', () => {
    expect(isShareToken('Ab3_-'.padEnd(32, 'z'))).toBe(true);
    expect(isShareToken(Buffer.alloc(24, 255).toString('base64url'))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'a'.repeat(31),
      'a'.repeat(33),
      `${'a'.repeat(31)}=`,
      `${'a'.repeat(31)}/`,
      '%2e'.repeat(11),
      null,
    ])
      expect(isShareToken(value), String(value)).toBe(false);
  });

  it('names the public /shared/{shareToken} page, which crawlers are kept from', () => {
    const token = 'a'.repeat(32);
    expect(matchPageRoute(`/shared/${token}`)?.pattern).toBe('/shared/:shareToken');
    expect(matchPageRoute('/shared/not-a-token')).toBeNull();
    expect(accessRuleForPath(`/shared/${token}`)).toBe('public');
    expect(CRAWLER_DISALLOWED_PATHS).toContain('/shared/');
  });
});

describe('the page-route table', () => {
  it('renders on the server only public page routes, none a crawler is kept from', () => {
    for (const pattern of SERVER_RENDERED_PATTERNS) {
      expect(PAGE_ROUTE_PATTERNS, pattern).toContain(pattern);
      expect(accessRuleForPath(pattern.replace(/:[A-Za-z]+/g, 'x')), pattern).toBe('public');
      expect(
        CRAWLER_DISALLOWED_PATHS.some((path) => pattern.startsWith(path)),
        pattern,
      ).toBe(false);
    }
    expect(SERVER_RENDERED_PATTERNS).toEqual(
      expect.arrayContaining(['/', '/pages', '/pages/:pageParam', '/pricing']),
    );
  });

  it('names a validator for every parameter of every pattern, and no validator goes unused', () => {
    const used = new Set<string>();
    for (const pattern of PAGE_ROUTE_PATTERNS) {
      expect(pattern.startsWith('/'), pattern).toBe(true);
      for (const [, name] of pattern.matchAll(/:([A-Za-z]+)/g)) {
        expect(Object.keys(PAGE_PARAMS), pattern).toContain(name);
        used.add(name as string);
      }
    }
    expect([...used].sort()).toEqual(Object.keys(PAGE_PARAMS).sort());
    expect(new Set(PAGE_ROUTE_PATTERNS).size).toBe(PAGE_ROUTE_PATTERNS.length);
  });

  it('holds the named routes of the spec', () => {
    for (const route of Object.values(NAMED_ROUTES)) {
      expect(matchPageRoute(addressOf(route.path)), route.name).not.toBeNull();
    }
  });

  it('matches an address of every pattern to that pattern', () => {
    for (const pattern of PAGE_ROUTE_PATTERNS) {
      expect(matchPageRoute(addressOf(pattern))?.pattern, pattern).toBe(pattern);
    }
  });
});

describe('matchPageRoute', () => {
  it('gives the pattern and the decoded parameters', () => {
    expect(matchPageRoute('/')).toEqual({ pattern: '/', params: {} });
    expect(matchPageRoute(`/n/pages/${UUID}/similar`)).toEqual({
      pattern: '/n/pages/:pageDetailUuid/similar',
      params: { pageDetailUuid: UUID },
    });
    expect(matchPageRoute('/pages/sign%2Dup')).toEqual({
      pattern: '/pages/:pageParam',
      params: { pageParam: 'sign-up' },
    });
  });

  it('knows the spec routes, public and signed-in', () => {
    for (const path of [
      '/pricing',
      '/blog/how-to-study-onboarding-flows',
      `/flows/${UUID}`,
      '/flows/onboarding',
      `/pages/${UUID.toUpperCase()}`,
      '/pages/login',
      '/components/buttons',
      '/components/tags/sticky',
      '/apps/notion/visit',
      '/apps/categories/finance',
      '/n',
      '/n/apps/notion/components',
      `/n/flows/${UUID}`,
      '/settings/notifications',
      '/settings/api-keys',
      '/settings/capture',
      '/onboarding/upgrade',
      '/favorites/apps',
      `/collections/${UUID}`,
      `/magic/${TOKEN}`,
      `/invitations/${INVITATION}`,
      '/sitemap.xml',
      '/index-old',
    ]) {
      expect(matchPageRoute(path), path).not.toBeNull();
    }
  });

  it('prefers fixed words to parameters', () => {
    expect(matchPageRoute('/components/tags')?.pattern).toBe('/components/tags');
    expect(matchPageRoute('/apps/categories/flows')?.pattern).toBe('/apps/categories/:appCategorySlug');
  });

  it('tolerates one trailing slash and compares fixed words case-insensitively, as the router does', () => {
    expect(matchPageRoute('/pages/')?.pattern).toBe('/pages');
    expect(matchPageRoute('/settings/team/')?.pattern).toBe('/settings/team');
    expect(matchPageRoute('/Pricing')?.pattern).toBe('/pricing');
    expect(matchPageRoute('/N/Pages')?.pattern).toBe('/n/pages');
    expect(matchPageRoute('/%70ricing')?.pattern).toBe('/pricing');
  });

  it('refuses a parameter that fails its validator', () => {
    for (const path of [
      '/n/pages/not-a-uuid',
      '/n/pages/1234',
      '/n/flows/not-a-uuid',
      '/n/components/abc_def',
      `/n/pages/${UUID}x/similar`,
      '/collections/abc',
      '/favorites/likes',
      '/favorites/Screens',
      '/pages/Sign-Up',
      '/pages/sign_up',
      '/blog/Some_Post',
      '/apps/Notion',
      '/apps/categories',
      '/n/apps/categories/flows',
      '/tags/a--b',
      `/magic/${TOKEN}%3D`,
      '/magic/..',
      '/invitations/short',
      `/invitations/${INVITATION}%3D`,
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });

  it('refuses encoded slashes, dot segments and bad encoding in a parameter', () => {
    for (const path of [
      '/flows/..%2f',
      '/flows/..%2F',
      '/flows/..',
      '/flows/.',
      '/flows/%2e%2e',
      '/pages/a%2Fb',
      '/pages/a%5Cb',
      '/pages/%00',
      '/pages/%zz',
      '/blog/%E0%A4%A',
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });

  it('refuses unknown addresses, extra segments and empty segments', () => {
    for (const path of [
      '/nope',
      '/this/does-not-exist',
      '/settings/billing',
      '/onboarding/start',
      '/apps/notion/screens',
      '/n/pages/similar',
      '/pages/sign-up/extra',
      '//pages',
      '/pages//',
      '/pages//sign-up',
      '',
      'pages',
      '/api/me',
      '/media/x.webp',
      '/sitemaps/pages.xml',
      '/robots.txt',
    ]) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });
});

describe('CRAWLER_DISALLOWED_PATHS', () => {
  const disallowed = (path: string) => CRAWLER_DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));

  it('keeps crawlers out of every page that is not public, and of the API and the sign-in pages', () => {
    for (const pattern of PAGE_ROUTE_PATTERNS) {
      const path = addressOf(pattern);
      // `/n` itself only redirects to `/n/pages` (disallowed); `Disallow: /n` would also cover `/n…` pages.
      if (accessRuleForPath(path) !== 'public' && path !== '/n') expect(disallowed(path), path).toBe(true);
    }
    for (const path of ['/api/me', '/auth', `/magic/${TOKEN}`, `/invitations/${INVITATION}`])
      expect(disallowed(path), path).toBe(true);
  });

  it('leaves the library and the content open', () => {
    for (const path of [
      '/',
      '/pages',
      `/flows/${UUID}`,
      '/apps/notion',
      '/blog',
      '/glossary/paywall',
      '/tags',
    ]) {
      expect(disallowed(path), path).toBe(false);
    }
  });
});
