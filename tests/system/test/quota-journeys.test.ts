/**
 * The quotas as a client meets them over plain HTTP, through the BFF: views counted where content is
 * served (the SPA's `record_count` ping is never sent here), searches spent by filtered lists and
 * `/search`, and neither reset by what a client controls (cookies, User-Agent, a crawler's name).
 */
import { promises as dns } from 'node:dns';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import { VISITOR_VISIT_LIMIT } from '@pageshelf/domain/visit-cap';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, Client, freshAddress, signIn } from './support/client.js';
import { errorBody } from './support/error-shape.js';
import { type Library, readLibrary } from './support/library.js';
import { type Product, startProduct } from './support/product.js';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let product: Product;
let library: Library;

beforeAll(async () => {
  product = await startProduct(inject('template'));
  const pro = new Client(product.bffUrl, {
    address: freshAddress(),
    cookies: { ps_session: await signIn(product.bffUrl, 'pro@pageshelf.dev') },
  });
  library = await readLibrary(pro);
}, 600_000);

afterAll(async () => {
  await product?.close();
});

/** Library pages, each a view of its own when opened one after the other. */
function views(): string[] {
  return [
    '/api/screens',
    `/api/screens/${library.screen.uuid}`,
    '/api/flows',
    `/api/flows/${library.flow.uuid}`,
    '/api/components',
    `/api/components/${library.component.uuid}`,
    '/api/apps',
    `/api/apps/${library.app.slug}`,
  ];
}

/** The n-th view of a walk through the library (1-based). */
const nthView = (n: number) => views()[(n - 1) % views().length] as string;

function expectRefusal(answer: Answer, status: number, code: string, message: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(errorBody(answer)).toMatchObject({ code, message });
}

describe('the visit cap', () => {
  it('stops a cookieless visitor at the 25th view, and a new User-Agent or dropped cookies do not reset it', async () => {
    expect(VISITOR_VISIT_LIMIT).toBe(24);
    const address = freshAddress();
    // A new client for every request: no cookie survives, and the User-Agent changes every time.
    const visit = (n: number) =>
      new Client(product.bffUrl, { address, userAgent: `Mozilla/5.0 (Journey ${n}) Browser/${n}.0` }).get(
        nthView(n),
      );
    for (let n = 1; n <= 24; n += 1) expect((await visit(n)).status, `view ${n}`).toBe(200);
    expectRefusal(await visit(25), 401, 'sign_in_to_browse', 'Sign in to continue browsing');
    for (let n = 26; n <= 30; n += 1) {
      expectRefusal(await visit(n), 401, 'sign_in_to_browse', 'Sign in to continue browsing');
    }
  });

  it('caps a self-declared Googlebot whose address does not resolve to Google like any visitor', async () => {
    const address = freshAddress();
    // What an unverified claim looks like: the address has no PTR record (or none of Google's).
    const names = await Promise.race([
      dns.reverse(address).catch(() => [] as string[]),
      new Promise<string[]>((resolve) => setTimeout(() => resolve([]), 5_000)),
    ]);
    expect(names.filter((name) => /\.(googlebot|google)\.com\.?$/i.test(name))).toEqual([]);
    const crawler = new Client(product.bffUrl, { address, userAgent: GOOGLEBOT });
    for (let n = 1; n <= 24; n += 1) expect((await crawler.get(nthView(n))).status, `view ${n}`).toBe(200);
    expectRefusal(await crawler.get(nthView(25)), 401, 'sign_in_to_browse', 'Sign in to continue browsing');
  });
});

describe('the search quota', () => {
  it("refuses a free member's ninth filtered list with 429, also to a client with nothing but the session cookie", async () => {
    expect(FREE_SEARCH_LIMIT).toBe(8);
    const session = await signIn(product.bffUrl, 'quota-free@example.com');
    // A browser that keeps every cookie the BFF sets (device, visit and search mirrors).
    const browser = new Client(product.bffUrl, {
      address: freshAddress(),
      keepCookies: true,
      cookies: { ps_session: session },
    });
    const spent = async () =>
      ((await browser.get('/api/me/activity?action=sync_visit_count')).json as { search: { count: number } })
        .search.count;
    const pattern = (
      (await browser.get('/api/categories/pattern')).json as { items: { id: number; count: number }[] }
    ).items.find((item) => item.count > 0)?.id;

    // Blank filters are not a search, nor is a platform or an app page's scope (browsing).
    expect((await browser.get('/api/screens?text_in_screen=%20&term=')).status).toBe(200);
    expect((await browser.get('/api/screens?platforms=ios')).status).toBe(200);
    expect((await browser.get(`/api/screens?apps=${library.app.id}`)).status).toBe(200);
    expect(await spent()).toBe(0);

    const searches = [
      '/api/screens?text_in_screen=log',
      '/api/search?q=pay',
      '/api/apps?term=led',
      '/api/screens?screen_types=marketing',
      `/api/screens?products=${library.app.id}`,
      '/api/search?q=home',
      `/api/screens?pattern_cats=${pattern}`,
      '/api/flows?text_in_screen=sign',
    ];
    for (const [index, path] of searches.entries()) {
      const answer = await browser.get(path);
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
      expect(await spent(), path).toBe(index + 1);
    }
    expect(browser.cookies.has('search_data')).toBe(true);

    // Every cookie but the session dropped: the quota is the server's, not the browser's.
    const bare = new Client(product.bffUrl, { address: freshAddress(), cookies: { ps_session: session } });
    const limit = "You've used all 8 daily searches. Upgrade to Pro for unlimited searches";
    expectRefusal(await bare.get('/api/screens?text_in_screen=settings'), 429, 'search_limit_reached', limit);
    expectRefusal(await bare.get('/api/search?q=settings'), 429, 'search_limit_reached', limit);
    expectRefusal(await bare.get('/api/components?term=button'), 429, 'search_limit_reached', limit);
    // Browsing without a filter is not a search: still served.
    expect((await bare.get('/api/screens')).status).toBe(200);
    expect(await spent()).toBe(8);
  });

  it('asks a visitor to sign in before a filtered list or a search', async () => {
    const visitor = new Client(product.bffUrl, { address: freshAddress() });
    for (const path of ['/api/screens?text_in_screen=log', '/api/flows?term=pay', '/api/search?q=log']) {
      expectRefusal(await visitor.get(path), 401, 'search_requires_sign_in', 'Sign in to continue searching');
    }
  });
});

describe('favorites', () => {
  it('are Pro: a free member is refused with 403, a visitor is asked to sign up', async () => {
    const path = `/api/me/screens/favorite/${library.screen.id}`;
    const free = new Client(product.bffUrl, {
      address: freshAddress(),
      cookies: { ps_session: await signIn(product.bffUrl, 'favorite-free@example.com') },
    });
    expectRefusal(await free.call('PATCH', path), 403, 'premium_required', 'Upgrade to Pro to continue');
    expectRefusal(
      await free.get('/api/screens?is_favorited=1'),
      403,
      'premium_required',
      'Upgrade to Pro to continue',
    );
    const visitor = new Client(product.bffUrl, { address: freshAddress() });
    expectRefusal(await visitor.call('PATCH', path), 401, 'sign_up_required', 'Sign up to continue');
  });
});

describe('the servers', () => {
  it('logged no error on the way', () => {
    expect([...product.api.errorLines(), ...product.bff.errorLines()]).toEqual([]);
  });
});
