import { FEEDBACK_BODY_LIMIT_BYTES, MAX_SCREENSHOT_BYTES } from '@pageshelf/contracts/feedback';
import { IMAGE_SEARCH_BODY_LIMIT_BYTES, IMAGE_SEARCH_MAX_BYTES } from '@pageshelf/contracts/image-search';
import { isCrawler } from '@pageshelf/domain/visit-cap';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/plugins/session.js';
import { MAX_REQUEST_BODY_BYTES } from '../src/routes/proxy.js';
import {
  cookieNamed,
  json,
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

function lastRequest() {
  const request = upstream.requests.at(-1);
  if (request === undefined) throw new Error('the stub backend received nothing');
  return request;
}

describe('headers sent to the backend', () => {
  it('adds authorization from the signed cookie, referrer, ip_origin, x-device-id and x-request-id', async () => {
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/me?x=1',
      headers: {
        cookie: `${sessionCookie(TOKEN)}; ${DEVICE_COOKIE}=device_abcdefghijklmnop`,
        referer: 'http://localhost:3000/pages?term=login',
        'user-agent': 'Mozilla/5.0 Test',
      },
      remoteAddress: '198.51.100.7',
    });
    expect(response.statusCode).toBe(200);
    const seen = lastRequest();
    expect(seen.url).toBe('/me?x=1');
    expect(seen.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(seen.headers.referrer).toBe('http://localhost:3000/pages?term=login');
    expect(seen.headers.ip_origin).toBe('198.51.100.7');
    expect(seen.headers['x-device-id']).toBe('device_abcdefghijklmnop');
    expect(seen.headers['x-request-id']).toBe(response.headers['x-request-id']);
    expect(seen.headers['user-agent']).toBe('Mozilla/5.0 Test');
  });

  it('gives a new browser a device cookie but sends no x-device-id until the browser presents it', async () => {
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/init' });
    const device = cookieNamed(response.headers['set-cookie'], DEVICE_COOKIE);
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(device?.attributes.httponly).toBe(true);
    expect(device?.attributes['max-age']).toBe(String(365 * 24 * 60 * 60));
    // A client that drops cookies looks the same on every request: the backend counts it by address.
    expect(lastRequest().headers['x-device-id']).toBeUndefined();
    expect(lastRequest().headers.authorization).toBeUndefined();

    const returning = await app.inject({
      method: 'GET',
      url: '/api/init',
      headers: { cookie: `${DEVICE_COOKIE}=${device?.value}` },
    });
    expect(lastRequest().headers['x-device-id']).toBe(device?.value);
    expect(cookieNamed(returning.headers['set-cookie'], DEVICE_COOKIE)).toBeUndefined();
  });

  it.each(['short', 'has spaces in it at all', 'x'.repeat(129), 'bad%2Fchars%00here__'])(
    'treats the malformed device cookie %s as none: no x-device-id, a new cookie',
    async (value) => {
      app = await testApp(upstream);
      const response = await app.inject({
        method: 'GET',
        url: '/api/init',
        headers: { cookie: `${DEVICE_COOKIE}=${value}` },
      });
      expect(lastRequest().headers['x-device-id']).toBeUndefined();
      expect(cookieNamed(response.headers['set-cookie'], DEVICE_COOKIE)?.value).toMatch(
        /^[A-Za-z0-9_-]{16,}$/,
      );
    },
  );

  it('drops client-sent authorization, ip_origin, x-device-id, cookies and hop-by-hop headers', async () => {
    app = await testApp(upstream);
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: {
        authorization: 'Bearer forged',
        ip_origin: '6.6.6.6',
        'x-device-id': 'forged_device_id_0000',
        referrer: 'http://evil.example/',
        cookie: 'intctn=%7B%7D; search_data=forged; visit_count=0; other=1',
        'x-forwarded-for': '6.6.6.6',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic Zm9vOmJhcg==',
        'x-custom': 'kept',
      },
      remoteAddress: '198.51.100.8',
    });
    const seen = lastRequest();
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers.ip_origin).toBe('198.51.100.8');
    expect(seen.headers['x-device-id']).toBeUndefined();
    expect(seen.headers.referrer).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBeUndefined();
    expect(seen.headers['keep-alive']).not.toBe('timeout=5');
    expect(seen.headers['proxy-authorization']).toBeUndefined();
    expect(seen.headers['x-custom']).toBe('kept');
  });

  it('ignores a session cookie with a bad signature', async () => {
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(TOKEN, 'another-secret-another-secret-another-secret') },
    });
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(cookieNamed(response.headers['set-cookie'], 'ps_session')?.attributes['max-age']).toBe('0');
  });

  it('passes a crawler user agent through unchanged, so the backend can exempt it from the visit cap', async () => {
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(isCrawler(crawler)).toBe(true);
    app = await testApp(upstream);
    await app.inject({
      method: 'GET',
      url: '/api/me/activity?action=record_count',
      headers: { 'user-agent': crawler },
    });
    expect(lastRequest().headers['user-agent']).toBe(crawler);
  });
});

