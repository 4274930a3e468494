import { expect, freshEmail, signIn, test } from './fixtures';
import { screenGrid } from './library';

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

test('on a phone the filters wait in a bottom sheet behind one button that counts them, and the grid starts high', async ({
  page,
}) => {
  await signIn(page, freshEmail('phone-sheet'));
  await page.goto('/pages');
  const bar = page.getByRole('region', { name: 'Filters' });
  await expect(bar.getByRole('group', { name: 'Platform' })).toBeVisible();
  await expect(bar.getByRole('searchbox')).toBeHidden();
  const first = screenGrid(page).locator(':scope > li').first();
  await expect(first).toBeVisible();
  // The first screen begins in the first half of the phone's screen, not under the filters.
  expect((await first.boundingBox())?.y ?? 844).toBeLessThan(440);

  const button = bar.getByRole('button', { name: 'Filters', exact: true });
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('searchbox')).toBeVisible();
  await sheet.locator('summary', { hasText: 'Industry' }).click();
  const industry = sheet.getByRole('checkbox').first();
  await industry.check();
  await expect(page).toHaveURL(/productCategories=\d+/);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();

  await bar.getByRole('button', { name: 'Filters, 1 on' }).click();
  await sheet.getByRole('button', { name: 'Clear all (1)' }).click();
  await expect(page).toHaveURL(/\/pages$/);
  await page.keyboard.press('Escape');
  await expect(bar.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
});

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });
  test('the filters sit in the bar, with no Filters button', async ({ page }) => {
    await page.goto('/pages');
    const bar = page.getByRole('region', { name: 'Filters' });
    await expect(bar.getByRole('searchbox')).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Filters/ })).toBeHidden();
  });
});
