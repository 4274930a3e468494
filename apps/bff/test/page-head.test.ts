import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageHead } from '@pageshelf/contracts/page-head';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withHead } from '../src/lib/page-head.js';
import { DEVICE_COOKIE } from '../src/plugins/session.js';
import {
  json,
  ORIGIN,
  type StubUpstream,
  sessionCookie,
  startStubUpstream,
  tempDir,
  testApp,
} from './helpers.js';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
<meta
  name="description"
  content="The library."
/>
<title>Pageshelf — UI design references from real apps</title></head><body><div id="root"></div></body></html>`;

const SCREEN = '3f2b9c1e-8d4a-4b6e-9f0a-1c2d3e4f5a6b';
const screenHead: PageHead = {
  status: 200,
  title: 'Ledger — Paywall screen · Pageshelf',
  description: 'Paywall screen of Ledger, a Web app. It reads: “Upgrade <now> & save”',
  canonicalPath: `/pages/${SCREEN}`,
  image: { path: `/api/cards/screens/${SCREEN}.png`, alt: 'Ledger — Paywall screen' },
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: '</script><b>', item: '/pages' }],
    },
  ],
};

let upstream: StubUpstream;
let dist: { path: string; remove: () => Promise<void> };
let app: FastifyInstance | undefined;

beforeAll(async () => {
  upstream = await startStubUpstream();
  dist = await tempDir('pageshelf-web-dist-heads-');
  await writeFile(join(dist.path, 'index.html'), INDEX);
  await writeFile(
    join(dist.path, 'page-heads.json'),
    JSON.stringify({
      heads: {
        '/pricing': { title: 'Pricing · Pageshelf', description: 'Plans.' },
        '/blog/known-post': { title: 'A known post · Pageshelf', description: 'It exists.' },
      },
    }),
  );
});
afterAll(async () => {
  await upstream.close();
  await dist.remove();
});
beforeEach(() => upstream.reset());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  app ??= await testApp(upstream, { WEB_DIST_DIR: dist.path });
  return app.inject({ method: 'GET', url, headers });
};

const visits = (exceeded: boolean) => ({
  visit_count: exceeded ? 25 : 3,
  visit_limit: 24,
  exceeded,
  search: null,
});

describe("a page's head in its HTML", () => {
  it("writes a library page's head from the API: title, description, canonical, card, structured data", async () => {
    upstream.on('GET /page-head', (_request, response) => json(response, 200, screenHead));
    const response = await page(`/pages/${SCREEN}?ref=slack`);
    expect(response.statusCode).toBe(200);
    expect(upstream.requests.map((request) => request.url)).toEqual([
      `/page-head?path=${encodeURIComponent(`/pages/${SCREEN}`)}`,
    ]);
    const html = response.body;
    expect(html).toContain('<title>Ledger — Paywall screen · Pageshelf</title>');
    expect(html).not.toContain('The library.');
    expect(html).toContain(
      '<meta name="description" content="Paywall screen of Ledger, a Web app. It reads: “Upgrade &lt;now&gt; &amp; save”">',
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/pages/${SCREEN}">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/cards/screens/${SCREEN}.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    // The structured data's addresses are absolute, and nothing in it can close its script.
    expect(html).toContain(`"item":"${ORIGIN}/pages"`);
    expect(html).toContain('"name":"\\u003c/script>\\u003cb>"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    // A second visit within the minute asks the API nothing.
    await page(`/pages/${SCREEN}`);
    expect(upstream.requests).toHaveLength(1);
  });

  it('answers 404 with a noindex head for an unknown screen, slug or app', async () => {
    upstream.on('GET /page-head', (request, response) => {
      const path = new URL(request.url, 'http://api').searchParams.get('path') ?? '';
      json(response, 200, {
        ...screenHead,
        status: 404,
        title: 'Page not found · Pageshelf',
        canonicalPath: path,
        image: null,
        jsonLd: [],
      });
    });
    for (const url of ['/flows/not-a-category', `/pages/${SCREEN}`, '/apps/no-such-app/flows']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      expect(response.body, url).toContain('<title>Page not found · Pageshelf</title>');
    }
  });

  it("heads the site's pages from the build, and answers 404 for a document the build does not hold", async () => {
    const pricing = await page('/pricing');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.body).toContain('<title>Pricing · Pageshelf</title>');
    expect(pricing.body).toContain(`<link rel="canonical" href="${ORIGIN}/pricing">`);
    expect((await page('/blog/known-post')).body).toContain('<title>A known post · Pageshelf</title>');
    const unknown = await page('/blog/no-such-post');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
    // A page the build does not head keeps index.html as it is.
    expect((await page('/settings/team')).body).toBe(INDEX);
    expect(upstream.requests).toHaveLength(0);
  });

  it('sends the page with its plain head when the API fails or is slow, never an error', async () => {
    upstream.on('GET /page-head', (_request, response) => json(response, 500, { code: 'internal' }));
    const failed = await page('/apps/ledger');
    expect([failed.statusCode, failed.body]).toEqual([200, INDEX]);
    // The head comes only after the page was sent: the page cannot have waited for it (no stopwatch).
    let sent = () => {};
    const pageSent = new Promise<void>((resolve) => {
      sent = resolve;
    });
    upstream.on('GET /page-head', async (_request, response) => {
      await pageSent;
      json(response, 200, screenHead);
    });
    const slow = await page('/apps/pulse').finally(sent);
    expect([slow.statusCode, slow.body]).toEqual([200, INDEX]);
  });
});

describe('the visit cap for a page opened by its address', () => {
  const DEVICE = 'device_abcdefghijklmnop';

  it('sends a visitor whose free views are used to sign in (303), back to the page after', async () => {
    upstream.on('GET /me/activity', (_request, response) => json(response, 200, visits(true)));
    const response = await page(`/pages/${SCREEN}?from=slack`, {
      cookie: `${DEVICE_COOKIE}=${DEVICE}`,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/auth?redirectTo=%2Fpages%2F${SCREEN}%3Ffrom%3Dslack&reason=visits`,
    );
    expect(response.headers['cache-control']).toBe('no-cache');
    // The API was asked for this visitor: their device and address, as their data calls carry them.
    const asked = upstream.requests.find((request) => request.url.startsWith('/me/activity'));
    expect(asked?.headers['x-device-id']).toBe(DEVICE);
    expect(asked?.headers.ip_origin).toEqual(expect.any(String));
  });

  it('serves the page within the cap, to members, and for pages that count no view', async () => {
    const device = { cookie: `${DEVICE_COOKIE}=${DEVICE}` };
    upstream.on('GET /me/activity', (_request, response) => json(response, 200, visits(false)));
    expect((await page('/flows', device)).statusCode).toBe(200);
    upstream.on('GET /me/activity', (_request, response) => json(response, 200, visits(true)));
    for (const url of ['/pricing', '/blog/known-post', '/components/tags/primary', '/auth']) {
      expect((await page(url, device)).statusCode, url).not.toBe(303);
    }
    upstream.reset();
    upstream.on('GET /me/activity', (_request, response) => json(response, 200, visits(true)));
    expect((await page('/apps', { cookie: sessionCookie('member-token') })).statusCode).toBe(200);
    expect(upstream.requests.filter((request) => request.url.startsWith('/me/activity'))).toHaveLength(0);
  });

  it('does not ask for a browser without a device cookie: a first visit behind a busy address opens', async () => {
    upstream.on('GET /me/activity', (_request, response) => json(response, 200, visits(true)));
    expect((await page('/pages')).statusCode).toBe(200);
    expect(upstream.requests.filter((request) => request.url.startsWith('/me/activity'))).toHaveLength(0);
  });

  it('lets the page through when the API cannot say (its data calls are refused past the cap anyway)', async () => {
    upstream.on('GET /me/activity', (_request, response) => json(response, 503, { code: 'unavailable' }));
    expect((await page('/pages', { cookie: `${DEVICE_COOKIE}=${DEVICE}` })).statusCode).toBe(200);
  });
});

describe('withHead', () => {
  it('replaces the title and description and adds the tags before </head>, once', () => {
    const html = withHead(INDEX, { ...screenHead, image: null, jsonLd: [] }, 'https://pageshelf.example');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('takes no replacement pattern from the text ($& and $1 stay as they are)', () => {
    const html = withHead(
      INDEX,
      { ...screenHead, title: 'Cost $& $1', jsonLd: [] },
      'https://pageshelf.example',
    );
    expect(html).toContain('<title>Cost $&amp; $1</title>');
  });
});
