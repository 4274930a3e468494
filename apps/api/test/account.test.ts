import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { fixtureUuid, loadFixtureLibrary } from './support/fixture-library.js';
import { mediaAddress } from './support/media.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let pro: string;
let free: string;
/** Signed in once: each sign-in asks for a link, and an address gets a few in 15 minutes. */
let admin: string;
let screenId: (n: number) => Promise<number>;
/** The numeric id of fixture item `n` of a kind (an app by its slug), as collections and favorites key it. */
let idOf: (type: 'screens' | 'flows' | 'components', n: number) => Promise<number>;
let appId: (slug: string) => Promise<number>;
const mediaDir = join(tmpdir(), `pageshelf-media-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  for (const key of ['fixtures/screen-5', 'fixtures/screen-1', 'fixtures/component-3']) {
    await mkdir(join(mediaDir, key), { recursive: true });
    for (const variant of ['thumb', 'full', 'preview'])
      await writeFile(join(mediaDir, key, `${variant}.webp`), `${key}:${variant}`);
  }
  api = await startTestApi({ mediaDir });
  await loadFixtureLibrary(api.container);
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
  admin = (await signIn(api.app, 'admin@pageshelf.dev')).authorization;
  screenId = async (n) =>
    (
      await api.container.database.db
        .selectFrom('screens')
        .select('id')
        .where('uuid', '=', fixtureUuid('screen', n))
        .executeTakeFirstOrThrow()
    ).id;
  idOf = async (type, n) =>
    (
      await api.container.database.db
        .selectFrom(type)
        .select('id')
        .where(
          'uuid',
          '=',
          fixtureUuid(({ screens: 'screen', flows: 'flow', components: 'component' } as const)[type], n),
        )
        .executeTakeFirstOrThrow()
    ).id;
  appId = async (slug) =>
    (
      await api.container.database.db
        .selectFrom('apps')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow()
    ).id;
});

/** The path that saves (PUT) or removes (DELETE) fixture screen `n` in a collection. */
const screenItem = async (uuid: string, n: number) =>
  `/collections/${uuid}/items/screens/${await screenId(n)}`;
afterAll(async () => api?.close());

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
) => {
  const response = await api.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null, raw: response };
};

describe('caching', () => {
  it('marks personal answers no-store, and only the public files cacheable', async () => {
    for (const url of ['/me', '/me/favorites', '/collections', '/me/activity?action=sync_visit_count']) {
      const response = await call('GET', url, pro);
      expect(response.status, url).toBe(200);
      expect(response.raw.headers['cache-control'], url).toBe('private, no-store');
    }
    // Content differs by viewer (locked screens, counted views): never in a shared cache either.
    expect((await call('GET', '/screens', pro)).raw.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/me', free)).raw.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/sitemap')).raw.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('GET /me', () => {
  it('gives the user, collections, subscription and teammates', async () => {
    const { status, body } = await call('GET', '/me', pro);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      email: 'pro@pageshelf.dev',
      isPremium: true,
      planType: 'pro',
      teamSize: 2,
    });
    expect(body.subscription).toMatchObject({ plan: 'pro', status: 'active' });
    expect(body.teammates.map((t: { email: string }) => t.email)).toEqual(['admin@pageshelf.dev']);
    expect((await call('GET', '/me')).status).toBe(401);
  });
});

describe('favorites', () => {
  it('marks, lists and removes favorites of each type, idempotently', async () => {
    const id = await screenId(3);
    expect((await call('PATCH', `/me/screens/favorite/${id}`, pro)).body).toEqual({
      type: 'screens',
      id,
      favorited: true,
    });
    expect((await call('PATCH', `/me/screens/favorite/${id}`, pro)).status).toBe(200);
    const apps = await api.container.database.db.selectFrom('apps').select('id').orderBy('id').execute();
    await call('PATCH', `/me/apps/favorite/${apps[0]?.id}`, pro);
    expect((await call('GET', '/me/favorites', pro)).body).toEqual({
      screens: [id],
      flows: [],
      components: [],
      apps: [apps[0]?.id],
    });
    expect((await call('GET', '/me/screens/favorites', pro)).body).toEqual({ type: 'screens', ids: [id] });
    const favorited = await call('GET', '/screens?is_favorited=1', pro);
    expect(favorited.body.items.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await call('DELETE', `/me/screens/favorite/${id}`, pro)).body).toEqual({
      type: 'screens',
      id,
      favorited: false,
    });
    expect((await call('GET', '/me/screens/favorites', pro)).body.ids).toEqual([]);
  });

  it('are a Pro feature for all four kinds: visitors are asked to sign up, free members see the paywall', async () => {
    for (const type of ['screens', 'flows', 'components', 'apps']) {
      const visitor = await call('PATCH', `/me/${type}/favorite/1`);
      expect(visitor.status, type).toBe(401);
      expect(visitor.body).toMatchObject({ code: 'sign_up_required', message: 'Sign up to continue' });
      const member = await call('PATCH', `/me/${type}/favorite/1`, free);
      expect(member.status, type).toBe(403);
      expect(member.body).toMatchObject({ code: 'premium_required', message: 'Upgrade to Pro to continue' });
      expect((await call('DELETE', `/me/${type}/favorite/1`, free)).status, type).toBe(403);
      expect((await call('GET', `/me/${type}/favorites`, free)).status, type).toBe(403);
    }
    expect((await call('GET', '/me/favorites', free)).status).toBe(403);
    const filter = await call('GET', '/screens?is_favorited=1', free);
    expect(filter.status).toBe(403);
    expect(filter.body.code).toBe('premium_required');
    const rows = await api.container.database.db.selectFrom('favorites').select('user_id').execute();
    expect(rows.map((row) => row.user_id)).not.toContain(
      (await api.container.users.findByEmail('free@pageshelf.dev'))?.id,
    );
  });

  it('answers 401, 400 and 404 where they apply', async () => {
    expect((await call('PATCH', '/me/screens/favorite/1')).status).toBe(401);
    expect((await call('GET', '/me/favorites')).status).toBe(401);
    expect((await call('PATCH', '/me/pages/favorite/1', pro)).status).toBe(400);
    expect((await call('PATCH', '/me/screens/favorite/abc', pro)).status).toBe(400);
    expect((await call('PATCH', '/me/screens/favorite/999999', pro)).status).toBe(404);
  });
});

describe('collections', () => {
  it('are made by Pro members: 401 for visitors, 403 for free users', async () => {
    expect((await call('GET', '/collections')).status).toBe(401);
    const forbidden = await call('POST', '/collections', free, { name: 'Onboarding ideas' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('premium_required');
  });

  it('shared with a workspace, are read by its free members too, changed only by their Pro owner', async () => {
    const db = api.container.database.db;
    const { team_id: teamId } = await db
      .selectFrom('users')
      .select('team_id')
      .where('email', '=', 'pro@pageshelf.dev')
      .executeTakeFirstOrThrow();
    // A free member of the Pro member's workspace, and a free member of none.
    await db
      .insertInto('users')
      .values({
        email: 'free-teammate@example.com',
        fullname: null,
        team_id: teamId,
        team_role: 'member',
        team_joined_at: new Date(),
        search_limit: null,
        last_active_at: null,
      })
      .execute();
    const teammate = (await signIn(api.app, 'free-teammate@example.com')).authorization;
    const made = await call('POST', '/collections', pro, {
      name: 'Team board',
      item: { type: 'screens', id: await screenId(5) },
    });
    const { uuid } = made.body as { uuid: string };
    // Not yet shared: the teammate does not find it.
    expect((await call('GET', `/collections/${uuid}`, teammate)).status).toBe(404);
    expect((await call('GET', '/collections', teammate)).body.items).toEqual([]);

    await call('PATCH', `/collections/${uuid}`, pro, { sharedWithTeam: true });
    const read = await call('GET', `/collections/${uuid}`, teammate);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Team board', owned: false, editable: false, itemCount: 1 });
    expect(read.body.screens.map((s: { uuid: string }) => s.uuid)).toEqual([fixtureUuid('screen', 5)]);
    expect(
      (await call('GET', '/collections', teammate)).body.items.map((c: { uuid: string }) => c.uuid),
    ).toEqual([uuid]);
    // Changing stays Pro (and the owner's): the free teammate meets the paywall first.
    for (const [method, url, payload] of [
      ['PATCH', `/collections/${uuid}`, { name: 'Mine now' }],
      ['DELETE', `/collections/${uuid}`, undefined],
      ['PUT', await screenItem(uuid, 7), undefined],
      ['PUT', `/collections/${uuid}/order`, { type: 'screens', ids: [await screenId(5)] }],
      ['POST', '/collections', { name: 'My own' }],
    ] as const) {
      const refused = await call(method, url, teammate, payload);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.code, `${method} ${url}`).toBe('premium_required');
    }
    // A free member outside the workspace does not find it.
    expect((await call('GET', `/collections/${uuid}`, free)).status).toBe(404);
    expect((await call('GET', '/collections', free)).body.items).toEqual([]);
    expect((await call('DELETE', `/collections/${uuid}`, pro)).status).toBe(204);
    // The workspace as the other tests know it (a place left for their invitations).
    await db
      .updateTable('users')
      .set({ team_id: null, team_role: null, team_joined_at: null })
      .where('email', '=', 'free-teammate@example.com')
      .execute();
  });

  it('create with a screen, rename, add, remove, share, delete', async () => {
    const created = await call('POST', '/collections', pro, {
      name: ' Onboarding ideas ',
      item: { type: 'screens', id: await screenId(7) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Onboarding ideas',
      itemCount: 1,
      counts: { screens: 1, flows: 0, components: 0, apps: 0 },
      owned: true,
      sharedWithTeam: false,
    });
    const uuid = created.body.uuid;
    api.clock.advance(1000);
    const added = await call('PUT', await screenItem(uuid, 5), pro);
    expect(added.body.screens.map((s: { uuid: string }) => s.uuid)).toEqual([
      fixtureUuid('screen', 5),
      fixtureUuid('screen', 7),
    ]);
    expect(added.body.screens[0].image.full).not.toBeNull();
    expect(
      (await call('PATCH', `/collections/${uuid}`, pro, { name: 'Great onboarding', sharedWithTeam: true }))
        .body,
    ).toMatchObject({
      name: 'Great onboarding',
      sharedWithTeam: true,
    });
    const shared = await call('GET', `/collections/${uuid}`, admin);
    expect(shared.body).toMatchObject({ owned: false, editable: true, itemCount: 2, shareToken: null });
    // A Pro member of the workspace edits a shared collection: its name, description and screens...
    expect((await call('PUT', await screenItem(uuid, 1), admin)).body.itemCount).toBe(3);
    expect((await call('DELETE', await screenItem(uuid, 1), admin)).status).toBe(200);
    expect((await call('PATCH', `/collections/${uuid}`, admin, { description: 'Ours' })).body).toMatchObject({
      description: 'Ours',
      owned: false,
    });
    // ...but sharing it, linking it and deleting it stay its owner's.
    for (const [method, url, payload] of [
      ['PATCH', `/collections/${uuid}`, { sharedWithTeam: false }],
      ['PATCH', `/collections/${uuid}`, { name: 'Renamed', sharedWithTeam: true }],
      ['PUT', `/collections/${uuid}/share-link`, undefined],
      ['DELETE', `/collections/${uuid}`, undefined],
    ] as const) {
      const refused = await call(method, url, admin, payload);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.code, `${method} ${url}`).toBe('owner_only');
    }
    expect((await call('GET', `/collections/${uuid}`, pro)).body).toMatchObject({
      name: 'Great onboarding',
      sharedWithTeam: true,
      shareToken: null,
    });
    expect((await call('DELETE', await screenItem(uuid, 7), pro)).body.itemCount).toBe(1);
    expect((await call('GET', '/collections', pro)).body.items).toHaveLength(1);
    expect((await call('GET', '/me', pro)).body.collections[0]).toMatchObject({
      uuid,
      covers: [expect.stringMatching(/^\/media\/fixtures\/screen-5\/thumb\.webp\?t=[\w-]{22}$/)],
    });
    expect((await call('DELETE', `/collections/${uuid}`, pro)).status).toBe(204);
    expect((await call('GET', `/collections/${uuid}`, pro)).status).toBe(404);
  });

  it('a share link: made and turned off by the Pro owner, read by anyone who has it as a view of the library', async () => {
    const made = await call('POST', '/collections', pro, {
      name: 'Checkout references',
      description: 'For the redesign',
      item: { type: 'screens', id: await screenId(5) },
    });
    const { uuid } = made.body as { uuid: string };
    expect(made.body.shareToken).toBeNull();
    const linked = await call('PUT', `/collections/${uuid}/share-link`, pro);
    expect(linked.status).toBe(200);
    const token: string = linked.body.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Asked again (or twice at once), the link stays the one there is.
    const again = await Promise.all([
      call('PUT', `/collections/${uuid}/share-link`, pro),
      call('PUT', `/collections/${uuid}/share-link`, pro),
    ]);
    expect(again.map((answer) => answer.body.shareToken)).toEqual([token, token]);
    expect(
      (await call('GET', '/collections', pro)).body.items.find((c: { uuid: string }) => c.uuid === uuid)
        .shareToken,
    ).toBe(token);

    // A visitor with the link reads it, as one counted view; nothing of the owner but a name.
    const ip = '198.51.100.77';
    const read = await api.app.inject({
      method: 'GET',
      url: `/shared/collections/${token}`,
      headers: { ip_origin: ip },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      name: 'Checkout references',
      description: 'For the redesign',
      itemCount: 1,
      sharedBy: 'Priya Pro',
    });
    expect(read.json().screens.map((s: { uuid: string }) => s.uuid)).toEqual([fixtureUuid('screen', 5)]);
    expect(Object.keys(read.json()).sort()).toEqual(
      [
        'apps',
        'components',
        'counts',
        'description',
        'flows',
        'itemCount',
        'name',
        'screens',
        'sharedBy',
        'updatedAt',
      ].sort(),
    );
    expect(read.headers['visit-count']).toBe('1');
    // Read only: the link opens nothing else, and changing still needs the owner.
    expect((await call('GET', `/collections/${uuid}`, free)).status).toBe(404);
    expect((await call('PUT', `/collections/${uuid}/share-link`, free)).status).toBe(403);
    expect((await call('PUT', `/collections/${uuid}/share-link`, admin)).status).toBe(404);
    expect((await call('PUT', `/collections/${uuid}/share-link`)).status).toBe(401);

    // Turned off, the link reads nothing; a new link is a new token.
    const off = await call('DELETE', `/collections/${uuid}/share-link`, pro);
    expect(off.status).toBe(200);
    expect(off.body.shareToken).toBeNull();
    expect((await call('GET', `/shared/collections/${token}`)).status).toBe(404);
    const renewed = (await call('PUT', `/collections/${uuid}/share-link`, pro)).body.shareToken;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(renewed).not.toBe(token);
    expect((await call('GET', `/shared/collections/${renewed}`)).status).toBe(200);
    // Deleted with its collection.
    expect((await call('DELETE', `/collections/${uuid}`, pro)).status).toBe(204);
    expect((await call('GET', `/shared/collections/${renewed}`)).status).toBe(404);
  });

  it("exports as a ZIP of its screens', flows' and components' files and a manifest, for Pro members who read it", async () => {
    const made = await call('POST', '/collections', pro, {
      name: 'Checkout — références',
      item: { type: 'screens', id: await screenId(5) },
    });
    const { uuid } = made.body as { uuid: string };
    api.clock.advance(1000);
    // Saved last, so first in the collection; the store has no file for it: left out, the rest still comes.
    await call('PUT', await screenItem(uuid, 7), pro);
    // A flow (steps 1, 2 and 4 of Ledger: only screen 1's file is in the store), a component, an app.
    await call('PUT', `/collections/${uuid}/items/flows/${await idOf('flows', 1)}`, pro);
    await call('PUT', `/collections/${uuid}/items/components/${await idOf('components', 3)}`, pro);
    await call('PUT', `/collections/${uuid}/items/apps/${await appId('pulse')}`, pro);
    const exported = await api.app.inject({
      method: 'GET',
      url: `/collections/${uuid}/export`,
      headers: { authorization: pro },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="checkout-references.zip"');
    const files = await unzip(exported.rawPayload);
    const names = [...files.keys()].filter((name) => name !== 'manifest.json').sort();
    expect(names).toEqual([
      'components/01-pulse-modal.webp',
      'flows/01-ledger-signing-up-for-ledger/01-sign-up.webp',
      'screens/02-ledger-paywall.webp',
    ]);
    expect(files.get('screens/02-ledger-paywall.webp')?.toString()).toBe('fixtures/screen-5:full');
    expect(files.get('flows/01-ledger-signing-up-for-ledger/01-sign-up.webp')?.toString()).toBe(
      'fixtures/screen-1:full',
    );
    expect(files.get('components/01-pulse-modal.webp')?.toString()).toBe('fixtures/component-3:full');
    const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}');
    expect(manifest).toMatchObject({
      format: 'pageshelf-collection/2',
      name: 'Checkout — références',
      description: null,
      screens: [{ file: 'screens/02-ledger-paywall.webp', source: 'full', uuid: fixtureUuid('screen', 5) }],
      flows: [
        {
          folder: 'flows/01-ledger-signing-up-for-ledger',
          title: 'Signing up for Ledger',
          screens: [
            { file: 'flows/01-ledger-signing-up-for-ledger/01-sign-up.webp', uuid: fixtureUuid('screen', 1) },
          ],
        },
      ],
      components: [
        { file: 'components/01-pulse-modal.webp', categories: ['Modal'], width: 390, height: 500 },
      ],
      apps: [{ title: 'Pulse', slug: 'pulse', platform: 'ios', website: null }],
    });
    expect(manifest.screens[0].url).toMatch(new RegExp(`/pages/${fixtureUuid('screen', 5)}$`));
    expect(manifest.apps[0].url).toMatch(/\/apps\/pulse$/);

    // Pro's: a free member meets the paywall, a visitor the sign-in, a Pro member who does not read it 404.
    expect((await call('GET', `/collections/${uuid}/export`, free)).body.code).toBe('premium_required');
    expect((await call('GET', `/collections/${uuid}/export`)).status).toBe(401);
    expect((await call('GET', `/collections/${uuid}/export`, admin)).status).toBe(404);
    expect((await call('DELETE', `/collections/${uuid}`, pro)).status).toBe(204);
  });

  it('holds flows, components and apps beside screens, each kind in the order its editors give', async () => {
    const made = await call('POST', '/collections', pro, {
      name: 'Everything onboarding',
      item: { type: 'flows', id: await idOf('flows', 2) },
    });
    expect(made.status).toBe(201);
    const { uuid } = made.body as { uuid: string };
    const flow = await idOf('flows', 1);
    const component = await idOf('components', 1);
    const [ledger, pulse] = [await appId('ledger'), await appId('pulse')];
    const screens = [await screenId(1), await screenId(2), await screenId(3)];
    for (const path of [
      `items/flows/${flow}`,
      `items/components/${component}`,
      `items/apps/${ledger}`,
      `items/apps/${pulse}`,
      ...screens.map((id) => `items/screens/${id}`),
    ]) {
      const saved = await call('PUT', `/collections/${uuid}/${path}`, pro);
      expect(saved.status, path).toBe(200);
    }
    // Saved again: idempotent, nothing moves.
    expect((await call('PUT', `/collections/${uuid}/items/apps/${ledger}`, pro)).body.itemCount).toBe(8);
    const detail = (await call('GET', `/collections/${uuid}`, pro)).body;
    expect(detail).toMatchObject({
      itemCount: 8,
      counts: { screens: 3, flows: 2, components: 1, apps: 2 },
    });
    // Each kind newest first; a flow comes with its first steps, a component with its crop, an app whole.
    expect(detail.screens.map((s: { id: number }) => s.id)).toEqual([...screens].reverse());
    expect(detail.flows.map((f: { uuid: string }) => f.uuid)).toEqual([
      fixtureUuid('flow', 1),
      fixtureUuid('flow', 2),
    ]);
    expect(detail.flows[0]).toMatchObject({ title: 'Signing up for Ledger', screenCount: 3 });
    expect(detail.components[0]).toMatchObject({ uuid: fixtureUuid('component', 1), crop: { width: 400 } });
    expect(detail.apps.map((a: { slug: string }) => a.slug)).toEqual(['pulse', 'ledger']);
    // Covers: the first items that have a picture, in the collection's order (apps have none).
    expect(detail.covers).toHaveLength(4);

    // A new order for one kind: the others keep theirs, and it holds after a reload.
    const order = [screens[1], screens[2], screens[0]];
    const moved = await call('PUT', `/collections/${uuid}/order`, pro, { type: 'screens', ids: order });
    expect(moved.status).toBe(200);
    expect(moved.body.screens.map((s: { id: number }) => s.id)).toEqual(order);
    const again = (await call('GET', `/collections/${uuid}`, pro)).body;
    expect(again.screens.map((s: { id: number }) => s.id)).toEqual(order);
    expect(again.apps.map((a: { slug: string }) => a.slug)).toEqual(['pulse', 'ledger']);
    // A new screen goes first, before the order given.
    const fourth = await screenId(4);
    expect(
      (await call('PUT', `/collections/${uuid}/items/screens/${fourth}`, pro)).body.screens.map(
        (s: { id: number }) => s.id,
      ),
    ).toEqual([fourth, ...order]);

    // An order that is not exactly the kind's items: the collection changed meanwhile, nothing moves.
    for (const ids of [order, [...order, fourth, 999_999], [fourth, ...order.slice(1), await screenId(9)]]) {
      const refused = await call('PUT', `/collections/${uuid}/order`, pro, { type: 'screens', ids });
      expect(refused.status, JSON.stringify(ids)).toBe(409);
      expect(refused.body.code).toBe('collection_changed');
    }
    const badOrder = await call('PUT', `/collections/${uuid}/order`, pro, {
      type: 'screens',
      ids: [fourth, fourth],
    });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toContain('ids must not repeat an id');

    // Removing one kind's item leaves the rest; unknown items are 404s naming their kind.
    const removed = await call('DELETE', `/collections/${uuid}/items/apps/${pulse}`, pro);
    expect(removed.body.apps.map((a: { slug: string }) => a.slug)).toEqual(['ledger']);
    for (const [type, subject] of [
      ['flows', 'Flow'],
      ['components', 'Component'],
      ['apps', 'App'],
      ['screens', 'Screen'],
    ] as const) {
      const missing = await call('PUT', `/collections/${uuid}/items/${type}/999999`, pro);
      expect(missing.status, type).toBe(404);
      expect(missing.body.message).toBe(`${subject} not found`);
    }
    expect((await call('PUT', `/collections/${uuid}/items/tags/1`, pro)).status).toBe(400);
    expect((await call('PUT', `/collections/${uuid}/items/screens/01`, pro)).status).toBe(400);
    expect((await call('DELETE', `/collections/${uuid}`, pro)).status).toBe(204);
  });

  it('holds at most its limit of items, even when saves race for the last place', async () => {
    const made = await call('POST', '/collections', pro, {
      name: 'Nearly full',
      item: { type: 'screens', id: await screenId(1) },
    });
    const { uuid } = made.body as { uuid: string };
    const { collections } = api.container;
    const record = await collections.byUuid(uuid);
    if (!record) throw new Error('the collection is not there');
    // A limit of 2 with 1 held: two saves at once, and only one gets the last place.
    const at = new Date();
    const outcomes = await Promise.all([
      collections.addItem(record.id, { type: 'screens', id: await screenId(2) }, 2, at),
      collections.addItem(record.id, { type: 'apps', id: await appId('ledger') }, 2, at),
    ]);
    expect(outcomes.sort()).toEqual(['full', 'saved']);
    expect((await call('GET', `/collections/${uuid}`, pro)).body.itemCount).toBe(2);
    // What is held already is saved again without counting against the limit.
    expect(await collections.addItem(record.id, { type: 'screens', id: await screenId(1) }, 2, at)).toBe(
      'saved',
    );
    expect((await call('DELETE', `/collections/${uuid}`, pro)).status).toBe(204);
  });

  it('refuses a share token of the wrong form with a 400 that names it', async () => {
    for (const token of ['short', `${'a'.repeat(31)}%00`, `${'a'.repeat(31)}=`, 'a'.repeat(33)]) {
      const refused = await call('GET', `/shared/collections/${token}`);
      expect(refused.status, token).toBe(400);
      expect(JSON.stringify(refused.body), token).toContain('token');
    }
    expect((await call('GET', `/shared/collections/${'a'.repeat(32)}`)).status).toBe(404);
  });

  it('refuses bad bodies and unknown ids without writing anything', async () => {
    expect((await call('POST', '/collections', pro, { name: '' })).status).toBe(400);
    expect((await call('POST', '/collections', pro, { name: 'x'.repeat(81) })).status).toBe(400);
    expect(
      (
        await call('POST', '/collections', pro, {
          name: 'With a missing screen',
          item: { type: 'screens', id: 999_999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('PATCH', '/collections/00000000-0000-4000-8000-999999999999', pro, { name: 'x' })).status,
    ).toBe(404);
    expect((await call('PATCH', '/collections/nope', pro, { name: 'x' })).status).toBe(400);
    expect((await call('GET', '/collections', pro)).body.items).toHaveLength(0);
  });
});

describe('creating a collection with a screen', () => {
  const countCollections = async () =>
    Number(
      (
        await api.container.database.db
          .selectFrom('collections')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is one transaction: when the screen cannot be saved, no collection is left behind', async () => {
    const { db } = api.container.database;
    const screen = await screenId(11);
    // A forced failure of the second write: saving screen 11 into any collection raises an error.
    await sql`CREATE FUNCTION refuse_screen() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced failure'; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_screen BEFORE INSERT ON collection_items
      FOR EACH ROW WHEN (NEW.screen_id = ${sql.lit(screen)}) EXECUTE FUNCTION refuse_screen()`.execute(db);
    try {
      const before = await countCollections();
      const failed = await call('POST', '/collections', pro, {
        name: 'Half made',
        item: { type: 'screens', id: screen },
      });
      expect(failed.status).toBe(500);
      expect(failed.body).toMatchObject({ code: 'internal' });
      expect(await countCollections()).toBe(before);
    } finally {
      await sql`DROP TRIGGER refuse_screen ON collection_items`.execute(db);
      await sql`DROP FUNCTION refuse_screen()`.execute(db);
    }
  });

  it('answers 404 for an unknown screen without writing, and saves a known one', async () => {
    const before = await countCollections();
    const missing = await call('POST', '/collections', pro, {
      name: 'Missing screen',
      item: { type: 'screens', id: 999_999 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Screen not found');
    expect(await countCollections()).toBe(before);

    const created = await call('POST', '/collections', pro, {
      name: 'Settings pages',
      item: { type: 'screens', id: await screenId(12) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Settings pages', itemCount: 1 });
    expect(created.body.screens.map((s: { uuid: string }) => s.uuid)).toEqual([fixtureUuid('screen', 12)]);
    expect(await countCollections()).toBe(before + 1);
    expect((await call('DELETE', `/collections/${created.body.uuid}`, pro)).status).toBe(204);
  });
});

describe('notification preferences', () => {
  it('start all on, change one at a time, and stay changed', async () => {
    expect((await call('GET', '/me/notifications')).status).toBe(401);
    expect((await call('GET', '/me/notifications', free)).body).toEqual({
      weeklyDigest: true,
      productUpdates: true,
      sharedCollections: true,
    });
    const changed = await call('PATCH', '/me/notifications', free, { weeklyDigest: false });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ weeklyDigest: false, productUpdates: true, sharedCollections: true });
    await call('PATCH', '/me/notifications', free, { productUpdates: false });
    expect((await call('GET', '/me/notifications', free)).body).toEqual({
      weeklyDigest: false,
      productUpdates: false,
      sharedCollections: true,
    });
    // Another member's choices are their own.
    expect((await call('GET', '/me/notifications', pro)).body.weeklyDigest).toBe(true);
  });

  it('refuse empty, unknown and badly typed changes without writing', async () => {
    for (const body of [{}, { weeklyDigest: 'no' }, { marketing: true }]) {
      const refused = await call('PATCH', '/me/notifications', pro, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', '/me/notifications', pro)).body).toEqual({
      weeklyDigest: true,
      productUpdates: true,
      sharedCollections: true,
    });
  });
});

describe('DELETE /me', () => {
  it('deletes the account and everything it owns, only with the right email', async () => {
    const email = 'leaving@pageshelf.test';
    const leaving = (await signIn(api.app, email)).authorization;
    const { db } = api.container.database;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // A view while free leaves a visit counter, which must go with the account.
    expect((await call('GET', `/screens/${fixtureUuid('screen', 1)}`, leaving)).status).toBe(200);
    // Pro bought in test mode: a customer, a checkout, a subscription with its history, an invoice.
    const checkout = await call('POST', '/billing/checkout', leaving, { plan: 'pro-monthly' });
    expect(checkout.status).toBe(200);
    const session = new URL(checkout.body.url, 'http://x').searchParams.get('session');
    expect((await call('POST', `/billing/checkout/${session}/complete`, leaving)).status).toBe(200);
    expect((await call('GET', '/me', leaving)).body.user.isPremium).toBe(true);
    expect((await call('PATCH', `/me/screens/favorite/${await screenId(5)}`, leaving)).status).toBe(200);
    expect(
      (
        await call('POST', '/collections', leaving, {
          name: 'Mine',
          item: { type: 'screens', id: await screenId(5) },
        })
      ).status,
    ).toBe(201);
    expect((await call('POST', '/feedback', leaving, { message: 'Goodbye', page: '/settings' })).status).toBe(
      200,
    );
    // An invitation to the address, from the owner of another workspace.
    expect((await call('POST', '/team/invitations', pro, { emails: [email] })).status).toBe(200);
    const traces = async () => {
      const answer = await call('GET', `/dev/traces?email=${encodeURIComponent(email)}&userId=${user.id}`);
      expect(answer.status).toBe(200);
      return answer.body as { traces: Record<string, number>; total: number };
    };
    const before = await traces();
    const subscriptions = (
      await db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute()
    ).map((row) => row.id);
    for (const table of [
      'users',
      'sessions',
      'outbox',
      'favorites',
      'collections',
      'counters',
      'subscriptions',
      'billing_customers',
      'invoices',
      'test_checkouts',
      'team_invitations',
      'feedback',
    ])
      expect(before.traces[table], table).toBeGreaterThan(0);

    expect((await call('DELETE', '/me', undefined, { email })).status).toBe(401);
    const wrong = await call('DELETE', '/me', leaving, { email: 'someone-else@pageshelf.test' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      { path: 'body.email', message: "must be this account's email address" },
    ]);
    const missing = await call('DELETE', '/me', leaving, {});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('email');
    expect((await call('GET', '/me', leaving)).status).toBe(200);

    expect((await call('DELETE', '/me', leaving, { email: ' Leaving@Pageshelf.test ' })).status).toBe(204);
    expect((await call('GET', '/me', leaving)).status).toBe(401);
    const left = async (table: 'favorites' | 'collections' | 'sessions') =>
      (await db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).length;
    expect([await left('favorites'), await left('collections'), await left('sessions')]).toEqual([0, 0, 0]);
    const counters = await db
      .selectFrom('visit_counters')
      .select('subject')
      .where('subject', '=', `user:${user.id}`)
      .execute();
    expect(counters).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    const after = await traces();
    expect(after.traces).toEqual(Object.fromEntries(Object.keys(before.traces).map((table) => [table, 0])));
    expect(after.total).toBe(0);
    // The subscription stays for accounting, ended and detached.
    const kept = await db
      .selectFrom('subscriptions')
      .select(['status', 'user_id'])
      .where('id', 'in', subscriptions)
      .execute();
    expect(kept).toEqual([{ status: 'canceled', user_id: null }]);

    // The address may sign up again, as a new account with nothing in it.
    const again = (await signIn(api.app, email)).authorization;
    const me = await call('GET', '/me', again);
    expect(me.body.user.id).not.toBe(user.id);
    expect(me.body.user.planType).toBe('free');
    expect(me.body.collections).toEqual([]);
  });
});

describe('media entitlements', () => {
  it('serves a restricted original only to Pro members; previews to everyone', async () => {
    const path = 'fixtures/screen-5/full.webp';
    // Even at an address made for them, the restricted picture is refused to visitors and free members.
    expect((await call('GET', await mediaAddress(api, path))).status).toBe(403);
    expect((await call('GET', await mediaAddress(api, path, free), free)).status).toBe(403);
    const cut = await mediaAddress(api, 'fixtures/component-3/thumb.webp', free);
    expect((await call('GET', cut, free)).status).toBe(403);
    const url = (await call('GET', `/screens/${fixtureUuid('screen', 5)}`, pro)).body.image.full;
    const allowed = await api.app.inject({ method: 'GET', url, headers: { authorization: pro } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('image/webp');
    expect(allowed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(allowed.body).toBe('fixtures/screen-5:full');
    const preview = (await call('GET', `/screens/${fixtureUuid('screen', 5)}`)).body.image.thumb;
    expect(preview).toMatch(/\/preview\.webp\?t=/);
    expect((await api.app.inject({ method: 'GET', url: preview })).statusCode).toBe(200);
    const open = (await call('GET', `/screens/${fixtureUuid('screen', 1)}`)).body.image.full;
    expect((await api.app.inject({ method: 'GET', url: open })).statusCode).toBe(200);
    expect(
      (await api.app.inject({ method: 'GET', url: '/media/fixtures/../../etc/passwd/full.webp' })).statusCode,
    ).toBe(404);
    const missing = await mediaAddress(api, 'fixtures/screen-9/full.webp');
    expect((await api.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });

  it('refuses keys with empty or dot segments, so the key checked is the file read', async () => {
    // The local store's path.join would read `fixtures/screen-5//full.webp` as the restricted screen's
    // image while the entitlement check, comparing keys exactly, found no restricted screen.
    for (const url of [
      '/media/fixtures/screen-5//full.webp',
      '/media/fixtures/screen-1//full.webp',
      '/media/fixtures//screen-5/full.webp',
      '/media//fixtures/screen-5/full.webp',
      '/media/fixtures/screen-5/full.webp/',
      '/media/fixtures/./screen-5/full.webp',
      '/media/fixtures/screen-5/./full.webp',
      '/media/fixtures/x/../screen-5/full.webp',
      '/media/Fixtures/screen-5/full.webp',
      '/media/fixtures/screen-5%2ffull.webp',
      '/media/fixtures/screen-5/full.webp%00',
    ]) {
      for (const who of [undefined, free]) {
        const response = await call('GET', url, who);
        // 404 (400 for the NUL, refused before any route), or 403 where the test client itself resolves
        // the dot segments to the restricted key: never the image.
        expect([400, 403, 404], `${url} ${who ? 'free' : 'visitor'}`).toContain(response.status);
        expect(response.raw.body, url).not.toBe('fixtures/screen-5:full');
      }
    }
    expect((await call('GET', '/media/fixtures/screen-5//full.webp')).status).toBe(404);
    expect((await call('GET', '/media/fixtures/screen-1//full.webp')).status).toBe(404);
  });
});

