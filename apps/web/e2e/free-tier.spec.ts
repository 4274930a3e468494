import type { Page, Response } from '@playwright/test';
import { expect, freshEmail, magicLinkPath, outboxLinkPath, secondPerson, signIn, test } from './fixtures';
import { type ApiScreenPage, screenGrid, serverAnswer, tileUuids, toasts } from './library';
import { buyInTestMode, sameOrigin } from './test-mode-billing';

/**
 * The free tier that sells (issue 26, part 7): visitors browse (the home page's screens, the platform
 * switch, category and app pages) without being asked to sign in or spending a search; the visit cap
 * is announced before it comes and explained when it does; a free member of a workspace reads the
 * collections it shares.
 */

/** Every answer of the API that refused the caller (401/403/429) while `run` ran. */
async function refusalsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const refused: string[] = [];
  const listen = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && [401, 403, 429].includes(response.status()))
      refused.push(`${response.status()} ${url.pathname}${url.search}`);
  };
  page.on('response', listen);
  try {
    await run();
  } finally {
    page.off('response', listen);
  }
  return refused;
}

const platformSwitch = (page: Page) =>
  page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Platform' });

test("a visitor sees real screens and the library's figures on the home page without being asked to sign in", async ({
  page,
}) => {
  const refused = await refusalsDuring(page, async () => {
    // The home hero: real screens, read without a filter (by the server, which renders the home page
    // with the visitor's own calls: the answers it was rendered from are in the page).
    await page.goto('/');
    const strip = await serverAnswer<{ items: unknown[] }>(page, (key) => key.join() === 'home,screens');
    expect(strip?.items.length).toBeGreaterThan(0);
    // The badge says what the whole library holds, not the visitor's page of at most 24 apps.
    const stats = await serverAnswer<{ screens: number; apps: number }>(
      page,
      (key) => key.join() === 'library,stats',
    );
    if (!stats) throw new Error('the home page was not rendered with the library figures');
    expect(stats.apps).toBeGreaterThan(24);
    await expect(page.getByText(/ screens from \d+ apps, updated weekly$/)).toHaveText(
      `${stats.screens.toLocaleString('en-US')} screens from ${stats.apps} apps, updated weekly`,
    );
    const hero = page.getByRole('region', { name: 'Recently added screens' });
    await expect(hero.getByRole('img').first()).toBeVisible();
    expect(await hero.getByRole('img').count()).toBeGreaterThanOrEqual(8);
  });
  expect(refused).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Sign in to continue searching' })).toHaveCount(0);
});

