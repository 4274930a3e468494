import { describe, expect, it, vi } from 'vitest';
import { contentFor } from '../../content.js';
import { appProfile, SAMPLE_APPS } from '../../samples.js';
import { renderScreen } from '../../screen.js';
import { MARKETING_LAYOUTS } from './index.js';

// Render through the registry with this family in it, whether or not index.ts lists it yet.
vi.mock('../index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../index.js')>();
  const { MARKETING_LAYOUTS: layouts } = await import('./index.js');
  return { LAYOUTS: { ...original.LAYOUTS, ...layouts } };
});

type MarketingPattern = keyof typeof MARKETING_LAYOUTS;

/** Marketing pages are web only: the sample apps as websites, one light business product, one dark consumer one. */
const apps = [
  appProfile({ ...(SAMPLE_APPS[2] as (typeof SAMPLE_APPS)[number]), platform: 'web' }),
  appProfile({ ...(SAMPLE_APPS[1] as (typeof SAMPLE_APPS)[number]), platform: 'web', dark: true }),
  appProfile({ ...(SAMPLE_APPS[0] as (typeof SAMPLE_APPS)[number]), platform: 'web' }),
];

const cases = Object.entries(MARKETING_LAYOUTS).flatMap(([pattern, layouts]) =>
  layouts.flatMap((layout, variant) =>
    apps.map((app) => ({
      pattern: pattern as MarketingPattern,
      variant,
      app,
      name: `${pattern} ${layout.name} for ${app.title}`,
    })),
  ),
);

describe('marketing layouts', () => {
  it('has at least three distinct layouts for each of the five patterns', () => {
    expect(Object.keys(MARKETING_LAYOUTS).sort()).toEqual([
      'about',
      'contact',
      'faq',
      'features',
      'landing-page',
    ]);
    for (const layouts of Object.values(MARKETING_LAYOUTS)) {
      expect(new Set(layouts.map((l) => l.name)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(cases)(
    '$name fits the desktop page with no text escaping its box',
    async ({ app, pattern, variant }) => {
      const screen = await renderScreen({ app, pattern, variant, seed: 1 }, { svgOnly: true });
      expect(screen.layout).toBe(MARKETING_LAYOUTS[pattern][variant]?.name);
      expect(screen.overflows.map((o) => o.text)).toEqual([]);
      expect([screen.width, screen.height]).toEqual([1920, 1200]);
      expect(screen.components.map((c) => c.kind)).toContain('header');
      expect(screen.tags).toContain(app.designSystem.dark ? 'dark-mode' : 'light-mode');
    },
  );

  it("leads the product landing page with the app's first headline and its call to action", async () => {
    const app = apps[0] as (typeof apps)[number];
    const screen = await renderScreen(
      { app, pattern: 'landing-page', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(screen.text).toContain(contentFor(app).headlines[0]);
    expect(screen.text).toContain('Start deploying');
    expect(screen.components.map((c) => c.kind)).toEqual(expect.arrayContaining(['hero', 'image', 'button']));
  });

  it('draws the FAQ as an accordion whose price answer quotes the price table', async () => {
    const app = apps[2] as (typeof apps)[number];
    const paid = contentFor(app).prices.plans.find((plan) => plan.highlighted);
    const screen = await renderScreen({ app, pattern: 'faq', variant: 1, seed: 1 }, { svgOnly: true });
    expect(screen.text).toContain('Questions? Answers.');
    expect(screen.text).toContain(
      `${paid?.name} is ${contentFor(app).prices.symbol}${paid?.monthly} a month`,
    );
    expect(screen.components.filter((c) => c.kind === 'accordion').length).toBe(4);
  });

  it('gives the contact page a form with a message area and a map of the offices', async () => {
    const screen = await renderScreen(
      { app: apps[1] as (typeof apps)[number], pattern: 'contact', variant: 2, seed: 1 },
      { svgOnly: true },
    );
    const kinds = screen.components.map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(['text-field', 'text-area', 'dropdown', 'map']));
    expect(screen.tags).toEqual(expect.arrayContaining(['form', 'dark-mode']));
  });
});
