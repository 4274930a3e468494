import { createHash } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import type { BillingProvider } from '../../src/billing/billing-provider.js';
import { type Container, createContainer } from '../../src/container.js';
import { type Database, openDatabase } from '../../src/db/database.js';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate.js';
import type { ServerAnalytics } from '../../src/lib/analytics.js';
import type { Clock } from '../../src/lib/clock.js';
import { LocalMediaStore, type MediaStore } from '../../src/media/media-store.js';
import type { CaptureServiceOptions } from '../../src/services/capture.service.js';
import type { HostResolver } from '../../src/services/crawler-verifier.js';
import { createMailer } from '../../src/services/mailer.js';
import { seedDemoAccounts } from '../../src/services/seed.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-23T09:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApi {
  app: FastifyInstance;
  container: Container;
  clock: TestClock;
  close(): Promise<void>;
}

let counter = 0;

let image: Promise<Blob> | undefined;
const PGLITE_MANIFEST = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);

/**
 * An empty database with every migration applied, as a PGlite data-directory image. Migrating PGlite
 * takes seconds of CPU, and each test file starts its own API: the image is made once per set of
 * migrations, kept in the temp directory for the other test processes, and each database opens from it.
 */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    // PGlite's own version too: another version may not read this one's data directory.
    const hash = createHash('sha256').update(await readFile(PGLITE_MANIFEST));
    for (const name of (await readdir(MIGRATIONS_DIR)).sort())
      hash.update(name).update(await readFile(join(MIGRATIONS_DIR, name)));
    const path = join(tmpdir(), `pageshelf-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
    const kept = await readFile(path).catch(() => undefined);
    if (kept) return new Blob([kept]);
    const database = await openDatabase({});
    try {
      await migrate(database);
      const made = await database.dumpImage?.();
      if (!made) throw new Error('PGlite gave no image of its data directory');
      // Written beside and renamed: a process reading it meanwhile never sees half a file.
      const partial = `${path}.${process.pid}`;
      await writeFile(partial, Buffer.from(await made.arrayBuffer()));
      await rename(partial, path);
      // Images of older migrations (43 MB each) are never read again.
      for (const name of await readdir(tmpdir()))
        if (/^pageshelf-test-db-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== path)
          await rm(join(tmpdir(), name), { force: true });
      return made;
    } finally {
      await database.close();
    }
  })();
  return image;
}

/**
 * A fresh database, empty (or, with `migrated` on PGlite, opened from the migrated image): in-memory
 * PGlite, or (TEST_DB=postgres) its own schema in the PostgreSQL named by TEST_DATABASE_URL. `close`
 * drops that schema and closes the database.
 *
 * With `ownDatabase`, on PostgreSQL, a database of its own instead of a schema: for a test of what
 * VACUUM leaves (pages all-visible), which any transaction open in the same database holds back (the
 * other suites of a CI run share TEST_DATABASE_URL's database).
 */
export async function openTestDatabase(options: { ownDatabase?: boolean; migrated?: boolean } = {}): Promise<{
  database: Database;
  /** The PostgreSQL schema (also the connections' application name); undefined on PGlite. */
  schema: string | undefined;
  close(): Promise<void>;
}> {
  const onPostgres = process.env.TEST_DB === 'postgres';
  const url = onPostgres ? process.env.TEST_DATABASE_URL : undefined;
  if (onPostgres && !url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  counter += 1;
  const name = `t_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  if (url && options.ownDatabase) return openOwnDatabase(url, name);
  const schema = onPostgres ? name : undefined;
  const database = await openDatabase({
    url,
    schema,
    ...(!url && options.migrated ? { pgliteImage: await migratedImage() } : {}),
    poolSize: 4,
    applicationName: schema,
    // The tests that end connections on purpose expect these; nothing else ends them.
    onConnectionError: () => {},
  });
  return {
    database,
    schema,
    async close() {
      if (schema) await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
      await database.close();
    },
  };
}

/** A database `name` of its own on `url`'s server, dropped (with its connections) on close. */
async function openOwnDatabase(url: string, name: string) {
  const admin = await openDatabase({ url, poolSize: 1, onConnectionError: () => {} });
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const database = await openDatabase({
    url: own.toString(),
    poolSize: 4,
    applicationName: name,
    onConnectionError: () => {},
  });
  return {
    database,
    schema: undefined,
    async close() {
      await database.close();
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
      await admin.close();
    },
  };
}

/**
 * A fresh API on a fresh database (see `openTestDatabase`), dropped on close. Media come from
 * `mediaStore` when given, else from the local directory `mediaDir`. Crawlers are verified against
 * `resolver` (none by default).
 */
export async function startTestApi(
  options: {
    mediaDir?: string;
    mediaStore?: MediaStore;
    resolver?: HostResolver;
    /** The billing provider (the test mode when not given), made for this database and clock. */
    billingProvider?: (deps: { db: Database['db']; clock: TestClock }) => BillingProvider;
    /** Where subscription events go (nowhere when not given). */
    analytics?: ServerAnalytics;
    /** A PostgreSQL database of its own rather than a schema (see `openTestDatabase`). */
    ownDatabase?: boolean;
    /** Capture from the product: unavailable when not given. */
    capture?: CaptureServiceOptions;
  } = {},
): Promise<TestApi> {
  const { database, close: closeDatabase } = await openTestDatabase({
    ownDatabase: options.ownDatabase ?? false,
    migrated: true,
  });
  // Nothing left to apply on PGlite (it opens migrated); PostgreSQL's schema is migrated here.
  await migrate(database);
  const clock = new TestClock();
  const mediaDir = options.mediaDir ?? '/nonexistent-media';
  const container = createContainer({
    database,
    mailer: createMailer(database, undefined, 'test@pageshelf.local'),
    clock,
    publicAppUrl: 'http://localhost:3000',
    mediaDir,
    mediaStore: options.mediaStore ?? new LocalMediaStore(mediaDir),
    exposeOutbox: true,
    ...(options.capture ? { capture: options.capture } : {}),
    // No test asks the real DNS: an unknown address has no host name.
    resolver: options.resolver ?? {
      reverse: async () => [],
      lookup: async () => [],
    },
    ...(options.billingProvider
      ? { billingProvider: options.billingProvider({ db: database.db, clock }) }
      : {}),
    ...(options.analytics ? { analytics: options.analytics } : {}),
  });
  await seedDemoAccounts(container);
  const app = await buildApp({
    container,
    logger: process.env.TEST_API_LOG ? { level: 'error' } : false,
    verifyAnswers: true,
  });
  await app.ready();
  return {
    app,
    container,
    clock,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}
