import type { MeResponse } from '@pageshelf/contracts/me';
import type { Page } from '@playwright/test';
import { expect, freshEmail, signIn, test } from './fixtures';
import type { ApiScreenPage } from './library';
import { buyInTestMode, sameOrigin } from './test-mode-billing';

interface Traces {
  traces: Record<string, number>;
  total: number;
}

/** The rows of the database that name an account, table by table (a development-only endpoint). */
async function tracesOf(page: Page, email: string, userId: number): Promise<Traces> {
  const response = await page.request.get(
    `/api/dev/traces?email=${encodeURIComponent(email)}&userId=${userId}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Traces;
}

test('a Pro member with a favorite and a collection deletes the account and leaves no trace in the database', async ({
  page,
}) => {
  const email = freshEmail('erase');
  await signIn(page, email);
  await buyInTestMode(page, 'pro-monthly');
  const { items } = (await (await page.request.get('/api/screens?limit=1')).json()) as ApiScreenPage;
  const screen = items[0];
  expect(screen, 'a screen to keep').toBeDefined();
  const favorite = await page.request.patch(`/api/me/screens/favorite/${screen?.id}`, {
    headers: sameOrigin(),
  });
  expect(favorite.ok(), await favorite.text()).toBe(true);
  const collection = await page.request.post('/api/collections', {
    data: { name: 'Checkout ideas', item: { type: 'screens', id: screen?.id } },
    headers: sameOrigin(),
  });
  expect(collection.ok(), await collection.text()).toBe(true);

  const me = (await (await page.request.get('/api/me')).json()) as MeResponse;
  const userId = me.user.id;
  const before = await tracesOf(page, email, userId);
  expect(before.traces).toMatchObject({
    users: 1,
    favorites: 1,
    collections: 1,
    subscriptions: 1,
    invoices: 1,
  });

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await dialog.getByLabel('Type your email to confirm').fill(email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  const after = await tracesOf(page, email, userId);
  expect(after, JSON.stringify(after.traces)).toMatchObject({ total: 0 });
});
