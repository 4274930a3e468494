import { cropRaw, decodeRaw, storeImageVariants } from '../../media/image-variants.js';
import type { MediaStore } from '../../media/media-store.js';
import type {
  ComponentInput,
  LibraryBatch,
  LibraryWriter,
  ScreenInput,
} from '../../repositories/library-writer.repository.js';
import { monogramLogoSvg } from '../monogram-logo.js';
import { APP_SEEDS } from './catalog.js';
import { DEMO_SEED, type DemoPlan, FLOW_SHAPES, type PlannedScreen, planDemoLibrary } from './demo-plan.js';
import { Random } from './random.js';
import { drawScreen } from './screen-art.js';

export type Progress = (done: number, total: number) => void;

export interface DemoOptions {
  seed?: number;
  /** Apps in the library (default: the 42 of the catalogue; past 42 the seeds repeat with suffixes). */
  appCount?: number;
  /**
   * Metadata-only scale: exactly this many screens (with flows and components in the same
   * proportions), all showing the images of the normal demo set, which are rendered once.
   */
  screens?: number;
  /** Images rendered at once (sharp runs each on the libuv thread pool). */
  concurrency?: number;
  /** Screens rendered. */
  onProgress?: Progress;
  /** Screens written (with `screens`). */
  onWriteProgress?: Progress;
}

export interface DemoResult {
  apps: number;
  screens: number;
  flows: number;
  components: number;
}

/**
 * Four images at once keeps both cores of a small machine busy (sharp encodes on the four libuv
 * threads; drawing, crops and colour counts run on the main thread in between).
 */
const RENDER_CONCURRENCY = 4;
const COMPONENTS_PER_SCREEN = 1;
/** Screens per transaction in the scaled path: memory stays flat whatever the size. */
const SCALED_BATCH = 5_000;
const TAGS = [
  { title: 'Dark mode', slug: 'dark-mode' },
  { title: 'Primary action', slug: 'primary-action' },
  { title: 'Illustrated', slug: 'illustrated' },
  { title: 'Minimal', slug: 'minimal' },
];

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(runners);
  return results;
}

interface RenderedScreen {
  screen: ScreenInput;
  components: ComponentInput[];
}

/** Draws one planned screen, stores its variants and those of its component crops, describes both. */
async function renderScreen(store: MediaStore, planned: PlannedScreen): Promise<RenderedScreen> {
  const random = new Random(planned.artSeed);
  const canvas = drawScreen(planned.spec, planned.brand, random);
  // The SVG has the stored size (390x844 or 1280x800): rasterised once, at 72 dpi, never scaled up.
  const raw = await decodeRaw(Buffer.from(canvas.toSvg()));
  const picks = random.sample(
    canvas.components.filter((c) => c.box.width >= 40 && c.box.height >= 24),
    COMPONENTS_PER_SCREEN,
  );
  const components: ComponentInput[] = picks.map((component, index) => ({
    uuid: random.uuid(),
    screenUuid: planned.uuid,
    crop: component.box,
    imageKey: `${planned.imageKey}-c${index}`,
    componentCategorySlugs: [component.category],
    tags: random.chance(0.3) ? [random.pick(TAGS)] : [],
  }));
  // The screen and its crops are encoded at the same time, all from the one rasterised buffer.
  const [stored] = await Promise.all([
    storeImageVariants(store, planned.imageKey, raw, { fast: true }),
    ...components.map(async (component) =>
      storeImageVariants(store, component.imageKey, await cropRaw(raw, component.crop), { fast: true }),
    ),
  ]);
  return {
    screen: {
      uuid: planned.uuid,
      appSlug: planned.appSlug,
      imageKey: planned.imageKey,
      width: stored.width,
      height: stored.height,
      dominantColor: stored.dominantColor,
      screenType: planned.spec.screenType,
      textInScreen: [...new Set(canvas.words)].join(' '),
      isRestricted: planned.isRestricted,
      position: planned.position,
      phash: stored.phash,
      patternCategorySlugs: [planned.spec.pattern],
    },
    components,
  };
}

