/**
 * Benchmark: `pnpm library demo --screens N` (metadata-only library of N screens sharing the demo
 * set's images) into a fresh PGlite or PostgreSQL schema.
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/demo-scale.ts [--screens 200000] [--apps 42] [--database-url postgres://…]
 * Prints the rendering of the image pool, then the write rate, with the CPU time of this process and
 * (for a local PostgreSQL) of its server process: on a loaded machine the CPU times say more than the
 * wall clock.
 *
 * Measured 2026-11-23 on the 2-core box under load (PostgreSQL 15 local): 100,000 screens (+100,000
 * components, 12,500 flows) in 31 s, 3,200 screens/s; PostgreSQL spent 270 us of CPU per screen, this
 * process 40 us. 1,000,000 screens through the CLI: 45 s for the image pool, then 475 s, peak RSS
 * 730 MB (flat while writing). The server's share is per-row index maintenance: inserting one screen
 * costs ~140 us of PostgreSQL CPU, ~100 us of it the two GIN indexes on its words (trigram and
 * tsvector), the same with the bench's generate_series SQL. A large GIN pending list saved nothing;
 * dropping those indexes and rebuilding them after saved a quarter at most, for an exclusive lock on
 * the screens table. So >20k screens/s is out of reach on two cores with this schema.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { progressReporter } from '../src/lib/progress.js';
import { generateDemoLibrary } from '../src/library/demo/generate-demo.js';
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
