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
  /** Seeds the app's design system and everything drawn for it. */
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

/**
 * Plans the whole demo library from one seed: apps (platforms taking turns, so each has a third), the
 * flows each app tells (2 to 4 that fit its kind, each step a screen of the app in the step's pattern),
 * then more screens of patterns that fit the app until it has `screensPerApp`, never two of one pattern
 * in one layout. Web apps open on their marketing pages. Deterministic for a seed.
 */
export function planDemoLibrary(
  options: { seed?: number; appCount?: number; screensPerApp?: [number, number] } = {},
): DemoPlan {
  const random = new Random(options.seed ?? DEMO_SEED);
  const appCount = options.appCount ?? APP_SEEDS.length;
  const [minScreens, maxScreens] = options.screensPerApp ?? [16, 20];
  const platforms: Platform[] = ['ios', 'android', 'web'];
  const apps: PlannedApp[] = [];
  const screens: PlannedScreen[] = [];
  const flows: FlowInput[] = [];

  for (let index = 0; index < appCount; index += 1) {
    const seed = APP_SEEDS[index % APP_SEEDS.length];
    if (!seed) continue;
    const round = Math.floor(index / APP_SEEDS.length);
    const title = round === 0 ? seed.title : `${seed.title} ${round + 1}`;
    const app: PlannedApp = {
      title,
      slug: slugify(title),
      category: seed.category,
      platform: platforms[(index + round) % platforms.length] ?? 'ios',
      tagline: seed.tagline,
      nouns: seed.nouns,
      glyph: seed.glyph,
      description: '',
      seed: Math.floor(random.next() * 2 ** 31),
    };
    app.description = describeApp(app);
    apps.push(app);

    const appScreens: PlannedScreen[] = [];
    const used = new Map<PatternSlug, number>();
    const add = (pattern: PatternSlug): PlannedScreen => {
      const count = used.get(pattern) ?? 0;
      used.set(pattern, count + 1);
      const position = appScreens.length;
      const screen: PlannedScreen = {
        uuid: random.uuid(),
        imageKey: `demo/${app.slug}/${String(position).padStart(3, '0')}`,
        appSlug: app.slug,
        pattern,
        // The app's n-th screen of a pattern takes the n-th layout after a random first one.
        variant: (Math.floor(random.next() * LAYOUTS_PER_PATTERN) + count) % LAYOUTS_PER_PATTERN,
        seed: Math.floor(random.next() * 2 ** 31),
        position,
        isRestricted: position > 3 && random.chance(0.12),
      };
      appScreens.push(screen);
      return screen;
    };
    /** The app's screen of a pattern, drawn for the first step that needs it, shared by later flows. */
    const screenOf = (pattern: PatternSlug) =>
      appScreens.find((screen) => screen.pattern === pattern) ?? add(pattern);

    if (app.platform === 'web')
      for (const page of ['landing-page', 'features', 'pricing'] as const) add(page);
    const told = random.sample(
      FLOWS.filter((flow) => flowFits(flow, app)),
      random.int(2, 4),
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
    const count = random.int(minScreens, maxScreens);
    const others = random.sample(
      PATTERNS.map((pattern) => pattern.slug).filter((pattern) => patternFits(pattern, app)),
      PATTERNS.length,
    );
    // Patterns the app has none of yet first, then second layouts of the ones it has.
    const order = [...others.filter((pattern) => !used.has(pattern)), ...others];
    for (const pattern of order) {
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
