// `pnpm bench`: runs every benchmark of the product one after another (each starts what it needs on
// loopback and stops by itself), then prints one table: measure, ours, the alternative measured in the
// same run, ratio, target, pass/fail. Writes bench/results/<time>.json and bench/results/latest.json.
//
//   pnpm bench                 every benchmark
//   pnpm bench proxy search    only those (names below; search-quality is the relevance of the search)
//
// The PostgreSQL parts use BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); when
// nothing answers there, they are skipped and the table says so.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRows } from './result.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench', 'results');
const MINUTE = 60_000;

/** Every benchmark: where it lives, how long it may take, whether it needs PostgreSQL. */
const BENCHMARKS = [
  { name: 'proxy', cwd: 'apps/bff', script: 'bench/proxy.ts', limitMs: 5 * MINUTE },
  { name: 'spa', cwd: 'apps/web', script: 'bench/lighthouse.ts', limitMs: 15 * MINUTE },
  { name: 'scroll', cwd: 'apps/web', script: 'bench/scroll.ts', limitMs: 5 * MINUTE },
  // The entry pages rendered by the server at 50 visitors, beside index.html (issue 28).
  {
    name: 'server-render',
    cwd: 'apps/web',
    script: 'bench/server-render.ts',
    limitMs: 14 * MINUTE,
    postgres: 'part',
  },
  { name: 'media', cwd: 'apps/api', script: 'bench/media.ts', limitMs: 6 * MINUTE },
  // Capture and compare (issue 31): pages per minute, and a 2880×1800 pair compared.
  { name: 'capture', cwd: 'apps/api', script: 'bench/capture.ts', limitMs: 6 * MINUTE },
  // Relevance of the search (issue 26): the judged set on the demo library in PGlite, no PostgreSQL.
  { name: 'search-quality', cwd: 'apps/api', script: 'bench/search-quality.ts', limitMs: 5 * MINUTE },
  {
    name: 'search',
    cwd: 'apps/api',
    script: 'bench/search-scale.ts',
    // Writing the 1M-screen library (when stale) takes most of it: the demo images drawn, then the rows.
    limitMs: 18 * MINUTE,
    postgres: 'part',
  },
  // Search by picture at 1M screens: the same library (written here if search did not run first).
  {
    name: 'image-search',
    cwd: 'apps/api',
    script: 'bench/image-search-scale.ts',
    limitMs: 20 * MINUTE,
    postgres: 'all',
  },
  // The public API's search with a key and the MCP server's search at 1M screens (issue 30): the same library.
  {
    name: 'public-api',
    cwd: 'apps/api',
    script: 'bench/public-api-scale.ts',
    limitMs: 20 * MINUTE,
    postgres: 'all',
  },
  { name: 'soak', cwd: 'tests/system', script: 'bench/soak.ts', limitMs: 9 * MINUTE, postgres: 'all' },
];

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server accepts connections at `url` (a TCP answer is enough to try). */
function postgresAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function run(bench, resultFile, postgres) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', bench.script], {
      cwd: join(ROOT, bench.cwd),
      env: {
        ...process.env,
        BENCH_RESULT_FILE: resultFile,
        BENCH_DATABASE_URL: postgres ? DATABASE_URL : '',
        BENCH_POSTGRES: postgres ? 'on' : 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`[${bench.name}] ${line}\n`);
      });
    }
    // A benchmark past its limit is stopped with everything it started (its process group).
    const limit = setTimeout(() => {
      process.stdout.write(`[${bench.name}] stopped: past its limit of ${bench.limitMs / MINUTE} min\n`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, bench.limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      resolve({ code, signal, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHMARKS.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHMARKS.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length === 0 ? BENCHMARKS : BENCHMARKS.filter((bench) => wanted.includes(bench.name));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const runDir = join(RESULTS, stamp);
await mkdir(runDir, { recursive: true });

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
};
const postgres = await postgresAnswers(DATABASE_URL);
console.log(
  `pnpm bench: ${selected.map((b) => b.name).join(', ')} on ${machine.cores} cores (${machine.cpu}), ${machine.node}, load ${machine.loadAverageAtStart.join(' ')}`,
);
console.log(
  postgres
    ? `PostgreSQL answers at ${DATABASE_URL}: its parts run.`
    : `NO PostgreSQL answers at ${DATABASE_URL}: the PostgreSQL parts (search and search by picture at 1M screens, the soak) are SKIPPED. Set BENCH_DATABASE_URL to run them.`,
);

const started = Date.now();
const results = [];
for (const bench of selected) {
  if (bench.postgres === 'all' && !postgres) {
    results.push({ name: bench.name, rows: [], skipped: `no PostgreSQL at ${DATABASE_URL}` });
    continue;
  }
  const file = join(runDir, `${bench.name}.json`);
  console.log(`\n== ${bench.name} (${bench.cwd}/${bench.script}, at most ${bench.limitMs / MINUTE} min)`);
  const outcome = await run(bench, file, postgres);
  const result = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text),
    () => null,
  );
  if (result === null || outcome.code !== 0) {
    const why = outcome.signal ? `stopped (${outcome.signal})` : `exited with ${outcome.code}`;
    results.push({
      ...(result ?? { name: bench.name, rows: [] }),
      failed: `${why} after ${outcome.seconds.toFixed(0)} s`,
    });
  } else {
    results.push({ ...result, seconds: outcome.seconds });
  }
}

const minutes = (Date.now() - started) / MINUTE;
console.log(`\n== pnpm bench: every figure (${minutes.toFixed(1)} min)\n`);
let met = 0;
let missed = 0;
let broken = 0;
for (const result of results) {
  const heading = result.skipped
    ? `${result.name}: SKIPPED (${result.skipped})`
    : result.failed
      ? `${result.name}: FAILED (${result.failed})`
      : `${result.name} (${result.seconds?.toFixed(0)} s)`;
  console.log(heading);
  if (result.rows.length > 0) console.log(formatRows(result.rows));
  console.log('');
  if (result.failed) broken += 1;
  for (const row of result.rows) {
    if (row.pass === true) met += 1;
    if (row.pass === false) missed += 1;
  }
}
console.log(
  `${met} targets met, ${missed} missed${broken > 0 ? `, ${broken} benchmark(s) failed` : ''}; results in ${join('bench', 'results', `${stamp}.json`)}`,
);
const summary = {
  at: new Date().toISOString(),
  minutes,
  machine,
  postgres: postgres ? DATABASE_URL : null,
  results,
};
await writeFile(join(RESULTS, `${stamp}.json`), `${JSON.stringify(summary, null, 2)}\n`);
await writeFile(join(RESULTS, 'latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
process.exit(broken > 0 ? 1 : 0);
