import { expect, test } from './fixtures';

test('a visitor who favourites a screen is told to sign up, in a toast', async ({ page }) => {
  await page.goto('/pages');
  await page.getByRole('list', { name: 'Screens' }).getByRole('link').first().click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Favorite/ })
    .click();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByRole('status')).toHaveText('Sign up to continue');
  await expect(page.getByRole('dialog', { name: 'Sign up to continue' })).toBeVisible();
});

test('an API failure shows "Something went wrong"', async ({ page }) => {
  await page.route('**/api/flows?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'The library is resting',
        code: 'internal',
      }),
    }),
  );
  // The flows page opened from another page: its list is the browser's own call (opened by its
  // address, the page would arrive rendered by the server with the answer).
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Flows', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong: The library is resting' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
