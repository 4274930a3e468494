/**
 * Benchmark (issue 15): search and filters on a million screens on PostgreSQL, through the real API over
 * HTTP on loopback, against the target p95 ≤ 20 ms for every class; then the same classes on the embedded
 * PGlite at 100,000 screens (reported, no target). Issue 26 adds the universal search's classes (a
 * pattern, a synonym, a typo, an app, a platform, a tag, an element, a flow, two and three concepts, a
 * concept with a word: p95 ≤ 20 ms) and the palette's suggestions (p95 ≤ 10 ms, beside the same
 * suggestions in SQL).
 *
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/search-scale.ts [--screens 1000000] [--pglite-screens 100000] [--runs 20]
 *        [--library-url postgres://…/db [--server]]
 * Issue 26 (part 9): the PostgreSQL classes are timed twice on the same API, first from its start while
 * search by picture's index loads beside the requests (the first minute of a server: rows "first N s"),
 * then once it is loaded. `--library-url` times the library already in a database (written by
 * `pnpm library demo --screens N`; no PGlite part then), `--server` the built server in its own process
 * on it (dist/server.js, as `pnpm start` runs it) rather than the API in this process.
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); when none answers, that
 * part is skipped and says so. The library is written by the demo generator (`--screens N`; the demo set's
 * images drawn once, every screen showing one of them, with its signature for search by picture) into the
 * schema `bench_search_<fingerprint>`, the fingerprint a hash of the generator, the writer, the migrations
 * and the options: a later run with the same fingerprint reuses it (and says so), a stale one is dropped.
 * `image-search-scale.ts` measures the same library (`support/bench-library.ts`). PGlite's library (rows
 * only: no image is rendered) is kept the same way in a directory under the system's temporary directory.
 *
 * Each class is requested once cold (reported apart), then `--runs` times: p50 and p95 (nearest rank).
 * The slowest class is requested again with its SQL captured, and the slowest of its statements is shown
 * with EXPLAIN (ANALYZE, BUFFERS). The result goes to bench/results/search-scale.json (bench/result.mjs).
 */

