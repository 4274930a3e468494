import { IMAGE_VARIANT_WIDTHS } from '@pageshelf/contracts/screen';
import {
  FLOWS,
  PATTERNS,
  TAG_OF_ELEMENT,
  TAGS,
  type TagSlug,
  type UiElementSlug,
} from '../catalog/taxonomy.js';
import { cropRaw, type RawImage, storeImageVariants } from '../media/image-variants.js';
import type {
  AppInput,
  ComponentInput,
  LibraryBatch,
  LibraryWriter,
  MediaSink,
  ScreenInput,
} from '../port.js';
import type { AppProfile } from '../render/content.js';
import { designSystemFor } from '../render/design-system.js';
import { Random } from '../render/random.js';
import { canvasOf, renderAppIcon, renderScreen } from '../render/screen.js';
import { APP_SEEDS } from './catalog.js';
import {
  DEMO_SEED,
  type DemoPlan,
  describeApp,
  isMarketing,
  type PlannedApp,
  type PlannedScreen,
  planDemoLibrary,
} from './plan.js';
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
   * False describes the screens (their words, tags, sizes and components) without rendering their images,
   * for query benchmarks that never fetch one (the images are then missing): the demo set itself, or with
   * `screens` the scaled library.
   */
  images?: boolean;
  /** Screens drawn at once. */
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
 * Screens in flight: satori lays out one on the main thread while resvg and sharp rasterise and encode
 * others on the libuv threads, which keeps both cores of a small machine busy.
 */
const RENDER_CONCURRENCY = 4;
/** Apps whose screens a described-only scaled library shares out (two per platform). */
const DESCRIBED_POOL = 6;
/** Screens per transaction in the scaled path: memory stays flat whatever the size. */
const SCALED_BATCH = 5_000;
/** Component crops cut from each screen, at most. */
const COMPONENTS_PER_SCREEN = 1;
/** The smallest UI element worth a crop, in logical pixels. */
const MIN_COMPONENT = { width: 48, height: 28 };
/** Elements too generic to be worth a crop of their own. */
const NOT_CROPPED = new Set<UiElementSlug>(['image', 'list-item']);

const TAG_TITLES = new Map<string, string>(TAGS);

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

interface RenderedRows {
  screen: ScreenInput;
  components: ComponentInput[];
}

/** Each app's look: its design system, drawn from the app's seed. */
export function profileOf(app: PlannedApp): AppProfile {
  return {
    // The product's slug: its versions on each platform draw the same people, items and icon.
    slug: app.family,
    title: app.title,
    category: app.category,
    platform: app.platform,
    tagline: app.tagline,
    nouns: app.nouns,
    glyph: app.glyph,
    designSystem: designSystemFor(app.title, new Random(app.seed)),
  };
}

/**
 * Tags of a component, from what it is and what its screen is: dark mode only on a dark screen, a form
 * tag on a field, and so on; never drawn at random.
 */
function tagsOf(kind: UiElementSlug, dark: boolean): { title: string; slug: string }[] {
  const slugs: TagSlug[] = [dark ? 'dark-mode' : 'light-mode'];
  const tag = TAG_OF_ELEMENT[kind];
  if (tag) slugs.push(tag);
  return titledTags(slugs);
}

/** Tag slugs with their titles, as the library writer takes them. */
function titledTags(slugs: readonly TagSlug[]): { title: string; slug: string }[] {
  return slugs.map((slug) => ({ slug, title: TAG_TITLES.get(slug) ?? slug }));
}

/**
 * Draws one planned screen, stores its variants and those of its component crops, describes both. With
 * no `store`, only describes them: the same rows, but no image, so no dominant colour (the design
 * system's background stands in) and no hash.
 */
