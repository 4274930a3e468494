import { describe, expect, it, vi } from 'vitest';
import { appProfile, SAMPLE_APPS } from '../../samples.js';
import { renderScreen } from '../../screen.js';
import { ONBOARDING_BROWSE_LAYOUTS } from './index.js';

// Render through the registry with this family in it, whether or not index.ts lists it yet.
vi.mock('../index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../index.js')>();
  const { ONBOARDING_BROWSE_LAYOUTS: layouts } = await import('./index.js');
  return { LAYOUTS: { ...original.LAYOUTS, ...layouts } };
});

type Pattern = keyof typeof ONBOARDING_BROWSE_LAYOUTS;

/** One app per platform: a light finance app on iOS, a dark travel app on Android, a light developer tool on the web. */
const apps = SAMPLE_APPS.map(appProfile);
const ledgerly = apps.find((a) => a.slug === 'ledgerly');

const cases = Object.entries(ONBOARDING_BROWSE_LAYOUTS).flatMap(([pattern, layouts]) =>
  layouts.flatMap((layout, variant) =>
    apps.map((app) => ({
      pattern: pattern as Pattern,
      variant,
      app,
      name: `${pattern} ${layout.name} on ${app.platform}`,
    })),
  ),
);

/** The pixel size written in a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const PIXELS = {
  ios: { width: 780, height: 1688 },
  android: { width: 824, height: 1830 },
  web: { width: 1920, height: 1200 },
};

describe('onboarding and browse layouts', () => {
  it('has at least three distinct layouts for each of the nine patterns', () => {
    expect(Object.keys(ONBOARDING_BROWSE_LAYOUTS).sort()).toEqual(
      [
        'browse',
        'dashboard',
        'feed',
        'filter-sort',
        'home',
        'onboarding',
        'permissions',
        'personalization',
        'search',
      ].sort(),
    );
    for (const layouts of Object.values(ONBOARDING_BROWSE_LAYOUTS)) {
      expect(new Set(layouts.map((l) => l.name)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(cases)('$name fits its canvas with no text overflow', async ({ app, pattern, variant }) => {
    const screen = await renderScreen({ app, pattern, variant, seed: 1 });
    expect(screen.overflows.map((o) => o.text)).toEqual([]);
    expect(pngSize(screen.png)).toEqual(PIXELS[app.platform]);
    expect(screen.components.length).toBeGreaterThan(0);
  });

  it('draws what each pattern is about, in the app’s own words', async () => {
    if (!ledgerly) throw new Error('the ledgerly sample app is missing');
    const render = (pattern: Pattern, variant: number) =>
      renderScreen({ app: ledgerly, pattern, variant, seed: 1 }, { svgOnly: true });
    // The finance app asks for notifications about money moving, then the system asks on its behalf.
    expect((await render('permissions', 0)).text).toContain('Know when money moves');
    expect((await render('permissions', 1)).text).toContain(
      '“Ledgerly” Would Like to Send You Notifications',
    );
    expect((await render('personalization', 0)).text).toContain('What do you want to track?');
    // The filter sheet ends in a count of the app's own results and is a bottom sheet.
    const filters = await render('filter-sort', 0);
    expect(filters.text).toMatch(/Show \d+ transactions/);
    expect(filters.tags).toContain('bottom-sheet');
    expect(filters.components.map((c) => c.kind)).toContain('slider');
    // Dashboards draw charts and are tagged so.
    expect((await render('dashboard', 1)).tags).toContain('data-visualisation');
  });

  it('prices the range filter from the app’s items, in its currency', async () => {
    const travel = apps.find((a) => a.category === 'travel');
    if (!travel) throw new Error('no travel sample app');
    const screen = await renderScreen(
      { app: travel, pattern: 'filter-sort', variant: 0, seed: 1 },
      { svgOnly: true },
    );
    expect(screen.text).toMatch(/Price per night [$€£]\d+ – [$€£]\d+/);
  });

  it('marks only dark apps as dark mode', async () => {
    for (const app of apps) {
      const screen = await renderScreen({ app, pattern: 'home', variant: 0, seed: 1 }, { svgOnly: true });
      expect(screen.tags).toContain(app.designSystem.dark ? 'dark-mode' : 'light-mode');
      expect(screen.tags).not.toContain(app.designSystem.dark ? 'light-mode' : 'dark-mode');
    }
  });
});