import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEMO_SEED, demoVocabulary, ZipfSampler } from '@pageshelf/library';
import type { FastifyInstance } from 'fastify';
import {
  createQueryId,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { type BenchRow, writeResult } from '../../../bench/result.mjs';
import { type Database, openDatabase } from '../src/db/database.js';
import { signIn } from '../test/support/sign-in.js';
import { numberArg } from './support/args.js';
import { benchApp, benchContainer } from './support/bench-api.js';
import { libraryFingerprint, openLibrary, openPostgresLibrary } from './support/bench-library.js';

const arg = numberArg;
const SCREENS = arg('screens', 1_000_000);
const PGLITE_SCREENS = arg('pglite-screens', 100_000);
const RUNS = arg('runs', 20);
const TARGET_MS = 20;
/** The palette's suggestions (issue 26): answered from memory, p95 ≤ 10 ms. */
const SUGGEST_TARGET_MS = 10;
const targetOf = (path: string) => (path.startsWith('/search/suggest') ? SUGGEST_TARGET_MS : TARGET_MS);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * `--library-url URL`: time the library already in that database (as `pnpm library demo --screens N`
 * writes it) rather than writing one of the benchmark's own; `--server`: time the built server in its own
 * process on it, as `pnpm start` runs it, rather than the API in this process.
 */
const LIBRARY_URL = process.argv[process.argv.indexOf('--library-url') + 1];
const GIVEN_LIBRARY = process.argv.includes('--library-url') ? LIBRARY_URL : undefined;
const SERVER = process.argv.includes('--server');
if (SERVER && !GIVEN_LIBRARY) throw new Error('--server times a library given with --library-url');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Records the SQL of the queries run while `active` (to EXPLAIN the slowest class's statements). */
class CapturePlugin implements KyselyPlugin {
  active = false;
  private readonly seen = new Map<string, RootOperationNode>();
  /** The statements run (not only compiled: the repository compiles some to EXPLAIN them). */
  readonly run: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.active) this.seen.set(args.queryId.queryId, args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const node = this.seen.get(args.queryId.queryId);
    if (this.active && node) this.run.push(node);
    return args.result;
  }
  reset(): void {
    this.seen.clear();
    this.run.length = 0;
  }
}

interface Words {
  commonest: { word: string; share: number };
  mid: { word: string; share: number };
  unfinished: string;
  uncommon: { word: string; share: number };
  rare: { word: string; screens: number };
  absent: string;
  category: { id: number; slug: string; share: number };
  /** The app with the most screens (its name is what is searched). */
  largestApp: { title: string; screens: number };
}

/** Words of the library by their share of screens (the planner's statistics, counted exactly when rare). */
async function pickWords(database: Database, screens: number): Promise<Words> {
  const { db } = database;
  const { rows } = await sql<{ word: string; share: number }>`
    select e.word, e.share
    from pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs::float8[]) as e(word, share)
    where s.schemaname = current_schema() and s.tablename = 'screens' and s.attname = 'text_search'
      and e.word ~ '^[a-z0-9]+$'`.execute(db);
  // Whole words (five letters or more) that begin no other common word: the search asks for them alone.
  const whole = rows.filter(
    (row) =>
      row.word.length >= 5 &&
      !rows.some((other) => other.word !== row.word && other.word.startsWith(row.word)),
  );
  const nearest = (share: number) =>
    whole.reduce((best, row) =>
      Math.abs(Math.log(row.share / share)) < Math.abs(Math.log(best.share / share)) ? row : best,
    );
  const count = async (word: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from screens where text_search @@ ${word}::tsquery`.execute(db)
      ).rows[0]?.n ?? 0,
    );
  // Rare: a word drawn about once in 10,000 screens (below the statistics' reach), counted exactly.
  const vocabulary = demoVocabulary(DEMO_SEED);
  const zipf = new ZipfSampler(vocabulary.length);
  let rare = { word: '', screens: 0 };
  for (let rank = zipf.rankWithShare(0.0001, 10); rank < vocabulary.length && !rare.word; rank += 1) {
    const word = vocabulary[rank] ?? '';
    const n = await count(word);
    if (n >= screens * 0.00005 && n <= screens * 0.0002) rare = { word, screens: n };
  }
  let absent = 'zqxjv';
  while ((await count(`${absent}:*`)) > 0) absent += 'q';
  const categories = await sql<{ id: number; slug: string; share: number }>`
    select id, slug, item_count::float8 / ${screens} as share from categories where kind = 'pattern'`.execute(
    db,
  );
  const category = categories.rows.reduce((best, row) =>
    Math.abs(Math.log(row.share / 0.02)) < Math.abs(Math.log(best.share / 0.02)) ? row : best,
  );
  const largest = await sql<{ title: string; screens: number }>`
    select title, screen_count as screens from apps order by screen_count desc, id limit 1`.execute(db);
  const mid = nearest(0.01);
  // As typed so far: the start of the mid word that is no common word itself (the search completes it).
  const common = new Set(rows.map((row) => row.word));
  const unfinished = [3, 4, 5]
    .map((length) => mid.word.slice(0, length))
    .find((prefix) => !common.has(prefix));
  return {
    commonest: rows.reduce((best, row) => (row.share > best.share ? row : best)),
    mid,
    unfinished: unfinished ?? mid.word.slice(0, -1),
    uncommon: nearest(0.001),
    rare,
    absent,
    category,
    largestApp: largest.rows[0] ?? { title: 'Ledgerly', screens: 0 },
  };
}

interface Measured {
  name: string;
  path: string;
  cold: number;
  p50: number;
  p95: number;
  total: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

/**
 * An API being timed, a Pro member signed in: started in this process (`serveInProcess`), or the built
 * server in its own process as `pnpm start` runs it (`serveBuilt`, with `--server`). `pictureIndex` is
 * settled once search by picture's index is loaded (started as the API started, as the server does), with
 * how long it took; null when it is not loaded.
 */
interface Served {
  base: string;
  authorization: string;
  pictureIndex: Promise<number> | null;
  close(): Promise<void>;
}

/** The API in this process on `database`, loading search by picture's index as it starts when `warm`. */
async function serveInProcess(database: Database, warm: boolean): Promise<Served> {
  const media = await mkdtemp(join(tmpdir(), 'pageshelf-bench-search-api-'));
  const container = benchContainer(database, media);
  const app: FastifyInstance = await benchApp(container);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const started = performance.now();
  const pictureIndex = warm ? container.imageSearch.warm().then(() => performance.now() - started) : null;
  const { authorization } = await signIn(app, 'pro@pageshelf.dev');
  return {
    base,
    authorization,
    pictureIndex,
    close: async () => {
      await pictureIndex?.catch(() => undefined);
      await app.close();
      await rm(media, { recursive: true, force: true });
    },
  };
}

/**
 * The built server (dist/server.js, `pnpm bench` builds it) in its own process on the library at `url`, as
 * `pnpm start` runs it (request log on, search by picture's index loaded as it starts); timed from the
 * moment it listens. A Pro member signs in through the development outbox.
 */
async function serveBuilt(url: string): Promise<Served> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const media = await mkdtemp(join(tmpdir(), 'pageshelf-bench-search-server-'));
  // Mail goes to the development outbox (no SMTP_URL: one set in this shell is not the bench's).
  const { SMTP_URL: _smtp, ...inherited } = process.env;
  // BENCH_SERVER_NODE_ARGS: Node's options for the server (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((part) => part !== '');
  const child = spawn(
    process.execPath,
    [...nodeArgs, fileURLToPath(new URL('../dist/server.js', import.meta.url))],
    {
      env: {
        ...inherited,
        NODE_ENV: 'development',
        DATABASE_URL: url,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        MEDIA_DIR: media,
        MAGIC_LINKS_PER_ADDRESS: '10000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  let started = 0;
  const listening = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the built API exited (${code}) before listening`)));
    lines.on('line', (line) => {
      if (started === 0 && line.includes('Pageshelf API on')) {
        started = performance.now();
        resolve();
      }
    });
  });
  const pictureIndex = new Promise<number>((resolve) => {
    lines.on('line', (line) => {
      if (line.includes('search by picture:')) resolve(performance.now() - started);
    });
  });
  await listening;
  const base = `http://127.0.0.1:${port}`;
  const post = async (path: string, body: unknown) =>
    (await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json())) as Record<string, unknown>;
  const email = 'pro@pageshelf.dev';
  await post('/auth/magic-link', { email });
  const outbox = (await fetch(`${base}/dev/outbox?email=${encodeURIComponent(email)}`).then((response) =>
    response.json(),
  )) as { messages: { link: string }[] };
  const token = outbox.messages[0]?.link.split('/magic/')[1] ?? '';
  const verified = await post('/auth/verify', { token });
  return {
    base,
    authorization: `Bearer ${String(verified.token)}`,
    pictureIndex,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(media, { recursive: true, force: true });
    },
  };
}

