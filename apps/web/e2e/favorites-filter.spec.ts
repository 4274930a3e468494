import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import {
  type ApiScreen,
  expectGridOf,
  nextScreensPage,
  openGrid,
  revealTile,
  screenGrid,
  tileUuids,
  toasts,
} from './library';

/** The ids of the screens the signed-in member has marked as favorite. */
async function favoriteScreenIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/me/favorites');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { screens: number[] }).screens;
}

const favoritedOnly = (url: URL) => url.searchParams.get('is_favorited') === '1';

test('a Pro member favorites a screen and "Favorites only" shows exactly the favorites, then everything again', async ({
  page,
}) => {
  // The Pro account is held by this test until it ends, so its favourites change only here meanwhile.
  await signIn(page, ACCOUNTS.pro);
  const before = await favoriteScreenIds(page);
  const { items } = await openGrid(page, '/n/pages');
  const screen = items.find((item) => !before.includes(item.id)) as ApiScreen;
  expect(screen, 'a screen of the first page that is not a favorite yet').toBeDefined();
  const others = items.filter((item) => item.id !== screen.id && !before.includes(item.id));
  expect(others.length).toBeGreaterThan(5);

  const grid = screenGrid(page);
  // check() reads the box straight after the click: the switch must show its new state at once, not
  // only when the router has committed the new address.
  const favoritesOnly = page.getByRole('checkbox', { name: 'Favorites only' });
  let favorited = false;
  try {
    // Favorite it from its preview.
    await (await revealTile(page, grid.locator(`a[href="/n/pages/${screen.uuid}"]`))).click();
    const dialog = page.getByRole('dialog');
    await expect(page).toHaveURL(new RegExp(`/n/pages/${screen.uuid}$`));
    const favorite = dialog.getByRole('button', { name: /^Favorite/ });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    favorited = true;
    await expect(toasts(page).filter({ hasText: 'Marked as favorite' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Favorited/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/n\/pages$/);
    const favorites = await favoriteScreenIds(page);
    expect(favorites).toContain(screen.id);

    // "Favorites only": the address says so, and the grid holds the favorites and nothing else.
    await expect(favoritesOnly).not.toBeChecked();
    const filtered = nextScreensPage(page, { also: favoritedOnly });
    await favoritesOnly.check();
    await expect(page).toHaveURL(/\/n\/pages\?isFavorited=1$/);
    await expect(favoritesOnly).toBeChecked();
    const onlyFavorites = await filtered;
    const shownIds = onlyFavorites.items.map((item) => item.id);
    expect(shownIds).toContain(screen.id);
    expect(shownIds.every((id) => favorites.includes(id))).toBe(true);
    if (onlyFavorites.nextCursor === null) expect([...shownIds].sort()).toEqual([...favorites].sort());
    const favoriteUuids = onlyFavorites.items.map((item) => item.uuid);
    await expectGridOf(grid, favoriteUuids);
    for (const other of others) expect(favoriteUuids).not.toContain(other.uuid);
    await expect(page.getByRole('region', { name: 'Filters' }).locator('output')).toHaveText(
      `${favorites.length} screen${favorites.length === 1 ? '' : 's'}`,
    );

    // The filter lives in the address: a reload keeps it.
    const reloaded = nextScreensPage(page, { also: favoritedOnly });
    await page.reload();
    const afterReload = (await reloaded).items.map((item) => item.uuid);
    expect(afterReload).toContain(screen.uuid);
    await expect(favoritesOnly).toBeChecked();
    await expectGridOf(grid, afterReload);

    // Off again: the parameter goes, and the whole library is back.
    await favoritesOnly.uncheck();
    await expect(page).toHaveURL(/\/n\/pages$/);
    await expect(favoritesOnly).not.toBeChecked();
    await expectGridOf(
      grid,
      items.map((item) => item.uuid),
    );

    // On again, and take the favorite out from its preview: it leaves the favourites grid.
    await favoritesOnly.check();
    await expect(page).toHaveURL(/\/n\/pages\?isFavorited=1$/);
    await expect.poll(() => tileUuids(grid)).toContain(screen.uuid);
    await (await revealTile(page, grid.locator(`a[href="/n/pages/${screen.uuid}"]`))).click();
    await expect(page).toHaveURL(new RegExp(`/n/pages/${screen.uuid}$`));
    await dialog.getByRole('button', { name: /^Favorited/ }).click();
    await expect(toasts(page).filter({ hasText: 'Removed from favorites' })).toBeVisible();
    favorited = false;
    await expect(dialog.getByRole('button', { name: /^Favorite/ })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/n\/pages\?isFavorited=1$/);
    await expect.poll(() => tileUuids(grid).catch(() => [])).not.toContain(screen.uuid);
    expect((await favoriteScreenIds(page)).sort()).toEqual([...before].sort());
  } finally {
    // Leave the demo account as it was, even when an assertion above failed.
    if (favorited) {
      const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
      await page.request.delete(`/api/me/screens/favorite/${screen.id}`, { headers: { origin: baseURL } });
    }
  }
});
