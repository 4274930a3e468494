import type { Platform } from '@pageshelf/contracts/category';
import { FLOWS, type FlowSlug, PATTERNS, type PatternSlug, UI_ELEMENTS } from '../catalog/taxonomy.js';
import type { CategoryInput, FlowInput } from '../port.js';
import { Random } from '../render/random.js';
import { APP_SEEDS, type AppSeed, FEATURED_PRODUCT_CATEGORIES, PRODUCT_CATEGORIES } from './catalog.js';

export const DEMO_SEED = 20_261_123;

export type ProductCategory = AppSeed['category'];

/** An app of the demo library, before anything is drawn. */
export interface PlannedApp {
  title: string;
  slug: string;
  category: ProductCategory;
  platform: Platform;
  tagline: string;
  nouns: string[];
  /** The glyph of its icon (see `AppSeed.glyph`). */
  glyph: string;
  description: string;
  /**
   * The product it is a version of: the slug of its first platform's app. The versions of one product on
   * iOS, Android and the web share their name, icon, design system and content (`profileOf` draws from it).
   */
  family: string;
  /** Seeds the app's design system and everything drawn for it (one seed per product). */
  seed: number;
}

/** A screen to draw: which pattern, in which of its layouts, for which app. */
export interface PlannedScreen {
  uuid: string;
  imageKey: string;
  appSlug: string;
  pattern: PatternSlug;
  /** Which of the pattern's layouts (taken modulo their number): distinct within an app. */
  variant: number;
  seed: number;
  position: number;
  isRestricted: boolean;
}

export interface DemoPlan {
  categories: CategoryInput[];
  apps: PlannedApp[];
  screens: PlannedScreen[];
  flows: FlowInput[];
}

/** Layouts drawn per pattern at least: an app shows each pattern in a different one. */
export const LAYOUTS_PER_PATTERN = 3;

const MARKETING = new Set<PatternSlug>(
  PATTERNS.filter((pattern) => pattern.screenType === 'marketing').map((pattern) => pattern.slug),
);

/** Patterns only some kinds of app have (a cart in a shop, a map in a travel app); the rest fit any app. */
const PATTERNS_OF: Partial<Record<PatternSlug, readonly ProductCategory[]>> = {
  cart: ['e-commerce'],
  booking: ['travel', 'health-fitness', 'education'],
  map: ['travel', 'health-fitness', 'e-commerce', 'social'],
  'media-player': ['media', 'education', 'health-fitness'],
  gallery: ['social', 'e-commerce', 'travel', 'media', 'ai'],
  article: ['media', 'education', 'ai', 'productivity', 'developer-tools'],
  analytics: ['finance', 'developer-tools', 'health-fitness', 'productivity', 'ai'],
  'order-confirmation': ['e-commerce', 'travel', 'education', 'finance', 'media', 'health-fitness', 'ai'],
  comments: ['social', 'media', 'productivity', 'developer-tools', 'education'],
  calendar: ['productivity', 'health-fitness', 'education', 'travel'],
};

/** Flows only some kinds of app have; the others may be told by any app. */
const FLOWS_OF: Partial<Record<FlowSlug, readonly ProductCategory[]>> = {
  'checking-out': ['e-commerce'],
  booking: ['travel', 'health-fitness', 'education'],
  scheduling: ['productivity', 'health-fitness', 'education'],
  commenting: ['social', 'media', 'productivity', 'developer-tools', 'education'],
  browsing: ['social', 'e-commerce', 'travel', 'media', 'ai'],
  'reviewing-activity': ['finance', 'developer-tools', 'health-fitness', 'productivity', 'ai'],
};

const fits = (category: ProductCategory, only: readonly ProductCategory[] | undefined) =>
  only === undefined || only.includes(category);

/** Whether an app of this category and platform has screens of this pattern. */
export function patternFits(pattern: PatternSlug, app: Pick<PlannedApp, 'category' | 'platform'>): boolean {
  if (MARKETING.has(pattern)) return app.platform === 'web';
  return fits(app.category, PATTERNS_OF[pattern]);
}

function flowFits(flow: (typeof FLOWS)[number], app: Pick<PlannedApp, 'category' | 'platform'>): boolean {
  return fits(app.category, FLOWS_OF[flow.slug]) && flow.steps.every((step) => patternFits(step, app));
}

