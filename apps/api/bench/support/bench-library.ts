/**
 * The scaled demo libraries the benchmarks share: the million screens on PostgreSQL that
 * `search-scale.ts` and `image-search-scale.ts` both measure (one library, written once, reused while
 * nothing that decides its rows changes), and the PGlite library of `search-scale.ts`.
 *
 * A library is written by the demo generator (`--screens N`) and marked complete last (a table
 * `bench_library` holding its fingerprint: a hash of the generator, the signature code, the writer, the
 * migrations and the options). The PostgreSQL library is drawn (`images: true`): the demo set's images are
 * rendered once, so every screen carries the visual signature of the image it shows (search by picture),
 * and the images are kept beside it (`mediaDir`) for the benchmarks that search by them.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_SEED, generateDemoLibrary } from '@pageshelf/library';
import { type KyselyPlugin, sql } from 'kysely';
import { type Database, openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { progressReporter } from '../../src/lib/progress.js';
import { LocalMediaStore } from '../../src/media/media-store.js';
import { LibraryWriter } from '../../src/repositories/library-writer.repository.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const MEDIA_PREFIX = 'pageshelf-bench-library-media-';

export interface LibraryShape {
  screens: number;
  /** Whether the demo set's images are drawn (visual signatures, images kept) or only described. */
  images: boolean;
  /** Whether the rum extension can be had (it decides the indexes the migrations make). */
  rum: boolean;
}

/** A hash of what decides the library's rows: the generator, the signatures, the writer, the migrations. */
export async function libraryFingerprint(shape: LibraryShape): Promise<string> {
  const { screens, images, rum } = shape;
  const hash = createHash('sha256').update(JSON.stringify({ screens, seed: DEMO_SEED, images, rum }));
  const files = [
    ...(await readdir(join(API_DIR, '../../packages/library/src/demo'))).map(
      (name) => `../../packages/library/src/demo/${name}`,
    ),
    // The stored signatures (search by picture): how pictures and texts are signed, not how they rank.
    '../../packages/library/src/likeness/signature.ts',
    '../../packages/library/src/likeness/picture.ts',
    ...(await readdir(join(API_DIR, 'migrations'))).map((name) => `migrations/${name}`),
    'src/repositories/library-writer.repository.ts',
  ].sort();
  for (const file of files) hash.update(file).update(await readFile(join(API_DIR, file)));
  return hash.digest('hex').slice(0, 12);
}

/** The fingerprint of the complete library in `database`, if any (written last by `writeLibrary`). */
async function libraryMarker(
  database: Database,
): Promise<{ fingerprint: string; seconds: number } | undefined> {
  return sql<{ fingerprint: string; seconds: number }>`select fingerprint, seconds from bench_library`
    .execute(database.db)
    .then((result) => result.rows[0])
    .catch(() => undefined);
}

/**
 * Migrates an empty database and writes the library into it, then marks it complete. The images go to
 * `mediaDir` when given (kept), else to a temporary directory removed afterwards.
 */
async function writeLibrary(
  database: Database,
  shape: LibraryShape,
  fp: string,
  label: string,
  mediaDir: string | undefined,
): Promise<number> {
  const { db } = database;
  await migrate(database);
  const media = mediaDir ?? (await mkdtemp(join(tmpdir(), 'pageshelf-bench-search-media-')));
  await mkdir(media, { recursive: true });
  const started = performance.now();
  try {
    const result = await generateDemoLibrary(new LibraryWriter(db), new LocalMediaStore(media), {
      screens: shape.screens,
      images: shape.images,
      onProgress: shape.images ? progressReporter(`${label}: demo images drawn`) : undefined,
      onWriteProgress: progressReporter(`${label}: screens written`),
    });
    // What autovacuum would do soon after a load: the visibility map (index-only scans) and the apps'
    // GIN pending lists (the writer has analyzed already).
    await sql`vacuum screens, screen_categories, components, flows, flow_screens, apps`.execute(db);
    const took = (performance.now() - started) / 1000;
    await sql`create table bench_library (fingerprint text, seconds float8, written_at timestamptz default now())`.execute(
      db,
    );
    await sql`insert into bench_library (fingerprint, seconds) values (${fp}, ${took})`.execute(db);
    console.log(
      `${label}: wrote ${result.screens.toLocaleString('en')} screens, ${result.apps} apps, ${result.flows.toLocaleString('en')} flows, ${result.components.toLocaleString('en')} components in ${took.toFixed(0)} s`,
    );
    return took;
  } finally {
    if (!mediaDir) await rm(media, { recursive: true, force: true });
  }
}

