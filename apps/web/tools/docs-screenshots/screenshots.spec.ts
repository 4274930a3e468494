import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, signIn, test } from '../../e2e/fixtures';
import { redesignedApp } from '../../e2e/library';
import { sameOrigin } from '../../e2e/test-mode-billing';

const OUT = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Item {
  uuid?: string;
  slug?: string;
  image?: { width: number; height: number; full?: string | null };
}

async function first(page: Page, path: string): Promise<Item> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  const item = ((await response.json()) as { items: Item[] }).items[0];
  expect(item, path).toBeDefined();
  return item as Item;
}

/** Waits for the pictures in view to load (lazy ones below the fold are not waited for). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}

test('docs screenshots', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  await signIn(page, ACCOUNTS.pro);
  const shots: [string, string][] = [];
  for (const platform of ['ios', 'android', 'web'] as const) {
    shots.push([`screens-${platform}`, `/n/pages?platforms=${platform}`]);
    const screen = await first(page, `/api/screens?platforms=${platform}&limit=1`);
    shots.push([`screen-${platform}`, `/n/pages/${screen.uuid}`]);
  }
  const flow = await first(page, '/api/flows?platforms=ios&limit=1');
  shots.push(['flow-ios', `/n/flows/${flow.uuid}`]);
  const webFlow = await first(page, '/api/flows?platforms=web&limit=1');
  shots.push(['flow-web', `/n/flows/${webFlow.uuid}`]);
  shots.push(['flows', '/n/flows']);
  shots.push(['components', '/n/components']);
  // Two of the ten largest apps (40 screens, 6 flows), with their platform switch.
  shots.push(['app-web', '/n/apps/vaultly']);
  shots.push(['app-ios', '/n/apps/stridekit']);
  // The blog and the glossary show the library's own screens.
  shots.push(['blog', '/blog']);
  shots.push(['blog-post', '/blog/designing-paywalls-people-dont-hate']);
  shots.push(['glossary-term', '/glossary/share-sheet']);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, path] of shots) {
      await page.goto(path);
      await settle(page);
      await page.screenshot({ path: `${OUT}${name}-${size.name}.png` });
    }
  }
});

test('docs screenshots: search by picture', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  await signIn(page, ACCOUNTS.pro);
  // A screen of the library saved as a person would save it, searched for by its picture.
  const screen = await first(page, '/api/screens?platforms=ios&limit=1');
  const full = screen.image?.full;
  if (!full) throw new Error('the first iOS screen has no detail image for a Pro member');
  const image = await page.request.get(full);
  const file = {
    name: 'screenshot.webp',
    mimeType: image.headers()['content-type'] ?? 'image/webp',
    buffer: await image.body(),
  };
  const names = { desktop: 'search-by-picture', phone: 'search-by-picture-phone' } as const;
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/search');
    await page.getByLabel('Choose a screenshot to search by').setInputFiles(file);
    await expect(page.getByRole('list', { name: 'Screens like your screenshot' })).toBeVisible();
    // On a wide screen the results' first row (with why each matched) beside the sticky picture; on a
    // phone the picture and what was read, above the results.
    await page.evaluate((wide) => {
      const results = document.querySelector('.picture-results');
      const header = document.querySelector('header')?.getBoundingClientRect().height ?? 64;
      const top = results ? results.getBoundingClientRect().top + window.scrollY - header - 20 : 0;
      window.scrollTo(0, wide ? top : 0);
    }, size.name === 'desktop');
    await settle(page);
    await page.screenshot({ path: `${OUT}${names[size.name]}.png` });
  }
});

test('docs screenshots: search and the palette', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  await signIn(page, ACCOUNTS.pro);
  const names = {
    search: { desktop: 'search-desktop', phone: 'search-phone' },
    palette: { desktop: 'palette-desktop', phone: 'palette-phone' },
  } as const;
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // A search of two concepts (an app category and a platform): read into chips, grouped into apps,
    // screens, flows and components.
    await page.goto('/search?term=finance%20ios');
    await expect(page.getByRole('heading', { name: /^Screens/ })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}${names.search[size.name]}.png` });

    // The palette with suggestions while typing.
    await page.goto('/n/pages');
    await settle(page);
    // The field's ⌘K on a wide screen; the header's search button on a phone.
    await page
      .getByRole('button', { name: size.name === 'desktop' ? 'Open the command palette' : 'Open search' })
      .click();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.getByRole('combobox', { name: 'Search or jump to' }).pressSequentially('no');
    await expect(palette.getByRole('group', { name: 'Suggestions' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}${names.palette[size.name]}.png` });
  }
});

test('docs screenshots: a free member searching', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  await signIn(page, freshEmail('docs-free-search'), '/search');
  const names = { desktop: 'search-free-desktop', phone: 'search-free-phone' } as const;
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The same search twice in a row spends one: the count beside the field says 7 of 8 on both.
    await page.goto('/search?term=sign%20up');
    await expect(page.getByRole('main').getByRole('status', { name: 'Searches left today' })).toHaveText(
      '7 of 8 searches left today',
    );
    await expect(page.getByRole('heading', { name: /^Screens/ })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}${names[size.name]}.png` });
  }
});

test('docs screenshots: a collection of every kind, and the phone filters', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  await signIn(page, ACCOUNTS.pro);
  const origin = sameOrigin();
  const ids = async (path: string, limit: number) =>
    ((await (await page.request.get(`${path}?limit=${limit}`)).json()) as { items: { id: number }[] }).items;
  const made = await page.request.post('/api/collections', {
    data: {
      name: 'Checkout redesign',
      description: 'Payment steps, paywalls and the apps that do them well',
    },
    headers: origin,
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { uuid } = (await made.json()) as { uuid: string };
  // Saved last first: apps, components, flows, then screens, so the page reads as a designer filled it.
  for (const [type, limit] of [
    ['apps', 3],
    ['components', 3],
    ['flows', 2],
    ['screens', 6],
  ] as const) {
    for (const item of await ids(`/api/${type}`, limit))
      await page.request.put(`/api/collections/${uuid}/items/${type}/${item.id}`, { headers: origin });
  }
  const names = { desktop: 'collection-desktop', phone: 'collection-phone' } as const;
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(`/collections/${uuid}`);
    await expect(page.getByRole('heading', { level: 2, name: /^Screens/ })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}${names[size.name]}.png` });
  }
  // The phone's filters: the bar, then the sheet with Industry open.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/n/pages');
  await settle(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).locator('summary', { hasText: 'Industry' }).click();
  await settle(page);
  await page.screenshot({ path: `${OUT}filters-sheet-phone.png` });
  expect((await page.request.delete(`/api/collections/${uuid}`, { headers: origin })).status()).toBe(204);
});

test('docs screenshots: comparing two versions of a screen', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  await signIn(page, ACCOUNTS.pro);
  const app = await redesignedApp(page);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const mode of ['Swipe', 'Changes'] as const) {
      await page.goto(`/n/pages/${app.screen}`);
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText(mode, { exact: true }).click();
      await history.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await settle(page);
      await page.screenshot({ path: `${OUT}compare-${mode.toLowerCase()}-${size.name}.png` });
    }
    await page.goto(`/n/apps/${app.slug}`);
    await settle(page);
    await page.screenshot({ path: `${OUT}app-redesign-${size.name}.png` });
    await page.goto('/n/pages?order=redesigned');
    await settle(page);
    await page.screenshot({ path: `${OUT}screens-redesigned-${size.name}.png` });
  }
});

test('docs screenshots: capturing a web product from the settings', async ({ page }) => {
  await mkdir(OUT, { recursive: true });
  const { createServer } = await import('node:http');
  const pages: Record<string, string> = {
    '/': `<h1>Lumen — design systems for teams</h1><p>Ship consistent interfaces.</p><a href="/pricing">Pricing</a> <a href="/changelog">Changelog</a>`,
    '/pricing': `<h1>Plans &amp; pricing</h1><p>Starter is free. Team costs 12 dollars a month.</p>`,
  };
  const site = createServer((request, response) => {
    const body = pages[request.url ?? '/'];
    response
      .writeHead(body ? 200 : 404, { 'content-type': 'text/html' })
      .end(
        `<!doctype html><title>Lumen</title><body style="font-family:sans-serif;padding:48px">${body ?? '<h1>Not found</h1>'}</body>`,
      );
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const address = `http://127.0.0.1:${(site.address() as { port: number }).port}/`;
  try {
    await signIn(page, ACCOUNTS.pro, '/settings/capture');
    const form = page.getByRole('region', { name: 'Capture a web product' });
    await form.getByLabel('App').fill('Lumen');
    await form.getByLabel('Site address').fill(address);
    await form.getByRole('button', { name: 'Start capture' }).click();
    await expect(page.getByRole('listitem', { name: 'Lumen: Done' })).toBeVisible({ timeout: 60_000 });
    await form.getByLabel('App').fill('Lumen');
    await form.getByLabel('Site address').fill(address);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await settle(page);
      await page.screenshot({ path: `${OUT}capture-settings-${size.name}.png`, fullPage: true });
    }
  } finally {
    site.closeAllConnections();
    await new Promise((done) => site.close(done));
  }
});
