import { ACCOUNTS, expect, signIn, test } from './fixtures';

test("the search page reads the spec's term key (and the older q), keeps the words in its box and finds screens", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  const box = page.getByLabel('Search the library');
  for (const key of ['term', 'q']) {
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/search' &&
        new URL(response.url()).searchParams.get('q') === 'checkout',
    );
    await page.goto(`/search?${key}=checkout`);
    const found = (await (await answered).json()) as { screens: { items: unknown[] } };
    expect(found.screens.items.length, key).toBeGreaterThan(0);
    await expect(box).toHaveValue('checkout');
    await expect(page).toHaveTitle(/checkout/);
  }
  // A search made on the page is written with term=.
  await box.fill('sign in');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?term=sign\+in$/);
});
