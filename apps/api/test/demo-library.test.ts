import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOW_LIST_STEPS } from '@pageshelf/contracts/content';
import { generateDemoLibrary } from '@pageshelf/library';
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

  it('is idempotent: generating again adds no duplicates', async () => {
    await generateDemoLibrary(api.container.libraryWriter, new LocalMediaStore(mediaDir), { appCount: 2 });
    const count = await api.container.database.db
      .selectFrom('screens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(result.screens);
  }, 120_000);
});

describe('demo library at scale (--screens N)', () => {
  const scaledDir = join(tmpdir(), `pageshelf-demo-scaled-${process.pid}-${Date.now()}`);
  let scaled: TestApi;
  beforeAll(async () => {
    scaled = await startTestApi({ mediaDir: scaledDir });
  }, 120_000);
  afterAll(async () => {
    await scaled?.close();
    await rm(scaledDir, { recursive: true, force: true });
  });

  const snapshot = async () => {
    const { db } = scaled.container.database;
    const screens = await db
      .selectFrom('screens')
      .select(['uuid', 'image_key', 'app_id'])
      .orderBy('uuid')
      .execute();
    const components = await db
      .selectFrom('components')
      .select(['uuid', 'image_key'])
      .orderBy('uuid')
      .execute();
    const flows = await db.selectFrom('flows').select('uuid').orderBy('uuid').execute();
    return { screens, components, flows };
  };

  it('writes exactly N screens, all showing rendered images, the same ones again for the same seed', async () => {
    const store = new LocalMediaStore(scaledDir);
    const options = { appCount: 2, screens: 3000, seed: 11 };
    const written: number[] = [];
    const result = await generateDemoLibrary(scaled.container.libraryWriter, store, {
      ...options,
      onWriteProgress: (done) => written.push(done),
    });
    expect(result).toMatchObject({ apps: 2, screens: 3000 });
    // Each screen carries the crops of the image it shows: none to two.
    expect(result.components).toBeGreaterThan(1500);
    expect(written.at(-1)).toBe(3000);
    const first = await snapshot();
    expect(first.screens).toHaveLength(3000);
    expect(first.components).toHaveLength(result.components);
    expect(first.flows).toHaveLength(result.flows);
    // About one flow per eight screens, as in the demo set.
    expect(result.flows).toBeGreaterThan(300);
    expect(new Set(first.screens.map((screen) => screen.app_id)).size).toBe(2);
    const keys = [...new Set([...first.screens, ...first.components].map((row) => row.image_key))];
    expect(keys.length).toBeLessThan(150);
    for (const key of keys)
      for (const variant of ['thumb', 'full', 'preview'] as const)
        expect(await store.has(key, variant), `${key}/${variant}`).toBe(true);

    await generateDemoLibrary(scaled.container.libraryWriter, store, options);
    expect(await snapshot()).toEqual(first);
  }, 120_000);
});
