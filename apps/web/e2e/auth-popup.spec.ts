import { expect, freshEmail, magicLinkPath, signIn, test } from './fixtures';

test('signing in through the 960×600 popup keeps the page underneath where it was', async ({
  page,
  context,
}) => {
  await page.goto('/flows');
  await expect(page.getByRole('list', { name: 'Flows' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/auth');
  expect(new URL(popup.url()).searchParams.get('redirectTo')).toBe('/flows');
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([960, 600]);
  // The page that opened it did not move.
  await expect(page).toHaveURL(/\/flows$/);

  const email = freshEmail('popup');
  await popup.getByLabel('Email address').fill(email);
  await popup.getByRole('button', { name: 'Continue with email' }).click();
  await expect(popup.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The emailed link opens in a tab of its own, as from a mail client.
  const popupClosed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close');
  const mail = await context.newPage();
  await mail.goto(await magicLinkPath(page, email));
  await expect(mail).toHaveURL(/\/flows$/);

  // The popup closes itself and the first page is signed in, still on the same grid and scroll position.
  await popupClosed;
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page).toHaveURL(/\/flows$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});

test('on a phone the sign-in link is a plain page', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fpricing$/);
  expect(phone.pages()).toHaveLength(1);
  await phone.close();
});

test('signing out in one tab signs out the others', async ({ page, context }) => {
  await signIn(page, freshEmail('tabs'));
  const other = await context.newPage();
  await other.goto('/settings');
  await expect(other.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(other.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});
