import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureUuid, loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let pro: string;
let ids: Record<string, number>;

beforeAll(async () => {
  api = await startTestApi();
  await loadFixtureLibrary(api.container);
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  const rows = await api.container.database.db
    .selectFrom('categories')
    .select(['id', 'kind', 'slug'])
    .execute();
  ids = Object.fromEntries(rows.map((row) => [`${row.kind}:${row.slug}`, row.id]));
  const apps = await api.container.database.db.selectFrom('apps').select(['id', 'slug']).execute();
  for (const app of apps) ids[`app:${app.slug}`] = app.id;
});
afterAll(async () => api?.close());

let visitors = 0;
/**
 * A GET as a signed-in member (`authorization`) or, without one, as a new visitor each time (an address
 * of its own), so the visit cap stays out of the way of what these tests look at.
 */
const get = async (url: string, authorization?: string) => {
  visitors += 1;
  const response = await api.app.inject({
    method: 'GET',
    url,
    headers: authorization ? { authorization } : { ip_origin: `2001:db8:${visitors.toString(16)}::1` },
  });
  return { status: response.statusCode, body: response.json() };
};
/** Filtered lists are searches: these tests run them as a Pro member, who searches without limit. */
const search = (url: string) => get(url, pro);
const screenNumbers = (items: { uuid: string }[]) => items.map((item) => Number(item.uuid.slice(-11)));

