/**
 * Issue 25, row 1: the whole library for one view. A cookieless visitor listed `/screens?limit=100` and
 * followed `nextCursor` (8 calls, all 741 screens with their text and full image), then walked
 * `/media/demo/<app>/<n>/full.webp` (667 × 200). Now every page of a list is a view, a capped viewer's
 * page holds at most 24 items, and pictures are served only at the addresses the answers give: tiles by
 * a tag, full images signed for the viewer who got them, for an hour or two.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LibraryInput } from '@pageshelf/library';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../src/media/media-store.js';
import { LibraryWriter } from '../src/repositories/library-writer.repository.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const APPS = 7;
const SCREENS_PER_APP = 100;
const SCREENS = APPS * SCREENS_PER_APP;

const uuidOf = (kind: number, n: number) => `00000000-0000-4000-8000-${kind}${String(n).padStart(11, '0')}`;

/** 700 screens in 7 apps, one flow of 4 screens and one component per app; every picture stored. */
function library(): LibraryInput {
  const apps = Array.from({ length: APPS }, (_, app) => `app-${app + 1}`);
  const screens = apps.flatMap((slug, app) =>
    Array.from({ length: SCREENS_PER_APP }, (_, position) => {
      const n = app * SCREENS_PER_APP + position + 1;
      return {
        uuid: uuidOf(1, n),
        appSlug: slug,
        imageKey: `scrape/${slug}/${position + 1}`,
        width: 390,
        height: 844,
        screenType: 'application' as const,
        textInScreen: `Screen ${n} of ${slug} Continue`,
        isRestricted: false,
        position,
        patternCategorySlugs: ['sign-up'],
      };
    }),
  );
  return {
    categories: [
      { kind: 'product', slug: 'finance', title: 'Finance' },
      { kind: 'pattern', slug: 'sign-up', title: 'Sign up' },
      { kind: 'flow', slug: 'onboarding', title: 'Onboarding' },
      { kind: 'component', slug: 'button', title: 'Button' },
      { kind: 'screen-types', slug: 'application', title: 'Application screens' },
    ],
    apps: apps.map((slug) => ({
      title: slug,
      slug,
      logo: `/media/logos/${slug}/thumb.webp`,
      platform: 'ios' as const,
      productCategorySlugs: ['finance'],
    })),
    screens,
    flows: apps.map((slug, app) => ({
      uuid: uuidOf(2, app + 1),
      appSlug: slug,
      title: `Signing up for ${slug}`,
      screenUuids: [1, 2, 3, 4].map((position) => uuidOf(1, app * SCREENS_PER_APP + position)),
      flowCategorySlugs: ['onboarding'],
    })),
    components: apps.map((_slug, app) => ({
      uuid: uuidOf(3, app + 1),
      screenUuid: uuidOf(1, app * SCREENS_PER_APP + 1),
      crop: { x: 0, y: 0, width: 390, height: 80 },
      imageKey: `scrape/components/${app + 1}`,
      componentCategorySlugs: ['button'],
    })),
  };
}

let api: TestApi;
let mediaDir: string;
let visitors = 0;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'pageshelf-scrape-'));
  api = await startTestApi({ mediaDir });
  await new LibraryWriter(api.container.database.db).write(library());
  const picture = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#336699' },
  })
    .webp()
    .toBuffer();
  const store = new LocalMediaStore(mediaDir);
  for (const screen of library().screens) {
    for (const variant of ['thumb', 'full', 'preview'] as const) {
      await store.put(screen.imageKey, variant, picture);
    }
  }
}, 180_000);
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** A new visitor: an address of its own, no device. */
const newVisitor = () => {
  visitors += 1;
  return { ip_origin: `198.18.${Math.floor(visitors / 250)}.${visitors % 250}` };
};

const get = (url: string, headers: Record<string, string>) => api.app.inject({ method: 'GET', url, headers });

interface Page {
  items: { uuid: string; image?: { full: string | null; thumb: string }; textInScreen?: string | null }[];
  nextCursor: string | null;
}