describe('trusted proxies', () => {
  it('honours X-Forwarded-For from a trusted proxy', async () => {
    app = await testApp(upstream, { TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' });
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-forwarded-for': '203.0.113.9, 10.1.2.3' },
      remoteAddress: '10.0.0.5',
    });
    expect(lastRequest().headers.ip_origin).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    app = await testApp(upstream, { TRUSTED_PROXIES: '10.0.0.0/8' });
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '198.51.100.20',
    });
    expect(lastRequest().headers.ip_origin).toBe('198.51.100.20');
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    app = await testApp(upstream);
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '10.0.0.5',
    });
    expect(lastRequest().headers.ip_origin).toBe('10.0.0.5');
  });
});

describe('forwarding', () => {
  it('passes a query holding invalid UTF-8 as the browser wrote it, for the backend to refuse', async () => {
    upstream.on('GET /screens', (request, response) => {
      json(response, 400, { code: 'validation_failed', url: request.url });
    });
    app = await testApp(upstream);
    for (const query of ['term=a%ED%A0%80b', 'term=%ED%BF%BF', 'term=%FF&x=%E2%82']) {
      const response = await app.inject({ method: 'GET', url: `/api/screens?${query}` });
      expect(response.statusCode).toBe(400);
      expect(lastRequest()).toMatchObject({ method: 'GET', url: `/screens?${query}` });
    }
  });

  it('keeps method, query and body of a write, and streams the answer back', async () => {
    upstream.on('PATCH /me/screens/favorite/42', (request, response) => {
      json(response, 200, { ok: true, got: request.body, type: request.headers['content-type'] });
    });
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/me/screens/favorite/42?from=list',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: sessionCookie(TOKEN) },
      payload: { note: 'hello' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, got: '{"note":"hello"}', type: 'application/json' });
    expect(lastRequest()).toMatchObject({ method: 'PATCH', url: '/me/screens/favorite/42?from=list' });
  });

  it('passes a body of any content type as bytes', async () => {
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'text/plain' },
      payload: 'plain words',
    });
    expect(response.json()).toMatchObject({ method: 'POST', body: 'plain words' });
    expect(lastRequest().headers['content-type']).toBe('text/plain');
  });

  it('passes feedback with a 2 MB screenshot, and keeps the 1 MiB limit everywhere else (413)', async () => {
    app = await testApp(upstream);
    const screenshot = `data:image/png;base64,${Buffer.alloc(MAX_SCREENSHOT_BYTES, 1).toString('base64')}`;
    const post = (url: string, payload: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: sessionCookie(TOKEN) },
        payload,
      });
    const feedback = JSON.stringify({ message: 'Look at this', page: '/n/flows', screenshot });
    const passed = await post('/api/feedback', feedback);
    expect(passed.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/feedback' });
    expect(lastRequest().body.length).toBe(feedback.length);

    upstream.reset();
    const tooLarge = await post('/api/feedback', 'x'.repeat(FEEDBACK_BODY_LIMIT_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('payload_too_large');
    const elsewhere = await post(
      '/api/collections',
      JSON.stringify({ name: 'x'.repeat(MAX_REQUEST_BODY_BYTES) }),
    );
    expect(elsewhere.statusCode).toBe(413);
    expect(upstream.requests).toEqual([]);
  });

  it('passes a picture of up to 10 MB to the search by picture, as multipart bytes, and refuses more (413)', async () => {
    app = await testApp(upstream);
    const boundary = '----picture';
    const body = (size: number) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.alloc(size, 7),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const post = (payload: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/api/search/image?limit=12',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          origin: ORIGIN,
          cookie: sessionCookie(TOKEN),
        },
        payload,
      });
    const picture = body(IMAGE_SEARCH_MAX_BYTES - 1024);
    const passed = await post(picture);
    expect(passed.statusCode).toBe(200);
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/search/image?limit=12' });
    expect(lastRequest().body.length).toBe(picture.length);
    expect(lastRequest().headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);

    upstream.reset();
    const tooLarge = await post(body(IMAGE_SEARCH_BODY_LIMIT_BYTES));
    expect(tooLarge.statusCode).toBe(413);
    expect(upstream.requests).toEqual([]);
  });

  it('does not pass cookies the backend sets', async () => {
    upstream.on('GET /init', (_request, response) => {
      json(response, 200, { announcementBanner: null }, { 'set-cookie': 'backend=1; Path=/' });
    });
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/init' });
    expect(cookieNamed(response.headers['set-cookie'], 'backend')).toBeUndefined();
  });

  it('streams images under /media with the session', async () => {
    const image = Buffer.alloc(256 * 1024, 7);
    upstream.on('GET /media/screens/ab12/thumb.webp', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=3600' });
      response.write(image.subarray(0, 1000));
      setTimeout(() => response.end(image.subarray(1000)), 20);
    });
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'GET',
      url: '/media/screens/ab12/thumb.webp',
      headers: { cookie: sessionCookie(TOKEN) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.rawPayload.equals(image)).toBe(true);
    expect(lastRequest().headers.authorization).toBe(`Bearer ${TOKEN}`);
  });
});

