import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the menu offers Sign in to a visitor, and no keyboard shortcut', async ({ page }) => {
  await page.goto('/pages');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Library (menu)' });
  await expect(menu.getByRole('link', { name: 'Screens' })).toBeVisible();
  await expect(menu.locator('kbd')).toHaveCount(2); // in the document, but not shown
  await expect(menu.locator('.header-search-kbd')).toBeHidden();
  await expect(page.locator('.site-header-search .header-search-kbd')).toBeHidden();
  const signIn = menu.getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fpages$/);
});