test('a visitor browses by platform and looks an app up by name without being asked to sign in', async ({
  page,
}) => {
  const refused = await refusalsDuring(page, async () => {
    // The platform switch, the filter bar's first control: browsing.
    await page.goto('/pages');
    await expect(screenGrid(page).locator(':scope > li').first()).toBeVisible();
    for (const [label, slug] of [
      ['iOS', 'ios'],
      ['Android', 'android'],
      ['Web', 'web'],
    ] as const) {
      const answer = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/screens' &&
          new URL(response.url()).searchParams.get('platforms') === slug,
      );
      await platformSwitch(page).getByText(label, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/pages\\?platforms=${slug}$`));
      const onPlatform = (await (await answer).json()) as ApiScreenPage;
      expect(onPlatform.items.length).toBeGreaterThan(0);
      for (const item of onPlatform.items) expect(item.platform).toBe(slug);
      await expect(platformSwitch(page).getByRole('radio', { name: label })).toBeChecked();
    }

    // Looking an app up by name in the Apps menu is no search either (ticking one is).
    const named = (await (await page.request.get('/api/app-names')).json()) as { items: { title: string }[] };
    const someApp = named.items[0]?.title ?? '';
    await page.locator('summary', { hasText: 'Apps' }).click();
    await page.getByRole('searchbox', { name: 'Find an app' }).fill(someApp);
    await expect(
      page
        .getByRole('group', { name: 'Apps' })
        .getByRole('checkbox', { name: new RegExp(`^${someApp}`) })
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });
  expect(refused).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Sign in to continue searching' })).toHaveCount(0);
});

test("a visitor opens a pattern's page and an app's page without being asked to sign in", async ({
  page,
}) => {
  const refused = await refusalsDuring(page, async () => {
    // A pattern's page and an app's page: browsing too.
    const patterns = (await (await page.request.get('/api/categories/pattern')).json()) as {
      items: { slug: string; title: string; count: number }[];
    };
    const pattern = patterns.items.find((item) => item.count > 0);
    if (!pattern) throw new Error('the demo library has no pattern with screens');
    await page.goto(`/pages/${pattern.slug}`);
    await expect(page.getByRole('heading', { name: `${pattern.title} screens`, level: 1 })).toBeVisible();
    await expect(screenGrid(page, `${pattern.title} screens`).locator(':scope > li').first()).toBeVisible();
    const apps = (await (await page.request.get('/api/apps?limit=1')).json()) as {
      items: { slug: string; title: string }[];
    };
    const app = apps.items[0];
    if (!app) throw new Error('the demo library has no app');
    await page.goto(`/apps/${app.slug}`);
    await expect(page.getByRole('heading', { name: app.title, level: 1 })).toBeVisible();
  });
  expect(refused).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Sign in to continue searching' })).toHaveCount(0);
});

test('a free member chooses a platform without spending a search', async ({ page }) => {
  await signIn(page, freshEmail('platform-free'));
  await page.goto('/n/pages');
  await expect(screenGrid(page).locator(':scope > li').first()).toBeVisible();
  for (const [label, slug] of [
    ['iOS', 'ios'],
    ['Web', 'web'],
  ] as const) {
    const answer = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/screens' &&
        new URL(response.url()).searchParams.get('platforms') === slug,
    );
    await platformSwitch(page).getByText(label, { exact: true }).click();
    expect((await answer).status()).toBe(200);
  }
  const state = (await (await page.request.get('/api/me/activity?action=sync_visit_count')).json()) as {
    search: { count: number };
  };
  expect(state.search.count).toBe(0);
});

/** Spends `views` of this visitor's free views through the API, as pages would (a list, then screens). */
async function spendViews(page: Page, views: number): Promise<void> {
  // The device cookie first (the BFF mints it on a first answer), so every view below counts for it.
  expect((await page.request.get('/api/init')).ok()).toBe(true);
  const list = (await (await page.request.get('/api/screens?limit=2')).json()) as ApiScreenPage;
  const [a, b] = list.items;
  if (!a || !b) throw new Error('the demo library has fewer than two screens');
  for (let view = 2; view <= views; view += 1) {
    // Two screens in turn: each call a new view.
    const response = await page.request.get(`/api/screens/${view % 2 === 0 ? a.uuid : b.uuid}`);
    expect(response.status(), `view ${view}`).toBe(200);
  }
}

test('a visitor is told before the cap how many free views are left, and at it why to sign in, then comes back to the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const banner = page.getByRole('complementary', { name: 'Free views' });
  await spendViews(page, 18);
  // The grid's first page is the 19th view: 5 left.
  await page.goto('/pages');
  await expect(banner).toContainText('5 of 24 free views left — join free for 40');
  await expect(banner.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
    'href',
    '/auth?redirectTo=%2Fpages',
  );

  // Each screen opened is a view: the banner counts down with the server.
  const grid = screenGrid(page);
  await grid.getByRole('link').first().click();
  await expect(banner).toContainText('4 of 24 free views left');
  const dialog = page.getByRole('dialog');
  const signInPage = page.getByLabel('Email address');
  for (const left of [3, 2, 1, 0]) {
    const shown = page.url();
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(shown);
    await expect(dialog.getByRole('button', { name: 'Next screen' })).toBeVisible();
    await expect(banner).toContainText(`${left} of 24 free views left`);
  }
  // The 25th view: the spec's redirect to the sign-in page, which now says why.
  const lastPage = new URL(page.url()).pathname;
  await page.keyboard.press('ArrowRight');
  // The toast says why at once, and lasts a few seconds: looked for before the sign-in page has loaded.
  await expect(toasts(page).filter({ hasText: 'Sign in to continue browsing' })).toBeVisible();
  await expect(signInPage).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fpages%2F[0-9a-f-]{36}&reason=visits$/);
  const redirectTo = new URL(page.url()).searchParams.get('redirectTo') ?? '';
  expect(redirectTo).not.toBe(lastPage);
  await expect(page.getByRole('heading', { name: 'Sign in to continue browsing', level: 1 })).toBeVisible();
  const why = page.getByRole('region', { name: "You've used your 24 free views" });
  await expect(why).toContainText('brings you back to the page you were on');
  await expect(why.getByRole('listitem')).toHaveText([
    /Without an account\s*24 views\s*used/,
    /Free account\s*40 views, 8 searches a day/,
    /Pro\s*No limit/,
  ]);
  await expect(banner).toHaveCount(0);

  // Signing in (a new free account) comes back to the page that was refused.
  const email = freshEmail('visit-cap');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const uuid = redirectTo.split('/').pop() ?? '';
  const detail = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/screens/${uuid}`,
  );
  await page.goto(await magicLinkPath(page, email));
  await expect(page).toHaveURL(new RegExp(`${redirectTo}$`));
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect((await detail).status()).toBe(200);
  await expect(signInPage).toHaveCount(0);
});

test('a free member of a workspace opens the collection a Pro teammate shared with it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A Pro member starts a workspace, saves a screen into a collection and shares it.
  const owner = freshEmail('shared-owner');
  await signIn(page, owner);
  await buyInTestMode(page, 'pro-monthly');
  const made = await page.request.post('/api/team', { data: { name: 'Studio' }, headers: sameOrigin() });
  expect(made.ok(), await made.text()).toBe(true);
  const screens = (await (await page.request.get('/api/screens?limit=1')).json()) as ApiScreenPage;
  const screen = screens.items[0];
  if (!screen) throw new Error('the demo library has no screen');
  const created = await page.request.post('/api/collections', {
    data: { name: 'Checkout references', item: { type: 'screens', id: screen.id } },
    headers: sameOrigin(),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  const shared = await page.request.patch(`/api/collections/${uuid}`, {
    data: { sharedWithTeam: true },
    headers: sameOrigin(),
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const mate = freshEmail('shared-mate');
  const invited = await page.request.post('/api/team/invitations', {
    data: { emails: [mate] },
    headers: sameOrigin(),
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  // The invited person joins free, as the invitation says: the workspace's collections are theirs to read.
  const matePage = await secondPerson(browser);
  await signIn(matePage, mate);
  await matePage.goto(await outboxLinkPath(matePage, mate, '/invitations/'));
  await expect(matePage.getByText("share the workspace's collections with your team")).toBeVisible();
  await matePage.getByRole('button', { name: /^Accept and join / }).click();
  await expect(matePage).toHaveURL(/\/settings\/team$/);

  // From the account menu to the collection.
  await matePage.getByRole('button', { name: /Account menu/ }).click();
  await matePage.getByRole('link', { name: 'Collections' }).click();
  await expect(matePage).toHaveURL(/\/collections$/);
  await matePage.getByRole('link', { name: /Checkout references/ }).click();
  await expect(matePage).toHaveURL(new RegExp(`/collections/${uuid}$`));
  await expect(matePage.getByRole('heading', { name: 'Checkout references', exact: true })).toBeVisible();
  await expect.poll(() => tileUuids(screenGrid(matePage, 'Saved screens'))).toEqual([screen.uuid]);
  // Reading, not changing: no settings for a teammate, and the server keeps changes Pro.
  await expect(matePage.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  const rename = await matePage.request.patch(`/api/collections/${uuid}`, {
    data: { name: 'Mine' },
    headers: sameOrigin(),
  });
  expect(rename.status()).toBe(403);
  await matePage.context().close();
});
