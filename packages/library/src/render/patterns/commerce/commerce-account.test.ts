import type { Platform } from '@pageshelf/contracts/category';
import { describe, expect, it, vi } from 'vitest';
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import { contentFor, formatMoney } from '../../content.js';
import { type AppSeed, appProfile } from '../../samples.js';
import { renderScreen } from '../../screen.js';
import { CANVAS } from '../../theme.js';
import { COMMERCE_ACCOUNT_LAYOUTS } from './index.js';

// Render through the registry with this family in it, whether or not index.ts lists it yet.
vi.mock('../index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../index.js')>();
  const { COMMERCE_ACCOUNT_LAYOUTS: layouts } = await import('./index.js');
  return { LAYOUTS: { ...original.LAYOUTS, ...layouts } };
});

const PATTERNS: PatternSlug[] = [
  'paywall',
  'pricing',
  'cart',
  'checkout',
  'payment-method',
  'order-confirmation',
  'profile',
  'edit-profile',
  'settings',
  'subscription',
  'delete-account',
];

/** One app per platform, each selling something different: a shop (light), stays (dark), a plan (light). */
const SEEDS: Record<Platform, AppSeed> = {
  ios: {
    slug: 'tidemark',
    title: 'Tidemark',
    category: 'e-commerce',
    platform: 'ios',
    tagline: 'Good things for slow mornings',
    nouns: ['Order', 'Bag', 'Return'],
    dark: false,
  },
  android: {
    slug: 'wanderbase',
    title: 'Wanderbase',
    category: 'travel',
    platform: 'android',
    tagline: 'Stays and flights, planned together',
    nouns: ['Stay', 'Flight', 'Trip'],
    dark: true,
  },
  web: {
    slug: 'shipyard',
    title: 'Shipyard',
    category: 'developer-tools',
    platform: 'web',
    tagline: 'Deploy previews for every pull request',
    nouns: ['Deployment', 'Branch', 'Domain'],
    dark: false,
  },
};

/** A headline each pattern's first layout shows. */
const HEADLINES: Record<string, string> = {
  paywall: 'How your free trial works',
  pricing: 'Plans that grow with you',
  cart: 'Add a promo code',
  checkout: 'Checkout',
  'payment-method': 'Payment methods',
  'order-confirmation': 'Your stay is booked',
  profile: 'Edit profile',
  'edit-profile': 'Edit profile',
  settings: 'Settings',
  subscription: 'Subscription',
  'delete-account': 'Delete your account?',
};

const platformsOf = (pattern: PatternSlug): Platform[] =>
  pattern === 'pricing' ? ['web'] : ['ios', 'android', 'web'];

const cases = PATTERNS.flatMap((pattern) =>
  (COMMERCE_ACCOUNT_LAYOUTS[pattern] ?? []).flatMap((layout, variant) =>
    platformsOf(pattern).map((platform) => ({
      pattern,
      variant,
      platform,
      name: `${pattern} ${layout.name} on ${platform}`,
    })),
  ),
);

describe('commerce and account layouts', () => {
  it('has at least three distinct layouts per pattern', () => {
    for (const pattern of PATTERNS) {
      const layouts = COMMERCE_ACCOUNT_LAYOUTS[pattern] ?? [];
      expect(new Set(layouts.map((l) => l.name)).size, pattern).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(cases)(
    '$name fits its canvas and marks its UI elements',
    async ({ pattern, variant, platform }) => {
      const screen = await renderScreen(
        { app: appProfile(SEEDS[platform]), pattern, variant, seed: 1 },
        { svgOnly: true },
      );
      const canvas = CANVAS[platform];
      expect(screen.overflows.map((o) => o.text)).toEqual([]);
      expect(screen.width).toBe(canvas.width * canvas.scale);
      expect(screen.height).toBe(canvas.height * canvas.scale);
      expect(screen.components.length).toBeGreaterThan(0);
    },
  );

  it('shows the headline each pattern leads with', async () => {
    for (const pattern of PATTERNS) {
      const platform: Platform =
        pattern === 'order-confirmation' ? 'android' : pattern === 'pricing' ? 'web' : 'ios';
      const screen = await renderScreen(
        { app: appProfile(SEEDS[platform]), pattern, variant: 0, seed: 1 },
        { svgOnly: true },
      );
      expect(screen.text, pattern).toContain(HEADLINES[pattern]);
    }
  });

  it('quotes the same yearly price on the paywall, pricing page, checkout and subscription', async () => {
    const app = appProfile(SEEDS.web);
    const prices = contentFor(app).prices;
    const plan = prices.plans.find((p) => p.highlighted);
    const yearly = formatMoney(prices.symbol, plan?.yearly ?? 0);
    const texts = await Promise.all(
      (
        [
          ['paywall', 0],
          ['pricing', 0],
          ['checkout', 0],
          ['subscription', 0],
          ['order-confirmation', 1],
        ] as const
      ).map(
        async ([pattern, variant]) =>
          (await renderScreen({ app, pattern, variant, seed: 1 }, { svgOnly: true })).text,
      ),
    );
    for (const text of texts) expect(text).toContain(yearly);
  });

  it("adds a shop's checkout up: the total equals its lines", async () => {
    const app = appProfile(SEEDS.ios);
    const screen = await renderScreen({ app, pattern: 'checkout', variant: 1, seed: 1 }, { svgOnly: true });
    const amounts = (label: string) => {
      const match = screen.text.match(new RegExp(`${label} ([$€£][0-9,.]+)`));
      return Number((match?.[1] ?? '').replace(/[^0-9.]/g, ''));
    };
    const subtotal = amounts('Subtotal');
    const tax = amounts('Estimated tax');
    const total = amounts('Total');
    expect(subtotal).toBeGreaterThan(0);
    expect(Math.round((subtotal + tax) * 100)).toBe(Math.round(total * 100));
  });
});
