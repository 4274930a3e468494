import { expect, freshEmail, signIn, test } from './fixtures';

test.describe('page not found', () => {
  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/this/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /this/does-not-exist')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Pageshelf');
  });

  test('a flow, screen or component address with a bad UUID is Page Not Found', async ({ page }) => {
    await signIn(page, freshEmail('not-found'));
    for (const path of ['/n/flows/not-a-uuid', '/n/pages/1234', '/n/components/abc-def']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    }
  });

  test('a well-formed UUID that matches nothing is Page Not Found', async ({ page }) => {
    await page.goto('/pages/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