describe('feedback, activity log and init', () => {
  it('stores feedback and activity, and reads the announcement banner', async () => {
    expect(
      (await call('POST', '/feedback', free, { message: 'Love the flows!', page: '/n/flows' })).body,
    ).toEqual({ ok: true });
    expect((await call('POST', '/feedback', undefined, { message: '   ' })).status).toBe(400);
    const rows = await api.container.database.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'free@pageshelf.dev',
      page: '/n/flows',
      message: 'Love the flows!',
    });

    expect(
      (
        await call('POST', '/me/activity', free, {
          action: 'log_user_activity',
          action_name: 'opened screen preview',
        })
      ).body,
    ).toEqual({ ok: true });
    expect((await call('POST', '/me/activity', free, { action: 'other', action_name: 'x' })).status).toBe(
      400,
    );

    expect((await call('GET', '/init')).body).toEqual({ announcementBanner: null });
    await api.container.database.db
      .insertInto('announcement_banners')
      .values({
        text: 'New: 300 onboarding flows',
        link_label: 'See them',
        link_url: '/flows',
        tone: 'promo',
      })
      .execute();
    expect((await call('GET', '/init')).body.announcementBanner).toMatchObject({
      text: 'New: 300 onboarding flows',
      tone: 'promo',
      linkUrl: '/flows',
    });
  });

  it('answers malformed JSON and unknown routes with the one error shape', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: '/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      requestId: expect.any(String),
    });
    const missing = await call('GET', '/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: 'Route GET /nothing-here not found' });
  });
});

