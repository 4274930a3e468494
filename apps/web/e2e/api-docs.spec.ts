import { expect } from '@playwright/test';
import { ACCOUNTS, signIn, test } from './fixtures';

test("the API's interactive reference takes a key and calls the library with it, as a tool would", async ({
  page,
  baseURL,
}) => {
  await signIn(page, ACCOUNTS.pro, '/settings/api-keys');
  const made = await page.request.post('/api/me/api-keys', {
    data: { name: 'API reference' },
    headers: { origin: baseURL ?? '' },
  });
  expect(made.status()).toBe(201);
  const { key, id } = (await made.json()) as { key: string; id: number };
  // The reference is read without a session: the key alone is the caller.
  const session = await page.context().cookies();
  await page.context().clearCookies();
  await page.goto('/v1/docs');
  await expect(page.getByRole('heading', { name: /Pageshelf API/ })).toBeVisible();

  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  const dialog = page.locator('.modal-ux');
  await dialog.getByRole('textbox').first().fill(key);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await dialog.getByRole('button', { name: /Close/ }).first().click();

  await page.getByRole('button', { name: /^GET \/screens Screens with filters/ }).click();
  await page.getByRole('button', { name: 'Execute' }).first().click();
  const answer = page.locator('.live-responses-table .response').first();
  await expect(answer.locator('.response-col_status')).toContainText('200');
  await expect(answer).toContainText('ratelimit-limit: 60');
  await expect(answer).toContainText('"items"');

  // The demo account keeps at most 10 keys: this one goes.
  await page.context().addCookies(session);
  const revoked = await page.request.delete(`/api/me/api-keys/${id}`, { headers: { origin: baseURL ?? '' } });
  expect(revoked.status()).toBe(204);
});
