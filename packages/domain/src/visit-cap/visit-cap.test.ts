import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewerOf } from '../tiers/tiers.js';
import {
  FREE_VISIT_LIMIT,
  isCrawler,
  recordVisit,
  VISIT_LIMIT_MESSAGE,
  VISITOR_VISIT_LIMIT,
  visitCapOutcome,
  visitCapState,
  visitLimitFor,
} from './visit-cap.js';

describe('visit cap', () => {
  it('caps visitors at 24 and free users at 40; premium is unlimited', () => {
    expect(VISITOR_VISIT_LIMIT).toBe(24);
    expect(FREE_VISIT_LIMIT).toBe(40);
    expect(visitLimitFor(viewerOf(null))).toBe(24);
    expect(visitLimitFor(viewerOf({ planType: 'free' }))).toBe(40);
    expect(visitLimitFor(viewerOf({ planType: 'pro' }))).toBeNull();
  });

  it("sends the visitor's 25th view and the free user's 41st to /auth", () => {
    let count = 0;
    for (let i = 0; i < 24; i += 1) count = recordVisit(count);
    expect(visitCapState(count, { limit: 24 }).exceeded).toBe(false);
    count = recordVisit(count);
    const state = visitCapState(count, { limit: 24 });
    expect(state).toEqual({ count: 25, limit: 24, remaining: 0, exceeded: true });
    expect(visitCapOutcome(state)).toEqual({
      action: 'redirect',
      to: '/auth',
      message: 'Sign in to continue browsing',
    });
    expect(VISIT_LIMIT_MESSAGE).toBe('Sign in to continue browsing');
    expect(visitCapState(40, { limit: 40 }).exceeded).toBe(false);
    expect(visitCapState(41, { limit: 40 }).exceeded).toBe(true);
    expect(visitCapOutcome(visitCapState(3, { limit: 24 }))).toEqual({ action: 'continue' });
  });

  it('never caps or counts crawlers, and treats bad counts as zero', () => {
    expect(visitCapState(1000, { limit: 24, crawler: true })).toMatchObject({ exceeded: false, limit: null });
    expect(recordVisit(5, { crawler: true })).toBe(5);
    expect(recordVisit(Number.NaN)).toBe(1);
    expect(visitCapState(-4, { limit: 24 }).count).toBe(0);
    expect(visitCapState(Number.POSITIVE_INFINITY, { limit: null }).exceeded).toBe(false);
  });

  it('exceeds exactly when the count passes the limit (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 100 }), (count, limit) => {
        const state = visitCapState(count, { limit });
        expect(state.exceeded).toBe(count > limit);
        expect(state.remaining).toBe(Math.max(0, limit - count));
      }),
    );
  });
});

describe('crawler detection', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
  ])('recognises %s', (agent) => {
    expect(isCrawler(agent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  ])('does not mistake a person for a crawler: %s', (agent) => {
    expect(isCrawler(agent)).toBe(false);
  });

  it('treats a missing user agent as a person', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });
});
