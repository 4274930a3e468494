import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, secondPerson, signIn, test } from './fixtures';
import {
  type ApiScreen,
  type ApiScreenPage,
  openGrid,
  revealTile,
  screenGrid,
  tileUuids,
  toasts,
} from './library';
import { sameOrigin } from './test-mode-billing';

/** Opens, over /n/pages, the first screen the viewer may see in full that matches `pick`. */
async function openScreen(page: Page, pick: (screen: ApiScreen) => boolean = () => true) {
  const firstPage = openGrid(page, '/n/pages');
  const { items } = await firstPage;
  const screen = items.find((item) => item.image.full !== null && pick(item));
  expect(screen, 'a screen to open').toBeDefined();
  const { uuid } = screen as ApiScreen;
  await (await revealTile(page, screenGrid(page).locator(`a[href="/n/pages/${uuid}"]`))).click();
  const dialog = page.getByRole('dialog');
  await expect(page).toHaveURL(new RegExp(`/n/pages/${uuid}$`));
  await expect(dialog.getByRole('button', { name: 'Copy image' })).toBeVisible();
  return { screen: screen as ApiScreen, dialog };
}

test('a Pro member marks a screen as favorite, finds it in Favorites, and removes it', async ({ page }) => {
  await signIn(page, ACCOUNTS.pro);
  const favorites = (await (await page.request.get('/api/me/favorites')).json()) as { screens: number[] };
  const { screen, dialog } = await openScreen(page, (item) => !favorites.screens.includes(item.id));

  const favorite = dialog.getByRole('button', { name: /^Favorite/ });
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(toasts(page).filter({ hasText: 'Marked as favorite' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Favorited/ })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  // The preview closes by going one step back in the history: that traversal, still on its way, would
  // cancel an address opened at once (as it would a person's typed within the same instant).
  await expect(page).not.toHaveURL(new RegExp(screen.uuid));
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible();
  const grid = screenGrid(page, 'Favorite screens');
  await expect.poll(() => tileUuids(grid)).toContain(screen.uuid);

  // From the favourites, open it and take it out again.
  await (await revealTile(page, grid.locator(`a[href="/n/pages/${screen.uuid}"]`))).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Favorited/ })
    .click();
  await expect(toasts(page).filter({ hasText: 'Removed from favorites' })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^Favorite/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/favorites$/);
  await expect
    .poll(() => tileUuids(screenGrid(page, 'Favorite screens')).catch(() => []))
    .not.toContain(screen.uuid);
});

test('a free member who taps Favorite is offered Pro; the server refuses it too', async ({ page }) => {
  await signIn(page, freshEmail('favorite-free'));
  const { screen, dialog } = await openScreen(page);
  await dialog.getByRole('button', { name: /^Favorite/ }).click();
  const paywall = page.getByRole('dialog', { name: 'Unlock everything with Pro' });
  await expect(paywall).toContainText('Favorites are part of Pro');
  await expect(toasts(page).filter({ hasText: 'Marked as favorite' })).toHaveCount(0);
  // A client that skips the button is refused by the API with the same rule.
  const refused = await page.request.patch(`/api/me/screens/favorite/${screen.id}`, {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'premium_required' });
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', exact: true })).toHaveCount(0);
});

test('a visitor who saves a screen is asked to sign up', async ({ page }) => {
  await page.goto('/pages');
  await screenGrid(page).getByRole('link').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up to continue' })).toBeVisible();
});