/** Times every class through `served`, explains the slowest (when its statements were captured here). */
/** What the details of each database's part hold alike: its library, its words and what was measured. */
function measuredDetails(
  library: { reused: boolean; seconds: number },
  words: Words,
  measured: { results: Measured[]; explain: string; slowest: string },
) {
  return {
    libraryReused: library.reused,
    librarySeconds: Math.round(library.seconds),
    words,
    slowest: measured.slowest,
    explainOfSlowest: measured.explain,
    results: measured.results,
  };
}

async function measure(
  served: Served,
  database: Database,
  capture: CapturePlugin,
  words: Words,
  screens: number,
  label: string,
): Promise<{ results: Measured[]; explain: string; slowest: string }> {
  const { base, authorization } = served;
  try {
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization } });
      const body = (await response.json()) as Record<string, unknown>;
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    const q = encodeURIComponent;
    const { commonest, mid, unfinished, uncommon, rare, absent, category } = words;
    const pct = (share: number) => `${(share * 100).toPrecision(2)}%`;
    // Page 1,000 of 30 (or the last of a smaller library): walk there in pages of 100 (a cursor is the
    // list's, whatever the page size).
    const deepPage = Math.min(1_000, Math.floor(screens / 30));
    let cursor = '';
    for (let seen = 0; seen < (deepPage - 1) * 30; ) {
      const size = Math.min(100, (deepPage - 1) * 30 - seen);
      const body = await get(`/screens?limit=${size}${cursor ? `&cursor=${cursor}` : ''}`);
      cursor = String(body.nextCursor);
      seen += size;
    }
    const classes: [string, string][] = [
      [
        `commonest word "${commonest.word}" (${pct(commonest.share)})`,
        `/screens?text_in_screen=${q(commonest.word)}`,
      ],
      [`mid word "${mid.word}" (${pct(mid.share)})`, `/screens?text_in_screen=${q(mid.word)}`],
      [
        `uncommon word "${uncommon.word}" (${pct(uncommon.share)})`,
        `/screens?text_in_screen=${q(uncommon.word)}`,
      ],
      [`rare word "${rare.word}" (${rare.screens} screens)`, `/screens?text_in_screen=${q(rare.word)}`],
      [`absent word "${absent}"`, `/screens?text_in_screen=${q(absent)}`],
      [`unfinished word "${unfinished}"`, `/screens?text_in_screen=${q(unfinished)}`],
      [`category "${category.slug}" (${pct(category.share)})`, `/screens?pattern_cats=${category.id}`],
      [
        `commonest word + category`,
        `/screens?text_in_screen=${q(commonest.word)}&pattern_cats=${category.id}`,
      ],
      [`mid word + category`, `/screens?text_in_screen=${q(mid.word)}&pattern_cats=${category.id}`],
      [`term "${mid.word}"`, `/screens?term=${q(mid.word)}`],
      ['screen_types=marketing', '/screens?screen_types=marketing'],
      [`/search commonest "${commonest.word}"`, `/search?q=${q(commonest.word)}`],
      [`/search mid "${mid.word}"`, `/search?q=${q(mid.word)}`],
      [`/search uncommon "${uncommon.word}"`, `/search?q=${q(uncommon.word)}`],
      [`/search rare "${rare.word}"`, `/search?q=${q(rare.word)}`],
      [`/search absent "${absent}"`, `/search?q=${q(absent)}`],
      // The universal search (issue 26): the query read into chips, the four groups answered.
      [`/search pattern "paywall"`, '/search?q=paywall'],
      // What the search did with "paywall" before issue 26: the word on screens (the alternative above).
      [`before: the word "paywall" on screens`, '/screens?text_in_screen=paywall'],
      [`/search synonym "premium"`, '/search?q=premium'],
      [`/search typo "chekout"`, '/search?q=chekout'],
      [
        `/search app "${words.largestApp.title}" (${words.largestApp.screens} screens)`,
        `/search?q=${q(words.largestApp.title)}`,
      ],
      [`/search platform "ios"`, '/search?q=ios'],
      [`/search tag "dark"`, '/search?q=dark'],
      [`/search element "button"`, '/search?q=button'],
      [`/search flow "checkout flow"`, `/search?q=${q('checkout flow')}`],
      [`/search two concepts "paywall ios"`, `/search?q=${q('paywall ios')}`],
      [`/search three concepts "dark onboarding ios"`, `/search?q=${q('dark onboarding ios')}`],
      [`/search concept and word "settings ${mid.word}"`, `/search?q=${q(`settings ${mid.word}`)}`],
      // The palette's suggestions while typing (from memory: no search).
      [`/search/suggest "pay"`, '/search/suggest?q=pay'],
      [`/search/suggest "o"`, '/search/suggest?q=o'],
      [`/search/suggest typo "chekou"`, '/search/suggest?q=chekou'],
      [
        `/search/suggest app "${words.largestApp.title.slice(0, 4)}"`,
        `/search/suggest?q=${q(words.largestApp.title.slice(0, 4))}`,
      ],
      ['first page', '/screens'],
      [`page ${deepPage.toLocaleString('en')} by cursor`, `/screens?limit=30&cursor=${cursor}`],
    ];
    // Every connection of the pool opened and its caches warm (the first query of a connection reads
    // the word statistics into its catalogue cache) before anything is timed.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => get(classes[index % classes.length]?.[1] ?? '/screens')),
    );
    // The floor: what any request of this member costs here and now (HTTP, session, answer), no search.
    classes.unshift(['floor: /health with the session (no search)', '/health']);
    const results: Measured[] = [];
    for (const [name, path] of classes) {
      const coldStart = performance.now();
      const body = await get(path);
      const cold = performance.now() - coldStart;
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await get(path);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const totalOf = (body.total ?? (body.screens as { total?: unknown } | undefined)?.total) as
        | { value: number; exact: boolean; estimate?: number }
        | undefined;
      const total = totalOf
        ? `${totalOf.exact ? '' : '≥'}${totalOf.value.toLocaleString('en')}${totalOf.estimate ? ` (≈${totalOf.estimate.toLocaleString('en')})` : ''}`
        : '';
      const measured = { name, path, cold, p50: percentile(times, 0.5), p95: percentile(times, 0.95), total };
      results.push(measured);
      console.log(
        `${label} ${name.padEnd(44)} p50 ${measured.p50.toFixed(1).padStart(6)} ms  p95 ${measured.p95.toFixed(1).padStart(6)} ms  cold ${cold.toFixed(1).padStart(6)} ms  total ${total}`,
      );
    }
    // The slowest class again, its statements captured, the slowest of them explained.
    const slowest = results
      .filter((row) => row.path !== '/health')
      .reduce((worst, row) => (row.p95 > worst.p95 ? row : worst));
    capture.reset();
    capture.active = true;
    await get(slowest.path);
    capture.active = false;
    // (An API in its own process runs its statements there: none were captured.)
    const executor = database.db.getExecutor();
    let explain = '';
    let worstMs = -1;
    for (const node of capture.run) {
      const compiled = executor.compileQuery(node, createQueryId());
      if (!/^\s*select/i.test(compiled.sql)) continue;
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `explain (analyze, buffers) ${compiled.sql}`,
      });
      const text = rows.map((row) => row['QUERY PLAN']).join('\n');
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
      if (ms > worstMs) {
        worstMs = ms;
        explain = `${compiled.sql}\n-- parameters: ${JSON.stringify(compiled.parameters).slice(0, 400)}\n${text}`;
      }
    }
    console.log(
      `\n${label}: slowest class "${slowest.name}" (p95 ${slowest.p95.toFixed(1)} ms); its slowest statement:\n${explain}\n`,
    );
    return { results, explain, slowest: slowest.name };
  } finally {
    // Whatever failed, no statement is captured after it.
    capture.active = false;
  }
}

