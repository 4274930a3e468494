import type { Viewer } from '../tiers/tiers.js';

/** Views a visitor may make before being sent to sign in. */
export const VISITOR_VISIT_LIMIT = 24;
/** Views a signed-in free user may make. Premium members are not capped. */
export const FREE_VISIT_LIMIT = 40;
/** The info message shown when the cap is passed. */
export const VISIT_LIMIT_MESSAGE = 'Sign in to continue browsing';

const CRAWLER =
  /bot\b|bot\/|crawler|crawling|spider|slurp|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|discordbot|slackbot|linkedinbot|twitterbot|applebot|bingpreview|duckduckbot|baiduspider|yandex|sogou|exabot|ia_archiver|ahrefs|semrush|mj12bot|dotbot|petalbot|bytespider|gptbot|claudebot|ccbot|perplexitybot|lighthouse|pagespeed|headlesschrome\/.*\(compatible|google-inspectiontool|googleother|mediapartners-google|adsbot|feedfetcher|archive\.org_bot|uptimerobot|pingdom|statuscake/i;

/**
 * Whether a user agent belongs to a known crawler. Plain headless browsers ("HeadlessChrome") are
 * not crawlers: our own browser tests run in one and must be capped like people.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return CRAWLER.test(userAgent.slice(0, 512));
}

/** The visit limit of a viewer: 24 visitors, 40 free, null (unlimited) premium. */
export function visitLimitFor(viewer: Viewer): number | null {
  if (viewer.tier === 'premium') return null;
  return viewer.tier === 'free' ? FREE_VISIT_LIMIT : VISITOR_VISIT_LIMIT;
}

export interface VisitCapState {
  count: number;
  limit: number | null;
  remaining: number | null;
  /** true once the recorded views pass the limit: the 25th view of a visitor, the 41st of a free user */
  exceeded: boolean;
}

/** The cap state for a recorded count. Crawlers and unlimited viewers are never exceeded. */
export function visitCapState(
  count: number,
  options: { limit: number | null; crawler?: boolean },
): VisitCapState {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const limit = options.crawler ? null : options.limit;
  return {
    count: safe,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - safe),
    exceeded: limit !== null && safe > limit,
  };
}

/** The count after one more recorded view (crawlers are not counted). */
export function recordVisit(count: number, options: { crawler?: boolean } = {}): number {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return options.crawler ? safe : safe + 1;
}

export type VisitCapOutcome =
  | { action: 'continue' }
  | { action: 'redirect'; to: '/auth'; message: typeof VISIT_LIMIT_MESSAGE };

/** What happens after a view: past the cap the viewer sees 'Sign in to continue browsing' and goes to /auth. */
export function visitCapOutcome(state: Pick<VisitCapState, 'exceeded'>): VisitCapOutcome {
  return state.exceeded
    ? { action: 'redirect', to: '/auth', message: VISIT_LIMIT_MESSAGE }
    : { action: 'continue' };
}
