import { expect, freshEmail, signIn, test } from './fixtures';
import { toasts } from './library';

const INFO = 'Free users get 8 searches per day. Upgrade to Pro for unlimited searches';
const USED_UP = "You've used all 8 daily searches. Upgrade to Pro for unlimited searches";

interface Quota {
  count: number;
  limit: number | null;
  remaining: number | null;
  blocked: boolean;
}

test('a free member has 8 searches a day: the palette counts them down and the ninth opens the search limit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, freshEmail('quota'));
  await page.goto('/n/pages');

  // Before any search the palette tells the rule and the whole allowance.
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const left = palette.getByRole('status', { name: 'Searches left today' });
  await expect(palette.getByText(INFO, { exact: true })).toBeVisible();
  await expect(left).toHaveText('8 of 8 free searches left today');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // Six searches through the API the palette calls: every call counts one.
  for (let search = 1; search <= 6; search += 1) {
    const response = await page.request.get(
      `/api/search?q=${encodeURIComponent(`sign up ${search}`)}&limit=12`,
    );
    expect(response.status()).toBe(200);
    const { quota } = (await response.json()) as { quota: Quota };
    expect(quota).toMatchObject({ count: search, limit: 8, remaining: 8 - search, blocked: false });
  }

  // The app, opened again, knows what is left.
  await page.reload();
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  await expect(left).toHaveText('2 of 8 free searches left today');
  await page.keyboard.press('Escape');

  // The seventh from the header search field.
  const field = page.getByRole('searchbox', { name: 'Search screens, apps and patterns' });
  await field.fill('checkout');
  await field.press('Enter');
  await expect(palette).toBeVisible();
  await expect(left).toHaveText('1 of 8 free searches left today');
  await expect(palette.getByText(INFO, { exact: true })).toBeVisible();

  // The eighth inside the palette: the last one.
  const input = palette.getByRole('combobox', { name: 'Search or jump to' });
  await input.fill('pricing plans');
  await expect(palette.getByRole('option').first()).toHaveText(/Search the library for “pricing plans”/);
  await input.press('Enter');
  await expect(left).toHaveText('0 of 8 free searches left today');
  await expect(palette.getByText(USED_UP, { exact: true })).toBeVisible();

  // The ninth is refused: the search limit modal, in the spec's words, and no error toast.
  await input.fill('invoice');
  await input.press('Enter');
  const limit = page.getByRole('dialog', { name: 'Daily searches' });
  await expect(limit).toBeVisible();
  await expect(limit.getByText(USED_UP, { exact: true })).toBeVisible();
  await expect(limit.getByRole('link', { name: /Upgrade to Pro/ })).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);

  const activity = await page.request.get('/api/me/activity?action=sync_visit_count');
  expect(((await activity.json()) as { search: Quota }).search).toMatchObject({
    count: 8,
    remaining: 0,
    blocked: true,
  });
});

test('a visitor who searches is asked to sign in', async ({ page }) => {
  await page.goto('/pages');
  const field = page.getByRole('searchbox', { name: 'Search screens, apps and patterns' });
  await field.fill('onboarding');
  await field.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sign in to continue searching' })).toBeVisible();
});
