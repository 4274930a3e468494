/**
 * The visit cap (product spec, sections 1, 4, 6 and 9).
 *
 * Each recorded view of a non-Pro viewer adds one to a counter (the `visit_count` cookie, synced with the
 * backend). Visitors may make 24 recorded views and free users 40; the next view is over the cap.
 * Pro users and crawlers are never capped.
 *
 * @packageDocumentation
 */

import { VISIT_LIMIT_UPGRADE_MESSAGE } from '../errors/errors.js';
import type { Viewer } from '../viewer/viewer.js';

/** Recorded views a visitor (not signed in) may make; the 25th is over the cap. */
export const VISITOR_VISIT_LIMIT = 24;

/** Recorded views a signed-in free user may make; the 41st is over the cap. */
export const FREE_VISIT_LIMIT = 40;

export { VISIT_LIMIT_UPGRADE_MESSAGE };

/**
 * Recorded views all visitors behind one address may make together when they keep a device cookie
 * (an office, a school, a mobile carrier's shared address): four visitors' allowance. A client that
 * keeps no cookie is held to `VISITOR_VISIT_LIMIT` by its address alone, so wiping cookies buys at most
 * this many views from one address.
 */
export const SHARED_ADDRESS_VISIT_LIMIT = 4 * VISITOR_VISIT_LIMIT;

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

/** Views left from which a capped viewer is told how many remain (a quiet banner before the cap). */
export const VISITS_LEFT_NOTICE_FROM = 5;

/** What a capped viewer near the cap is told. */
export interface VisitsLeftNotice {
  /** Views left before the cap (0 to `VISITS_LEFT_NOTICE_FROM`). */
  readonly remaining: number;
  /** The viewer's limit: 24 for visitors, 40 for free members. */
  readonly limit: number;
  /** The sentence: '5 of 24 free views left — join free for 40', '5 of 40 free views left — Pro has no limit'. */
  readonly text: string;
  /** What the way forward offers: a free account (visitors) or Pro (free members). */
  readonly offer: 'free-account' | 'pro';
}

/**
 * What a viewer who has made `count` recorded views is told before the cap: from
 * `VISITS_LEFT_NOTICE_FROM` views left down to none, how many of the limit are left and what comes with
 * more (a free account's 40 views for a visitor, Pro's none for a free member). `null` further from the
 * cap, past it (the sign-in page or the paywall says it then), and for viewers without a cap (Pro,
 * verified crawlers).
 */
