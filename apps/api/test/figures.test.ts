import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryWriter } from '../src/repositories/library-writer.repository.js';
import { FIXTURE_LIBRARY, fixtureUuid } from './support/fixture-library.js';
import { mediaAddress } from './support/media.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * `GET /figures/{pattern}?platform=`: the screens of the blog's covers and figures and the glossary's
 * examples. Every reader gets the same few tiles, and nobody spends a search or a view on them.
 */
let api: TestApi;
let free: string;
let pro: string;
const mediaDir = join(tmpdir(), `pageshelf-figures-${process.pid}-${Date.now()}`);

/** The fixture library, with more iOS onboarding screens: Pulse's four more and a locked one, Stride's two. */
const LIBRARY = {
  ...FIXTURE_LIBRARY,
  apps: [
    ...FIXTURE_LIBRARY.apps,
    {
      title: 'Stride',
      slug: 'stride',
      logo: '/media/logos/stride.png',
      platform: 'ios' as const,
      productCategorySlugs: ['health'],
    },
  ],
  screens: [
    ...FIXTURE_LIBRARY.screens,
    ...[
      ['pulse', 20, false],
      ['pulse', 21, false],
      ['pulse', 22, false],
      ['pulse', 23, false],
      ['pulse', 1, true],
      ['stride', 0, false],
      ['stride', 1, false],
    ].map(([appSlug, position, isRestricted], index) => ({
      uuid: fixtureUuid('screen', 101 + index),
      appSlug: appSlug as string,
      imageKey: `fixtures/screen-${101 + index}`,
      width: 390,
      height: 844,
      screenType: 'application' as const,
      textInScreen: `Welcome ${index}`,
      isRestricted: isRestricted as boolean,
      position: position as number,
      patternCategorySlugs: ['onboarding'],
    })),
  ],
};

beforeAll(async () => {
  for (const key of ['fixtures/screen-1', 'fixtures/screen-2']) {
    await mkdir(join(mediaDir, key), { recursive: true });
    for (const variant of ['thumb', 'full', 'preview'])
      await writeFile(join(mediaDir, key, `${variant}.webp`), `${key}:${variant}`);
  }
  api = await startTestApi({ mediaDir });
  await new LibraryWriter(api.container.database.db).write(LIBRARY);
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
});
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });
const uuidsOf = (body: { items: { uuid: string }[] }) => body.items.map((item) => item.uuid);
const counters = async (headers: Record<string, string>) =>
  (await get('/me/activity?action=sync_visit_count', headers)).json();