const PLATFORM_NAMES: Record<Platform, string> = {
  ios: 'an iOS app',
  android: 'an Android app',
  web: 'a web app',
};

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** "Budgeting that keeps up with you. Ledgerly is an iOS app for budgets, groceries and rent." */
export function describeApp(app: Pick<PlannedApp, 'title' | 'tagline' | 'platform' | 'nouns'>): string {
  const nouns = app.nouns.slice(0, 3).map((noun) => noun.toLowerCase());
  return `${app.tagline}. ${app.title} is ${PLATFORM_NAMES[app.platform]} for ${listed(nouns)}.`;
}

/** Screens and flows of the apps: the largest ones, the others on their first platform, and later platforms. */
const SIZES = {
  large: { screens: [40, 40], flows: [6, 6] },
  first: { screens: [7, 9], flows: [1, 2] },
  later: { screens: [3, 4], flows: [1, 1] },
} as const satisfies Record<string, { screens: [number, number]; flows: [number, number] }>;

interface Version {
  seed: AppSeed;
  platform: Platform;
  /** 0 for the product's first platform. */
  order: number;
  round: number;
}

/**
 * Which apps to plan, in order: every product on its first platform, then the products' other platforms
 * (so the first `appCount` apps of a small plan are whole products), then, for scaled libraries, more
 * rounds of first platforms named "Ledgerly 2".
 */
function versionsOf(appCount?: number): Version[] {
  const versions: Version[] = APP_SEEDS.map((seed) => ({
    seed,
    platform: seed.platforms[0] ?? 'ios',
    order: 0,
    round: 0,
  }));
  for (const seed of APP_SEEDS)
    seed.platforms.slice(1).forEach((platform, index) => {
      versions.push({ seed, platform, order: index + 1, round: 0 });
    });
  for (let round = 1; versions.length < (appCount ?? 0); round += 1)
    for (const seed of APP_SEEDS)
      versions.push({ seed, platform: seed.platforms[0] ?? 'ios', order: 0, round });
  return appCount === undefined ? versions : versions.slice(0, appCount);
}

/**
 * Plans the whole demo library from one seed: each product of the catalogue on each of its platforms (an
 * app per platform, as design libraries list them), the flows each app tells (ones that fit its kind, each
 * step a screen of the app in the step's pattern), then more screens of patterns that fit the app, never
 * two of one pattern in one layout. The ten largest products have 40 screens and 6 flows on their first
 * platform; a later platform shows a few screens, in other layouts than the first platform's. Web apps
 * open on their marketing pages. Deterministic for a seed.
 */