/** The p95 of `RUNS` calls of `run`, after one to warm up. */
async function p95Of(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.95,
  );
}

/** The search as it was before (issue 15 step 2): GIN, every word a prefix, counting to 10,001, apps joined. */
async function before(database: Database, word: string): Promise<number> {
  const run = () =>
    Promise.all([
      sql`select s.id from screens s join apps a on a.id = s.app_id
          where s.text_search @@ to_tsquery('simple', ${`${word}:*`}) order by s.id desc limit 25`.execute(
        database.db,
      ),
      sql`select count(*) from (select 1 from screens s join apps a on a.id = s.app_id
          where s.text_search @@ to_tsquery('simple', ${`${word}:*`}) limit 10001) c`.execute(database.db),
    ]);
  return p95Of(run);
}

/**
 * The palette's suggestions as SQL would give them (the alternative to the vocabulary in memory): app,
 * category and tag titles starting with the typed text, by their trigram indexes (apps) or a scan of the
 * small tables; no typo tolerance. SQL only, so it is a lower bound of its HTTP time.
 */
async function suggestInSql(database: Database, typed: string): Promise<number> {
  const prefix = `${typed}%`;
  const run = () =>
    sql`(select 'app' as kind, id, title, screen_count as n from apps where title ilike ${prefix}
         order by screen_count desc limit 8)
        union all (select kind, id, title, item_count from categories where title ilike ${prefix} limit 8)
        union all (select 'tag', id, title, screen_count from tags where title ilike ${prefix} limit 8)`.execute(
      database.db,
    );
  return p95Of(run);
}

