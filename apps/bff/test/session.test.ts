import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Analytics, AnalyticsEvent } from '../src/lib/analytics.js';
import { SessionSeal } from '../src/lib/session-seal.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { SIGN_OUT_TIMEOUT_MS } from '../src/routes/auth-session.js';
import {
  backendUser,
  closedPort,
  cookieNamed,
  delay,
  isCleared,
  json,
  nowSeconds,
  ORIGIN,
  type StubUpstream,
  sealedSession,
  sessionCookie,
  TEST_SESSION_KEY,
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

const LINK_TOKEN = 'link_abcdefghijklmnopqrstuvwxyz012345';
const MAX_AGE_S = 90 * 24 * 60 * 60;

/**
 * A backend that signs in LINK_TOKEN as TOKEN (an account that sign-in created when `newAccount`) and
 * knows TOKEN's session.
 */
function backendWithAuth({ newAccount = false }: { newAccount?: boolean } = {}): void {
  upstream.on('POST /auth/verify', (request, response) => {
    const body = JSON.parse(request.body) as { token?: string };
    if (body.token !== LINK_TOKEN) {
      json(response, 400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This sign-in link is invalid, used or expired',
        code: 'invalid_link',
      });
      return;
    }
    json(response, 200, { token: TOKEN, user: backendUser(), redirectTo: '/pages?term=login', newAccount });
  });
  upstream.on('GET /auth/session', (request, response) => {
    if (request.headers.authorization === `Bearer ${TOKEN}`) {
      json(response, 200, {
        authenticated: true,
        user: { ...backendUser(), token: TOKEN, passwordHash: 'x' },
      });
    } else {
      json(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in',
        code: 'unauthorized',
      });
    }
  });
  upstream.on('POST /auth/sign-out', (request, response) => {
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      json(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in',
        code: 'unauthorized',
      });
      return;
    }
    response.writeHead(204);
    response.end();
  });
}

class RecordingAnalytics implements Analytics {
  readonly enabled = true;
  readonly events: { distinctId: string; event: AnalyticsEvent }[] = [];
  capture(distinctId: string, event: AnalyticsEvent): void {
    this.events.push({ distinctId, event });
  }
  async shutdown(): Promise<void> {}
}

