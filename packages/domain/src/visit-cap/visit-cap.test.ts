import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../tiers/tiers.js';
import {
  claimedCrawler,
  FREE_VISIT_LIMIT,
  isCrawler,
  isVerifiedCrawlerHost,
  recordVisit,
  SHARED_ADDRESS_VISIT_LIMIT,
  VISITOR_VISIT_LIMIT,
  VISITS_LEFT_NOTICE_FROM,
  visitCapState,
  visitLimitFor,
  visitorAddressKey,
  visitorVisitState,
  visitsLeftNotice,
} from './visit-cap.js';

const visitor: Viewer = { tier: 'visitor', role: 'user' };
const free: Viewer = { tier: 'free', role: 'user' };
const premium: Viewer = { tier: 'premium', role: 'user' };

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.29 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [Pinterest/iOS]',
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 YandexSearch/23.71',
];

const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'WhatsApp/2.23.20.0 A',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36 Prerender (+https://github.com/prerender/prerender)',
  'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
  'TelegramBot (like TwitterBot)',
  'Pinterest/0.2 (+https://www.pinterest.com/bot.html)',
  'SomeCompany-Crawler/3.1',
  'my-little-spider',
  'archive.org_bot',
];

describe('limits', () => {
  it('is 24 recorded views for visitors and 40 for free users', () => {
    expect(VISITOR_VISIT_LIMIT).toBe(24);
    expect(FREE_VISIT_LIMIT).toBe(40);
  });

  it('gives each tier its limit, none for Pro', () => {
    expect(visitLimitFor(visitor)).toBe(24);
    expect(visitLimitFor(free)).toBe(40);
    expect(visitLimitFor(premium)).toBeNull();
    expect(visitLimitFor({ tier: 'free', role: 'admin' })).toBe(40);
  });
});

describe('isCrawler', () => {
  it.each(CRAWLERS)('recognises %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each(BROWSERS)('does not treat %s as a crawler', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it('keeps a missing or empty user agent capped', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler(null)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });

  it('reads only the start of a very long user agent', () => {
    expect(isCrawler(`${'a'.repeat(5_000)} Googlebot/2.1`)).toBe(false);
  });
});

describe('visitCapState', () => {
  it('allows 24 recorded views to a visitor and exceeds at the 25th', () => {
    expect(visitCapState(24, { limit: 24 })).toEqual({ count: 24, limit: 24, remaining: 0, exceeded: false });
    expect(visitCapState(25, { limit: 24 })).toEqual({ count: 25, limit: 24, remaining: 0, exceeded: true });
  });

  it('allows 40 recorded views to a free user and exceeds at the 41st', () => {
    expect(visitCapState(40, { limit: FREE_VISIT_LIMIT }).exceeded).toBe(false);
    expect(visitCapState(41, { limit: FREE_VISIT_LIMIT }).exceeded).toBe(true);
    expect(visitCapState(10, { limit: FREE_VISIT_LIMIT }).remaining).toBe(30);
  });

  it('never caps Pro users or crawlers', () => {
    expect(visitCapState(1_000, { limit: null })).toEqual({
      count: 1_000,
      limit: null,
      remaining: null,
      exceeded: false,
    });
    expect(visitCapState(1_000, { limit: 24, crawler: true })).toMatchObject({
      limit: null,
      exceeded: false,
    });
    expect(visitCapState(1_000, { limit: Number.POSITIVE_INFINITY }).exceeded).toBe(false);
  });

  it('reads bad counts and limits strictly', () => {
    expect(visitCapState(Number.NaN, { limit: 24 }).count).toBe(0);
    expect(visitCapState(-3, { limit: 24 }).count).toBe(0);
    expect(visitCapState(3.7, { limit: 24 }).count).toBe(3);
    expect(visitCapState(1, { limit: Number.NaN })).toMatchObject({ limit: 0, exceeded: true });
    expect(visitCapState(1, { limit: -1 })).toMatchObject({ limit: 0, exceeded: true });
    expect(visitCapState(1, { limit: 2.5 }).limit).toBe(2);
  });

  it('keeps remaining + count == limit up to the cap, and exceeded iff count > limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (count, limit) => {
        const state = visitCapState(count, { limit });
        expect(state.exceeded).toBe(count > limit);
        expect(state.remaining).toBe(Math.max(0, limit - count));
        if (count <= limit) expect((state.remaining ?? 0) + state.count).toBe(limit);
      }),
    );
  });
});

describe('recordVisit', () => {
  it('redirects a visitor at the 25th view, not before', () => {
    let count = 0;
    const exceededAt: number[] = [];
    for (let view = 1; view <= 30; view += 1) {
      const state = recordVisit(count, { limit: visitLimitFor(visitor) });
      count = state.count;
      if (state.exceeded) exceededAt.push(view);
    }
    expect(exceededAt[0]).toBe(25);
  });

  it('exceeds a free user at the 41st view', () => {
    expect(recordVisit(39, { limit: 40 })).toMatchObject({ count: 40, exceeded: false });
    expect(recordVisit(40, { limit: 40 })).toMatchObject({ count: 41, exceeded: true });
  });

  it('stops counting one past the cap', () => {
    expect(recordVisit(41, { limit: 40 }).count).toBe(41);
    expect(recordVisit(500, { limit: 40 }).count).toBe(41);
  });

  it('does not count Pro users or crawlers', () => {
    expect(recordVisit(7, { limit: null })).toMatchObject({ count: 7, exceeded: false });
    expect(recordVisit(7, { limit: 24, crawler: true })).toMatchObject({ count: 7, exceeded: false });
  });

  it('repairs a bad count', () => {
    expect(recordVisit(Number.NaN, { limit: 24 }).count).toBe(1);
  });

  it('adds exactly one per view until the cap is passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (count, limit) => {
        const state = recordVisit(count, { limit });
        expect(state.count).toBe(Math.min(count + 1, limit + 1));
        expect(state.exceeded).toBe(count + 1 > limit);
      }),
    );
  });
});

