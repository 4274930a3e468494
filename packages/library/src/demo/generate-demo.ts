import { cropRaw, decodeRaw, storeImageVariants } from '../media/image-variants.js';
import type { ComponentInput, LibraryBatch, LibraryWriter, MediaSink, ScreenInput } from '../port.js';
import { APP_SEEDS, PATTERN_CATEGORIES } from './catalog.js';
import { DEMO_SEED, type DemoPlan, FLOW_SHAPES, type PlannedScreen, planDemoLibrary } from './demo-plan.js';
import { monogramLogoSvg } from './monogram-logo.js';
import { Random } from './random.js';
import { drawScreen } from './screen-art.js';
import { demoVocabulary, pseudoWord, ZipfSampler } from './vocabulary.js';

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
  /**
   * With `screens`: false describes the demo set's screens (their words, sizes and components) without
   * rendering their images, for query benchmarks that never fetch one (the images are then missing).
   */
  images?: boolean;
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

/**
 * Draws one planned screen, stores its variants and those of its component crops, describes both. With
 * no `store`, only describes them: the same rows, but no image, so no dominant colour (the brand's
 * background stands in) and no hash.
 */
async function renderScreen(store: MediaSink | null, planned: PlannedScreen): Promise<RenderedScreen> {
  const random = new Random(planned.artSeed);
  const canvas = drawScreen(planned.spec, planned.brand, random);
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
  let stored = {
    width: canvas.width,
    height: canvas.height,
    dominantColor: planned.brand.background,
    phash: null as string | null,
  };
  if (store) {
    // The SVG has the stored size (390x844 or 1280x800): rasterised once, at 72 dpi, never scaled up.
    const raw = await decodeRaw(Buffer.from(canvas.toSvg()));
    // The screen and its crops are encoded at the same time, all from the one rasterised buffer.
    [stored] = await Promise.all([
      storeImageVariants(store, planned.imageKey, raw, { fast: true }),
      ...components.map(async (component) =>
        storeImageVariants(store, component.imageKey, await cropRaw(raw, component.crop), { fast: true }),
      ),
    ]);
  }
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
  store: MediaSink | null,
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
      if (brand && store)
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
  store: MediaSink,
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

/** Screens per app of a scaled library when `appCount` is not given (a million screens: 4,000 apps). */
export const SCREENS_PER_APP = 250;
/** App sizes fall off as rank^-0.8: at 4,000 apps the largest has ~45,000 screens, the smallest ~60. */
const APP_SIZE_EXPONENT = 0.8;
/** Pattern categories fall off as rank^-1.2 (the commonest ~30% of screens, the rarest ~1.5%). */
const PATTERN_EXPONENT = 1.2;
/** Words each screen draws from the Zipf vocabulary, besides the words of the image it shows. */
const EXTRA_WORDS: [number, number] = [4, 16];
const FLOW_EVERY = 8;

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Splits `total` over `count` items in proportion to `weights` (largest remainders first), exactly. */
function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const);
  byRemainder.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let index = 0; left > 0; index = (index + 1) % byRemainder.length, left -= 1) {
    const target = byRemainder[index]?.[1] ?? 0;
    counts[target] = (counts[target] ?? 0) + 1;
  }
  return counts;
}

/**
 * The order screens are added in, as an app index per screen: each app's screens are spread over the
 * whole library (its j-th of n at a random time within the j-th n-th), so the newest-first grid mixes
 * apps, large and small, as a library fed over the years would.
 */
function arrivalOrder(sizes: number[], random: Random): Uint32Array {
  const total = sizes.reduce((a, b) => a + b, 0);
  const times = new Float64Array(total);
  const appOf = new Uint32Array(total);
  let slot = 0;
  sizes.forEach((size, app) => {
    for (let index = 0; index < size; index += 1, slot += 1) {
      times[slot] = (index + random.next()) / size;
      appOf[slot] = app;
    }
  });
  const order = new Uint32Array(total);
  for (let index = 0; index < total; index += 1) order[index] = index;
  order.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  for (let index = 0; index < total; index += 1) order[index] = appOf[order[index] ?? 0] ?? 0;
  return order;
}

/**
 * A library of exactly `options.screens` screens for benchmarks, without rendering each: the normal demo
 * set of the first (up to 42) apps is rendered once (or only described, with `images: false`) and every
 * screen shows one of its images. It is shaped like a large real library:
 * - apps of very different sizes (rank^-0.8; `appCount` defaults to one app per 250 screens), the 42 of the
 *   catalogue then apps with generated names, each showing the images of a catalogue app;
 * - pattern categories with a skew (rank^-1.2; landing page and pricing open each app, as in the demo set);
 * - the words of the image shown plus 4 to 16 words drawn from a Zipf vocabulary of 60,000 words
 *   (`vocabulary.ts`), so common, mid and rare words all exist;
 * - one component per screen and a flow every eight screens of an app (the demo set's proportions).
 * Screens are written in batches as they are generated, so a million never sit in memory (only their
 * order, four bytes each). Deterministic for a seed.
 */