describe('sign-in through POST /api/_auth/verify', () => {
  it('sets the session cookie, answers the user and never the token', async () => {
    backendWithAuth();
    const analytics = new RecordingAnalytics();
    app = await testApp(upstream, {}, { analytics });
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: LINK_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authenticated: true,
      user: backendUser(),
      redirectTo: '/pages?term=login',
      newAccount: false,
    });
    expect(response.body).not.toContain(TOKEN);
    const cookie = cookieNamed(response.headers['set-cookie'], SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.value).not.toBe(TOKEN);
    // Sealed: neither the token nor any piece of it, and it opens to the token with the BFF's key only.
    expect(cookie?.value).not.toContain(TOKEN);
    expect(cookie?.value).not.toContain(TOKEN.slice(4, 20));
    expect(new SessionSeal([TEST_SESSION_KEY], MAX_AGE_S).open(cookie?.value ?? '', Date.now())?.token).toBe(
      TOKEN,
    );
    expect(cookie?.attributes['max-age']).toBe(String(MAX_AGE_S));
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie?.attributes.secure).toBeUndefined();
    expect(analytics.events).toEqual([{ distinctId: '7', event: 'signed in' }]);
    expect(upstream.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("passes on the backend's word that this sign-in created the account", async () => {
    backendWithAuth({ newAccount: true });
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: LINK_TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: true, newAccount: true });
    expect(response.body).not.toContain(TOKEN);
  });

  it('marks the cookie Secure in production', async () => {
    backendWithAuth();
    app = await testApp(upstream, { NODE_ENV: 'production' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: LINK_TOKEN },
    });
    const cookie = cookieNamed(response.headers['set-cookie'], SESSION_COOKIE);
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', secure: true });
  });

  it('passes the backend refusal of a bad link and sets no cookie', async () => {
    backendWithAuth();
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: 'link_wrong_abcdefghijklmnopqrstuv' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_link' });
    expect(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a malformed body with 400 validation_failed before calling the backend', async () => {
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: 'short', extra: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      issues: expect.any(Array),
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it('runs the whole journey over HTTP: verify, session, sign out', async () => {
    backendWithAuth();
    app = await testApp(upstream);
    await app.ready();
    const agent = supertest.agent(app.server);
    const verified = await agent.post('/api/_auth/verify').set('origin', ORIGIN).send({ token: LINK_TOKEN });
    expect(verified.status).toBe(200);

    const session = await agent.get('/api/_auth/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ authenticated: true, user: backendUser() });
    expect(session.text).not.toContain(TOKEN);
    expect(session.headers['cache-control']).toBe('no-store');

    const signedOut = await agent.delete('/api/_auth/session').set('origin', ORIGIN);
    expect(signedOut.status).toBe(204);
    expect(isCleared(cookieNamed(signedOut.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    expect(upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /auth/verify',
      'GET /auth/session',
      'POST /auth/sign-out',
    ]);

    const after = await agent.get('/api/_auth/session');
    expect(after.body).toEqual({ authenticated: false, user: null });
  });
});

describe('backend answers the BFF turns into its own', () => {
  it.each([201, 203, 302])(
    'never passes a %i of POST /auth/verify on (its body holds the session token): 502',
    async (status) => {
      upstream.on('POST /auth/verify', (_request, response) =>
        json(response, status, { token: TOKEN, user: backendUser(), redirectTo: null }, { location: '/x' }),
      );
      app = await testApp(upstream);
      const response = await app.inject({
        method: 'POST',
        url: '/api/_auth/verify',
        headers: { origin: ORIGIN },
        payload: { token: LINK_TOKEN },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'upstream_unavailable' });
      expect(response.body).not.toContain(TOKEN);
      expect(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
    },
  );

  it('never passes a 2xx other than 200 of GET /auth/session on (it may hold the token): 502', async () => {
    upstream.on('GET /auth/session', (_request, response) =>
      json(response, 203, { authenticated: true, user: { ...backendUser(), token: TOKEN } }),
    );
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(TOKEN);
  });

  it('passes a 4xx of the backend on as that 4xx (magic link, verify, session)', async () => {
    const refusal = (status: number) => ({
      statusCode: status,
      error: 'x',
      message: 'refused',
      code: 'bad_request',
    });
    upstream.on('POST /auth/magic-link', (_request, response) => json(response, 429, refusal(429)));
    upstream.on('POST /auth/verify', (_request, response) => json(response, 400, refusal(400)));
    upstream.on('GET /auth/session', (_request, response) => json(response, 403, refusal(403)));
    app = await testApp(upstream);
    const magic = await app.inject({
      method: 'POST',
      url: '/api/_auth/magic-link',
      headers: { origin: ORIGIN },
      payload: { email: 'ann@example.com' },
    });
    expect(magic.statusCode).toBe(429);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: LINK_TOKEN },
    });
    expect(verify.statusCode).toBe(400);
    const session = await app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(session.statusCode).toBe(403);
  });
});

describe('GET /api/_auth/session', () => {
  it("keeps a member's search counter from the session where this browser has none or another count", async () => {
    upstream.on('GET /auth/session', (_request, response) =>
      json(response, 200, { authenticated: true, user: { ...backendUser(), searchCount: 5 } }),
    );
    app = await testApp(upstream);
    const load = (searchData?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/_auth/session',
        headers: {
          cookie: `${sessionCookie(TOKEN)}${searchData === undefined ? '' : `; search_data=${encodeURIComponent(searchData)}`}`,
        },
      });
    const before = Date.now();
    const fresh = cookieNamed((await load()).headers['set-cookie'], 'search_data');
    const record = JSON.parse(decodeURIComponent(fresh?.value ?? '{}'));
    expect(record.count).toBe(5);
    expect(record.timestamp).toBeGreaterThanOrEqual(before);
    expect(fresh?.attributes.httponly).toBeUndefined();
    // Behind (searches on another device): the server's count, the window's start kept.
    const behind = cookieNamed(
      (await load('{"count":2,"timestamp":1000}')).headers['set-cookie'],
      'search_data',
    );
    expect(JSON.parse(decodeURIComponent(behind?.value ?? '{}'))).toEqual({ count: 5, timestamp: 1000 });
    // Already the same count: left as it is.
    const same = await load('{"count":5,"timestamp":1000}');
    expect(cookieNamed(same.headers['set-cookie'], 'search_data')).toBeUndefined();
  });

  it('answers an anonymous session without calling the backend when there is no cookie', async () => {
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/_auth/session' });
    expect(response.json()).toEqual({ authenticated: false, user: null });
    expect(upstream.requests).toHaveLength(0);
  });

  it('strips fields the user schema does not name (a token echoed by mistake)', async () => {
    backendWithAuth();
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.json()).toEqual({ authenticated: true, user: backendUser() });
    expect(response.body).not.toContain(TOKEN);
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('clears the cookie and answers anonymous when the backend no longer knows the token', async () => {
    backendWithAuth();
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie('tok_revoked_abcdefghijklmnopqrstuv') },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: false, user: null });
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });

  it('passes a 490 on and clears the cookie, and the handler does not fail once it has answered', async () => {
    upstream.on('GET /auth/session', (_request, response) =>
      json(response, 490, {
        statusCode: 490,
        error: 'Session Replaced',
        message: 'elsewhere',
        code: 'session_replaced',
      }),
    );
    const logged: string[] = [];
    const stream = { write: (line: string) => void logged.push(line) };
    app = await testApp(upstream, {}, { serverOptions: { logger: { level: 'error', stream } } });
    const response = await app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(490);
    expect(response.json()).toMatchObject({ code: 'session_replaced' });
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    await delay(50);
    expect(logged).toEqual([]);
  });
});

