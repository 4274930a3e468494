/**
 * Drawing a planned library: each planned screen drawn and stored with its variants, its component crops cut,
 * the rows the library writer takes. `generateDemoLibrary` and `generateScaledLibrary` both start here.
 */
import { IMAGE_VARIANT_WIDTHS } from '@pageshelf/contracts/screen';
import { TAG_OF_ELEMENT, TAGS, type TagSlug, type UiElementSlug } from '../catalog/taxonomy.js';
import { cropRaw, type RawImage, type StoredImage, storeImageVariants } from '../media/image-variants.js';
import type { AppInput, ComponentInput, MediaSink, ScreenInput } from '../port.js';
import type { AppProfile } from '../render/content.js';
import { designSystemFor } from '../render/design-system.js';
import { Random } from '../render/random.js';
import {
  canvasOf,
  type RenderedScreen,
  type RenderOptions,
  renderAppIcon,
  renderScreen,
} from '../render/screen.js';
import { type DemoPlan, isMarketing, type PlannedApp, type PlannedScreen } from './plan.js';

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
export const RENDER_CONCURRENCY = 4;
/** Apps whose screens a described-only scaled library shares out (two per platform). */
export const DESCRIBED_POOL = 6;
/** Screens per transaction in the scaled path: memory stays flat whatever the size. */
export const SCALED_BATCH = 5_000;
/** Component crops cut from each screen, at most. */
const COMPONENTS_PER_SCREEN = 1;
/** The smallest UI element worth a crop, in logical pixels. */
const MIN_COMPONENT = { width: 48, height: 28 };
/** Elements too generic to be worth a crop of their own. */
const NOT_CROPPED = new Set<UiElementSlug>(['image', 'list-item']);

const TAG_TITLES = new Map<string, string>(TAGS);

/** `work` on each item, `limit` at once; the results in the items' order. */
export async function mapLimit<T, R>(
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

export interface RenderedRows {
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

/** How a screen that is stored is drawn: its pixels, and again at the thumbnail's width. */
export const STORED: RenderOptions = { raw: true, thumbWidth: IMAGE_VARIANT_WIDTHS.thumb };

/** The pixels of a screen drawn as `STORED`. */
function pixelsOf(drawn: RenderedScreen, key: string): RawImage {
  if (!drawn.pixels) throw new Error(`screen ${key} was not rasterised`);
  return { data: drawn.pixels, width: drawn.width, height: drawn.height, channels: 4 };
}

/** Stores the variants of a screen drawn as `STORED` under `key` (its thumbnail the one drawn small) and describes it. */
export function storeScreen(
  store: MediaSink,
  key: string,
  drawn: RenderedScreen,
  raw: RawImage = pixelsOf(drawn, key),
): Promise<StoredImage> {
  return storeImageVariants(store, key, raw, {
    fast: true,
    thumbnail: drawn.thumbnail && {
      data: drawn.thumbnail.pixels,
      width: drawn.thumbnail.width,
      height: drawn.thumbnail.height,
      channels: 4,
    },
  });
}

/**
 * Draws one planned screen, stores its variants and those of its component crops, describes both. With
 * no `store`, only describes them: the same rows, but no image, so no dominant colour (the design
 * system's background stands in) and no hash.
 */
export async function renderPlanned(
  store: MediaSink | null,
  planned: PlannedScreen,
  profile: AppProfile,
  seen: Set<UiElementSlug>,
): Promise<RenderedRows> {
  const drawn = await renderScreen(
    { app: profile, pattern: planned.pattern, variant: planned.variant, seed: planned.seed },
    store === null ? { layoutOnly: true } : STORED,
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
    const raw = pixelsOf(drawn, planned.imageKey);
    [stored] = await Promise.all([
      storeScreen(store, planned.imageKey, drawn, raw),
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
export function appRows(plan: DemoPlan, profiles: Map<string, AppProfile>): AppInput[] {
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
export async function renderPlan(
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
