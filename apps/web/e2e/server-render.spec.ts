import type { APIRequestContext, Page } from '@playwright/test';
import { expect, secondPerson, test } from './fixtures';
import { screenGrid, tileUuids } from './library';

/** The first item of a library list, as the API answers a visitor. */
async function firstOf(request: APIRequestContext, path: string) {
  const answer = (await (await request.get(`/api/${path}?limit=1`)).json()) as {
    items: { uuid: string; title?: string; slug?: string; app: { slug: string; title: string } }[];
  };
  const item = answer.items[0];
  if (!item) throw new Error(`the demo library has no ${path}`);
  return item;
}

/** The public entry pages the BFF renders (the domain's SERVER_RENDERED_PATTERNS), each with a real item. */
const ENTRY_PAGES: readonly {
  name: string;
  path: (items: { screen: LibraryItem; flow: LibraryItem; component: LibraryItem }) => string;
}[] = [
  { name: 'the home page', path: () => '/' },
  { name: 'the screens', path: () => '/pages' },
  { name: 'a screen', path: ({ screen }) => `/pages/${screen.uuid}` },
  { name: 'a pattern', path: () => '/pages/paywall' },
  { name: 'the flows', path: () => '/flows' },
  { name: 'a flow', path: ({ flow }) => `/flows/${flow.uuid}` },
  { name: 'the components', path: () => '/components' },
  { name: 'a component', path: ({ component }) => `/components/${component.uuid}` },
  { name: 'the apps', path: () => '/apps' },
  { name: 'an app', path: ({ screen }) => `/apps/${screen.app.slug}` },
  { name: 'pricing', path: () => '/pricing' },
  { name: 'the blog', path: () => '/blog' },
  { name: 'the glossary', path: () => '/glossary' },
];

type LibraryItem = Awaited<ReturnType<typeof firstOf>>;

/** The first screen, flow and component the API answers a visitor. */
async function libraryItems(request: APIRequestContext) {
  const [screen, flow, component] = await Promise.all([
    firstOf(request, 'screens'),
    firstOf(request, 'flows'),
    firstOf(request, 'components'),
  ]);
  return { screen, flow, component };
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the screens grid, a screen and an app page arrive with their content, title, description and card', async ({
    page,
  }) => {
    const screen = await firstOf(page.request, 'screens');
    await page.goto('/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Screens' })).toBeVisible();
    // The grid's tiles, with their pictures, are in the HTML: the first paint needs no script.
    const grid = screenGrid(page);
    expect((await tileUuids(grid)).length).toBeGreaterThan(0);
    await expect(grid.locator('img').first()).toHaveAttribute('src', /^\/media\//);

    await page.goto(`/pages/${screen.uuid}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(screen.app.title);
    await expect(page).toHaveTitle(new RegExp(`^${screen.app.title} — `));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/api/cards/screens/${screen.uuid}\\.png$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);

    await page.goto(`/apps/${screen.app.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: screen.app.title })).toBeVisible();
  });

  test('every entry page is rendered by the server, with the answers it was rendered from', async ({
    page,
  }) => {
    const items = await libraryItems(page.request);
    for (const path of ENTRY_PAGES.map((entry) => entry.path(items))) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<script type="application/json" id="server-state">');
      // The site's header and the page's own content, not the logo index.html paints alone.
      expect(html, path).toMatch(/<header class="site-header/);
      expect(html, path).toMatch(/<h1[ >]/);
    }
  });
});

/** Holds the screens page's own chunk back, as on a slow phone, until the answered function is called. */
async function holdScreensChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/screens-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Console errors and uncaught exceptions (a hydration mismatch is both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const entry of ENTRY_PAGES) {
  test(`${entry.name} is taken over by the browser without a mismatch, asking nothing the server asked`, async ({
    page,
  }) => {
    const path = entry.path(await libraryItems(page.request));
    const errors = collectErrors(page);
    const contentCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      // The page's own data (not the view it records, nor the visit's headers read at idle time).
      if (pathname.startsWith('/api/') && !/^\/api\/(me\/activity|headers)$/.test(pathname))
        contentCalls.push(`${pathname}${search}`);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
    // Only a next page of a list, asked by its infinite scroll, may follow.
    expect(
      contentCalls.filter((call) => !call.includes('cursor=')),
      path,
    ).toEqual([]);
  });
}

