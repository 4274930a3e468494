import type { MeResponse } from '@pageshelf/contracts/me';
import { expect, freshEmail, signIn, test } from './fixtures';
import { toasts } from './library';

test('a member sends feedback with a screenshot of the page and is thanked', async ({ page }) => {
  const email = freshEmail('feedback');
  // From the settings, a light page: the picture of a library grid takes several times longer to draw.
  await signIn(page, email, '/settings');
  const accountMenu = page.getByRole('button', { name: /Account menu/ });
  await accountMenu.click();
  // The menu the button controls (the footer has a Send feedback button too).
  const menu = page.locator(`[id="${await accountMenu.getAttribute('aria-controls')}"]`);
  await menu.getByRole('button', { name: 'Send feedback' }).click();

  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await dialog.getByLabel('Your message').fill('The checkout flows could be filtered by payment method.');
  await dialog.getByLabel('Attach a screenshot of this page').check();
  const screenshot = dialog.getByRole('img', {
    name: 'Screenshot of this page, to be sent with your message',
  });
  await expect(screenshot).toBeVisible();
  expect(await screenshot.getAttribute('src')).toMatch(/^data:image\//);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();

  await expect(toasts(page).filter({ hasText: 'Thanks! Your feedback reached the team.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Stored, under this account.
  const me = (await (await page.request.get('/api/me')).json()) as MeResponse;
  const traces = await page.request.get(
    `/api/dev/traces?email=${encodeURIComponent(email)}&userId=${me.user.id}`,
  );
  expect((await traces.json()) as { traces: Record<string, number> }).toMatchObject({
    traces: { feedback: 1 },
  });
});
