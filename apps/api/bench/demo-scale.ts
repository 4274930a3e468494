/**
 * Benchmark: `pnpm library demo --screens N` (metadata-only library of N screens sharing the demo
 * set's images) into a fresh PGlite or PostgreSQL schema.
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/demo-scale.ts [--screens 200000] [--apps 42] [--database-url postgres://…]
 * Prints the rendering of the image pool, then the write rate, with the CPU time of this process and
 * (for a local PostgreSQL) of its server process: on a loaded machine the CPU times say more than the
 * wall clock.
 *
 * Measured 2026-11-23 on the 2-core box under load (PostgreSQL 15 local), before issue 15 step 2: 1,000,000
 * screens through the CLI in 45 s for the image pool, then 475 s, each screen ~140 us of server CPU, ~100 us
 * of it the two GIN indexes on its words maintained row by row.
 *
 * Since (issue 15 step 2, docs/performance.md): the trigram index on screen text is gone (nothing used it),
 * and into an empty library the writer loads in bulk, in one transaction: secondary indexes and foreign
 * keys set aside, rows written, indexes built and keys checked once each. A million screens of the richer
 * library (a 60,000-word Zipf vocabulary, 4,000 apps) then take 123 s to write and ~40 s to index on a
 * machine at load 6 (GIN only); with the RUM index where rum is installed, 256 s at load 9 and 433 s at
 * load 8 with other jobs on both cores. The server's CPU is now mostly to_tsvector (~40 us a screen) and
 * the index builds.
 */

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoLibrary } from '@pageshelf/library';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { progressReporter } from '../src/lib/progress.js';
import { LocalMediaStore } from '../src/media/media-store.js';
import { LibraryWriter } from '../src/repositories/library-writer.repository.js';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const screens = Number(arg('screens') ?? 200_000);
const appCount = arg('apps') ? Number(arg('apps')) : undefined;
const url = arg('database-url');
const schema = url ? `bench_scale_${process.pid}` : undefined;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CPU seconds of a local process (Linux), or null. */
const cpuOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
const database = await openDatabase({ url, schema, poolSize: 2 });
await migrate(database);
// The pool's two server processes (the writer uses one at a time).
const backends = url
  ? await Promise.all(
      [0, 1].map(
        async () =>
          (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.1)`.execute(database.db))
            .rows[0]?.pid ?? 0,
      ),
    )
  : [];
// A pooled connection left idle for 30 s exits: it did no work since its last reading.
const lastCpu = new Map<number, number>();
const backendCpu = async () => {
  let total = 0;
  for (const pid of backends) {
    const cpu = (await cpuOf(pid)) ?? lastCpu.get(pid) ?? 0;
    lastCpu.set(pid, cpu);
    total += cpu;
  }
  return total;
};
const dir = await mkdtemp(join(tmpdir(), 'pageshelf-bench-scale-'));
try {
  const started = performance.now();
  let writeStart = started;
  let cpuAtWrite = process.cpuUsage();
  let backendAtWrite = 0;
  const report = progressReporter('screens written');
  const result = await generateDemoLibrary(new LibraryWriter(database.db), new LocalMediaStore(dir), {
    appCount,
    screens,
    onProgress: (done, total) => {
      if (done < total) return;
      writeStart = performance.now();
      cpuAtWrite = process.cpuUsage();
      console.log(`image pool: ${total} screens rendered in ${seconds(writeStart - started)}`);
      void backendCpu().then((cpu) => {
        backendAtWrite = cpu;
      });
    },
    onWriteProgress: report,
  });
  const writing = performance.now() - writeStart;
  const cpu = process.cpuUsage(cpuAtWrite);
  const serverCpu = backends.length > 0 ? (await backendCpu()) - backendAtWrite : null;
  console.log(
    `${database.kind}: ${result.apps} apps, ${result.screens} screens, ${result.flows} flows, ${result.components} components`,
  );
  console.log(
    `  written in ${seconds(writing)}: ${Math.round(result.screens / (writing / 1000)).toLocaleString()} screens/s`,
  );
  console.log(
    `  CPU: this process ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s${serverCpu !== null ? `, PostgreSQL ${serverCpu.toFixed(1)} s (${Math.round(result.screens / serverCpu).toLocaleString()} screens per server CPU second)` : ''}`,
  );
  console.log(`  peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