export interface OpenedLibrary {
  database: Database;
  reused: boolean;
  /** How long the library took to write (when it was written). */
  seconds: number;
}

/**
 * Opens the library of fingerprint `fp` (`open`), reusing it when complete (and `usable`, if given),
 * else starting afresh (`wipe`) and writing it.
 */
export async function openLibrary(options: {
  open: () => Promise<Database>;
  wipe: () => Promise<void>;
  shape: LibraryShape;
  fingerprint: string;
  label: string;
  mediaDir?: string;
  usable?: (database: Database) => Promise<string | null>;
}): Promise<OpenedLibrary> {
  const { open, wipe, shape, fingerprint: fp, label, mediaDir } = options;
  let database = await open();
  const marker = await libraryMarker(database);
  if (marker?.fingerprint === fp) {
    const unusable = (await options.usable?.(database)) ?? null;
    if (unusable === null) {
      console.log(
        `${label}: reusing the library of fingerprint ${fp} (written in ${marker.seconds.toFixed(0)} s)`,
      );
      return { database, reused: true, seconds: marker.seconds };
    }
    console.log(`${label}: the library of fingerprint ${fp} is written again: ${unusable}`);
  }
  await database.close();
  await wipe();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  database = await open();
  try {
    return { database, reused: false, seconds: await writeLibrary(database, shape, fp, label, mediaDir) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

export interface PostgresLibrary extends OpenedLibrary {
  schema: string;
  fingerprint: string;
  rum: boolean;
  /** Where the demo set's images are (`<image_key>/full.webp`, ...). */
  mediaDir: string;
}

/**
 * The million-screen library on PostgreSQL at `url` (drawn, with its images), in the schema
 * `bench_search_<fingerprint>`: reused when complete, with every screen's signature and its images;
 * libraries of other fingerprints (and their images) are dropped. Throws when PostgreSQL does not answer.
 */
export async function openPostgresLibrary(options: {
  url: string;
  screens: number;
  plugin?: KyselyPlugin;
  poolSize?: number;
  label?: string;
}): Promise<PostgresLibrary> {
  const { url, screens, plugin, label = 'PostgreSQL' } = options;
  const probe = await openDatabase({ url, poolSize: 1 });
  try {
    const available = await sql<{ present: boolean }>`
      select exists (select 1 from pg_available_extensions where name = 'rum') as present`.execute(probe.db);
    const rum = available.rows[0]?.present ?? false;
    const shape = { screens, images: true, rum };
    const fp = await libraryFingerprint(shape);
    const schema = `bench_search_${fp}`;
    const mediaDir = join(tmpdir(), `${MEDIA_PREFIX}${fp}`);
    const stale = await sql<{ name: string }>`
      select nspname as name from pg_namespace where nspname like 'bench\\_search\\_%' and nspname <> ${schema}`.execute(
      probe.db,
    );
    for (const { name } of stale.rows) {
      console.log(`${label}: dropping ${name} (another generator fingerprint)`);
      await sql`drop schema ${sql.id(name)} cascade`.execute(probe.db);
    }
    for (const name of await readdir(tmpdir())) {
      if (name.startsWith(MEDIA_PREFIX) && join(tmpdir(), name) !== mediaDir)
        await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
    const library = await openLibrary({
      open: async () => {
        const opened = await openDatabase({ url, schema, poolSize: options.poolSize ?? 10 });
        return plugin ? { ...opened, db: opened.db.withPlugin(plugin) } : opened;
      },
      wipe: async () => {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(probe.db);
      },
      shape,
      fingerprint: fp,
      label,
      mediaDir,
      usable: async (database) => {
        // Written before screens had signatures, or its images gone (the temporary directory cleaned).
        const unsigned = await sql<{ missing: boolean }>`
          select exists (select 1 from screens where phash is null or layout_hash is null
                           or color_bins is null or text_sketch is null) as missing`.execute(database.db);
        if (unsigned.rows[0]?.missing !== false) return 'some screens have no signature';
        const shown = await sql<{ key: string }>`select image_key as key from screens limit 1`.execute(
          database.db,
        );
        const key = shown.rows[0]?.key ?? '';
        const image = await stat(new LocalMediaStore(mediaDir).pathOf(key, 'full')).catch(() => null);
        return image?.isFile() ? null : `its images are missing from ${mediaDir}`;
      },
    });
    return { ...library, schema, fingerprint: fp, rum, mediaDir };
  } finally {
    await probe.close();
  }
}