describe('visitorVisitState', () => {
  it('holds a client without a device cookie to 24 views by its address', () => {
    expect(visitorVisitState({ device: null, address: 24 })).toMatchObject({
      count: 24,
      limit: 24,
      remaining: 0,
      exceeded: false,
    });
    expect(visitorVisitState({ device: null, address: 25 }).exceeded).toBe(true);
  });

  it('holds each device to 24 views and its address to the shared allowance', () => {
    expect(SHARED_ADDRESS_VISIT_LIMIT).toBe(96);
    expect(visitorVisitState({ device: 24, address: 60 })).toMatchObject({ exceeded: false, remaining: 0 });
    expect(visitorVisitState({ device: 25, address: 60 }).exceeded).toBe(true);
    expect(visitorVisitState({ device: 0, address: 96 })).toMatchObject({ exceeded: false, remaining: 0 });
    expect(visitorVisitState({ device: 0, address: 97 }).exceeded).toBe(true);
    expect(visitorVisitState({ device: 3, address: 90 }).remaining).toBe(6);
  });

  it('never caps a verified crawler', () => {
    expect(visitorVisitState({ device: null, address: 1_000 }, { crawler: true })).toMatchObject({
      limit: null,
      exceeded: false,
    });
    expect(visitorVisitState({ device: 500, address: 1_000 }, { crawler: true }).exceeded).toBe(false);
  });

  it('cannot be reset by a new cookie: the address keeps counting', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), (device, address) => {
        const state = visitorVisitState({ device, address });
        return state.exceeded === (device > 24 || address > SHARED_ADDRESS_VISIT_LIMIT);
      }),
    );
  });
});

describe('visitorAddressKey', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    expect(visitorAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(visitorAddressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(visitorAddressKey('2001:0DB8:85a3:08d3::1')).toBe(key);
    expect(visitorAddressKey('2001:db8:85a3:8d3::ffff:1%eth0')).toBe(key);
    expect(visitorAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(visitorAddressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('reads anything else as unknown', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'localhost',
      '256.1.1.1',
      '1.2.3',
      '1::2::3',
      'a:b:c:d:e:f:1:2:3',
      '::1.2.3.999',
      'g::1',
      'x'.repeat(65),
      '1:2:3',
    ]) {
      expect(visitorAddressKey(bad)).toBe('unknown');
    }
  });
});

describe('crawler verification', () => {
  it('names the engine a User-Agent claims, when it documents DNS verification', () => {
    expect(
      claimedCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')?.name,
    ).toBe('Google');
    expect(claimedCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')?.name).toBe('Bing');
    expect(claimedCrawler('Mozilla/5.0 (Macintosh) Applebot/0.1')?.name).toBe('Apple');
    expect(claimedCrawler('Mozilla/5.0 (compatible; YandexBot/3.0)')?.name).toBe('Yandex');
    expect(claimedCrawler('Twitterbot/1.0')).toBeNull();
    expect(claimedCrawler('Mozilla/5.0 Chrome/120')).toBeNull();
    expect(claimedCrawler(undefined)).toBeNull();
  });

  it('accepts only hosts under the published suffixes', () => {
    const google = claimedCrawler('Googlebot/2.1');
    if (google === null) throw new Error('expected Google');
    expect(isVerifiedCrawlerHost(google, 'crawl-66-249-66-1.googlebot.com')).toBe(true);
    expect(isVerifiedCrawlerHost(google, 'Rate-Limited-Proxy-66-249-90-77.GOOGLE.COM.')).toBe(true);
    expect(isVerifiedCrawlerHost(google, 'googlebot.com.evil.example')).toBe(false);
    expect(isVerifiedCrawlerHost(google, 'evilgooglebot.com')).toBe(false);
    expect(isVerifiedCrawlerHost(google, 'googlebot.com')).toBe(false);
  });
});

describe('visitsLeftNotice', () => {
  it('tells a visitor from 5 views left how many of the 24 remain, and that joining free gives 40', () => {
    expect(visitsLeftNotice(visitor, 18)).toBeNull();
    expect(visitsLeftNotice(visitor, 19)).toEqual({
      remaining: 5,
      limit: VISITOR_VISIT_LIMIT,
      text: '5 of 24 free views left — join free for 40',
      offer: 'free-account',
    });
    expect(visitsLeftNotice(visitor, 24)?.text).toBe('0 of 24 free views left — join free for 40');
    // Past the cap the sign-in page says it.
    expect(visitsLeftNotice(visitor, 25)).toBeNull();
  });

  it('tells a free member from 5 views left how many of the 40 remain, and that Pro has no limit', () => {
    expect(visitsLeftNotice(free, 34)).toBeNull();
    expect(visitsLeftNotice(free, 35)).toEqual({
      remaining: 5,
      limit: FREE_VISIT_LIMIT,
      text: '5 of 40 free views left — Pro has no limit',
      offer: 'pro',
    });
    expect(visitsLeftNotice(free, 41)).toBeNull();
  });

  it('says nothing to viewers without a cap, and reads a bad count as none', () => {
    expect(visitsLeftNotice({ tier: 'premium', role: 'user' }, 100)).toBeNull();
    expect(visitsLeftNotice({ ...visitor, crawler: true }, 22)).toBeNull();
    expect(visitsLeftNotice(visitor, Number.NaN)).toBeNull();
    expect(visitsLeftNotice(visitor, 20)?.remaining).toBe(VISITS_LEFT_NOTICE_FROM - 1);
  });
});
