import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
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
  /** Asks the database for nothing (`SELECT 1`): throws when it cannot be reached. */
  ping(): Promise<void>;
  /** Runs `work` while holding a database-wide lock, so concurrent starters migrate once. */
  withExclusiveLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: its whole data directory as a tarball, which `DatabaseOptions.pgliteImage` opens again
   * (the tests open each API's database from one migrated image instead of migrating it again).
   */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PGlite only: the data directory to start from, as `Database.dumpImage` gave it. */
  pgliteImage?: Blob | undefined;
  /** PostgreSQL schema to work in (tests isolate themselves this way). */
  schema?: string | undefined;
  poolSize?: number | undefined;
  /** The name its connections show in `pg_stat_activity` (`pageshelf-api` when not given). */
  applicationName?: string | undefined;
  /**
   * Told of a connection that broke while nothing was asked of it (the server restarted, an
   * administrator ended it): the pool drops it and opens a new one when next needed. Written to stderr
   * when not given.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

/** PostgreSQL's error classes and codes that mean the server cannot be reached or used right now. */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]$|53300$)/;
/** Node's socket errors of a server that is gone or not there. */
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says of a connection that broke or could not be had in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/**
 * Whether an error means the database cannot be reached right now (refused, restarting, a connection
 * ended under a query, no connection to be had in time), rather than a fault of the query: the API
 * answers those 503 with Retry-After, and the pool reconnects by itself once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SOCKET.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // Node 20 tries each address of `localhost` and reports them together (`AggregateError`).
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

const reportToStderr = (error: Error) => {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: `database connection lost: ${error.message}` })}\n`,
  );
};

/** `SELECT 1`: resolves once the database answers (`Database.ping`). */
async function selectOne(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPGlite(options.dataDir, options.pgliteImage);
}

async function openPGlite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  const pglite = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let lock: Promise<void> = Promise.resolve();
  return {
    kind: 'pglite',
    db,
    ping: () => selectOne(db),
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
    dumpImage: () => pglite.dumpDataDir('none'),
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
    application_name: options.applicationName ?? 'pageshelf-api',
    // Sequential scans start at the table's first page, not where another scan happens to be: a count
    // that stops after a few hundred matches (screens.repository.ts) then reads the same, cached pages
    // each time, not a cold stretch of a large table.
    options: [
      '-c synchronize_seqscans=off',
      ...(options.schema ? [`-c search_path=${options.schema},public`] : []),
    ].join(' '),
  });
  // A connection that breaks while idle in the pool, or while checked out between two queries (inside
  // a transaction), emits 'error' on the client and the pool: unheard, that event ends the process. The
  // pool drops such a connection and opens a new one when next needed; queries in flight fail with the
  // error (answered 503, see `isDatabaseUnavailable`).
  const onConnectionError = options.onConnectionError ?? reportToStderr;
  // The pool repeats an idle connection's error: the client's own listener below has reported it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => onConnectionError(error));
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
    ping: () => selectOne(db),
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
