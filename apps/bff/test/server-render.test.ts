import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { splitIndex, viewportOf } from '../src/lib/server-render.js';
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
      out.write('<main>' + answer.status + ' ' + (body.items?.[0]?.title ?? body.code) + '</main>');
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

  it('never forwards a device cookie minted for the page itself: a first page is counted by its address', async () => {
    const response = await page('/pages');
    expect(response.body).toContain('<main>200 Ledger <Paywall></main>');
    expect([response.headers['set-cookie']].flat().join('\n')).toContain(`${DEVICE_COOKIE}=`);
    const call = upstream.requests.find((request) => request.url.startsWith('/screens'));
    expect(call?.headers['x-device-id']).toBeUndefined();
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
