/**
 * Issue 25, "more than one process": two API processes and two BFF processes on one PostgreSQL and one
 * Redis, with Debian's nginx in front of the BFFs and between the BFFs and the APIs (as
 * docker-compose.yml runs them), behave as one:
 *
 * - a visitor's views and a free member's searches are counted exactly when parallel requests land on
 *   both instances;
 * - the sign-in link limit is one limit across the BFFs (Redis);
 * - one device per account, and a session good on any instance;
 * - a screen written by the library's importer is found by search by picture on an API instance that
 *   had already loaded its picture index, within 30 s;
 * - one API instance killed with kill -9 under a read load: no request fails (nginx tries the other).
 *
 * Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL), as `.ci/run` gives them; skipped with
 * a message otherwise. nginx is installed with apt-get when missing.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, Client, freshAddress, send, signIn } from './support/client.js';
import { testEnv } from './support/env.js';
import { Nginx } from './support/nginx.js';
import { API_CLI, API_DIR, API_SERVER, BFF_DIR, BFF_SERVER } from './support/paths.js';
import { Child, freePorts, waitFor } from './support/processes.js';
import { apiEnvironment, bffEnvironment, databaseOf, type TestDatabase } from './support/product.js';

const template = inject('template');
const ready = template.kind === 'postgres' && testEnv.redisUrl !== null;
if (!ready) {
  console.info('two-instance test skipped: it needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL');
}

/** The sign-in links one address may ask for, across both BFFs, in this test. */
const MAGIC_LINK_MAX = 6;
const START_TIMEOUT_MS = 90_000;

let workDir: string;
let database: TestDatabase;
let nginx: Nginx;
const apis: { child: Child; url: string }[] = [];
const bffs: { child: Child; url: string }[] = [];
/** The front door: nginx in front of both BFFs. */
let front: string;

async function startChild(child: Child, health: string): Promise<void> {
  const process = child.start();
  await waitFor(health, process, START_TIMEOUT_MS).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}\n${child.tail()}`);
  });
}

/** A call straight to one API instance, as the BFF makes it (a session token as the bearer). */
function callApi(
  url: string,
  method: string,
  path: string,
  init: { token?: string; json?: unknown; body?: Buffer; type?: string } = {},
): Promise<Answer> {
  const body = init.json === undefined ? init.body : Buffer.from(JSON.stringify(init.json));
  return send(url, {
    method,
    path,
    headers: {
      accept: 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.type ? { 'content-type': init.type } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
}

/** Signs a demo account in at an API instance: the session token the BFF would seal in its cookie. */
async function apiSession(url: string, email: string): Promise<string> {
  await callApi(url, 'POST', '/auth/magic-link', { json: { email } });
  const outbox = await callApi(url, 'GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
  const link = (outbox.json as { messages: { link: string }[] }).messages[0]?.link ?? '';
  const verified = await callApi(url, 'POST', '/auth/verify', { json: { token: link.split('/magic/')[1] } });
  const token = (verified.json as { token?: string }).token;
  if (!token) throw new Error(`verify ${email}: ${verified.status} ${verified.text}`);
  return token;
}

/** A multipart body with one picture in the field `image`. */
function pictureForm(png: Buffer): { body: Buffer; type: string } {
  const boundary = `----pageshelf${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A phone screenshot no demo screen looks or reads like. */
function distinctScreenshot(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
    <rect width="390" height="844" fill="#0b3d2e"/>
    <rect x="0" y="0" width="390" height="120" fill="#f2c14e"/>
    <circle cx="195" cy="330" r="110" fill="#f78154"/>
    <rect x="30" y="520" width="330" height="56" rx="28" fill="#4d9078"/>
    <text x="40" y="80" font-family="sans-serif" font-size="40" font-weight="bold" fill="#0b3d2e">Zephyr quokka</text>
    <text x="40" y="640" font-family="sans-serif" font-size="30" fill="#f2c14e">Lantern marmalade</text>
    <text x="40" y="700" font-family="sans-serif" font-size="30" fill="#f2c14e">Kettle drum</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Runs the API's importer on a folder, with instance 1's configuration. */
function importFolder(folder: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [API_CLI, 'library', 'import', folder, '--no-ocr'], {
      cwd: API_DIR,
      env: { PATH: testEnv.path, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`import: ${code}\n${errors}`))));
  });
}

