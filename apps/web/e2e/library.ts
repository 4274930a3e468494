import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** Helpers for the library grids, shared by the journey specs. */

export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

export interface ApiScreen {
  id: number;
  uuid: string;
  is_restricted: boolean;
  app: { slug: string; title: string };
  image: { thumb: string; full: string | null; preview: string; width: number; height: number };
  patternCategories: { id: number; title: string }[];
  screenType: string;
  platform: 'ios' | 'android' | 'web';
}

export interface ApiScreenPage {
  items: ApiScreen[];
  nextCursor: string | null;
  total: { value: number; exact: boolean; estimate?: number };
}

/**
 * What the filter bar says of a total: exact ("1,033 screens"), or past the API's counting cap (200)
 * the estimate to two significant figures ("About 1,000 screens"), else "200+ screens".
 */
export function totalText(total: ApiScreenPage['total'], noun = 'screen'): string {
  const plural = total.exact && total.value === 1 ? noun : `${noun}s`;
  if (total.exact) return `${total.value.toLocaleString('en')} ${plural}`;
  if (total.estimate !== undefined && total.estimate > total.value) {
    const digits = String(Math.round(total.estimate)).length;
    const step = digits <= 2 ? 1 : 10 ** (digits - 2);
    return `About ${(Math.round(total.estimate / step) * step).toLocaleString('en')} ${plural}`;
  }
  return `${total.value.toLocaleString('en')}+ ${plural}`;
}

/** The grid of screens on /pages, /n/pages and the favourites. */
export const screenGrid = (page: Page, name = 'Screens') => page.getByRole('list', { name, exact: true });

/** The screen uuids of a grid's tiles, in order. */
export async function tileUuids(grid: Locator): Promise<string[]> {
  const hrefs = await grid
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.match(UUID)?.[0] ?? href);
}

/**
 * What a windowed grid (only the tiles near the window are in the DOM) holds: its size as it says it
 * (aria-setsize) and each rendered tile's place in the whole (aria-posinset) with its uuid.
 */
