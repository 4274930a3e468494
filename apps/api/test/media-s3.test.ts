import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.js';
import { createMediaStore } from '../src/media/create-media-store.js';
import { S3MediaStore } from '../src/media/s3-media-store.js';
import { fixtureUuid, loadFixtureLibrary } from './support/fixture-library.js';
import { mediaAddress } from './support/media.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// A real S3-compatible server in this process (s3rver keeps objects in a temporary directory): the store
// speaks the S3 protocol through @aws-sdk/client-s3 exactly as it does to AWS or MinIO.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const BUCKET = 'pageshelf-media-test';
const PREFIX = 'library/';

let directory: string;
let server: S3rver;
let endpoint: string;
let store: S3MediaStore;
let api: TestApi;
let pro: string;
let free: string;

const s3Env = (overrides: Record<string, string> = {}) => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
  S3_PREFIX: PREFIX,
  ...overrides,
});

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const bytesOf = (key: string, variant: string) => Buffer.from(`RIFF-webp:${key}:${variant}`);

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'pageshelf-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const address: AddressInfo = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  // The same path as start-up: config from the environment, then the factory (which creates the bucket).
  const created = await createMediaStore(loadConfig(s3Env()), '/nonexistent-media');
  if (!(created instanceof S3MediaStore)) throw new Error('expected an S3 media store');
  store = created;
  for (const key of ['fixtures/screen-5', 'fixtures/screen-1', 'fixtures/component-3']) {
    for (const variant of ['thumb', 'full', 'preview'] as const)
      await store.put(key, variant, bytesOf(key, variant));
  }
  api = await startTestApi({ mediaStore: store });
  await loadFixtureLibrary(api.container);
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
});

afterAll(async () => {
  await api?.close();
  store?.close();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('S3MediaStore against an S3-compatible server', () => {
  it('round-trips put, has and get', async () => {
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    expect(await store.has('roundtrip/a1', 'full')).toBe(false);
    expect(await store.get('roundtrip/a1', 'full')).toBeNull();
    await store.put('roundtrip/a1', 'full', data);
    expect(await store.has('roundtrip/a1', 'full')).toBe(true);
    expect(await store.has('roundtrip/a1', 'thumb')).toBe(false);
    const media = await store.get('roundtrip/a1', 'full');
    expect(media?.size).toBe(data.length);
    expect(await readAll(media?.body as Readable)).toEqual(data);
  });

  it('writes objects under {prefix}{key}/{variant}.webp as immutable image/webp', async () => {
    await store.put('roundtrip/b2', 'preview', Buffer.from('preview bytes'));
    const head = await store.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: 'library/roundtrip/b2/preview.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(13);
    const thumb = await store.client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: 'library/fixtures/screen-5/thumb.webp' }),
    );
    expect(thumb.CacheControl).toBe('private, max-age=31536000, immutable');
    expect(await thumb.Body?.transformToString()).toBe('RIFF-webp:fixtures/screen-5:thumb');
  });

  it('keeps an original under {prefix}{key}/original with the content type it was given, privately', async () => {
    await store.put('roundtrip/c3', 'original', Buffer.from('png bytes'), 'image/png');
    const head = await store.client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: 'library/roundtrip/c3/original' }),
    );
    expect(head.ContentType).toBe('image/png');
    expect(head.CacheControl).toBe('private, max-age=31536000, immutable');
    expect(await store.has('roundtrip/c3', 'original')).toBe(true);
  });

  it('overwrites an object put again', async () => {
    await store.put('roundtrip/c3', 'thumb', Buffer.from('first'));
    await store.put('roundtrip/c3', 'thumb', Buffer.from('second version'));
    const media = await store.get('roundtrip/c3', 'thumb');
    expect(media?.size).toBe(14);
    expect((await readAll(media?.body as Readable)).toString()).toBe('second version');
  });

  it('refuses keys that would leave the prefix', async () => {
    await expect(store.put('../outside', 'thumb', Buffer.from('x'))).rejects.toThrow('Invalid media key');
    await expect(store.get('a//b', 'thumb')).rejects.toThrow('Invalid media key');
  });
});