/** Walks a list from its first page by `nextCursor` until refused or done. */
async function walk(path: string, headers: Record<string, string>) {
  const seen = new Set<string>();
  let pages = 0;
  let refusal: { statusCode: number; code: string } | null = null;
  let cursor: string | null = null;
  const sizes: number[] = [];
  for (;;) {
    const response = await get(
      `${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    );
    if (response.statusCode !== 200) {
      refusal = { statusCode: response.statusCode, code: response.json().code };
      break;
    }
    pages += 1;
    const page = response.json() as Page;
    sizes.push(page.items.length);
    for (const item of page.items) seen.add(item.uuid);
    cursor = page.nextCursor;
    if (cursor === null) break;
  }
  return { seen, pages, refusal, sizes };
}

describe('lists', () => {
  it('gives a cookieless visitor 24 pages of at most 24 screens, then asks them to sign in: 576 of 700', async () => {
    const walked = await walk('/screens', newVisitor());
    expect(Math.max(...walked.sizes)).toBe(24);
    expect(walked.pages).toBe(24);
    expect(walked.seen.size).toBe(576);
    expect(walked.refusal).toEqual({ statusCode: 401, code: 'sign_in_to_browse' });
  });

  it('counts every page of flows, components and apps as a view too, 24 items at most', async () => {
    const visitor = newVisitor();
    const flows = await walk('/flows', visitor);
    const components = await walk('/components', visitor);
    const apps = await walk('/apps', visitor);
    for (const list of [flows, components, apps]) expect(Math.max(...list.sizes)).toBeLessThanOrEqual(24);
    const state = (await get('/me/activity?action=sync_visit_count', visitor)).json();
    expect(state.visit_count).toBe(flows.pages + components.pages + apps.pages);
  });

  it('holds a free member to pages of 24, each a view, and gives Pro members the page they ask for', async () => {
    const free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
    const walked = await walk('/screens', { authorization: free });
    expect(Math.max(...walked.sizes)).toBe(24);
    expect(walked.pages).toBe(Math.ceil(SCREENS / 24));
    // 30 views spent on the pages: 10 more screens, then the paywall.
    let details = 0;
    for (let n = 1; ; n += 1) {
      const response = await get(`/screens/${uuidOf(1, n)}`, { authorization: free });
      if (response.statusCode !== 200) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('visit_limit_reached');
        break;
      }
      details += 1;
    }
    expect(walked.pages + details).toBe(40);
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    const all = await walk('/screens', { authorization: pro });
    expect(all.sizes[0]).toBe(100);
    expect(all.seen.size).toBe(SCREENS);
  });

  it('shows a capped viewer the screens beside a page (similar screens, the screens of a list of flows) as tiles only', async () => {
    const visitor = newVisitor();
    const similar = (await get(`/screens/${uuidOf(1, 1)}/similar?limit=60`, visitor)).json() as Page;
    expect(similar.items).toHaveLength(24);
    for (const item of similar.items) {
      expect(item.image?.full).toBeNull();
      expect(item.textInScreen).toBeNull();
      expect(item.image?.thumb).toMatch(/\/thumb\.webp\?t=/);
    }
    const flows = (await get('/flows', visitor)).json() as {
      items: { uuid: string; screens: Page['items'] }[];
    };
    for (const flow of flows.items) for (const screen of flow.screens) expect(screen.image?.full).toBeNull();
    const detail = (await get(`/flows/${flows.items[0]?.uuid}`, visitor)).json() as {
      screens: Page['items'];
    };
    for (const screen of detail.screens) expect(screen.image?.full).toMatch(/\/full\.webp\?e=\d+&s=/);
    const pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
    const proSimilar = (
      await get(`/screens/${uuidOf(1, 1)}/similar?limit=60`, { authorization: pro })
    ).json();
    expect(proSimilar.items).toHaveLength(60);
    expect((proSimilar as Page).items[0]?.image?.full).toMatch(/\/full\.webp\?e=\d+&s=/);
  });
});

describe('pictures', () => {
  it('finds nothing by walking /media: no full image, thumbnail or original without the address given out', async () => {
    const visitor = newVisitor();
    let found = 0;
    for (let n = 1; n <= 20; n += 1) {
      for (const file of ['full.webp', 'thumb.webp', 'preview.webp', 'original.png']) {
        const response = await get(`/media/scrape/app-1/${n}/${file}`, visitor);
        if (response.statusCode === 200) found += 1;
        expect(response.statusCode).toBe(404);
      }
    }
    expect(found).toBe(0);
    // A made-up tag or signature is nothing either.
    expect((await get('/media/scrape/app-1/1/thumb.webp?t=AAAAAAAAAAAAAAAAAAAAAA', visitor)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/media/scrape/app-1/1/full.webp?e=${2 ** 40}&s=AAAAAAAAAAAAAAAAAAAAAA`, visitor))
        .statusCode,
    ).toBe(404);
  });

  it('serves a full image to the viewer it was given to, for an hour at least, and to no one else', async () => {
    const visitor = newVisitor();
    const screen = (await get(`/screens/${uuidOf(1, 2)}`, visitor)).json();
    const full: string = screen.image.full;
    expect(full).toMatch(/^\/media\/scrape\/app-1\/2\/full\.webp\?e=\d+&s=[\w-]{22}$/);
    const own = await get(full, visitor);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // Another visitor, another device behind the same address, a member: not theirs.
    expect((await get(full, newVisitor())).statusCode).toBe(404);
    expect((await get(full, { ...visitor, 'x-device-id': 'another-device-0123456789' })).statusCode).toBe(
      404,
    );
    const member = (await signIn(api.app, 'another-member@example.com')).authorization;
    expect((await get(full, { authorization: member })).statusCode).toBe(404);
    // The tile of the same screen is the same for everyone (it caches), within the visit cap.
    const thumb: string = screen.image.thumb;
    expect((await get(thumb, newVisitor())).statusCode).toBe(200);
    // An hour later it still works; past its expiry it has expired, and a new answer gives a new one.
    api.clock.advance(60 * 60 * 1000);
    expect((await get(full, visitor)).statusCode).toBe(200);
    api.clock.advance(60 * 60 * 1000);
    const expired = await get(full, visitor);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('link_expired');
    const again = (await get(`/screens/${uuidOf(1, 2)}`, visitor)).json();
    expect(again.image.full).not.toBe(full);
    expect((await get(again.image.full, visitor)).statusCode).toBe(200);
  });

  it("signs a first page's pictures for the device cookie the BFF gave with it, with which they are asked for", async () => {
    const address = { ip_origin: '198.51.100.201' };
    const device = 'first-page-device-0123456789';
    const first = await get(`/screens/${uuidOf(1, 3)}`, { ...address, 'x-new-device-id': device });
    const full: string = first.json().image.full;
    // The browser asks for it with the cookie its page gave it: theirs.
    expect((await get(full, { ...address, 'x-device-id': device })).statusCode).toBe(200);
    // Not anyone else's: the address alone, another device, the same device elsewhere is the device.
    expect((await get(full, address)).statusCode).toBe(404);
    expect((await get(full, { ...address, 'x-device-id': 'another-device-0123456789' })).statusCode).toBe(
      404,
    );
    // The new device counted nothing: the view was the address's (a device's own 24 start with its cookie).
    const count = async (headers: Record<string, string>) =>
      (await get('/me/activity?action=sync_visit_count', headers)).json().visit_count;
    expect(await count({ ...address, 'x-device-id': device })).toBe(0);
    expect(await count(address)).toBe(1);
    // Only the BFF says which device it gave: from anyone else the header is nothing.
    const forged = await api.app.inject({
      method: 'GET',
      url: `/screens/${uuidOf(1, 3)}`,
      headers: { 'x-new-device-id': device },
      remoteAddress: '192.0.2.90',
    });
    expect((await get(forged.json().image.full, { ...address, 'x-device-id': device })).statusCode).toBe(404);
  });
});
