import type { ApiKeyList } from '@pageshelf/contracts/api-keys';
import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';
import { toasts } from './library';
import { sameOrigin } from './test-mode-billing';

// Whether a key works is the API's to prove (its integration tests call with one): the BFF puts the
// session's Authorization on every call it forwards, so a key sent through it never reaches the API.

test('a Pro member makes a key, sees it once, copies it, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ACCOUNTS.pro, '/settings/api-keys');
  const name = `E2E agent ${crypto.randomUUID().slice(0, 6)}`;
  try {
    await expect(
      page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'API keys' }),
    ).toHaveClass(/active/);
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create' }).click();

    const panel = page.getByRole('region', { name: `Your key “${name}”` });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('Copy it now: it is not shown again.');
    const secret = panel.locator('code');
    await expect(secret).toHaveText(/^psk_[0-9A-Za-z]{40}$/);
    const key = (await secret.textContent()) ?? '';
    await panel.getByRole('button', { name: 'Copy' }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The list names it by its hint, never by the key; after a reload the key is gone for good.
    const list = page.getByRole('list', { name: 'Your API keys' });
    const row = list.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(`psk_…${key.slice(-4)}`);
    await expect(row).toContainText('Never used');
    await expect(list).not.toContainText(key);
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByRole('region', { name: /Your key/ })).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Revoke “${name}”?` });
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(toasts(page).filter({ hasText: `“${name}” is revoked` })).toBeVisible();
    await expect(row).toHaveCount(0);
    const left = (await (await page.request.get('/api/me/api-keys')).json()) as ApiKeyList;
    expect(left.items.map((item) => item.name)).not.toContain(name);
  } finally {
    // The demo account is shared by the run's tests: a key this test left behind is revoked.
    const listed = await page.request.get('/api/me/api-keys');
    const { items } = listed.ok() ? ((await listed.json()) as ApiKeyList) : { items: [] };
    for (const item of items.filter((candidate) => candidate.name === name))
      await page.request.delete(`/api/me/api-keys/${item.id}`, { headers: sameOrigin() });
  }
});

test('a free member is offered Pro instead of the form; the server refuses a key too', async ({ page }) => {
  await signIn(page, freshEmail('api-keys'), '/settings/api-keys');
  await expect(page.getByRole('heading', { name: 'API keys', exact: true })).toBeVisible();
  await expect(page.getByText('You have no API keys.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'API keys come with Pro' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await page.getByRole('button', { name: 'See Pro plans' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans' })).toBeVisible();

  const refused = await page.request.post('/api/me/api-keys', {
    data: { name: 'Mine' },
    headers: sameOrigin(),
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'premium_required' });
});
