import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/support/test-api.js';
import { CrawlerVerifier, type HostResolver } from './crawler-verifier.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A resolver that answers from tables and counts the questions it is asked. */
function stubResolver(reverse: Record<string, string[]>, forward: Record<string, string[]>) {
  const asked = { reverse: 0, lookup: 0 };
  const resolver: HostResolver = {
    reverse: async (address) => {
      asked.reverse += 1;
      return reverse[address] ?? [];
    },
    lookup: async (host) => {
      asked.lookup += 1;
      return forward[host] ?? [];
    },
  };
  return { resolver, asked };
}

describe('CrawlerVerifier', () => {
  it('verifies a claim whose address resolves to the engine and back', async () => {
    const { resolver } = stubResolver(
      { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] },
      { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] },
    );
    const verifier = new CrawlerVerifier(resolver, new TestClock());
    expect(await verifier.isVerified('66.249.66.1', GOOGLEBOT)).toBe(true);
    expect(await verifier.isVerified('::ffff:66.249.66.1', GOOGLEBOT)).toBe(true);
  });

  it('refuses a host outside the suffixes, a host that does not resolve back, and a mere claim', async () => {
    const { resolver } = stubResolver(
      {
        '203.0.113.1': ['googlebot.com.attacker.example'],
        '203.0.113.2': ['crawl-fake.googlebot.com'],
      },
      { 'crawl-fake.googlebot.com': ['66.249.66.1'], 'googlebot.com.attacker.example': ['203.0.113.1'] },
    );
    const verifier = new CrawlerVerifier(resolver, new TestClock());
    expect(await verifier.isVerified('203.0.113.1', GOOGLEBOT)).toBe(false);
    expect(await verifier.isVerified('203.0.113.2', GOOGLEBOT)).toBe(false);
    expect(await verifier.isVerified('203.0.113.3', GOOGLEBOT)).toBe(false);
    expect(await verifier.isVerified('66.249.66.1', 'Mozilla/5.0 Chrome/120')).toBe(false);
    expect(await verifier.isVerified('not an address', GOOGLEBOT)).toBe(false);
  });

  it('treats a failing or slow DNS as no verification', async () => {
    const failing: HostResolver = {
      reverse: async () => {
        throw new Error('ENOTFOUND');
      },
      lookup: async () => [],
    };
    expect(await new CrawlerVerifier(failing, new TestClock()).isVerified('66.249.66.1', GOOGLEBOT)).toBe(
      false,
    );
    const slow: HostResolver = { reverse: () => new Promise(() => undefined), lookup: async () => [] };
    const verifier = new CrawlerVerifier(slow, new TestClock(), { timeoutMs: 20 });
    expect(await verifier.isVerified('66.249.66.1', GOOGLEBOT)).toBe(false);
  });

  it('asks DNS once per address a day, for every request at once', async () => {
    const { resolver, asked } = stubResolver(
      { '66.249.66.1': ['crawl-66-249-66-1.googlebot.com'] },
      { 'crawl-66-249-66-1.googlebot.com': ['66.249.66.1'] },
    );
    const clock = new TestClock();
    const verifier = new CrawlerVerifier(resolver, clock, { maxEntries: 2 });
    await Promise.all([1, 2, 3].map(() => verifier.isVerified('66.249.66.1', GOOGLEBOT)));
    expect(asked.reverse).toBe(1);
    clock.advance(23 * 60 * 60 * 1000);
    await verifier.isVerified('66.249.66.1', GOOGLEBOT);
    expect(asked.reverse).toBe(1);
    clock.advance(2 * 60 * 60 * 1000);
    await verifier.isVerified('66.249.66.1', GOOGLEBOT);
    expect(asked.reverse).toBe(2);
    // The memory is bounded: the oldest answers go first.
    await verifier.isVerified('203.0.113.1', GOOGLEBOT);
    await verifier.isVerified('203.0.113.2', GOOGLEBOT);
    await verifier.isVerified('66.249.66.1', GOOGLEBOT);
    expect(asked.reverse).toBe(5);
  });
});
