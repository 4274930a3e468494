import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, freshEmail, signIn, test } from './fixtures';
import {
  type ApiScreen,
  clickInPlace,
  expectGridOf,
  nextScreensPage,
  openGrid,
  restrictedRun,
  revealTile,
  screenGrid,
  toasts,
} from './library';

/** The preview shows this screen: its address, and its own content rendered (not the previous one's). */
async function expectShowing(page: Page, uuid: string) {
  await expect(page).toHaveURL(new RegExp(`/n/pages/${uuid}$`));
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Open as a page' })).toHaveAttribute(
    'href',
    `/n/pages/${uuid}`,
  );
}

test('a free member steps over Pro screens with the buttons and the arrow keys; Escape returns to the grid where it was', async ({
  page,
}) => {
  await signIn(page, freshEmail('skip'));
  const firstPage = openGrid(page, '/n/pages');
  const { items } = await firstPage;
  const run = restrictedRun(items);
  expect(run, 'the first page of the grid has a Pro screen between two free ones').not.toBeNull();
  const { before, locked, after } = run as NonNullable<typeof run>;
  // For a free member the API withholds the full picture of the Pro screen.
  expect(locked.image.full).toBeNull();

  const grid = screenGrid(page);
  await expectGridOf(
    grid,
    items.map((item) => item.uuid),
  );
  const lockedTile = await revealTile(page, grid.locator(`a[href="/n/pages/${locked.uuid}"]`));
  await expect(lockedTile).toHaveAccessibleName(/\(Pro\)$/);

  // Scroll the tile into the middle of the window and open it without Playwright scrolling.
  const tile = await revealTile(page, grid.locator(`a[href="/n/pages/${before.uuid}"]`));
  const scrollY = await clickInPlace(page, tile);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectShowing(page, before.uuid);
  const next = dialog.getByRole('button', { name: 'Next screen' });
  const previous = dialog.getByRole('button', { name: 'Previous screen' });

  // Buttons: next skips the Pro screen(s), previous comes back over them.
  await next.click();
  await expectShowing(page, after.uuid);
  await expect(dialog.getByRole('button', { name: 'Copy image' })).toBeVisible();
  await previous.click();
  await expectShowing(page, before.uuid);

  // Arrow keys do the same.
  await expect(next).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, after.uuid);
  await expect(previous).toBeEnabled();
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, before.uuid);
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, after.uuid);
  await expect(dialog.getByText('This screen is part of Pro')).toHaveCount(0);

  // Escape: the grid's own address, at the same scroll position.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  await expect(tile).toBeInViewport();
});

test('stepping past the last screen of a page loads the next page of the grid', async ({ page }) => {
  await signIn(page, freshEmail('step-more'));
  const firstPage = openGrid(page, '/n/pages?screenTypes=application');
  const { items } = await firstPage;
  const grid = screenGrid(page);
  await expectGridOf(
    grid,
    items.map((item) => item.uuid),
  );
  const lastFree = [...items].reverse().find((item) => !item.is_restricted) as ApiScreen;

  // Reaching the tile may already bring the next page (the grid's own infinite scroll); either way the
  // preview must step onto it.
  const nextPage = nextScreensPage(page, { next: true });
  await (await revealTile(page, grid.locator(`a[href="/n/pages/${lastFree.uuid}"]`))).dispatchEvent('click');
  const dialog = page.getByRole('dialog');
  await expectShowing(page, lastFree.uuid);
  const more = await nextPage;
  const following = more.items.find((item) => !item.is_restricted) as ApiScreen;
  await expect(dialog.getByRole('button', { name: 'Next screen' })).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, following.uuid);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
});

test('Copy image puts the picture on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, freshEmail('copy'));
  const firstPage = openGrid(page, '/n/pages');
  const screen = (await firstPage).items.find((item) => !item.is_restricted) as ApiScreen;
  await (await revealTile(page, screenGrid(page).locator(`a[href="/n/pages/${screen.uuid}"]`))).click();
  await expectShowing(page, screen.uuid);
  await page.getByRole('dialog').getByRole('button', { name: 'Copy image' }).click();
  await expect(toasts(page).filter({ hasText: 'Image copied to clipboard' })).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const blob = await item?.getType('image/png');
    if (!blob) return null;
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height };
  });
  expect(copied).toEqual({ width: screen.image.width, height: screen.image.height });
});

test('Download saves the screen under a name that says what it is', async ({ page }) => {
  await signIn(page, freshEmail('download'));
  const screen = (await openGrid(page, '/n/pages')).items.find((item) => !item.is_restricted) as ApiScreen;
  await (await revealTile(page, screenGrid(page).locator(`a[href="/n/pages/${screen.uuid}"]`))).click();
  await expectShowing(page, screen.uuid);
  const saving = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('link', { name: 'Download' }).click();
  const download = await saving;
  // The demo library keeps no originals (its screens are generated), so the large WebP is offered.
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${screen.app.slug}-[a-z-]+-${screen.uuid.slice(0, 8)}\\.webp$`),
  );
  expect(download.url()).toMatch(/\/full\.webp\?e=\d+&s=[\w-]{22}$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
});

test('the browser back button closes the preview and forward opens it again', async ({ page }) => {
  await signIn(page, freshEmail('history'));
  await page.goto('/n/pages?screenTypes=marketing');
  const tile = screenGrid(page).getByRole('link').first();
  const href = (await tile.getAttribute('href')) as string;
  await tile.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=marketing$/);
  await expect(page.getByRole('heading', { name: 'Marketing screens' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(screenGrid(page)).toBeAttached();
});
