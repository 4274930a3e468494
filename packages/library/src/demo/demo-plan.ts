import type { LibraryInput } from '../port.js';
import { type Brand, makeBrand } from './brand.js';
import {
  APP_SEEDS,
  COMPONENT_CATEGORIES,
  FEATURED_PATTERNS,
  FEATURED_PRODUCT_CATEGORIES,
  FLOW_CATEGORIES,
  PATTERN_CATEGORIES,
  PATTERN_COPY,
  type PatternSlug,
  PRODUCT_CATEGORIES,
} from './catalog.js';
import { Random } from './random.js';
import type { ScreenSpec } from './screen-art.js';

export const DEMO_SEED = 20_261_123;

export interface PlannedScreen {
  uuid: string;
  imageKey: string;
  appSlug: string;
  spec: ScreenSpec;
  brand: Brand;
  artSeed: number;
  isRestricted: boolean;
  position: number;
}

export interface DemoPlan {
  library: Omit<LibraryInput, 'screens' | 'components'>;
  screens: PlannedScreen[];
}

/** Flows the demo apps walk through, as the patterns of their steps. */
export const FLOW_SHAPES: {
  title: string;
  category: (typeof FLOW_CATEGORIES)[number][0];
  steps: PatternSlug[];
}[] = [
  {
    title: 'Onboarding',
    category: 'onboarding',
    steps: ['onboarding', 'onboarding', 'onboarding', 'sign-up', 'dashboard'],
  },
  {
    title: 'Signing up',
    category: 'signing-up',
    steps: ['landing-page', 'sign-up', 'onboarding', 'dashboard'],
  },
  { title: 'Logging in', category: 'logging-in', steps: ['log-in', 'error', 'log-in', 'dashboard'] },
  {
    title: 'Upgrading to premium',
    category: 'upgrading',
    steps: ['dashboard', 'paywall', 'checkout', 'notifications'],
  },
  {
    title: 'Checking out',
    category: 'checking-out',
    steps: ['feed', 'detail', 'checkout', 'checkout', 'notifications'],
  },
  { title: 'Searching', category: 'searching', steps: ['feed', 'search', 'search', 'detail'] },
  {
    title: 'Editing settings',
    category: 'editing-settings',
    steps: ['profile', 'settings', 'settings', 'notifications'],
  },
  { title: 'Messaging', category: 'messaging', steps: ['notifications', 'chat', 'chat', 'profile'] },
];

const APPLICATION_PATTERNS = PATTERN_CATEGORIES.map(([slug]) => slug).filter(
  (slug) => slug !== 'landing-page' && slug !== 'pricing',
);

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fill = (text: string, app: string, tagline: string, noun: string) =>
  text.replaceAll('{app}', app).replaceAll('{tagline}', tagline).replaceAll('{noun}', noun);

/**
 * Plans the whole demo library from one seed: apps, their screens (with what to draw), flows.
 * `screensPerApp` bounds are the spec's 20 to 60; `appCount` repeats the seeds with suffixes past 42.
 */
export function planDemoLibrary(
  options: { seed?: number; appCount?: number; screensPerApp?: [number, number] } = {},
): DemoPlan {
  const random = new Random(options.seed ?? DEMO_SEED);
  const appCount = options.appCount ?? APP_SEEDS.length;
  const [minScreens, maxScreens] = options.screensPerApp ?? [20, 30];
  const apps: LibraryInput['apps'] = [];
  const flows: LibraryInput['flows'] = [];
  const screens: PlannedScreen[] = [];
  for (let index = 0; index < appCount; index += 1) {
    const seed = APP_SEEDS[index % APP_SEEDS.length];
    if (!seed) continue;
    const round = Math.floor(index / APP_SEEDS.length);
    const title = round === 0 ? seed.title : `${seed.title} ${round + 1}`;
    const slug = slugify(title);
    const platform = random.pick(['ios', 'android', 'web'] as const);
    const brand = makeBrand(random);
    apps.push({
      title,
      slug,
      logo: `/media/logos/${slug}/thumb.webp`,
      description: `${seed.tagline}. ${title} is a ${platform === 'web' ? 'web' : platform === 'ios' ? 'iOS' : 'Android'} app for ${seed.nouns.slice(0, 3).join(', ').toLowerCase()}.`,
      platform,
      website: `https://${slug}.example`,
      brandColor: brand.primary,
      productCategorySlugs: [
        seed.category,
        ...(random.chance(0.25) ? [random.pick(PRODUCT_CATEGORIES)[0]] : []),
      ].filter((value, i, all) => all.indexOf(value) === i),
    });
    const count = random.int(minScreens, maxScreens);
    const appScreens: PlannedScreen[] = [];
    const patternsInOrder: PatternSlug[] = ['landing-page', 'pricing'];
    while (patternsInOrder.length < count) patternsInOrder.push(random.pick(APPLICATION_PATTERNS));
    patternsInOrder.forEach((pattern, position) => {
      const copy = random.pick(PATTERN_COPY[pattern]);
      const noun = random.pick(seed.nouns);
      const marketing = pattern === 'landing-page' || pattern === 'pricing';
      const screen: PlannedScreen = {
        uuid: random.uuid(),
        imageKey: `demo/${slug}/${String(position).padStart(3, '0')}`,
        appSlug: slug,
        brand,
        artSeed: Math.floor(random.next() * 2 ** 31),
        isRestricted: position > 3 && random.chance(0.12),
        position,
        spec: {
          appTitle: title,
          platform,
          pattern,
          screenType: marketing ? 'marketing' : 'application',
          title: fill(copy.title, title, seed.tagline, noun),
          lines: copy.lines.map((line) => fill(line, title, seed.tagline, noun)),
          action: fill(copy.action, title, seed.tagline, noun.toLowerCase()),
          nouns: seed.nouns,
        },
      };
      appScreens.push(screen);
    });
    screens.push(...appScreens);
    for (const shape of random.sample(FLOW_SHAPES, random.int(2, 4))) {
      const steps = shape.steps
        .map((pattern) => {
          // Each step shows a screen of its pattern (a log-in flow starts on the log-in screen); only an
          // app without one borrows another screen.
          const matching = appScreens.filter((screen) => screen.spec.pattern === pattern);
          return random.pick(matching.length > 0 ? matching : appScreens.slice(2));
        })
        .map((screen) => screen.uuid)
        .filter((uuid, i, all) => all.indexOf(uuid) === i);
      while (steps.length < 3) steps.push(random.pick(appScreens).uuid);
      flows.push({
        uuid: random.uuid(),
        appSlug: slug,
        title: `${shape.title} on ${title}`,
        screenUuids: [...new Set(steps)],
        flowCategorySlugs: [shape.category],
      });
    }
  }
  return {
    library: {
      categories: [
        ...PRODUCT_CATEGORIES.map(([slug, title]) => ({
          kind: 'product' as const,
          slug,
          title,
          featured: FEATURED_PRODUCT_CATEGORIES.includes(slug),
        })),
        ...PATTERN_CATEGORIES.map(([slug, title]) => ({
          kind: 'pattern' as const,
          slug,
          title,
          featured: FEATURED_PATTERNS.includes(slug),
        })),
        ...FLOW_CATEGORIES.map(([slug, title]) => ({ kind: 'flow' as const, slug, title })),
        ...COMPONENT_CATEGORIES.map(([slug, title]) => ({ kind: 'component' as const, slug, title })),
        { kind: 'screen-types' as const, slug: 'marketing', title: 'Marketing screens' },
        { kind: 'screen-types' as const, slug: 'application', title: 'Application screens' },
      ],
      apps,
      flows,
    },
    screens,
  };
}
