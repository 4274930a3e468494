/**
 * Benchmark (part of `pnpm bench`): capture and compare (issue 31).
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/capture.ts [--pages 12] [--diffs 5]
 *
 * 1. A capture run (`captureApp`: desktop and phone viewports and the full page at 2×, stored with their
 *    variants and written to a fresh PGlite) over a site of `--pages` pages served on loopback, in pages
 *    per minute; beside it, the bare minimum in the same browser: each page loaded and its three
 *    screenshots taken, nothing waited for, read, compared or stored.
 * 2. The comparison of two 2880×1800 versions of a page (`compareVersions`: pixelmatch at 1440 wide, the
 *    regions, the words), median of `--diffs` runs; beside it, pixelmatch alone at the full 2880×1800.
 * Everything runs in a temporary directory, removed at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureApp, compareVersions, PageCapturer } from '@pageshelf/library/capture';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { writeResult } from '../../../bench/result.mjs';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { LocalMediaStore } from '../src/media/media-store.js';
import { LibraryWriter } from '../src/repositories/library-writer.repository.js';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const PAGES = arg('pages', 12);
const DIFFS = arg('diffs', 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
const dir = await mkdtemp(join(tmpdir(), 'pageshelf-bench-capture-'));

/** A page of a product's site: a header, a hero, cards with words, a footer; about 2,400 px tall. */
function page(index: number, price: number): string {
  const cards = Array.from(
    { length: 9 },
    (_, card) =>
      `<article><h3>Feature ${card + 1} of page ${index}</h3><p>Plan your week, share it with your team and see what is due at a glance. Card ${card} costs ${price + card} dollars.</p></article>`,
  ).join('');
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Acme page ${index}</title>
<style>body{margin:0;font-family:sans-serif;color:#111}header{display:flex;gap:24px;padding:20px 40px;background:#0f172a;color:#fff}
.hero{padding:80px 40px;background:linear-gradient(#eef2ff,#fff)}h1{font-size:48px;margin:0 0 16px}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:24px;padding:40px}
article{padding:24px;border-radius:16px;box-shadow:0 1px 3px #0002;min-height:220px}footer{padding:60px 40px;background:#f1f5f9}</style></head>
<body><header><strong>Acme</strong><a style="color:#fff" href="/p/${(index + 1) % PAGES}">Next</a></header>
<section class="hero"><h1>Pricing that grows with you, page ${index}</h1><p>Start free, upgrade when your team does.</p></section>
<main>${cards}</main><footer>© Acme ${index}</footer></body></html>`;
}

const server = createServer((request, response) => {
  const index = Number((request.url ?? '').split('/').pop()) || 0;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(index, 9));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const addresses = Array.from({ length: PAGES }, (_, index) => `${base}/p/${index}`);

try {
  // 1. A capture run, end to end.
  const database = await openDatabase({ dataDir: join(dir, 'db') });
  await migrate(database);
  const capturer = await PageCapturer.open({ chromePath: CHROME });
  let captureMs = 0;
  try {
    const started = performance.now();
    const report = await captureApp(
      { app: { title: 'Acme', slug: 'acme' }, site: base, addresses },
      { capturer, writer: new LibraryWriter(database.db), store: new LocalMediaStore(join(dir, 'media')) },
    );
    captureMs = performance.now() - started;
    if (report.pages !== PAGES) throw new Error(`captured ${report.pages} of ${PAGES} pages`);
  } finally {
    await capturer.close();
    await database.close();
  }
  const capturePerMinute = PAGES / (captureMs / 60_000);
  console.log(
    `capture: ${PAGES} pages in ${(captureMs / 1000).toFixed(1)} s (${capturePerMinute.toFixed(1)}/min)`,
  );

  // The bare minimum in the same browser: load, three screenshots, nothing else.
  const browser = await chromium.launch({ executablePath: CHROME });
  let bareMs = 0;
  try {
    const desktop = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 2,
    });
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const started = performance.now();
    for (const address of addresses) {
      const wide = await desktop.newPage();
      await wide.goto(address);
      await wide.screenshot();
      await wide.screenshot({ fullPage: true });
      await wide.close();
      const narrow = await phone.newPage();
      await narrow.goto(address);
      await narrow.screenshot();
      await narrow.close();
    }
    bareMs = performance.now() - started;
  } finally {
    await browser.close();
  }
  const barePerMinute = PAGES / (bareMs / 60_000);
  console.log(
    `bare screenshots: ${PAGES} pages in ${(bareMs / 1000).toFixed(1)} s (${barePerMinute.toFixed(1)}/min)`,
  );

  // 2. Comparing two 2880×1800 versions.
  const shot = async (price: number) => {
    const browserForDiff = await chromium.launch({ executablePath: CHROME });
    try {
      const context = await browserForDiff.newContext({
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 2,
      });
      const tab = await context.newPage();
      await tab.setContent(page(1, price));
      return await tab.screenshot();
    } finally {
      await browserForDiff.close();
    }
  };
  const [before, after] = [await shot(9), await shot(12)];
  const diffRuns: number[] = [];
  let regions = 0;
  for (let run = 0; run < DIFFS; run += 1) {
    const started = performance.now();
    const changes = await compareVersions(
      { image: before, text: 'costs 9' },
      { image: after, text: 'costs 12' },
    );
    diffRuns.push(performance.now() - started);
    regions = changes.regions.length;
  }
  const fullRuns: number[] = [];
  const raw = async (image: Buffer) =>
    await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let run = 0; run < DIFFS; run += 1) {
    const started = performance.now();
    const [a, b] = await Promise.all([raw(before), raw(after)]);
    pixelmatch(a.data, b.data, new Uint8Array(a.data.length), a.info.width, a.info.height, {
      diffMask: true,
    });
    fullRuns.push(performance.now() - started);
  }
  const diffMs = median(diffRuns);
  const fullMs = median(fullRuns);
  console.log(
    `diff 2880×1800: ${diffMs.toFixed(0)} ms (${regions} regions); pixelmatch at full size ${fullMs.toFixed(0)} ms`,
  );

  await writeResult({
    name: 'capture',
    rows: [
      {
        measure: `capture run, ${PAGES} pages × 3 shots at 2× (settle, scroll, words, variants, PGlite)`,
        unit: 'pages/min',
        ours: capturePerMinute,
        alternative: { name: 'bare Playwright screenshots, same pages', value: barePerMinute },
        ratio: capturePerMinute / barePerMinute,
        target: null,
        pass: null,
      },
      {
        measure: 'compare two 2880×1800 versions (regions and words), median',
        unit: 'ms',
        ours: diffMs,
        alternative: { name: 'pixelmatch alone at 2880×1800', value: fullMs },
        ratio: fullMs / diffMs,
        target: null,
        pass: null,
        note: `${regions} regions`,
      },
    ],
  });
} finally {
  server.closeAllConnections();
  server.close();
  await rm(dir, { recursive: true, force: true });
}