async function renderPlanned(
  store: MediaSink | null,
  planned: PlannedScreen,
  profile: AppProfile,
  seen: Set<UiElementSlug>,
): Promise<RenderedRows> {
  const drawn = await renderScreen(
    { app: profile, pattern: planned.pattern, variant: planned.variant, seed: planned.seed },
    store === null ? { layoutOnly: true } : { raw: true, thumbWidth: IMAGE_VARIANT_WIDTHS.thumb },
  );
  const random = new Random(planned.seed);
  const scale = drawn.width / canvasOf(profile.platform).width;
  // Described only (no store), every element's box is the whole screen: any may stand for a crop.
  const candidates = drawn.components.filter(
    (c) =>
      !NOT_CROPPED.has(c.kind) &&
      (store === null ||
        (c.box.width >= MIN_COMPONENT.width * scale &&
          c.box.height >= MIN_COMPONENT.height * scale &&
          c.box.width * c.box.height < drawn.width * drawn.height * 0.6)),
  );
  // Kinds the library has fewer crops of first, so the components grid shows every kind.
  const fresh = candidates.filter((c) => !seen.has(c.kind));
  const picks = [
    ...random.sample(fresh, COMPONENTS_PER_SCREEN),
    ...random.sample(candidates, COMPONENTS_PER_SCREEN),
  ]
    .filter((c, index, all) => all.findIndex((other) => other.kind === c.kind) === index)
    .slice(0, COMPONENTS_PER_SCREEN);
  for (const pick of picks) seen.add(pick.kind);
  const components: ComponentInput[] = picks.map((component, index) => ({
    uuid: random.uuid(),
    screenUuid: planned.uuid,
    crop: component.box,
    imageKey: `${planned.imageKey}-c${index}`,
    componentCategorySlugs: [component.kind],
    tags: tagsOf(component.kind, profile.designSystem.dark),
  }));
  let stored = {
    width: drawn.width,
    height: drawn.height,
    dominantColor: profile.designSystem.palette.background,
    phash: null as string | null,
    layout: null as string | null,
    colors: null as string | null,
  };
  if (store) {
    if (!drawn.pixels) throw new Error(`screen ${planned.imageKey} was not rasterised`);
    const raw: RawImage = { data: drawn.pixels, width: drawn.width, height: drawn.height, channels: 4 };
    [stored] = await Promise.all([
      storeImageVariants(store, planned.imageKey, raw, {
        fast: true,
        thumbnail: drawn.thumbnail && {
          data: drawn.thumbnail.pixels,
          width: drawn.thumbnail.width,
          height: drawn.thumbnail.height,
          channels: 4,
        },
      }),
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
      screenType: isMarketing(planned.pattern) ? 'marketing' : 'application',
      textInScreen: drawn.text,
      isRestricted: planned.isRestricted,
      position: planned.position,
      phash: stored.phash,
      layout: stored.layout,
      colors: stored.colors,
      patternCategorySlugs: [planned.pattern],
      // What the renderer saw it draw (dark mode, a form, a photo...): the search finds screens by them.
      tags: titledTags([...drawn.tags].sort()),
    },
    components,
  };
}

/** The app rows of a plan, with their icons' keys. */
function appRows(plan: DemoPlan, profiles: Map<string, AppProfile>): AppInput[] {
  return plan.apps.map((app) => ({
    title: app.title,
    slug: app.slug,
    logo: `/media/logos/${app.slug}/thumb.webp`,
    description: app.description,
    platform: app.platform,
    // Demo apps are fictional: no website to visit.
    website: null,
    brandColor: profiles.get(app.slug)?.designSystem.palette.primary ?? null,
    productCategorySlugs: [app.category],
  }));
}

/** Renders the icons and every planned screen of a plan's apps into the store. */
async function renderPlan(
  plan: DemoPlan,
  store: MediaSink | null,
  options: DemoOptions,
  appSlugs: Set<string>,
): Promise<{ rows: RenderedRows[]; profiles: Map<string, AppProfile> }> {
  const concurrency = options.concurrency ?? RENDER_CONCURRENCY;
  const profiles = new Map(plan.apps.map((app) => [app.slug, profileOf(app)]));
  if (store) {
    await mapLimit(
      plan.apps.filter((app) => appSlugs.has(app.slug)),
      concurrency,
      async (app) => {
        const profile = profiles.get(app.slug);
        if (profile) await storeImageVariants(store, `logos/${app.slug}`, renderAppIcon(profile));
      },
    );
  }
  const screens = plan.screens.filter((screen) => appSlugs.has(screen.appSlug));
  const seen = new Map<string, Set<UiElementSlug>>();
  let done = 0;
  const rows = await mapLimit(screens, concurrency, async (planned) => {
    const profile = profiles.get(planned.appSlug);
    if (!profile) throw new Error(`no app ${planned.appSlug}`);
    const kinds = seen.get(planned.appSlug) ?? new Set<UiElementSlug>();
    seen.set(planned.appSlug, kinds);
    const rendered = await renderPlanned(store, planned, profile, kinds);
    done += 1;
    options.onProgress?.(done, screens.length);
    return rendered;
  });
  return { rows, profiles };
}

/**
 * Builds the demo library: draws every planned screen as a real interface (the app's design system,
 * platform chrome, a layout of its pattern), rasterises it at 2x (1.5x for web pages) into the media store
 * (thumbnail, detail and blurred preview), cuts UI elements from the rendered screens as components, and
 * writes everything to the database in one transaction. Deterministic for a given seed.
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
  const { rows, profiles } = await renderPlan(
    plan,
    options.images === false ? null : store,
    options,
    new Set(plan.apps.map((app) => app.slug)),
  );
  // Interleave apps so the newest-first grid mixes them instead of showing one: each app's screens are
  // spread evenly (by how far through the app a screen is), then in app order.
  const appOrder = new Map(plan.apps.map((app, index) => [app.slug, index]));
  const screenCount = new Map<string, number>();
  for (const { screen } of rows) screenCount.set(screen.appSlug, (screenCount.get(screen.appSlug) ?? 0) + 1);
  const progress = (screen: ScreenInput) => screen.position / (screenCount.get(screen.appSlug) ?? 1);
  const screens = rows
    .map((item) => item.screen)
    .sort(
      (a, b) => progress(a) - progress(b) || (appOrder.get(a.appSlug) ?? 0) - (appOrder.get(b.appSlug) ?? 0),
    );
  // Components in their screens' order, so the components grid mixes apps too.
  const screenOrder = new Map(screens.map((screen, index) => [screen.uuid, index]));
  const components = rows
    .flatMap((item) => item.components)
    .sort((a, b) => (screenOrder.get(a.screenUuid) ?? 0) - (screenOrder.get(b.screenUuid) ?? 0));
  await writer.write({
    categories: plan.categories,
    apps: appRows(plan, profiles),
    flows: plan.flows,
    screens,
    components,
  });
  return {
    apps: plan.apps.length,
    screens: screens.length,
    flows: plan.flows.length,
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
  // Described only, a few apps' screens are enough to share out (their images are never fetched).
  const pool = options.images === false ? DESCRIBED_POOL : APP_SEEDS.length;
  const plan = planDemoLibrary({ seed, appCount: Math.min(appCount, pool) });
  const { rows: rendered, profiles } = await renderPlan(
    plan,
    options.images === false ? null : store,
    options,
    new Set(plan.apps.map((app) => app.slug)),
  );
  const poolApps = appRows(plan, profiles);
  const random = new Random(seed ^ 0x5ca1ed);

  // Apps past the catalogue get generated names and show the images of the catalogue app they follow.
  const apps = [...poolApps];
  const slugs = new Set(apps.map((app) => app.slug));
  const names = new Random(seed ^ 0xa995);
  for (let index = apps.length; index < appCount; index += 1) {
    const model = poolApps[index % poolApps.length];
    const planned = plan.apps[index % plan.apps.length];
    if (!model || !planned) break;
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
      description: describeApp({ ...planned, title }),
    });
  }
  const platformOf = new Map(apps.map((app) => [app.slug, app.platform]));
  // The images by platform and pattern, and by platform alone: a screen shows one that fits its app.
  const images = new Map<string, RenderedRows[]>();
  const add = (key: string, item: RenderedRows) => images.set(key, [...(images.get(key) ?? []), item]);
  for (const item of rendered) {
    const platform = platformOf.get(item.screen.appSlug);
    add(`${platform}:${item.screen.patternCategorySlugs?.[0]}`, item);
    add(`${platform}:`, item);
  }
  const patterns = random.sample(
    PATTERNS.filter((pattern) => !isMarketing(pattern.slug)).map((pattern) => pattern.slug),
    PATTERNS.length,
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
  const slots = Array.from({ length: FLOW_EVERY }, (_, index) => index);
  const counts = { screens: 0, flows: 0, components: 0 };

  function* batches(): Generator<LibraryBatch> {
    let batch: LibraryBatch = { screens: [], flows: [], components: [] };
    for (const app of order) {
      const info = apps[app];
      if (!info) continue;
      const position = positions[app] ?? 0;
      positions[app] = position + 1;
      // Websites open on their landing and pricing pages, apps on their welcome screen and paywall.
      const web = info.platform === 'web';
      const pattern =
        position === 0
          ? web
            ? 'landing-page'
            : 'welcome'
          : position === 1
            ? web
              ? 'pricing'
              : 'paywall'
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
        layout: image.layout,
        colors: image.colors,
        patternCategorySlugs: image.patternCategorySlugs,
        tags: image.tags,
      });
      for (const component of source.components) {
        batch.components.push({
          uuid: fastUuid(random),
          screenUuid: uuid,
          crop: component.crop,
          imageKey: component.imageKey,
          componentCategorySlugs: component.componentCategorySlugs,
          tags: component.tags,
        });
      }
      const last = recent[app] as string[];
      last[position % FLOW_EVERY] = uuid;
      if (position % FLOW_EVERY === FLOW_EVERY - 1) {
        const shape = random.pick(FLOWS);
        batch.flows.push({
          uuid: fastUuid(random),
          appSlug: info.slug,
          title: `${shape.title} on ${info.title}`,
          // Three to five of the app's last eight screens, in order.
          screenUuids: random
            .sample(slots, random.int(3, 5))
            .sort((x, y) => x - y)
            .map((slot) => last[slot] as string),
          flowCategorySlugs: [shape.slug],
        });
      }
      if (batch.screens.length >= SCALED_BATCH) {
        yield batch;
        batch = { screens: [], flows: [], components: [] };
      }
    }
    if (batch.screens.length > 0) yield batch;
  }

  await writer.writeInBatches({ categories: plan.categories, apps }, batches(), (batch) => {
    counts.screens += batch.screens.length;
    counts.flows += batch.flows.length;
    counts.components += batch.components.length;
    options.onWriteProgress?.(counts.screens, total);
  });
  return { apps: apps.length, ...counts };
}
