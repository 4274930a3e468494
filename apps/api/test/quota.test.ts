import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await loadFixtureLibrary(api.container);
});
afterAll(async () => api?.close());

const DAY = 24 * 60 * 60 * 1000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

// No cookies are ever sent: the counters live on the server, so deleting cookies changes nothing.
const recordView = (headers: Record<string, string>) =>
  api.app.inject({
    method: 'GET',
    url: '/me/activity?action=record_count',
    headers: { 'user-agent': BROWSER, ...headers },
  });

describe('visit cap', () => {
  it('lets a visitor make 24 views and marks the 25th as exceeded, whatever device id they claim', async () => {
    const ip = '203.0.113.7';
    for (let view = 1; view <= 24; view += 1) {
      const response = await recordView({ ip_origin: ip, 'x-device-id': `device-${view}-abcdefgh` });
      expect(response.json()).toMatchObject({ visit_count: view, visit_limit: 24, exceeded: false });
    }
    const over = await recordView({ ip_origin: ip, 'x-device-id': 'a-brand-new-device-id' });
    expect(over.json()).toMatchObject({ visit_count: 25, visit_limit: 24, exceeded: true, search: null });
    const sync = await api.app.inject({
      method: 'GET',
      url: '/me/activity?action=sync_visit_count',
      headers: { 'user-agent': BROWSER, ip_origin: ip },
    });
    expect(sync.json()).toMatchObject({ visit_count: 25, exceeded: true });
  });

  it('gives a signed-in free user 40 views', async () => {
    const { authorization } = await signIn(api.app, 'free@pageshelf.dev');
    for (let view = 1; view <= 40; view += 1) {
      expect((await recordView({ authorization })).json().exceeded).toBe(false);
    }
    expect((await recordView({ authorization })).json()).toMatchObject({
      visit_count: 41,
      visit_limit: 40,
      exceeded: true,
    });
  });

  it('never caps premium members or crawlers', async () => {
    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    for (let view = 1; view <= 45; view += 1) await recordView({ authorization });
    expect((await recordView({ authorization })).json()).toMatchObject({
      visit_limit: null,
      exceeded: false,
    });
    const bot = {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      ip_origin: '198.51.100.1',
    };
    for (let view = 1; view <= 30; view += 1) {
      await api.app.inject({ method: 'GET', url: '/me/activity?action=record_count', headers: bot });
    }
    const last = await api.app.inject({
      method: 'GET',
      url: '/me/activity?action=record_count',
      headers: bot,
    });
    expect(last.json()).toMatchObject({ visit_count: 0, visit_limit: null, exceeded: false });
  });

  it('refuses an unknown action', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/me/activity?action=explode' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('action');
  });
});

describe('search quota', () => {
  it('asks visitors to sign in', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/search?q=sign' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'search_requires_sign_in',
      message: 'Sign in to continue searching',
    });
  });

  it('gives a free user 8 searches per 24 hours, then refuses with the limit message', async () => {
    const { authorization } = await signIn(api.app, 'free@pageshelf.dev');
    const search = () =>
      api.app.inject({ method: 'GET', url: '/search?q=settings', headers: { authorization } });
    for (let n = 1; n <= 8; n += 1) {
      const response = await search();
      expect(response.statusCode).toBe(200);
      expect(response.json().quota).toMatchObject({ count: n, limit: 8, remaining: 8 - n, blocked: n === 8 });
    }
    const ninth = await search();
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json()).toMatchObject({
      code: 'search_limit_reached',
      message: "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
    });
    expect(ninth.body).not.toContain('screens');
    const me = await api.app.inject({
      method: 'GET',
      url: '/me/activity?action=sync_visit_count',
      headers: { authorization },
    });
    expect(me.json().search).toMatchObject({ count: 8, blocked: true });

    api.clock.advance(DAY);
    const nextDay = await search();
    expect(nextDay.statusCode).toBe(200);
    expect(nextDay.json().quota).toMatchObject({ count: 1, remaining: 7 });
  });

  it('uses 10 when the user record gives no limit, and never limits premium', async () => {
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
    const first = await api.app.inject({ method: 'GET', url: '/search?q=a', headers: { authorization } });
    expect(first.json().quota).toMatchObject({ count: 1, limit: 10, remaining: 9 });
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    for (let n = 0; n < 12; n += 1)
      await api.app.inject({ method: 'GET', url: '/search?q=a', headers: { authorization: pro } });
    const response = await api.app.inject({
      method: 'GET',
      url: '/search?q=sign',
      headers: { authorization: pro },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().quota).toMatchObject({ limit: null, blocked: false });
  });

  it('finds screens by their text, apps by name and categories by title', async () => {
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    const body = (
      await api.app.inject({ method: 'GET', url: '/search?q=settings', headers: { authorization: pro } })
    ).json();
    expect(body.screens.items.map((s: { uuid: string }) => Number(s.uuid.slice(-11)))).toEqual([12, 9]);
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['settings']);
    const apps = (
      await api.app.inject({ method: 'GET', url: '/search?q=pulse', headers: { authorization: pro } })
    ).json();
    expect(apps.apps.map((a: { slug: string }) => a.slug)).toEqual(['pulse']);
    expect(
      (await api.app.inject({ method: 'GET', url: '/search?q=', headers: { authorization: pro } }))
        .statusCode,
    ).toBe(400);
  });
});
