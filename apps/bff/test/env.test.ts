import { resolve } from 'node:path';
import { BACKEND_TIMEOUT_MS } from '@pageshelf/domain/constants';
import { SESSION_ABSOLUTE_LIMIT_DAYS } from '@pageshelf/domain/sessions';
import { describe, expect, it } from 'vitest';
import { APP_ROOT, loadConfig } from '../src/env.js';

describe('loadConfig', () => {
  it('has a default for everything outside production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      apiUrl: 'http://127.0.0.1:4000',
      apiTimeoutMs: BACKEND_TIMEOUT_MS,
      trustedProxies: [],
      redisUrl: null,
      posthog: null,
      posthogHost: 'https://eu.i.posthog.com',
      publicOrigin: 'http://localhost:3000',
      geoHeaders: { country: 'cf-ipcountry', region: 'cf-region', city: 'cf-ipcity' },
      rateLimit: { perMinute: 600, magicLinkMax: 10, magicLinkWindowMs: 15 * 60 * 1000 },
    });
    expect(config.webDistDir).toBe(resolve(APP_ROOT, '../web/dist'));
    expect(config.sessionKeys).toHaveLength(1);
    expect(config.sessionKeys[0]?.length).toBeGreaterThanOrEqual(32);
  });

  it('requires SESSION_KEYS (keys of 32+ characters) in production, not the development key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_KEYS: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_KEYS: 'short' })).toThrow(
      /SESSION_KEYS: each key must be at least 32 characters/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_KEYS: loadConfig({}).sessionKeys.join(',') }),
    ).toThrow(/SESSION_KEYS: required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_KEYS: 'x'.repeat(32) });
    expect(config.production).toBe(true);
    expect(config.sessionKeys).toEqual(['x'.repeat(32)]);
  });

  it('reads SESSION_KEYS as a list, newest first, and refuses a bad one by name', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ SESSION_KEYS: ` ${a} , ${b},` }).sessionKeys).toEqual([a, b]);
    expect(() => loadConfig({ SESSION_KEYS: `${a},short` })).toThrow(/SESSION_KEYS: each key/);
    expect(() => loadConfig({ SESSION_KEYS: `${a},${a}` })).toThrow(
      /SESSION_KEYS: must not list a key twice/,
    );
    expect(() =>
      loadConfig({ SESSION_KEYS: [1, 2, 3, 4, 5].map((n) => `${n}`.repeat(32)).join(',') }),
    ).toThrow(/SESSION_KEYS: must list at most 4 keys/);
    expect(() => loadConfig({ SESSION_KEYS: ' , ' })).toThrow(/SESSION_KEYS: must list at least one key/);
  });

  it('refuses SESSION_SECRET, which SESSION_KEYS replaced, saying what to do', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /SESSION_SECRET: replaced by SESSION_KEYS/,
    );
  });

  it('keeps the session cookie no longer than the API keeps a session', () => {
    const DAY_S = 24 * 60 * 60;
    expect(loadConfig({}).sessionMaxAgeSeconds).toBe(SESSION_ABSOLUTE_LIMIT_DAYS * DAY_S);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessionMaxAgeSeconds).toBe(7 * DAY_S);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: String(SESSION_ABSOLUTE_LIMIT_DAYS + 1) })).toThrow(
      `SESSION_MAX_AGE_DAYS: must be at most ${SESSION_ABSOLUTE_LIMIT_DAYS}`,
    );
  });

  it('names every bad variable', () => {
    let message = '';
    try {
      loadConfig({
        BFF_PORT: 'eighty',
        API_URL: 'ftp://x',
        TRUSTED_PROXIES: '10.0.0.0/8, not-an-ip',
        REDIS_URL: 'http://x',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['BFF_PORT', 'API_URL', 'TRUSTED_PROXIES', 'REDIS_URL'])
      expect(message).toContain(name);
  });

  it('parses lists and treats blank variables as unset', () => {
    const config = loadConfig({
      TRUSTED_PROXIES: ' 10.0.0.0/8 , 127.0.0.1,::1, loopback ',
      POSTHOG_KEY: '',
      REDIS_URL: '   ',
      API_URL: 'http://api:4000/v1/',
      GEO_COUNTRY_HEADER: 'X-Country',
    });
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    expect(config.posthog).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.apiUrl).toBe('http://api:4000/v1');
    expect(config.geoHeaders.country).toBe('x-country');
  });
});
