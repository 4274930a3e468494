import { MAX_SCREENSHOT_BYTES } from '@pageshelf/contracts/feedback';
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

  it('takes a screenshot of 2 MB, refuses a larger one with 400, and a too large body with 413', async () => {
    const exactly = Buffer.alloc(MAX_SCREENSHOT_BYTES, 7);
    png.copy(exactly);
    expect((await send({ message: 'Big', screenshot: dataUrl('image/png', exactly) })).status).toBe(200);
    expect((await stored()).screenshot?.length).toBe(MAX_SCREENSHOT_BYTES);

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
