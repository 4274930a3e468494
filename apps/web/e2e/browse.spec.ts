import { platformTitle } from '@pageshelf/domain/categories';
import { expect, freshEmail, signIn, test } from './fixtures';
import {
  type ApiScreen,
  expectGridOf,
  nextScreensPage,
  openGrid,
  screenGrid,
  scrollToEnd,
  totalText,
} from './library';

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
    let expected = items.map((item) => item.uuid);
    await expectGridOf(grid, expected);

    // Each rendered tile's image carries the API's width and height, and its box has the image's ratio.
    const tiles = await grid.locator(':scope > li').evaluateAll((rows) =>
      rows.map((row) => {
        const box = row.querySelector<HTMLElement>('.media');
        const image = box?.querySelector<HTMLImageElement>('img.media-img');
        const rect = box?.getBoundingClientRect();
        return {
          position: Number(row.getAttribute('aria-posinset')),
          width: Number(image?.getAttribute('width')),
          height: Number(image?.getAttribute('height')),
          aspectRatio: box?.style.aspectRatio,
          loaded: Boolean(image?.complete && image.naturalWidth > 0),
          boxRatio: rect ? rect.height / rect.width : 0,
        };
      }),
    );
    expect(tiles.length).toBeGreaterThan(4);
    for (const tile of tiles) {
      const { width, height } = items[tile.position - 1]?.image ?? { width: 0, height: 0 };
      expect(tile).toMatchObject({ width, height, aspectRatio: `${width} / ${height}`, loaded: false });
      expect(tile.boxRatio).toBeCloseTo(height / width, 1);
    }

    // The end of the grid brings the next page, then the one after: more tiles, never the same twice.
    for (let round = 0; round < 2; round += 1) {
      const next = nextScreensPage(page, { next: true });
      await scrollToEnd(page);
      const more = await next;
      expected = [...expected, ...more.items.map((item) => item.uuid)];
      await expectGridOf(grid, expected);
    }
    expect(new Set(expected).size).toBe(expected.length);
    // Windowed: the DOM holds the tiles near the window, not all of them; the top ones come back.
    expect(await grid.getByRole('listitem').count()).toBeLessThan(expected.length / 2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(grid.locator(`a[href="${path}/${expected[0]}"]`)).toBeInViewport();
    await expectGridOf(grid, expected);
  });
}

