import { expect, freshEmail, signIn, test } from './fixtures';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('a screen opens over the grid at /n/pages/{uuid} and closes back to the grid', async ({ page }) => {
  await signIn(page, freshEmail('modal'));
  await page.goto('/n/pages?screenTypes=application');
  const grid = page.getByRole('list', { name: 'Screens' });
  await expect(grid).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  // A tile in view, clicked without Playwright scrolling it: the page must stay exactly where it is.
  const tile = grid.getByRole('link').nth(7);
  await tile.dispatchEvent('click');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/n/pages/${UUID.source}$`));
  const first = page.url();
  // The page underneath stays: same grid, same filters, same scroll position.
  await expect(grid).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(400);

  // Arrow keys step once the screen (and so its neighbours) has loaded.
  await expect(dialog.getByRole('button', { name: 'Next screen' })).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(new RegExp(`/n/pages/${UUID.source}$`));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
});

test('the same address opened directly is a full page', async ({ page }) => {
  await page.goto('/pages');
  const href = await page
    .getByRole('list', { name: 'Screens' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(href).toMatch(UUID);
  await page.goto(href as string);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Similar screens' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy image' })).toBeVisible();
});

test('Escape pressed while the preview is still on its way closes it too', async ({ page }) => {
  // The preview's code is held back until the key has been pressed (a slow phone on a slow network).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/screen-preview-modal-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, freshEmail('modal-early'));
  await page.goto('/n/pages?screenTypes=application');
  const grid = page.getByRole('list', { name: 'Screens' });
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/n/pages/${UUID.source}$`));
  await expect(page.getByRole('button', { name: 'Opening the preview; close it' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
  release();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(grid).toBeVisible();
});
