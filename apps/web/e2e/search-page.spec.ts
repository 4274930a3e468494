import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { tileUuids } from './library';

interface Answer {
  query: string;
  reading: {
    chips: { kind: string; slug: string; title: string }[];
    correctedFrom: string | null;
    correctedTo: string | null;
    filters: Record<string, string>;
  };
  screens: { items: { uuid: string; patternCategories: { slug: string }[] }[]; total: { value: number } };
}

/** The next answer of `GET /api/search` whose `q` (or, without one, whose query) satisfies `matches`. */
function nextSearch(page: Page, matches: (params: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/search' && matches(new URL(response.url()).searchParams),
  );
}

const screensFound = (page: Page) => page.getByRole('list', { name: 'Screens found' });

test("the search page reads the spec's term key (and the older q), keeps the words in its box, then holds what it understood in the address", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  const box = page.getByLabel('Search the library');
  for (const key of ['term', 'q']) {
    const answered = nextSearch(page, (params) => params.get('q') === 'checkout');
    await page.goto(`/search?${key}=checkout`);
    const found = (await (await answered).json()) as Answer;
    expect(found.screens.items.length, key).toBeGreaterThan(0);
    await expect(box).toHaveValue('checkout');
    await expect(page).toHaveTitle(/checkout/);
    // Answered, the address holds the reading's filters instead of the words (shareable as it is).
    const sorted = (params: URLSearchParams) => [...params].sort(([a], [b]) => a.localeCompare(b));
    await expect
      .poll(() => sorted(new URL(page.url()).searchParams))
      .toEqual(sorted(new URLSearchParams(found.reading.filters)));
  }

  // Opened again at that address, the same search comes back without the words.
  const again = nextSearch(page, (params) => !params.has('q'));
  await page.reload();
  expect(((await (await again).json()) as Answer).screens.items.length).toBeGreaterThan(0);
  await expect(screensFound(page)).toBeVisible();

  // A search made on the page asks the words; Back goes to where that search started.
  const asked = nextSearch(page, (params) => params.get('q') === 'sign in');
  await box.fill('sign in');
  await box.press('Enter');
  await asked;
  await expect(page).not.toHaveURL(/q=|term=/);
  await page.goBack();
  await expect(box).toHaveValue('checkout');
});

test('"paywall" as Pro reads the Paywall pattern and shows paywall screens first', async ({ page }) => {
  await signIn(page, ACCOUNTS.pro);
  const answered = nextSearch(page, (params) => params.get('q') === 'paywall');
  await page.goto('/search?term=paywall');
  const found = (await (await answered).json()) as Answer;

  // Understood as the pattern: a chip to remove, and the address says so.
  expect(found.reading.chips.map((chip) => `${chip.kind}:${chip.slug}`)).toContain('pattern:paywall');
  await expect(page.getByRole('list', { name: 'Searching for' })).toContainText('Paywall');
  await expect(page).toHaveURL(/\/search\?patternCategories=\d+$/);

  // The first screens carry the pattern, and the grid shows them in that order.
  const first = found.screens.items.slice(0, 8);
  expect(first.length).toBe(8);
  for (const item of first)
    expect(item.patternCategories.map((category) => category.slug)).toContain('paywall');
  expect(found.screens.total.value).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('heading', { name: /^Screens/ })).toBeVisible();
  expect((await tileUuids(screensFound(page))).slice(0, 8)).toEqual(first.map((item) => item.uuid));

  // Removing the chip leaves an empty search; Back brings the paywalls again.
  await page.getByRole('link', { name: 'Remove Paywall' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await page.goBack();
  await expect(screensFound(page)).toBeVisible();
});

test('a misspelt word shows the corrected results, with the way back to the words as typed', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  const answered = nextSearch(page, (params) => params.get('q') === 'chekout');
  await page.goto('/search?term=chekout');
  const found = (await (await answered).json()) as Answer;
  expect(found.reading).toMatchObject({ correctedFrom: 'chekout', correctedTo: 'checkout' });
  expect(found.screens.items.length).toBeGreaterThan(0);
  expect(found.screens.items[0]?.patternCategories.map((category) => category.slug)).toContain('checkout');

  const line = page.getByText(/^Showing results for/);
  await expect(line).toHaveText('Showing results for checkout — search for “chekout” instead');
  await expect(screensFound(page)).toBeVisible();

  // The literal words: read as typed, nothing corrected.
  const literal = nextSearch(page, (params) => params.get('literal') === '1');
  await line.getByRole('link', { name: 'search for “chekout” instead' }).click();
  const asTyped = (await (await literal).json()) as Answer;
  expect(asTyped.reading.correctedFrom).toBeNull();
  await expect(line).toBeHidden();
});

test("the palette's Enter opens /search with the words, and a second Enter another search", async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const input = palette.getByRole('combobox', { name: 'Search or jump to' });
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') searches.push(url.searchParams.get('q') ?? url.search);
  });

  await page.getByRole('button', { name: 'Open the command palette' }).click();
  await input.pressSequentially('onboarding');
  // Suggestions come while typing; nothing is searched until Enter.
  await expect(palette.getByRole('group', { name: 'Suggestions' })).toBeVisible();
  expect(searches).toEqual([]);
  await input.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByLabel('Search the library')).toHaveValue('onboarding');
  await expect(screensFound(page)).toBeVisible();
  expect(searches).toEqual(['onboarding']);

  await page.getByRole('button', { name: 'Open the command palette' }).click();
  // Opened empty, the palette offers the search just made.
  await expect(palette.getByRole('group', { name: 'Recent searches' })).toContainText('onboarding');
  await input.fill('settings');
  await input.press('Enter');
  await expect(page.getByLabel('Search the library')).toHaveValue('settings');
  await expect.poll(() => searches.at(-1)).toBe('settings');

  // A suggestion opens its own page: a pattern its category.
  await page.getByRole('button', { name: 'Open the command palette' }).click();
  await input.pressSequentially('paywa');
  await palette.getByRole('option', { name: 'Paywall, Pattern' }).click();
  await expect(page).toHaveURL(/\/pages\/paywall$/);
});

/** Serious and critical violations of WCAG 2.1 A and AA on the page as it stands, or within `scope`. */
async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('the search page with its chips and groups, and the palette with suggestions, have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.pro);
  await page.goto('/search?term=finance%20ios');
  await expect(page.getByRole('list', { name: 'Searching for' })).toBeVisible();
  await expect(screensFound(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Open the command palette' }).click();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox', { name: 'Search or jump to' }).pressSequentially('no');
  await expect(palette.getByRole('group', { name: 'Suggestions' })).toBeVisible();
  // The page behind was checked above and is unchanged; the second pass reads the modal palette only.
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
