import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/plugins/session.js';
import {
  ORIGIN,
  rawRequest,
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

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // helmet's defaults beside ours; no resource policy, so a picture can be read from a digest e-mail.
  expect(headers['x-permitted-cross-domain-policies']).toBe('none');
  expect(headers['origin-agent-cluster']).toBe('?1');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['cross-origin-resource-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('are on the SPA, the API, proxied answers and errors', async () => {
    app = await testApp(upstream);
    for (const url of ['/', '/api/_auth/session', '/api/init', '/assets/missing.js']) {
      const response = await app.inject({ method: 'GET', url });
      expectSecurityHeaders(response.headers);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on the answer to a URL Fastify cannot decode', async () => {
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(app, '/api/me/%zz');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expectSecurityHeaders(response.headers);
  });

  it('add HSTS in production and the PostHog host to connect-src when analytics is on', async () => {
    app = await testApp(upstream, { NODE_ENV: 'production', POSTHOG_KEY: 'phc_test' });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(String(response.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://eu.i.posthog.com",
    );
  });
});

describe('CSRF guard', () => {
  const write = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: { 'content-type': 'application/json', cookie: sessionCookie(TOKEN), ...headers },
      payload: { name: 'Onboarding' },
    });

  it('refuses a cross-origin POST that carries the session cookie', async () => {
    app = await testApp(upstream);
    const response = await write({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, code: 'csrf_rejected' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses a cross-site Referer when Origin is missing, and a request with neither', async () => {
    app = await testApp(upstream);
    expect((await write({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await write({})).statusCode).toBe(403);
    expect((await write({ origin: 'null' })).statusCode).toBe(403);
    expect(upstream.requests).toHaveLength(0);
  });

  it('passes a same-origin POST (PUBLIC_APP_URL, the Host itself, or a same-origin Referer)', async () => {
    app = await testApp(upstream);
    expect((await write({ origin: ORIGIN })).statusCode).toBe(200);
    expect((await write({ origin: 'http://bff.internal:8080', host: 'bff.internal:8080' })).statusCode).toBe(
      200,
    );
    expect((await write({ referer: `${ORIGIN}/collections` })).statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(3);
  });

  it('guards DELETE, PUT and PATCH the same way', async () => {
    app = await testApp(upstream);
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/api/me/apps/favorite/12',
        headers: { cookie: sessionCookie(TOKEN), origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
    }
    const signOut = await app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie: sessionCookie(TOKEN), origin: 'https://evil.example' },
    });
    expect(signOut.statusCode).toBe(403);
  });

  it('guards the sign-in calls even without a session (login CSRF)', async () => {
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/_auth/verify',
      headers: { origin: 'https://evil.example' },
      payload: { token: 'link_abcdefghijklmnopqrstuvwxyz012345' },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(['/api/%5Fauth/verify', '/api/_%61uth/verify', '/api/%5F%61%75%74%68/magic-link'])(
    'guards %s too: the router decodes it to a sign-in route, so the check must as well',
    async (url) => {
      app = await testApp(upstream);
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { token: 'link_abcdefghijklmnopqrstuvwxyz012345', email: 'ann@example.com' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf_rejected' });
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it('leaves GETs and requests without the session cookie alone', async () => {
    app = await testApp(upstream);
    const get = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(TOKEN), origin: 'https://evil.example' },
    });
    expect(get.statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: `${DEVICE_COOKIE}=device_abcdefghijklmnop`, origin: 'https://evil.example' },
      payload: { text: 'hi' },
    });
    expect(anonymous.statusCode).toBe(200);
  });
});
