import { describe, expect, it } from 'vitest';
import { contentFor } from '../render/content.js';
import { renderScreen } from '../render/screen.js';
import { profileOf } from './draw-plan.js';
import { planDemoLibrary } from './plan.js';
import { designsOf, keptScreens, planHistory } from './redesign.js';

const plan = planDemoLibrary();
const day = (date: Date) => date.toISOString().slice(0, 10);
const appOf = (slug: string) => {
  const app = plan.apps.find((candidate) => candidate.slug === slug);
  if (!app) throw new Error(`no app ${slug}`);
  return app;
};

describe('the demo apps with a history', () => {
  it('are two per platform, the first with three versions and the second with two, on fixed dates', () => {
    const history = planHistory(plan);
    expect(history.map((app) => [app.slug, appOf(app.slug).platform, app.dates.map(day)])).toEqual([
      ['ledgerly', 'ios', ['2025-09-16', '2026-03-12', '2026-08-20']],
      ['tallyo', 'ios', ['2025-09-25', '2026-03-21']],
      ['taskloom', 'android', ['2025-10-04', '2026-03-30', '2026-09-07']],
      ['fieldnote', 'android', ['2025-10-13', '2026-04-08']],
      ['snapline', 'web', ['2025-10-22', '2026-04-17', '2026-09-25']],
      ['threadly', 'web', ['2025-10-31', '2026-04-26']],
    ]);
    // Each the app of its platform with the most screens but the forty-screen ones (9 to 11 here).
    for (const app of history)
      expect(plan.screens.filter((screen) => screen.appSlug === app.slug).length).toBeGreaterThanOrEqual(9);
    expect(planHistory(planDemoLibrary())).toEqual(history);
    // A library of two apps has one per platform it has.
    expect(planHistory(planDemoLibrary({ appCount: 2 })).map((app) => [app.slug, app.dates.length])).toEqual([
      ['ledgerly', 3],
      ['coinpath', 3],
    ]);
  });

  it('redesigns an app with a new palette, its navigation moved and its copy reworded, the same every time', () => {
    const navigation = (slug: string) => {
      const app = appOf(slug);
      const designs = designsOf(slug, profileOf(app), 3);
      const [first, second, third] = designs.map((design) => design.designSystem);
      // A new brand colour each time, the same type and mode.
      expect(second?.palette.primary).not.toBe(first?.palette.primary);
      expect(third?.palette.primary).not.toBe(second?.palette.primary);
      expect(second?.fonts).toEqual(first?.fonts);
      expect(third?.dark).toBe(first?.dark);
      expect(designsOf(slug, profileOf(app), 3)).toEqual(designs);
      return designs.map((design) => [
        design.redesign?.navigation ?? 'docked',
        (design.redesign?.sections ?? contentFor(design).sections).map((section) => section.label),
      ]);
    };
    expect(navigation('ledgerly')).toEqual([
      ['docked', ['Home', 'Cards', 'Payments', 'Insights']],
      ['floating', ['Home', 'Payments', 'Cards', 'Insights']],
      ['floating', ['Home', 'Payments', 'For you', 'Cards', 'Insights']],
    ]);
    expect(navigation('taskloom')).toEqual([
      ['docked', ['Today', 'Projects', 'Inbox', 'Search']],
      ['docked', ['Today', 'For you', 'Projects', 'Inbox', 'Search']],
      ['docked', ['Today', 'For you', 'Inbox', 'Search']],
    ]);
    expect(navigation('snapline')).toEqual([
      ['docked', ['Feed', 'Explore', 'Messages', 'Profile']],
      ['rail', ['Feed', 'Messages', 'Explore', 'Profile']],
      ['top', ['Feed', 'Messages', 'Explore', 'Profile', 'For you']],
    ]);
    const [, second, third] = designsOf('ledgerly', profileOf(appOf('ledgerly')), 3);
    expect([second?.redesign?.copy['Log in'], third?.redesign?.copy['Get started']]).toEqual([
      'Sign in',
      'Try it free',
    ]);
  });

  it('leaves one screen of an app as it was in its first redesign, two in its second', () => {
    const uuids = plan.screens.filter((screen) => screen.appSlug === 'ledgerly').map((screen) => screen.uuid);
    expect(keptScreens('ledgerly', 2, uuids).size).toBe(1);
    expect(keptScreens('ledgerly', 3, uuids).size).toBe(2);
    expect([...keptScreens('ledgerly', 3, uuids)]).toEqual([...keptScreens('ledgerly', 3, uuids)]);
  });

  it('draws a redesigned screen otherwise, its words changed where the copy changed', async () => {
    const screen = plan.screens.find(
      (planned) => planned.appSlug === 'ledgerly' && planned.pattern === 'profile',
    );
    if (!screen) throw new Error('Ledgerly has no profile screen');
    const [first, second] = await Promise.all(
      designsOf('ledgerly', profileOf(appOf('ledgerly')), 2).map((app) =>
        renderScreen(
          { app, pattern: screen.pattern, variant: screen.variant, seed: screen.seed },
          { svgOnly: true },
        ),
      ),
    );
    expect(second?.png.equals(first?.png ?? Buffer.alloc(0))).toBe(false);
    expect(first?.text).toContain('Personal info');
    expect(first?.text).toContain('Log out');
    expect(second?.text).toContain('Your details');
    expect(second?.text).toContain('Sign out');
    expect(second?.text).not.toContain('Log out');
    // The tab bar's items in their new order, the rest of the screen's words as they were.
    expect(first?.text).toMatch(/Home Cards Payments Insights$/);
    expect(second?.text).toMatch(/Home Payments Cards Insights$/);
    expect(second?.text).toContain('felix.lopez@gmail.com');
  });

  it('fits every reworded text of every redesigned screen in its box', async () => {
    for (const { slug, dates } of planHistory(plan)) {
      const designs = designsOf(slug, profileOf(appOf(slug)), dates.length).slice(1);
      for (const screen of plan.screens.filter((planned) => planned.appSlug === slug))
        for (const app of designs) {
          const { pattern, variant, seed } = screen;
          const drawn = await renderScreen({ app, pattern, variant, seed }, { svgOnly: true });
          expect(drawn.overflows, `${screen.imageKey} ${app.redesign?.navigation}`).toEqual([]);
        }
    }
  }, 60_000);
});
