import { SEARCH_DATA_HEADER } from '@pageshelf/domain/constants';
import { readSearchData } from '@pageshelf/domain/search-quota';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureUuid, loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * The visit cap and the search quota, decided where the content is served: no cookie is ever sent and
 * the activity ping is never called, so only the server's own counting stops these clients.
 */
let api: TestApi;
const GOOGLE_ADDRESS = '66.249.66.1';
beforeAll(async () => {
  api = await startTestApi({
    // A stub DNS: only 66.249.66.1 is Google's crawler, both ways.
    resolver: {
      reverse: async (address) => (address === GOOGLE_ADDRESS ? ['crawl-66-249-66-1.googlebot.com'] : []),
      lookup: async (host) => (host === 'crawl-66-249-66-1.googlebot.com' ? [GOOGLE_ADDRESS] : []),
    },
  });
  await loadFixtureLibrary(api.container);
});
afterAll(async () => api?.close());

const DAY = 24 * 60 * 60 * 1000;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) Chrome/${100 + n}.0.0.0 Safari/537.36`;

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });
/** A screen detail: alternating two screens makes every call a new view. */
const screen = (n: number) => `/screens/${fixtureUuid('screen', (n % 2) + 1)}`;

/** Every door to library content, for one client. */
const CONTENT = [
  '/screens',
  `/screens/${fixtureUuid('screen', 3)}`,
  `/screens/${fixtureUuid('screen', 3)}/similar`,
  '/flows',
  `/flows/${fixtureUuid('flow', 1)}`,
  '/components',
  `/components/${fixtureUuid('component', 1)}`,
  '/apps',
  '/apps/ledger',
  '/apps/ledger/screens',
  '/categories/pattern/settings/screens',
  '/media/fixtures/screen-1/thumb.webp',
  '/media/fixtures/screen-1/full.webp',
];

describe('visit cap', () => {
  it('stops a cookieless visitor that never pings at the 25th view, whatever User-Agent it sends', async () => {
    const ip = '203.0.113.7';
    for (let view = 1; view <= 24; view += 1) {
      const response = await get(screen(view), { ip_origin: ip, 'user-agent': browser(view) });
      expect(response.statusCode, `view ${view}`).toBe(200);
    }
    const over = await get(screen(25), { ip_origin: ip, 'user-agent': browser(25) });
    expect(over.statusCode).toBe(401);
    expect(over.json()).toMatchObject({ code: 'sign_in_to_browse', message: 'Sign in to continue browsing' });
    for (const url of [...CONTENT, '/search?q=sign']) {
      const refused = await get(url, { ip_origin: ip, 'user-agent': browser(99) });
      expect(refused.statusCode, url).toBe(401);
    }
    // The activity answer reports it, and the ping counts nothing itself.
    const state = await get('/me/activity?action=record_count', { ip_origin: ip });
    expect(state.json()).toMatchObject({ visit_limit: 24, exceeded: true, search: null });
    // What is not library content stays open: categories, the app logos, the site's start-up data.
    for (const url of ['/categories/pattern', '/init', '/tags']) {
      expect((await get(url, { ip_origin: ip })).statusCode, url).toBe(200);
    }
    // Category counts under a platform are browsing, not a search, but held to the cap like the list.
    expect((await get('/categories/pattern?platforms=ios', { ip_origin: ip })).statusCode).toBe(401);
  });

  it('counts the calls of one page as one view (a screen and its similar screens, an app and its tabs), and every page of a list as a view', async () => {
    const ip = '203.0.113.20';
    const count = async () => (await get('/me/activity?action=sync_visit_count', { ip_origin: ip })).json();
    await get(`/screens/${fixtureUuid('screen', 2)}`, { ip_origin: ip });
    await get(`/screens/${fixtureUuid('screen', 2)}/similar`, { ip_origin: ip });
    expect((await count()).visit_count).toBe(1);
    const first = (await get('/screens?limit=5', { ip_origin: ip })).json();
    expect((await count()).visit_count).toBe(2);
    const second = (await get(`/screens?limit=5&cursor=${first.nextCursor}`, { ip_origin: ip })).json();
    expect((await count()).visit_count).toBe(3);
    // The same page asked again in a row (a refetch) is the same view; the next page is a new one.
    await get(`/screens?limit=5&cursor=${first.nextCursor}`, { ip_origin: ip });
    expect((await count()).visit_count).toBe(3);
    await get(`/screens?limit=5&cursor=${second.nextCursor}`, { ip_origin: ip });
    expect((await count()).visit_count).toBe(4);
    await get('/apps/ledger', { ip_origin: ip });
    await get('/apps/ledger/screens', { ip_origin: ip });
    await get('/apps/ledger/flows', { ip_origin: ip });
    expect((await count()).visit_count).toBe(5);
    // A failed request is not a view.
    await get('/screens/00000000-0000-4000-8000-999999999999', { ip_origin: ip });
    expect((await count()).visit_count).toBe(5);
  });

  it('says the count after each counted view in its answer (visit-count), for the banner before the cap', async () => {
    const ip = '203.0.113.21';
    const first = await get(screen(1), { ip_origin: ip });
    expect(first.headers['visit-count']).toBe('1');
    expect((await get(`${screen(1)}/similar`, { ip_origin: ip })).headers['visit-count']).toBe('1');
    expect((await get('/screens?limit=3', { ip_origin: ip })).headers['visit-count']).toBe('2');
    // What counts no view says nothing; nor does an answer to someone without a cap.
    expect((await get('/categories/pattern', { ip_origin: ip })).headers['visit-count']).toBeUndefined();
    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    expect((await get(screen(2), { authorization })).headers['visit-count']).toBeUndefined();
  });

  it('gives a device cookie its own 24 views, and all devices of one address 96 together', async () => {
    const ip = '198.51.100.77';
    let views = 0;
    for (let device = 1; device <= 4; device += 1) {
      const headers = { ip_origin: ip, 'x-device-id': `device-${device}-0123456789abcdef` };
      for (let view = 1; view <= 24; view += 1) {
        expect((await get(screen(view), headers)).statusCode, `device ${device} view ${view}`).toBe(200);
        views += 1;
      }
      expect((await get(screen(25), headers)).statusCode, `device ${device} view 25`).toBe(401);
    }
    expect(views).toBe(96);
    // A fifth device (a wiped cookie) and a client without one find the address used up.
    expect(
      (await get(screen(1), { ip_origin: ip, 'x-device-id': 'device-5-0123456789abcdef' })).statusCode,
    ).toBe(401);
    expect((await get(screen(1), { ip_origin: ip })).statusCode).toBe(401);
  });

  it('counts an IPv6 visitor by its /64, so rotating addresses in it starts nothing new', async () => {
    for (let view = 1; view <= 24; view += 1) {
      const ip = `2001:db8:aa:bb::${view.toString(16)}`;
      expect((await get(screen(view), { ip_origin: ip })).statusCode).toBe(200);
    }
    expect((await get(screen(25), { ip_origin: '2001:db8:aa:bb:ffff::1' })).statusCode).toBe(401);
  });

  it('believes the identity headers only from the BFF (TRUSTED_PROXIES), not from any caller', async () => {
    const remoteAddress = '192.0.2.50';
    for (let view = 1; view <= 24; view += 1) {
      const response = await api.app.inject({
        method: 'GET',
        url: screen(view),
        remoteAddress,
        headers: { ip_origin: `192.0.2.${view}`, 'x-device-id': `forged-device-${view}-abcdefgh` },
      });
      expect(response.statusCode).toBe(200);
    }
    const over = await api.app.inject({
      method: 'GET',
      url: screen(25),
      remoteAddress,
      headers: { ip_origin: '192.0.2.99' },
    });
    expect(over.statusCode).toBe(401);
  });

  it('shows a free member the paywall after 40 views', async () => {
    const { authorization } = await signIn(api.app, 'free@pageshelf.dev');
    for (let view = 1; view <= 40; view += 1) {
      expect((await get(screen(view), { authorization })).statusCode, `view ${view}`).toBe(200);
    }
    const over = await get(screen(41), { authorization });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'visit_limit_reached',
      message: 'Upgrade to Pro to keep browsing',
    });
    expect((await get('/screens', { authorization })).statusCode).toBe(403);
    expect((await get('/me/activity?action=sync_visit_count', { authorization })).json()).toMatchObject({
      visit_limit: 40,
      exceeded: true,
    });
  });

  it('lets only one of the requests that race for the last view through', async () => {
    const ip = '203.0.113.99';
    for (let view = 1; view <= 23; view += 1) await get(screen(view), { ip_origin: ip });
    const racing = await Promise.all(
      [3, 4, 6, 7, 8].map((n) => get(`/screens/${fixtureUuid('screen', n)}`, { ip_origin: ip })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('never caps Pro members or verified crawlers; an unverified crawler claim is a visitor', async () => {
    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    for (let view = 1; view <= 45; view += 1) await get(screen(view), { authorization });
    expect((await get(screen(46), { authorization })).statusCode).toBe(200);

    const google = { 'user-agent': GOOGLEBOT, ip_origin: GOOGLE_ADDRESS };
    for (let view = 1; view <= 30; view += 1) await get(screen(view), google);
    expect((await get(screen(31), google)).statusCode).toBe(200);
    expect((await get('/me/activity?action=sync_visit_count', google)).json()).toMatchObject({
      visit_limit: null,
      exceeded: false,
    });

    const pretender = { 'user-agent': GOOGLEBOT, ip_origin: '203.0.113.66' };
    for (let view = 1; view <= 24; view += 1) await get(screen(view), pretender);
    expect((await get(screen(25), pretender)).statusCode).toBe(401);
    const bing = { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)', ip_origin: '203.0.113.67' };
    for (let view = 1; view <= 24; view += 1) await get(screen(view), bing);
    expect((await get(screen(25), bing)).statusCode).toBe(401);
  });

  it("names the view it counted (visit-view), and counts those names again, with the page's pictures signed, for a page the BFF kept", async () => {
    const ip = '203.0.113.30';
    const detail = await get(screen(1), { ip_origin: ip });
    const view = detail.headers['visit-view'];
    expect(view).toBe(`screen:${fixtureUuid('screen', 2)}`);
    const later = (await get('/screens?limit=2', { ip_origin: ip })).json();
    const page = await get(`/screens?limit=2&cursor=${later.nextCursor}`, { ip_origin: ip });
    expect(page.headers['visit-view']).toMatch(/^screens@[\w-]{16}$/);
    const full: string = detail.json().image.full;
    const picture = full.slice('/media/'.length, full.indexOf('?'));
    expect(picture).toMatch(/\/full\.webp$/);
    await api.container.mediaStore.put(picture.replace(/\/full\.webp$/, ''), 'full', Buffer.from('RIFF'));
    const keptPage = (body: unknown, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      api.app.inject({
        method: 'POST',
        url: '/internal/page-views',
        headers,
        payload: body as object,
        remoteAddress,
      });

    // Another visitor served that screen's page from the BFF's kept render: one view, as if asked here,
    // and the picture signed for them (the first visitor's address is nothing in their hands).
    const other = { ip_origin: '203.0.113.31' };
    expect((await get(full, other)).statusCode).toBe(404);
    const first = await keptPage({ views: [view], pictures: [picture] }, other);
    expect(first.statusCode).toBe(200);
    const answer = first.json();
    expect(answer).toMatchObject({ visit_count: 1, visit_limit: 24 });
    const signed = `/media/${picture}?${answer.pictures[picture]}`;
    expect(signed).not.toBe(full);
    expect((await get(signed, other)).statusCode).toBe(200);
    expect((await get(signed, { ip_origin: '203.0.113.39' })).statusCode).toBe(404);
    // The same view again in a row is no new view (a reload); the next is.
    expect((await keptPage({ views: [view], pictures: [] }, other)).json().visit_count).toBe(1);
    expect((await keptPage({ views: ['screens', view], pictures: [] }, other)).json().visit_count).toBe(3);
    // Up to the cap, and refused by the view that passes it, as the content itself would be: no picture.
    for (let n = 4; n <= 24; n += 1) {
      expect((await keptPage({ views: [`screen:${n}`], pictures: [] }, other)).statusCode).toBe(200);
    }
    const over = await keptPage({ views: ['screen:25'], pictures: [picture] }, other);
    expect(over.statusCode).toBe(401);
    expect(over.json()).toMatchObject({ code: 'sign_in_to_browse' });
    expect((await get(screen(2), other)).statusCode).toBe(401);

    // For the BFF alone: another caller finds no such route (it would sign any picture for one view).
    const direct = await keptPage({ views: [view], pictures: [picture] }, {}, '192.0.2.80');
    expect(direct.statusCode).toBe(404);
    // Bad bodies are refused, naming the field; nothing is counted.
    const fresh = { ip_origin: '203.0.113.32' };
    for (const views of [
      ['has space'],
      ['nul\u0000'],
      ['x'.repeat(301)],
      Array(9).fill('screens'),
      'screens',
    ]) {
      const refused = await keptPage({ views, pictures: [] }, fresh);
      expect(refused.statusCode, JSON.stringify(views)).toBe(400);
      expect(refused.json().message).toContain('views');
    }
    for (const pictures of [['a/thumb.webp'], ['../x/full.webp'], ['A/full.webp'], ['a/original.gif']]) {
      const refused = await keptPage({ views: ['screens'], pictures }, fresh);
      expect(refused.statusCode, JSON.stringify(pictures)).toBe(400);
      expect(refused.json().message).toContain('pictures');
    }
    expect((await get('/me/activity?action=sync_visit_count', fresh)).json().visit_count).toBe(0);
  });

  it('refuses an unknown action', async () => {
    const response = await get('/me/activity?action=explode');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('action');
  });
});

describe('search quota', () => {
  it('asks visitors to sign in, for /search and for any filtered list', async () => {
    for (const url of [
      '/search?q=sign',
      '/screens?text_in_screen=sign',
      '/screens?term=sign',
      '/screens?pattern_cats=1',
      '/screens?screen_types=marketing',
      '/flows?products=1',
      '/apps?product_cats=1',
      '/components?component_cats=1',
      '/screens?platforms=ios&term=sign',
      '/screens?apps=1&pattern_cats=1',
    ]) {
      const response = await get(url, { ip_origin: '192.0.2.200' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({
        code: 'search_requires_sign_in',
        message: 'Sign in to continue searching',
      });
    }
  });

  it('lets visitors choose a platform and browse an app scope freely: browsing, not a search', async () => {
    const ip = '192.0.2.210';
    const views = async () => (await get('/me/activity?action=sync_visit_count', { ip_origin: ip })).json();
    for (const url of [
      '/screens?platforms=ios',
      '/flows?platforms=web',
      '/components?platforms=android',
      '/apps?platforms=ios,web',
      '/screens?apps=1',
      '/categories/pattern?platforms=ios',
      '/categories/flow?platforms=web',
    ]) {
      const response = await get(url, { ip_origin: ip });
      expect(response.statusCode, url).toBe(200);
    }
    // Each list's first page is a view, as without a platform; the category counts are not one.
    expect((await views()).visit_count).toBe(5);
  });

  it('spends no search on a platform, and none when a search only changes its platform', async () => {
    const { authorization } = await signIn(api.app, 'platforms@example.com');
    const count = async () =>
      (await get('/me/activity?action=sync_visit_count', { authorization })).json().search.count;
    for (const url of [
      '/screens?platforms=ios',
      '/screens?platforms=android',
      '/flows?platforms=web',
      '/apps?platforms=ios',
      '/categories/pattern?platforms=web',
      '/screens?apps=1',
    ]) {
      expect((await get(url, { authorization })).statusCode, url).toBe(200);
    }
    expect(await count()).toBe(0);
    // A search is its filter keys: switching the platform under the same words is the same search.
    expect((await get('/screens?term=pulse', { authorization })).statusCode).toBe(200);
    expect((await get('/screens?term=pulse&platforms=ios', { authorization })).statusCode).toBe(200);
    expect((await get('/categories/pattern?term=pulse&platforms=ios', { authorization })).statusCode).toBe(
      200,
    );
    expect((await get('/screens?term=pulse&platforms=web', { authorization })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect((await get('/screens?term=ledger&platforms=web', { authorization })).statusCode).toBe(200);
    expect(await count()).toBe(2);
  });

  it('spends one search per filtered first page, whichever door, and refuses the ninth with the spec text', async () => {
    // A new free account (the demo one browsed past its visit cap above), with the default 8 searches.
    const { authorization } = await signIn(api.app, 'searcher@example.com');
    const quota = async () =>
      (await get('/me/activity?action=sync_visit_count', { authorization })).json().search;
    const searches = [
      '/search?q=settings',
      '/screens?text_in_screen=sign&limit=1',
      '/screens?term=pulse',
      '/flows?flow_cats=1',
      '/components?component_cats=1',
      '/apps?term=led',
      '/apps/ledger/screens?screen_types=application',
    ];
    for (const [index, url] of searches.entries()) {
      expect((await get(url, { authorization })).statusCode, url).toBe(200);
      expect((await quota()).count, url).toBe(index + 1);
    }
    // Later pages of a search, unfiltered lists, category pages and failed requests spend nothing.
    const first = (await get('/screens?text_in_screen=sign&limit=1', { authorization })).json();
    expect((await quota()).count).toBe(8);
    expect(
      (await get(`/screens?text_in_screen=sign&limit=1&cursor=${first.nextCursor}`, { authorization }))
        .statusCode,
    ).toBe(200);
    for (const url of ['/screens', '/categories/pattern/settings/screens', '/apps/no-such/screens?term=x']) {
      await get(url, { authorization });
    }
    expect(await quota()).toMatchObject({ count: 8, limit: 8, remaining: 0, blocked: true });

    for (const url of ['/search?q=onboarding', '/screens?text_in_screen=log', '/apps?products=1']) {
      const ninth = await get(url, { authorization });
      expect(ninth.statusCode, url).toBe(429);
      expect(ninth.json(), url).toMatchObject({
        code: 'search_limit_reached',
        message: "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
      });
      expect(ninth.body).not.toContain('"items"');
    }
    api.clock.advance(DAY);
    const nextDay = await get('/search?q=settings', { authorization });
    expect(nextDay.statusCode).toBe(200);
    expect(readSearchData(nextDay.headers[SEARCH_DATA_HEADER] as string)?.count).toBe(1);
    expect(await quota()).toMatchObject({ count: 1, remaining: 7 });
  });

  it('makes category counts under filters a search, as the list they count: visitors sign in, free members past the limit get 429', async () => {
    for (const url of ['/categories/pattern?term=pulse', '/categories/flow?text_in_screen=sign']) {
      const response = await get(url, { ip_origin: '192.0.2.201' });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code, url).toBe('search_requires_sign_in');
    }
    // Without filters they are the library's signage, open to all.
    expect((await get('/categories/pattern', { ip_origin: '192.0.2.201' })).statusCode).toBe(200);

    const { authorization } = await signIn(api.app, 'facets@example.com');
    const count = async () =>
      (await get('/me/activity?action=sync_visit_count', { authorization })).json().search.count;
    // A list and its category counts are one search, in either order; asked again, still one.
    expect((await get('/screens?term=pulse', { authorization })).statusCode).toBe(200);
    expect((await get('/categories/pattern?term=pulse', { authorization })).statusCode).toBe(200);
    expect((await get('/categories/component?term=%20pulse', { authorization })).statusCode).toBe(200);
    expect(await count()).toBe(1);
    expect((await get('/categories/pattern?term=ledger', { authorization })).statusCode).toBe(200);
    expect((await get('/screens?term=ledger', { authorization })).statusCode).toBe(200);
    expect((await get('/screens?term=ledger', { authorization })).statusCode).toBe(200);
    expect(await count()).toBe(2);
    // Counts for filters of their own are a search of their own.
    for (const term of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect((await get(`/categories/pattern?term=${term}`, { authorization })).statusCode, term).toBe(200);
    }
    expect(await count()).toBe(8);
    const ninth = await get('/categories/pattern?term=g', { authorization });
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json().code).toBe('search_limit_reached');
    // The list of the search just spent still opens, with its counts.
    expect((await get('/screens?term=f', { authorization })).statusCode).toBe(200);
    expect((await get('/categories/flow?term=f', { authorization })).statusCode).toBe(200);
    expect((await get('/screens?term=a', { authorization })).statusCode).toBe(429);
    expect(await count()).toBe(8);
  });

  it('spends one search for a list and its category counts asked at the same moment', async () => {
    const { authorization } = await signIn(api.app, 'together@example.com');
    const answers = await Promise.all(
      ['/screens?term=settings', '/categories/pattern?term=settings', '/categories/flow?term=settings'].map(
        (url) => get(url, { authorization }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await get('/me/activity?action=sync_visit_count', { authorization })).json().search.count).toBe(
      1,
    );
  });

  it('lets only one of the searches that race for the last one through', async () => {
    await api.container.database.db
      .insertInto('users')
      .values({
        email: 'racer@example.com',
        fullname: null,
        team_id: null,
        search_limit: 3,
        last_active_at: null,
      })
      .execute();
    const { authorization } = await signIn(api.app, 'racer@example.com');
    for (const q of ['a', 'b']) await get(`/screens?text_in_screen=${q}`, { authorization });
    const racing = await Promise.all(
      ['c', 'd', 'e', 'f', 'g'].map((q) => get(`/screens?text_in_screen=${q}`, { authorization })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect((await get('/me/activity?action=sync_visit_count', { authorization })).json().search.count).toBe(
      3,
    );
  });

  it('uses 10 when the user record gives no limit, and never limits Pro', async () => {
    await api.container.database.db
      .insertInto('users')
      .values({
        email: 'nolimit@example.com',
        fullname: null,
        team_id: null,
        search_limit: null,
        last_active_at: null,
      })
      .execute();
    const { authorization } = await signIn(api.app, 'nolimit@example.com');
    const standing = async (authorization: string) =>
      (await get('/me/activity?action=sync_visit_count', { authorization })).json().search;
    const first = await get('/search?q=a', { authorization });
    expect(readSearchData(first.headers[SEARCH_DATA_HEADER] as string)?.count).toBe(1);
    expect(await standing(authorization)).toMatchObject({ count: 1, limit: 10, remaining: 9 });
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    for (let n = 0; n < 12; n += 1) await get(`/screens?text_in_screen=a${n}`, { authorization: pro });
    const response = await get('/search?q=sign', { authorization: pro });
    expect(response.statusCode).toBe(200);
    expect(await standing(pro)).toMatchObject({ limit: null, blocked: false });
  });

  it('finds screens by their text, apps by name and categories by title', async () => {
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    const body = (await get('/search?q=settings', { authorization: pro })).json();
    expect(body.screens.items.map((s: { uuid: string }) => Number(s.uuid.slice(-11)))).toEqual([12, 9]);
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['settings']);
    const apps = (await get('/search?q=pulse', { authorization: pro })).json();
    expect(apps.apps.items.map((a: { slug: string }) => a.slug)).toEqual(['pulse']);
    expect((await get('/search?q=', { authorization: pro })).statusCode).toBe(400);
  });
});
