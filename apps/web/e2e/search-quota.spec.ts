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

test('a free member searches on /search, 8 a day, with the count left beside the field; the ninth shows the limit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, freshEmail('quota'), '/search');

  // The search page is open to free members, with the whole allowance beside the field.
  const left = page.getByRole('main').getByRole('status', { name: 'Searches left today' });
  await expect(page.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
  await expect(left).toHaveText('8 of 8 searches left today');

  // The palette tells the rule and counts the same allowance; typing in it spends nothing.
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette.getByText(INFO, { exact: true })).toBeVisible();
  await expect(palette.getByRole('status', { name: 'Searches left today' })).toHaveText(
    '8 of 8 searches left today',
  );
  await palette.getByRole('combobox', { name: 'Search or jump to' }).pressSequentially('onboard');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // Six searches through the API the page calls: every new one counts one, which the BFF keeps in the
  // search_data cookie (the one place the page reads it from).
  for (let search = 1; search <= 6; search += 1) {
    const response = await page.request.get(`/api/search?q=${encodeURIComponent(`sign up ${search}`)}`);
    expect(response.status()).toBe(200);
    expect(await response.json()).not.toHaveProperty('quota');
    const cookie = (await page.context().cookies()).find((each) => each.name === 'search_data');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ count: search });
  }

  // The page, opened again, knows what is left.
  await page.reload();
  await expect(left).toHaveText('2 of 8 searches left today');

  // The seventh from the header's search field: the search page opens with it.
  const field = page.getByRole('searchbox', { name: 'Search screens, apps and patterns' });
  await field.fill('checkout');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  await expect(left).toHaveText('1 of 8 searches left today');

  // The eighth from the palette: Enter opens /search with the words.
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  const input = palette.getByRole('combobox', { name: 'Search or jump to' });
  await input.fill('pricing plans');
  await expect(palette.getByRole('option').first()).toHaveAccessibleName('Search for “pricing plans”');
  await input.press('Enter');
  await expect(palette).toBeHidden();
  await expect(left).toHaveText('0 of 8 searches left today');

  // The ninth, on the page: refused with the spec's words and the way to Pro, and no error toast.
  const box = page.getByRole('searchbox', { name: 'Search the library' });
  await box.fill('invoice');
  await box.press('Enter');
  const limit = page.getByRole('dialog', { name: 'Daily searches' });
  await expect(limit).toBeVisible();
  await expect(limit.getByText(USED_UP, { exact: true })).toBeVisible();
  await expect(limit.getByRole('link', { name: /Upgrade to Pro/ })).toBeVisible();
  await limit.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('main').getByText(USED_UP, { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'See Pro plans' })).toBeVisible();
  await expect(left).toHaveText('0 of 8 searches left today');
  await expect(toasts(page)).toHaveCount(0);

  const activity = await page.request.get('/api/me/activity?action=sync_visit_count');
  expect(((await activity.json()) as { search: Quota }).search).toMatchObject({
    count: 8,
    remaining: 0,
    blocked: true,
  });
});

test('a visitor who searches is asked to sign in, from the header field, the palette and /search', async ({
  page,
}) => {
  await page.goto('/pages');
  const field = page.getByRole('searchbox', { name: 'Search screens, apps and patterns' });
  await field.fill('onboarding');
  await field.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue searching' });
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: 'Open the command palette' }).click();
  await page.getByRole('combobox', { name: 'Search or jump to' }).fill('onboarding');
  await page.keyboard.press('Enter');
  await expect(prompt).toBeVisible();
  await expect(page).toHaveURL(/\/pages$/);

  await page.goto('/search?term=onboarding');
  await expect(page.getByRole('heading', { name: 'Sign in to continue searching' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
});