/** The machine's load now: load average and, where the kernel reports it, CPU pressure (share of time waiting). */
async function machineLoad(): Promise<string> {
  const pressure = await readFile('/proc/pressure/cpu', 'utf8').catch(() => '');
  const some = /some avg10=([\d.]+)/.exec(pressure)?.[1];
  return `load average ${loadavg()[0]?.toFixed(1)}${some ? `, CPU pressure ${some}%` : ''}`;
}

const rows: BenchRow[] = [];
const details: Record<string, unknown> = {
  machine: `${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at start`,
  runs: RUNS,
};
let skipped: string | undefined;
const benchStarted = performance.now();
console.log(
  `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores; ${RUNS} runs per class`,
);

/** The library already in the database at `url` (`--library-url`), as it is: its screens counted. */
async function openGivenLibrary(url: string, plugin: KyselyPlugin) {
  const opened = await openDatabase({ url, poolSize: 10 });
  const database = { ...opened, db: opened.db.withPlugin(plugin) };
  const counted = await sql<{ screens: number; rum: boolean }>`
    select (select count(*) from screens)::int as screens,
      exists (select 1 from pg_extension where extname = 'rum') as rum`.execute(database.db);
  const { screens = 0, rum = false } = counted.rows[0] ?? {};
  return { database, screens, rum, schema: 'public', fingerprint: 'given', reused: true, seconds: 0 };
}

