import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { type ApiScreenPage, tileUuids } from './library';

/** A real screen of the library and the bytes of its detail image, as a person would save it. */
async function aScreenAndItsPicture(page: Page) {
  const list = await page.request.get('/api/screens?platforms=ios&limit=12');
  expect(list.ok()).toBe(true);
  const screen = ((await list.json()) as ApiScreenPage).items.find((item) => item.image.full !== null);
  if (!screen?.image.full) throw new Error('no screen with a detail image in the first page');
  const image = await page.request.get(screen.image.full);
  expect(image.ok()).toBe(true);
  return {
    uuid: screen.uuid,
    file: {
      name: 'my-screenshot.webp',
      mimeType: image.headers()['content-type'] ?? 'image/webp',
      buffer: await image.body(),
    },
  };
}

/** Every picture search the page sends, counted. */
function countPictureSearches(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search/image') sent.push(request.method());
  });
  return sent;
}

/** The results of a picture search: the screen is among the first three, saying which words it shares. */
async function expectFound(page: Page, uuid: string) {
  const results = page.getByRole('list', { name: 'Screens like your screenshot' });
  await expect(results).toBeVisible();
  expect((await tileUuids(results)).slice(0, 3)).toContain(uuid);
  const own = results.locator(':scope > li').filter({ has: page.locator(`a[href$="${uuid}"]`) });
  await expect(
    own.getByRole('list', { name: 'Words in common' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(own.getByText(/^Looks alike \d+%$/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your screenshot' })).toBeVisible();
}

test('a Pro member finds a screen by its picture: chosen, dropped, or picked from the command palette', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro, '/search');
  const { uuid, file } = await aScreenAndItsPicture(page);
  const sent = countPictureSearches(page);

  // Chosen with the button by the search field.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Search by picture' }).click();
  await (await chooser).setFiles(file);
  await expect(page).toHaveURL(/\/search\?by=picture$/);
  await expectFound(page, uuid);
  expect(sent).toEqual(['POST']);

  // Back to the text search with the ×.
  await page.getByRole('button', { name: 'Leave picture search' }).click();
  await expect(page.getByRole('complementary', { name: 'Your screenshot' })).toBeHidden();

  // Dropped anywhere on the page: the overlay shows while the file is over it.
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { bytes: [...file.buffer], name: file.name, type: file.mimeType },
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer });
  await expect(page.getByText('Drop a screenshot to find screens like it')).toBeVisible();
  await page.dispatchEvent('main', 'dragover', { dataTransfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer });
  await expect(page.getByText('Drop a screenshot to find screens like it')).toBeHidden();
  await expectFound(page, uuid);
  expect(sent).toEqual(['POST', 'POST']);

  // From the command palette on another page: the file travels with the navigation, sent once.
  await page.goto('/n/pages');
  // The palette's button, as a person clicks it: a key pressed before the page is ready would be lost.
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  const paletteChooser = page.waitForEvent('filechooser');
  await page.getByRole('option', { name: /Search by picture/ }).click();
  await (await paletteChooser).setFiles(file);
  await expect(page).toHaveURL(/\/search\?by=picture$/);
  await expectFound(page, uuid);
  expect(sent).toEqual(['POST', 'POST', 'POST']);
});

test('a free member is shown the paywall by the Search by picture action', async ({ page }) => {
  await signIn(page, ACCOUNTS.free);
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  await page.getByRole('option', { name: /Search by picture/ }).click();
  const paywall = page.getByRole('dialog', { name: 'Unlock everything with Pro' });
  await expect(paywall).toBeVisible();
  await expect(paywall).toContainText('Search by picture is part of Pro');
});