test('filters set in the bar live in the query string, come back with the address and with back/forward', async ({
  page,
}) => {
  await signIn(page, freshEmail('filters'));
  const firstLoad = openGrid(page, '/n/pages');
  const everything = await firstLoad;
  const grid = screenGrid(page);
  await expectGridOf(
    grid,
    everything.items.map((item) => item.uuid),
  );
  const summary = page.getByRole('region', { name: 'Filters' }).getByRole('status');
  await expect(summary).toHaveText(totalText(everything.total));

  // A pattern chip: its id goes to ?patternCategories=, the grid shows only that pattern, and the
  // chip's count is the number of screens found.
  // (The first pattern under the API's counting cap of 200, so the bar can show the exact figure.)
  const patterns = page.getByRole('list', { name: 'Patterns' });
  // The chips arrive with the categories, which may come after the grid.
  await expect(patterns.getByRole('button').nth(1)).toBeVisible();
  const counts = await patterns
    .getByRole('button')
    .evaluateAll((chips) =>
      chips.map((chip) => Number(chip.querySelector('.chip-count')?.textContent?.replaceAll(',', '') ?? 0)),
    );
  const chipIndex = counts.findIndex((count) => count > 0 && count <= 200);
  expect(chipIndex).toBeGreaterThanOrEqual(0);
  const chip = patterns.getByRole('button').nth(chipIndex);
  const chipCount = counts[chipIndex] ?? 0;
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
  await expectGridOf(
    grid,
    byPattern.items.map((item) => item.uuid),
  );

  // A screen type on top: both keys in the query string.
  const both = nextScreensPage(page, { also: (url) => url.searchParams.has('screen_types') });
  await page.getByRole('group', { name: 'Screen type' }).getByText('App', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?patternCategories=${patternId}&screenTypes=application$`));
  await expect(page.getByRole('radio', { name: 'App' })).toBeChecked();
  const bothUrl = page.url();
  await expect(page.getByRole('button', { name: 'Clear all (2)' })).toBeVisible();
  const bothTiles = (await both).items.map((item) => item.uuid);
  expect(bothTiles.length).toBeGreaterThan(0);
  await expectGridOf(grid, bothTiles);

  // Removing the pattern keeps the screen type.
  await chip.click();
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Clear all (1)' })).toBeVisible();

  // Clear all: an empty query, every screen again.
  await page.getByRole('button', { name: 'Clear all (1)' }).click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(page.getByRole('button', { name: /^Clear all/ })).toBeHidden();
  await expect(summary).toHaveText(totalText(everything.total));
  await expect(
    page.getByRole('group', { name: 'Screen type' }).getByRole('radio', { name: 'All' }),
  ).toBeChecked();

  // Back and forward walk through the filter states.
  await page.goBack();
  await expect(page).toHaveURL(/\/n\/pages\?screenTypes=application$/);
  await expect(page.getByRole('radio', { name: 'App' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(bothUrl);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expectGridOf(grid, bothTiles);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');

  // The address alone reproduces the view.
  await page.goto(bothUrl);
  await expect(
    page.getByRole('list', { name: 'Patterns' }).getByRole('button').nth(chipIndex),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: 'App' })).toBeChecked();
  await expectGridOf(screenGrid(page), bothTiles);
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

test('apps picked in the Apps menu, found by name, join the query string; the grid shows only their screens', async ({
  page,
}) => {
  await signIn(page, freshEmail('apps-filter'));
  const { items } = await openGrid(page, '/n/pages');
  const first = items[0] as ApiScreen;
  const second = items.find((item) => item.app.slug !== first.app.slug) as ApiScreen;
  expect(second, 'two apps on the first page').toBeDefined();

  const menu = page.locator('summary', { hasText: 'Apps' });
  await menu.click();
  const group = page.getByRole('group', { name: 'Apps' });
  await page.getByRole('searchbox', { name: 'Find an app' }).fill(first.app.title);
  // The product on each of its platforms is an app of that name: each option names its platform.
  const option = group.getByRole('checkbox', {
    name: new RegExp(`^${first.app.title} ${platformTitle(first.platform)} \\d`),
  });
  await expect(option).toHaveCount(1);
  // Only apps of that name are left once the search has applied.
  await expect
    .poll(async () =>
      (await group.locator('label').allTextContents()).every((name) => name.includes(first.app.title)),
    )
    .toBe(true);
  const filtered = nextScreensPage(page, { also: (url) => url.searchParams.has('products') });
  await option.click();
  await expect(page).toHaveURL(/\/n\/pages\?products=\d+$/);
  await expect(option).toBeChecked();
  const ofApp = await filtered;
  expect(ofApp.items.length).toBeGreaterThan(0);
  for (const item of ofApp.items) expect(item.app.slug).toBe(first.app.slug);
  await expectGridOf(
    screenGrid(page),
    ofApp.items.map((item) => item.uuid),
  );
  await expect(menu.locator('.menu-badge')).toHaveText('1');

  // A second app, found by another search: the first stays ticked at the top.
  await page.getByRole('searchbox', { name: 'Find an app' }).fill(second.app.title);
  await expect(group.getByRole('checkbox').first()).toHaveAccessibleName(
    new RegExp(`^${first.app.title} ${platformTitle(first.platform)} \\d+ screens$`),
  );
  await expect(group.getByRole('checkbox').first()).toBeChecked();
  const both = nextScreensPage(page, {
    also: (url) => url.searchParams.get('products')?.includes(',') ?? false,
  });
  await group
    .getByRole('checkbox', { name: new RegExp(`^${second.app.title} ${platformTitle(second.platform)} \\d`) })
    .click();
  await expect(page).toHaveURL(/\/n\/pages\?products=\d+%2C\d+$|\/n\/pages\?products=\d+,\d+$/);
  const ofBoth = await both;
  expect(new Set(ofBoth.items.map((item) => item.app.slug))).toEqual(
    new Set([first.app.slug, second.app.slug]),
  );
  await expect(menu.locator('.menu-badge')).toHaveText('2');

  // Escape closes the menu; Clear all (one per app) takes both away.
  await page.keyboard.press('Escape');
  await expect(group).toBeHidden();
  await page.getByRole('button', { name: 'Clear all (2)' }).click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(menu.locator('.menu-badge')).toHaveCount(0);
});

test('the platform switch comes first in the bar, narrows the grid to one platform and lives in the address', async ({
  page,
}) => {
  await signIn(page, freshEmail('platforms'));
  const everything = await openGrid(page, '/n/pages');
  const bar = page.getByRole('region', { name: 'Filters' });
  const platform = bar.getByRole('group', { name: 'Platform' });
  // First in the bar, before the text filter and the screen type.
  await expect(bar.locator('.filter-row > *').first()).toHaveAttribute('class', /segmented-platform/);
  await expect(platform.locator('label')).toHaveText(['All platforms', 'iOS', 'Android', 'Web']);
  await expect(platform.getByRole('radio', { name: 'All platforms' })).toBeChecked();
  expect(new Set(everything.items.map((item) => item.platform)).size).toBeGreaterThan(1);

  for (const [label, slug] of [
    ['iOS', 'ios'],
    ['Web', 'web'],
  ] as const) {
    const narrowed = nextScreensPage(page, { also: (url) => url.searchParams.get('platforms') === slug });
    await platform.getByText(label, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/n/pages\\?platforms=${slug}$`));
    const onPlatform = await narrowed;
    expect(onPlatform.items.length).toBeGreaterThan(0);
    for (const item of onPlatform.items) expect(item.platform).toBe(slug);
    await expect(platform.getByRole('radio', { name: label })).toBeChecked();
    await expectGridOf(
      screenGrid(page),
      onPlatform.items.map((item) => item.uuid),
    );
  }

  // The address alone brings the platform back; "All" clears it.
  await page.reload();
  await expect(platform.getByRole('radio', { name: 'Web' })).toBeChecked();
  await platform.getByText('All platforms').click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(platform.getByRole('radio', { name: 'All platforms' })).toBeChecked();
});