describe('screens list', () => {
  it('lists every screen newest first with an exact total', async () => {
    const { status, body } = await get('/screens');
    expect(status).toBe(200);
    expect(screenNumbers(body.items)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(body.total).toEqual({ value: 12, exact: true });
    expect(body.nextCursor).toBeNull();
  });

  it.each([
    ['text_in_screen=sign', [11, 2]],
    ['text_in_screen=Forgot%20pass', [3]],
    ['text_in_screen=zzzz', []],
    ['term=pulse', [10, 9, 8, 7, 6]],
    ['screen_types=marketing', [6, 1]],
    ['is_favorited=0', [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
  ])('filters by %s', async (query, expected) => {
    const { body } = await search(`/screens?${query}`);
    expect(screenNumbers(body.items)).toEqual(expected);
  });

  it('narrows every list and the search by platforms; each item says its platform', async () => {
    // Ledger (screens 1-5) is a web app, Pulse (6-10) an iOS app, Chatter (11, 12) an Android app.
    expect(screenNumbers((await search('/screens?platforms=ios')).body.items)).toEqual([10, 9, 8, 7, 6]);
    expect(screenNumbers((await search('/screens?platforms=Web,android')).body.items)).toEqual([
      12, 11, 5, 4, 3, 2, 1,
    ]);
    expect(screenNumbers((await search('/screens?platforms=ios&screen_types=marketing')).body.items)).toEqual(
      [6],
    );
    const apps = new Map<string, string>([
      ['ledger', 'web'],
      ['pulse', 'ios'],
      ['chatter', 'android'],
    ]);
    for (const list of ['/screens', '/flows', '/components']) {
      const all = (await search(`${list}?limit=60`)).body.items as {
        app: { slug: string };
        platform: string;
      }[];
      expect(all.length).toBeGreaterThan(0);
      for (const item of all) expect(item.platform, list).toBe(apps.get(item.app.slug));
      let seen = 0;
      for (const platform of ['ios', 'android', 'web']) {
        const some = (await search(`${list}?platforms=${platform}&limit=60`)).body.items as {
          platform: string;
        }[];
        for (const item of some) expect(item.platform, `${list} ${platform}`).toBe(platform);
        seen += some.length;
      }
      expect(seen, list).toBe(all.length);
    }
    const slugs = async (url: string) =>
      ((await search(url)).body.items as { slug: string }[]).map((app) => app.slug);
    expect(await slugs('/apps?platforms=ios,android')).toEqual(['chatter', 'pulse']);
    expect(await slugs('/apps?platform=ios&platforms=ios,web')).toEqual(['pulse']);
    const disagree = await search('/apps?platform=android&platforms=ios');
    expect(disagree.status).toBe(400);
    expect(disagree.body.message).toContain('platform');
    const found = (await search('/search?q=sign&platforms=android')).body;
    expect(screenNumbers(found.screens.items)).toEqual([11]);
    expect((await search('/screens?platforms=desktop')).status).toBe(400);
  });

  it('counts each category under the list filters when they are given (facet counts)', async () => {
    const plain = (await search('/categories/pattern')).body.items as { id: number; count: number }[];
    expect(plain.length).toBeGreaterThan(1);
    for (const [kind, list, key] of [
      ['pattern', 'screens', 'pattern_cats'],
      ['flow', 'flows', 'flow_cats'],
      ['component', 'components', 'component_cats'],
    ] as const) {
      for (const filters of ['platforms=ios', 'platforms=web&screen_types=application', 'term=pulse']) {
        const facets = (await search(`/categories/${kind}?${filters}`)).body.items as {
          id: number;
          count: number;
          countCapped?: boolean;
        }[];
        expect(facets.length, `${kind} ${filters}`).toBeGreaterThan(0);
        for (const facet of facets) {
          const picked = (await search(`/${list}?${filters}&${key}=${facet.id}&limit=60`)).body;
          expect(facet.count, `${kind} ${facet.id} ${filters}`).toBe(picked.total.value);
          expect(facet.countCapped).toBeUndefined();
        }
        // The kind's own key does not narrow its counts: they say what picking another would give.
        const withOwn = (await search(`/categories/${kind}?${filters}&${key}=${facets[0]?.id}`)).body.items;
        expect(withOwn).toEqual(facets);
      }
    }
    // Some category has no iOS screen: it is listed with 0, not left out.
    const ios = (await search('/categories/pattern?platforms=ios')).body.items as {
      id: number;
      count: number;
    }[];
    expect(ios.map((facet) => facet.id).sort()).toEqual(plain.map((facet) => facet.id).sort());
    expect(ios.some((facet) => facet.count === 0)).toBe(true);
    expect((await search('/categories/pattern?platforms=desktop')).status).toBe(400);
  });

  it('filters by category ids, products and apps, combining keys with AND', async () => {
    expect(
      screenNumbers((await search(`/screens?pattern_cats=${ids['pattern:settings']}`)).body.items),
    ).toEqual([12, 9]);
    expect(
      screenNumbers(
        (await search(`/screens?pattern_cats=${ids['pattern:settings']},${ids['pattern:paywall']}`)).body
          .items,
      ),
    ).toEqual([12, 10, 9, 5]);
    expect(
      screenNumbers((await search(`/screens?product_cats=${ids['product:productivity']}`)).body.items),
    ).toEqual([12, 11]);
    expect(
      screenNumbers(
        (await search(`/screens?products=${ids['app:ledger']}&screen_types=application`)).body.items,
      ),
    ).toEqual([5, 4, 3, 2]);
    expect(
      screenNumbers(
        (await search(`/screens?apps=${ids['app:pulse']}&pattern_cats=${ids['pattern:onboarding']}`)).body
          .items,
      ),
    ).toEqual([8, 7]);
    expect(screenNumbers((await search(`/screens?flow_cats=${ids['flow:checkout']}`)).body.items)).toEqual([
      10, 7,
    ]);
    expect(
      screenNumbers((await search(`/screens?component_cats=${ids['component:button']}`)).body.items),
    ).toEqual([2]);
    expect(
      screenNumbers(
        (await search(`/screens?products=${ids['app:ledger']}&apps=${ids['app:pulse']}`)).body.items,
      ),
    ).toEqual([]);
  });

  it('walks the whole list in pages with no duplicates or gaps', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body } = await get(`/screens?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...screenNumbers(body.items));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('pages an app in app order', async () => {
    const first = await get('/apps/pulse/screens?limit=3');
    expect(screenNumbers(first.body.items)).toEqual([6, 7, 8]);
    const second = await get(`/apps/pulse/screens?limit=3&cursor=${first.body.nextCursor}`);
    expect(screenNumbers(second.body.items)).toEqual([9, 10]);
    expect(second.body.nextCursor).toBeNull();
    expect(screenNumbers((await get('/apps/pulse/marketing')).body.items)).toEqual([6]);
  });

  it('refuses malformed filters and cursors with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['pattern_cats=1,abc', 'pattern_cats'],
      ['screen_types=desktop', 'screen_types'],
      ['limit=0', 'limit'],
      ['is_favorited=yes', 'is_favorited'],
      ['cursor=not-a-cursor', 'cursor'],
      [`text_in_screen=${'x'.repeat(201)}`, 'text_in_screen'],
    ]) {
      const { status, body } = await get(`/screens?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toContain(field);
    }
    const flowsCursor = (await get('/flows?limit=1')).body.nextCursor;
    expect((await get(`/screens?cursor=${flowsCursor}`)).status).toBe(400);
  });

  it('keeps the favorites filter for Pro members', async () => {
    const visitor = await get('/screens?is_favorited=1');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ code: 'sign_up_required', message: 'Sign up to continue' });
    expect((await get('/screens?is_favorited=1', pro)).body.items).toEqual([]);
  });

  it('refuses cursors it did not give out for this list, its filters and its viewer with a 400', async () => {
    const first = await search('/screens?limit=2&text_in_screen=a');
    const cursor: string = first.body.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    expect((await search(`/screens?limit=2&text_in_screen=a&cursor=${cursor}`)).status).toBe(200);
    const [body = '', mac = ''] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify({ o: 'screens:recent', k: [999_999] })).toString('base64url');
    for (const bad of [
      'bnVsbA', // base64 of null
      `${forged}.${mac}`, // keys changed, signature kept
      `${body}.${mac.slice(1)}x`, // signature changed
      `${body}.${mac}.x`,
      '.',
    ]) {
      const refused = await search(`/screens?limit=2&text_in_screen=a&cursor=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.issues[0].path, bad).toBe('querystring.cursor');
    }
    // Another filter, another viewer: the same cursor is not theirs.
    expect((await search(`/screens?limit=2&text_in_screen=b&cursor=${cursor}`)).status).toBe(400);
    const admin = (await signIn(api.app, 'admin@pageshelf.dev')).authorization;
    expect((await get(`/screens?limit=2&text_in_screen=a&cursor=${cursor}`, admin)).status).toBe(400);
  });
});

describe('entitlements', () => {
  it('sends a restricted screen only as a blurred preview to visitors and free users', async () => {
    const free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
    for (const who of [undefined, free]) {
      const { body } = await get(`/screens/${fixtureUuid('screen', 5)}`, who);
      expect(body.is_restricted).toBe(true);
      expect(body.image.full).toBeNull();
      expect(body.image.thumb).toMatch(/^\/media\/fixtures\/screen-5\/preview\.webp\?t=[\w-]{22}$/);
      expect(body.textInScreen).toBeNull();
    }
    const { body } = await get(`/screens/${fixtureUuid('screen', 5)}`, pro);
    expect(body.image.full).toMatch(/^\/media\/fixtures\/screen-5\/full\.webp\?e=\d+&s=[\w-]{22}$/);
    expect(body.textInScreen).toBe('Upgrade to Ledger Plus Unlimited accounts');
  });

  it('lets only those who may read a restricted screen find it by its text', async () => {
    const free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
    for (const query of ['text_in_screen=unlimited%20accounts', 'term=unlimited']) {
      expect((await get(`/screens?${query}`, free)).body.total, query).toEqual({ value: 0, exact: true });
      const found = await get(`/screens?${query}`, pro);
      expect(screenNumbers(found.body.items), query).toEqual([5]);
    }
    expect((await get('/search?q=unlimited', free)).body.screens.total.value).toBe(0);
    expect((await get('/search?q=unlimited', pro)).body.screens.total.value).toBe(1);
  });

  it('skips restricted screens in previous/next for those who would see them locked', async () => {
    expect((await get(`/screens/${fixtureUuid('screen', 4)}`)).body.next).toBeNull();
    expect((await get(`/screens/${fixtureUuid('screen', 4)}`, pro)).body.next).toBe(fixtureUuid('screen', 5));
  });
});

describe('details', () => {
  it('gives a screen with its neighbours in the app, and similar screens', async () => {
    const { body } = await get(`/screens/${fixtureUuid('screen', 7)}`);
    expect(body).toMatchObject({
      app: { slug: 'pulse' },
      previous: fixtureUuid('screen', 6),
      next: fixtureUuid('screen', 8),
    });
    const similar = await get(`/screens/${fixtureUuid('screen', 2)}/similar`);
    // same app and pattern (ledger sign-up): 1; same pattern elsewhere: 11; then the rest of ledger, nearest first
    expect(screenNumbers(similar.body.items)).toEqual([1, 11, 3, 4, 5]);
  });

  it('ranks similar screens of equal standing by how alike their images look (average hash)', async () => {
    const { db } = api.container.database;
    const setHash = (n: number, phash: string) =>
      db.updateTable('screens').set({ phash }).where('uuid', '=', fixtureUuid('screen', n)).execute();
    await setHash(2, '0000000000000000');
    await setHash(3, 'ffffffffffffffff');
    await setHash(4, '00000000000000ff');
    await setHash(5, '0000000000000001');
    const similar = await get(`/screens/${fixtureUuid('screen', 2)}/similar`);
    expect(screenNumbers(similar.body.items)).toEqual([1, 11, 5, 4, 3]);
    for (const n of [2, 3, 4, 5])
      await db
        .updateTable('screens')
        .set({ phash: null })
        .where('uuid', '=', fixtureUuid('screen', n))
        .execute();
  });

  it('ranks look-alike layouts further by how close their dominant colours are', async () => {
    const { db } = api.container.database;
    const set = (n: number, phash: string | null, dominant_color: string) =>
      db
        .updateTable('screens')
        .set({ phash, dominant_color })
        .where('uuid', '=', fixtureUuid('screen', n))
        .execute();
    await set(2, '0f0f0f0f0f0f0f0f', '#1e40af');
    await set(3, '0f0f0f0f0f0f0f0f', '#fde047');
    await set(4, '0f0f0f0f0f0f0f0f', '#1d4ed8');
    await set(5, '0f0f0f0f0f0f0f0f', '#1e40af');
    const similar = await get(`/screens/${fixtureUuid('screen', 2)}/similar`);
    // Same layout for 3, 4 and 5: the same blue first, then the nearer blue, the yellow last.
    expect(screenNumbers(similar.body.items)).toEqual([1, 11, 5, 4, 3]);
    // The same colour does not beat a much closer layout: 3 turns blue, but its hash moves 32 bits away.
    await set(3, 'f0f0f0f00f0f0f0f', '#1e40af');
    await set(4, '0f0f0f0f0f0f0f0e', '#fde047');
    const again = await get(`/screens/${fixtureUuid('screen', 2)}/similar`);
    expect(screenNumbers(again.body.items)).toEqual([1, 11, 5, 4, 3]);
    for (const n of [2, 3, 4, 5]) await set(n, null, '#e5e7eb');
  });

  it('answers 404 for unknown items and 400 for malformed ids', async () => {
    expect((await get('/screens/00000000-0000-4000-8000-999999999999')).status).toBe(404);
    expect((await get('/screens/not-a-uuid')).status).toBe(400);
    expect((await get('/flows/00000000-0000-4000-8000-999999999999')).status).toBe(404);
    expect((await get('/components/00000000-0000-4000-8000-999999999999')).status).toBe(404);
    expect((await get('/apps/no-such-app')).status).toBe(404);
    expect((await get('/apps/Bad_Slug')).status).toBe(400);
  });

  it('gives an app page the product’s versions: the apps of its name on each platform, iOS, Android, web', async () => {
    const { db } = api.container.database;
    expect((await get('/apps/ledger')).body.versions).toEqual([{ slug: 'ledger', platform: 'web' }]);
    const added = await db
      .insertInto('apps')
      .values({
        title: 'Ledger',
        slug: 'ledger-ios',
        logo: '/media/logos/ledger.png',
        platform: 'ios',
        website: null,
        brand_color: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const page = await get('/apps/ledger-ios');
      expect(page.status).toBe(200);
      expect(page.body.versions).toEqual([
        { slug: 'ledger-ios', platform: 'ios' },
        { slug: 'ledger', platform: 'web' },
      ]);
      expect((await get('/apps/ledger')).body.versions).toEqual(page.body.versions);
      // Another product's page is not linked.
      expect((await get('/apps/pulse')).body.versions).toEqual([{ slug: 'pulse', platform: 'ios' }]);
    } finally {
      await db.deleteFrom('apps').where('id', '=', added.id).execute();
    }
  });

  it('gives apps, flows and components with their relations', async () => {
    const apps = (await get('/apps')).body;
    expect(apps.items.map((app: { slug: string }) => app.slug)).toEqual(['chatter', 'ledger', 'pulse']);
    expect(apps.items[1]).toMatchObject({
      screenCount: 5,
      flowCount: 1,
      componentCount: 2,
      productCategories: [{ slug: 'finance' }],
    });
    expect(
      (await search(`/apps?product_cats=${ids['product:health']}`)).body.items.map(
        (a: { slug: string }) => a.slug,
      ),
    ).toEqual(['pulse']);
    expect((await search('/apps?term=led')).body.items.map((a: { slug: string }) => a.slug)).toEqual([
      'ledger',
    ]);
    expect((await get('/apps?platform=android')).body.items.map((a: { slug: string }) => a.slug)).toEqual([
      'chatter',
    ]);

    const flow = (await get(`/flows/${fixtureUuid('flow', 1)}`)).body;
    expect(flow.title).toBe('Signing up for Ledger');
    expect(screenNumbers(flow.screens)).toEqual([1, 2, 4]);
    expect(
      (await search(`/flows?flow_cats=${ids['flow:checkout']}`)).body.items.map(
        (f: { uuid: string }) => f.uuid,
      ),
    ).toEqual([fixtureUuid('flow', 2)]);

    const components = (await get('/components?tag=primary')).body;
    expect(components.items.map((c: { uuid: string }) => c.uuid)).toEqual([
      fixtureUuid('component', 3),
      fixtureUuid('component', 1),
    ]);
    expect(components.items[0]).toMatchObject({ is_restricted: true, image: { full: null } });
    // The fixtures' screens are 1× pictures (390 px for iOS, 1440 px for the web): so are their crops.
    expect(components.items.map((c: { scale: number }) => c.scale)).toEqual([1, 1]);
    expect((await search(`/components?component_cats=${ids['component:card']}`)).body.items).toHaveLength(1);
    expect((await get('/apps/ledger/components')).body.items).toHaveLength(2);
    expect((await get('/apps/ledger/flows')).body.items).toHaveLength(1);
  });

  it('lists a category page (browsing, open to visitors) with the filters added on top', async () => {
    const settings = await get('/categories/pattern/settings/screens');
    expect(settings.status).toBe(200);
    expect(screenNumbers(settings.body.items)).toEqual([12, 9]);
    expect(screenNumbers((await get('/categories/screen-types/marketing/screens')).body.items)).toEqual([
      6, 1,
    ]);
    expect(
      (await get('/categories/flow/checkout/flows')).body.items.map((f: { uuid: string }) => f.uuid),
    ).toEqual([fixtureUuid('flow', 2)]);
    expect((await get('/categories/component/card/components')).body.items).toHaveLength(1);
    expect(
      (await get('/categories/product/health/apps')).body.items.map((a: { slug: string }) => a.slug),
    ).toEqual(['pulse']);
    // A filter on top is a search: a visitor is asked to sign in, a member gets the narrower list.
    expect((await get('/categories/pattern/settings/screens?text_in_screen=zzzz')).status).toBe(401);
    expect((await search('/categories/pattern/settings/screens?text_in_screen=zzzz')).body.items).toEqual([]);
    expect((await get('/categories/pattern/no-such/screens')).status).toBe(404);
    expect((await get('/categories/flow/checkout/screens')).status).toBe(400);
  });

  it('looks apps up by name for the Apps menu without spending a search', async () => {
    const free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
    const before = (await get('/me/activity?action=sync_visit_count', free)).body.search.count;
    const named = await get('/app-names?q=ul', free);
    expect(named.body.items.map((a: { slug: string }) => a.slug)).toEqual(['pulse']);
    expect(Object.keys(named.body.items[0]).sort()).toEqual([
      'id',
      'logo',
      'platform',
      'screenCount',
      'slug',
      'title',
    ]);
    expect(named.body.items[0].screenCount).toBeGreaterThan(0);
    const byId = await get(`/app-names?ids=${ids['app:ledger']},${ids['app:chatter']}`);
    expect(byId.body.items.map((a: { slug: string }) => a.slug)).toEqual(['chatter', 'ledger']);
    expect((await get('/me/activity?action=sync_visit_count', free)).body.search.count).toBe(before);
    // Nor a view: a visitor looks names up freely.
    const visitor = await api.app.inject({
      method: 'GET',
      url: '/app-names?q=led',
      headers: { ip_origin: '192.0.2.140' },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['visit-count']).toBeUndefined();
  });

  it('lists categories featured first then by title, with counts', async () => {
    const { body } = await get('/categories/pattern');
    expect(body.items.map((c: { slug: string }) => c.slug)).toEqual([
      'sign-up',
      'onboarding',
      'dashboard',
      'log-in',
      'paywall',
      'settings',
    ]);
    expect(body.items[0]).toMatchObject({ count: 3, featured: true });
    expect(
      (await get('/categories/screen-types')).body.items.map((c: { slug: string; count: number }) => [
        c.slug,
        c.count,
      ]),
    ).toEqual([
      ['application', 10],
      ['marketing', 2],
    ]);
    expect((await get('/categories/pattern/paywall')).body).toMatchObject({ kind: 'pattern', count: 2 });
    expect((await get('/categories/colours')).status).toBe(400);
    expect((await get('/tags')).body.items).toEqual([
      { id: expect.any(Number), title: 'Primary', slug: 'primary', count: 2 },
    ]);
  });
});

describe('sitemap', () => {
  it('lists the files of the library and the public path of every item', async () => {
    const index = await get('/sitemap');
    expect(index.status).toBe(200);
    const screens = await api.container.database.db
      .selectFrom('screens')
      .select('uuid')
      .orderBy('id')
      .execute();
    expect(index.body.files).toContainEqual({ kind: 'screens', page: 1, urls: screens.length });
    expect(index.body.files.map((file: { kind: string }) => file.kind)).toEqual(
      expect.arrayContaining(['apps', 'screens', 'flows', 'components', 'categories']),
    );

    const file = await get('/sitemap/screens/1');
    expect(file.status).toBe(200);
    expect(file.body.paths).toEqual(screens.map((screen) => `/pages/${screen.uuid}`));
    expect(file.body.paths).toContain(`/pages/${fixtureUuid('screen', 1)}`);

    const categories = (await get('/sitemap/categories/1')).body.paths as string[];
    const pattern = Object.keys(ids)
      .find((key) => key.startsWith('pattern:'))
      ?.slice('pattern:'.length);
    const product = Object.keys(ids)
      .find((key) => key.startsWith('product:'))
      ?.slice('product:'.length);
    expect(categories).toContain(`/pages/${pattern}`);
    expect(categories).toContain(`/apps/categories/${product}`);
    expect(categories.some((path) => path.endsWith('/marketing') || path.endsWith('/application'))).toBe(
      false,
    );
    const app = Object.keys(ids)
      .find((key) => key.startsWith('app:'))
      ?.slice('app:'.length);
    expect((await get('/sitemap/apps/1')).body.paths).toContain(`/apps/${app}`);
  });

  it('answers 404 past the last file and 400 for a bad kind or page', async () => {
    expect((await get('/sitemap/screens/2')).status).toBe(404);
    expect((await get('/sitemap/users/1')).status).toBe(400);
    expect((await get('/sitemap/screens/0')).status).toBe(400);
    expect((await get('/sitemap/screens/x')).status).toBe(400);
  });
});

describe('the router', () => {
  it('refuses a parameter longer than any id, and bad percent-encoding, in the one error shape', async () => {
    for (const url of [`/screens/${'a'.repeat(300)}`, '/screens/%zz']) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ code: 'validation_failed', issues: [{ path: 'path' }] });
      expect(body.requestId).toEqual(expect.any(String));
    }
  });
});

describe('OpenAPI', () => {
  it('serves a document generated from the contracts', async () => {
    const { status, body } = await get('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/screens',
        '/me',
        '/me/activity',
        '/me/{type}/favorite/{id}',
        '/search',
        '/init',
      ]),
    );
  });

  it("lists every route's error answers, from the policy's refusals and the catalogue", async () => {
    const { body } = await get('/openapi.json');
    const errors = (path: string, method: string) =>
      Object.fromEntries(
        Object.entries(body.paths[path][method].responses as Record<string, { description: string }>)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, response]) => [
            status,
            [...response.description.matchAll(/`(\w+)`/g)].map((match) => match[1]).sort(),
          ]),
      );
    // A route that takes API keys declares their refusals too.
    expect(errors('/search', 'get')).toEqual({
      400: ['validation_failed'],
      401: ['api_key_invalid', 'search_requires_sign_in', 'session_expired', 'sign_in_to_browse'],
      403: ['api_key_lapsed', 'visit_limit_reached'],
      429: ['rate_limited', 'search_limit_reached'],
    });
    expect(errors('/me', 'get')).toEqual({ 401: ['session_expired', 'unauthorized'] });
    expect(errors('/tags', 'post')).toEqual({
      400: ['validation_failed'],
      401: ['session_expired', 'unauthorized'],
      403: ['admin_required'],
    });
    expect(body.paths['/search'].get.responses['429'].content['application/json'].schema).toMatchObject({
      allOf: [{ $ref: '#/components/schemas/ErrorBody' }],
    });
    // Every operation declares at least an ended session.
    for (const [path, operations] of Object.entries(body.paths as Record<string, Record<string, object>>))
      for (const [method, operation] of Object.entries(operations))
        expect(Object.keys((operation as { responses: object }).responses), `${method} ${path}`).toContain(
          '401',
        );
  });

  it('defines every schema its operations refer to', async () => {
    const { body } = await get('/openapi.json');
    const refs = [...JSON.stringify(body.paths).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(refs.length).toBeGreaterThan(10);
    const defined = Object.keys(body.components?.schemas ?? {});
    expect(refs.filter((name) => !defined.includes(name as string))).toEqual([]);
  });
});
