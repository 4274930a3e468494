import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';

test.describe('route guards', () => {
  // The Pro and admin demo accounts are shared: one session per account at a time (a second sign-in
  // elsewhere signs the first one out with 490), so these tests take turns.
  test.describe.configure({ mode: 'serial' });

  test('a visitor on a member page is asked to sign in', async ({ page }) => {
    await page.goto('/n/pages');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeVisible();
  });

  test('a visitor on a Pro page is asked to sign in first', async ({ page }) => {
    await page.goto('/collections');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  });

  test('a free member on a Pro page sees the paywall', async ({ page }) => {
    await signIn(page, freshEmail('paywall'));
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'This is part of Pro' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Upgrade to Pro/ })).toBeVisible();
  });

  test('a free member may open member pages and unlock-library', async ({ page }) => {
    const email = freshEmail('member');
    await signIn(page, email);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    await page.goto('/unlock-library');
    await expect(page.getByRole('heading', { name: 'Unlock the whole library' })).toBeVisible();
  });

  test('a Pro member opens Pro pages, not unlock-library', async ({ page }) => {
    await signIn(page, ACCOUNTS.pro);
    await page.goto('/collections');
    await expect(page.getByRole('heading', { name: 'Collections', exact: true })).toBeVisible();
    await page.goto('/unlock-library');
    await expect(page.getByRole('heading', { name: 'You already have Pro' })).toBeVisible();
  });

  test('component tags are for administrators', async ({ page }) => {
    await page.goto('/components/tags');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await signIn(page, ACCOUNTS.pro);
    await page.goto('/components/tags');
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
  });

  test('an administrator sees component tags', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/components/tags');
    await expect(page.getByRole('heading', { name: 'Component tags' })).toBeVisible();
  });

  test('the home page sends members to the library', async ({ page }) => {
    await signIn(page, freshEmail('home'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/n\/pages$/);
  });
});
