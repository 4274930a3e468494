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
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, identifier, openPglite, openPostgres, type Sql } from './database.js';
import { API_DIR, API_SERVER, BFF_DIR, BFF_SERVER } from './paths.js';
import { Child, freePorts, waitFor } from './processes.js';

export { Child } from './processes.js';

import type { Template } from './template.js';

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

/**
 * The environment of a built API as the system tests run it: development mode (sign-in links in the
 * outbox), the demo accounts, loopback trusted, sign-in link limits raised.
 */
export function apiEnvironment(options: {
  port: number;
  publicUrl: string;
  mediaDir: string;
  database: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    API_HOST: '127.0.0.1',
    API_PORT: String(options.port),
    MEDIA_DIR: options.mediaDir,
    SEED_DEMO: 'true',
    TRUSTED_PROXIES: 'loopback',
    MAGIC_LINKS_PER_ADDRESS: '100000',
    PUBLIC_APP_URL: options.publicUrl,
    ...options.database,
  };
}

/**
 * The environment of a built BFF as the system tests run it: loopback trusted (each test client states
 * its address in `x-forwarded-for`), rate limits raised, no SPA build needed (`/api` and `/media` only).
 */
export function bffEnvironment(options: {
  port: number;
  apiUrl: string;
  publicUrl: string;
  workDir: string;
  extra?: Record<string, string>;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    BFF_HOST: '127.0.0.1',
    BFF_PORT: String(options.port),
    API_URL: options.apiUrl,
    PUBLIC_APP_URL: options.publicUrl,
    WEB_DIST_DIR: join(options.workDir, 'no-web-build'),
    TRUSTED_PROXIES: 'loopback',
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_MAGIC_LINK_MAX: '100000',
    ...options.extra,
  };
}

/** A test file's database: the environment that points the API at it, a way in, and its removal. */
export interface TestDatabase {
  readonly env: Record<string, string>;
  open(): Promise<Sql>;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the template for one test file: a PGlite data directory under `workDir`, or a
 * PostgreSQL database made from the template database (dropped by `drop`).
 */
export async function databaseOf(template: Template, workDir: string): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    const dataDir = join(workDir, 'pglite');
    await cp(template.dataDir, dataDir, { recursive: true });
    return { env: { PGLITE_DATA_DIR: dataDir }, open: () => openPglite(dataDir), drop: async () => {} };
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
    return {
      env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '4' },
      open: () => openPostgres(url),
      drop: async () => {
        const server = await openPostgres(template.serverUrl);
        await server.query(`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`);
        await server.close();
      },
    };
  }
}

/** Starts the product on a fresh copy of the template. */
export async function startProduct(template: Template): Promise<Product> {
  const workDir = await mkdtemp(join(tmpdir(), 'pageshelf-system-'));
  const [apiPort, bffPort] = await freePorts(2);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const bffUrl = `http://127.0.0.1:${bffPort}`;

  const database = await databaseOf(template, workDir);

  const api = new Child(
    'api',
    API_SERVER,
    API_DIR,
    apiEnvironment({
      port: apiPort ?? 0,
      publicUrl: bffUrl,
      mediaDir: template.mediaDir,
      database: database.env,
    }),
  );
  const bff = new Child(
    'bff',
    BFF_SERVER,
    BFF_DIR,
    bffEnvironment({ port: bffPort ?? 0, apiUrl, publicUrl: bffUrl, workDir }),
  );

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
