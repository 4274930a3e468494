/** The scaled library for benchmarks: a million screens shaped like a real library, from the drawn demo set. */
import { FLOWS, PATTERNS } from '../catalog/taxonomy.js';
import type { LibraryBatch, LibraryWriter, MediaSink } from '../port.js';
import { Random } from '../render/random.js';
import { APP_SEEDS } from './catalog.js';
import {
  appRows,
  DESCRIBED_POOL,
  type DemoOptions,
  type DemoResult,
  type RenderedRows,
  renderPlan,
  SCALED_BATCH,
} from './draw-plan.js';
import { DEMO_SEED, describeApp, isMarketing, planDemoLibrary } from './plan.js';
import { demoVocabulary, pseudoWord, ZipfSampler } from './vocabulary.js';

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
