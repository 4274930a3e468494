import { randomBytes } from 'node:crypto';
import { MAX_SCREENSHOT_BYTES } from '@pageshelf/contracts/feedback';
import { DAY_MS, HOUR_MS } from '@pageshelf/domain/write-limits';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_STATS_TTL_MS } from '../src/services/library-stats.service.js';
import { loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let member: string;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  member = (await signIn(api.app, 'feedback@pageshelf.test')).authorization;
  const image = sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366ff' } });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});
afterAll(async () => api?.close());

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

const send = async (payload: unknown, authorization: string | null = member) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/feedback',
    headers: authorization ? { authorization } : {},
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() };
};

/** A PNG of noise, which does not compress: about 3 bytes a pixel. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Feedback rows stored, and the bytes of their screenshots. */
const count = async () => {
  const row = await api.container.database.db
    .selectFrom('feedback')
    .select((eb) => [
      eb.fn.countAll<string>().as('rows'),
      sql<string>`coalesce(sum(octet_length(screenshot)), 0)`.as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  return { rows: Number(row.rows), bytes: Number(row.bytes) };
};

let accounts = 0;
/** A member of its own, so each test counts from nothing. */
const newMember = async () => {
  accounts += 1;
  return (await signIn(api.app, `feedback-${accounts}@pageshelf.test`)).authorization;
};

const stored = () =>
  api.container.database.db
    .selectFrom('feedback')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('POST /feedback', () => {
  it('is for signed-in members: a visitor gets 401', async () => {
    const refused = await send({ message: 'Hello' }, null);
    expect(refused.status).toBe(401);
    expect(await api.container.database.db.selectFrom('feedback').select('id').execute()).toEqual([]);
  });

  it('stores a message with its page, without a screenshot', async () => {
    expect(await send({ message: 'Love the flows', page: '/n/flows' })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await stored()).toMatchObject({
      email: 'feedback@pageshelf.test',
      page: '/n/flows',
      message: 'Love the flows',
      screenshot: null,
      screenshot_type: null,
    });
  });

  it('stores a PNG or JPEG screenshot as its bytes', async () => {
    expect((await send({ message: 'This button', screenshot: dataUrl('image/png', png) })).status).toBe(200);
    const withPng = await stored();
    expect(withPng.screenshot_type).toBe('image/png');
    expect(Buffer.from(withPng.screenshot ?? [])).toEqual(png);

    expect((await send({ message: 'This photo', screenshot: dataUrl('image/jpeg', jpeg) })).status).toBe(200);
    const withJpeg = await stored();
    expect(withJpeg.screenshot_type).toBe('image/jpeg');
    expect(Buffer.from(withJpeg.screenshot ?? [])).toEqual(jpeg);
  });

  it('refuses anything that is not the PNG or JPEG it claims, naming the screenshot', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    for (const screenshot of [
      dataUrl('image/gif', gif),
      dataUrl('image/png', gif),
      dataUrl('image/png', jpeg),
      dataUrl('image/jpeg', png),
      dataUrl('image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      'data:image/png;base64,not base64!',
      'https://example.com/screenshot.png',
    ]) {
      const refused = await send({ message: 'Look', screenshot });
      expect(refused.status, screenshot.slice(0, 40)).toBe(400);
      expect(refused.body.code).toBe('validation_failed');
      expect(refused.body.issues.map((issue: { path: string }) => issue.path)).toContain('body.screenshot');
    }
    const last = await stored();
    expect(last.message).toBe('This photo');
  });

  it('takes a screenshot of nearly 2 MB, refuses a larger one with 400, and a too large body with 413', async () => {
    const nearly = await noisePng(800, 870);
    expect(nearly.length).toBeGreaterThan(MAX_SCREENSHOT_BYTES - 16 * 1024);
    expect(nearly.length).toBeLessThanOrEqual(MAX_SCREENSHOT_BYTES);
    expect((await send({ message: 'Big', screenshot: dataUrl('image/png', nearly) })).status).toBe(200);
    expect((await stored()).screenshot?.length).toBe(nearly.length);

    const exactly = Buffer.alloc(MAX_SCREENSHOT_BYTES, 7);
    const over = Buffer.concat([exactly, Buffer.alloc(1)]);
    const tooBig = await send({ message: 'Bigger', screenshot: dataUrl('image/png', over) });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.issues).toEqual([
      { path: 'body.screenshot', message: 'screenshot must be at most 2 MB' },
    ]);

    const huge = Buffer.concat([exactly, Buffer.alloc(MAX_SCREENSHOT_BYTES / 2)]);
    const refused = await send({ message: 'Huge', screenshot: dataUrl('image/png', huge) });
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('payload_too_large');
  });

  it('decodes a screenshot: a signature followed by noise, noise for pixels, a picture with megabytes behind it, a truncated or over-large one are refused', async () => {
    const noise = randomBytes(64 * 1024);
    const real = await noisePng(64, 64);
    const photo = await sharp(await noisePng(300, 200))
      .jpeg()
      .toBuffer();
    // A whole PNG's chunks, its compressed pixels (from byte 100 on) replaced by noise.
    const scrambled = Buffer.concat([real.subarray(0, 100), randomBytes(real.length - 100)]);
    const bomb = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const before = await count();
    for (const [label, type, bytes, message] of [
      [
        'a PNG signature and noise',
        'image/png',
        Buffer.concat([png.subarray(0, 8), noise]),
        /is not a PNG image/,
      ],
      [
        'a JPEG signature and noise',
        'image/jpeg',
        Buffer.concat([jpeg.subarray(0, 3), noise]),
        /is not a JPEG image/,
      ],
      ['a PNG whose pixels are noise', 'image/png', scrambled, /is not a whole PNG image/],
      ['a PNG cut in half', 'image/png', real.subarray(0, real.length >> 1), /is not a whole PNG image/],
      ['a JPEG cut in half', 'image/jpeg', photo.subarray(0, photo.length >> 1), /is not a whole JPEG image/],
      [
        'a tiny PNG with 1 MB behind it',
        'image/png',
        Buffer.concat([png, Buffer.alloc(1024 * 1024, 7)]),
        /holds more bytes than a 4×3 picture needs/,
      ],
      ['30 megapixels', 'image/png', bomb, /is 6000×5000 pixels: at most 25 megapixels/],
    ] as const) {
      const refused = await send({ message: 'Look', screenshot: dataUrl(type, bytes) });
      expect(refused.status, label).toBe(400);
      expect(refused.body.issues, label).toEqual([
        { path: 'body.screenshot', message: expect.stringMatching(message) },
      ]);
    }
    expect(await count()).toEqual(before);
  });

  it('keeps the small body limit on every other call', async () => {
    const response = await api.app.inject({
      method: 'PATCH',
      url: '/me/notifications',
      headers: { authorization: member },
      payload: { weeklyDigest: true, padding: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /feedback: what one account may send and keep (issue 25)', () => {
  it('stores nothing of 30 feedbacks of a PNG signature and 2 MB of noise', async () => {
    const author = await newMember();
    const before = await count();
    const flood = Buffer.concat([png.subarray(0, 8), randomBytes(MAX_SCREENSHOT_BYTES - 8)]);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const refused = await send(
        { message: `Flood ${attempt}`, screenshot: dataUrl('image/png', flood) },
        author,
      );
      expect(refused.status, `attempt ${attempt}`).toBe(400);
      expect(refused.body.issues[0].path).toBe('body.screenshot');
    }
    expect(await count()).toEqual(before);
  });

  it('takes 10 a day from an account and says when the next one may be sent', async () => {
    const author = await newMember();
    for (let sent = 1; sent <= 10; sent += 1) {
      expect((await send({ message: `Note ${sent}` }, author)).status, `feedback ${sent}`).toBe(200);
    }
    api.clock.advance(HOUR_MS);
    const before = await count();
    const response = await api.app.inject({
      method: 'POST',
      url: '/feedback',
      headers: { authorization: author },
      payload: { message: 'The eleventh', screenshot: dataUrl('image/png', png) },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'feedback_limit_reached',
      message: 'You can send 10 feedback messages a day. Send the next one in 23 hours',
    });
    expect(response.headers['retry-after']).toBe(String((DAY_MS - HOUR_MS) / 1000));
    expect(await count()).toEqual(before);
    // Another account is not held back by this one.
    expect((await send({ message: 'Someone else' }, await newMember())).status).toBe(200);
    // A day after the first, the next one goes.
    api.clock.advance(DAY_MS - HOUR_MS);
    expect((await send({ message: 'The next day' }, author)).status).toBe(200);
  });

  it('lets only one of feedbacks sent at once take the tenth place', async () => {
    const author = await newMember();
    for (let sent = 1; sent <= 9; sent += 1) {
      expect((await send({ message: `Note ${sent}` }, author)).status).toBe(200);
    }
    const before = await count();
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, index) => send({ message: `Racing ${index}` }, author)),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    expect((await count()).rows).toBe(before.rows + 1);
  });

  it('keeps 20 MB of screenshots for an account; past that, the message goes without one', async () => {
    const author = await newMember();
    const nearly = await noisePng(800, 870);
    // Ten screenshots of nearly 2 MB on the first day: 20.9 MB of the 20 MiB (21 MB) an account keeps.
    for (let sent = 1; sent <= 10; sent += 1) {
      const answer = await send(
        { message: `Shot ${sent}`, screenshot: dataUrl('image/png', nearly) },
        author,
      );
      expect(answer.status, `screenshot ${sent}`).toBe(200);
    }
    api.clock.advance(DAY_MS);
    const before = await count();
    const refused = await send({ message: 'Shot 11', screenshot: dataUrl('image/png', nearly) }, author);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      code: 'feedback_storage_full',
      message:
        'Your feedback screenshots fill the 20 MB kept for each account: send this message without a screenshot',
    });
    expect(await count()).toEqual(before);
    // The message alone is taken, and a small screenshot still fits.
    expect((await send({ message: 'Shot 11, in words' }, author)).status).toBe(200);
    expect((await send({ message: 'Small', screenshot: dataUrl('image/png', png) }, author)).status).toBe(
      200,
    );
  });
});

describe('GET /library/stats', () => {
  it('counts the library for everyone, and counts again after a minute', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/library/stats' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ screens: 0, apps: 0, flows: 0, components: 0, lockedScreens: 0 });
    expect(first.headers['cache-control']).toBe('public, max-age=60');

    await loadFixtureLibrary(api.container);
    const cached = await api.app.inject({
      method: 'GET',
      url: '/library/stats',
      headers: { authorization: member },
    });
    expect(cached.json().screens).toBe(0);

    api.clock.advance(LIBRARY_STATS_TTL_MS);
    const counted = await api.app.inject({ method: 'GET', url: '/library/stats' });
    expect(counted.json()).toEqual({ screens: 12, apps: 3, flows: 2, components: 3, lockedScreens: 2 });
  });
});