test('a Pro member saves a screen to a new collection, finds it there, renames it, takes the screen out and deletes the collection', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  const { screen, dialog } = await openScreen(page);
  const name = `E2E ideas ${crypto.randomUUID().slice(0, 6)}`;
  const renamed = `${name} (renamed)`;

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save to collection' });
  await expect(save).toBeVisible();
  await save.getByLabel('New collection').fill(name);
  await save.getByRole('button', { name: 'Create' }).click();
  await expect(toasts(page).filter({ hasText: `Saved to ${name}` })).toBeVisible();
  // The new collection is listed in the modal, with the screen in it.
  await expect(save.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(save).toBeHidden();

  await page.goto('/collections');
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(
    /\/collections\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  const collectionUrl = page.url();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  const saved = screenGrid(page, 'Saved screens');
  await expect.poll(() => tileUuids(saved)).toEqual([screen.uuid]);

  // Rename in the settings.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Collection settings' });
  await expect(settings.getByLabel('Name')).toHaveValue(name);
  await settings.getByLabel('Name').fill(renamed);
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page).filter({ hasText: 'Collection saved' })).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  expect(page.url()).toBe(collectionUrl);

  // A saved screen opens over the collection and closes back to it.
  await (await revealTile(page, saved.locator(`a[href="/n/pages/${screen.uuid}"]`))).click();
  await expect(page).toHaveURL(new RegExp(`/n/pages/${screen.uuid}$`));
  // The address changes before the preview's chunk has arrived: Escape closes the dialog once it is there.
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Copy image' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(collectionUrl);

  // Taken out from the grid itself: the remove button over the tile.
  await saved.locator(`a[href="/n/pages/${screen.uuid}"]`).hover();
  await page.getByRole('button', { name: `Remove this ${screen.app.title} screen from ${renamed}` }).click();
  await expect(toasts(page).filter({ hasText: `Removed from ${renamed}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();

  // Delete, to leave the demo account as it was.
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('button', { name: 'Delete this collection…' }).click();
  await settings.getByRole('button', { name: 'Delete collection' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(toasts(page).filter({ hasText: 'Collection deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(renamed) })).toHaveCount(0);
});

test('a Pro member starts a collection from /collections: the name is focused, Enter creates and opens it; a free member has no such button', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.pro);
  await page.goto('/collections');
  await page.getByRole('button', { name: 'New collection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New collection' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  const name = `E2E board ${crypto.randomUUID().slice(0, 6)}`;
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    /\/collections\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(toasts(page).filter({ hasText: `Created ${name}` })).toBeVisible();

  // Delete, to leave the demo account as it was.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Collection settings' });
  await settings.getByRole('button', { name: 'Delete this collection…' }).click();
  await settings.getByRole('button', { name: 'Delete collection' }).click();
  await expect(page).toHaveURL(/\/collections$/);

  const free = await browser.newPage();
  await signIn(free, freshEmail('collections'));
  await free.goto('/collections');
  await expect(free.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
  await expect(free.getByRole('button', { name: 'New collection' })).toHaveCount(0);
  await free.context().close();
});

test('a Pro member makes a share link; anyone with it reads the collection, as a view, without changing it; turned off, it opens nothing; Pro exports it as a ZIP', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ACCOUNTS.pro);
  const [screen] = ((await (await page.request.get('/api/screens?limit=1')).json()) as ApiScreenPage).items;
  if (!screen) throw new Error('the demo library has no screen');
  const name = `E2E linked ${crypto.randomUUID().slice(0, 6)}`;
  const created = await page.request.post('/api/collections', {
    data: {
      name,
      description: 'References for the checkout redesign',
      item: { type: 'screens', id: screen.id },
    },
    headers: sameOrigin(),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };

  await page.goto(`/collections/${uuid}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Collection settings' });
  await settings.getByRole('button', { name: 'Create link' }).click();
  const field = settings.getByRole('textbox', { name: 'Share link' });
  await expect(field).toHaveValue(/^http:\/\/[^/]+\/shared\/[A-Za-z0-9_-]{32}$/);
  const link = await field.inputValue();
  await settings.getByRole('button', { name: 'Copy link' }).click();
  await expect(toasts(page).filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Someone without an account opens it: the collection, read only, as one view of the library.
  const visitor = await secondPerson(browser);
  const answer = visitor.waitForResponse((response) => response.url().includes('/api/shared/collections/'));
  await visitor.goto(link);
  expect((await answer).headers()['visit-count']).toBe('1');
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByText('References for the checkout redesign')).toBeVisible();
  await expect(visitor.getByText(/1 screen$/)).toBeVisible();
  await expect.poll(() => tileUuids(screenGrid(visitor, 'Saved screens'))).toEqual([screen.uuid]);
  await expect(visitor.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  expect((await visitor.request.get(`/api/collections/${uuid}`)).status()).toBe(401);

  // Turned off, the link opens nothing, and says so.
  await settings.getByRole('button', { name: 'Turn off link' }).click();
  await expect(settings.getByRole('button', { name: 'Create link' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: "This link doesn't open a collection" })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '/pages');
  await visitor.context().close();

  // Pro exports it: the screen's file and a manifest, in one ZIP named after the collection.
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export ZIP' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe(`${name.toLowerCase().replaceAll(' ', '-')}.zip`);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(bytes.includes('manifest.json')).toBe(true);

  // Delete, to leave the demo account as it was.
  expect((await page.request.delete(`/api/collections/${uuid}`, { headers: sameOrigin() })).status()).toBe(
    204,
  );
});

test('a Pro member saves a flow, a component and an app beside screens, and arranges the screens; the order holds', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  const first = async <T>(path: string): Promise<T> => {
    const [item] = ((await (await page.request.get(path)).json()) as { items: T[] }).items;
    if (!item) throw new Error(`${path} lists nothing`);
    return item;
  };
  const screens = ((await (await page.request.get('/api/screens?limit=2')).json()) as ApiScreenPage).items;
  const [older, newer] = screens;
  if (!older || !newer) throw new Error('the demo library has fewer than 2 screens');
  const flow = await first<{ id: number; uuid: string; title: string; app: { title: string } }>(
    '/api/flows?limit=1',
  );
  const component = await first<{ id: number; uuid: string; app: { title: string } }>(
    '/api/components?limit=1',
  );
  const app = await first<{ id: number; slug: string; title: string }>('/api/apps?limit=1');
  const name = `E2E every kind ${crypto.randomUUID().slice(0, 6)}`;
  const created = await page.request.post('/api/collections', {
    data: { name, item: { type: 'screens', id: older.id } },
    headers: sameOrigin(),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  const added = await page.request.put(`/api/collections/${uuid}/items/screens/${newer.id}`, {
    headers: sameOrigin(),
  });
  expect(added.ok(), await added.text()).toBe(true);

  // Save from each kind's own page: the Save button beside Favorite, the collection picked in the dialog.
  const saveFrom = async (path: string, label: string) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to collection' });
    // The dialog says what it saves.
    await expect(dialog).toContainText(label);
    const option = dialog.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(option).toHaveAttribute('aria-pressed', 'false');
    await option.click();
    await expect(toasts(page).filter({ hasText: `Saved to ${name}` })).toBeVisible();
    await expect(option).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await saveFrom(`/flows/${flow.uuid}`, `${flow.app.title}: ${flow.title}`);
  await saveFrom(`/components/${component.uuid}`, `${component.app.title} component`);
  await saveFrom(`/apps/${app.slug}`, app.title);

  // The collection shows a section per kind, each item in its own grid; the list says what it holds.
  await page.goto('/collections');
  await expect(page.getByRole('link', { name: new RegExp(name) })).toContainText(
    '2 screens, 1 flow, 1 component, 1 app',
  );
  await page.goto(`/collections/${uuid}`);
  for (const [heading, count] of [
    ['Screens', '2'],
    ['Flows', '1'],
    ['Components', '1'],
    ['Apps', '1'],
  ])
    await expect(page.getByRole('heading', { level: 2, name: `${heading} ${count}` })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Saved flows' }).locator(`a[href$="/flows/${flow.uuid}"]`),
  ).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Saved components' }).locator(`a[href$="/components/${component.uuid}"]`),
  ).toHaveCount(1);
  await expect(
    page.getByRole('list', { name: 'Saved apps' }).locator(`a[href$="/apps/${app.slug}"]`),
  ).toHaveCount(1);

  // Newest first; moved with the keyboard, the older screen comes first, and stays first after a reload.
  const saved = screenGrid(page, 'Saved screens');
  await expect.poll(() => tileUuids(saved)).toEqual([newer.uuid, older.uuid]);
  const later = page.getByRole('button', { name: `Move this ${newer.app.title} screen later` }).first();
  await later.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => tileUuids(saved)).toEqual([older.uuid, newer.uuid]);
  await page.reload();
  await expect.poll(() => tileUuids(screenGrid(page, 'Saved screens'))).toEqual([older.uuid, newer.uuid]);
  await expect(
    page.getByRole('button', { name: `Move this ${older.app.title} screen earlier` }).first(),
  ).toBeDisabled();

  // Dragged with the mouse onto the older screen, the newer one lands before it: a bar marks that side
  // while it moves, and the order holds after a reload.
  const [olderTile, newerTile] = [older, newer].map((screen) =>
    saved.getByRole('listitem').filter({ has: page.locator(`a[href$="/pages/${screen.uuid}"]`) }),
  ) as [Locator, Locator];
  const centre = async (tile: Locator) => {
    const box = await tile.boundingBox();
    if (!box) throw new Error('a tile has no box');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const [start, end] = [await centre(newerTile), await centre(olderTile)];
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await expect(olderTile.locator('[data-landing="before"]')).toHaveCount(1);
  await page.mouse.up();
  await expect.poll(() => tileUuids(saved)).toEqual([newer.uuid, older.uuid]);
  // The drop opened nothing: a drag is not a click.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect.poll(() => tileUuids(screenGrid(page, 'Saved screens'))).toEqual([newer.uuid, older.uuid]);

  // Taken out from its own section: the app goes, the rest stays.
  await page.getByRole('button', { name: `Remove ${app.title} from ${name}` }).click();
  await expect(toasts(page).filter({ hasText: `Removed from ${name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved apps' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Flows 1' })).toBeVisible();

  expect((await page.request.delete(`/api/collections/${uuid}`, { headers: sameOrigin() })).status()).toBe(
    204,
  );
});

test("a Pro teammate arranges and describes a collection shared with the workspace; sharing it stays the owner's", async ({
  page,
  browser,
}) => {
  // The owner (Pro) shares a collection of two screens with the demo workspace.
  await signIn(page, ACCOUNTS.pro);
  const [first, second] = ((await (await page.request.get('/api/screens?limit=2')).json()) as ApiScreenPage)
    .items;
  if (!first || !second) throw new Error('the demo library has fewer than 2 screens');
  const name = `E2E team ${crypto.randomUUID().slice(0, 6)}`;
  const created = await page.request.post('/api/collections', {
    data: { name, item: { type: 'screens', id: first.id } },
    headers: sameOrigin(),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  for (const change of [
    page.request.put(`/api/collections/${uuid}/items/screens/${second.id}`, { headers: sameOrigin() }),
    page.request.patch(`/api/collections/${uuid}`, { data: { sharedWithTeam: true }, headers: sameOrigin() }),
  ])
    expect((await change).ok()).toBe(true);

  // A Pro teammate opens it from the workspace's collections, and arranges it from the grid.
  const mate = await secondPerson(browser);
  await signIn(mate, ACCOUNTS.admin, '/collections');
  await mate.getByRole('link', { name: new RegExp(name) }).click();
  const saved = screenGrid(mate, 'Saved screens');
  await expect.poll(() => tileUuids(saved)).toEqual([second.uuid, first.uuid]);
  await mate
    .getByRole('button', { name: `Move this ${second.app.title} screen later` })
    .first()
    .click();
  await expect.poll(() => tileUuids(saved)).toEqual([first.uuid, second.uuid]);

  // The settings give the teammate its name and description; sharing and deleting are not offered.
  await mate.getByRole('button', { name: 'Settings' }).click();
  const settings = mate.getByRole('dialog', { name: 'Collection settings' });
  await expect(settings).toContainText('only its owner shares it or deletes it');
  await expect(settings.getByRole('checkbox', { name: 'Share with my team' })).toHaveCount(0);
  await expect(settings.getByRole('button', { name: /Delete this collection/ })).toHaveCount(0);
  await settings.getByLabel('Description').fill('Picked with the team');
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(settings).toBeHidden();
  // The server holds the same line: the teammate cannot stop the sharing.
  const unshare = await mate.request.patch(`/api/collections/${uuid}`, {
    data: { sharedWithTeam: false },
    headers: sameOrigin(),
  });
  expect(unshare.status()).toBe(403);
  await mate.context().close();

  // The owner finds the collection as the teammate left it.
  await page.goto(`/collections/${uuid}`);
  await expect(page.getByText('Picked with the team')).toBeVisible();
  await expect.poll(() => tileUuids(screenGrid(page, 'Saved screens'))).toEqual([first.uuid, second.uuid]);
  expect((await page.request.delete(`/api/collections/${uuid}`, { headers: sameOrigin() })).status()).toBe(
    204,
  );
});
