import { describe, expect, it } from 'vitest';
import { FLOWS } from '../catalog/taxonomy.js';
import { iconStyleOf } from '../render/art.js';
import { iconMarkup } from '../render/icons.js';
import { isMarketing, LAYOUTS_PER_PATTERN, planDemoLibrary } from './plan.js';

describe('the demo library plan', () => {
  it('gives every product an icon of its own: a glyph no other product has, drawn in one of three styles', () => {
    const { apps } = planDemoLibrary();
    const products = [...new Map(apps.map((app) => [app.family, app])).values()];
    const glyphs = products.map((app) => app.glyph);
    expect(new Set(glyphs).size).toBe(products.length);
    // Each is a lucide icon (an unknown name throws).
    for (const glyph of glyphs) expect(iconMarkup(glyph, '#000')).toContain('<');
    // A product's versions share its name and glyph, and its icon's style (drawn from the product's slug).
    for (const app of apps) {
      const product = products.find((candidate) => candidate.family === app.family);
      expect([app.title, app.glyph]).toEqual([product?.title, product?.glyph]);
    }
    const styles = new Map<string, number>();
    for (const app of products)
      styles.set(iconStyleOf(app.family), (styles.get(iconStyleOf(app.family)) ?? 0) + 1);
    expect([...styles.keys()].sort()).toEqual(['dark', 'gradient', 'tint']);
    for (const count of styles.values()) expect(count).toBeGreaterThanOrEqual(6);
  });

  it('plans 42 products across the ten product categories, most on two or three platforms, an app per platform', () => {
    const plan = planDemoLibrary();
    const families = new Map<string, string[]>();
    for (const app of plan.apps)
      families.set(app.family, [...(families.get(app.family) ?? []), app.platform]);
    expect(families.size).toBe(42);
    expect(new Set(plan.apps.map((app) => app.category)).size).toBe(10);
    const platformCounts = [...families.values()].map((platforms) => new Set(platforms).size);
    // Each version is on another platform; most products have two or three.
    expect(platformCounts).toEqual([...families.values()].map((platforms) => platforms.length));
    expect(platformCounts.filter((count) => count >= 2).length).toBeGreaterThan(families.size / 2);
    expect(platformCounts.filter((count) => count === 3).length).toBeGreaterThanOrEqual(4);
    // The first platform's app keeps the product's slug; the others add their platform.
    for (const app of plan.apps)
      expect(app.slug === app.family || app.slug === `${app.family}-${app.platform}`).toBe(true);
    expect(new Set(plan.apps.map((app) => app.slug)).size).toBe(plan.apps.length);
    expect(plan.screens.some((screen) => screen.isRestricted)).toBe(true);
    // Marketing pages are a website's: only web apps have them.
    const platformOf = new Map(plan.apps.map((app) => [app.slug, app.platform]));
    const marketing = plan.screens.filter((screen) => isMarketing(screen.pattern));
    expect(marketing.length).toBeGreaterThan(0);
    expect(new Set(marketing.map((screen) => platformOf.get(screen.appSlug)))).toEqual(new Set(['web']));
  });

  it('makes the ten largest apps 40 screens and 6 flows, the others 7 or more, a later platform 3 or more', () => {
    const plan = planDemoLibrary();
    const screensOf = new Map<string, number>();
    const flowsOf = new Map<string, number>();
    for (const screen of plan.screens)
      screensOf.set(screen.appSlug, (screensOf.get(screen.appSlug) ?? 0) + 1);
    for (const flow of plan.flows) flowsOf.set(flow.appSlug, (flowsOf.get(flow.appSlug) ?? 0) + 1);
    const bySize = [...plan.apps].sort((a, b) => (screensOf.get(b.slug) ?? 0) - (screensOf.get(a.slug) ?? 0));
    for (const app of bySize.slice(0, 10)) {
      expect(screensOf.get(app.slug), app.slug).toBeGreaterThanOrEqual(40);
      expect(flowsOf.get(app.slug), app.slug).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(bySize.slice(0, 10).map((app) => app.category)).size).toBe(10);
    for (const app of plan.apps) {
      const first = app.slug === app.family;
      expect(screensOf.get(app.slug), app.slug).toBeGreaterThanOrEqual(first ? 7 : 3);
      expect(flowsOf.get(app.slug), app.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('draws a product’s versions in other layouts: a pattern on a later platform is not its first platform’s layout', () => {
    const plan = planDemoLibrary();
    const appOf = new Map(plan.apps.map((app) => [app.slug, app]));
    const firstLayout = new Map<string, number>();
    for (const screen of plan.screens) {
      const app = appOf.get(screen.appSlug);
      const key = `${app?.family}/${screen.pattern}`;
      if (app?.slug === app?.family && !firstLayout.has(key)) firstLayout.set(key, screen.variant);
    }
    let compared = 0;
    for (const screen of plan.screens) {
      const app = appOf.get(screen.appSlug);
      if (!app || app.slug === app.family) continue;
      const first = firstLayout.get(`${app.family}/${screen.pattern}`);
      if (
        first === undefined ||
        plan.screens.filter((s) => s.appSlug === app.slug && s.pattern === screen.pattern).length > 1
      )
        continue;
      compared += 1;
      expect(screen.variant, `${app.slug} ${screen.pattern}`).not.toBe(first);
    }
    expect(compared).toBeGreaterThan(40);
  });

  it('never shows one pattern twice in the same layout within an app', () => {
    const plan = planDemoLibrary();
    const seen = new Set<string>();
    for (const screen of plan.screens) {
      const key = `${screen.appSlug}/${screen.pattern}/${screen.variant % LAYOUTS_PER_PATTERN}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('tells each flow as its story, in order: every step a screen of the step’s pattern, from the same app', () => {
    const plan = planDemoLibrary();
    const screens = new Map(plan.screens.map((screen) => [screen.uuid, screen]));
    expect(new Set(plan.flows.flatMap((flow) => flow.flowCategorySlugs ?? [])).size).toBeGreaterThanOrEqual(
      15,
    );
    for (const flow of plan.flows) {
      const story = FLOWS.find((candidate) => candidate.slug === flow.flowCategorySlugs?.[0]);
      expect(story, flow.title).toBeDefined();
      expect(flow.screenUuids.map((uuid) => screens.get(uuid)?.pattern)).toEqual(story?.steps);
      expect(new Set(flow.screenUuids.map((uuid) => screens.get(uuid)?.appSlug))).toEqual(
        new Set([flow.appSlug]),
      );
    }
  });

  it('describes each product in its own words, the same on each of its platforms', () => {
    const plan = planDemoLibrary();
    const ledgerly = plan.apps.find((app) => app.slug === 'ledgerly');
    expect(ledgerly?.description).toMatch(/^Ledgerly sorts every card payment into a budget/);
    const byFamily = new Map<string, Set<string>>();
    for (const app of plan.apps)
      byFamily.set(app.family, (byFamily.get(app.family) ?? new Set()).add(app.description));
    for (const descriptions of byFamily.values()) expect(descriptions.size).toBe(1);
    const all = [...byFamily.values()].map((descriptions) => [...descriptions][0] ?? '');
    expect(new Set(all).size).toBe(42);
    for (const description of all) {
      expect(description).toMatch(/^[A-Z].{40,}[.!]$/s);
      expect(description).not.toMatch(/ is (an iOS|an Android|a web) app for /);
    }
  });

  it('is deterministic for a seed', () => {
    const a = planDemoLibrary({ appCount: 3 });
    const b = planDemoLibrary({ appCount: 3 });
    expect(a.screens.map((s) => s.uuid)).toEqual(b.screens.map((s) => s.uuid));
    expect(planDemoLibrary({ appCount: 3, seed: 7 }).screens[0]?.uuid).not.toBe(a.screens[0]?.uuid);
  });
});