test('the rendered grid answers a click made before its script arrived: the platform switch filters in place', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The screens page's own chunk arrives only when let through, as on a slow phone: the click below
  // lands on the server's markup before the page's code is there.
  const release = await holdScreensChunk(page);
  await page.goto('/pages');
  const grid = screenGrid(page);
  const before = await tileUuids(grid);
  expect(before.length).toBeGreaterThan(0);
  await page
    .getByRole('region', { name: 'Filters' })
    .getByRole('group', { name: 'Platform' })
    .getByText('iOS', { exact: true })
    .click();
  release();
  await expect(page).toHaveURL(/\/pages\?platforms=ios$/);
  await expect.poll(async () => (await tileUuids(grid)).join()).not.toBe(before.join());
  expect(errors).toEqual([]);
});

test('a tile clicked before its script arrived opens its preview over the grid', async ({ page }) => {
  const release = await holdScreensChunk(page);
  await page.goto('/pages');
  const [first] = await tileUuids(screenGrid(page));
  await screenGrid(page).getByRole('link').first().click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pages/${first}$`));
  // The grid stays underneath: a preview, not the screen's own page.
  await expect(screenGrid(page)).toBeAttached();
});

test('text typed and sent before the script arrived is not lost: the search runs with it', async ({
  page,
}) => {
  const release = await holdScreensChunk(page);
  await page.goto('/pages');
  const field = page.getByRole('searchbox', { name: 'Search screens, apps and patterns' });
  await field.fill('onboarding');
  await field.press('Enter');
  // Nothing was sent by the browser itself meanwhile: the page is where it was.
  await expect(page).toHaveURL(/\/pages$/);
  release();
  // A visitor's search asks them to sign in, as it does once the page is live.
  await expect(page.getByRole('dialog', { name: 'Sign in to continue searching' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('onboarding');
});

test('a grid scrolled before its script arrived stays where it was scrolled once the browser takes it over', async ({
  page,
}) => {
  const release = await holdScreensChunk(page);
  await page.goto('/pages');
  await expect(screenGrid(page).getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  release();
  // Taken over: React holds the root, and the page has settled.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
  );
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test("a screen's page kept from one visitor's render is the next visitor's own: their picture, their view", async ({
  page,
  browser,
}) => {
  const answer = (await (await page.request.get('/api/screens?limit=30')).json()) as {
    items: { uuid: string; is_restricted: boolean }[];
  };
  const screen = answer.items.find((item) => !item.is_restricted);
  if (!screen) throw new Error('the demo library has no free screen');
  // An address of the page of this test's own (nothing kept for it yet), whose render is kept.
  const address = () => `${test.info().testId}-${test.info().repeatEachIndex}-${test.info().retry}`;
  const path = `/pages/${screen.uuid}?ref=${address()}`;
  const signed = /\/media\/[a-z0-9_/-]+\/full\.webp\?e=\d+&amp;s=[\w-]{22}/;
  const first = await page.goto(path, { waitUntil: 'commit' });
  expect(first?.headers()['x-cache']).toBe('MISS');
  const firstPicture = signed.exec((await first?.text()) ?? '')?.[0];
  expect(firstPicture).toBeDefined();

  // The next visitor, from another address and browser, within the seconds the page is kept.
  const other = await secondPerson(browser);
  const errors = collectErrors(other);
  const kept = await other.goto(path);
  expect(kept?.status()).toBe(200);
  expect(kept?.headers()['x-cache']).toBe('HIT');
  const html = (await kept?.text()) ?? '';
  // The same page, with its full picture signed for this visitor, not for the first.
  const picture = signed.exec(html)?.[0];
  expect(picture).toBeDefined();
  expect(picture).not.toBe(firstPicture);
  const image = other.locator('img[src*="/full.webp?"]').first();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Counted as this visitor's first view, as their own render would have been.
  expect((await kept?.allHeaders())?.['set-cookie']).toContain('visit_count=1;');
  await other.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await other.context().close();

  // A first page rendered afresh (another address of the page: nothing kept for it) is whole too: its
  // picture is signed for the device cookie the page gives the browser, with which it is asked for.
  const fresh = await secondPerson(browser);
  const rendered = await fresh.goto(`/pages/${screen.uuid}?ref=${address()}-fresh`);
  expect(rendered?.headers()['x-cache']).toBe('MISS');
  const picture2 = fresh.locator('img[src*="/full.webp?"]').first();
  await expect
    .poll(() => picture2.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await fresh.context().close();
});