describe('tag management', () => {
  it('is for administrators only, and validates its input', async () => {
    expect((await call('POST', '/tags', undefined, { title: 'Glass', slug: 'glass' })).status).toBe(401);
    expect((await call('POST', '/tags', pro, { title: 'Glass', slug: 'glass' })).status).toBe(403);
    expect((await call('POST', '/tags', admin, { title: 'Glass', slug: 'Glass Effect' })).status).toBe(400);
    expect((await call('POST', '/tags', admin, { title: 'Glass', slug: 'glass' })).body).toMatchObject({
      title: 'Glass',
      slug: 'glass',
    });
    expect((await call('POST', '/tags', admin, { title: 'Glass again', slug: 'glass' })).status).toBe(409);
    const uuid = fixtureUuid('component', 2);
    expect(
      (await call('PUT', `/components/${uuid}/tags`, admin, { slugs: ['glass', 'primary'] })).body.tags
        .map((t: { slug: string }) => t.slug)
        .sort(),
    ).toEqual(['glass', 'primary']);
    expect((await call('PUT', `/components/${uuid}/tags`, admin, { slugs: ['nope'] })).status).toBe(404);
    expect(
      (await call('GET', '/components?tag=glass')).body.items.map((c: { uuid: string }) => c.uuid),
    ).toEqual([uuid]);
    expect((await call('DELETE', '/tags/glass', admin)).status).toBe(204);
    expect((await call('DELETE', '/tags/glass', admin)).status).toBe(404);
  });

  it('merges a tag that screens carry: they carry the other, and the search finds them by it; a deleted tag leaves none behind', async () => {
    const { db } = api.container.database;
    await call('POST', '/tags', admin, { title: 'Night', slug: 'night' });
    await call('POST', '/tags', admin, { title: 'Dark', slug: 'darkish' });
    const tagId = async (slug: string) =>
      (await db.selectFrom('tags').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
    const [night, dark] = [await tagId('night'), await tagId('darkish')];
    const [one, two] = [await screenId(1), await screenId(2)];
    // As the library writer tags screens: the links, the screens' copies and the counts.
    await db
      .insertInto('screen_tags')
      .values([
        { screen_id: one, tag_id: night },
        { screen_id: two, tag_id: night },
        { screen_id: two, tag_id: dark },
      ])
      .execute();
    await db
      .updateTable('screens')
      .set({ tag_ids: [night] })
      .where('id', '=', one)
      .execute();
    await db
      .updateTable('screens')
      .set({ tag_ids: [night, dark].sort((a, b) => a - b) })
      .where('id', '=', two)
      .execute();
    await api.container.libraryWriter.refreshTagCounts();
    const found = async (slug: string) =>
      (await call('GET', `/search?tags=${slug}`, pro)).body.screens.items
        .map((s: { uuid: string }) => s.uuid)
        .sort();
    expect(await found('night')).toEqual([fixtureUuid('screen', 1), fixtureUuid('screen', 2)].sort());

    expect((await call('POST', '/tags/night/merge', admin, { into: 'darkish' })).status).toBe(200);
    expect(await found('darkish')).toEqual([fixtureUuid('screen', 1), fixtureUuid('screen', 2)].sort());
    const screens = await db
      .selectFrom('screens')
      .select(['id', 'tag_ids'])
      .where('id', 'in', [one, two])
      .execute();
    expect(screens.map((row) => row.tag_ids)).toEqual([[dark], [dark]]);
    expect(
      (await db.selectFrom('tags').select('screen_count').where('id', '=', dark).executeTakeFirstOrThrow())
        .screen_count,
    ).toBe(2);

    expect((await call('DELETE', '/tags/darkish', admin)).status).toBe(204);
    const after = await db.selectFrom('screens').select('tag_ids').where('id', 'in', [one, two]).execute();
    expect(after.map((row) => row.tag_ids)).toEqual([[], []]);
  });

  it('renames a tag and merges one tag into another', async () => {
    expect((await call('PATCH', '/tags/primary', pro, { title: 'Main' })).status).toBe(403);
    expect((await call('POST', '/tags/primary/merge', pro, { into: 'sticky' })).status).toBe(403);
    await call('POST', '/tags', admin, { title: 'Frosted', slug: 'frosted' });
    await call('POST', '/tags', admin, { title: 'Glassy', slug: 'glassy' });
    const [one, two] = [fixtureUuid('component', 1), fixtureUuid('component', 2)];
    await call('PUT', `/components/${one}/tags`, admin, { slugs: ['frosted'] });
    await call('PUT', `/components/${two}/tags`, admin, { slugs: ['frosted', 'glassy'] });

    expect((await call('PATCH', '/tags/frosted', admin, {})).status).toBe(400);
    expect((await call('PATCH', '/tags/frosted', admin, { slug: 'glassy' })).status).toBe(409);
    expect((await call('PATCH', '/tags/nope', admin, { title: 'Nope' })).status).toBe(404);
    expect(
      (await call('PATCH', '/tags/frosted', admin, { title: 'Frosted glass', slug: 'frosted-glass' })).body,
    ).toMatchObject({ title: 'Frosted glass', slug: 'frosted-glass' });

    expect((await call('POST', '/tags/glassy/merge', admin, { into: 'glassy' })).status).toBe(400);
    expect((await call('POST', '/tags/glassy/merge', admin, { into: 'nope' })).status).toBe(404);
    const merged = await call('POST', '/tags/frosted-glass/merge', admin, { into: 'glassy' });
    expect(merged.body).toMatchObject({ into: { slug: 'glassy', count: 2 }, moved: 2 });
    expect((await call('GET', '/tags/frosted-glass')).status).toBe(404);
    expect(
      (await call('GET', '/components?tag=glassy')).body.items.map((c: { uuid: string }) => c.uuid).sort(),
    ).toEqual([one, two].sort());
    expect((await call('DELETE', '/tags/glassy', admin)).status).toBe(204);
  });
});

/** The files of a ZIP archive, by name. */
async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: { fileName: string }) => {
      zip
        .openReadStreamPromise(entry as never)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}
