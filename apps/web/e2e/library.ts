import type { Locator, Page, Response } from '@playwright/test';

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
}

export interface ApiScreenPage {
  items: ApiScreen[];
  nextCursor: string | null;
  total: { value: number; exact: boolean };
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
 * Opens a grid page and returns the first page of screens it loaded. The page leaves whatever it
 * showed first (signing in lands on a grid too), so no call of the page before is taken for this one's.
 */
export async function openGrid(page: Page, url: string): Promise<ApiScreenPage> {
  await page.goto('about:blank');
  const first = nextScreensPage(page);
  await page.goto(url);
  return first;
}

/** Toasts live in the notifications region (bottom-right). */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('status');

/** Scrolls the document to its end (where the infinite-scroll sentinel sits). */
export const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