describe('GET /figures/{pattern}', () => {
  it('gives visitors, free and Pro members the same screens, as tiles, cacheable', async () => {
    const answers = [];
    const readers: Record<string, string>[] = [
      { ip_origin: '198.51.100.40' },
      { authorization: free },
      { authorization: pro },
    ];
    for (const headers of readers) {
      const response = await get('/figures/sign-up?platform=web', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      answers.push(response.json());
    }
    const [visitor] = answers;
    expect(answers[1]).toEqual(visitor);
    expect(answers[2]).toEqual(visitor);
    expect(visitor).toMatchObject({
      pattern: { slug: 'sign-up', title: 'Sign up' },
      platform: 'web',
      items: [
        {
          uuid: fixtureUuid('screen', 1),
          app: { slug: 'ledger', title: 'Ledger', logo: '/media/logos/ledger.png' },
        },
        { uuid: fixtureUuid('screen', 2), platform: 'web' },
      ],
    });
    for (const item of visitor.items) {
      expect(item.image.full).toBeNull();
      expect(item.image.original).toBeNull();
      expect(item.image.thumb).toMatch(/^\/media\/figures\/fixtures\/screen-\d+\/thumb\.webp\?t=[\w-]{22}$/);
      expect(item.image.preview).toMatch(/^\/media\/figures\/fixtures\/screen-\d+\/preview\.webp\?t=/);
      expect(item).not.toHaveProperty('textInScreen');
    }
    // Only the platform asked: Chatter's sign-up screen is Android.
    expect(uuidsOf((await get('/figures/sign-up?platform=android')).json())).toEqual([
      fixtureUuid('screen', 11),
    ]);
  });

  it('holds at most three screens, each app first before any second, never a restricted one, the same each time', async () => {
    const first = (await get('/figures/onboarding?platform=ios')).json();
    // Pulse shows onboarding most (its locked screen at position 1 skipped), then Stride; then Pulse's second.
    expect(uuidsOf(first)).toEqual([
      fixtureUuid('screen', 7),
      fixtureUuid('screen', 106),
      fixtureUuid('screen', 8),
    ]);
    expect(uuidsOf((await get('/figures/onboarding?platform=ios', { authorization: pro })).json())).toEqual(
      uuidsOf(first),
    );
    // Both paywall screens are restricted: the figure is empty (the page draws its illustration).
    expect((await get('/figures/paywall?platform=ios', { authorization: pro })).json().items).toEqual([]);
    expect((await get('/figures/paywall?platform=web')).json().items).toEqual([]);
  });

  it('answers 404 for an unknown pattern and 400 naming the field for a bad platform or any other query', async () => {
    const unknown = await get('/figures/not-a-pattern?platform=ios');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    // A flow category's slug is not a pattern.
    expect((await get('/figures/checkout?platform=ios')).statusCode).toBe(404);
    for (const [url, field] of [
      ['/figures/sign-up?platform=desktop', 'querystring.platform'],
      ['/figures/sign-up', 'querystring.platform'],
      ['/figures/sign-up?platform=ios&term=login', ''],
      ['/figures/sign-up?platform=ios&platform=web', 'querystring.platform'],
      ['/figures/Sign_Up?platform=ios', 'params.pattern'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.code, url).toBe('validation_failed');
      if (field)
        expect(
          body.issues.map((issue: { path: string }) => issue.path),
          url,
        ).toContain(field);
    }
  });

  it('spends no search and counts no view, and is served past the visit cap, with its tiles', async () => {
    const visitor = { ip_origin: '198.51.100.41' };
    for (let n = 0; n < 30; n += 1) {
      expect((await get('/figures/settings?platform=ios', visitor)).statusCode).toBe(200);
      expect((await get('/figures/sign-up?platform=web', { authorization: free })).statusCode).toBe(200);
    }
    expect((await counters(visitor)).visit_count).toBe(0);
    const member = await counters({ authorization: free });
    expect(member.visit_count).toBe(0);
    expect(member.search.count).toBe(0);

    // A visitor past the cap: the grid's tiles are refused, the figure and its tiles still load.
    const capped = { ip_origin: '127.0.0.1' };
    for (let view = 1; view <= 25; view += 1)
      await get(`/screens/${fixtureUuid('screen', (view % 2) + 1)}`, capped);
    const tile = await mediaAddress(api, 'fixtures/screen-1/thumb.webp');
    expect((await get(tile, capped)).statusCode).toBe(401);
    const figure = (await get('/figures/sign-up?platform=web', capped)).json();
    const thumb = await get(figure.items[0].image.thumb, capped);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.body).toBe('fixtures/screen-1:thumb');
    expect(thumb.headers['cache-control']).toContain('max-age=31536000');
    expect((await get(figure.items[0].image.preview, capped)).statusCode).toBe(200);
  });

  it("opens nothing else: a grid tile's tag is not a figure's, and a figure's address serves no full image", async () => {
    const tag = (address: string) => address.split('?t=')[1] ?? '';
    const get = (url: string) =>
      api.app.inject({ method: 'GET', url, headers: { ip_origin: '198.51.100.42' } });
    const tile = await mediaAddress(api, 'fixtures/screen-2/thumb.webp');
    expect((await get(`/media/figures/fixtures/screen-2/thumb.webp?t=${tag(tile)}`)).statusCode).toBe(404);
    const figure = (await get('/figures/sign-up?platform=web')).json();
    const thumb: string = figure.items[1].image.thumb;
    expect((await get(thumb.replace('/media/figures/', '/media/'))).statusCode).toBe(404);
    expect((await get(thumb.replace('thumb.webp', 'full.webp'))).statusCode).toBe(404);
    expect((await get(`/media/figures/fixtures/screen-2/thumb.webp`)).statusCode).toBe(404);
  });
});
