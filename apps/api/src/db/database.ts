import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { DB } from './schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The one handle the service holds on its database, whichever backend is behind it. */
export interface Database {
  readonly kind: DatabaseKind;
  readonly db: Kysely<DB>;
  /** Runs a multi-statement SQL script atomically (used by migrations and seeding). */
  runScript(script: string): Promise<void>;
  /** Runs `work` while holding a database-wide lock, so concurrent starters migrate once. */
  withExclusiveLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string | undefined;
  poolSize?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPGlite(options.dataDir);
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  const pglite = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let lock: Promise<void> = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    async runScript(script) {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    async withExclusiveLock(work) {
      const previous = lock;
      let release!: () => void;
      lock = new Promise((resolve) => {
        release = resolve;
      });
      await previous;
      try {
        return await work();
      } finally {
        release();
      }
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

const MIGRATION_LOCK_KEY = 74_113_201;

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Sequential scans start at the table's first page, not where another scan happens to be: a count
    // that stops after a few hundred matches (content.repository.ts) then reads the same, cached pages
    // each time, not a cold stretch of a large table.
    options: [
      '-c synchronize_seqscans=off',
      ...(options.schema ? [`-c search_path=${options.schema},public`] : []),
    ].join(' '),
  });
  // Fail at start-up with a clear message rather than on the first request.
  const probe = await pool.connect().catch((error: unknown) => {
    throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
  });
  if (options.schema) await probe.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
  probe.release();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async withExclusiveLock(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await db.destroy();
    },
  };
}