describe('image paths', () => {
  it.each([
    '/media/demo/hangly/026//full.webp',
    '/media//demo/full.webp',
    '/media/demo/hangly/026/',
    '/media/',
    '/media/demo/./full.webp',
    '/media/demo/../secret.webp',
    '/media/demo/%2e%2e/secret.webp',
    '/media/demo/%2E/full.webp',
    '/media/demo/full%2ewebp',
    '/media/demo%2fhangly/full.webp',
    '/media/demo%2Fhangly/full.webp',
    '/media/demo%5changly/full.webp',
    '/media/demo\\hangly/full.webp',
    '/media/demo/full.webp%00.png',
    '/media/demo/full%0a.webp',
    '/media/demo/full%7f.webp',
    '/media/demo/%252e%252e/full.webp',
  ])('refuses %s with 404 before calling the backend', async (url) => {
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(app, url);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(upstream.requests).toHaveLength(0);
  });

  it('refuses an image path that is not valid percent-encoding with 400, like any URL', async () => {
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await rawRequest(app, '/media/demo/%zz.webp')).status).toBe(400);
    expect(upstream.requests).toHaveLength(0);
  });

  it('passes a well-formed image path with its query', async () => {
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(app, '/media/demo/hangly/026/full.webp?v=2');
    expect(response.status).toBe(200);
    expect(lastRequest().url).toBe('/media/demo/hangly/026/full.webp?v=2');
  });
});

