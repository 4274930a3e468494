import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, json, ORIGIN, type StubUpstream, startStubUpstream, testApp } from './helpers.js';

let upstream: StubUpstream;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  upstream = await startStubUpstream();
  upstream.on('POST /auth/magic-link', (_request, response) => json(response, 200, { sent: true }));
});
afterAll(async () => {
  await upstream.close();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function app(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const instance = await testApp(upstream, env);
  apps.push(instance);
  return instance;
}

function magicLink(instance: FastifyInstance, remoteAddress = '198.51.100.1', url = '/api/_auth/magic-link') {
  return instance.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN },
    payload: { email: 'ann@example.com' },
    remoteAddress,
  });
}

describe('rate limits (in memory)', () => {
  it('answers 429 with Retry-After and a JSON body past the general /api limit', async () => {
    const instance = await app({ RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      statuses.push(
        (await instance.inject({ method: 'GET', url: '/api/init', remoteAddress: '198.51.100.1' }))
          .statusCode,
      );
    }
    const limited = await instance.inject({
      method: 'GET',
      url: '/api/headers',
      remoteAddress: '198.51.100.1',
    });
    expect(statuses).toEqual([200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'rate_limited',
    });
    expect(limited.headers['x-content-type-options']).toBe('nosniff');

    const otherClient = await instance.inject({
      method: 'GET',
      url: '/api/init',
      remoteAddress: '198.51.100.2',
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('leaves the SPA and images out of the /api limit', async () => {
    const instance = await app({ RATE_LIMIT_PER_MINUTE: '1' });
    await instance.inject({ method: 'GET', url: '/api/init' });
    expect((await instance.inject({ method: 'GET', url: '/api/init' })).statusCode).toBe(429);
    expect((await instance.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });

  it('limits POST /api/_auth/magic-link more strictly, per client', async () => {
    const instance = await app({ RATE_LIMIT_MAGIC_LINK_MAX: '2' });
    expect((await magicLink(instance)).statusCode).toBe(200);
    expect((await magicLink(instance)).statusCode).toBe(200);
    const limited = await magicLink(instance);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await magicLink(instance, '198.51.100.9')).statusCode).toBe(200);
    // the rest of /api is not affected by the sign-in limit
    expect((await instance.inject({ method: 'GET', url: '/api/init' })).statusCode).toBe(200);
  });

  it('counts every spelling of the sign-in call against the sign-in limit, never the general one', async () => {
    const instance = await app({ RATE_LIMIT_MAGIC_LINK_MAX: '2', RATE_LIMIT_PER_MINUTE: '100' });
    const sent = () => upstream.requests.filter((request) => request.url === '/auth/magic-link').length;
    const before = sent();
    expect((await magicLink(instance, undefined, '/api/%5Fauth/magic-link')).statusCode).toBe(200);
    expect((await magicLink(instance, undefined, '/api/_auth/magic%2Dlink')).statusCode).toBe(200);
    expect((await magicLink(instance)).statusCode).toBe(429);
    // Spellings the router does not decode to the BFF's route never reach the backend's /auth/magic-link.
    for (const url of ['/api/%61uth/magic-link', '/api/AUTH/magic-link', '/api/auth;x/magic-link']) {
      expect((await magicLink(instance, undefined, url)).statusCode, url).toBe(404);
    }
    expect(sent() - before).toBe(2);
  });
});

describe('rate limits with an unreachable Redis', () => {
  it('lets requests through (the limits run open) instead of failing them', async () => {
    const instance = await app({
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      RATE_LIMIT_PER_MINUTE: '1',
    });
    const started = Date.now();
    const responses = [
      await instance.inject({ method: 'GET', url: '/api/init' }),
      await instance.inject({ method: 'GET', url: '/api/init' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

// A Redis server for the shared-limit test: TEST_REDIS_URL (set by .ci/run when one answers), else REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(redisUrl === undefined)('rate limits shared through Redis', () => {
  it('counts the requests of two BFF instances against one limit', async () => {
    const prefix = `pageshelf:bff:test:${randomUUID()}:`;
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '3' };
    const first = await app(env);
    const second = await app(env);
    const statuses: number[] = [];
    for (const instance of [first, second, first, second]) {
      const response = await instance.inject({
        method: 'GET',
        url: '/api/init',
        remoteAddress: '203.0.113.50',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const redis = new Redis(redisUrl ?? '');
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThan(0);
      await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });
});
