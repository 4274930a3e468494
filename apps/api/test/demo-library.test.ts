import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOW_LIST_STEPS } from '@pageshelf/contracts/content';
import type { AppHistory, ScreenVersions } from '@pageshelf/contracts/versions';
import { generateDemoLibrary } from '@pageshelf/library';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../src/media/media-store.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const mediaDir = join(tmpdir(), `pageshelf-demo-${process.pid}-${Date.now()}`);
let api: TestApi;
let result: Awaited<ReturnType<typeof generateDemoLibrary>>;

beforeAll(async () => {
  api = await startTestApi({ mediaDir });
  result = await generateDemoLibrary(api.container.libraryWriter, new LocalMediaStore(mediaDir), {
    appCount: 2,
  });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('demo library', () => {
  it('writes rows, image variants and searchable words', async () => {
    const { db } = api.container.database;
    const screens = await db
      .selectFrom('screens')
      .select(['image_key', 'text_in_screen', 'width', 'height', 'dominant_color', 'phash'])
      .execute();
    expect(screens).toHaveLength(result.screens);
    expect(result.components).toBeGreaterThan(0);
    const first = screens[0];
    expect(first?.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(first?.phash).toMatch(/^[0-9a-f]{16}$/);
    // Detail images at 2x for phones, 1.5x (1920 wide) for web pages.
    expect([first?.width, first?.height]).toSatisfy(
      ([w, h]: number[]) =>
        (w === 780 && h === 1688) || (w === 824 && h === 1830) || (w === 1920 && h === 1200),
    );
    const files = await readdir(join(mediaDir, first?.image_key ?? ''));
    expect(files.sort()).toEqual(['full.webp', 'preview.webp', 'thumb.webp']);
    expect((await stat(join(mediaDir, first?.image_key ?? '', 'preview.webp'))).size).toBeLessThan(2_000);

    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    // The words drawn on a screen find it.
    const word = first?.text_in_screen?.split(/\s+/).find((candidate) => /^[a-z]{6,}$/i.test(candidate));
    expect(word).toBeDefined();
    const found = await api.app.inject({
      method: 'GET',
      url: `/screens?text_in_screen=${encodeURIComponent(word ?? '')}`,
      headers: { authorization },
    });
    expect(found.json().items.length).toBeGreaterThan(0);
    const apps = await api.app.inject({ method: 'GET', url: '/apps' });
    expect(apps.json().items.map((app: { title: string }) => app.title)).toEqual(['Coinpath', 'Ledgerly']);
    // Each screen carries the tags its renderer saw it draw: dark or light mode at least, as its app's look.
    const tagged = await db
      .selectFrom('screens')
      .leftJoin('screen_tags', 'screen_tags.screen_id', 'screens.id')
      .leftJoin('tags', 'tags.id', 'screen_tags.tag_id')
      .select(['screens.id', 'tags.slug'])
      .execute();
    for (const id of new Set(tagged.map((row) => row.id))) {
      const slugs = tagged.filter((row) => row.id === id).map((row) => row.slug);
      expect(
        slugs.filter((slug) => slug === 'dark-mode' || slug === 'light-mode'),
        `screen ${id}`,
      ).toHaveLength(1);
    }
    const counted = await db.selectFrom('tags').select(['slug', 'screen_count']).execute();
    expect(counted.reduce((sum, tag) => sum + tag.screen_count, 0)).toBe(tagged.length);
  });

  it('mixes apps in the newest-first grids of screens and components', async () => {
    for (const list of ['/screens?limit=6', '/components?limit=6']) {
      const page = await api.app.inject({ method: 'GET', url: list });
      const apps = page.json().items.map((item: { app: { slug: string } }) => item.app.slug);
      expect(apps, list).toHaveLength(6);
      // Two apps, drawn in position order: neighbours come from different apps.
      for (let index = 1; index < apps.length; index += 1)
        expect(apps[index], list).not.toBe(apps[index - 1]);
    }
  });

  it("lists a flow with the first steps a card shows and the whole flow's count; its page has every step", async () => {
    const { authorization } = await signIn(api.app, 'pro@pageshelf.dev');
    // Demo flows have 3 or 4 steps; a real one can have 30. One flow gets three more of its app's screens.
    const { db } = api.container.database;
    const flow = await db
      .selectFrom('flows')
      .select(['id', 'app_id'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const steps = await db
      .selectFrom('flow_screens')
      .select(['screen_id', 'position'])
      .where('flow_id', '=', flow.id)
      .execute();
    const more = await db
      .selectFrom('screens')
      .select('id')
      .where('app_id', '=', flow.app_id)
      .where(
        'id',
        'not in',
        steps.map((step) => step.screen_id),
      )
      .limit(3)
      .execute();
    const last = Math.max(...steps.map((step) => step.position));
    await db
      .insertInto('flow_screens')
      .values(
        more.map((screen, index) => ({ flow_id: flow.id, screen_id: screen.id, position: last + 1 + index })),
      )
      .execute();
    type Listed = { uuid: string; screenCount: number; screens: { uuid: string }[] };
    const listed: Listed[] = (
      await api.app.inject({ method: 'GET', url: '/flows?limit=24', headers: { authorization } })
    ).json().items;
    const long = listed.filter((item) => item.screenCount > FLOW_LIST_STEPS);
    expect(long).toHaveLength(1);
    expect(long[0]?.screenCount).toBe(steps.length + 3);
    for (const item of listed) {
      const whole: Listed = (
        await api.app.inject({ method: 'GET', url: `/flows/${item.uuid}`, headers: { authorization } })
      ).json();
      expect(whole.screens).toHaveLength(item.screenCount);
      expect(item.screens.map((screen) => screen.uuid)).toEqual(
        whole.screens.slice(0, FLOW_LIST_STEPS).map((screen) => screen.uuid),
      );
    }
    // The search's flows are list items too.
    const category = await db
      .selectFrom('flow_categories')
      .innerJoin('categories', 'categories.id', 'flow_categories.category_id')
      .select('categories.title')
      .where('flow_categories.flow_id', '=', flow.id)
      .executeTakeFirstOrThrow();
    const found = await api.app.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent(category.title)}`,
      headers: { authorization },
    });
    const searched = found.json().flows.items as Listed[];
    expect(searched.map((item) => item.screenCount)).toContain(steps.length + 3);
    for (const item of searched)
      expect(item.screens.length).toBe(Math.min(item.screenCount, FLOW_LIST_STEPS));
  });

  it("is idempotent: generating again adds no duplicates, not even of its apps' versions", async () => {
    const { db } = api.container.database;
    // Both apps have a history (one per platform the library has): each screen at its newest picture.
    const snapshot = async () => ({
      screens: await db
        .selectFrom('screens')
        .select(['uuid', 'image_key', 'text_in_screen', 'captured_at'])
        .orderBy('uuid')
        .execute(),
      appVersions: await db
        .selectFrom('app_versions')
        .select(['app_id', 'number', 'changed', 'unchanged'])
        .orderBy('app_id')
        .orderBy('number')
        .execute(),
      screenVersions: await db
        .selectFrom('screen_versions')
        .select(['screen_id', 'number', 'image_key'])
        .orderBy('screen_id')
        .orderBy('number')
        .execute(),
    });
    const before = await snapshot();
    expect(before.appVersions).toHaveLength(6);
    expect(before.screens.filter((screen) => /-v[23]$/.test(screen.image_key)).length).toBeGreaterThan(10);
    await generateDemoLibrary(api.container.libraryWriter, new LocalMediaStore(mediaDir), { appCount: 2 });
    expect(await snapshot()).toEqual(before);
    expect(before.screens).toHaveLength(result.screens);
  }, 120_000);
});

describe('demo library history', () => {
  const historyDir = join(tmpdir(), `pageshelf-demo-history-${process.pid}-${Date.now()}`);
  let history: TestApi;
  /** The first 13 apps: two per platform with a history (the others have 40 screens, or fewer than these). */
  const APPS = 13;
  beforeAll(async () => {
    history = await startTestApi({ mediaDir: historyDir });
    await generateDemoLibrary(history.container.libraryWriter, new LocalMediaStore(historyDir), {
      appCount: APPS,
    });
  }, 240_000);
  afterAll(async () => {
    await history?.close();
    await rm(historyDir, { recursive: true, force: true });
  });

  const versionsOf = async () => {
    const { db } = history.container.database;
    return db
      .selectFrom('app_versions')
      .innerJoin('apps', 'apps.id', 'app_versions.app_id')
      .select([
        'apps.slug',
        'apps.screen_count',
        'app_versions.number',
        'app_versions.captured_at',
        'app_versions.source',
        'app_versions.added',
        'app_versions.changed',
        'app_versions.unchanged',
        'app_versions.gone',
      ])
      .orderBy('apps.slug')
      .orderBy('app_versions.number')
      .execute();
  };

  it('dates two or three versions of six apps, two per platform, each redrawing most of their screens', async () => {
    const rows = await versionsOf();
    const bySlug = new Map<string, typeof rows>();
    for (const row of rows) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);
    expect(
      [...bySlug].map(([slug, versions]) => [
        slug,
        versions.map((version) => [version.number, version.captured_at.toISOString(), version.source]),
      ]),
    ).toEqual(
      [
        ['drowse', ['2025-10-22', '2026-04-17', '2026-09-25']],
        ['fieldnote', ['2025-10-13', '2026-04-08']],
        ['ledgerly', ['2025-09-16', '2026-03-12', '2026-08-20']],
        ['pulsebeat', ['2025-10-31', '2026-04-26']],
        ['tallyo', ['2025-09-25', '2026-03-21']],
        ['taskloom', ['2025-10-04', '2026-03-30', '2026-09-07']],
      ].map(([slug, days]) => [
        slug,
        (days as string[]).map((day, index) => [index + 1, `${day}T09:30:00.000Z`, 'demo']),
      ]),
    );
    const platforms = await history.container.database.db
      .selectFrom('apps')
      .select(['slug', 'platform'])
      .where('slug', 'in', [...bySlug.keys()])
      .execute();
    expect(platforms.map((app) => app.platform).sort()).toEqual([
      'android',
      'android',
      'ios',
      'ios',
      'web',
      'web',
    ]);
    for (const [slug, versions] of bySlug) {
      const [first, ...later] = versions;
      const screens = first?.screen_count ?? 0;
      // The first version is the app as first drawn: all its screens, added.
      expect([first?.added, first?.changed, first?.unchanged, first?.gone], slug).toEqual([screens, 0, 0, 0]);
      // Each redesign changes most screens and leaves one or two; none is added or gone.
      for (const version of later) {
        expect(version.changed + version.unchanged, `${slug} ${version.number}`).toBe(screens);
        expect(version.changed, `${slug} ${version.number}`).toBeGreaterThanOrEqual(screens - 3);
        expect(version.unchanged, `${slug} ${version.number}`).toBeGreaterThanOrEqual(1);
        expect([version.added, version.gone]).toEqual([0, 0]);
      }
    }
  });

  it('lists the screens the redesigns changed by order=redesigned, the latest redesign first', async () => {
    const { db } = history.container.database;
    const changed = await db
      .selectFrom('screen_versions')
      .select((eb) => eb.fn.count<string>(sql`distinct screen_id`).as('count'))
      .where('number', '>', 1)
      .executeTakeFirstOrThrow();
    const page = await history.app.inject({ method: 'GET', url: '/screens?order=redesigned&limit=24' });
    expect(page.statusCode, page.body).toBe(200);
    const { items, total } = page.json();
    expect(total).toEqual({ value: Number(changed.count), exact: true });
    // Drowse's third version (25 Sep 2026) is the library's latest redesign: its screens come first.
    const slugs = await db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select(['screens.uuid', 'apps.slug'])
      .where(
        'screens.uuid',
        'in',
        items.slice(0, 3).map((item: { uuid: string }) => item.uuid),
      )
      .execute();
    expect(new Set(slugs.map((row) => row.slug))).toEqual(new Set(['drowse']));
  });

  it("shows a Pro member a screen's versions newest first, with the regions and words each changed", async () => {
    const { db } = history.container.database;
    const { authorization } = await signIn(history.app, 'pro@pageshelf.dev');
    // Every screen of Ledgerly changed by both redesigns.
    const twice = await db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .innerJoin('screen_versions', 'screen_versions.screen_id', 'screens.id')
      .select(['screens.uuid', 'screens.image_key', 'screens.text_in_screen', 'screens.captured_at'])
      .where('apps.slug', '=', 'ledgerly')
      .where('screen_versions.number', '=', 3)
      .orderBy('screens.position')
      .execute();
    expect(twice.length).toBeGreaterThanOrEqual(6);
    const reworded: string[] = [];
    for (const screen of twice) {
      // The library shows the newest picture, dated by the newest version.
      expect(screen.image_key).toMatch(/^demo\/ledgerly\/\d{3}-v3$/);
      expect(screen.captured_at?.toISOString()).toBe('2026-08-20T09:30:00.000Z');
      const answer = await history.app.inject({
        method: 'GET',
        url: `/screens/${screen.uuid}/versions`,
        headers: { authorization },
      });
      expect(answer.statusCode).toBe(200);
      const { versions } = answer.json() as ScreenVersions;
      expect(versions.map((version) => [version.number, version.capturedAt])).toEqual([
        [3, '2026-08-20T09:30:00.000Z'],
        [2, '2026-03-12T09:30:00.000Z'],
        [1, '2025-09-16T09:30:00.000Z'],
      ]);
      expect(versions[0]?.textInScreen).toBe(screen.text_in_screen);
      expect(versions[2]?.changes).toBeNull();
      for (const version of versions.slice(0, 2)) {
        expect(version.changes?.difference).toBeGreaterThan(0);
        expect(version.changes?.regions.length).toBeGreaterThan(0);
        reworded.push(...(version.changes?.wordsAdded ?? []));
      }
      // Each version is its own picture.
      expect(new Set(versions.map((version) => version.image.full)).size).toBe(3);
    }
    // The redesigns' words: "Alerts" for "Notifications", "Next" for "Continue", a navigation item "For you".
    expect(reworded).toEqual(expect.arrayContaining(['Alerts', 'Next', 'For', 'you']));
    // The screens a version left keep their picture and its date.
    const kept = await db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select(['screens.image_key', 'screens.captured_at'])
      .where('apps.slug', '=', 'tallyo')
      .where(sql<boolean>`not exists (select 1 from screen_versions v where v.screen_id = screens.id)`)
      .execute();
    expect(kept.length).toBeGreaterThanOrEqual(1);
    for (const screen of kept) {
      expect(screen.image_key).toMatch(/^demo\/tallyo\/\d{3}$/);
      expect(screen.captured_at?.toISOString()).toBe('2025-09-25T09:30:00.000Z');
    }
    // The app's history as the API tells it.
    const told = await history.app.inject({
      method: 'GET',
      url: '/apps/tallyo/history',
      headers: { authorization },
    });
    expect(
      (told.json() as AppHistory).versions.map((version) => [version.number, version.source, version.added]),
    ).toEqual([
      [2, 'demo', 0],
      [1, 'demo', 9],
    ]);
  });
});