/**
 * The classes timed twice on the same API: from its start, while search by picture's index loads beside
 * the requests (the first minute of a server), then once the index is loaded.
 */
async function measureFromStart(
  served: Served,
  database: Database,
  capture: CapturePlugin,
  words: Words,
  screens: number,
) {
  const started = performance.now();
  const firstMinute = await measure(served, database, capture, words, screens, 'PostgreSQL, first minute');
  const firstMinuteSeconds = (performance.now() - started) / 1000;
  const pictureIndexMs = (await served.pictureIndex) ?? 0;
  console.log(
    `first minute: the classes timed in the first ${firstMinuteSeconds.toFixed(0)} s of the API, search by picture's index loaded in ${seconds(pictureIndexMs)}`,
  );
  const later = await measure(served, database, capture, words, screens, 'PostgreSQL');
  return { firstMinute, firstMinuteSeconds, pictureIndexMs, later };
}

// PostgreSQL, a million screens ---------------------------------------------------------------------
const probe = await openDatabase({ url: GIVEN_LIBRARY ?? PG_URL, poolSize: 1 }).catch((error: unknown) => {
  skipped = `no PostgreSQL answered at BENCH_DATABASE_URL (${PG_URL}): ${(error as Error).message}`;
  return null;
});
if (probe) {
  await probe.close();
  const capture = new CapturePlugin();
  const library = GIVEN_LIBRARY
    ? await openGivenLibrary(GIVEN_LIBRARY, capture)
    : {
        ...(await openPostgresLibrary({ url: PG_URL, screens: SCREENS, plugin: capture })),
        screens: SCREENS,
      };
  details.rumAvailable = library.rum;
  const { schema, fingerprint: pgFingerprint, screens } = library;
  const { database } = library;
  try {
    const words = await pickWords(database, screens);
    const loadBefore = await machineLoad();
    const served =
      SERVER && GIVEN_LIBRARY ? await serveBuilt(GIVEN_LIBRARY) : await serveInProcess(database, true);
    const fromStart = await measureFromStart(served, database, capture, words, screens).finally(() =>
      served.close(),
    );
    const measured = fromStart.later;
    const load = `${loadBefore} before, ${await machineLoad()} after`;
    console.log(`PostgreSQL measured with ${load}`);
    const alternative = await before(database, words.commonest.word);
    const suggestSql = await suggestInSql(database, 'pay');
    const textPaywall = measured.results.find((row) => row.path === '/screens?text_in_screen=paywall');
    const alternativeOf = (path: string): { name: string; value: number } | null => {
      if (path === `/screens?text_in_screen=${encodeURIComponent(words.commonest.word)}`)
        return { name: 'before: GIN, prefix, count to 10,001 (SQL only)', value: alternative };
      if (path === '/search/suggest?q=pay')
        return { name: 'SQL: titles by prefix, no typos (SQL only)', value: suggestSql };
      if (path === '/search?q=paywall' && textPaywall)
        return { name: 'before issue 26: the word on screens (HTTP)', value: textPaywall.p95 };
      return null;
    };
    const where = `PostgreSQL ${(screens / 1e6).toLocaleString('en')}M screens, ${SERVER ? 'the built server' : 'HTTP'}`;
    for (const row of fromStart.firstMinute.results) {
      const floor = row.path === '/health';
      rows.push({
        measure: `${where}, first ${fromStart.firstMinuteSeconds.toFixed(0)} s (picture index loading): ${row.name}`,
        unit: 'ms',
        ours: round(row.p95),
        target: floor ? null : `≤ ${targetOf(row.path)} ms p95`,
        pass: floor ? null : row.p95 <= targetOf(row.path),
        note: `p50 ${row.p50.toFixed(1)} ms, cold ${row.cold.toFixed(1)} ms; the index loaded in ${seconds(fromStart.pictureIndexMs)}; ${load}`,
      });
    }
    for (const row of measured.results) {
      const other = alternativeOf(row.path);
      const floor = row.path === '/health';
      rows.push({
        measure: `${where}: ${row.name}`,
        unit: 'ms',
        ours: round(row.p95),
        ...(other
          ? {
              alternative: { name: other.name, value: round(other.value) },
              ratio: Math.round((other.value / row.p95) * 100) / 100,
            }
          : {}),
        target: floor ? null : `≤ ${targetOf(row.path)} ms p95`,
        pass: floor ? null : row.p95 <= targetOf(row.path),
        note: `p50 ${row.p50.toFixed(1)} ms, cold ${row.cold.toFixed(1)} ms${row.total ? `; total ${row.total}` : ''}; ${load}`,
      });
    }
    details.postgres = {
      load,
      schema,
      fingerprint: pgFingerprint,
      ...measuredDetails(library, words, measured),
      server: SERVER ? 'built, own process' : 'this process',
      pictureIndexMs: Math.round(fromStart.pictureIndexMs),
      firstMinuteSeconds: Math.round(fromStart.firstMinuteSeconds),
      firstMinute: fromStart.firstMinute.results,
    };
  } finally {
    await database.close();
  }
} else {
  console.log(`PostgreSQL part SKIPPED: ${skipped}`);
}

