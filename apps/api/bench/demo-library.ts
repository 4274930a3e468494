/**
 * Benchmark: first-start demo library generation (what `ensureDemoLibrary` runs on an empty library).
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/demo-library.ts [--apps N] [--sample N] [--database-url postgres://…]
 * Prints a per-phase breakdown measured one screen at a time on a sample (where the CPU goes), then the
 * full generation end to end into a temporary media directory on PGlite (or PostgreSQL), with totals.
 * Options: --concurrency N (images at once, default 4), --no-sharp-cache.
 *
 * Measured 2026-11-23 on the 2-core box (AMD EPYC, 2 vCPUs) while other work ran (load average 3-15):
 *                         before                          after
 *   per screen (sample)   draw 0.5, rasterise 32,          draw 0.4, rasterise 18-22,
 *                         variants 118, crop 48 ms         variants 28-33, crop 9-16 ms
 *   images (1,075)        92-144 s                         41-47 s
 *   db write (PGlite)     4.6-16 s (one query per row)     0.5-0.7 s (set-based, unnest)
 *   total                 96-161 s, CPU 176-182 s          41-48 s, CPU 77-89 s
 *   first start, server   96-109 s (1,033 screens)         34-64 s (load 4-10; 34-45 s next to the
 *   until "Demo library                                    same runs of the old build)
 *   ready"
 * Where it went: sharp's stats() (for the dominant colour) computes entropy and sharpness of the whole
 * image, 25-40 ms: replaced by a JS histogram (same 16-level bins); preview, hash and stats each ran
 * their own pipeline over the whole image: now one 24 px copy, blurred and hashed in JS; component
 * crops were a libvips round trip of the whole screen: now a row copy; the writer made ~10 queries per
 * screen. Kept: the SVG is rasterised once at its stored size (390x844 or 1280x800, 72 dpi, never
 * scaled up); mobile screens (<= 540 px wide) are encoded once for thumb and full. Tried, no gain:
 * 2/4/8 images at once (the four libuv threads already keep both cores busy, so worker threads would
 * add nothing), sharp.cache(false), lossless or near-lossless WebP (2-5x slower), WebP presets.
 * What is left is libvips/rsvg work: rasterising (~20 ms, half of it text) and WebP encoding (~25 ms
 * for a 1280x800 web screen, ~10 ms for a phone screen) at effort 0.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cropRaw,
  decodeRaw,
  drawScreen,
  generateDemoLibrary,
  planDemoLibrary,
  Random,
  storeImageVariants,
} from '@pageshelf/library';
import { sql } from 'kysely';
import sharp from 'sharp';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
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
