/**
 * The library every test file starts from: a small demo library (the API's own generator, two apps)
 * made once and kept as a template, since drawing it takes far longer than copying it.
 *
 * - PGlite: a data directory and a media directory in the OS temp dir, keyed by a fingerprint of the
 *   built generator and the migrations; each test file copies the data directory.
 * - PostgreSQL (`TEST_DATABASE_URL`): a template database `pageshelf_system_tpl_<fingerprint>` on that
 *   server with its media directory beside the PGlite template; each test file gets a fresh database
 *   made from it (`CREATE DATABASE ... TEMPLATE`), dropped when the file ends.
 *
 * Templates are built under a name of their own and renamed into place, so two runs at once never
 * share a half-made one.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, identifier, openPostgres } from './database.js';
import { testEnv } from './env.js';
import { API_CLI, API_DIR } from './paths.js';

/**
 * Apps in the template: enough for every kind of item, a restricted screen and two of each, and 30
 * screens for the view-cap tests (the demo's first two apps have 7 to 9 screens, the third 40).
 */
const DEMO_APPS = 3;

export type Template =
  | { readonly kind: 'pglite'; readonly dataDir: string; readonly mediaDir: string }
  | {
      readonly kind: 'postgres';
      readonly serverUrl: string;
      readonly database: string;
      readonly mediaDir: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    template: Template;
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256').update(`apps=${DEMO_APPS}`);
  for (const folder of ['../../packages/library/dist', 'dist/media', 'dist/db', 'migrations']) {
    const root = join(API_DIR, folder);
    for (const file of (await readdir(root, { recursive: true })).sort()) {
      const path = join(root, file);
      if ((await stat(path)).isFile()) hash.update(file).update(await readFile(path));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** Runs the API's CLI to draw the demo library into the given database and media directory. */
function drawLibrary(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [API_CLI, 'library', 'demo', '--apps', String(DEMO_APPS)], {
      cwd: API_DIR,
      env: { PATH: testEnv.path, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4_000);
      });
    }
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`drawing the demo library failed (${code}):\n${output}`)),
    );
  });
}

async function pgliteTemplate(root: string): Promise<Template> {
  const ready = join(root, 'pglite-ready');
  const template = { kind: 'pglite', dataDir: join(root, 'pglite'), mediaDir: join(root, 'media') } as const;
  if (await exists(ready)) return template;
  const building = `${root}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  await drawLibrary({ PGLITE_DATA_DIR: join(building, 'pglite'), MEDIA_DIR: join(building, 'media') });
  await mkdir(root, { recursive: true });
  if (await exists(ready)) {
    await rm(building, { recursive: true, force: true }); // another run finished first
    return template;
  }
  await rm(template.dataDir, { recursive: true, force: true });
  await rm(template.mediaDir, { recursive: true, force: true });
  await rename(join(building, 'pglite'), template.dataDir);
  await rename(join(building, 'media'), template.mediaDir);
  await rm(building, { recursive: true, force: true });
  await writeFile(ready, new Date().toISOString());
  return template;
}

async function postgresTemplate(root: string, serverUrl: string, print: string): Promise<Template> {
  const database = `pageshelf_system_tpl_${print}`;
  const mediaDir = join(root, 'postgres-media');
  const marker = join(root, 'postgres-ready');
  const template = { kind: 'postgres', serverUrl, database, mediaDir } as const;
  const admin = await openPostgres(serverUrl);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.length > 0 && (await exists(marker))) return template;
    const building = `${database}_b${process.pid}`;
    const buildingMedia = `${mediaDir}.building-${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${identifier(building)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${identifier(building)}`);
    await rm(buildingMedia, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    await drawLibrary({ DATABASE_URL: databaseUrl(serverUrl, building), MEDIA_DIR: buildingMedia });
    const finished = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (finished.length > 0 && (await exists(marker))) {
      // Another run finished first, and may be copying its template: keep it, drop this one.
      await admin.query(`DROP DATABASE ${identifier(building)} WITH (FORCE)`);
      await rm(buildingMedia, { recursive: true, force: true });
      return template;
    }
    // Whatever is left under the final names is half made or older than what was just drawn.
    await admin.query(`DROP DATABASE IF EXISTS ${identifier(database)} WITH (FORCE)`);
    await admin.query(`ALTER DATABASE ${identifier(building)} RENAME TO ${identifier(database)}`);
    await rm(mediaDir, { recursive: true, force: true });
    await rename(buildingMedia, mediaDir);
    await writeFile(marker, database);
    return template;
  } finally {
    await admin.close();
  }
}

/** The template of this run's database kind, made when missing. */
export async function ensureTemplate(): Promise<Template> {
  const print = await fingerprint();
  const root = join(tmpdir(), `pageshelf-system-template-${print}`);
  return testEnv.databaseUrl === null
    ? pgliteTemplate(root)
    : postgresTemplate(root, testEnv.databaseUrl, print);
}
