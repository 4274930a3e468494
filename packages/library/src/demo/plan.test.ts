import { describe, expect, it } from 'vitest';
import { FLOWS } from '../catalog/taxonomy.js';
import { iconStyleOf } from '../render/art.js';
import { iconMarkup } from '../render/icons.js';
import { isMarketing, LAYOUTS_PER_PATTERN, planDemoLibrary } from './plan.js';

describe('the demo library plan', () => {
  it('gives every app an icon of its own: a glyph no other app has, drawn in one of three styles', () => {
    const { apps } = planDemoLibrary();
    const glyphs = apps.map((app) => app.glyph);
    expect(new Set(glyphs).size).toBe(apps.length);
    // Each is a lucide icon (an unknown name throws).
    for (const glyph of glyphs) expect(iconMarkup(glyph, '#000')).toContain('<');
    const styles = new Map<string, number>();
    for (const app of apps) styles.set(iconStyleOf(app.slug), (styles.get(iconStyleOf(app.slug)) ?? 0) + 1);
    expect([...styles.keys()].sort()).toEqual(['dark', 'gradient', 'tint']);
    for (const count of styles.values()) expect(count).toBeGreaterThanOrEqual(6);
  });

  it('plans at least 40 apps across the ten product categories and three platforms, each with 16 to 60 screens', () => {
    const plan = planDemoLibrary();
    expect(plan.apps.length).toBeGreaterThanOrEqual(40);
    expect(new Set(plan.apps.map((app) => app.category)).size).toBe(10);
    expect(new Set(plan.apps.map((app) => app.platform))).toEqual(new Set(['ios', 'android', 'web']));
    const perApp = new Map<string, number>();
    for (const screen of plan.screens) perApp.set(screen.appSlug, (perApp.get(screen.appSlug) ?? 0) + 1);
    for (const count of perApp.values()) {
      expect(count).toBeGreaterThanOrEqual(16);
      expect(count).toBeLessThanOrEqual(60);
    }
    expect(plan.screens.some((screen) => screen.isRestricted)).toBe(true);
    // Marketing pages are a website's: only web apps have them.
    const platformOf = new Map(plan.apps.map((app) => [app.slug, app.platform]));
    const marketing = plan.screens.filter((screen) => isMarketing(screen.pattern));
    expect(marketing.length).toBeGreaterThan(0);
    expect(new Set(marketing.map((screen) => platformOf.get(screen.appSlug)))).toEqual(new Set(['web']));
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

  it('describes apps in grammatical sentences', () => {
    const plan = planDemoLibrary();
    const ledgerly = plan.apps.find((app) => app.slug === 'ledgerly');
    expect(ledgerly?.description).toBe(
      'Budgeting that keeps up with you. Ledgerly is an iOS app for budget, groceries and rent.',
    );
    for (const app of plan.apps)
      expect(app.description).toMatch(/ is (an iOS|an Android|a web) app for [a-z ,-]+ and [a-z -]+\.$/);
  });

  it('is deterministic for a seed', () => {
    const a = planDemoLibrary({ appCount: 3 });
    const b = planDemoLibrary({ appCount: 3 });
    expect(a.screens.map((s) => s.uuid)).toEqual(b.screens.map((s) => s.uuid));
    expect(planDemoLibrary({ appCount: 3, seed: 7 }).screens[0]?.uuid).not.toBe(a.screens[0]?.uuid);
  });
});
