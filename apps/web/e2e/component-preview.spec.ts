import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';
import { clickInPlace, restrictedRun, revealTile } from './library';

/** A UI component as `GET /api/components` answers it for the viewer. */
interface ApiComponent {
  uuid: string;
  is_restricted: boolean;
  image: { thumb: string; full: string | null; preview: string };
  app: { title: string };
  componentCategories: { title: string }[];
}

interface ApiComponentPage {
  items: ApiComponent[];
  nextCursor: string | null;
}

/** Opens /n/components (from a blank page) and returns the first page of components it loaded. */
async function openComponents(page: Page): Promise<ApiComponentPage> {
  await page.goto('about:blank');
  const first = page.waitForResponse((response) => {
    const address = new URL(response.url());
    return (
      address.pathname === '/api/components' &&
      response.request().method() === 'GET' &&
      !address.searchParams.has('cursor')
    );
  });
  await page.goto('/n/components');
  return (await (await first).json()) as ApiComponentPage;
}

const label = (component: ApiComponent) =>
  `${component.componentCategories[0]?.title ?? 'Component'} from ${component.app.title}`;

/** The preview shows this component: its address, its label, and its own picture. */
async function expectShowing(page: Page, component: ApiComponent, { locked }: { locked: boolean }) {
  await expect(page).toHaveURL(new RegExp(`/n/components/${component.uuid}$`));
  const dialog = page.getByRole('dialog');
  const figure = dialog.locator('.component-figure');
  const image = figure.getByRole('img', { name: label(component), exact: true });
  if (locked) {
    expect(component.image.full).toBeNull();
    await expect(image).toHaveAttribute('src', component.image.preview);
    await expect(figure.locator('.media')).toHaveClass(/media-restricted/);
    await expect(dialog.getByRole('button', { name: 'Unlock with Pro' })).toBeVisible();
  } else {
    expect(component.image.full).not.toBeNull();
    await expect(image).toHaveAttribute('src', component.image.full as string);
    await expect(figure.locator('.media')).not.toHaveClass(/media-restricted/);
    await expect(dialog.getByRole('button', { name: 'Unlock with Pro' })).toHaveCount(0);
  }
}

/** A component's tile, once the windowed grid has rendered it. */
const tileOf = (page: Page, component: ApiComponent) =>
  revealTile(
    page,
    page
      .getByRole('list', { name: 'UI components', exact: true })
      .locator(`a[href="/n/components/${component.uuid}"]`),
  );

/** A new free member on /n/components, with a Pro component between two free ones on the first page. */
async function freeMemberOnComponents(page: Page, email: string) {
  await signIn(page, freshEmail(email));
  const { items } = await openComponents(page);
  const run = restrictedRun(items);
  expect(run, 'the first page of components has a Pro component between two free ones').not.toBeNull();
  return { items, ...(run as NonNullable<typeof run>) };
}

test('a free member steps over Pro components with the buttons and the arrow keys; Escape returns to the grid', async ({
  page,
}) => {
  const { items, before, locked, after } = await freeMemberOnComponents(page, 'component-free');
  // The rule of the preview's sequence: previous and next skip what the viewer may not see.
  const skipped = items.slice(items.indexOf(before) + 1, items.indexOf(after));
  expect(skipped.length).toBeGreaterThan(0);
  expect(skipped.every((item) => item.is_restricted && item.image.full === null)).toBe(true);

  await expect(await tileOf(page, locked)).toHaveAccessibleName(`${label(locked)} (Pro)`);
  await expect(await tileOf(page, before)).toHaveAccessibleName(label(before));

  // Scroll the tile to 200px below the top of the window and open it without Playwright scrolling.
  const tile = await tileOf(page, before);
  const scrollY = await clickInPlace(page, tile);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectShowing(page, before, { locked: false });
  const next = dialog.getByRole('button', { name: 'Next component' });
  const previous = dialog.getByRole('button', { name: 'Previous component' });

  // Buttons: next goes over the Pro component(s) to the next free one, previous comes back.
  await next.click();
  await expectShowing(page, after, { locked: false });
  await previous.click();
  await expectShowing(page, before, { locked: false });

  // Arrow keys do the same.
  await expect(next).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, after, { locked: false });
  await expect(previous).toBeEnabled();
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, before, { locked: false });

  // Escape: back to the grid's own address, where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/n\/components$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  await expect(tile).toBeInViewport();
});

test('a Pro component opened from its tile is locked for a free member, between the free ones, with the way to unlock it', async ({
  page,
}) => {
  const { before, locked, after } = await freeMemberOnComponents(page, 'component-locked');
  const dialog = page.getByRole('dialog');
  const previous = dialog.getByRole('button', { name: 'Previous component' });

  // The Pro component's own tile opens it locked, and its neighbours are the free ones around it.
  await (await tileOf(page, locked)).click();
  await expect(dialog).toBeVisible();
  await expectShowing(page, locked, { locked: true });
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, after, { locked: false });
  await previous.click();
  await expectShowing(page, before, { locked: false });

  await page.keyboard.press('Escape');
  await (await tileOf(page, locked)).click();
  await expectShowing(page, locked, { locked: true });
  await dialog.getByRole('button', { name: 'Unlock with Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans' })).toBeVisible();
});

test('a Pro member steps onto the restricted components, in full', async ({ page }) => {
  await signIn(page, ACCOUNTS.pro);
  const { items } = await openComponents(page);
  const run = restrictedRun(items);
  expect(run, 'the first page of components has a restricted component between two free ones').not.toBeNull();
  const { before, locked } = run as NonNullable<typeof run>;
  const following = items[items.indexOf(locked) + 1] as ApiComponent;
  // For a Pro member nothing is withheld: restricted components come with their full picture.
  expect(locked.image.full).not.toBeNull();
  await expect(await tileOf(page, locked)).toHaveAccessibleName(label(locked));

  await (await tileOf(page, before)).click();
  const dialog = page.getByRole('dialog');
  await expectShowing(page, before, { locked: false });
  await dialog.getByRole('button', { name: 'Next component' }).click();
  await expectShowing(page, locked, { locked: false });
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, following, { locked: false });
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, locked, { locked: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/n\/components$/);
});