describe('DELETE /api/_auth/session', () => {
  it('answers 204 and clears the cookie even when the backend session is already gone', async () => {
    backendWithAuth();
    const analytics = new RecordingAnalytics();
    app = await testApp(upstream, {}, { analytics });
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie('tok_gone_abcdefghijklmnopqrstuvwxyz'), origin: ORIGIN },
    });
    expect(response.statusCode).toBe(204);
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    expect(analytics.events).toEqual([]);
  });

  it('captures "signed out" for the user when analytics is on', async () => {
    backendWithAuth();
    const analytics = new RecordingAnalytics();
    app = await testApp(upstream, {}, { analytics });
    await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
    });
    expect(analytics.events).toEqual([{ distinctId: '7', event: 'signed out' }]);
  });

  it('answers 204 without a session, without calling the backend', async () => {
    app = await testApp(`http://127.0.0.1:${await closedPort()}`);
    const anonymous = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(204);
  });

  it('answers 204 and clears the cookie when the backend confirms (2xx), or the session was gone (490)', async () => {
    backendWithAuth();
    app = await testApp(upstream);
    const confirmed = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
    });
    expect(confirmed.statusCode).toBe(204);
    expect(isCleared(cookieNamed(confirmed.headers['set-cookie'], SESSION_COOKIE))).toBe(true);

    upstream.on('POST /auth/sign-out', (_request, response) =>
      json(response, 490, {
        statusCode: 490,
        error: 'Session Replaced',
        message: 'x',
        code: 'session_replaced',
      }),
    );
    const replaced = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
    });
    expect(replaced.statusCode).toBe(204);
    expect(isCleared(cookieNamed(replaced.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });

  it('answers 204 and clears the session cookie when the backend is unreachable', async () => {
    app = await testApp(`http://127.0.0.1:${await closedPort()}`);
    const down = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
    });
    expect(down.statusCode).toBe(204);
    expect(isCleared(cookieNamed(down.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });

  it(`answers 204 and clears the cookie within ${SIGN_OUT_TIMEOUT_MS} ms when the backend is frozen, and the sign-out still reaches it`, async () => {
    // A backend that reads the call and never answers (the default deadline of a call is 30 s).
    upstream.on('POST /auth/sign-out', () => new Promise<void>(() => undefined));
    app = await testApp(upstream);
    const started = performance.now();
    const frozen = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
    });
    expect(performance.now() - started).toBeLessThan(SIGN_OUT_TIMEOUT_MS + 1_000);
    expect(frozen.statusCode).toBe(204);
    expect(isCleared(cookieNamed(frozen.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    expect(upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /auth/sign-out',
    ]);
    expect(upstream.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps to the same deadline with analytics on, whose session lookup waits too', async () => {
    upstream.on('GET /auth/session', () => new Promise<void>(() => undefined));
    upstream.on('POST /auth/sign-out', () => new Promise<void>(() => undefined));
    const analytics = new RecordingAnalytics();
    app = await testApp(upstream, {}, { analytics });
    const started = performance.now();
    const frozen = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
    });
    expect(performance.now() - started).toBeLessThan(SIGN_OUT_TIMEOUT_MS + 1_000);
    expect(frozen.statusCode).toBe(204);
    expect(isCleared(cookieNamed(frozen.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    expect(upstream.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /auth/session',
      'POST /auth/sign-out',
    ]);
  });

  it.each([500, 503, 429])(
    'answers 204 and clears the session cookie when the backend answers %i, without passing its body on',
    async (status) => {
      backendWithAuth();
      upstream.on('POST /auth/sign-out', (_request, response) =>
        json(response, status, { statusCode: status, error: 'Internal Server Error', message: 'db is down' }),
      );
      const analytics = new RecordingAnalytics();
      app = await testApp(upstream, {}, { analytics });
      const failed = await app.inject({
        method: 'DELETE',
        url: '/api/_auth/session',
        headers: { cookie: sessionCookie(TOKEN), origin: ORIGIN },
      });
      expect(failed.statusCode).toBe(204);
      expect(failed.body).toBe('');
      expect(isCleared(cookieNamed(failed.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
      // The person signed out, whatever the backend said.
      expect(analytics.events).toEqual([{ distinctId: '7', event: 'signed out' }]);
    },
  );
});

describe('POST /api/_auth/magic-link', () => {
  it('forwards the normalised request and answers { sent: true }', async () => {
    upstream.on('POST /auth/magic-link', (_request, response) => json(response, 200, { sent: true }));
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/magic-link',
      headers: { origin: ORIGIN },
      payload: { email: ' Ann@Example.com ', redirectTo: '/pages' },
      remoteAddress: '198.51.100.3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const seen = upstream.requests[0];
    expect(JSON.parse(seen?.body ?? '')).toEqual({ email: 'ann@example.com', redirectTo: '/pages' });
    expect(seen?.headers.ip_origin).toBe('198.51.100.3');
  });

  it('refuses an invalid email with 400', async () => {
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/magic-link',
      headers: { origin: ORIGIN },
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('remembered session cookies', () => {
  let spies: MockInstance[] = [];
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    spies = [];
  });

  /** Counts the cookies the app opens (the decryptions the session cache saves). */
  function countOpens(): { readonly count: number } {
    const open = vi.spyOn(SessionSeal.prototype, 'open');
    spies.push(open);
    return {
      get count() {
        return open.mock.calls.length;
      },
    };
  }

  it('checks a browser cookie once, and refuses a forged one sent at the same time', async () => {
    app = await testApp(upstream);
    const checks = countOpens();
    const genuine = sessionCookie(TOKEN);
    const forged = sessionCookie(TOKEN, 'another-key-of-at-least-32-characters-long!!');
    const [first, forgery, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/me?n=1', headers: { cookie: genuine } }),
      app.inject({ method: 'GET', url: '/api/me?n=2', headers: { cookie: forged } }),
      app.inject({ method: 'GET', url: '/api/me?n=3', headers: { cookie: genuine } }),
    ]);
    const authorizationOf = (url: string) =>
      upstream.requests.find((r) => r.url === url)?.headers.authorization;
    expect(authorizationOf('/me?n=1')).toBe(`Bearer ${TOKEN}`);
    expect(authorizationOf('/me?n=2')).toBeUndefined();
    expect(authorizationOf('/me?n=3')).toBe(`Bearer ${TOKEN}`);
    expect(isCleared(cookieNamed(forgery.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    expect(cookieNamed(first.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
    expect(cookieNamed(second.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
    // The genuine cookie once, the forged one every time it comes.
    expect(checks.count).toBe(2);
    await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: forged } });
    expect(checks.count).toBe(3);
  });

  it('leaves the session to the backend: a cookie whose session ended is forgotten and checked again', async () => {
    let ended = false;
    upstream.on('GET /me', (request, response) => {
      if (ended) {
        json(response, 490, replacedSession);
        return;
      }
      json(response, 200, { authorization: request.headers.authorization });
    });
    app = await testApp(upstream);
    const checks = countOpens();
    const cookie = sessionCookie(TOKEN);
    for (let index = 0; index < 3; index += 1) {
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(response.json()).toEqual({ authorization: `Bearer ${TOKEN}` });
    }
    expect(checks.count).toBe(1);
    ended = true;
    for (let index = 0; index < 2; index += 1) {
      // Replayed after the backend ended the session: still refused by the backend, and cleared again.
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(response.statusCode).toBe(490);
      expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
      expect(upstream.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    }
    // The 490 made the BFF forget the cookie, so its replay was checked again.
    expect(checks.count).toBe(2);
  });

  it('forgets the cookie on sign-out', async () => {
    backendWithAuth();
    upstream.on('DELETE /auth/session', (_request, response) => {
      response.writeHead(204);
      response.end();
    });
    app = await testApp(upstream);
    const checks = countOpens();
    const cookie = sessionCookie(TOKEN);
    await app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
    const signOut = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie, origin: ORIGIN },
    });
    expect(signOut.statusCode).toBe(204);
    expect(checks.count).toBe(1);
    await app.inject({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
    expect(checks.count).toBe(2);
  });

  it('does not carry a cookie over to an app with other keys (SESSION_KEYS rotated past it)', async () => {
    app = await testApp(upstream);
    const cookie = sessionCookie(TOKEN);
    await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(upstream.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const rotated = await testApp(upstream, { SESSION_KEYS: NEW_KEY });
    try {
      const response = await rotated.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(upstream.requests.at(-1)?.headers.authorization).toBeUndefined();
      expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    } finally {
      await rotated.close();
    }
  });
});

const NEW_KEY = 'the-newest-session-key-of-32-characters-or-more';

describe('the sealed session cookie', () => {
  it('refuses and clears a cookie with one character changed, and tells the backend nobody', async () => {
    app = await testApp(upstream);
    const genuine = sealedSession(TOKEN);
    const at = 30;
    const tampered = `${genuine.slice(0, at)}${genuine[at] === 'A' ? 'B' : 'A'}${genuine.slice(at + 1)}`;
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${SESSION_COOKIE}=${tampered}` },
    });
    expect(upstream.requests.at(-1)?.headers.authorization).toBeUndefined();
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });

  it('is not a token the backend would take: sent as a bearer it is not the session', async () => {
    backendWithAuth();
    app = await testApp(upstream);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: ORIGIN },
      payload: { token: LINK_TOKEN },
    });
    const sealed = cookieNamed(verified.headers['set-cookie'], SESSION_COOKIE)?.value ?? '';
    expect(sealed).not.toBe('');
    // Presented directly to the backend (past the BFF), the cookie's value is not the session's token.
    const direct = await fetch(`${upstream.url}/auth/session`, {
      headers: { authorization: `Bearer ${sealed}` },
    });
    expect(direct.status).toBe(401);
    // Through the BFF it is the session.
    const session = await app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie: `${SESSION_COOKIE}=${sealed}` },
    });
    expect(session.json()).toMatchObject({ authenticated: true });
  });

  it('opens a cookie sealed with the previous key during the overlap, and seals it again with the newest', async () => {
    const issuedAt = nowSeconds() - 10 * 24 * 60 * 60; // signed in ten days ago
    const old = sealedSession(TOKEN, { keys: [TEST_SESSION_KEY], issuedAt });
    app = await testApp(upstream, { SESSION_KEYS: `${NEW_KEY}, ${TEST_SESSION_KEY}` });
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${SESSION_COOKIE}=${old}` },
    });
    expect(response.statusCode).toBe(200);
    expect(upstream.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const resealed = cookieNamed(response.headers['set-cookie'], SESSION_COOKIE);
    expect(resealed?.value).not.toBe(old);
    expect(resealed?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    // It keeps its end, 90 days after the sign-in, not 90 days from now.
    const maxAge = Number(resealed?.attributes['max-age']);
    expect(maxAge).toBeGreaterThan(MAX_AGE_S - 10 * 24 * 60 * 60 - 60);
    expect(maxAge).toBeLessThanOrEqual(MAX_AGE_S - 10 * 24 * 60 * 60);
    // Sealed with the newest key: it opens once the previous one is retired.
    expect(new SessionSeal([NEW_KEY], MAX_AGE_S).open(resealed?.value ?? '', Date.now())).toMatchObject({
      token: TOKEN,
      issuedAt,
    });
    const next = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${SESSION_COOKIE}=${resealed?.value}` },
    });
    expect(upstream.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(cookieNamed(next.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses and clears a cookie of a key no longer listed', async () => {
    const retired = sealedSession(TOKEN, { keys: ['a-retired-session-key-of-32-characters-or-more!'] });
    app = await testApp(upstream, { SESSION_KEYS: `${NEW_KEY},${TEST_SESSION_KEY}` });
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${SESSION_COOKIE}=${retired}` },
    });
    expect(upstream.requests.at(-1)?.headers.authorization).toBeUndefined();
    expect(isCleared(cookieNamed(response.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
  });
});

const replacedSession = {
  statusCode: 490,
  error: 'Session Replaced',
  message: 'This account is being used on another device',
  code: 'session_replaced',
};
