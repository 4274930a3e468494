import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';
import type { ApiScreen, ApiScreenPage } from './library';

/** A restricted screen of the newest ones, as the signed-in viewer's API answers it. */
async function restrictedScreen(page: Page): Promise<ApiScreen> {
  const response = await page.request.get('/api/screens?limit=60');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as ApiScreenPage;
  const screen = items.find((item) => item.is_restricted);
  expect(screen, 'a restricted screen among the 60 newest').toBeDefined();
  return screen as ApiScreen;
}

/** The path of a screen's full image (its address without the signature, which is the viewer's). */
const fullOf = (screen: ApiScreen) =>
  new URL(screen.image.preview, 'http://pageshelf.test').pathname.replace(/preview\.webp$/, 'full.webp');
const pathOf = (address: string | null) => (address === null ? null : address.split('?')[0]);

test('a Pro member sees a restricted screen in full, with its text and actions', async ({ page }) => {
  await signIn(page, ACCOUNTS.pro);
  const screen = await restrictedScreen(page);
  expect(pathOf(screen.image.full)).toBe(fullOf(screen));

  const full = page.waitForResponse((response) => new URL(response.url()).pathname === fullOf(screen));
  await page.goto(`/n/pages/${screen.uuid}`);
  expect((await full).status()).toBe(200);
  const image = page.locator('.screen-figure img.media-img');
  await expect(image).toHaveAttribute('src', new RegExp(`^${fullOf(screen)}\\?e=\\d+&s=`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('.screen-figure .media-restricted')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy image' })).toBeVisible();
  await expect(page.getByText('This screen is part of Pro')).toHaveCount(0);
});

test('a free member sees a restricted screen blurred, with the paywall, and cannot load its full image', async ({
  page,
}) => {
  await signIn(page, freshEmail('paywall'));
  const screen = await restrictedScreen(page);
  expect(screen.image.full).toBeNull();
  expect(screen.image.thumb).toBe(screen.image.preview);

  const fullRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/.+\/full\.webp$/.test(new URL(request.url()).pathname)) fullRequests.push(request.url());
  });
  await page.goto(`/n/pages/${screen.uuid}`);
  await expect(page.getByRole('heading', { name: 'This screen is part of Pro' })).toBeVisible();
  await expect(
    page.getByText('Pro members see every screen in full, with the text on it and unlimited searches.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Pro plans' })).toBeVisible();
  const figure = page.locator('.screen-figure');
  await expect(figure.locator('.media-restricted')).toBeVisible();
  await expect(figure.locator('img.media-img')).toHaveAttribute('src', screen.image.preview);
  await expect(page.getByRole('button', { name: 'Copy image' })).toHaveCount(0);
  expect(fullRequests).toEqual([]);

  // Asking for the full picture directly finds nothing: no address of it was made for this member.
  const direct = await page.request.get(fullOf(screen));
  expect(direct.status()).toBe(404);

  // The plans are one click away.
  await page.getByRole('button', { name: 'See Pro plans' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans' })).toBeVisible();
});
