import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, freshEmail, signIn, test } from './fixtures';

/**
 * Signs `email` in on this page, then on another device: this page's next call is answered 490, and it
 * lands on /auth saying why. Returns the other device's context.
 */
async function signedOutByAnotherDevice(
  page: Page,
  browser: Browser,
  email: string,
): Promise<BrowserContext> {
  await signIn(page, email);
  // Park this device on a page that makes no calls of its own while the other device signs in.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Pageshelf' })).toBeVisible();

  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.254.0.2' },
  });
  await signIn(await other.newPage(), email);

  // The next call of this device is answered 490: signed out, told why, sent to sign in.
  await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Flows' }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toContainText(
    'signed out because this account is being used on another device',
  );
  return other;
}

test('signing in on another device signs this one out (490) and says why', async ({ page, browser }) => {
  const other = await signedOutByAnotherDevice(page, browser, freshEmail('two-devices'));
  expect(await (await page.request.get('/api/_auth/session')).json()).toEqual({
    authenticated: false,
    user: null,
  });
  await other.close();
});

test('signing in again after the 490 sign-out offers to invite members instead', async ({
  page,
  browser,
}) => {
  const email = freshEmail('invite-instead');
  const other = await signedOutByAnotherDevice(page, browser, email);
  await other.close();

  // Back on this device (this tab remembers why it was signed out): the advice comes with a way to act.
  await signIn(page, email);
  const banner = page.getByRole('region', { name: 'Share your account safely' });
  await expect(banner).toContainText('invite them to your workspace');
  await banner.getByRole('link', { name: 'Invite members' }).click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Once only: the next page load does not offer it again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a visitor past the free views is sent to sign in', async ({ page }) => {
  test.setTimeout(120_000);
  // The server counts a view where it serves content: the grid's first page, then each screen opened.
  await page.goto('/pages');
  await page.getByRole('list', { name: 'Screens' }).getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  const next = dialog.getByRole('button', { name: 'Next screen' });
  const signInPage = page.getByLabel('Email address');
  for (let step = 0; step < 40; step += 1) {
    // Each screen loads before its buttons show; past the cap the sign-in page comes instead.
    await expect(next.or(signInPage)).toBeVisible();
    if (await signInPage.isVisible()) break;
    const shown = page.url();
    // The arrow key, not a click: should the page move to sign in at this moment, nothing waits on a
    // button that is gone.
    await page.keyboard.press('ArrowRight');
    await expect(page).not.toHaveURL(shown);
    // The next screen is on show (its own link), or the sign-in page came instead.
    const uuid = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(dialog.locator(`a[href$="/${uuid}"]`).first().or(signInPage)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fpages%2F/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveText(
    'Sign in to continue browsing',
  );
  // 24 free views served, the 25th too (it is the one that crosses the cap), nothing after it.
  const counter = await page.request.get('/api/me/activity?action=sync_visit_count');
  expect(await counter.json()).toMatchObject({ visit_count: 25, visit_limit: 24, exceeded: true });
  // The content itself is refused now, whatever the page does.
  const list = await page.request.get('/api/screens');
  expect(list.status()).toBe(401);
  expect(await list.json()).toMatchObject({
    code: 'sign_in_to_browse',
    message: 'Sign in to continue browsing',
  });
  // A library page opened by its address is sent to sign in by the server (303), and says why there.
  const opened = await page.request.get('/flows?platform=ios', { maxRedirects: 0 });
  expect([opened.status(), opened.headers().location]).toEqual([
    303,
    '/auth?redirectTo=%2Fflows%3Fplatform%3Dios&reason=visits',
  ]);
  await page.goto('/apps');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fapps&reason=visits$/);
  await expect(page.getByRole('heading', { name: 'Sign in to continue browsing', level: 1 })).toBeVisible();
  // Pages that count no view stay open.
  expect((await page.request.get('/pricing', { maxRedirects: 0 })).status()).toBe(200);
});
