import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
}

/** Applies every migration in `migrations/` not yet recorded, in name order, each in its own transaction. */
export async function migrate(database: Database, dir: string = MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = (await readdir(dir)).filter((name) => MIGRATION_NAME.test(name)).sort();
  return database.withExclusiveLock(async () => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(database.db);
    const done = new Set(
      (await database.db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name),
    );
    const report: MigrationReport = { applied: [], alreadyApplied: [] };
    for (const name of files) {
      if (done.has(name)) {
        report.alreadyApplied.push(name);
        continue;
      }
      const script = await readFile(`${dir}/${name}`, 'utf8');
      await database.runScript(`${script}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');`);
      report.applied.push(name);
    }
    return report;
  });
}
