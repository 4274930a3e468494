import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import {
  closedPort,
  cookieNamed,
  delay,
  isCleared,
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

const replacedBody = {
  statusCode: 490,
  error: 'Session Replaced',
  message: 'This account is being used on another device',
  code: 'session_replaced',
};

describe('timeouts and unreachable backend', () => {
  it('answers 504 upstream_timeout when the backend is slower than API_TIMEOUT_MS (GET, shared)', async () => {
    // The backend answers only once the BFF has: a 504 can only come from the BFF's own timeout, and a
    // BFF that waited for the backend would never answer (the test would time out), with no stopwatch.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    upstream.on('GET /me', async (_request, response) => {
      await held;
      json(response, 200, { late: true });
    });
    app = await testApp(upstream, { API_TIMEOUT_MS: '200' });
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    release();
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({
      statusCode: 504,
      error: 'Gateway Timeout',
      code: 'upstream_timeout',
      message: expect.any(String),
    });
  });

  it('answers 504 for a slow streamed call too (POST)', async () => {
    upstream.on('POST /me/activity', async (_request, response) => {
      await delay(1_500);
      json(response, 200, { ok: true });
    });
    app = await testApp(upstream, { API_TIMEOUT_MS: '200' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/activity',
      headers: { 'content-type': 'application/json' },
      payload: { action: 'log_user_activity', action_name: 'x' },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'upstream_timeout' });
  });

  it('answers 502 upstream_unavailable at once when nothing listens', async () => {
    const port = await closedPort();
    app = await testApp(`http://127.0.0.1:${port}`);
    const started = Date.now();
    const [get, post] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/me' }),
      app.inject({ method: 'POST', url: '/api/feedback', payload: { text: 'hi' } }),
    ]);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const response of [get, post]) {
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'upstream_unavailable',
      });
    }
  });

  it('answers 502 for images when the backend is down', async () => {
    const port = await closedPort();
    app = await testApp(`http://127.0.0.1:${port}`);
    const response = await app.inject({ method: 'GET', url: '/media/screens/ab/thumb.webp' });
    expect(response.statusCode).toBe(502);
  });
});

describe('backend error statuses', () => {
  it('490 clears the session cookie and passes 490 with the backend body', async () => {
    upstream.on('GET /me', (_request, response) => json(response, 490, replacedBody));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(490);
    expect(response.json()).toEqual(replacedBody);
    const cleared = cookieNamed(response.headers['set-cookie'], SESSION_COOKIE);
    expect(isCleared(cleared)).toBe(true);
    expect(cleared?.attributes.path).toBe('/');
  });

  it('490 on a streamed call (POST) clears the cookie too', async () => {
    upstream.on('POST /collections', (_request, response) => json(response, 490, replacedBody));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN, 'content-type': 'application/json' },
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(490);
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });

  it('426 passes through unchanged and keeps the session', async () => {
    const body = {
      statusCode: 426,
      error: 'Upgrade Required',
      message: 'Upgrade required',
      code: 'upgrade_required',
    };
    upstream.on('GET /collections', (_request, response) => json(response, 426, body));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/collections',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual(body);
    expect(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  });

  it.each(['session_expired', 'unauthorized'])('401 %s clears a session cookie', async (code) => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Sign in again', code };
    upstream.on('GET /me', (_request, response) => json(response, 401, body));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(body);
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });

  it('a 401 without a session cookie sets no session cookie', async () => {
    upstream.on('GET /me', (_request, response) =>
      json(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in',
        code: 'unauthorized',
      }),
    );
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps the body of other errors (its error field)', async () => {
    const body = {
      statusCode: 429,
      error: 'Too Many Requests',
      message: "You've used all 8 daily searches",
      code: 'search_limit_reached',
    };
    upstream.on('GET /search', (_request, response) => json(response, 429, body, { 'retry-after': '3600' }));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/search?q=login',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(body);
    expect(response.headers['retry-after']).toBe('3600');
    expect(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  });
});
