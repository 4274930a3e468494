/**
 * Benchmark (part of `pnpm bench`): the media side of the library.
 * Usage: pnpm --filter @pageshelf/api exec tsx bench/media.ts [--ocr-screens 8] [--screens 24]
 *
 * 1. The demo library as a first start writes it (`generateDemoLibrary`, default apps) on PGlite, end to
 *    end: seconds and screens per second.
 * 2. The average grid thumbnail of its screens (WebP), beside the same thumbnails as JPEG (quality 80).
 * 3. The importer (`importFolder`) on a folder of PNG screenshots: with the text given in the manifest,
 *    and with the text read by OCR (tesseract.js, the offline English model), in screens per second.
 * Everything runs in a temporary directory, removed at the end.
 */

import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  generateDemoLibrary,
  importFolder,
  planDemoLibrary,
  profileOf,
  renderScreen,
  ScreenReader,
} from '@pageshelf/library';
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
const IMPORT_SCREENS = arg('screens', 24);
const OCR_SCREENS = arg('ocr-screens', 8);
const seconds = (ms: number) => ms / 1000;

console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`);
const dir = await mkdtemp(join(tmpdir(), 'pageshelf-bench-media-'));

/** A fresh embedded database in `dir`, migrated. */
async function freshDatabase(name: string) {
  const database = await openDatabase({ dataDir: join(dir, name) });
  await migrate(database);
  return database;
}

/** Screen thumbnails under `root` (not component crops, not logos). */
async function screenThumbs(root: string): Promise<string[]> {
  const files = await readdir(root, { recursive: true });
  return files
    .filter((file) => file.endsWith('thumb.webp') && file.startsWith('demo/') && !/-c\d+\//.test(file))
    .map((file) => join(root, file));
}

/** A folder of `count` PNG screenshots drawn like the demo library's, with a manifest. */
async function importFolderOf(folder: string, count: number, withText: boolean) {
  await mkdir(folder, { recursive: true });
  const plan = planDemoLibrary({});
  const picked = plan.screens
    .filter((_, index) => index % Math.max(1, Math.floor(plan.screens.length / count)) === 0)
    .slice(0, count);
  const screens = [];
  for (const [index, planned] of picked.entries()) {
    const app = plan.apps.find((candidate) => candidate.slug === planned.appSlug);
    if (!app) throw new Error(`no app ${planned.appSlug}`);
    const drawn = await renderScreen({
      app: profileOf(app),
      pattern: planned.pattern,
      variant: planned.variant,
      seed: planned.seed,
    });
    const file = `screen-${index}.png`;
    await writeFile(join(folder, file), drawn.png);
    screens.push({ file, ...(withText ? { text: drawn.text } : {}) });
  }
  const manifest = {
    categories: [],
    apps: [{ title: 'Bench', slug: 'bench', platform: 'ios', screens }],
  };
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest));
}

async function importRate(name: string, count: number, ocr: boolean) {
  const folder = join(dir, `import-${name}`);
  await importFolderOf(folder, count, !ocr);
  const database = await freshDatabase(`db-${name}`);
  const reader = ocr ? await ScreenReader.open(join(dir, 'ocr-cache')) : null;
  try {
    const started = performance.now();
    const report = await importFolder(folder, {
      writer: new LibraryWriter(database.db),
      store: new LocalMediaStore(join(dir, `media-${name}`)),
      reader,
    });
    const elapsed = performance.now() - started;
    if (report.screens !== count) throw new Error(`imported ${report.screens} of ${count} screens`);
    console.log(`import ${name}: ${count} screens in ${seconds(elapsed).toFixed(1)} s`);
    return count / seconds(elapsed);
  } finally {
    await reader?.close();
    await database.close();
  }
}

try {
  // 1. The demo library, as the first start writes it.
  const database = await freshDatabase('demo');
  const media = join(dir, 'media-demo');
  const started = performance.now();
  const demo = await generateDemoLibrary(new LibraryWriter(database.db), new LocalMediaStore(media));
  const demoMs = performance.now() - started;
  await database.close();
  console.log(
    `demo library: ${demo.apps} apps, ${demo.screens} screens, ${demo.components} components in ${seconds(demoMs).toFixed(1)} s`,
  );

  // 2. Grid thumbnails.
  const thumbs = await screenThumbs(media);
  let webp = 0;
  let jpeg = 0;
  for (const file of thumbs) {
    webp += (await stat(file)).size;
    jpeg += (
      await sharp(await readFile(file))
        .jpeg({ quality: 80 })
        .toBuffer()
    ).length;
  }
  const averageWebp = webp / thumbs.length / 1024;
  const averageJpeg = jpeg / thumbs.length / 1024;
  console.log(
    `${thumbs.length} grid thumbnails: ${averageWebp.toFixed(1)} KB WebP, ${averageJpeg.toFixed(1)} KB as JPEG q80`,
  );

  // 3. The importer.
  const plain = await importRate('text-given', IMPORT_SCREENS, false);
  const withOcr = await importRate('ocr', OCR_SCREENS, true);

  await writeResult({
    name: 'media',
    rows: [
      {
        measure: `demo library, first start (${demo.screens} screens, ${demo.components} components, PGlite)`,
        unit: 's',
        ours: seconds(demoMs),
        target: null,
        pass: null,
        note: `${(demo.screens / seconds(demoMs)).toFixed(1)} screens/s`,
      },
      {
        measure: `average grid thumbnail (${thumbs.length} screens)`,
        unit: 'KB',
        ours: averageWebp,
        alternative: { name: 'same thumbnails as JPEG q80', value: averageJpeg },
        ratio: averageJpeg / averageWebp,
        target: '≤ 40 KB WebP',
        pass: averageWebp <= 40,
      },
      {
        measure: `importer, text in the manifest (${IMPORT_SCREENS} PNG screens)`,
        unit: 'screens/s',
        ours: plain,
        target: null,
        pass: null,
      },
      {
        measure: `importer, text read by OCR (${OCR_SCREENS} PNG screens)`,
        unit: 'screens/s',
        ours: withOcr,
        alternative: { name: 'without OCR', value: plain },
        target: null,
        pass: null,
      },
    ],
  });
} finally {
  await rm(dir, { recursive: true, force: true });
}
