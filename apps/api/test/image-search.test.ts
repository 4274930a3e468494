/**
 * Search by picture (issue 17): `POST /search/image` on a drawn demo library of three apps, with the
 * real text recognition. A screen's own detail image finds it in the top 3; an 80% crop and a half-size
 * copy still in the top 5; a noise picture answers without error; limits and wrong types are 4xx that
 * name what is wrong; visitors and free members are refused with the spec's texts; Pro spends nothing.
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_SEARCH_MAX_BYTES } from '@pageshelf/contracts/image-search';
import { generateDemoLibrary } from '@pageshelf/library';
import { likenessWords, textSketch } from '@pageshelf/library/likeness';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../src/media/media-store.js';
import { SignaturesRepository } from '../src/repositories/signatures.repository.js';
import {
  ImageSearchService,
  READING_AT_ONCE,
  WAITING_AT_MOST,
} from '../src/services/image-search.service.js';
import { signUnsignedScreens } from '../src/services/library-signatures.service.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const mediaDir = join(tmpdir(), `pageshelf-picture-${process.pid}-${Date.now()}`);
let api: TestApi;
let pro: string;
let free: string;

interface ScreenRow {
  id: number;
  uuid: string;
  image_key: string;
  platform: string;
}
let screens: ScreenRow[];

/** A multipart/form-data body with one file. */
function form(bytes: Buffer, options: { field?: string; type?: string; filename?: string } = {}) {
  const boundary = `----pageshelf${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; filename="${options.filename ?? 'shot.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function searchBy(bytes: Buffer, authorization = pro, options: Parameters<typeof form>[1] = {}) {
  const body = form(bytes, options);
  return api.app.inject({
    method: 'POST',
    url: '/search/image',
    payload: body.payload,
    headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
  });
}

const detailImage = (screen: ScreenRow) => readFile(join(mediaDir, screen.image_key, 'full.webp'));

/** The place (1 is first) of a screen in an answer, or 0. */
const rankOf = (answer: { screens: { items: { uuid: string }[] } }, uuid: string) =>
  answer.screens.items.findIndex((item) => item.uuid === uuid) + 1;

beforeAll(async () => {
  api = await startTestApi({ mediaDir });
  await generateDemoLibrary(api.container.libraryWriter, new LocalMediaStore(mediaDir), { appCount: 3 });
  screens = await api.container.database.db
    .selectFrom('screens')
    .innerJoin('apps', 'apps.id', 'screens.app_id')
    .select(['screens.id', 'screens.uuid', 'screens.image_key', 'apps.platform'])
    .orderBy('screens.id')
    .execute();
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
}, 180_000);
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Screens spread through the library: some of each app, at different places in it. */
const sample = () => screens.filter((_, index) => index % 9 === 4);

describe('search by picture', () => {
  it('stores a signature with every screen', async () => {
    const rows = await api.container.database.db
      .selectFrom('screens')
      .select(['phash', 'layout_hash', 'color_bins', 'text_sketch'])
      .execute();
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row.phash).toMatch(/^[0-9a-f]{16}$/);
      expect(row.layout_hash).toMatch(/^[0-9a-f]{16}$/);
      expect(row.color_bins).toMatch(/^[0-9a-f]{16}$/);
      expect(row.text_sketch).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('finds a screen by its own detail image, re-encoded as PNG, in the top 3, and says why', async () => {
    const picked = sample();
    expect(picked.length).toBeGreaterThanOrEqual(5);
    for (const screen of picked) {
      const png = await sharp(await detailImage(screen))
        .png()
        .toBuffer();
      const response = await searchBy(png);
      expect(response.statusCode, screen.image_key).toBe(200);
      const answer = response.json();
      expect(rankOf(answer, screen.uuid), screen.image_key).toBeGreaterThanOrEqual(1);
      expect(rankOf(answer, screen.uuid), screen.image_key).toBeLessThanOrEqual(3);
      const found = answer.screens.items[rankOf(answer, screen.uuid) - 1];
      expect(found.match.words.length, screen.image_key).toBeGreaterThan(0);
      expect(found.match.layout, screen.image_key).toBeGreaterThan(0.8);
      expect(found.match.samePlatform).toBe(true);
      expect(found.image.thumb).toMatch(/\/thumb\.webp\?t=[\w-]{22}$/);
      expect(answer.query.words.length).toBeGreaterThan(0);
      expect(answer.screens.total.value).toBeGreaterThanOrEqual(answer.screens.items.length);
    }
  }, 120_000);

  it('still finds it in the top 5 from an 80% crop and from a half-size copy', async () => {
    for (const screen of sample()) {
      const detail = await detailImage(screen);
      const { width = 0, height = 0 } = await sharp(detail).metadata();
      const crop = await sharp(detail)
        .extract({
          left: Math.round(width * 0.1),
          top: Math.round(height * 0.1),
          width: Math.round(width * 0.8),
          height: Math.round(height * 0.8),
        })
        .png()
        .toBuffer();
      const half = await sharp(detail)
        .resize({ width: Math.round(width / 2) })
        .jpeg({ quality: 85 })
        .toBuffer();
      for (const [label, bytes, type] of [
        ['crop', crop, 'image/png'],
        ['half', half, 'image/jpeg'],
      ] as const) {
        const response = await searchBy(bytes, pro, { type });
        expect(response.statusCode, `${label} ${screen.image_key}`).toBe(200);
        const rank = rankOf(response.json(), screen.uuid);
        expect(rank, `${label} ${screen.image_key}`).toBeGreaterThanOrEqual(1);
        expect(rank, `${label} ${screen.image_key}`).toBeLessThanOrEqual(5);
      }
    }
  }, 180_000);

  it('answers a photo-like noise picture with results, without error', async () => {
    const noise = Buffer.alloc(400 * 300 * 3);
    let seed = 7;
    for (let index = 0; index < noise.length; index += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      noise[index] = seed >> 23;
    }
    const png = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
      .blur(3)
      .png()
      .toBuffer();
    const response = await searchBy(png);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.query).toMatchObject({ width: 400, height: 300, platform: 'web' });
    expect(answer.screens.items.length).toBeGreaterThan(0);
    for (const item of answer.screens.items) expect(item.match.score).toBeGreaterThanOrEqual(0.15);
  });

  it('searches a picture whose text takes too long to read by its looks alone, stopping that reader', async () => {
    const { database, content, clock } = api.container;
    const hasty = new ImageSearchService(
      new SignaturesRepository(database.db),
      content,
      clock,
      join(mediaDir, '..', `ocr-cache-${process.pid}`),
      1,
    );
    try {
      const screen = screens[0] as ScreenRow;
      const png = await sharp(await detailImage(screen))
        .png()
        .toBuffer();
      const slow = await hasty.read(png);
      expect(slow.query.words).toEqual([]);
      const media = await api.container.mediaLinks.viewFor({ tier: 'premium', role: 'user' }, 'user:0');
      const answer = await hasty.search(slow, 5, media);
      expect(rankOf(answer, screen.uuid)).toBe(1);
      expect(answer.screens.items[0]?.match.words).toEqual([]);
    } finally {
      await hasty.close();
    }
    // The service the API uses reads words as usual.
    const png = await sharp(await detailImage(screens[0] as ScreenRow))
      .png()
      .toBuffer();
    expect((await searchBy(png)).json().query.words.length).toBeGreaterThan(0);
  }, 60_000);

  it('reads a very long capture (1000x30000) from its top, and answers', async () => {
    const detail = await detailImage(screens[0] as ScreenRow);
    const top = await sharp(detail).resize({ width: 1000 }).png().toBuffer();
    const { height = 0 } = await sharp(top).metadata();
    const long = await sharp({ create: { width: 1000, height: 30_000, channels: 3, background: '#ffffff' } })
      .composite([{ input: top, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const response = await searchBy(long);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.query).toMatchObject({ width: 1000, height: 30_000 });
    expect(height).toBeLessThan(4_000);
    // The words of the screen at its top were read.
    expect(answer.query.words.length).toBeGreaterThan(3);
  }, 60_000);

  it('asks visitors to sign in to search and shows free members the paywall; Pro spends nothing', async () => {
    const png = await sharp(await detailImage(screens[0] as ScreenRow))
      .png()
      .toBuffer();
    const visitor = await searchBy(png, '');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({
      code: 'search_requires_sign_in',
      message: 'Sign in to continue searching',
    });
    const member = await searchBy(png, free);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'premium_required', message: 'Upgrade to Pro to continue' });
    // A free member's refused picture search spends none of their searches.
    const quota = await api.app.inject({
      method: 'GET',
      url: '/me/activity?action=sync_visit_count',
      headers: { authorization: free },
    });
    expect(quota.json().search).toMatchObject({ count: 0 });
    const proQuota = async () =>
      (
        await api.app.inject({
          method: 'GET',
          url: '/me/activity?action=sync_visit_count',
          headers: { authorization: pro },
        })
      ).json().search;
    const before = await proQuota();
    expect((await searchBy(png, pro)).statusCode).toBe(200);
    expect(await proQuota()).toEqual(before);
  });

  it('refuses what is not a whole PNG, JPEG or WebP within the limits, naming what is wrong', async () => {
    const png = await sharp(await detailImage(screens[0] as ScreenRow))
      .png()
      .toBuffer();
    const cases: [string, () => Promise<Awaited<ReturnType<typeof searchBy>>>, number, string, RegExp][] = [
      [
        'a text file',
        () => searchBy(Buffer.from('hello, this is not a picture'), pro, { type: 'text/plain' }),
        415,
        'image_type_unsupported',
        /PNG, JPEG or WebP image, not a file that is not an image/,
      ],
      [
        'a GIF',
        async () =>
          searchBy(
            await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
              .gif()
              .toBuffer(),
            pro,
            { type: 'image/gif' },
          ),
        415,
        'image_type_unsupported',
        /not GIF/,
      ],
      [
        'a truncated PNG',
        async () => searchBy(png.subarray(0, Math.floor(png.length / 2))),
        400,
        'image_unreadable',
        /truncated or damaged/,
      ],
      [
        'a file over 10 MB',
        async () => searchBy(Buffer.concat([png, Buffer.alloc(IMAGE_SEARCH_MAX_BYTES)])),
        413,
        'image_too_large',
        /larger than 10 MB/,
      ],
      [
        'a picture over 40 megapixels',
        async () =>
          searchBy(
            await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
              .png()
              .toBuffer(),
          ),
        413,
        'image_too_large',
        /8000×6000 pixels: at most 40 megapixels/,
      ],
      [
        'a picture too small to compare',
        async () =>
          searchBy(
            await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000000' } })
              .png()
              .toBuffer(),
          ),
        400,
        'image_unreadable',
        /16×16 pixels: each side must be at least 32/,
      ],
      [
        'a file in another field',
        () => searchBy(png, pro, { field: 'file' }),
        400,
        'validation_failed',
        /body\.image/,
      ],
    ];
    for (const [label, send, status, code, message] of cases) {
      const response = await send();
      expect(response.statusCode, label).toBe(status);
      expect(response.json().code, label).toBe(code);
      expect(response.json().message, label).toMatch(message);
    }
    const json = await api.app.inject({
      method: 'POST',
      url: '/search/image',
      payload: { image: png.toString('base64') },
      headers: { authorization: pro },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
    const limit = await api.app.inject({
      method: 'POST',
      url: '/search/image?limit=0',
      ...form(png),
      headers: { ...form(png).headers, authorization: pro },
    });
    expect(limit.statusCode).toBe(400);
  }, 60_000);

  it('refuses a picture at once with 429 while the turns are taken, before reading its upload', async () => {
    const { imageSearch } = api.container;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: READING_AT_ONCE + WAITING_AT_MOST }, () =>
      imageSearch.inTurn(() => gate),
    );
    // A text file: read, it would be refused as no picture (415); it is not read at all.
    const text = Buffer.from('hello, this is not a picture');
    const refused = await searchBy(text, pro, { type: 'text/plain' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many requests. Try again in a few seconds',
    });
    expect(refused.headers['retry-after']).toBe('5');
    release();
    await Promise.all(held);
    // With the turns free again, the same upload is read, and refused for what it is.
    expect((await searchBy(text, pro, { type: 'text/plain' })).statusCode).toBe(415);
  });

  it('signs the screens of a library written before signatures, from their stored thumbnails', async () => {
    const { db } = api.container.database;
    const picked = sample().map((screen) => screen.id);
    const before = await db
      .selectFrom('screens')
      .select(['id', 'phash', 'layout_hash', 'color_bins', 'text_sketch'])
      .where('id', 'in', picked)
      .orderBy('id')
      .execute();
    await db
      .updateTable('screens')
      .set({ layout_hash: null, color_bins: null, text_sketch: null })
      .where('id', 'in', picked)
      .execute();
    const report = await signUnsignedScreens(new SignaturesRepository(db), new LocalMediaStore(mediaDir));
    expect(report).toEqual({ signed: picked.length, withoutPicture: 0 });
    const after = await db
      .selectFrom('screens')
      .select(['id', 'phash', 'layout_hash', 'color_bins', 'text_sketch'])
      .where('id', 'in', picked)
      .orderBy('id')
      .execute();
    const apart = (a: string | null, b: string | null) =>
      [...(BigInt(`0x${a}`) ^ BigInt(`0x${b}`)).toString(2)].filter((bit) => bit === '1').length;
    after.forEach((row, index) => {
      const was = before[index];
      expect(row.text_sketch).toBe(was?.text_sketch);
      // The thumbnail as stored (WebP) rather than as drawn: a few bits may differ.
      expect(apart(row.phash, was?.phash ?? null)).toBeLessThanOrEqual(4);
      expect(apart(row.layout_hash, was?.layout_hash ?? null)).toBeLessThanOrEqual(8);
      expect(row.color_bins).toMatch(/^[0-9a-f]{16}$/);
    });
    // Nothing left to sign: a second run does nothing.
    expect(await signUnsignedScreens(new SignaturesRepository(db), new LocalMediaStore(mediaDir))).toEqual({
      signed: 0,
      withoutPicture: 0,
    });
  });

  it('loads screens without a sketch or a visual signature, their sketch made from their words', async () => {
    const { db } = api.container.database;
    const target = sample()[1] as ScreenRow;
    const was = await db
      .selectFrom('screens')
      .select(['phash', 'layout_hash', 'color_bins', 'text_sketch', 'text_in_screen'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('screens')
      .set({ phash: null, layout_hash: null, color_bins: null, text_sketch: null })
      .where('id', '=', target.id)
      .execute();
    try {
      // Read with the others as columns, its sketch named as one to make from its words.
      const page = await new SignaturesRepository(db).columnPage(0, screens.length + 10);
      expect(page).toMatchObject({
        count: screens.length,
        lastId: screens.at(-1)?.id,
        unsketched: [target.id],
      });
      expect(page.columns?.ids).toEqual(Int32Array.from(screens, (screen) => screen.id));
      expect(page.columns?.sketch.length).toBe(screens.length * 16);
      // A service of its own, so its index is loaded now, from the rows as they are.
      const service = new ImageSearchService(
        new SignaturesRepository(db),
        api.container.content,
        api.clock,
        join(mediaDir, 'ocr'),
      );
      const words = likenessWords(was.text_in_screen);
      const answer = await service.search(
        {
          query: {
            width: 780,
            height: 1688,
            phash: '0000000000000000',
            layout: '0000000000000000',
            colors: '0000000000000000',
            words,
            sketch: textSketch(words),
          },
          palette: [],
          readMs: 0,
        },
        24,
        await api.container.mediaLinks.viewFor({ tier: 'premium', role: 'user', crawler: false }, 'user:1'),
      );
      expect(service.indexed).toBe(screens.length);
      expect(answer.screens.items[0]?.uuid).toBe(target.uuid);
      expect(answer.screens.items[0]?.match.layout).toBe(0);
    } finally {
      await db
        .updateTable('screens')
        .set({
          phash: was.phash,
          layout_hash: was.layout_hash,
          color_bins: was.color_bins,
          text_sketch: was.text_sketch,
        })
        .where('id', '=', target.id)
        .execute();
    }
  });

  it('reads a page of signatures by rows when a stored value is not of its length', async () => {
    const { db } = api.container.database;
    const target = sample()[2] as ScreenRow;
    const was = await db
      .selectFrom('screens')
      .select(['phash', 'text_in_screen'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('screens').set({ phash: 'abc' }).where('id', '=', target.id).execute();
    try {
      const page = await new SignaturesRepository(db).columnPage(0, screens.length + 10);
      expect(page).toMatchObject({ count: screens.length, columns: null });
      const service = new ImageSearchService(
        new SignaturesRepository(db),
        api.container.content,
        api.clock,
        join(mediaDir, 'ocr'),
      );
      await service.warm();
      expect(service.indexed).toBe(screens.length);
    } finally {
      await db.updateTable('screens').set({ phash: was.phash }).where('id', '=', target.id).execute();
    }
  });

  it('finds screens added after the first search', async () => {
    const last = screens[screens.length - 1] as ScreenRow;
    const png = await sharp(await detailImage(last))
      .png()
      .toBuffer();
    const before = (await searchBy(png)).json();
    expect(rankOf(before, last.uuid)).toBe(1);
    // The same picture as a new screen of another app: found once the index tops itself up.
    const { db } = api.container.database;
    const row = await db
      .selectFrom('screens')
      .selectAll()
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    const app = await db
      .selectFrom('apps')
      .select(['slug'])
      .where('id', '=', row.app_id)
      .executeTakeFirstOrThrow();
    const uuid = '0f0f0f0f-1111-4222-8333-444455556666';
    await api.container.libraryWriter.write({
      categories: [],
      apps: [],
      screens: [
        {
          uuid,
          appSlug: app.slug,
          imageKey: row.image_key,
          width: row.width,
          height: row.height,
          screenType: row.screen_type,
          textInScreen: row.text_in_screen,
          position: 999,
          phash: row.phash,
          layout: row.layout_hash,
          colors: row.color_bins,
        },
      ],
      flows: [],
      components: [],
    });
    api.clock.advance(10_000);
    const after = (await searchBy(png)).json();
    expect(rankOf(after, uuid)).toBeGreaterThanOrEqual(1);
    expect(rankOf(after, uuid)).toBeLessThanOrEqual(2);
  });
});