// PGlite, the embedded default --------------------------------------------------------------------
const liteShape = { screens: PGLITE_SCREENS, images: false, rum: false };
const liteFingerprint = await libraryFingerprint(liteShape);
const liteDir = join(tmpdir(), `pageshelf-bench-search-pglite-${liteFingerprint}`);
// (Not with a library given: it is PostgreSQL's.)
if (!GIVEN_LIBRARY) {
  // Libraries of other fingerprints are dropped: each is a few hundred megabytes.
  for (const name of await readdir(tmpdir())) {
    if (name.startsWith('pageshelf-bench-search-pglite-') && join(tmpdir(), name) !== liteDir)
      await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
  const capture = new CapturePlugin();
  const library = await openLibrary({
    open: async () => {
      await mkdir(liteDir, { recursive: true });
      const opened = await openDatabase({ dataDir: liteDir });
      return { ...opened, db: opened.db.withPlugin(capture) };
    },
    wipe: () => rm(liteDir, { recursive: true, force: true }),
    shape: liteShape,
    fingerprint: liteFingerprint,
    label: 'PGlite',
  });
  const { database } = library;
  try {
    const words = await pickWords(database, PGLITE_SCREENS);
    const loadBefore = await machineLoad();
    const served = await serveInProcess(database, false);
    const measured = await measure(served, database, capture, words, PGLITE_SCREENS, 'PGlite').finally(() =>
      served.close(),
    );
    const load = `${loadBefore} before, ${await machineLoad()} after`;
    console.log(`PGlite measured with ${load}`);
    for (const row of measured.results) {
      rows.push({
        measure: `PGlite ${(PGLITE_SCREENS / 1000).toLocaleString('en')}k screens, HTTP: ${row.name}`,
        unit: 'ms',
        ours: round(row.p95),
        target: null,
        pass: null,
        note: `p50 ${row.p50.toFixed(1)} ms, cold ${row.cold.toFixed(1)} ms${row.total ? `; total ${row.total}` : ''}; report only; ${load}`,
      });
    }
    details.pglite = {
      load,
      dataDir: liteDir,
      fingerprint: liteFingerprint,
      ...measuredDetails(library, words, measured),
    };
  } finally {
    await database.close();
  }
}

details.seconds = Math.round((performance.now() - benchStarted) / 1000);
console.log(`\nwhole benchmark: ${seconds(performance.now() - benchStarted)}`);
// `skipped` marks the part with the target as not run; the PGlite rows are reported all the same.
await writeResult({
  name: 'search-scale',
  rows,
  details,
  ...(skipped ? { skipped: `PostgreSQL part not run (${skipped}); PGlite rows only` } : {}),
});
