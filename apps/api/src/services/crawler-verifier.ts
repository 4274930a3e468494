/**
 * Verifies a crawler's claim the way search engines document it: the address's reverse DNS name must end
 * in one of the engine's published host suffixes (`@pageshelf/domain/visit-cap` holds them), and that
 * name must resolve back to the same address. Results are remembered for a day per address and engine
 * (bounded), and one lookup serves every request that arrives while it runs. A lookup that fails or
 * takes too long verifies nothing: the request is a visitor's.
 */
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { claimedCrawler, isVerifiedCrawlerHost } from '@pageshelf/domain/visit-cap';
import type { Clock } from '../lib/clock.js';

/** The two DNS questions of the check; tests give a stub. */
export interface HostResolver {
  /** Host names of an address (PTR). */
  reverse(address: string): Promise<string[]>;
  /** Addresses of a host name (A and AAAA). */
  lookup(hostname: string): Promise<string[]>;
}

export const systemResolver: HostResolver = {
  reverse: (address) => dns.reverse(address),
  lookup: async (hostname) => (await dns.lookup(hostname, { all: true })).map((entry) => entry.address),
};

export interface CrawlerVerifierOptions {
  /** Longest wait for the two lookups together. */
  readonly timeoutMs?: number;
  /** How long an answer is remembered. */
  readonly ttlMs?: number;
  /** Most answers remembered (the oldest go first). */
  readonly maxEntries?: number;
}

const normalized = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.)/, '');

export class CrawlerVerifier {
  private readonly answers = new Map<string, { at: number; verified: Promise<boolean> }>();
  private readonly timeoutMs: number;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly resolver: HostResolver,
    private readonly clock: Clock,
    options: CrawlerVerifierOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 1_500;
    this.ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** Whether a request from `address` with `userAgent` comes from the crawler it claims to be. */
  async isVerified(address: string, userAgent: string | undefined): Promise<boolean> {
    const crawler = claimedCrawler(userAgent);
    if (crawler === null || isIP(normalized(address)) === 0) return false;
    const key = `${crawler.name}|${normalized(address)}`;
    const now = this.clock.now().getTime();
    const known = this.answers.get(key);
    if (known && now - known.at < this.ttlMs) return known.verified;
    const verified = this.check(normalized(address), (host) => isVerifiedCrawlerHost(crawler, host));
    this.answers.delete(key);
    this.answers.set(key, { at: now, verified });
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    return verified;
  }

  private async check(address: string, belongs: (host: string) => boolean): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const lookups = (async () => {
      const hosts = (await this.resolver.reverse(address)).filter(belongs);
      for (const host of hosts) {
        const addresses = (await this.resolver.lookup(host)).map(normalized);
        if (addresses.includes(address)) return true;
      }
      return false;
    })().catch(() => false);
    try {
      return await Promise.race([lookups, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
