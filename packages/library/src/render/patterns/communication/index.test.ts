import type { Platform } from '@pageshelf/contracts/category';
import { describe, expect, it, vi } from 'vitest';
import type { PatternSlug } from '../../../catalog/taxonomy.js';
import { appProfile, SAMPLE_APPS } from '../../samples.js';
import { renderScreen } from '../../screen.js';
import { COMMUNICATION_PRODUCTIVITY_LAYOUTS } from './index.js';

// Render through the registry with this family in it, whether or not index.ts lists it yet.
vi.mock('../index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../index.js')>();
  const { COMMUNICATION_PRODUCTIVITY_LAYOUTS: layouts } = await import('./index.js');
  return { LAYOUTS: { ...original.LAYOUTS, ...layouts } };
});

const PATTERNS: PatternSlug[] = [
  'chat',
  'inbox',
  'notifications',
  'comments',
  'share-sheet',
  'calendar',
  'composer',
  'upload',
  'booking',
  'analytics',
  'history',
];

const SIZES: Record<Platform, [number, number]> = {
  ios: [780, 1688],
  android: [824, 1830],
  web: [1920, 1200],
};

/** One sample app per platform: a light finance app, a dark travel app, a light developer tool. */
const byPlatform: Record<Platform, ReturnType<typeof appProfile>> = {
  ios: appProfile(SAMPLE_APPS[0] as (typeof SAMPLE_APPS)[number]),
  android: appProfile(SAMPLE_APPS[1] as (typeof SAMPLE_APPS)[number]),
  web: appProfile(SAMPLE_APPS[2] as (typeof SAMPLE_APPS)[number]),
};

const cases = PATTERNS.flatMap((pattern) =>
  (COMMUNICATION_PRODUCTIVITY_LAYOUTS[pattern] ?? []).flatMap((layout, variant) =>
    (['ios', 'android', 'web'] as const).map((platform) => ({
      pattern,
      variant,
      platform,
      name: `${pattern} ${layout.name} on ${platform}`,
    })),
  ),
);

describe('communication and productivity layouts', () => {
  it('has at least three distinct layouts for each of the eleven patterns', () => {
    expect(Object.keys(COMMUNICATION_PRODUCTIVITY_LAYOUTS).sort()).toEqual([...PATTERNS].sort());
    for (const pattern of PATTERNS) {
      const layouts = COMMUNICATION_PRODUCTIVITY_LAYOUTS[pattern] ?? [];
      expect(new Set(layouts.map((l) => l.name)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(cases)(
    '$name fits its canvas with no text escaping its box',
    async ({ pattern, variant, platform }) => {
      const app = byPlatform[platform];
      const screen = await renderScreen({ app, pattern, variant, seed: 1 }, { svgOnly: true });
      expect(screen.layout).toBe(COMMUNICATION_PRODUCTIVITY_LAYOUTS[pattern]?.[variant]?.name);
      expect(screen.overflows.map((o) => o.text)).toEqual([]);
      expect([screen.width, screen.height]).toEqual(SIZES[platform]);
      expect(screen.components.length).toBeGreaterThan(0);
      expect(screen.tags).toContain(app.designSystem.dark ? 'dark-mode' : 'light-mode');
    },
  );

  it('opens an AI app on an assistant conversation that greets the user', async () => {
    const app = appProfile({
      slug: 'mindloop',
      title: 'Mindloop',
      category: 'ai',
      platform: 'ios',
      tagline: 'Think out loud with AI',
      nouns: ['Chat'],
    });
    const screen = await renderScreen({ app, pattern: 'chat', variant: 2, seed: 1 }, { svgOnly: true });
    expect(screen.text).toMatch(/Good morning, \w+/);
    expect(screen.components.map((c) => c.kind)).toEqual(expect.arrayContaining(['text-field', 'card']));
  });

  it('shows the month with its events as a calendar and the totals of a history as the sum of its rows', async () => {
    const calendar = await renderScreen(
      { app: byPlatform.web, pattern: 'calendar', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(calendar.text).toContain('June 2025');
    expect(calendar.components.map((c) => c.kind)).toContain('calendar');

    const history = await renderScreen(
      { app: byPlatform.ios, pattern: 'history', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(history.text).toContain('Transactions');
    expect(history.text).toContain('Money out');
  });

  it('draws the share sheet as a bottom sheet on phones and a modal on the web', async () => {
    const phone = await renderScreen(
      { app: byPlatform.ios, pattern: 'share-sheet', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(phone.tags).toContain('bottom-sheet');
    const web = await renderScreen(
      { app: byPlatform.web, pattern: 'share-sheet', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(web.tags).toContain('modal');
    expect(web.text).toContain('SHARE VIA');
  });
});