export function planDemoLibrary(
  options: { seed?: number; appCount?: number; screensPerApp?: [number, number] } = {},
): DemoPlan {
  const random = new Random(options.seed ?? DEMO_SEED);
  const versions = versionsOf(options.appCount);
  const apps: PlannedApp[] = [];
  const screens: PlannedScreen[] = [];
  const flows: FlowInput[] = [];
  /** Per product: its seed, and the layout its first platform drew each pattern in. */
  const products = new Map<string, { seed: number; variants: Map<PatternSlug, number> }>();

  for (const { seed, platform, order, round } of versions) {
    const title = round === 0 ? seed.title : `${seed.title} ${round + 1}`;
    const family = slugify(title);
    const product = products.get(family) ?? {
      seed: Math.floor(random.next() * 2 ** 31),
      variants: new Map<PatternSlug, number>(),
    };
    products.set(family, product);
    const app: PlannedApp = {
      title,
      slug: order === 0 ? family : `${family}-${platform}`,
      category: seed.category,
      platform,
      tagline: seed.tagline,
      nouns: seed.nouns,
      glyph: seed.glyph,
      description: round === 0 ? seed.description : describeApp({ ...seed, title, platform }),
      family,
      seed: product.seed,
    };
    apps.push(app);
    const size = order > 0 ? SIZES.later : seed.large && round === 0 ? SIZES.large : SIZES.first;

    const appScreens: PlannedScreen[] = [];
    const used = new Map<PatternSlug, number>();
    /** The layout of the app's first screen of each pattern. */
    const starts = new Map<PatternSlug, number>();
    const add = (pattern: PatternSlug): PlannedScreen => {
      const count = used.get(pattern) ?? 0;
      used.set(pattern, count + 1);
      const position = appScreens.length;
      // The app's n-th screen of a pattern takes the n-th layout after a random first one; a later
      // platform starts after the layout its first platform drew, so the two versions differ.
      const first = product.variants.get(pattern);
      const start =
        starts.get(pattern) ??
        (order === 0 || first === undefined
          ? Math.floor(random.next() * LAYOUTS_PER_PATTERN)
          : first + order);
      starts.set(pattern, start);
      const screen: PlannedScreen = {
        uuid: random.uuid(),
        imageKey: `demo/${app.slug}/${String(position).padStart(3, '0')}`,
        appSlug: app.slug,
        pattern,
        variant: (start + count) % LAYOUTS_PER_PATTERN,
        seed: Math.floor(random.next() * 2 ** 31),
        position,
        isRestricted: position > 3 && random.chance(0.12),
      };
      if (order === 0 && count === 0) product.variants.set(pattern, screen.variant);
      appScreens.push(screen);
      return screen;
    };
    /** The app's screen of a pattern, drawn for the first step that needs it, shared by later flows. */
    const screenOf = (pattern: PatternSlug) =>
      appScreens.find((screen) => screen.pattern === pattern) ?? add(pattern);

    if (app.platform === 'web')
      for (const page of ['landing-page', 'features', 'pricing'] as const) add(page);
    const fitting = FLOWS.filter((flow) => flowFits(flow, app));
    // A later platform tells one of the stories that need the fewest screens it does not have yet.
    const fresh = (flow: (typeof FLOWS)[number]) => flow.steps.filter((step) => !used.has(step)).length;
    const least = Math.min(...fitting.map(fresh));
    const told = random.sample(
      order > 0 ? fitting.filter((flow) => fresh(flow) === least) : fitting,
      random.int(size.flows[0], size.flows[1]),
    );
    for (const flow of told) {
      flows.push({
        uuid: random.uuid(),
        appSlug: app.slug,
        title: `${flow.title} on ${title}`,
        screenUuids: flow.steps.map((step) => screenOf(step).uuid),
        flowCategorySlugs: [flow.slug],
      });
    }
    const [fewest, most] =
      options.screensPerApp && order === 0 && !seed.large ? options.screensPerApp : size.screens;
    const count = random.int(fewest, most);
    const others = random.sample(
      PATTERNS.map((pattern) => pattern.slug).filter((pattern) => patternFits(pattern, app)),
      PATTERNS.length,
    );
    // Patterns the app has none of yet first, then second layouts of the ones it has.
    const patterns = [...others.filter((pattern) => !used.has(pattern)), ...others];
    for (const pattern of patterns) {
      if (appScreens.length >= count) break;
      if ((used.get(pattern) ?? 0) < LAYOUTS_PER_PATTERN) add(pattern);
    }
    screens.push(...appScreens);
  }

  return {
    categories: [
      ...PRODUCT_CATEGORIES.map(([slug, title]) => ({
        kind: 'product' as const,
        slug,
        title,
        featured: FEATURED_PRODUCT_CATEGORIES.includes(slug),
      })),
      ...PATTERNS.map(({ slug, title }) => ({
        kind: 'pattern' as const,
        slug,
        title,
        featured: FEATURED_PATTERNS.includes(slug),
      })),
      ...FLOWS.map(({ slug, title }) => ({ kind: 'flow' as const, slug, title })),
      ...UI_ELEMENTS.map(([slug, title]) => ({ kind: 'component' as const, slug, title })),
      { kind: 'screen-types' as const, slug: 'marketing', title: 'Marketing screens' },
      { kind: 'screen-types' as const, slug: 'application', title: 'Application screens' },
    ],
    apps,
    screens,
    flows,
  };
}

/** Patterns the home page features. */
export const FEATURED_PATTERNS: readonly PatternSlug[] = ['sign-up', 'onboarding', 'paywall', 'dashboard'];

/** Whether a pattern's screens are pages of a website rather than screens of the app. */
export const isMarketing = (pattern: PatternSlug): boolean => MARKETING.has(pattern);