describe.skipIf(!ready)('two API and two BFF processes behind nginx, on one PostgreSQL and one Redis', () => {
  let apiEnvs: Record<string, string>[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'pageshelf-two-'));
    database = await databaseOf(template, workDir);
    // The media every instance reads (S3 in production): a copy, since the importer writes to it.
    const mediaDir = join(workDir, 'media');
    await cp(template.mediaDir, mediaDir, { recursive: true });
    const [api1 = 0, api2 = 0, bff1 = 0, bff2 = 0, frontPort = 0, backPort = 0] = await freePorts(6);
    front = `http://127.0.0.1:${frontPort}`;
    const back = `http://127.0.0.1:${backPort}`;
    const sessionKeys = `${randomBytes(24).toString('base64url')},${randomBytes(24).toString('base64url')}`;
    const redisPrefix = `pageshelf:two-instances:${randomBytes(4).toString('hex')}:`;

    apiEnvs = [api1, api2].map((port) =>
      apiEnvironment({
        port,
        publicUrl: front,
        mediaDir,
        database: { ...database.env, DATABASE_POOL_SIZE: '6' },
      }),
    );
    for (const [index, port] of [api1, api2].entries()) {
      const child = new Child(`api${index + 1}`, API_SERVER, API_DIR, apiEnvs[index] ?? {});
      apis.push({ child, url: `http://127.0.0.1:${port}` });
    }
    // Start one, then the other: the first migrates and seeds, the second finds it done.
    for (const api of apis) await startChild(api.child, `${api.url}/health`);
    for (const [index, port] of [bff1, bff2].entries()) {
      const child = new Child(
        `bff${index + 1}`,
        BFF_SERVER,
        BFF_DIR,
        bffEnvironment({
          port,
          apiUrl: back,
          publicUrl: front,
          workDir,
          extra: {
            REDIS_URL: testEnv.redisUrl ?? '',
            RATE_LIMIT_REDIS_PREFIX: redisPrefix,
            RATE_LIMIT_MAGIC_LINK_MAX: String(MAGIC_LINK_MAX),
            SESSION_KEYS: sessionKeys,
          },
        }),
      );
      bffs.push({ child, url: `http://127.0.0.1:${port}` });
      await startChild(child, `http://127.0.0.1:${port}/api/headers`);
    }
    // Last, so that nginx never finds an instance not yet started (it would leave it out for 2 s).
    nginx = await Nginx.start([
      { port: frontPort, upstreams: [bff1, bff2] },
      { port: backPort, upstreams: [api1, api2], underscores: true },
    ]);
  }, 240_000);

  afterAll(async () => {
    for (const bff of bffs) await bff.child.stop();
    await nginx?.stop();
    for (const api of apis) await api.child.stop();
    await database?.drop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('counts a visitor’s views exactly when parallel requests land on both instances', async () => {
    const sql = await database.open();
    const screens = await sql.query<{ uuid: string }>('SELECT uuid FROM screens ORDER BY id LIMIT 30');
    await sql.close();
    expect(screens).toHaveLength(30);
    const visitor = new Client(front, { address: freshAddress() });
    const answers = await Promise.all(screens.map(({ uuid }) => visitor.get(`/api/screens/${uuid}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(24);
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    const state = await visitor.get('/api/me/activity?action=sync_visit_count');
    expect(state.json).toMatchObject({ visit_limit: 24, exceeded: true });
  });

  it('spends a free member’s searches exactly when parallel searches land on both instances', async () => {
    const member = new Client(front, {
      address: freshAddress(),
      cookies: { ps_session: await signIn(front, `two-instances-${Date.now()}@example.com`) },
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => member.get(`/api/screens?term=word${n}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const state = await member.get('/api/me/activity?action=sync_visit_count');
    expect(state.json).toMatchObject({ search: { count: 8, limit: 8, blocked: true } });
  });

  it('keeps one limit of sign-in links across both BFFs (Redis)', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let n = 0; n < MAGIC_LINK_MAX + 4; n += 1) {
      const bff = bffs[n % 2] as { url: string };
      const browser = new Client(bff.url, { address });
      const asked = await browser.call('POST', '/api/_auth/magic-link', {
        json: { email: `limit-${n}@example.com` },
      });
      statuses.push(asked.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAGIC_LINK_MAX);
    expect(statuses.slice(MAGIC_LINK_MAX)).toEqual([429, 429, 429, 429]);
  });

  it('keeps one device per account, and a session good on any instance', async () => {
    const [one, two] = bffs.map((bff) => bff.url) as [string, string];
    const email = `one-device-${Date.now()}@example.com`;
    const first = await signIn(one, email);
    const second = await signIn(two, email);
    for (const bff of [one, two]) {
      const replaced = new Client(bff, { address: freshAddress(), cookies: { ps_session: first } });
      expect((await replaced.get('/api/me')).status, bff).toBe(490);
      const current = new Client(bff, { address: freshAddress(), cookies: { ps_session: second } });
      const session = await current.get('/api/_auth/session');
      expect(session.json, bff).toMatchObject({ authenticated: true, user: { email } });
      expect((await current.get('/api/me')).status, bff).toBe(200);
    }
  });

  it('finds a screen the importer wrote, by search by picture, on an instance that had loaded its index, within 30 s', async () => {
    const [one, two] = apis.map((api) => api.url) as [string, string];
    const token = await apiSession(one, 'pro@pageshelf.dev');
    const picture = await distinctScreenshot();
    // Both instances have searched by picture: their indexes are in memory.
    for (const api of [one, two]) {
      const before = await callApi(api, 'POST', '/search/image?limit=5', { token, ...pictureForm(picture) });
      expect(before.status, api).toBe(200);
    }
    const folder = join(workDir, 'import');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'zephyr.png'), picture);
    await writeFile(
      join(folder, 'manifest.json'),
      JSON.stringify({
        apps: [
          {
            title: 'Zephyr Two',
            slug: 'zephyr-two-instances',
            platform: 'ios',
            screens: [{ file: 'zephyr.png', text: 'Zephyr quokka Lantern marmalade Kettle drum' }],
          },
        ],
      }),
    );
    const written = Date.now();
    await importFolder(folder, apiEnvs[0] ?? {});
    let foundAfter: number | null = null;
    while (Date.now() - written < 30_000) {
      const answer = await callApi(two, 'POST', '/search/image?limit=3', { token, ...pictureForm(picture) });
      expect(answer.status).toBe(200);
      const first = (answer.json as { screens: { items: { app: { slug: string } }[] } }).screens.items[0];
      if (first?.app.slug === 'zephyr-two-instances') {
        foundAfter = Date.now() - written;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.info(
      `the imported screen was found on the other instance ${foundAfter} ms after the import began`,
    );
    expect(foundAfter).not.toBeNull();
    expect(foundAfter as number).toBeLessThanOrEqual(30_000);
  });

  it('loses no request of a read load when one API instance is killed with kill -9', async () => {
    const reader = new Client(front, {
      address: freshAddress(),
      cookies: { ps_session: await signIn(front, 'pro@pageshelf.dev') },
    });
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    const paths = ['/api/screens?limit=12', '/api/flows?limit=6', '/api/categories/pattern', '/api/apps'];
    const loops = Array.from({ length: 8 }, async (_, loop) => {
      for (let n = loop; running; n += 1) {
        const answer = await reader.get(paths[n % paths.length] as string).catch((error: Error) => error);
        if (answer instanceof Error) {
          statuses.push(0);
          failures.push(answer.message);
        } else {
          statuses.push(answer.status);
          if (answer.status !== 200) failures.push(`${answer.status} ${answer.text.slice(0, 200)}`);
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = statuses.length;
    await (apis[0] as { child: Child }).child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    running = false;
    await Promise.all(loops);
    console.info(
      `read load: ${statuses.length} requests (${statuses.length - before} after the kill), ${failures.length} failed`,
    );
    expect(statuses.length - before).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
