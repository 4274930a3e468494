import { expect, freshEmail, signIn, test } from './fixtures';
import { nextScreensPage, openGrid, screenGrid, scrollToEnd, tileUuids } from './library';

for (const who of ['visitor', 'member'] as const) {
  const path = who === 'visitor' ? '/pages' : '/n/pages';

  test(`${path}: scrolling to the end loads more screens, each tile sized before its image loads (${who})`, async ({
    page,
  }) => {
    if (who === 'member') await signIn(page, freshEmail('scroll'));
    // No picture ever arrives: the tiles must still take the space of their images.
    await page.route('**/media/**', (route) => route.abort());
    const first = openGrid(page, path);
    const { items, nextCursor } = await first;
    expect(nextCursor).not.toBeNull();
    const grid = screenGrid(page);
    await expect(grid.getByRole('listitem')).toHaveCount(items.length);
    expect(await tileUuids(grid)).toEqual(items.map((item) => item.uuid));

    // Each tile's image carries the API's width and height, and its box has the image's ratio.
    const tiles = await grid.locator('.media').evaluateAll((boxes) =>
      boxes.map((box) => {
        const image = box.querySelector<HTMLImageElement>('img.media-img');
        const rect = box.getBoundingClientRect();
        return {
          width: Number(image?.getAttribute('width')),
          height: Number(image?.getAttribute('height')),
          aspectRatio: (box as HTMLElement).style.aspectRatio,
          loaded: Boolean(image?.complete && image.naturalWidth > 0),
          boxRatio: rect.height / rect.width,
        };
      }),
    );
    expect(tiles).toHaveLength(items.length);
    tiles.forEach((tile, index) => {
      const { width, height } = items[index]?.image ?? { width: 0, height: 0 };
      expect(tile).toMatchObject({ width, height, aspectRatio: `${width} / ${height}`, loaded: false });
      expect(tile.boxRatio).toBeCloseTo(height / width, 1);
    });

    // The end of the grid brings the next page, then the one after: more tiles, never the same twice.
    let expected = items.length;
    for (let round = 0; round < 2; round += 1) {
      const next = nextScreensPage(page, { next: true });
      await scrollToEnd(page);
      const more = await next;
      expected += more.items.length;
      await expect(grid.getByRole('listitem')).toHaveCount(expected);
    }
    const uuids = await tileUuids(grid);
    expect(uuids).toHaveLength(expected);
    expect(new Set(uuids).size).toBe(uuids.length);
  });
}

test('filters set in the bar live in the query string, come back with the address and with back/forward', async ({
  page,
}) => {
  await signIn(page, freshEmail('filters'));
  const firstLoad = openGrid(page, '/n/pages');
  const everything = await firstLoad;
  const grid = screenGrid(page);
  await expect(grid.getByRole('listitem')).toHaveCount(everything.items.length);
  const summary = page.getByRole('region', { name: 'Filters' }).getByRole('status');
  await expect(summary).toHaveText(`${everything.total.value.toLocaleString('en')} screens`);

  // A pattern chip: its id goes to ?patternCategories=, the grid shows only that pattern, and the
  // chip's count is the number of screens found.
  const patterns = page.getByRole('list', { name: 'Patterns' });
  const chip = patterns.getByRole('button').nth(2);
  const chipCount = Number((await chip.locator('.chip-count').textContent())?.replaceAll(',', ''));
  expect(chipCount).toBeGreaterThan(0);
  const filtered = nextScreensPage(page, { also: (url) => url.searchParams.has('pattern_cats') });
  await chip.click();
  await expect(page).toHaveURL(/\/n\/pages\?patternCategories=\d+$/);
  const patternId = Number(new URL(page.url()).searchParams.get('patternCategories'));
  const byPattern = await filtered;
  expect(byPattern.items.length).toBeGreaterThan(0);
  for (const item of byPattern.items) {
    expect(item.patternCategories.map((category) => category.id)).toContain(patternId);
  }
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toHaveText(`${chipCount.toLocaleString('en')} screens`);
  await expect.poll(() => tileUuids(grid)).toEqual(byPattern.items.map((item) => item.uuid));

  // A screen type on top: both keys in the query string.
  await page.getByRole('group', { name: 'Screen type' }).getByText('App', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?patternCategories=${patternId}&screenTypes=application$`));
  await expect(page.getByRole('radio', { name: 'App' })).toBeChecked();
  const bothUrl = page.url();
  await expect(page.getByRole('button', { name: 'Clear all (2)' })).toBeVisible();
  await expect.poll(async () => (await tileUuids(grid)).length).toBeGreaterThan(0);
  const bothTiles = await tileUuids(grid);

  // Removing the pattern keeps the screen type.
  await chip.click();
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Clear all (1)' })).toBeVisible();

  // Clear all: an empty query, every screen again.
  await page.getByRole('button', { name: 'Clear all (1)' }).click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(page.getByRole('button', { name: /^Clear all/ })).toBeHidden();
  await expect(summary).toHaveText(`${everything.total.value.toLocaleString('en')} screens`);
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();

  // Back and forward walk through the filter states.
  await page.goBack();
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
  await expect(page.getByRole('radio', { name: 'App' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(bothUrl);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => tileUuids(grid)).toEqual(bothTiles);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  // The address alone reproduces the view.
  await page.goto(bothUrl);
  await expect(page.getByRole('list', { name: 'Patterns' }).getByRole('button').nth(2)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('radio', { name: 'App' })).toBeChecked();
  await expect.poll(() => tileUuids(screenGrid(page))).toEqual(bothTiles);
});

test('an industry from the menu joins the query string and counts in the menu badge', async ({ page }) => {
  await signIn(page, freshEmail('industry'));
  await page.goto('/n/pages?screenTypes=marketing');
  await expect(page.getByRole('heading', { name: 'Marketing screens' })).toBeVisible();
  await page.locator('summary', { hasText: 'Industry' }).click();
  const option = page.getByRole('group', { name: 'Industry' }).getByRole('checkbox').first();
  const filtered = nextScreensPage(page, { also: (url) => url.searchParams.has('product_cats') });
  await option.click();
  await expect(option).toBeChecked();
  await expect(page).toHaveURL(/\/n\/pages\?productCategories=\d+&screenTypes=marketing$/);
  const result = await filtered;
  for (const item of result.items) expect(item.screenType).toBe('marketing');
  await expect(page.getByRole('button', { name: 'Clear all (2)' })).toBeVisible();
});
