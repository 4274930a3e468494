import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';
import { type ApiScreen, type ApiScreenPage, screenGrid, UUID } from './library';

/**
 * Every picture of the library is shown at its own aspect: a web flow's steps landscape, a phone flow's
 * portrait, in its card and in the viewer's filmstrip, and web screens in tiles wide enough to read.
 * Sizes are read from the API's data (the demo library may change its pictures), never written here.
 */

interface ApiFlow {
  uuid: string;
  title: string;
  /** The first steps only in a list (the card's), whole in a detail. */
  screens: ApiScreen[];
  screenCount: number;
}

/** A rendered picture: its box in CSS pixels and how it fits its box. */
interface PictureBox {
  width: number;
  height: number;
  objectFit: string;
}

/** The first page of `apiPath` a page loads when it opens `url` (from a blank page, so no earlier call counts). */
async function firstPageOf<T>(page: Page, url: string, apiPath: string): Promise<T> {
  await page.goto('about:blank');
  const first = page.waitForResponse((response) => {
    const address = new URL(response.url());
    return (
      address.pathname === apiPath &&
      response.request().method() === 'GET' &&
      !address.searchParams.has('cursor')
    );
  });
  await page.goto(url);
  const response = await first;
  expect(response.ok(), `${apiPath} for ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** The library pictures inside `scope` (not their blurred previews), in order. */
async function picturesIn(scope: Locator): Promise<PictureBox[]> {
  return scope.locator('img[width][height]:not([aria-hidden="true"])').evaluateAll((images) =>
    images.map((image) => {
      // The laid-out size, not the painted one: a Pro screen's blurred picture is scaled up a little.
      const { offsetWidth: width, offsetHeight: height } = image as HTMLElement;
      return { width, height, objectFit: getComputedStyle(image).objectFit };
    }),
  );
}

const aspectOf = (screen: ApiScreen) => screen.image.width / screen.image.height;

/** The picture is shown whole at the screen's own aspect (within 2%), never cropped to fit. */
function expectAtAspect(box: PictureBox, screen: ApiScreen, where: string) {
  const expected = aspectOf(screen);
  expect(
    Math.abs(box.width / box.height / expected - 1),
    `${where}: ${box.width}×${box.height}`,
  ).toBeLessThan(0.02);
  expect(box.objectFit, `${where}: object-fit`).not.toBe('cover');
  if (expected > 1) expect(box.width, `${where} is landscape`).toBeGreaterThan(box.height);
  else expect(box.width, `${where} is portrait`).toBeLessThan(box.height);
}

test.describe('pictures at their own aspect', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const [platform, name] of [
    ['web', 'a web flow'],
    ['ios', 'an iOS flow'],
  ] as const) {
    test(`${name} shows its steps at their aspect in its card and in the viewer's strip`, async ({
      page,
    }) => {
      await signIn(page, freshEmail(`aspect-${platform}`));
      const flows = await firstPageOf<{ items: ApiFlow[] }>(
        page,
        `/n/flows?platforms=${platform}`,
        '/api/flows',
      );
      const flow = flows.items.find((candidate) => candidate.screens.length >= 3);
      if (!flow) throw new Error(`no ${platform} flow of three steps or more on the first page`);
      const [first] = flow.screens;
      if (!first) throw new Error('a flow without steps');
      // The platform's pictures are the shape the test is about.
      expect(aspectOf(first) > 1).toBe(platform === 'web');

      const card = page.locator(`a[href="/n/flows/${flow.uuid}"]`);
      await card.scrollIntoViewIfNeeded();
      const inCard = await picturesIn(card);
      expect(inCard.length).toBeGreaterThanOrEqual(Math.min(3, flow.screens.length));
      inCard.forEach((box, index) => {
        const screen = flow.screens[index];
        if (!screen) throw new Error(`the card shows a step ${index + 1} the flow does not have`);
        expectAtAspect(box, screen, `card step ${index + 1}`);
      });

      await card.click();
      const strip = page.getByRole('dialog').getByRole('list', { name: 'Screens of the flow' });
      // The list carries the card's first steps; the viewer shows every step of the flow.
      await expect(strip.getByRole('button')).toHaveCount(flow.screenCount);
      const inStrip = await picturesIn(strip);
      expect(inStrip).toHaveLength(flow.screenCount);
      flow.screens.forEach((screen, index) => {
        const box = inStrip[index];
        if (!box) throw new Error(`the strip lacks step ${index + 1}`);
        expectAtAspect(box, screen, `strip step ${index + 1}`);
      });
      // The filmstrip's steps line up at one height.
      const heights = new Set(inStrip.map((box) => Math.round(box.height)));
      expect([...heights]).toHaveLength(1);
    });
  }

  test('web screens get tiles at their aspect, wide enough to read, sized before their pictures load', async ({
    page,
  }) => {
    await signIn(page, freshEmail('aspect-grid'));
    // No picture ever arrives: every tile's size can only come from the data.
    await page.route(/\/media\//, (route) => route.abort());
    const screens = await firstPageOf<ApiScreenPage>(page, '/n/pages?platforms=web', '/api/screens');
    expect(screens.items.length).toBeGreaterThan(0);
    const grid = screenGrid(page);
    const tiles = grid.locator(':scope > li');
    await expect(tiles.first()).toBeVisible();
    const rendered = await tiles.evaluateAll((items) =>
      items
        .filter((item) => item.getBoundingClientRect().top < window.innerHeight)
        .map((item) => {
          const image = item.querySelector<HTMLElement>('img[width][height]:not([aria-hidden="true"])');
          return {
            href: item.querySelector('a')?.getAttribute('href') ?? '',
            width: image?.offsetWidth ?? 0,
            height: image?.offsetHeight ?? 0,
            objectFit: image ? getComputedStyle(image).objectFit : '',
          };
        }),
    );
    expect(rendered.length).toBeGreaterThan(0);
    for (const tile of rendered) {
      const uuid = tile.href.match(UUID)?.[0];
      const screen = screens.items.find((item) => item.uuid === uuid);
      if (!screen) throw new Error(`a tile (${tile.href}) of a screen not on the first page`);
      expect(screen.platform).toBe('web');
      expectAtAspect(tile, screen, `tile of ${uuid}`);
      expect(tile.width).toBeGreaterThanOrEqual(360);
    }
  });

  test('search results lay web screens out as wide as the screens grid does', async ({ page }) => {
    await signIn(page, ACCOUNTS.pro);
    await page.route(/\/media\//, (route) => route.abort());
    const found = await firstPageOf<{ screens: ApiScreenPage }>(page, '/search?term=checkout', '/api/search');
    const platforms = new Set(found.screens.items.map((screen) => screen.platform));
    // The demo library has checkout screens on the web and on phones: both kinds of tile are compared.
    expect(platforms.has('web')).toBe(true);
    expect(platforms.size).toBeGreaterThan(1);
    const tiles = page.getByRole('list', { name: 'Screens found' }).locator(':scope > li');
    await expect(tiles.first()).toBeVisible();
    const rendered = await tiles.evaluateAll((items) =>
      items.map((item) => {
        const image = item.querySelector<HTMLElement>('img[width][height]:not([aria-hidden="true"])');
        return {
          href: item.querySelector('a')?.getAttribute('href') ?? '',
          width: image?.offsetWidth ?? 0,
          height: image?.offsetHeight ?? 0,
          objectFit: image ? getComputedStyle(image).objectFit : '',
        };
      }),
    );
    const widths = { web: [] as number[], phone: [] as number[] };
    for (const tile of rendered) {
      const uuid = tile.href.match(UUID)?.[0];
      const screen = found.screens.items.find((item) => item.uuid === uuid);
      if (!screen) throw new Error(`a tile (${tile.href}) of a screen the search did not return`);
      expectAtAspect(tile, screen, `result ${uuid}`);
      (screen.platform === 'web' ? widths.web : widths.phone).push(tile.width);
    }
    expect(Math.min(...widths.web)).toBeGreaterThanOrEqual(360);
    // A web result spans two of the phone results' columns.
    expect(Math.min(...widths.web)).toBeGreaterThan(1.8 * Math.max(...widths.phone));
  });
});