describe('GET /media/* backed by S3', () => {
  /** Asks for the picture `path` at the address the API makes for this caller (see `mediaAddress`). */
  const get = async (path: string, authorization?: string) =>
    api.app.inject({
      method: 'GET',
      url: await mediaAddress(api, path.replace(/^\/media\//, ''), authorization),
      headers: authorization ? { authorization } : {},
    });

  it('serves an open screen’s thumb from the bucket with its headers', async () => {
    const response = await get('/media/fixtures/screen-1/thumb.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe(String(bytesOf('fixtures/screen-1', 'thumb').length));
    expect(response.rawPayload).toEqual(bytesOf('fixtures/screen-1', 'thumb'));
  });

  it('keeps a restricted screen’s thumb and full image for pro users', async () => {
    const [screen] = await api.container.database.db
      .selectFrom('screens')
      .select(['is_restricted', 'image_key'])
      .where('uuid', '=', fixtureUuid('screen', 5))
      .execute();
    expect(screen).toEqual({ is_restricted: true, image_key: 'fixtures/screen-5' });
    for (const variant of ['thumb', 'full']) {
      const url = `/media/fixtures/screen-5/${variant}.webp`;
      expect((await get(url)).statusCode).toBe(403);
      const forFree = await get(url, free);
      expect(forFree.statusCode).toBe(403);
      expect(forFree.json()).toMatchObject({ code: 'premium_required' });
      const forPro = await get(url, pro);
      expect(forPro.statusCode).toBe(200);
      expect(forPro.headers['content-type']).toBe('image/webp');
      expect(forPro.rawPayload).toEqual(bytesOf('fixtures/screen-5', variant));
    }
    // A component cut from the restricted screen is restricted too.
    expect((await get('/media/fixtures/component-3/thumb.webp', free)).statusCode).toBe(403);
    expect((await get('/media/fixtures/component-3/thumb.webp', pro)).statusCode).toBe(200);
  });

  it('gives anyone the blurred preview of a restricted screen, publicly cacheable', async () => {
    const response = await get('/media/fixtures/screen-5/preview.webp', free);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload).toEqual(bytesOf('fixtures/screen-5', 'preview'));
  });

  it('answers 404 for an object that is not in the bucket', async () => {
    expect((await get('/media/fixtures/screen-9/thumb.webp')).statusCode).toBe(404);
    const missing = await api.app.inject({ method: 'GET', url: '/media/fixtures/screen-1/missing.webp' });
    expect(missing.statusCode).toBe(404);
    const outside = await api.app.inject({
      method: 'GET',
      url: '/media/fixtures/../../etc/passwd/full.webp',
    });
    expect(outside.statusCode).toBe(404);
    // Restricted but missing: the entitlement comes first, then the lookup.
    await api.container.database.db
      .updateTable('screens')
      .set({ image_key: 'fixtures/screen-5-gone' })
      .where('uuid', '=', fixtureUuid('screen', 10))
      .execute();
    expect((await get('/media/fixtures/screen-5-gone/full.webp', free)).statusCode).toBe(403);
    expect((await get('/media/fixtures/screen-5-gone/full.webp', pro)).statusCode).toBe(404);
  });
});

describe('start-up check of the bucket', () => {
  it('creates a missing bucket on a custom endpoint and uses it', async () => {
    const other = await createMediaStore(loadConfig(s3Env({ S3_BUCKET: 'pageshelf-created' })), '/unused');
    try {
      expect(other).toBeInstanceOf(S3MediaStore);
      await other.put('x/y', 'thumb', Buffer.from('created'));
      expect(await other.has('x/y', 'thumb')).toBe(true);
      // The second start finds the bucket there.
      const again = await createMediaStore(loadConfig(s3Env({ S3_BUCKET: 'pageshelf-created' })), '/unused');
      expect(await again.has('x/y', 'thumb')).toBe(true);
      (again as S3MediaStore).close();
    } finally {
      (other as S3MediaStore).close();
    }
  });

  it('does not create a bucket without a custom endpoint', async () => {
    const direct = new S3MediaStore({
      bucket: 'pageshelf-absent',
      region: 'us-east-1',
      endpoint,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    try {
      await expect(direct.ensureBucket({ create: false })).rejects.toThrow(
        `S3 bucket "pageshelf-absent" at ${endpoint} does not exist`,
      );
    } finally {
      direct.close();
    }
  });

  it('stops with a clear message when the credentials are refused', async () => {
    // s3rver refuses an unknown access key (it does not verify the SDK's signatures with a wrong secret).
    await expect(
      createMediaStore(loadConfig(s3Env({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' })), '/unused'),
    ).rejects.toThrow(
      /^Media storage: S3 bucket "pageshelf-media-test" at .* is not reachable: access denied/,
    );
  });

  it('stops with a clear message when nothing answers at the endpoint', async () => {
    const closed = `http://127.0.0.1:${await unusedPort()}`;
    await expect(createMediaStore(loadConfig(s3Env({ S3_ENDPOINT: closed })), '/unused')).rejects.toThrow(
      new RegExp(
        `^Media storage: S3 bucket "pageshelf-media-test" at ${closed} is not reachable: .*ECONNREFUSED`,
      ),
    );
  });

  it('keeps media local when no bucket is configured', async () => {
    const local = await createMediaStore(loadConfig({}), '/nonexistent-media');
    expect(local).not.toBeInstanceOf(S3MediaStore);
    expect(await local.get('fixtures/screen-1', 'thumb')).toBeNull();
  });
});

async function unusedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}
