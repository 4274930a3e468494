/**
 * Issue 25: the API survives its own infrastructure. The built API runs as a child process on a
 * PostgreSQL server of this file's own (so the server can be stopped and its connections ended without
 * touching the one other tests share), and on PGlite:
 *
 * - PostgreSQL ends every connection again and again under load: the API stays up, and every answer is
 *   200 or 503 with Retry-After;
 * - PostgreSQL stops and starts again under load (a restart, a fail-over): while it is down every
 *   request is answered 503 with Retry-After, and within 5 s of its return the API serves again by
 *   itself;
 * - the API is killed with kill -9 in the middle of writes: every write it acknowledged is there after
 *   it starts again (PostgreSQL and PGlite).
 *
 * (The BFF's Redis stopped and frozen: apps/bff/test.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from './support/client.js';
import { API_DIR, API_SERVER } from './support/paths.js';
import { PostgresServer, postgresBinaries } from './support/postgres-server.js';
import { Child, freePorts, waitFor } from './support/processes.js';
import { apiEnvironment } from './support/product.js';

const bin = await postgresBinaries();
const START_TIMEOUT_MS = 90_000;

/** An API process on `database` (its environment), with the calls these tests make of it. */
class Api {
  readonly child: Child;
  readonly url: string;

  constructor(port: number, mediaDir: string, database: Record<string, string>) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = new Child(
      'api',
      API_SERVER,
      API_DIR,
      apiEnvironment({ port, publicUrl: 'http://127.0.0.1:3000', mediaDir, database }),
    );
  }

  async start(): Promise<void> {
    const process = this.child.start();
    await waitFor(`${this.url}/health`, process, START_TIMEOUT_MS).catch((error: unknown) => {
      throw new Error(`${(error as Error).message}\n${this.child.tail()}`);
    });
  }

  call(method: string, path: string, init: { token?: string; json?: unknown } = {}) {
    return send(this.url, {
      method,
      path,
      headers: {
        accept: 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
  }

  /** Signs a demo account in straight at the API: the session token the BFF would keep. */
  async signIn(email: string): Promise<string> {
    const asked = await this.call('POST', '/auth/magic-link', { json: { email } });
    if (asked.status !== 200) throw new Error(`magic link: ${asked.status} ${asked.text}`);
    const outbox = await this.call('GET', `/dev/outbox?email=${encodeURIComponent(email)}`);
    const link = (outbox.json as { messages: { link: string }[] }).messages[0]?.link ?? '';
    const verified = await this.call('POST', '/auth/verify', { json: { token: link.split('/magic/')[1] } });
    const token = (verified.json as { token?: string }).token;
    if (!token) throw new Error(`verify: ${verified.status} ${verified.text}`);
    return token;
  }
}

/**
 * Reads from `api` with `concurrency` loops until `stop()`: calls that count no view (the health check
 * reads the database, the category list, the start-up data). Gives every status seen, and the answers
 * that were not 200.
 */
function readLoad(api: Api, concurrency = 6) {
  const statuses: number[] = [];
  const failures: { status: number; retryAfter: string | undefined; code: unknown; error?: string }[] = [];
  let running = true;
  const paths = ['/health', '/categories/pattern', '/init'];
  const loops = Array.from({ length: concurrency }, async (_, loop) => {
    for (let n = loop; running; n += 1) {
      try {
        const answer = await api.call('GET', paths[n % paths.length] as string);
        statuses.push(answer.status);
        if (answer.status !== 200) {
          failures.push({
            status: answer.status,
            retryAfter: answer.headers['retry-after'] as string | undefined,
            code: (answer.json as { code?: unknown } | undefined)?.code,
          });
        }
      } catch (error) {
        statuses.push(0);
        failures.push({ status: 0, retryAfter: undefined, code: null, error: (error as Error).message });
      }
    }
  });
  return {
    statuses,
    failures,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For the describe block it is called in: a PostgreSQL server of its own (`bin`'s) with an empty
 * database, and an API on it, started before the block's tests and removed after them.
 */
function apiOnOwnPostgres(): { readonly server: PostgresServer; readonly api: Api } {
  const own = {} as { server: PostgresServer; api: Api; mediaDir: string };
  beforeAll(async () => {
    own.server = await PostgresServer.start(bin as string);
    const url = await own.server.createDatabase('pageshelf');
    own.mediaDir = await mkdtemp(join(tmpdir(), 'pageshelf-faults-media-'));
    const [port = 0] = await freePorts(1);
    own.api = new Api(port, own.mediaDir, { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' });
    await own.api.start();
  });
  afterAll(async () => {
    await own.api?.child.stop();
    await own.server?.destroy();
    if (own.mediaDir) await rm(own.mediaDir, { recursive: true, force: true });
  });
  return own;
}

describe.skipIf(bin === null)('PostgreSQL out of reach', () => {
  const own = apiOnOwnPostgres();

  it('stays up while PostgreSQL ends its connections again and again under load: 200 or 503 with Retry-After', async () => {
    const load = readLoad(own.api);
    let ended = 0;
    for (let round = 0; round < 6; round += 1) {
      await sleep(250);
      ended += await own.server.terminateConnections('pageshelf-api');
    }
    await sleep(250);
    await load.stop();
    expect(ended).toBeGreaterThan(0);
    expect(own.api.child.running, own.api.child.tail(60)).toBe(true);
    expect(load.statuses.length).toBeGreaterThan(50);
    expect(load.failures.filter((failure) => failure.status !== 503)).toEqual([]);
    for (const failure of load.failures) {
      expect(failure).toMatchObject({ retryAfter: '2', code: 'service_unavailable' });
    }
    expect((await own.api.call('GET', '/health')).status).toBe(200);
    console.info(
      `connections ended: ${ended}; answers: ${load.statuses.length}, 503: ${load.failures.length}`,
    );
  });

  it('answers 503 with Retry-After while PostgreSQL is down, and serves again within 5 s of its return', async () => {
    const load = readLoad(own.api);
    await sleep(300);
    await own.server.stop();
    const downFrom = load.statuses.length;
    await sleep(1500);
    const whileDown = load.statuses.slice(downFrom);
    await own.server.resume();
    const back = Date.now();
    let recoveredAfter: number | null = null;
    while (Date.now() - back < 15_000) {
      const answer = await own.api.call('GET', '/health').catch(() => null);
      if (answer?.status === 200) {
        recoveredAfter = Date.now() - back;
        break;
      }
      await sleep(50);
    }
    await sleep(300);
    await load.stop();
    expect(own.api.child.running, own.api.child.tail(60)).toBe(true);
    // Down: every answer a 503 (an answer under way as the server stopped may still have been served).
    expect(whileDown.length).toBeGreaterThan(20);
    expect(whileDown.filter((status) => status === 503).length).toBeGreaterThan(whileDown.length * 0.9);
    expect(load.failures.filter((failure) => failure.status !== 503)).toEqual([]);
    for (const failure of load.failures) {
      expect(failure).toMatchObject({ retryAfter: '2', code: 'service_unavailable' });
    }
    expect(recoveredAfter).not.toBeNull();
    expect(recoveredAfter as number).toBeLessThanOrEqual(5_000);
    console.info(
      `while down: ${whileDown.length} answers, ${whileDown.filter((status) => status === 503).length} × 503; serving again ${recoveredAfter} ms after PostgreSQL was back`,
    );
  });
});

/**
 * Writes collections as a Pro member from `writers` loops until the API dies; gives the names of those
 * the API acknowledged (201).
 */
async function writeUntilKilled(api: Api, token: string, writers = 4) {
  const acknowledged: string[] = [];
  let failed = 0;
  let alive = true;
  const loops = Array.from({ length: writers }, async (_, writer) => {
    for (let n = 0; alive; n += 1) {
      const name = `w${writer}-${n}`;
      const answer = await api.call('POST', '/collections', { token, json: { name } }).catch(() => null);
      if (answer?.status === 201) acknowledged.push(name);
      else {
        failed += 1;
        if (answer === null) return;
      }
    }
  });
  return {
    acknowledged,
    get failed() {
      return failed;
    },
    async end() {
      alive = false;
      await Promise.all(loops);
    },
  };
}

async function killDuringWrites(api: Api): Promise<{ acknowledged: number; found: number; lost: string[] }> {
  const token = await api.signIn('pro@pageshelf.dev');
  const writes = await writeUntilKilled(api, token);
  while (writes.acknowledged.length < 40) await sleep(20);
  await api.child.kill('SIGKILL');
  await writes.end();
  const acknowledged = [...writes.acknowledged];
  await api.start();
  const fresh = await api.signIn('pro@pageshelf.dev');
  const list = await api.call('GET', '/collections', { token: fresh });
  expect(list.status).toBe(200);
  const names = new Set((list.json as { items: { name: string }[] }).items.map((item) => item.name));
  return {
    acknowledged: acknowledged.length,
    found: names.size,
    lost: acknowledged.filter((name) => !names.has(name)),
  };
}

describe.skipIf(bin === null)('kill -9 during writes, on PostgreSQL', () => {
  const own = apiOnOwnPostgres();

  it('loses no write it acknowledged', async () => {
    const result = await killDuringWrites(own.api);
    console.info(
      `PostgreSQL: ${result.acknowledged} writes acknowledged before kill -9, ${result.lost.length} lost`,
    );
    expect(result.acknowledged).toBeGreaterThanOrEqual(40);
    expect(result.lost).toEqual([]);
  });
});

describe('kill -9 during writes, on PGlite', () => {
  let api: Api;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'pageshelf-faults-pglite-'));
    const [port = 0] = await freePorts(1);
    api = new Api(port, join(workDir, 'media'), { PGLITE_DATA_DIR: join(workDir, 'pglite') });
    await api.start();
  });
  afterAll(async () => {
    await api?.child.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('loses no write it acknowledged, and starts again on the same directory', async () => {
    const result = await killDuringWrites(api);
    console.info(
      `PGlite: ${result.acknowledged} writes acknowledged before kill -9, ${result.lost.length} lost`,
    );
    expect(result.acknowledged).toBeGreaterThanOrEqual(40);
    expect(result.lost).toEqual([]);
  });
});
