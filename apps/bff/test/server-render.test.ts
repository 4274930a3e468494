import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  gzipOf,
  KeptPages,
  keptPage,
  pageBytes,
  RenderRecord,
  signedQueries,
} from '../src/lib/kept-pages.js';
import { headFirst, splitIndex, viewportOf } from '../src/lib/server-render.js';
import { DEVICE_COOKIE } from '../src/plugins/session.js';
import {
  json,
  ORIGIN,
  type StubUpstream,
  sessionCookie,
  startStubUpstream,
  TOKEN,
  tempDir,
  testApp,
} from './helpers.js';

const INDEX = `<!doctype html><html><head><title>Pageshelf</title></head><body><div id="root"><!--app-html--><span class="logo">Pageshelf</span><!--/app-html--></div><script type="module" src="/assets/index.js"></script></body></html>`;

/**
 * A stand-in for the web build's server bundle: it asks the API for the screen list through the page's
 * own calls, as the app's queries do, and writes what it got. `/flows` stalls until abandoned; `/apps`
 * fails.
 */
const ENTRY = `
export async function render({ url, fetch, signal, viewport }) {
  if (url.startsWith('/flows')) {
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  }
  if (url.startsWith('/apps')) throw new Error('the page broke');
  if (typeof viewport?.mobile !== 'boolean') throw new Error('no viewport');
  const answer = await fetch('/api/screens?limit=1', { headers: { accept: 'application/json' } });
  const body = await answer.json();
  return {
    state: JSON.stringify({ queries: [{ queryKey: ['screens'], data: body }] }).replace(/</g, '\\\\u003c'),
    pipe(out) {
      const full = body.items?.[0]?.full;
      const picture = full ? '<img src="' + full.replace(/&/g, '&amp;') + '">' : '';
      out.write('<main>' + answer.status + ' ' + (body.items?.[0]?.title ?? body.code) + picture + '</main>');
      out.end();
    },
  };
}
`;

let upstream: StubUpstream;
let dist: { path: string; remove: () => Promise<void> };
let app: FastifyInstance | undefined;

