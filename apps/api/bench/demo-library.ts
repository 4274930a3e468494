/**
 * Benchmark: first-start demo library generation (what `ensureDemoLibrary` runs on an empty library).
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/demo-library.ts [--apps N] [--sample N] [--database-url postgres://…]
 * Prints a per-phase breakdown measured one screen at a time on a sample (where the CPU goes), then the
 * full generation end to end into a temporary media directory on PGlite (or PostgreSQL), with totals.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { planDemoLibrary } from '../src/library/demo/demo-plan.js';
import { generateDemoLibrary } from '../src/library/demo/generate-demo.js';
import { Random } from '../src/library/demo/random.js';
import { drawScreen } from '../src/library/demo/screen-art.js';
import { cropRaw, decodeRaw, storeImageVariants } from '../src/media/image-variants.js';
import { LocalMediaStore } from '../src/media/media-store.js';
import { LibraryWriter } from '../src/repositories/library-writer.repository.js';

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const appCount = arg('apps') ? Number(arg('apps')) : undefined;
const sample = Number(arg('sample') ?? 60);
const url = arg('database-url');
const concurrency = arg('concurrency') ? Number(arg('concurrency')) : undefined;
if (process.argv.includes('--no-sharp-cache')) sharp.cache(false);
const ms = (start: number) => performance.now() - start;
const fmt = (value: number) => `${(value / 1000).toFixed(2)} s`;
const cores = availableParallelism();

console.log(
  `sharp ${sharp.versions.sharp}, vips ${sharp.versions.vips}, sharp.concurrency ${sharp.concurrency()}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '(4)'}, load average ${loadavg()[0]?.toFixed(1)} on ${cores} cores`,
);
const dir = await mkdtemp(join(tmpdir(), 'pageshelf-bench-demo-'));
try {
  // 1. Per-phase costs, one screen at a time (no overlap, so each phase's share is visible).
  const plan = planDemoLibrary({ appCount });
  const store = new LocalMediaStore(join(dir, 'sample'));
  const step = Math.max(1, Math.floor(plan.screens.length / sample));
  const picked = plan.screens.filter((_, index) => index % step === 0).slice(0, sample);
  const phases = { draw: 0, rasterise: 0, variants: 0, components: 0 };
  const sampleCpu = process.cpuUsage();
  for (const planned of picked) {
    let t = performance.now();
    const random = new Random(planned.artSeed);
    const canvas = drawScreen(planned.spec, planned.brand, random);
    const svg = Buffer.from(canvas.toSvg());
    phases.draw += ms(t);
    t = performance.now();
    const raw = await decodeRaw(svg);
    phases.rasterise += ms(t);
    t = performance.now();
    await storeImageVariants(store, planned.imageKey, raw, { fast: true });
    phases.variants += ms(t);
    t = performance.now();
    const [component] = canvas.components.filter((c) => c.box.width >= 40 && c.box.height >= 24);
    if (component)
      await storeImageVariants(store, `${planned.imageKey}-c0`, await cropRaw(raw, component.box), {
        fast: true,
      });
    phases.components += ms(t);
  }
  const perScreen = Object.values(phases).reduce((a, b) => a + b, 0) / picked.length;
  const sampleUsed = process.cpuUsage(sampleCpu);
  console.log(`per screen, sequential, ${picked.length} sampled of ${plan.screens.length}:`);
  for (const [name, total] of Object.entries(phases))
    console.log(`  ${name.padEnd(11)} ${(total / picked.length).toFixed(1)} ms`);
  console.log(
    `  total       ${perScreen.toFixed(1)} ms (CPU ${((sampleUsed.user + sampleUsed.system) / 1000 / picked.length).toFixed(1)} ms) → ${fmt(perScreen * plan.screens.length)} for all screens on one core`,
  );

  // 2. The real thing, end to end.
  const database = await openDatabase({ url, schema: url ? `bench_demo_${process.pid}` : undefined });
  await migrate(database);
  const writer = new LibraryWriter(database.db);
  const originalWrite = writer.write.bind(writer);
  let writeTime = 0;
  writer.write = async (input) => {
    const t = performance.now();
    await originalWrite(input);
    writeTime += ms(t);
  };
  let firstProgress = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await generateDemoLibrary(writer, new LocalMediaStore(join(dir, 'media')), {
    appCount,
    concurrency,
    onProgress: (done) => {
      if (done === 1) firstProgress = ms(started);
    },
  });
  const total = ms(started);
  const used = process.cpuUsage(cpu);
  console.log(
    `${database.kind}: ${result.apps} apps, ${result.screens} screens, ${result.flows} flows, ${result.components} components`,
  );
  console.log(`  first screen rendered after ${fmt(firstProgress)}`);
  console.log(`  images       ${fmt(total - writeTime)}`);
  console.log(`  db write     ${fmt(writeTime)}`);
  console.log(
    `  total        ${fmt(total)} (CPU ${fmt((used.user + used.system) / 1000)} on ${cores} cores)`,
  );
  if (url) await sql`DROP SCHEMA ${sql.id(`bench_demo_${process.pid}`)} CASCADE`.execute(database.db);
  await database.close();
} finally {
  await rm(dir, { recursive: true, force: true });
}