export async function gridState(grid: Locator): Promise<{ size: number; tiles: [number, string][] }> {
  const rows = await grid.locator(':scope > li').evaluateAll((items) =>
    items.map((item) => ({
      size: Number(item.getAttribute('aria-setsize')),
      position: Number(item.getAttribute('aria-posinset')),
      href: item.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
  return {
    size: rows[0]?.size ?? 0,
    tiles: rows.map((row) => [row.position, row.href.match(UUID)?.[0] ?? row.href]),
  };
}

/** The grid lists exactly these screens: as many in all, and every rendered tile in its place. */
export async function expectGridOf(grid: Locator, uuids: readonly string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const { size, tiles } = await gridState(grid);
        return {
          size,
          rendered: tiles.length > 0,
          misplaced: tiles.filter(([position, uuid]) => uuids[position - 1] !== uuid),
        };
      },
      { message: `the grid lists the ${uuids.length} expected tiles in order` },
    )
    .toEqual({ size: uuids.length, rendered: true, misplaced: [] });
}

/**
 * A tile of a windowed grid: the page scrolls down from the top a window at a time until the grid has
 * rendered it (a tile far down the list is not in the DOM before that).
 */
export async function revealTile(page: Page, tile: Locator): Promise<Locator> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(
      // One step in one turn of the page's script: centre the tile if the grid has it, else scroll on.
      () =>
        tile.evaluateAll((found) => {
          const element = found[0];
          if (element) element.scrollIntoView({ block: 'center' });
          else window.scrollBy(0, window.innerHeight);
          return Boolean(element);
        }),
      { message: 'the tile appears as the page scrolls down', intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
  return tile;
}

/**
 * In a page of a grid, a free item followed by one or more restricted ones and then a free one again:
 * a preview must step from `before` to `after`, over the Pro ones (`locked` is the first of them).
 */
export function restrictedRun<T extends { is_restricted: boolean }>(items: readonly T[]) {
  for (let index = 1; index < items.length - 1; index += 1) {
    const before = items[index - 1];
    const locked = items[index];
    if (!before || before.is_restricted || !locked?.is_restricted) continue;
    const after = items.slice(index + 1).find((item) => !item.is_restricted);
    if (after) return { before, locked, after };
  }
  return null;
}

/**
 * Scrolls the document so the element sits 200px below the top of the window, then clicks it without
 * Playwright scrolling; returns the document's scroll position, which closing a preview must restore.
 */
export async function clickInPlace(page: Page, target: Locator): Promise<number> {
  const top = await target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), Math.max(0, Math.round(top - 200)));
  const scrollY = await page.evaluate(() => window.scrollY);
  await target.dispatchEvent('click');
  return scrollY;
}

/** A `GET /api/screens` response: the first page (`cursor` absent) or a later one. */
export function isScreensPage(response: Response, { next = false } = {}): boolean {
  const url = new URL(response.url());
  if (url.pathname !== '/api/screens' || response.request().method() !== 'GET') return false;
  return next ? url.searchParams.has('cursor') : !url.searchParams.has('cursor');
}

/**
 * The body of the next `GET /api/screens` page the browser asks for from now on (a call started before,
 * say by the page signing in redirected to, is not it), filtered further by `also`.
 */
export async function nextScreensPage(
  page: Page,
  { next = false, also = () => true }: { next?: boolean; also?: (url: URL) => boolean } = {},
): Promise<ApiScreenPage> {
  const since = Date.now();
  const response = await page.waitForResponse(
    (candidate) =>
      isScreensPage(candidate, { next }) &&
      (candidate.request().timing().startTime <= 0 || candidate.request().timing().startTime >= since - 5) &&
      also(new URL(candidate.url())),
  );
  return (await response.json()) as ApiScreenPage;
}

/**
 * The answer a page rendered by the server was rendered from (`<script id="server-state">`, issue 28)
 * for the first query whose key matches, or null (a page the browser rendered has none).
 */
export async function serverAnswer<T>(page: Page, key: (key: unknown[]) => boolean): Promise<T | null> {
  const text = await page.evaluate(() => document.getElementById('server-state')?.textContent ?? null);
  if (text === null) return null;
  const { queries } = JSON.parse(text) as { queries: { key: unknown[]; data: unknown }[] };
  return (queries.find((query) => key(query.key))?.data as T | undefined) ?? null;
}

/**
 * Opens a grid page and returns the first page of screens it loaded: the one the server rendered it
 * with, else the browser's `GET /api/screens`. The page leaves whatever it showed first (signing in
 * lands on a grid too), so no call of the page before is taken for this one's.
 */
export async function openGrid(page: Page, url: string): Promise<ApiScreenPage> {
  await page.goto('about:blank');
  const first = nextScreensPage(page);
  await page.goto(url);
  const rendered = await serverAnswer<{ pages: ApiScreenPage[] }>(
    page,
    (key) => key[0] === 'screens' && key[1] === 'list',
  );
  const firstPage = rendered?.pages[0];
  if (!firstPage) return first;
  first.catch(() => undefined); // never asked: the page ends before it would be
  // As when the browser drew the grid: the test goes on once the page is live (React has taken the
  // server's grid over), not while its code is still loading.
  await page.waitForFunction(() => {
    const grid = document.querySelector('ul.masonry');
    return grid !== null && Object.keys(grid).some((key) => key.startsWith('__reactProps$'));
  });
  return firstPage;
}

/** Toasts live in the notifications region (bottom-right). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('status');

/** Scrolls the document to its end (where the infinite-scroll sentinel sits). */
export const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/**
 * A demo app with the most dated versions (the generator draws three for some, two for others) and a
 * screen its last version changed, found through the API as the signed-in Pro member of `page`.
 */
export async function redesignedApp(page: Page): Promise<{ slug: string; versions: number; screen: string }> {
  const apps = (await (await page.request.get('/api/apps?limit=60')).json()) as { items: { slug: string }[] };
  let best: { slug: string; versions: number; screen: string } | null = null;
  for (const { slug } of apps.items) {
    const answer = await page.request.get(`/api/apps/${slug}/history`);
    expect(answer.status(), `history of ${slug}`).toBe(200);
    const { versions } = (await answer.json()) as {
      versions: { number: number; changedScreens: { uuid: string }[] }[];
    };
    const screen = versions[0]?.changedScreens[0]?.uuid;
    if (screen && versions.length > (best?.versions ?? 1)) best = { slug, versions: versions.length, screen };
  }
  if (!best) throw new Error('no demo app has a second version');
  return best;
}