describe('paths', () => {
  it('answers a JSON 404 when the backend does not know the path', async () => {
    upstream.on('GET /nothing/here', (_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>nope</h1>');
    });
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('passes the backend JSON 404 body as it is', async () => {
    upstream.on('GET /pages/unknown', (_request, response) => {
      json(response, 404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'Screen not found',
        code: 'not_found',
      });
    });
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/pages/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Screen not found' });
  });

  it.each([
    '/api/%2e%2e/admin',
    '/api/me/%2E%2E/x',
    '/api/me%2fsecret',
    '/api/me/%5c..',
    '/api/me/%00',
    '/api/me//x',
    '/api/me/%zz',
    '/api/me/../../admin',
    '/api/./me',
  ])('refuses %s without reaching the backend', async (url) => {
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(app, url);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(response.body)).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      issues: [{ path: 'path' }],
    });
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    '/api/auth/verify',
    '/api/auth/session',
    '/api/_auth/unknown',
    '/api/internal/page-views',
    '/api/Internal./page-views',
    '/api/',
  ])('keeps %s away from the backend (JSON 404)', async (url) => {
    app = await testApp(upstream);
    const response = await app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(upstream.requests).toHaveLength(0);
  });

  it.each([
    ['POST', '/api/%61uth/verify'],
    ['POST', '/api/%61uth/magic-link'],
    ['POST', '/api/AUTH/verify'],
    ['GET', '/api/Auth/session'],
    ['GET', '/api/_Auth/session'],
    ['GET', '/api/%5FAUTH/session'],
    ['DELETE', '/api/_AUTH/session'],
    ['POST', '/api/auth;x=1/verify'],
    ['POST', '/api/auth%3Bjsessionid=1/verify'],
    ['POST', '/api/auth./verify'],
    ['POST', '/api/%41UTH%2E%2E/verify'],
    ['POST', '/api/auth%20/verify'],
    ['POST', '/api/%EF%BD%81%EF%BD%95%EF%BD%94%EF%BD%88/verify'], // fullwidth: NFKC gives "auth"
    ['GET', '/api/auth'],
  ])('keeps %s %s (a reserved segment in another spelling) away from the backend', async (method, url) => {
    app = await testApp(upstream);
    const response = await app.inject({ method: method as 'GET', url, headers: { origin: ORIGIN } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(upstream.requests).toHaveLength(0);
  });

  it.each(['/api/%2561uth/verify', '/api/me/%252e%252e/x', '/api/%255Fauth/session'])(
    'refuses the double-encoded %s with 400 (a backend or proxy that decodes twice would see another path)',
    async (url) => {
      app = await testApp(upstream);
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(upstream.requests).toHaveLength(0);
    },
  );

  it.each([
    ['/%61pi/auth/verify', 404], // the prefix spelled otherwise: refused, never proxied
    ['/API/auth/verify', 404], // not under /api at all: the SPA's 404
    ['/api//auth/verify', 400], // an empty segment
    ['/api/%C0%AEuth/verify', 400], // overlong UTF-8 is not valid percent-encoding
    ['/api/au%00th/verify', 400], // NUL
    ['/api/auth%2Fverify', 400], // an encoded slash
  ])('never proxies %s (%i)', async (url, status) => {
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(app, url, 'POST');
    expect(response.status).toBe(status);
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers /api/%5Fauth/session itself: the router decodes it to its own route', async () => {
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/%5Fauth/session' });
    expect(response.json()).toEqual({ authenticated: false, user: null });
    expect(upstream.requests).toHaveLength(0);
  });

  it('passes paths that only look like a reserved segment', async () => {
    app = await testApp(upstream);
    for (const url of ['/api/authors', '/api/me/auth', '/api/devices', '/api/me/dev/outbox']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    expect(upstream.requests.map((request) => request.url)).toEqual([
      '/authors',
      '/me/auth',
      '/devices',
      '/me/dev/outbox',
    ]);
  });

  it.each([
    '/api/dev/outbox?email=a%40b.example',
    '/api/dev',
    '/api/DEV/outbox',
    '/api/%64ev/outbox',
    '/api/%44%45%56/outbox',
    '/api/dev;x/outbox',
    '/api/dev./outbox',
    '/api/dev%3B/outbox',
    '/api/dev/',
  ])('refuses %s in production (404), without calling the backend', async (url) => {
    app = await testApp(upstream, { NODE_ENV: 'production' });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(upstream.requests).toHaveLength(0);
  });

  it('passes /api/dev/* outside production (the development outbox)', async () => {
    app = await testApp(upstream);
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?email=a%40b.example' });
    expect(response.statusCode).toBe(200);
    expect(lastRequest().url).toBe('/dev/outbox?email=a%40b.example');
  });

  it('prefixes the path of API_URL', async () => {
    app = await testApp(`${upstream.url}/v1`);
    await app.inject({ method: 'GET', url: '/api/me/favorites?x=1' });
    expect(lastRequest().url).toBe('/v1/me/favorites?x=1');
  });

  it('answers HEAD with the headers only', async () => {
    app = await testApp(upstream);
    const response = await app.inject({ method: 'HEAD', url: '/api/init' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(lastRequest().method).toBe('HEAD');
  });

  it('answers over real HTTP through supertest', async () => {
    app = await testApp(upstream);
    await app.ready();
    const response = await supertest(app.server).get('/api/init?lang=en').set('cookie', sessionCookie(TOKEN));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ method: 'GET', url: '/init?lang=en' });
    expect(lastRequest().headers.ip_origin).toBe('127.0.0.1');
  });
});
