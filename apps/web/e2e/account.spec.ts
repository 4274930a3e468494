import { expect, freshEmail, signIn, test } from './fixtures';

test('notification switches are saved on the server', async ({ page }) => {
  await signIn(page, freshEmail('notify'));
  await page.goto('/settings/notifications');
  const digest = page.getByRole('switch', { name: /weekly digest/i });
  await expect(digest).toBeChecked();
  await digest.click();
  await expect(page.getByText('Notification preferences saved')).toBeVisible();
  await expect(digest).not.toBeChecked();
  const stored = await page.request.get('/api/me/notifications');
  expect(await stored.json()).toEqual({ weeklyDigest: false, productUpdates: true, sharedCollections: true });
  await page.reload();
  await expect(page.getByRole('switch', { name: /weekly digest/i })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Product updates/ })).toBeChecked();
});

test('deleting the account needs its email, then signs out for good', async ({ page }) => {
  const email = freshEmail('delete');
  await signIn(page, email);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your email to confirm').fill('someone-else@pageshelf.test');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your email to confirm').fill(email.toUpperCase());
  await confirm.click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await (await page.request.get('/api/_auth/session')).json()).authenticated).toBe(false);

  // The same address starts again from nothing: a new free account.
  await signIn(page, email);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user.planType).toBe('free');
  expect(me.collections).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings tabs scroll sideways in one row, and the open tab is in view', async ({ page }) => {
    await signIn(page, freshEmail('tabs'));
    await page.goto('/settings/notifications');
    const tabs = page.getByRole('navigation', { name: 'Settings' });
    const open = tabs.getByRole('link', { name: 'Notifications' });
    await expect(open).toHaveClass(/active/);
    await expect(open).toBeInViewport({ ratio: 1 });
    // One row: every tab on the same line, the row wider than the phone.
    const tops = await tabs
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    expect(await tabs.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    await tabs.getByRole('link', { name: 'Account' }).click();
    await expect(tabs.getByRole('link', { name: 'Account' })).toBeInViewport({ ratio: 1 });
  });
});