export async function generateScaledLibrary(
  writer: LibraryWriter,
  store: MediaSink,
  options: DemoOptions,
): Promise<DemoResult> {
  const total = options.screens ?? 0;
  const seed = options.seed ?? DEMO_SEED;
  const appCount = options.appCount ?? Math.max(APP_SEEDS.length, Math.round(total / SCREENS_PER_APP));
  const plan = planDemoLibrary({ seed, appCount: Math.min(appCount, APP_SEEDS.length) });
  const poolApps = plan.library.apps;
  const rendered = await renderPlan(
    plan,
    options.images === false ? null : store,
    options,
    new Set(poolApps.map((app) => app.slug)),
  );
  const random = new Random(seed ^ 0x5ca1ed);

  // Apps past the catalogue get generated names and show the images of the catalogue app they follow.
  const apps = [...poolApps];
  const slugs = new Set(apps.map((app) => app.slug));
  const names = new Random(seed ^ 0xa995);
  for (let index = apps.length; index < appCount; index += 1) {
    const model = poolApps[index % poolApps.length];
    if (!model) break;
    let title = capitalised(pseudoWord(names));
    if (names.chance(0.3)) title += ` ${capitalised(pseudoWord(names))}`;
    let slug = slugOf(title);
    if (slugs.has(slug)) {
      title = `${title} ${index}`;
      slug = slugOf(title);
    }
    slugs.add(slug);
    apps.push({
      ...model,
      title,
      slug,
      description: `${title}: ${model.description}`,
      website: `https://${slug}.example`,
    });
  }
  const platformOf = new Map(apps.map((app) => [app.slug, app.platform]));
  // The images by platform and pattern, and by platform alone: a screen shows one that fits its app.
  const images = new Map<string, RenderedScreen[]>();
  const add = (key: string, item: RenderedScreen) => images.set(key, [...(images.get(key) ?? []), item]);
  for (const item of rendered) {
    const platform = platformOf.get(item.screen.appSlug);
    add(`${platform}:${item.screen.patternCategorySlugs?.[0]}`, item);
    add(`${platform}:`, item);
  }
  const patterns = random.sample(
    PATTERN_CATEGORIES.map(([slug]) => slug).filter((slug) => slug !== 'landing-page' && slug !== 'pricing'),
    PATTERN_CATEGORIES.length,
  );
  const patternSampler = new ZipfSampler(patterns.length, PATTERN_EXPONENT);
  const vocabulary = demoVocabulary(seed);
  const words = new ZipfSampler(vocabulary.length);

  const rankOfApp = random.sample(
    apps.map((_, index) => index),
    apps.length,
  );
  const weights = new Array<number>(apps.length);
  rankOfApp.forEach((app, rank) => {
    weights[app] = 1 / (rank + 1) ** APP_SIZE_EXPONENT;
  });
  const order = arrivalOrder(apportion(total, weights), random);
  const positions = new Uint32Array(apps.length);
  // The last eight screens of each app, by position modulo eight: in order when a flow is cut.
  const recent = apps.map(() => new Array<string>(FLOW_EVERY).fill(''));
  const noTags: { title: string; slug: string }[] = [];
  const tagLists = TAGS.map((tag) => [tag]);
  const slots = Array.from({ length: FLOW_EVERY }, (_, index) => index);
  const counts = { screens: 0, flows: 0, components: 0 };

  function* batches(): Generator<LibraryBatch> {
    let batch: LibraryBatch = { screens: [], flows: [], components: [] };
    for (const app of order) {
      const info = apps[app];
      if (!info) continue;
      const position = positions[app] ?? 0;
      positions[app] = position + 1;
      const pattern =
        position === 0
          ? 'landing-page'
          : position === 1
            ? 'pricing'
            : (patterns[patternSampler.draw(random)] ?? 'feed');
      const candidates =
        images.get(`${info.platform}:${pattern}`) ?? images.get(`${info.platform}:`) ?? rendered;
      const source = candidates[Math.floor(random.next() * candidates.length)] ?? rendered[0];
      if (!source) continue;
      const image = source.screen;
      const uuid = fastUuid(random);
      const text = new Set([image.textInScreen ?? '']);
      for (let extra = random.int(...EXTRA_WORDS); extra > 0; extra -= 1)
        text.add(vocabulary[words.draw(random)] ?? '');
      // Written out rather than spread: this loop runs a million times.
      batch.screens.push({
        uuid,
        appSlug: info.slug,
        imageKey: image.imageKey,
        width: image.width,
        height: image.height,
        dominantColor: image.dominantColor,
        screenType: image.screenType,
        textInScreen: [...text].join(' '),
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
    if (batch.screens.length > 0) yield batch;
  }

  await writer.writeInBatches({ categories: plan.library.categories, apps }, batches(), (batch) => {
    counts.screens += batch.screens.length;
    counts.flows += batch.flows.length;
    counts.components += batch.components.length;
    options.onWriteProgress?.(counts.screens, total);
  });
  return { apps: apps.length, ...counts };
}
