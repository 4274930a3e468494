/**
 * The product as production runs it, for one test file: the built API and the built BFF as child
 * processes on free loopback ports, on a database of the file's own (a copy of the template library).
 *
 * - The BFF trusts loopback (`TRUSTED_PROXIES=loopback`), so each test client states its own address in
 *   `x-forwarded-for` and is a visitor of its own; rate limits and the sign-in link limits are raised.
 * - `NODE_ENV=development`: sign-in links land in the development outbox (`/api/dev/outbox`).
 * - `withDatabase` reads or changes the database. On PGlite the API holds the directory, so it is
 *   stopped, the directory opened here, and the API started again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, identifier, openPglite, openPostgres, type Sql } from './database.js';
import { testEnv } from './env.js';
import { API_DIR, API_SERVER, BFF_DIR, BFF_SERVER } from './paths.js';
import type { Template } from './template.js';

/** `count` different ports nothing listens on (for a moment): all held at once, then let go. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** One started child and the lines it printed. */
export class Child {
  private process: ChildProcess | null = null;
  private output: string[] = [];

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly cwd: string,
    private readonly env: Record<string, string>,
  ) {}

  start(): ChildProcess {
    const child = spawn(process.execPath, [this.entry], {
      cwd: this.cwd,
      env: { PATH: testEnv.path, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        this.output.push(...lines.filter((line) => line.trim() !== ''));
      });
    }
    this.process = child;
    return child;
  }

  /** Lines printed at pino's level `error` (50) or above since `since` (an index into `lines`). */
  errorLines(since = 0): string[] {
    return this.output.slice(since).filter((line) => {
      try {
        const level = (JSON.parse(line) as { level?: unknown }).level;
        return typeof level === 'number' && level >= 50;
      } catch {
        return /error/i.test(line);
      }
    });
  }

  /** The process id while started (for its memory and descriptors, read from /proc). */
  get pid(): number | undefined {
    return this.process?.pid;
  }

  get lines(): number {
    return this.output.length;
  }

  tail(count = 40): string {
    return this.output.slice(-count).join('\n');
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

export interface Product {
  /** The BFF, where every test client goes: `http://127.0.0.1:<port>`. */
  readonly bffUrl: string;
  /** The API, read directly only for its OpenAPI document. */
  readonly apiUrl: string;
  readonly api: Child;
  readonly bff: Child;
  /**
   * Runs `work` on the database. On PGlite the API is stopped first and started again after, unless
   * `restart` is false (for a last look, when the API is needed no more).
   */
  withDatabase<T>(work: (sql: Sql) => Promise<T>, options?: { restart?: boolean }): Promise<T>;
  close(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;

/** Starts the product on a fresh copy of the template. */
export async function startProduct(template: Template): Promise<Product> {
  const workDir = await mkdtemp(join(tmpdir(), 'pageshelf-system-'));
  const [apiPort, bffPort] = await freePorts(2);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const bffUrl = `http://127.0.0.1:${bffPort}`;

  let database: { env: Record<string, string>; open: () => Promise<Sql>; drop: () => Promise<void> };
  if (template.kind === 'pglite') {
    const dataDir = join(workDir, 'pglite');
    await cp(template.dataDir, dataDir, { recursive: true });
    database = { env: { PGLITE_DATA_DIR: dataDir }, open: () => openPglite(dataDir), drop: async () => {} };
  } else {
    const name = `pageshelf_system_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = databaseUrl(template.serverUrl, name);
    const admin = await openPostgres(template.serverUrl);
    try {
      // Two files may copy the template at once; PostgreSQL refuses a template that is being copied.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`CREATE DATABASE ${identifier(name)} TEMPLATE ${identifier(template.database)}`);
          break;
        } catch (error) {
          if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 500));
        }
      }
    } finally {
      await admin.close();
    }
    database = {
      env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' },
      open: () => openPostgres(url),
      drop: async () => {
        const server = await openPostgres(template.serverUrl);
        await server.query(`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);
        await server.close();
      },
    };
  }

  const api = new Child('api', API_SERVER, API_DIR, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    MEDIA_DIR: template.mediaDir,
    SEED_DEMO: 'true',
    TRUSTED_PROXIES: 'loopback',
    MAGIC_LINKS_PER_ADDRESS: '100000',
    PUBLIC_APP_URL: bffUrl,
    ...database.env,
  });
  const bff = new Child('bff', BFF_SERVER, BFF_DIR, {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    BFF_HOST: '127.0.0.1',
    BFF_PORT: String(bffPort),
    API_URL: apiUrl,
    PUBLIC_APP_URL: bffUrl,
    // No SPA build is needed: the BFF answers /api and /media without one.
    WEB_DIST_DIR: join(workDir, 'no-web-build'),
    TRUSTED_PROXIES: 'loopback',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_MAGIC_LINK_MAX: '100000',
  });

  const startApi = async () => {
    const child = api.start();
    try {
      await waitFor(`${apiUrl}/health`, child, START_TIMEOUT_MS);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${api.tail()}`);
    }
  };

  const close = async () => {
    await bff.stop();
    await api.stop();
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await startApi();
    const child = bff.start();
    await waitFor(`${bffUrl}/api/headers`, child, START_TIMEOUT_MS).catch((error: unknown) => {
      throw new Error(`${(error as Error).message}\n${bff.tail()}`);
    });
  } catch (error) {
    await close();
    throw error;
  }

  return {
    bffUrl,
    apiUrl,
    api,
    bff,
    async withDatabase(work, options = {}) {
      const restart = options.restart ?? true;
      if (template.kind === 'postgres') {
        const sql = await database.open();
        try {
          return await work(sql);
        } finally {
          await sql.close();
        }
      }
      await api.stop();
      const sql = await database.open();
      try {
        return await work(sql);
      } finally {
        await sql.close();
        if (restart) await startApi();
      }
    },
    close,
  };
}