/** Renders the logos and every planned screen of a plan into the store. */
async function renderPlan(
  plan: DemoPlan,
  store: MediaStore,
  options: DemoOptions,
  appSlugs: Set<string>,
): Promise<RenderedScreen[]> {
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY;
  const brands = new Map(plan.screens.map((screen) => [screen.appSlug, screen.brand]));
  await mapLimit(
    plan.library.apps.filter((app) => appSlugs.has(app.slug)),
    concurrency,
    async (app) => {
      const brand = brands.get(app.slug);
      if (brand)
        await storeImageVariants(store, `logos/${app.slug}`, Buffer.from(monogramLogoSvg(app.title, brand)));
    },
  );
  const screens = plan.screens.filter((screen) => appSlugs.has(screen.appSlug));
  let done = 0;
  return mapLimit(screens, concurrency, async (planned) => {
    const rendered = await renderScreen(store, planned);
    done += 1;
    options.onProgress?.(done, screens.length);
    return rendered;
  });
}

/**
 * Builds the demo library: draws every planned screen as SVG, renders it with sharp into the media
 * store (thumbnail, detail and blurred preview), cuts components from the rendered screens, and writes
 * everything to the database in one transaction. Deterministic for a given seed.
 *
 * With `screens`, writes that many screens instead (see `generateScaledLibrary`).
 */
