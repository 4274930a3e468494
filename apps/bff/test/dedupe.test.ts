import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/plugins/session.js';
import {
  delay,
  json,
  ORIGIN,
  type StubUpstream,
  sessionCookie,
  TOKEN,
  testApp,
  withStubUpstream,
} from './helpers.js';

let upstream: StubUpstream;
let app: FastifyInstance;

withStubUpstream({
  started: (stub) => {
    upstream = stub;
  },
  app: () => app,
});

/** The backend answers GET /me after `ms`, with the caller's authorization and a per-call serial. */
function slowMe(ms: number): void {
  let serial = 0;
  upstream.on('GET /me', async (request, response) => {
    serial += 1;
    const mine = serial;
    await delay(ms);
    json(response, 200, { serial: mine, authorization: request.headers.authorization ?? null });
  });
}

describe('single flight', () => {
  it('lets 100 concurrent identical GETs of one user reach the backend once, and all get the body', async () => {
    slowMe(150);
    app = await testApp(upstream);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(TOKEN) } }),
      ),
    );
    expect(upstream.requests).toHaveLength(1);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ serial: 1, authorization: `Bearer ${TOKEN}` });
    }
  });

  it('shares between requests of one anonymous device too', async () => {
    slowMe(100);
    app = await testApp(upstream);
    const cookie = `${DEVICE_COOKIE}=device_shared_abcdefghij`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })),
    );
    expect(upstream.requests).toHaveLength(1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  });

  it('shares between cookieless requests only of one address and user agent (how the backend counts them)', async () => {
    upstream.on('GET /me/activity', async (request, response) => {
      await delay(100);
      json(response, 200, { ip: request.headers.ip_origin, ua: request.headers['user-agent'] });
    });
    app = await testApp(upstream);
    const get = (remoteAddress: string, ua: string) =>
      app.inject({
        method: 'GET',
        url: '/api/me/activity?action=record_count',
        headers: { 'user-agent': ua },
        remoteAddress,
      });
    const responses = await Promise.all([
      get('198.51.100.1', 'A'),
      get('198.51.100.1', 'A'),
      get('198.51.100.2', 'A'),
      get('198.51.100.1', 'B'),
    ]);
    expect(upstream.requests).toHaveLength(3);
    expect(responses.map((response) => response.json())).toEqual([
      { ip: '198.51.100.1', ua: 'A' },
      { ip: '198.51.100.1', ua: 'A' },
      { ip: '198.51.100.2', ua: 'A' },
      { ip: '198.51.100.1', ua: 'B' },
    ]);
  });

  it('never shares an answer between two users', async () => {
    slowMe(100);
    app = await testApp(upstream);
    const other = 'tok_zyxwvutsrqponmlkjihgfedcba9876543210';
    const [first, second, visitor] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(TOKEN) } }),
      app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(other) } }),
      app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: `${DEVICE_COOKIE}=device_visitor_abcdefgh` },
      }),
    ]);
    expect(upstream.requests).toHaveLength(3);
    expect(first?.json()).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    expect(second?.json()).toMatchObject({ authorization: `Bearer ${other}` });
    expect(visitor?.json()).toMatchObject({ authorization: null });
  });

  it('does not share between different URLs', async () => {
    upstream.on('*', async (request, response) => {
      await delay(50);
      json(response, 200, { url: request.url });
    });
    app = await testApp(upstream);
    const cookie = sessionCookie(TOKEN);
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/pages?term=a', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/pages?term=b', headers: { cookie } }),
    ]);
    expect(upstream.requests).toHaveLength(2);
    expect(a?.json()).toEqual({ url: '/pages?term=a' });
    expect(b?.json()).toEqual({ url: '/pages?term=b' });
  });

  it('never dedupes POSTs', async () => {
    upstream.on('POST /me/activity', async (_request, response) => {
      await delay(50);
      json(response, 200, { ok: true });
    });
    app = await testApp(upstream);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/me/activity',
          headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN, 'content-type': 'application/json' },
          payload: { action: 'log_user_activity', action_name: 'opened pricing' },
        }),
      ),
    );
    expect(upstream.requests).toHaveLength(5);
    for (const response of responses) expect(response.statusCode).toBe(200);
  });

  it('caches nothing once the call is over', async () => {
    slowMe(10);
    app = await testApp(upstream);
    const cookie = sessionCookie(TOKEN);
    const first = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    const second = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(upstream.requests).toHaveLength(2);
    expect(first.json()).toMatchObject({ serial: 1 });
    expect(second.json()).toMatchObject({ serial: 2 });
  });

  it('gives every sharer the same error when the shared call fails', async () => {
    upstream.on('GET /me', async (_request, response) => {
      await delay(50);
      json(response, 503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' });
    });
    app = await testApp(upstream);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(TOKEN) } }),
      ),
    );
    expect(upstream.requests).toHaveLength(1);
    for (const response of responses) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'busy' });
    }
  });
});
