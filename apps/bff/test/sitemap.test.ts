import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, ORIGIN, type StubUpstream, startStubUpstream, tempDir, testApp } from './helpers.js';

let upstream: StubUpstream;
let dist: { path: string; remove: () => Promise<void> };
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startStubUpstream();
  dist = await tempDir('pageshelf-sitemap-dist-');
  await writeFile(join(dist.path, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    join(dist.path, 'sitemap-pages.json'),
    JSON.stringify({ paths: ['/', '/pricing', '/blog/a&b'] }),
  );
});
afterAll(async () => {
  await upstream.close();
  await dist.remove();
});
afterEach(async () => {
  upstream.reset();
  await app?.close();
});

describe('/sitemap.xml', () => {
  it('is an index of the site pages and one file per library sitemap file of the API', async () => {
    upstream.on('GET /sitemap', (_request, response) =>
      json(response, 200, {
        files: [
          { kind: 'apps', page: 1, urls: 42 },
          { kind: 'screens', page: 1, urls: 50_000 },
          { kind: 'screens', page: 2, urls: 7 },
        ],
      }),
    );
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/apps-1.xml`,
      `${ORIGIN}/sitemaps/screens-1.xml`,
      `${ORIGIN}/sitemaps/screens-2.xml`,
    ]);
    // Kept for a while: a second request does not reach the API.
    await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(upstream.requests.filter((request) => request.url === '/sitemap')).toHaveLength(1);
  });

  it('lists the site pages from the web build, escaped', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<url><loc>${ORIGIN}/pricing</loc></url>`);
    expect(response.body).toContain(`<url><loc>${ORIGIN}/blog/a&amp;b</loc></url>`);
  });

  it('turns a library file of the API into a urlset', async () => {
    upstream.on('GET /sitemap/screens/2', (_request, response) =>
      json(response, 200, { paths: ['/pages/3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b'] }),
    );
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/sitemaps/screens-2.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<loc>${ORIGIN}/pages/3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b</loc>`);
  });

  it('answers 404 for a file the API does not have or a name that is not a sitemap file', async () => {
    upstream.on('GET /sitemap/flows/9', (_request, response) => json(response, 404, { error: 'not found' }));
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    expect((await app.inject({ method: 'GET', url: '/sitemaps/flows-9.xml' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/users-1.xml' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemaps/screens-0.xml' })).statusCode).toBe(404);
    expect(upstream.requests.map((request) => request.url)).toEqual(['/sitemap/flows/9']);
  });

  it.each([400, 403, 404, 410, 422])(
    'answers the usual 404 when the API refuses a file with %i (a page number past its range)',
    async (status) => {
      upstream.on('GET /sitemap/screens/999999', (_request, response) =>
        json(response, status, {
          statusCode: status,
          error: 'Bad Request',
          message: 'page must be at most 100000',
        }),
      );
      app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
      const response = await app.inject({ method: 'GET', url: '/sitemaps/screens-999999.xml' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        code: 'page_not_found',
        message: 'Page not found: /sitemaps/screens-999999.xml',
      });
    },
  );

  it('passes a 429 of the API on as 429 with its Retry-After, for a file and for the index', async () => {
    const busy = { statusCode: 429, error: 'Too Many Requests', message: 'slow down' };
    upstream.on('GET /sitemap/apps/1', (_request, response) =>
      json(response, 429, busy, { 'retry-after': '30' }),
    );
    upstream.on('GET /sitemap', (_request, response) => json(response, 429, busy, { 'retry-after': '30' }));
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    for (const url of ['/sitemaps/apps-1.xml', '/sitemap.xml']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(429);
      expect(response.headers['retry-after'], url).toBe('30');
      expect(response.json(), url).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    }
  });

  it('lists the site pages alone when the API has no library sitemap (404)', async () => {
    upstream.on('GET /sitemap', (_request, response) => json(response, 404, { error: 'not found' }));
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect([...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
    ]);
  });

  it('answers 502 when the API cannot be read, and does not keep the failure', async () => {
    upstream.on('GET /sitemap', (_request, response) => json(response, 500, { error: 'boom' }));
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(502);
    upstream.on('GET /sitemap', (_request, response) => json(response, 200, { files: [] }));
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
  });
});
