import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 29: the blog's covers and the glossary's examples are the library's own screens for every
 * reader, a visitor too, and reading them spends nothing (no view, no search).
 */
async function countersOf(page: Page) {
  const answer = await page.request.get('/api/me/activity?action=sync_visit_count');
  return (await answer.json()) as { visit_count: number; search: unknown };
}

/** Every image of `images` is a figure's tile that has loaded (not the drawn stand-in, not broken). */
async function expectLoadedScreens(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^\/media\/figures\/.+\/thumb\.webp\?t=/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

test('a visitor sees real screens on a blog cover and a glossary term, spending no view and no search', async ({
  page,
}) => {
  const before = await countersOf(page);

  // The page as the server renders it already holds the cover's screens.
  const html = await (await page.request.get('/blog/designing-paywalls-people-dont-hate')).text();
  expect(html).toMatch(/\/media\/figures\/[^"]+\/thumb\.webp/);

  await page.goto('/blog/designing-paywalls-people-dont-hate');
  const cover = page.locator('.pattern-figure-cover');
  await expectLoadedScreens(cover.getByRole('img', { name: /Paywall screen of / }), 3);
  await expect(cover.getByText(/^Screens from /)).toBeVisible();

  await page.goto('/glossary/share-sheet');
  const examples = page.getByRole('figure', { name: 'Examples from the library' });
  await expectLoadedScreens(examples.getByRole('img'), 3);
  // Each screen opens its page; the figure leads to the pattern's screens.
  const first = examples.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/pages\/[0-9a-f-]{36}$/);
  await expect(examples.getByRole('link', { name: /See all .+ screens/ })).toHaveAttribute(
    'href',
    '/pages/share-sheet',
  );

  await page.goto('/blog');
  await expect(page.locator('.content-card .pattern-art-shots').first()).toBeVisible();

  const after = await countersOf(page);
  expect(after.visit_count).toBe(before.visit_count);
  expect(after.search).toEqual(before.search);
});
