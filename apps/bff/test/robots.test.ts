import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StubUpstream, startStubUpstream, tempDir, testApp } from './helpers.js';

let upstream: StubUpstream;
let dist: { path: string; remove: () => Promise<void> };
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startStubUpstream();
  dist = await tempDir('pageshelf-robots-dist-');
  await writeFile(join(dist.path, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await upstream.close();
  await dist.remove();
});
afterEach(async () => {
  await app?.close();
});

describe('/robots.txt', () => {
  it('is plain text, not the SPA, cached for an hour', async () => {
    app = await testApp(upstream, { WEB_DIST_DIR: dist.path });
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).not.toContain('<div id="root">');
    expect(upstream.requests).toHaveLength(0);
  });

  it('lets crawlers into the library and content, keeps them out of private and personal areas', async () => {
    app = await testApp(upstream, {
      WEB_DIST_DIR: dist.path,
      PUBLIC_APP_URL: 'https://pageshelf.example/app',
    });
    const lines = (await app.inject({ method: 'GET', url: '/robots.txt' })).body.trimEnd().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of [
      '/api/',
      '/n/',
      '/settings',
      '/checkout',
      '/onboarding',
      '/unlock-library',
      '/search',
      '/favorites',
      '/collections',
      '/magic/',
      '/auth',
    ]) {
      expect(disallowed).toContain(path);
    }
    for (const open of [
      '/pages',
      '/flows',
      '/components',
      '/apps',
      '/blog',
      '/glossary',
      '/tags',
      '/media/',
    ]) {
      expect(
        disallowed.some((path) => open.startsWith(path)),
        open,
      ).toBe(false);
    }
    expect(lines.at(-1)).toBe('Sitemap: https://pageshelf.example/sitemap.xml');
  });
});
