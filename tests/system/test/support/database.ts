/**
 * Direct access to a test database, the one thing this package does besides HTTP: PGlite on a data
 * directory (only while the API is stopped: PGlite holds its directory) or PostgreSQL by URL.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** A connection that runs SQL. */
export interface Sql {
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openPglite(dataDir: string): Promise<Sql> {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return (await db.query<T>(text, params)).rows;
    },
    close: () => db.close(),
  };
}

export async function openPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    close: () => client.end(),
  };
}

/** The URL of another database on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** A database name as an SQL identifier (the names used here are made of [a-z0-9_] only). */
export function identifier(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}

/**
 * A fingerprint of every row of every table of the current schema: table name → `rows:digest`, where
 * the digest is the md5 of the sorted md5s of the rows' text. Equal snapshots mean no row was added,
 * removed or changed.
 */
export async function snapshot(sql: Sql): Promise<Map<string, string>> {
  const tables = await sql.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const result = new Map<string, string>();
  for (const { name } of tables) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const [row] = await sql.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS digest
       FROM ${quoted} t`,
    );
    result.set(name, `${row?.rows ?? 0}:${row?.digest ?? ''}`);
  }
  return result;
}

/** The tables whose fingerprints differ between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
