import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/plugins/session.js';
import { IMMUTABLE_CACHE, NO_CACHE } from '../src/plugins/spa.js';
import {
  cookieNamed,
  rawRequest,
  type StubUpstream,
  startStubUpstream,
  tempDir,
  testApp,
} from './helpers.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let upstream: StubUpstream;
let dist: { path: string; remove: () => Promise<void> };
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startStubUpstream();
  dist = await tempDir('pageshelf-web-dist-');
  await mkdir(join(dist.path, 'assets'));
  await writeFile(join(dist.path, 'index.html'), INDEX);
  await writeFile(join(dist.path, 'assets', 'index-abc123.js'), 'console.log("spa");');
  await writeFile(join(dist.path, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const builtAt = new Date('2025-03-01T10:00:00.000Z');
  await utimes(join(dist.path, 'index.html'), builtAt, builtAt);
});
afterAll(async () => {
  await upstream.close();
  await dist.remove();
});
afterEach(async () => {
  await app?.close();
});

describe('the built SPA', () => {
  it('serves index.html at / with no-cache', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe(INDEX);
  });

  it.each([
    '/pages/3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b',
    '/pages/sign-up/',
    '/sitemap',
    '/n/apps/figma?tab=flows',
    '/n/pages/3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b/similar',
    '/settings/team',
    '/favorites/components',
    '/collections/3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b',
    '/magic/link_abcdefghijklmnopqrstuvwxyz012345',
  ])('falls back to index.html for %s (history routing)', async (url) => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await supertest(app.server).get(url);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.text).toBe(INDEX);
    // Only a library page's head and a visitor's views are asked of the API (the stub's answers are
    // neither: index.html as built).
    expect(
      upstream.requests.filter(
        (request) => !request.url.startsWith('/page-head?') && !request.url.startsWith('/me/activity?'),
      ),
    ).toHaveLength(0);
  });

  it('gives the SPA document a device cookie, so the first API call already carries one', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    for (const url of ['/', '/pages', '/n/apps/figma/flows']) {
      const response = await app.inject({ method: 'GET', url });
      const device = cookieNamed(response.headers['set-cookie'], DEVICE_COOKIE);
      expect(device?.value, url).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      expect(device?.attributes, url).toMatchObject({ httponly: true, path: '/', samesite: 'Lax' });
    }
    const returning = await app.inject({
      method: 'GET',
      url: '/pages',
      headers: { cookie: `${DEVICE_COOKIE}=device_abcdefghijklmnop` },
    });
    expect(cookieNamed(returning.headers['set-cookie'], DEVICE_COOKIE)).toBeUndefined();
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(cookieNamed(asset.headers['set-cookie'], DEVICE_COOKIE)).toBeUndefined();
  });

  it.each([
    '/nope',
    '/some/route',
    '/n/pages/not-a-uuid',
    '/n/flows/1234',
    '/flows/..%2f',
    '/pages/a%2Fb',
    '/favorites/likes',
    '/settings/billing',
    '/collections/not-a-uuid',
    '/apps/Notion',
    '/pages//sign-up',
  ])('answers 404 with index.html for %s, not a page (the SPA shows Page not found)', async (url) => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await rawRequest(app, url);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe(INDEX);
    // Only a library page's head and a visitor's views are asked of the API (the stub's answers are
    // neither: index.html as built).
    expect(
      upstream.requests.filter(
        (request) => !request.url.startsWith('/page-head?') && !request.url.startsWith('/me/activity?'),
      ),
    ).toHaveLength(0);
  });

  it('answers HEAD with the status of GET', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    expect((await app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/pricing' })).statusCode).toBe(200);
  });

  it('answers 404 with the built-in page for an unknown address when there is no build', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: join(dist.path, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('not built');
  });

  it('caches hashed assets for a year as immutable', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe('console.log("spa");');
  });

  it("serves the build's brotli or gzip file to browsers that accept it, immutable, varying on Accept-Encoding", async () => {
    const script = `export const words = ${JSON.stringify('screen flow '.repeat(300))};`;
    await writeFile(join(dist.path, 'assets', 'chunk-def456.js'), script);
    await writeFile(join(dist.path, 'assets', 'chunk-def456.js.br'), brotliCompressSync(script));
    await writeFile(join(dist.path, 'assets', 'chunk-def456.js.gz'), gzipSync(script));
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/chunk-def456.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE_CACHE);

    const identity = await get();
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
    // An asset the build did not compress is sent as is, whatever the browser accepts.
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("spa");');
  });

  it('answers 404, not the SPA, for a missing asset', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('serves other build files with no-cache', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('derives the build manifest from index.html when the build has none', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/build-manifest.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      buildId: expect.stringMatching(/^[0-9a-f]{16}$/),
      builtAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it('reads the build manifest of the build, and sees a new build without a restart', async () => {
    const build = await tempDir('pageshelf-web-dist-');
    try {
      await writeFile(join(build.path, 'index.html'), INDEX);
      await writeFile(
        join(build.path, 'build-manifest.json'),
        JSON.stringify({ buildId: 'b1', builtAt: '2025-03-02T00:00:00.000Z' }),
      );
      app = await testApp(upstream, { WEB_DIST_DIR: build.path });
      expect((await app.inject('/build-manifest.json')).json()).toEqual({
        buildId: 'b1',
        builtAt: '2025-03-02T00:00:00.000Z',
      });
      await writeFile(
        join(build.path, 'build-manifest.json'),
        JSON.stringify({ buildId: 'b2', builtAt: '2025-03-03T00:00:00.000Z' }),
      );
      await writeFile(join(build.path, 'index.html'), `${INDEX}<!-- b2 -->`);
      expect((await app.inject('/build-manifest.json')).json()).toMatchObject({ buildId: 'b2' });
      expect((await app.inject('/')).body).toContain('b2');
    } finally {
      await build.remove();
    }
  });

  it('answers a JSON 404 for unknown methods and /api paths, never the SPA', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const post = await app.inject({ method: 'POST', url: '/some/route' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({
      statusCode: 404,
      code: 'page_not_found',
      message: 'Page not found: /some/route',
    });
    const api = await app.inject({ method: 'GET', url: '/api' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('without a build', () => {
  it('serves a built-in page with status 200 at / and on SPA routes', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: join(dist.path, 'missing') });
    for (const url of ['/', '/pages']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('not built');
    }
    const manifest = await app.inject('/build-manifest.json');
    expect(manifest.json()).toMatchObject({ buildId: 'not-built' });
  });
});
