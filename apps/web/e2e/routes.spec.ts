import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';

/**
 * A tour of every route of spec section 2: each renders its own page (a level-1 heading, not an error
 * page), or the specified redirect. Slugs and ids come from the running API, as a visitor's links would.
 */

async function first<T>(request: APIRequestContext, path: string, pick: (body: never) => T): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return pick((await response.json()) as never);
}

async function libraryIds(request: APIRequestContext) {
  type Items<T> = { items: T[] };
  const slugOf = (kind: string) =>
    first(request, `/api/categories/${kind}`, (body: Items<{ slug: string; count: number }>) => {
      const used = body.items.find((item) => item.count > 0) ?? body.items[0];
      return used?.slug as string;
    });
  return {
    app: await first(
      request,
      '/api/apps?limit=1',
      (body: Items<{ slug: string }>) => body.items[0]?.slug as string,
    ),
    screen: await first(
      request,
      '/api/screens?limit=1',
      (body: Items<{ uuid: string }>) => body.items[0]?.uuid as string,
    ),
    flow: await first(
      request,
      '/api/flows?limit=1',
      (body: Items<{ uuid: string }>) => body.items[0]?.uuid as string,
    ),
    component: await first(
      request,
      '/api/components?limit=1',
      (body: Items<{ uuid: string }>) => body.items[0]?.uuid as string,
    ),
    tag: await first(request, '/api/tags', (body: Items<{ slug: string }>) => body.items[0]?.slug as string),
    pattern: await slugOf('pattern'),
    flowCategory: await slugOf('flow'),
    componentCategory: await slugOf('component'),
    productCategory: await slugOf('product'),
  };
}

async function expectPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await expect(page, path).not.toHaveTitle(/Page Not Found|Internal Server Error/);
  await expect(page.getByText(/^Page not found:/), path).toHaveCount(0);
}

test.describe('every route of section 2', () => {
  // Two halves, each its own time: 34 pages read one after another took up to 2 minutes on a loaded CI.
  test('public content pages render for a visitor', async ({ page }) => {
    test.setTimeout(120_000);
    const paths = [
      '/',
      '/pricing',
      '/blog',
      '/blog/how-to-study-onboarding-flows',
      '/about',
      '/affiliate',
      '/changelog',
      '/sitemap',
      '/thank-you',
      '/ship',
      '/legals',
      '/infinite',
      '/glossary',
      '/glossary/paywall',
      '/interviews',
      '/interviews/designing-canvasly',
    ];
    for (const path of paths) await expectPage(page, path);
  });
  test("the library's pages render for a visitor", async ({ page }) => {
    test.setTimeout(120_000);
    const ids = await libraryIds(page.request);
    const paths = [
      '/flows',
      `/flows/${ids.flow}`,
      `/flows/${ids.flowCategory}`,
      '/pages',
      `/pages/${ids.screen}`,
      `/pages/${ids.pattern}`,
      '/components',
      `/components/${ids.component}`,
      `/components/${ids.componentCategory}`,
      '/apps',
      `/apps/${ids.app}`,
      `/apps/${ids.app}/flows`,
      `/apps/${ids.app}/marketing`,
      `/apps/${ids.app}/components`,
      `/apps/categories/${ids.productCategory}`,
      '/tags',
      `/tags/${ids.tag}`,
      '/auth',
    ];
    for (const path of paths) await expectPage(page, path);
  });

  test('an app\'s "visit" page opens its website, or says it has none', async ({ page }) => {
    const ids = await libraryIds(page.request);
    const app = (await (await page.request.get(`/api/apps/${ids.app}`)).json()) as {
      title: string;
      website: string | null;
    };
    if (app.website) {
      await page.route(`${app.website}**`, (route) => route.fulfill({ body: '<h1>The app website</h1>' }));
      await page.goto(`/apps/${ids.app}/visit`);
      await expect(page).toHaveURL(new RegExp(`^${app.website}`));
    } else {
      // The demo apps are fictional: none has a website.
      await page.goto(`/apps/${ids.app}/visit`);
      await expect(page.getByText('This app has no website we can open.')).toBeVisible();
    }
  });

  test('sitemap.xml indexes the public pages and every library item', async ({ page, baseURL }) => {
    const ids = await libraryIds(page.request);
    const index = await page.request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1] as string).pathname,
    );
    expect(files).toEqual(
      expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/screens-1.xml', '/sitemaps/apps-1.xml']),
    );
    const listed = async (file: string) => await (await page.request.get(file)).text();
    const pages = await listed('/sitemaps/pages.xml');
    expect(pages).toContain(`${baseURL}/pricing</loc>`);
    expect(pages).toContain(`${baseURL}/blog/how-to-study-onboarding-flows</loc>`);
    expect(await listed('/sitemaps/screens-1.xml')).toContain(`${baseURL}/pages/${ids.screen}</loc>`);
    expect(await listed('/sitemaps/apps-1.xml')).toContain(`${baseURL}/apps/${ids.app}</loc>`);
    expect(await listed('/sitemaps/flows-1.xml')).toContain(`/flows/${ids.flow}</loc>`);
  });

  test('signed-in pages render for a free member, and the redirects of section 2 apply', async ({ page }) => {
    test.setTimeout(120_000);
    const ids = await libraryIds(page.request);
    await signIn(page, freshEmail('routes'));
    for (const path of [
      '/n/pages',
      `/n/pages/${ids.screen}`,
      `/n/pages/${ids.screen}/similar`,
      '/n/flows',
      `/n/flows/${ids.flow}`,
      '/n/components',
      `/n/components/${ids.component}`,
      '/n/apps',
      `/n/apps/${ids.app}`,
      `/n/apps/${ids.app}/flows`,
      `/n/apps/${ids.app}/marketing`,
      `/n/apps/${ids.app}/components`,
      '/settings',
      '/settings/team',
      '/settings/plans',
      '/settings/subscription',
      '/settings/notifications',
      '/settings/api-keys',
      '/checkout',
      '/onboarding',
      '/onboarding/share',
      '/onboarding/upgrade',
      '/unlock-library',
    ])
      await expectPage(page, path);

    // `/` and `/n` send members to the library; `/index-old` to the apps; a magic link to the library.
    await page.goto('/');
    await expect(page).toHaveURL(/\/n\/pages$/);
    await page.goto('/n');
    await expect(page).toHaveURL(/\/n\/pages$/);
    await page.goto('/index-old');
    await expect(page).toHaveURL(/\/n\/apps$/);
    await page.goto('/magic/an-old-link-of-a-member');
    await expect(page).toHaveURL(/\/n\/pages$/);
  });

  test('Pro pages render for a Pro member', async ({ page }) => {
    await signIn(page, ACCOUNTS.pro);
    for (const path of ['/search', '/favorites', '/favorites/screens', '/favorites/apps', '/collections'])
      await expectPage(page, path);
  });

  test('/index-old sends a visitor home', async ({ page }) => {
    await page.goto('/index-old');
    await expect(page).toHaveURL(/\/$/);
  });
});