test('pattern chips count what picking them would give under the other filters; chips that would give nothing are dimmed', async ({
  page,
}) => {
  await signIn(page, freshEmail('facets'));
  await openGrid(page, '/n/pages');
  const patterns = page.getByRole('list', { name: 'Patterns' });
  const countsNow = () =>
    patterns
      .getByRole('button')
      .evaluateAll((chips) =>
        chips.map((chip) =>
          Number(chip.querySelector('.chip-count')?.textContent?.replace(/[,+]/g, '') ?? -1),
        ),
      );
  await expect(patterns.getByRole('button').nth(1)).toBeVisible();
  const everywhere = await countsNow();

  // Web only: the counts follow (fewer screens under each pattern), from the API's facet counts.
  const facets = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/categories/pattern' &&
      new URL(response.url()).searchParams.get('platforms') === 'web',
  );
  await page.getByRole('group', { name: 'Platform' }).getByText('Web', { exact: true }).click();
  const counted = (await (await facets).json()) as { items: { id: number; count: number }[] };
  await expect.poll(countsNow).not.toEqual(everywhere);
  const onWeb = await countsNow();
  for (const [index, count] of onWeb.entries()) {
    if (index > 0) expect(count).toBeLessThanOrEqual(everywhere[index] ?? 0);
  }
  expect(counted.items.map((item) => item.count)).toEqual(onWeb.slice(1));

  // A chip's count is what the grid then says it has.
  const index = onWeb.findIndex((count, at) => at > 0 && count > 0 && count <= 200);
  expect(index).toBeGreaterThan(0);
  await patterns.getByRole('button').nth(index).click();
  await expect(page.getByRole('region', { name: 'Filters' }).getByRole('status')).toHaveText(
    `${onWeb[index]?.toLocaleString('en')} ${onWeb[index] === 1 ? 'screen' : 'screens'}`,
  );

  // A pattern with no web screen stays in the list, dimmed.
  const none = onWeb.findIndex((count, at) => at > 0 && count === 0);
  if (none > 0) await expect(patterns.getByRole('button').nth(none)).toHaveClass(/is-empty/);
});

test('an address naming a pattern that does not exist says so and offers to remove it', async ({ page }) => {
  await signIn(page, freshEmail('unknown-pattern'));
  await page.goto('/n/pages?patternCategories=999999');
  const notice = page.getByRole('region', { name: 'Filters' }).getByRole('alert');
  await expect(notice).toContainText('This address asks for a pattern that does not exist (id 999999)');
  await notice.getByRole('button', { name: 'Remove it' }).click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(notice).toBeHidden();
  await expect(screenGrid(page).getByRole('link').first()).toBeVisible();
});

test('the pattern chips are one tab stop: the arrow keys move between them, Enter picks one, Tab leaves the row', async ({
  page,
}) => {
  await openGrid(page, '/pages');
  const patterns = page.getByRole('list', { name: 'Patterns' });
  const chips = patterns.getByRole('button');
  await expect(chips.nth(1)).toBeVisible();
  const count = await chips.count();
  expect(count).toBeGreaterThan(10);
  // Only one chip is in the tab order: "All" while none is picked.
  expect(
    await chips.evaluateAll((all) => all.filter((chip) => (chip as HTMLElement).tabIndex === 0).length),
  ).toBe(1);
  await chips.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(chips.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(chips.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]patternCategories=\d+/);
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // Tab leaves the row at once.
  await chips.nth(1).focus();
  await page.keyboard.press('Tab');
  expect(await patterns.evaluate((list) => list.contains(document.activeElement))).toBe(false);
});

test('component chips that hold nothing come last, dimmed', async ({ page }) => {
  await page.goto('/components');
  const chips = page.getByRole('list', { name: 'Component types' }).getByRole('button');
  await expect(chips.nth(1)).toBeVisible();
  const shown = await chips.evaluateAll((all) =>
    all.slice(1).map((chip) => ({
      count: Number(chip.querySelector('.chip-count')?.textContent?.replace(/[,+]/g, '') ?? -1),
      dimmed: chip.classList.contains('is-empty'),
    })),
  );
  const firstEmpty = shown.findIndex((chip) => chip.count === 0);
  expect(firstEmpty, 'the demo library has component types with no component').toBeGreaterThan(0);
  expect(shown.slice(0, firstEmpty).every((chip) => chip.count > 0 && !chip.dimmed)).toBe(true);
  expect(shown.slice(firstEmpty).every((chip) => chip.count === 0 && chip.dimmed)).toBe(true);
});