beforeAll(async () => {
  upstream = await startStubUpstream();
  dist = await tempDir('pageshelf-web-dist-ssr-');
  await writeFile(join(dist.path, 'index.html'), INDEX);
  await writeFile(join(dist.path, 'entry-server.mjs'), ENTRY);
});
afterAll(async () => {
  await upstream.close();
  await dist.remove();
});
beforeEach(() => {
  upstream.reset();
  upstream.on('GET /page-head', (_request, response) => json(response, 500, { code: 'internal' }));
  upstream.on('GET /screens', (_request, response) =>
    json(
      response,
      200,
      { items: [{ title: 'Ledger <Paywall>' }], nextCursor: null },
      {
        'visit-count': '3',
      },
    ),
  );
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  app ??= await testApp(upstream, {
    WEB_DIST_DIR: dist.path,
    WEB_SERVER_ENTRY: join(dist.path, 'entry-server.mjs'),
    SERVER_RENDER_TIMEOUT_MS: '300',
    TRUSTED_PROXIES: '127.0.0.1',
  });
  return app.inject({ method: 'GET', url, headers });
};

const DEVICE = 'd'.repeat(32);

describe('pages rendered by the server', () => {
  it('writes the rendered page into #root and its answers after it, from calls made as the browser makes them', async () => {
    const response = await page('/pages?platform=ios', {
      cookie: `${sessionCookie(TOKEN)}; ${DEVICE_COOKIE}=${DEVICE}`,
      'user-agent': 'Mozilla/5.0 (iPhone) Safari',
      'accept-language': 'fr-FR',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Drawn for the device that asked: Chromium is asked to say its viewport's width from now on.
    expect(response.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect(response.headers.vary).toContain('Sec-CH-Viewport-Width');
    expect(response.body).toContain('<div id="root"><main>200 Ledger <Paywall></main></div>');
    expect(response.body).not.toContain('app-html');
    expect(response.body).toContain(
      '<script type="module" src="/assets/index.js"></script><script type="application/json" id="server-state">{"queries":[{"queryKey":["screens"],"data":{"items":[{"title":"Ledger \\u003cPaywall>"}],"nextCursor":null}}]}</script></body>',
    );
    // The data call went through the proxy with the visitor's session, device, browser and page.
    const call = upstream.requests.find((request) => request.url.startsWith('/screens'));
    expect(call?.url).toBe('/screens?limit=1');
    expect(call?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call?.headers['x-device-id']).toBe(DEVICE);
    expect(call?.headers['user-agent']).toBe('Mozilla/5.0 (iPhone) Safari');
    expect(call?.headers['accept-language']).toBe('fr-FR');
    expect(call?.headers.referrer).toBe(`${ORIGIN}/pages?platform=ios`);
    expect(call?.headers.ip_origin).toBe('127.0.0.1');
  });

  it('gives the browser the cookies its data calls set (the view counter)', async () => {
    const response = await page('/pages', { cookie: `${DEVICE_COOKIE}=${DEVICE}` });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toContain('visit_count=3');
  });

  it('never forwards a device cookie minted for the page itself as a device: a first page is counted by its address, its pictures signed for that cookie', async () => {
    const response = await page('/pages', { 'x-new-device-id': 'forged-device-0123456789' });
    expect(response.body).toContain('<main>200 Ledger <Paywall></main>');
    const devices = [response.headers['set-cookie']]
      .flat()
      .filter((cookie): cookie is string => cookie?.startsWith(`${DEVICE_COOKIE}=`) ?? false);
    expect(devices).toHaveLength(1);
    const minted = devices[0]?.slice(DEVICE_COOKIE.length + 1).split(';')[0];
    const call = upstream.requests.find((request) => request.url.startsWith('/screens'));
    expect(call?.headers['x-device-id']).toBeUndefined();
    // The id the page gives the browser, with which it will ask for the page's pictures; not the forged one.
    expect(call?.headers['x-new-device-id']).toBe(minted);
    // A call of the browser's own without a device cookie tells no minted id.
    upstream.reset();
    await app?.inject({
      method: 'GET',
      url: '/api/screens?limit=1',
      headers: { 'x-new-device-id': 'forged-device-0123456789' },
    });
    expect(upstream.requests[0]?.headers['x-new-device-id']).toBeUndefined();
    expect(upstream.requests[0]?.headers['x-device-id']).toBeUndefined();
  });

  it("renders what the API refused as the page's own (a visitor past the cap gets the browser's answer)", async () => {
    upstream.on('GET /screens', (_request, response) =>
      json(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'sign_in_to_browse',
        message: 'Sign in',
      }),
    );
    const response = await page('/pages', { cookie: `${DEVICE_COOKIE}=${DEVICE}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>401 sign_in_to_browse</main>');
  });

  it('sends index.html as it is when the render fails or takes longer than SERVER_RENDER_TIMEOUT_MS', async () => {
    for (const url of ['/apps', '/flows']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('renders only the public entry pages, and never a page that is not found', async () => {
    for (const url of ['/settings', '/collections', '/search?q=paywall', '/auth']) {
      expect((await page(url)).body, url).toBe(INDEX);
    }
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    expect(upstream.requests.filter((request) => request.url.startsWith('/screens'))).toHaveLength(0);
  });

  it('sends index.html when the build has no server bundle', async () => {
    app = await testApp(upstream, {
      WEB_DIST_DIR: dist.path,
      WEB_SERVER_ENTRY: join(dist.path, 'no-such-entry.mjs'),
    });
    expect((await app.inject({ method: 'GET', url: '/pages' })).body).toBe(INDEX);
  });
});

describe('pages kept for visitors (SERVER_RENDER_KEEP_SECONDS)', () => {
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const visitor = (n: number, headers: Record<string, string> = {}) =>
    page('/pages', { 'x-forwarded-for': `203.0.113.${n}`, ...headers });
  const screenCalls = () => upstream.requests.filter((request) => request.url.startsWith('/screens'));
  const counted = () => upstream.requests.filter((request) => request.url === '/internal/page-views');

  beforeEach(() => {
    upstream.on('GET /screens', (_request, response) =>
      json(
        response,
        200,
        { items: [{ title: 'Ledger' }], nextCursor: null },
        {
          'visit-count': '1',
          'visit-view': 'screens',
        },
      ),
    );
    upstream.on('POST /internal/page-views', (_request, response) =>
      json(response, 200, { visit_count: 7, visit_limit: 24, pictures: {} }),
    );
  });

  it("serves the next visitors the page rendered for the first, each counted by the API for the render's views", async () => {
    const first = await visitor(1);
    expect(first.body).toContain('<main>200 Ledger</main>');
    expect([first.headers['set-cookie']].flat().join('\n')).toContain('visit_count=1');
    const second = await visitor(2);
    const third = await visitor(3, { cookie: `${DEVICE_COOKIE}=${DEVICE}` });
    expect(first.headers['x-cache']).toBe('MISS');
    for (const kept of [second, third]) {
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['x-cache']).toBe('HIT');
      expect(kept.body).toBe(first.body);
      expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(kept.headers['cache-control']).toBe('no-cache');
      // The counter the API gave for this visitor, not the first visitor's.
      expect([kept.headers['set-cookie']].flat().join('\n')).toContain('visit_count=7');
    }
    expect(screenCalls()).toHaveLength(1);
    expect(counted().map((request) => JSON.parse(request.body))).toEqual([
      { views: ['screens'], pictures: [] },
      { views: ['screens'], pictures: [] },
    ]);
    // Counted as the visitor who was served it: their address and device.
    expect(counted().map((request) => request.headers.ip_origin)).toEqual(['203.0.113.2', '203.0.113.3']);
    expect(counted()[1]?.headers['x-device-id']).toBe(DEVICE);
  });

  it("writes the page's full pictures signed for each visitor, in the markup and in the answers", async () => {
    const FIRST = 'e=1800000000&s=AAAAAAAAAAAAAAAAAAAAAA';
    const SECOND = 'e=1800003600&s=BBBBBBBBBBBBBBBBBBBBBB';
    upstream.on('GET /screens', (_request, response) =>
      json(
        response,
        200,
        {
          items: [{ title: 'Ledger', full: `/media/demo/ledger/home/full.webp?${FIRST}` }],
          nextCursor: null,
        },
        { 'visit-count': '1', 'visit-view': 'screens' },
      ),
    );
    upstream.on('POST /internal/page-views', (_request, response) =>
      json(response, 200, {
        visit_count: 2,
        visit_limit: 24,
        pictures: { 'demo/ledger/home/full.webp': SECOND },
      }),
    );
    const first = await visitor(1);
    expect(first.body).toContain(
      `<img src="/media/demo/ledger/home/full.webp?${FIRST.replace('&', '&amp;')}">`,
    );
    expect(first.body).toContain(`"full":"/media/demo/ledger/home/full.webp?${FIRST}"`);
    const second = await visitor(2);
    expect(JSON.parse(counted()[0]?.body ?? '')).toEqual({
      views: ['screens'],
      pictures: ['demo/ledger/home/full.webp'],
    });
    expect(second.body).not.toContain(FIRST.slice(-22));
    expect(second.body).toContain(
      `<img src="/media/demo/ledger/home/full.webp?${SECOND.replace('&', '&amp;')}">`,
    );
    expect(second.body).toContain(`"full":"/media/demo/ledger/home/full.webp?${SECOND}"`);
    expect(second.body).toBe(
      first.body
        .replaceAll(FIRST.slice(2, 12), SECOND.slice(2, 12))
        .replaceAll(FIRST.slice(-22), SECOND.slice(-22)),
    );
    // An answer without a picture's address: the page is rendered for this visitor instead.
    upstream.on('POST /internal/page-views', (_request, response) =>
      json(response, 200, { visit_count: 3, visit_limit: 24, pictures: {} }),
    );
    expect((await visitor(3)).body).toContain(FIRST.slice(-22));
    expect(screenCalls()).toHaveLength(2);
  });

  it('sends a visitor past the cap to sign in, as a render would, and serves nothing of the page', async () => {
    await visitor(1);
    upstream.on('POST /internal/page-views', (_request, response) =>
      json(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'sign_in_to_browse',
        message: 'Sign in',
      }),
    );
    const capped = await visitor(2);
    expect(capped.statusCode).toBe(303);
    expect(capped.headers.location).toBe('/auth?redirectTo=%2Fpages&reason=visits');
    expect(capped.body).not.toContain('Ledger');
  });

  it('sends a rendered page and a kept one compressed to a browser that accepts it', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const first = await visitor(1, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toContain('Accept-Encoding');
    const html = gunzipSync(first.rawPayload).toString();
    expect(html).toContain('<main>200 Ledger</main>');
    const kept = await visitor(2, { 'accept-encoding': 'br' });
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(html);
    const plain = await visitor(3, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('renders afresh when the API does not count the views', async () => {
    await visitor(1);
    upstream.on('POST /internal/page-views', (_request, response) =>
      json(response, 503, { code: 'unavailable' }),
    );
    const second = await visitor(2);
    expect(second.body).toContain('<main>200 Ledger</main>');
    expect(screenCalls()).toHaveLength(2);
  });

  it('renders once for visitors who ask at the same moment', async () => {
    await page('/no-such-page'); // the app started
    const answers = await Promise.all([1, 2, 3, 4].map((n) => visitor(n)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(screenCalls()).toHaveLength(1);
    expect(counted()).toHaveLength(3);
  });

  it("keeps no one's page but a visitor's own whole page: not a member's, a crawler's, a refused or another device's", async () => {
    await page('/pages', { cookie: sessionCookie(TOKEN) });
    await page('/pages', { cookie: sessionCookie(TOKEN) });
    expect(screenCalls()).toHaveLength(2);
    // A crawler's claim may be verified by the API, whose answers then hold more than a visitor's.
    await visitor(1, { 'user-agent': GOOGLEBOT });
    await visitor(2, { 'user-agent': GOOGLEBOT });
    expect(screenCalls()).toHaveLength(4);
    await visitor(3);
    await visitor(4, { 'user-agent': GOOGLEBOT });
    expect(screenCalls()).toHaveLength(6);
    expect(counted()).toHaveLength(0);
    // A phone's page is drawn for a phone; a page of another address is another page.
    await visitor(5, { 'user-agent': 'Mozilla/5.0 (iPhone) Safari' });
    await page('/pages?platform=ios', { 'x-forwarded-for': '203.0.113.6' });
    expect(screenCalls()).toHaveLength(8);
    await visitor(7);
    expect(screenCalls()).toHaveLength(8);
  });

  it('keeps no page whose data call was refused, or whose view has no name', async () => {
    upstream.on('GET /screens', (_request, response) =>
      json(response, 401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'sign_in_to_browse',
        message: 'x',
      }),
    );
    await visitor(1);
    await visitor(2);
    expect(screenCalls()).toHaveLength(2);
    upstream.on('GET /screens', (_request, response) =>
      json(response, 200, { items: [], nextCursor: null }, { 'visit-count': '2' }),
    );
    await visitor(3);
    await visitor(4);
    expect(screenCalls()).toHaveLength(4);
    expect(counted()).toHaveLength(0);
  });

  it('renders every page afresh with SERVER_RENDER_KEEP_SECONDS=0', async () => {
    app = await testApp(upstream, {
      WEB_DIST_DIR: dist.path,
      WEB_SERVER_ENTRY: join(dist.path, 'entry-server.mjs'),
      SERVER_RENDER_KEEP_SECONDS: '0',
    });
    await visitor(1);
    await visitor(2);
    expect(screenCalls()).toHaveLength(2);
  });
});

describe('splitIndex', () => {
  it("cuts index.html around #root's content, without the markers", () => {
    expect(splitIndex(INDEX)).toEqual({
      before: '<!doctype html><html><head><title>Pageshelf</title></head><body><div id="root">',
      after: '</div><script type="module" src="/assets/index.js"></script></body></html>',
    });
    expect(splitIndex('<div id="root"></div>')).toBeNull();
    expect(splitIndex('<!--/app-html--><div id="root"><!--app-html-->')).toBeNull();
  });
});

describe('headFirst', () => {
  const head = [
    '<!doctype html><html><head>',
    '    <title>Pageshelf</title>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/style.css">',
    '  </head><body><div id="root">',
  ].join('\n');
  const first =
    '<link rel="preload" as="image" imageSrcSet="/media/a/thumb.webp?t=x 540w, /media/a/full.webp?e=1&amp;s=y 780w" imageSizes="224px" fetchPriority="high"/>';
  const lower = '<link rel="preload" as="image" href="/media/b/preview.webp?t=z"/>';

  it("asks for the stylesheet, then the markup's high-priority pictures, before the scripts", () => {
    const written = headFirst(head, `${first}${lower}<main><img src="/media/a/thumb.webp"/></main>`);
    const order = ['style.css', 'fetchPriority="high"', 'index.js', 'react.js', '<div id="root">'].map(
      (part) => written.indexOf(part),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(written.match(/style\.css/g)).toHaveLength(1);
    expect(written).not.toContain('preview.webp');
    expect(written).toContain(`\n    ${first}\n    <script type="module"`);
  });

  it('leaves the head as it is when the page preloads no picture at high priority', () => {
    expect(headFirst(head, `${lower}<main></main>`)).toBe(head);
    expect(headFirst('<html><head></head><body><div id="root">', first)).toBe(
      '<html><head></head><body><div id="root">',
    );
  });
});

describe('viewportOf', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

  it("reads the browser's mobile client hint first, else its User-Agent", () => {
    expect(viewportOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop }).mobile).toBe(true);
    expect(viewportOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': iphone }).mobile).toBe(false);
    expect(viewportOf({ 'user-agent': iphone }).mobile).toBe(true);
    expect(
      viewportOf({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0 Mobile' }).mobile,
    ).toBe(true);
    expect(viewportOf({ 'user-agent': desktop })).toEqual({ width: null, mobile: false });
    expect(viewportOf({})).toEqual({ width: null, mobile: false });
  });

  it('takes a viewport width the browser says, within what a screen can be', () => {
    expect(viewportOf({ 'sec-ch-viewport-width': '1024' }).width).toBe(1024);
    for (const lie of ['99', '99999', '1e3', '1024px', '-800', ''])
      expect(viewportOf({ 'sec-ch-viewport-width': lie }).width, lie).toBeNull();
  });
});

describe('KeptPages', () => {
  const page = keptPage(Buffer.from('<main>x</main>'), ['screens']);

  it('keeps a page for its seconds, and makes those who ask during its render wait for it', async () => {
    const pages = new KeptPages({ keepMs: 60_000, maxBytes: 1_000_000, renderMs: 1_000 });
    const leader = await pages.lookup('k');
    expect('end' in leader).toBe(true);
    const waiting = pages.lookup('k');
    if ('end' in leader) leader.end(page);
    expect(await waiting).toEqual({ page });
    expect(await pages.lookup('k')).toEqual({ page });
  });

  it('lets those who waited render their own when the render kept nothing, or never ended', async () => {
    const pages = new KeptPages({ keepMs: 60_000, maxBytes: 1_000_000, renderMs: 50 });
    const leader = await pages.lookup('k');
    const waiting = pages.lookup('k');
    if ('end' in leader) leader.end(null);
    expect('end' in (await waiting)).toBe(true);
    // A render whose stream stalled: the others wait for twice the render's deadline, no longer.
    const stalled = await pages.lookup('s');
    expect('end' in stalled).toBe(true);
    const started = Date.now();
    const next = await pages.lookup('s');
    expect('end' in next).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    // And the next render of that key leads again.
    expect('end' in (await pages.lookup('s'))).toBe(true);
  });
});

describe('RenderRecord', () => {
  it('keeps a render whose calls all answered, with the views they counted, once each in a row', () => {
    const record = new RenderRecord();
    record.note(200, { 'visit-count': '1', 'visit-view': 'screen:a' }, ['visit_count=1; Path=/']);
    record.note(200, { 'visit-count': '1', 'visit-view': 'screen:a' }, []);
    record.note(200, {}, []);
    record.note(304, { 'visit-count': '2', 'visit-view': 'screens' }, []);
    expect(record.views()).toEqual(['screen:a', 'screens']);
  });

  it('keeps none that was refused, failed, set another cookie, or counted a view it did not name', () => {
    const cases: ((record: RenderRecord) => void)[] = [
      (record) => record.note(401, {}, []),
      (record) => record.note(500, {}, []),
      (record) => record.failed(),
      (record) => record.note(200, {}, ['search_data={}; Path=/']),
      (record) => record.note(200, { 'visit-count': '3' }, []),
      (record) => record.note(200, { 'visit-count': '3', 'visit-view': 'has space' }, []),
      (record) => {
        for (let n = 0; n < 9; n += 1)
          record.note(200, { 'visit-count': '1', 'visit-view': `screen:${n}` }, []);
      },
    ];
    for (const [index, make] of cases.entries()) {
      const record = new RenderRecord();
      make(record);
      expect(record.views(), String(index)).toBeNull();
    }
  });
});

describe('keptPage, signedQueries and gzipOf', () => {
  const A = 'e=1800000000&s=AAAAAAAAAAAAAAAAAAAAAA';
  const B = 'e=1800003600&s=BBBBBBBBBBBBBBBBBBBBBB';
  const html = (query: string) =>
    `<p>Écran · ${'x'.repeat(3000)}</p><img src="/media/demo/a/1/full.webp?${query.replace('&', '&amp;')}"><a href="/media/demo/a/1/original.png?${query.replace('&', '&amp;')}">` +
    `<script type="application/json">{"full":"/media/demo/a/1/full.webp?${query}","thumb":"/media/demo/a/1/thumb.webp?t=TTTTTTTTTTTTTTTTTTTTTT","other":"/media/demo/b/2/full.webp?${query.replace('&', '\\u0026')}"}</script>`;
  const ALL = { 'demo/a/1/full.webp': B, 'demo/a/1/original.png': B, 'demo/b/2/full.webp': B };
  const deflated = async (page: ReturnType<typeof keptPage>) => {
    for (let tries = 0; page?.deflated === null && tries < 100; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('finds each full picture once, and writes each signed for the visitor as it was written', () => {
    const kept = keptPage(Buffer.from(html(A)), ['screens']);
    if (!kept) throw new Error('not kept');
    expect(kept.pictures).toEqual(['demo/a/1/full.webp', 'demo/a/1/original.png', 'demo/b/2/full.webp']);
    expect(kept.slots).toHaveLength(4);
    const signed = signedQueries(kept, ALL);
    if (!signed) throw new Error('not signed');
    expect(pageBytes(kept, signed).toString()).toBe(html(B));
  });

  it("splices each visitor's queries into the page deflated once: a gzip any browser reads as their page", async () => {
    const kept = keptPage(Buffer.from(html(A)), ['screens']);
    await deflated(kept);
    if (!kept) throw new Error('not kept');
    const signed = signedQueries(kept, ALL) ?? [];
    const zipped = gzipOf(kept, signed);
    if (!zipped) throw new Error('not deflated');
    expect(gunzipSync(zipped).toString()).toBe(html(B));
    // Node reads it whole and checks its trailer (the visitor's bytes, not the first visitor's).
    expect(zipped.length).toBeLessThan(Buffer.byteLength(html(B)) / 3);
    const plain = keptPage(Buffer.from('<main>no pictures</main>'), []);
    await deflated(plain);
    expect(gunzipSync(plain ? (gzipOf(plain, []) ?? Buffer.alloc(0)) : Buffer.alloc(0)).toString()).toBe(
      '<main>no pictures</main>',
    );
  });

  it('gives nothing when a picture has no query, or a query of another shape', () => {
    const kept = keptPage(Buffer.from(html(A)), []);
    if (!kept) throw new Error('not kept');
    expect(signedQueries(kept, { 'demo/a/1/full.webp': B, 'demo/a/1/original.png': B })).toBeNull();
    expect(signedQueries(kept, { ...ALL, 'demo/b/2/full.webp': 'e=1&s=x"><script>' })).toBeNull();
  });
});
