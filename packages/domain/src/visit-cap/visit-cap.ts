/**
 * The visit cap (product spec, sections 1, 4, 6 and 9).
 *
 * Each recorded view of a non-Pro viewer adds one to a counter (the `visit_count` cookie, synced with the
 * backend). Visitors may make 24 recorded views and free users 40; the next view is over the cap.
 * Pro users and crawlers are never capped.
 *
 * @packageDocumentation
 */

import { TOAST_TEXTS } from '../errors/errors.js';
import { AUTH_PATH } from '../routes/routes.js';
import type { Viewer } from '../tiers/tiers.js';

/** Recorded views a visitor (not signed in) may make; the 25th is over the cap. */
export const VISITOR_VISIT_LIMIT = 24;

/** Recorded views a signed-in free user may make; the 41st is over the cap. */
export const FREE_VISIT_LIMIT = 40;

/** Message of the paywall shown to a signed-in free user over the visit cap. */
export const VISIT_LIMIT_UPGRADE_MESSAGE = 'Upgrade to Pro to keep browsing';

/** Inputs of the visit-cap arithmetic. */
export interface VisitCapOptions {
  /** Recorded views allowed (see `visitLimitFor`); `null` means no cap. */
  readonly limit: number | null;
  /** Whether the request comes from a crawler (see `isCrawler`); crawlers are never capped. */
  readonly crawler?: boolean;
}

/** Where a viewer stands against the visit cap. */
export interface VisitCapState {
  /** Recorded views so far. */
  readonly count: number;
  /** Recorded views allowed; `null` when there is no cap (Pro, crawler). */
  readonly limit: number | null;
  /** Views left before the cap (never negative); `null` when there is no cap. */
  readonly remaining: number | null;
  /** Whether the cap is exceeded: `count > limit`. */
  readonly exceeded: boolean;
}

/** What to do with a view, given the visit cap. */
export type VisitCapOutcome =
  | {
      /** Show the page. */
      readonly action: 'allow';
    }
  | {
      /** Visitor over the cap: show `message` as an info toast and go to `to`. */
      readonly action: 'redirect';
      /** The sign-in page. */
      readonly to: typeof AUTH_PATH;
      /** `Sign in to continue browsing`. */
      readonly message: typeof TOAST_TEXTS.info.signInToBrowse;
    }
  | {
      /** Signed-in free user over the cap: show the paywall with `message`. */
      readonly action: 'paywall';
      /** `VISIT_LIMIT_UPGRADE_MESSAGE`. */
      readonly message: typeof VISIT_LIMIT_UPGRADE_MESSAGE;
    };

const KNOWN_CRAWLERS = [
  // search engines
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'storebot-google',
  'feedfetcher-google',
  'bingbot',
  'bingpreview',
  'msnbot',
  'duckduckbot',
  'duckduckgo-favicons-bot',
  'baiduspider',
  'yandex(?!search)',
  'slurp',
  'sogou',
  'seznambot',
  'yeti/',
  'petalbot',
  'applebot',
  // link previews of social networks and chat apps
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  'slack-imgproxy',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'pinterest/0\\.',
  'redditbot',
  'skypeuripreview',
  'embedly',
  'quora link preview',
  'vkshare',
  'iframely',
  // SEO tools
  'ahrefs',
  'semrush',
  'mj12bot',
  'dotbot',
  'rogerbot',
  'screaming frog',
  'dataforseo',
  // AI and archive crawlers
  'gptbot',
  'chatgpt-user',
  'oai-searchbot',
  'claudebot',
  'anthropic-ai',
  'perplexitybot',
  'ccbot',
  'bytespider',
  'amazonbot',
  'ia_archiver',
  // pre-renderers and headless crawlers
  'prerender',
  'rendertron',
  'phantomjs',
  // generic words; "bot" as a word, but not the CUBOT phone brand
  '(?<!cu)bot(?![a-z])',
  'crawler',
  'crawling',
  'spider',
  'scraper',
];

const CRAWLER_PATTERN = new RegExp(KNOWN_CRAWLERS.join('|'), 'i');

/** Longest user agent read by `isCrawler`; the rest is ignored. */
const MAX_USER_AGENT_LENGTH = 1_000;

/**
 * Whether a user agent is a known crawler or link-preview bot (search engines, social previews, SEO and
 * AI crawlers, pre-renderers, or the words bot, crawler, spider). Ordinary browsers, a missing user agent
 * and plain `HeadlessChrome` (our own browser tests) are not crawlers, so they stay capped.
 *
 * User agents can be forged: a server that must be sure verifies crawlers by reverse DNS as well.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (typeof userAgent !== 'string') return false;
  return CRAWLER_PATTERN.test(userAgent.slice(0, MAX_USER_AGENT_LENGTH));
}

/** Recorded views a viewer may make: 24 for visitors, 40 for free users, `null` (no cap) for Pro. */
export function visitLimitFor(viewer: Viewer): number | null {
  switch (viewer.tier) {
    case 'visitor':
      return VISITOR_VISIT_LIMIT;
    case 'free':
      return FREE_VISIT_LIMIT;
    case 'premium':
      return null;
  }
}

function sanitizeCount(count: number): number {
  if (!Number.isFinite(count) || count < 0) return 0;
  return Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER);
}

function effectiveLimit(options: VisitCapOptions): number | null {
  const { limit } = options;
  if (options.crawler === true || limit === null || limit === Number.POSITIVE_INFINITY) return null;
  if (!Number.isFinite(limit) || limit < 0) return 0;
  return Math.floor(limit);
}

/**
 * Where a count stands against the cap. `exceeded` is `count > limit`: with the visitor limit of 24,
 * 24 recorded views are fine and the 25th is over. A crawler or a `null` limit is never exceeded. A bad
 * count (negative, `NaN`) is read as 0; a bad limit (negative, `NaN`) as 0.
 */
export function visitCapState(count: number, options: VisitCapOptions): VisitCapState {
  const views = sanitizeCount(count);
  const limit = effectiveLimit(options);
  return {
    count: views,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - views),
    exceeded: limit !== null && views > limit,
  };
}

/**
 * The state after recording one more view; store its `count`. Uncapped viewers (Pro, crawlers) are not
 * counted. A capped count stops growing at `limit + 1`, the first value over the cap.
 */
export function recordVisit(count: number, options: VisitCapOptions): VisitCapState {
  const limit = effectiveLimit(options);
  const views = sanitizeCount(count);
  if (limit === null) return visitCapState(views, options);
  return visitCapState(Math.min(views + 1, limit + 1), options);
}

/**
 * What to do with a view in a given state: `allow` while the cap is not exceeded (and always for Pro);
 * over the cap a visitor is redirected to `/auth` with `Sign in to continue browsing`, and a signed-in
 * free user (for whom the sign-in page makes no sense) is shown the paywall.
 */
export function visitCapOutcome(state: VisitCapState, viewer: Viewer): VisitCapOutcome {
  if (!state.exceeded || viewer.tier === 'premium') return { action: 'allow' };
  if (viewer.tier === 'visitor') {
    return { action: 'redirect', to: AUTH_PATH, message: TOAST_TEXTS.info.signInToBrowse };
  }
  return { action: 'paywall', message: VISIT_LIMIT_UPGRADE_MESSAGE };
}
