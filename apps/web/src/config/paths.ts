import type { PlanId } from '@pageshelf/domain/billing';
import { type OnboardingStep, onboardingPathOf } from '@pageshelf/domain/onboarding';
import type { AuthReason } from '@pageshelf/domain/sign-in';

/**
 * Every route of the product (spec section 2): the pattern the router matches and a builder for links.
 * Components never concatenate paths themselves.
 */

/** Public pages (`/pages`) or the signed-in library (`/n/pages`). */
export type LibraryArea = 'public' | 'member';
export type AppTab = 'screens' | 'flows' | 'marketing' | 'components';
export type FavoriteKind = 'screens' | 'flows' | 'components' | 'apps';
/** Why someone is sent to the sign-in page (the domain's): `visits`, the free views are used. */
export type { AuthReason };

const withQuery = (path: string, query?: string | URLSearchParams | null) => {
  const text = query ? query.toString().replace(/^\?/, '') : '';
  return text ? `${path}?${text}` : path;
};
const seg = (value: string) => encodeURIComponent(value);
const base = (area: LibraryArea) => (area === 'member' ? '/n' : '');

export const paths = {
  home: { pattern: '/', href: () => '/' },
  /**
   * The sign-in page: `redirectTo` is where to come back after signing in; `reason` says why the person
   * was sent there (`visits`: the free views are used), so the page can explain it.
   */
  auth: {
    pattern: '/auth',
    /** The domain's `authHref` (the BFF sends capped visitors there), written here with `withQuery`. */
    href: (redirectTo?: string | null, reason?: AuthReason) => {
      const query = new URLSearchParams();
      if (redirectTo && redirectTo !== '/auth') query.set('redirectTo', redirectTo);
      if (reason) query.set('reason', reason);
      return withQuery('/auth', query);
    },
  },
  magic: { pattern: '/magic/:magicLink', href: (token: string) => `/magic/${seg(token)}` },
  /** A workspace invitation link (emailed to the invited address). */
  invitation: {
    pattern: '/invitations/:invitationToken',
    href: (token: string) => `/invitations/${seg(token)}`,
  },
  /** A collection's read-only link (its owner hands it out; anyone who has it reads the collection). */
  sharedCollection: {
    pattern: '/shared/:shareToken',
    href: (token: string) => `/shared/${seg(token)}`,
  },
  indexOld: { pattern: '/index-old', href: () => '/index-old' },
  pricing: { pattern: '/pricing', href: () => '/pricing' },

  blog: { pattern: '/blog', href: () => '/blog' },
  blogPost: { pattern: '/blog/:blogSlug', href: (slug: string) => `/blog/${seg(slug)}` },
  glossary: { pattern: '/glossary', href: () => '/glossary' },
  glossaryTerm: { pattern: '/glossary/:glossarySlug', href: (slug: string) => `/glossary/${seg(slug)}` },
  interviews: { pattern: '/interviews', href: () => '/interviews' },
  interview: { pattern: '/interviews/:interviewSlug', href: (slug: string) => `/interviews/${seg(slug)}` },
  about: { pattern: '/about', href: () => '/about' },
  affiliate: { pattern: '/affiliate', href: () => '/affiliate' },
  changelog: { pattern: '/changelog', href: () => '/changelog' },
  sitemap: { pattern: '/sitemap', href: () => '/sitemap' },
  sitemapXml: { pattern: '/sitemap.xml', href: () => '/sitemap.xml' },
  /** After a purchase: `?plan=` names what was bought. */
  thankYou: {
    pattern: '/thank-you',
    href: (plan?: PlanId) => withQuery('/thank-you', plan ? new URLSearchParams({ plan }) : null),
  },
  ship: { pattern: '/ship', href: () => '/ship' },
  legals: { pattern: '/legals', href: () => '/legals' },
  infinite: { pattern: '/infinite', href: () => '/infinite' },

  /** Screens ("pages" in the addresses). */
  screens: {
    pattern: { public: '/pages', member: '/n/pages' },
    href: (area: LibraryArea, query?: string | URLSearchParams | null) =>
      withQuery(`${base(area)}/pages`, query),
  },
  /** `/pages/{pageDetailUuid}` and `/pages/{pageCategorySlug}` share one pattern; the page tells them apart. */
  screensChild: { pattern: '/pages/:pageParam' },
  screen: {
    pattern: { public: '/pages/:pageDetailUuid', member: '/n/pages/:pageDetailUuid' },
    href: (uuid: string, area: LibraryArea) => `${base(area)}/pages/${seg(uuid)}`,
  },
  similarScreens: {
    pattern: '/n/pages/:pageDetailUuid/similar',
    href: (uuid: string) => `/n/pages/${seg(uuid)}/similar`,
  },
  screenCategory: {
    href: (slug: string, query?: string | URLSearchParams | null) => withQuery(`/pages/${seg(slug)}`, query),
  },

  flows: {
    pattern: { public: '/flows', member: '/n/flows' },
    href: (area: LibraryArea, query?: string | URLSearchParams | null) =>
      withQuery(`${base(area)}/flows`, query),
  },
  flowsChild: { pattern: '/flows/:flowParam' },
  flow: {
    pattern: { public: '/flows/:flowUuid', member: '/n/flows/:flowUuid' },
    href: (uuid: string, area: LibraryArea, screen?: number) =>
      withQuery(`${base(area)}/flows/${seg(uuid)}`, screen ? `screen=${screen}` : null),
  },
  flowCategory: {
    href: (slug: string, query?: string | URLSearchParams | null) => withQuery(`/flows/${seg(slug)}`, query),
  },

  components: {
    pattern: { public: '/components', member: '/n/components' },
    href: (area: LibraryArea, query?: string | URLSearchParams | null) =>
      withQuery(`${base(area)}/components`, query),
  },
  componentsChild: { pattern: '/components/:componentParam' },
  component: {
    pattern: { public: '/components/:componentUuid', member: '/n/components/:componentUuid' },
    href: (uuid: string, area: LibraryArea) => `${base(area)}/components/${seg(uuid)}`,
  },
  componentCategory: {
    href: (slug: string, query?: string | URLSearchParams | null) =>
      withQuery(`/components/${seg(slug)}`, query),
  },
  componentTags: { pattern: '/components/tags', href: () => '/components/tags' },
  componentTag: {
    pattern: '/components/tags/:tagSlug',
    href: (slug: string) => `/components/tags/${seg(slug)}`,
  },

  apps: {
    pattern: { public: '/apps', member: '/n/apps' },
    href: (area: LibraryArea, query?: string | URLSearchParams | null) =>
      withQuery(`${base(area)}/apps`, query),
  },
  app: {
    pattern: { public: '/apps/:appSlug', member: '/n/apps/:appSlug' },
    href: (
      slug: string,
      area: LibraryArea,
      tab: AppTab = 'screens',
      query?: string | URLSearchParams | null,
    ) => withQuery(`${base(area)}/apps/${seg(slug)}${tab === 'screens' ? '' : `/${tab}`}`, query),
  },
  appVisit: {
    pattern: { public: '/apps/:appSlug/visit', member: '/n/apps/:appSlug/visit' },
    href: (slug: string, area: LibraryArea) => `${base(area)}/apps/${seg(slug)}/visit`,
  },
  appCategory: {
    pattern: '/apps/categories/:appCategorySlug',
    href: (slug: string) => `/apps/categories/${seg(slug)}`,
  },

  tags: { pattern: '/tags', href: () => '/tags' },
  tag: { pattern: '/tags/:tagSlug', href: (slug: string) => `/tags/${seg(slug)}` },

  member: { pattern: '/n', href: () => '/n' },
  settings: {
    pattern: '/settings',
    href: (tab?: 'team' | 'plans' | 'subscription' | 'notifications' | 'api-keys' | 'capture') =>
      tab ? `/settings/${tab}` : '/settings',
    /** `/settings/subscription?seats=5`: the subscription settings, their seats stepper at `seats`. */
    seats: (seats: number) =>
      withQuery('/settings/subscription', new URLSearchParams({ seats: String(seats) })),
  },
  /** `/checkout?plan=pro-yearly` (`&seats=5` for Team); `?session=cs_test_…` is the test-mode payment page. */
  checkout: {
    pattern: '/checkout',
    href: (plan?: PlanId, seats?: number) => {
      const query = new URLSearchParams();
      if (plan) query.set('plan', plan);
      if (plan && seats !== undefined) query.set('seats', String(seats));
      return withQuery('/checkout', query);
    },
    session: (id: string) => withQuery('/checkout', new URLSearchParams({ session: id })),
  },
  onboarding: {
    pattern: '/onboarding',
    href: (step: OnboardingStep = 'start') => onboardingPathOf(step),
  },
  unlockLibrary: { pattern: '/unlock-library', href: () => '/unlock-library' },

  search: {
    pattern: '/search',
    /**
     * The words as typed: `term`, the spec's search key (`?q=` is still read, older links); `literal`
     * reads them without correcting a misspelt word ("search for “chekout” instead").
     */
    href: (query?: string, options: { literal?: boolean } = {}) =>
      withQuery(
        '/search',
        query ? new URLSearchParams({ term: query, ...(options.literal ? { literal: '1' } : {}) }) : null,
      ),
    /** The search as its understood filters (`platforms=ios&patternCategories=6&tags=dark-mode`). */
    withFilters: (query: string | URLSearchParams) => withQuery('/search', query),
  },
  /** `/search` searching by a picture of one's own (Pro): the picture itself is held in memory, never in the address. */
  searchByPicture: { pattern: '/search', href: () => '/search?by=picture' },
  favorites: {
    pattern: '/favorites',
    href: (kind?: FavoriteKind) => (kind ? `/favorites/${kind}` : '/favorites'),
  },
  favoritesOfKind: { pattern: '/favorites/:favoriteType' },
  collections: { pattern: '/collections', href: () => '/collections' },
  collection: {
    pattern: '/collections/:collectionUuid',
    href: (uuid: string) => `/collections/${seg(uuid)}`,
  },
} as const;

/** Routes where navigation scrolls back to the top (spec: apps, pages and similar). */
export function scrollsToTopOnNavigation(pathname: string): boolean {
  return /^\/(?:n\/)?(?:apps|pages)(?:\/|$)/.test(pathname);
}