export function visitsLeftNotice(viewer: Viewer, count: number): VisitsLeftNotice | null {
  const state = visitCapState(count, { limit: visitLimitFor(viewer), crawler: viewer.crawler === true });
  if (state.limit === null || state.remaining === null) return null;
  if (state.exceeded || state.remaining > VISITS_LEFT_NOTICE_FROM) return null;
  const left = `${state.remaining} of ${state.limit} free views left`;
  return viewer.tier === 'visitor'
    ? {
        remaining: state.remaining,
        limit: state.limit,
        text: `${left} — join free for ${FREE_VISIT_LIMIT}`,
        offer: 'free-account',
      }
    : { remaining: state.remaining, limit: state.limit, text: `${left} — Pro has no limit`, offer: 'pro' };
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

/** A visitor's counters: of the device cookie the browser presented (`null`: none), and of its address. */
export interface VisitorCounts {
  /** Views recorded for the device id the browser presented; `null` when it presented none. */
  readonly device: number | null;
  /** Views recorded for the visitor's address (see `visitorAddressKey`), by every device behind it. */
  readonly address: number;
}

/**
 * Where a visitor stands against the cap, from both counters (every counted view adds one to each):
 * without a device cookie the address alone is held to `VISITOR_VISIT_LIMIT`; with one, the device is
 * held to `VISITOR_VISIT_LIMIT` and its address to `SHARED_ADDRESS_VISIT_LIMIT`. Neither a new cookie
 * nor a new User-Agent starts a fresh count: the address keeps counting. A verified crawler is never
 * capped.
 */
export function visitorVisitState(counts: VisitorCounts, options: { crawler?: boolean } = {}): VisitCapState {
  const address = sanitizeCount(counts.address);
  if (counts.device === null) {
    return visitCapState(address, { limit: VISITOR_VISIT_LIMIT, crawler: options.crawler ?? false });
  }
  const device = visitCapState(counts.device, {
    limit: VISITOR_VISIT_LIMIT,
    crawler: options.crawler ?? false,
  });
  if (device.limit === null || device.remaining === null) return device;
  const sharedLeft = Math.max(0, SHARED_ADDRESS_VISIT_LIMIT - address);
  return {
    ...device,
    remaining: Math.min(device.remaining, sharedLeft),
    exceeded: device.exceeded || address > SHARED_ADDRESS_VISIT_LIMIT,
  };
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts.join('.') : null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail is read as two), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (tail?.[1]) {
    const v4 = ipv4(tail[1]);
    if (v4 === null) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
    address = `${address.slice(0, tail.index + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The key a visitor's address is counted under: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 network (one home or phone gets a whole /64 and
 * may rotate through it freely), anything else as `unknown`.
 */
export function visitorAddressKey(address: string | null | undefined): string {
  if (typeof address !== 'string' || address.length > 64) return 'unknown';
  const v4 = ipv4(address.trim());
  if (v4 !== null) return v4;
  const groups = ipv6Groups(address.trim());
  if (groups === null) return 'unknown';
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** A search engine whose crawler can be verified by DNS, as it documents. */
export interface VerifiableCrawler {
  /** Its name. */
  readonly name: string;
  /** The host suffixes its crawlers' addresses resolve to (reverse DNS), then back (forward DNS). */
  readonly hostSuffixes: readonly string[];
}

/**
 * The search engines that document DNS verification of their crawlers, with the User-Agent tokens
 * that claim them and the host suffixes of their published instructions.
 */
const VERIFIABLE_CRAWLERS: ReadonlyArray<readonly [RegExp, VerifiableCrawler]> = [
  [
    /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|storebot-google|googleother|feedfetcher-google/i,
    { name: 'Google', hostSuffixes: ['googlebot.com', 'google.com', 'googleusercontent.com'] },
  ],
  [/bingbot|bingpreview|msnbot|adidxbot/i, { name: 'Bing', hostSuffixes: ['search.msn.com'] }],
  [/applebot/i, { name: 'Apple', hostSuffixes: ['applebot.apple.com'] }],
  [/yandex(?!search)/i, { name: 'Yandex', hostSuffixes: ['yandex.ru', 'yandex.net', 'yandex.com'] }],
  [/baiduspider/i, { name: 'Baidu', hostSuffixes: ['baidu.com', 'baidu.jp'] }],
  [/slurp/i, { name: 'Yahoo', hostSuffixes: ['crawl.yahoo.net'] }],
  [/seznambot/i, { name: 'Seznam', hostSuffixes: ['seznam.cz'] }],
  [/yeti\//i, { name: 'Naver', hostSuffixes: ['naver.com'] }],
];

/**
 * The search engine a User-Agent claims to crawl for, when that engine documents how to verify it by
 * DNS; `null` otherwise. A claim is only a claim: a server treats the request as a visitor's until
 * `isVerifiedCrawlerHost` holds for the address's reverse DNS name and that name resolves back to it.
 */
export function claimedCrawler(userAgent: string | null | undefined): VerifiableCrawler | null {
  if (typeof userAgent !== 'string') return null;
  const text = userAgent.slice(0, MAX_USER_AGENT_LENGTH);
  for (const [pattern, crawler] of VERIFIABLE_CRAWLERS) {
    if (pattern.test(text)) return crawler;
  }
  return null;
}

/** Whether a reverse DNS host name belongs to a crawler's published suffixes (`crawl-66-249-66-1.googlebot.com`). */
export function isVerifiedCrawlerHost(crawler: VerifiableCrawler, hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return crawler.hostSuffixes.some((suffix) => host.endsWith(`.${suffix}`));
}
