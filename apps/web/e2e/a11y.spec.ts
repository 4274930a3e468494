import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** The first item of a library list, as the API answers. */
async function firstOf(request: APIRequestContext, path: string) {
  const answer = (await (await request.get(`/api/${path}?limit=1`)).json()) as {
    items: { uuid: string; app: { slug: string } }[];
  };
  const item = answer.items[0];
  if (!item) throw new Error(`the demo library has no ${path}`);
  return item;
}

/** The public pages: entry pages, an item of each kind, an app, the marketing pages and sign-in. */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const [screen, flow, component] = await Promise.all([
    firstOf(request, 'screens'),
    firstOf(request, 'flows'),
    firstOf(request, 'components'),
  ]);
  return [
    '/',
    '/pages',
    `/pages/${screen.uuid}`,
    '/pages/paywall',
    '/flows',
    `/flows/${flow.uuid}`,
    '/components',
    `/components/${component.uuid}`,
    '/apps',
    `/apps/${screen.app.slug}`,
    '/pricing',
    '/blog',
    '/glossary',
    '/auth',
  ];
}

/** A member's own pages, as Pro. */
const MEMBER_PAGES = [
  '/n/pages',
  '/search?q=onboarding',
  '/collections',
  '/favorites',
  '/settings/account',
  '/settings/plans',
  '/settings/api-keys',
];

/**
 * The serious and critical WCAG 2.1 A/AA violations within `selector`, and skipped heading levels, as
 * `where: rule: targets`.
 */
async function violationsWithin(page: Page, selector: string | null, where: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (selector === null ? builder : builder.include(selector)).analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        // Moderate by axe's measure, but a screen reader's outline of the page: levels must not skip.
        violation.id === 'heading-order',
    )
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 5);
      return `${where}: ${violation.id}: ${targets.join(', ')}`;
    });
}

/** The serious and critical WCAG 2.1 A/AA violations of each page, as `page: rule: targets`. */
async function violationsOf(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    found.push(...(await violationsWithin(page, null, path)));
  }
  return found;
}

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // The public pages in four parts: axe reads each page whole, 10 to 40 s a page when two browsers share
    // 2 cores (the home page, with its many tiles, is the longest).
    for (const [half, pick] of [
      ['the home page and the screens', (pages: string[]) => pages.slice(0, 3)],
      ['a pattern, flows and components', (pages: string[]) => pages.slice(3, 7)],
      ['apps and pricing', (pages: string[]) => pages.slice(7, 10)],
      ['the blog, the glossary and sign-in', (pages: string[]) => pages.slice(10)],
    ] as const) {
      test(`no serious accessibility violations nor skipped heading levels on the public pages, signed out: ${half} (${label})`, async ({
        page,
      }) => {
        test.slow();
        expect(await violationsOf(page, pick(await publicPages(page.request)))).toEqual([]);
      });
    }

    test(`no serious accessibility violations nor skipped heading levels on a Pro member's pages (${label})`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, ACCOUNTS.pro);
      const found = await violationsOf(page, MEMBER_PAGES);
      // The command palette, with suggestions and the hints of its commands.
      await page.getByRole('button', { name: /Account menu/ }).waitFor();
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.getByRole('combobox', { name: 'Search or jump to' }).fill('onboarding');
      await expect(palette.getByRole('option').first()).toBeVisible();
      found.push(...(await violationsWithin(page, '[role="dialog"]', 'command palette')));
      expect(found).toEqual([]);
    });
  });
}
