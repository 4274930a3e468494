// Starts the product for the browser tests, building nothing: the API (port 4100) on fresh data in a
// temp dir, and the BFF (port 3100) serving apps/web/dist. Resolves once /build-manifest.json answers.
//
// The demo library takes about 1.5 minutes to generate, so it is generated once into a template
// (in the OS temp dir) and copied for every run: each run starts from the same clean state.
// E2E_LIBRARY_SCREENS=N (or `--screens N`) makes the library exactly N screens (the API's
// `library demo --screens N`, metadata sharing the demo set's images) in a template of its own.
// E2E_DATABASE_URL runs the API on that PostgreSQL database instead (the benchmarks' production path):
// the demo library is drawn into it when it has none (`library demo --if-empty`), its pictures kept in
// a media directory beside the template; the database is not copied, so runs share its state.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(web, '../api');
const bffDir = join(web, '../bff');
// Other ports let a second copy run beside this one (E2E_BFF_PORT is read by playwright.config.ts too).
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const BFF_PORT = Number(process.env.E2E_BFF_PORT ?? 3100);
const screensArgument = process.argv.indexOf('--screens');
const SCREENS = Number(
  (screensArgument >= 0 ? process.argv[screensArgument + 1] : process.env.E2E_LIBRARY_SCREENS) ?? 0,
);
if (!Number.isInteger(SCREENS) || SCREENS < 0) throw new Error('--screens must be a whole number');
/** The template is keyed by the built demo generator and migrations, so a change to either makes a new one. */
const TEMPLATE = join(
  tmpdir(),
  `pageshelf-e2e-template-${await demoFingerprint()}${SCREENS ? `-screens-${SCREENS}` : ''}`,
);

async function demoFingerprint() {
  const hash = createHash('sha256');
  for (const folder of ['../../packages/library/dist', 'migrations']) {
    const root = join(apiDir, folder);
    const files = (await readdir(root, { recursive: true })).sort();
    for (const file of files) {
      const path = join(root, file);
      if ((await stat(path)).isFile()) hash.update(file).update(await readFile(path));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

const children = new Set();
/** Children stopped on purpose (the template API): their exit is not a failure. */
const expectedExits = new WeakSet();
let stopping = false;

function log(message) {
  process.stdout.write(`[start-product] ${message}\n`);
}

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

function start(name, cwd, env, script = ['dist/server.js']) {
  const child = spawn(process.execPath, script, {
    cwd,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(`[${name}] ${chunk}`));
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !expectedExits.has(child)) {
      log(`${name} exited (${signal ?? code})`);
      void stop(1);
    }
  });
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stopChild(child) {
  expectedExits.add(child);
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].map(stopChild));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';

const apiEnv = (dataDir) => ({
  API_HOST: '127.0.0.1',
  API_PORT: String(API_PORT),
  ...(DATABASE_URL === '' ? { PGLITE_DATA_DIR: join(dataDir, 'pglite') } : { DATABASE_URL }),
  // The browser tests sign the demo accounts in far more often than a person would.
  MAGIC_LINKS_PER_ADDRESS: '1000',
  MEDIA_DIR: join(dataDir, 'media'),
  PUBLIC_APP_URL: `http://localhost:${BFF_PORT}`,
  // The capture test serves its site on loopback, which a capture started in the product refuses otherwise.
  CAPTURE_PRIVATE_ADDRESSES: 'allow',
});

/**
 * Generates the demo library once, then stops that API cleanly so its files can be copied. It is built
 * in a directory of its own and renamed into place, so two runs at once never share a half-made one.
 */
async function ensureTemplate() {
  if (await exists(join(TEMPLATE, 'ready'))) return;
  log(`generating the demo library for ${TEMPLATE} (first run only, about a minute)`);
  const building = `${TEMPLATE}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  // The library step, as `pnpm start` runs it: the API's CLI draws the library; the API's first start
  // below finds apps in it and only adds the demo accounts.
  const cli = start('api:library', apiDir, apiEnv(building), [
    'dist/cli.js',
    'library',
    'demo',
    ...(SCREENS ? ['--screens', String(SCREENS)] : []),
  ]);
  expectedExits.add(cli);
  const code = await new Promise((resolve) => cli.once('exit', resolve));
  if (code !== 0) throw new Error(`library demo${SCREENS ? ` --screens ${SCREENS}` : ''} failed (${code})`);
  const api = start('api:template', apiDir, apiEnv(building));
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, 240_000);
  await stopChild(api);
  await mkdir(join(building, 'ready'));
  if (await exists(join(TEMPLATE, 'ready'))) {
    await rm(building, { recursive: true, force: true }); // another run finished first
    return;
  }
  await rm(TEMPLATE, { recursive: true, force: true });
  await rename(building, TEMPLATE);
}

/** The API on E2E_DATABASE_URL, with the demo library drawn into it unless it has one. */
async function startOnPostgres() {
  const dataDir = `${TEMPLATE}-postgres`;
  await mkdir(dataDir, { recursive: true });
  log(`PostgreSQL at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}, pictures in ${dataDir}`);
  const cli = start('api:library', apiDir, apiEnv(dataDir), ['dist/cli.js', 'library', 'demo', '--if-empty']);
  expectedExits.add(cli);
  const code = await new Promise((resolve) => cli.once('exit', resolve));
  if (code !== 0) throw new Error(`library demo --if-empty failed (${code})`);
  start('api', apiDir, apiEnv(dataDir));
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, 240_000);
  await startBff();
}

async function main() {
  for (const [name, file] of [
    ['apps/api', join(apiDir, 'dist/server.js')],
    ['apps/bff', join(bffDir, 'dist/server.js')],
    ['apps/web', join(web, 'dist/index.html')],
  ]) {
    if (!(await exists(file))) throw new Error(`${name} is not built (${file} is missing): build it first`);
  }
  if (DATABASE_URL !== '') {
    await startOnPostgres();
    return;
  }
  await ensureTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), 'pageshelf-e2e-'));
  await cp(TEMPLATE, dataDir, { recursive: true });
  process.on('exit', () => {
    void rm(dataDir, { recursive: true, force: true });
  });
  log(`data in ${dataDir}`);

  start('api', apiDir, apiEnv(dataDir));
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, 120_000);
  await startBff();
}

async function startBff() {
  start('bff', bffDir, {
    BFF_HOST: '127.0.0.1',
    BFF_PORT: String(BFF_PORT),
    API_URL: `http://127.0.0.1:${API_PORT}`,
    PUBLIC_APP_URL: `http://localhost:${BFF_PORT}`,
    WEB_DIST_DIR: join(web, 'dist'),
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_MAGIC_LINK_MAX: '1000',
    // Each test browses from an address of its own (x-forwarded-for, see fixtures.ts), as people do:
    // the browser is on this machine, so the BFF believes the header from loopback, as it would from
    // the load balancer in front of it in production.
    TRUSTED_PROXIES: 'loopback',
  });
  await waitFor(`http://127.0.0.1:${BFF_PORT}/build-manifest.json`, 60_000);
  log(`ready on http://localhost:${BFF_PORT}`);
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  void stop(1);
});