export async function generateDemoLibrary(
  writer: LibraryWriter,
  store: MediaStore,
  options: DemoOptions = {},
): Promise<DemoResult> {
  if (options.screens !== undefined) return generateScaledLibrary(writer, store, options);
  const plan = planDemoLibrary(options);
  const rendered = await renderPlan(plan, store, options, new Set(plan.library.apps.map((app) => app.slug)));
  // Interleave apps (by position, then app) so the newest-first grid mixes apps instead of showing one.
  const appOrder = new Map(plan.library.apps.map((app, index) => [app.slug, index]));
  const screens = rendered
    .map((item) => item.screen)
    .sort(
      (a, b) => a.position - b.position || (appOrder.get(a.appSlug) ?? 0) - (appOrder.get(b.appSlug) ?? 0),
    );
  const components = rendered.flatMap((item) => item.components);
  await writer.write({ ...plan.library, screens, components });
  return {
    apps: plan.library.apps.length,
    screens: screens.length,
    flows: plan.library.flows.length,
    components: components.length,
  };
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A uuid (version-4 shaped) from four draws: the scaled path makes millions of them. */
function fastUuid(random: Random): string {
  const a = (random.next() * 4_294_967_296) >>> 0;
  const b = (random.next() * 4_294_967_296) >>> 0;
  const c = (random.next() * 4_294_967_296) >>> 0;
  const d = (random.next() * 4_294_967_296) >>> 0;
  return `${hex8(a)}-${HEX[b >>> 24]}${HEX[(b >>> 16) & 255]}-${HEX[((b >>> 8) & 0x0f) | 0x40]}${HEX[b & 255]}-${HEX[((c >>> 24) & 0x3f) | 0x80]}${HEX[(c >>> 16) & 255]}-${HEX[(c >>> 8) & 255]}${HEX[c & 255]}${hex8(d)}`;
}

function hex8(word: number): string {
  return `${HEX[word >>> 24]}${HEX[(word >>> 16) & 255]}${HEX[(word >>> 8) & 255]}${HEX[word & 255]}`;
}

/**
 * A library of exactly `options.screens` screens for benchmarks, without rendering them: the normal
 * demo set of the first (up to 42) apps is rendered once, and every screen of app N shows an image of
 * the seed app it repeats, in the same order (landing page, pricing, …), with its words, colour and
 * hash. Screens are spread evenly over `appCount` apps, interleaved like the demo set, with one
 * component per screen and a flow every eight screens or so (the demo set's proportions), and written
 * in batches as they are generated, so a million screens never sit in memory. Deterministic for a seed.
 */
export async function generateScaledLibrary(
  writer: LibraryWriter,
  store: MediaStore,
  options: DemoOptions,
): Promise<DemoResult> {
  const total = options.screens ?? 0;
  const plan = planDemoLibrary(options);
  const apps = plan.library.apps;
  // Copies of a seed app ("Ledgerly 2") show its images and logo: the pool is rendered once.
  const poolApps = apps.slice(0, Math.min(apps.length, APP_SEEDS.length));
  const rendered = await renderPlan(plan, store, options, new Set(poolApps.map((app) => app.slug)));
  const pool = poolApps.map((app) => rendered.filter((item) => item.screen.appSlug === app.slug));
  const library = {
    categories: plan.library.categories,
    apps: apps.map((app, index) => {
      const seed = poolApps[index % poolApps.length];
      return seed && index >= poolApps.length ? { ...app, logo: seed.logo } : app;
    }),
  };
  const perApp = Math.floor(total / apps.length);
  const extra = total % apps.length;
  const countOf = (app: number) => perApp + (app < extra ? 1 : 0);
  const random = new Random((options.seed ?? DEMO_SEED) ^ 0x5ca1ed);
  const FLOW_EVERY = 8;
  // The last eight screens of each app, by position modulo eight: in order when a flow is cut.
  const recent = apps.map(() => new Array<string>(FLOW_EVERY).fill(''));
  const noTags: { title: string; slug: string }[] = [];
  const tagLists = TAGS.map((tag) => [tag]);
  const slots = Array.from({ length: FLOW_EVERY }, (_, index) => index);
  const counts = { screens: 0, flows: 0, components: 0 };
  const rows = perApp + (extra > 0 ? 1 : 0);

  function* batches(): Generator<LibraryBatch> {
    let batch: LibraryBatch = { screens: [], flows: [], components: [] };
    // Position-major order: the newest-first grid mixes apps, as in the demo set.
    for (let position = 0; position < rows; position += 1) {
      for (let app = 0; app < apps.length; app += 1) {
        if (position >= countOf(app)) break;
        const info = apps[app];
        const images = pool[app % pool.length];
        const source = images?.[position % images.length];
        if (!info || !source) continue;
        const image = source.screen;
        const uuid = fastUuid(random);
        // Written out rather than spread: this loop runs a million times.
        batch.screens.push({
          uuid,
          appSlug: info.slug,
          imageKey: image.imageKey,
          width: image.width,
          height: image.height,
          dominantColor: image.dominantColor,
          screenType: image.screenType,
          textInScreen: image.textInScreen,
          isRestricted: position > 3 && random.chance(0.12),
          position,
          phash: image.phash,
          patternCategorySlugs: image.patternCategorySlugs,
        });
        for (const component of source.components) {
          batch.components.push({
            uuid: fastUuid(random),
            screenUuid: uuid,
            crop: component.crop,
            imageKey: component.imageKey,
            componentCategorySlugs: component.componentCategorySlugs,
            tags: random.chance(0.3) ? (tagLists[Math.floor(random.next() * TAGS.length)] ?? noTags) : noTags,
          });
        }
        const last = recent[app] as string[];
        last[position % FLOW_EVERY] = uuid;
        if (position % FLOW_EVERY === FLOW_EVERY - 1) {
          const shape = random.pick(FLOW_SHAPES);
          batch.flows.push({
            uuid: fastUuid(random),
            appSlug: info.slug,
            title: `${shape.title} on ${info.title}`,
            // Three to five of the app's last eight screens, in order.
            screenUuids: random
              .sample(slots, random.int(3, 5))
              .sort((x, y) => x - y)
              .map((slot) => last[slot] as string),
            flowCategorySlugs: [shape.category],
          });
        }
        if (batch.screens.length >= SCALED_BATCH) {
          yield batch;
          batch = { screens: [], flows: [], components: [] };
        }
      }
    }
    if (batch.screens.length > 0) yield batch;
  }

  await writer.writeInBatches(library, batches(), (batch) => {
    counts.screens += batch.screens.length;
    counts.flows += batch.flows.length;
    counts.components += batch.components.length;
    options.onWriteProgress?.(counts.screens, total);
  });
  return { apps: apps.length, ...counts };
}
