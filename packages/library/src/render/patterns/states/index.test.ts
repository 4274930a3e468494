import { describe, expect, it } from 'vitest';
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import { appProfile } from '../../samples.js';
import { layoutsFor, renderScreen } from '../../screen.js';
import { CANVAS } from '../../theme.js';
import { LAYOUTS } from '../index.js';
import { CONTENT_STATES_LAYOUTS } from './index.js';

// Render through the pipeline even before the lead registers the family in patterns/index.ts.
Object.assign(LAYOUTS, CONTENT_STATES_LAYOUTS);

const PATTERNS: PatternSlug[] = [
  'detail',
  'article',
  'media-player',
  'gallery',
  'map',
  'empty-state',
  'error',
  'loading',
  'success',
];

/** An app of a kind that has each pattern (a media app for the player, a travel app for the map), one dark. */
const apps = {
  ios: appProfile({
    slug: 'tideline',
    title: 'Tideline',
    category: 'media',
    platform: 'ios',
    tagline: 'Music for every moment',
    nouns: [],
    dark: false,
  }),
  android: appProfile({
    slug: 'wanderbase',
    title: 'Wanderbase',
    category: 'travel',
    platform: 'android',
    tagline: 'Stays and flights',
    nouns: [],
    dark: true,
  }),
  web: appProfile({
    slug: 'shopwell',
    title: 'Shopwell',
    category: 'e-commerce',
    platform: 'web',
    tagline: 'Good things, delivered',
    nouns: [],
    dark: false,
  }),
};

const cases = PATTERNS.flatMap((pattern) =>
  (CONTENT_STATES_LAYOUTS[pattern] ?? []).flatMap((layout, variant) =>
    Object.values(apps).map((app) => ({
      pattern,
      variant,
      app,
      name: `${pattern} ${layout.name} on ${app.platform}`,
    })),
  ),
);

describe('content and states layouts', () => {
  it('has at least three distinct layouts for every pattern', () => {
    for (const pattern of PATTERNS) {
      const layouts = CONTENT_STATES_LAYOUTS[pattern] ?? [];
      expect(new Set(layouts.map((l) => l.name)).size, pattern).toBeGreaterThanOrEqual(3);
      expect(layoutsFor(pattern)).toEqual(layouts);
    }
  });

  it.each(cases)('$name fits its canvas with no text overflow', async ({ app, pattern, variant }) => {
    const screen = await renderScreen({ app, pattern, variant, seed: 1 });
    const canvas = CANVAS[app.platform];
    expect(screen.width).toBe(canvas.width * canvas.scale);
    expect(screen.height).toBe(canvas.height * canvas.scale);
    expect(screen.overflows.map((o) => o.text)).toEqual([]);
    expect(screen.components.length).toBeGreaterThan(0);
  });

  it('says what it is about', async () => {
    const empty = await renderScreen(
      { app: apps.android, pattern: 'empty-state', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(empty.text).toContain('No trips booked yet');
    expect(empty.tags).toContain('empty');
    expect(empty.tags).toContain('dark-mode');
    const player = await renderScreen(
      { app: apps.ios, pattern: 'media-player', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(player.text).toContain('Golden Hour');
    expect(player.components.map((c) => c.kind)).toContain('media-controls');
    const failed = await renderScreen(
      { app: apps.web, pattern: 'error', variant: 2, seed: 1 },
      { svgOnly: true },
    );
    expect(failed.text).toContain('Payment declined');
    expect(failed.tags).toContain('modal');
  });

  it('adds up the receipt of a booking', async () => {
    const screen = await renderScreen(
      { app: apps.android, pattern: 'success', variant: 1, seed: 1 },
      { svgOnly: true },
    );
    const nightly = screen.text.match(/£(\d+) × 3 nights £(\d+)/);
    expect(nightly).not.toBeNull();
    expect(Number(nightly?.[1]) * 3).toBe(Number(nightly?.[2]));
    expect(screen.text).toContain(`Total £${nightly?.[2]}`);
  });
});
