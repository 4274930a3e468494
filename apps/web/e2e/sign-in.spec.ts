import { expect, freshEmail, magicLinkPath, test } from './fixtures';

test('sign in with a magic link from the dev outbox, then sign out', async ({ page }) => {
  const email = freshEmail('signin');
  await page.goto('/auth?redirectTo=/n/flows');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(await magicLinkPath(page, email));
  await expect(page).toHaveURL(/\/n\/flows$/);
  await expect(page.getByRole('heading', { name: 'User flows' })).toBeVisible();

  const session = await page.request.get('/api/_auth/session');
  expect(await session.json()).toMatchObject({ authenticated: true, user: { email } });

  // An already signed-in person following a link is simply redirected.
  await page.goto('/magic/already-signed-in-token-aaaaaaaa');
  await expect(page).toHaveURL(/\/n\/pages$/);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Join free' })).toBeVisible();
  const after = await page.request.get('/api/_auth/session');
  expect(await after.json()).toEqual({ authenticated: false, user: null });
});

test('a used or invalid link explains itself', async ({ page }) => {
  await page.goto('/magic/this-token-is-not-a-real-sign-in-link');
  await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a new sign-in link' })).toBeVisible();
});
