import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';
import { type ApiScreen, clickInPlace } from './library';

/** A flow as `GET /api/flows` answers it: its screens in order, as the viewer may see them. */
interface ApiFlow {
  uuid: string;
  title: string;
  screenCount: number;
  app: { slug: string; title: string };
  flowCategories: { id: number; title: string }[];
  screens: ApiScreen[];
}

interface ApiFlowPage {
  items: ApiFlow[];
  nextCursor: string | null;
}

/**
 * Opens a list of flows (from a blank page, so no earlier call is taken for its own) and returns the
 * first page of flows it loaded from `apiPath`.
 */
async function openFlows(page: Page, url: string, apiPath: string): Promise<ApiFlowPage> {
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
  return (await (await first).json()) as ApiFlowPage;
}

/**
 * A flow of at least three steps that starts on a free screen and has a Pro screen further on (whose
 * step is then `locked`, 0-based). The restriction is the library's, the same for every viewer.
 */
function flowWithProStep(flows: ApiFlow[]) {
  for (const flow of flows) {
    const locked = flow.screens.findIndex((screen) => screen.is_restricted);
    if (flow.screens.length >= 3 && locked > 0 && flow.screenCount === flow.screens.length) {
      return { flow, locked };
    }
  }
  return null;
}

/** The flow's card in a grid of flows. */
const flowCard = (page: Page, flow: ApiFlow) => page.locator(`a[href="/n/flows/${flow.uuid}"]`);

/**
 * The flow view (in the preview or on the flow's page) shows step `step` (1-based) of the flow: its
 * position, the large picture of that screen, the current filmstrip item, and the step buttons.
 */
async function expectStep(
  view: Locator,
  flow: ApiFlow,
  step: number,
  { free, address = true }: { free: boolean; address?: boolean },
) {
  const screen = flow.screens[step - 1] as ApiScreen;
  if (address) {
    // The step is in the address (`?screen=N`, none for the first), so a reload or a link opens it.
    await expect(view.page()).toHaveURL(
      new RegExp(`/n/flows/${flow.uuid}${step > 1 ? `\\?screen=${step}` : ''}$`),
    );
  }
  const count = flow.screens.length;
  await expect(view.getByText(/Screen \d+ of \d+/)).toHaveText(new RegExp(`Screen ${step} of ${count}$`));
  const image = view.getByRole('img', { name: `${flow.title}, step ${step}`, exact: true });
  await expect(image).toBeVisible();
  const figure = view.locator('.flow-stage-figure');
  const strip = view.getByRole('list', { name: 'Screens of the flow' });
  await expect(strip.getByRole('button', { name: `Step ${step}`, exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(strip.locator('[aria-current="step"]')).toHaveCount(1);
  await expect(view.getByRole('button', { name: 'Previous screen of the flow' })).toBeEnabled({
    enabled: step > 1,
  });
  await expect(view.getByRole('button', { name: 'Next screen of the flow' })).toBeEnabled({
    enabled: step < count,
  });
  if (screen.is_restricted && free) {
    // Locked: the blurred preview with the Pro badge, and the way to unlock it.
    expect(screen.image.full).toBeNull();
    await expect(image).toHaveAttribute('src', screen.image.preview);
    await expect(figure.locator('.media')).toHaveClass(/media-restricted/);
    await expect(figure.locator('.media-lock')).toHaveText('Pro');
    await expect(figure.getByRole('button', { name: 'Unlock with Pro' })).toBeVisible();
  } else {
    // The flow's own page and preview show each step whole (a list of flows shows tiles): the large
    // picture at its address signed for this viewer.
    const full = new URL(screen.image.preview, 'http://pageshelf.test').pathname.replace(
      /preview\.webp$/,
      'full.webp',
    );
    await expect(image).toHaveAttribute('src', new RegExp(`^${full}\\?e=\\d+&s=`));
    await expect(figure.locator('.media')).not.toHaveClass(/media-restricted/);
    await expect(figure.locator('.media-lock')).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Unlock with Pro' })).toHaveCount(0);
  }
}

/**
 * Signs in a new free member and opens, over a grid of flows filtered by its type (so the address to
 * come back to carries a query), a flow with a Pro step; the flow is picked from the API's first page.
 */
async function openFlowWithProStep(page: Page, label: string) {
  await signIn(page, freshEmail(label));
  const listed = await page.request.get('/api/flows?limit=18');
  expect(listed.ok()).toBe(true);
  const found = flowWithProStep(((await listed.json()) as ApiFlowPage).items);
  expect(found, 'a flow on the first page with a free first step and a Pro step after it').not.toBeNull();
  const { flow, locked } = found as NonNullable<typeof found>;
  const category = flow.flowCategories[0];
  expect(category, 'the flow has a type').toBeDefined();

  const gridAddress = `/n/flows?flowCategories=${category?.id}`;
  await openFlows(page, gridAddress, '/api/flows');
  await expect(page).toHaveURL(new RegExp(`${gridAddress.replace('?', '\\?')}$`));
  const grid = page.getByRole('list', { name: 'User flows' });
  const card = flowCard(page, flow);
  await expect(card).toHaveAccessibleName(`${flow.title}, ${flow.screenCount} screens`);

  const scrollY = await clickInPlace(page, card);
  const dialog = page.getByRole('dialog', { name: flow.title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/n/flows/${flow.uuid}$`));
  // The grid stays underneath.
  await expect(grid).toBeAttached();
  await expect(dialog.getByRole('heading', { name: flow.title, level: 2 }).last()).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Screens of the flow' }).getByRole('button')).toHaveCount(
    flow.screens.length,
  );
  await expectStep(dialog, flow, 1, { free: true });
  return { flow, locked, dialog, card, gridAddress, scrollY };
}

/** Escape closes the preview: back to the grid, at the address and the scroll position it had. */
async function closeToGrid(page: Page, opened: Awaited<ReturnType<typeof openFlowWithProStep>>) {
  await page.keyboard.press('Escape');
  await expect(opened.dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${opened.gridAddress.replace('?', '\\?')}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(opened.scrollY);
  await expect(opened.card).toBeInViewport();
}

test('a free member steps through a flow over the grid with the buttons; a Pro step is locked; Escape returns to the grid', async ({
  page,
}) => {
  const opened = await openFlowWithProStep(page, 'flow-free');
  const { flow, dialog } = opened;
  const count = flow.screens.length;

  // Next, step by step to the end: each step shows its own screen, the Pro one locked.
  const next = dialog.getByRole('button', { name: 'Next screen of the flow' });
  const previous = dialog.getByRole('button', { name: 'Previous screen of the flow' });
  for (let step = 2; step <= count; step += 1) {
    await next.click();
    await expectStep(dialog, flow, step, { free: true });
  }
  // Previous, back to the start.
  for (let step = count - 1; step >= 1; step -= 1) {
    await previous.click();
    await expectStep(dialog, flow, step, { free: true });
  }
  // Back at the first step, the address is the flow's own again.
  await expect(page).toHaveURL(new RegExp(`/n/flows/${flow.uuid}$`));

  await closeToGrid(page, opened);
});

test('the arrow keys step through a flow too, and stop at its ends', async ({ page }) => {
  const opened = await openFlowWithProStep(page, 'flow-keys');
  const { flow, dialog } = opened;
  await page.keyboard.press('ArrowLeft');
  await expectStep(dialog, flow, 1, { free: true });
  await page.keyboard.press('ArrowRight');
  await expectStep(dialog, flow, 2, { free: true });
  await page.keyboard.press('ArrowLeft');
  await expectStep(dialog, flow, 1, { free: true });

  await closeToGrid(page, opened);
});

test('the filmstrip jumps straight to a step; "Unlock with Pro" offers the plans over the preview', async ({
  page,
}) => {
  const opened = await openFlowWithProStep(page, 'flow-strip');
  const { flow, locked, dialog } = opened;
  const count = flow.screens.length;

  // The Pro step, then the last, then the first.
  const strip = dialog.getByRole('list', { name: 'Screens of the flow' });
  await strip.getByRole('button', { name: `Step ${locked + 1}`, exact: true }).click();
  await expectStep(dialog, flow, locked + 1, { free: true });
  await expect(dialog.getByRole('button', { name: 'Unlock with Pro' })).toBeVisible();
  await strip.getByRole('button', { name: `Step ${count}`, exact: true }).click();
  await expectStep(dialog, flow, count, { free: true });
  await strip.getByRole('button', { name: 'Step 1', exact: true }).click();
  await expectStep(dialog, flow, 1, { free: true });

  // "Unlock with Pro" offers the plans over the preview; closing them leaves the preview as it was.
  await strip.getByRole('button', { name: `Step ${locked + 1}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Unlock with Pro' }).click();
  const plans = page.getByRole('dialog', { name: 'Plans' });
  await expect(plans).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(plans).toBeHidden();
  await expect(dialog).toBeVisible();
  await expectStep(dialog, flow, locked + 1, { free: true });

  await closeToGrid(page, opened);
});

test("a flow opened from an app's flows closes back to the app's flows", async ({ page }) => {
  await signIn(page, freshEmail('flow-app'));
  const { items } = await openFlows(page, '/n/flows', '/api/flows');
  const { flow } = flowWithProStep(items) ?? { flow: items[0] as ApiFlow };
  const appFlows = `/n/apps/${flow.app.slug}/flows`;
  const { items: ofApp } = await openFlows(page, appFlows, `/api/apps/${flow.app.slug}/flows`);
  expect(ofApp.map((item) => item.uuid)).toContain(flow.uuid);
  const grid = page.getByRole('list', { name: 'Flows of the app' });
  await expect(grid.getByRole('listitem')).toHaveCount(ofApp.length);

  await flowCard(page, flow).click();
  const dialog = page.getByRole('dialog', { name: flow.title });
  await expect(page).toHaveURL(new RegExp(`/n/flows/${flow.uuid}$`));
  await expectStep(dialog, flow, 1, { free: true });
  await dialog.getByRole('button', { name: 'Next screen of the flow' }).click();
  await expectStep(dialog, flow, 2, { free: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${appFlows}$`));
  await expect(grid).toBeVisible();
});

test('a Pro member sees in full the step a free member sees locked', async ({ page }) => {
  await signIn(page, ACCOUNTS.pro);
  const { items } = await openFlows(page, '/n/flows', '/api/flows');
  const found = flowWithProStep(items);
  expect(found, 'a flow on the first page with a free first step and a Pro step after it').not.toBeNull();
  const { flow, locked } = found as NonNullable<typeof found>;
  const proScreen = flow.screens[locked] as ApiScreen;
  expect(proScreen.is_restricted).toBe(true);
  expect(proScreen.image.full).not.toBeNull();

  await flowCard(page, flow).click();
  const dialog = page.getByRole('dialog', { name: flow.title });
  await expect(page).toHaveURL(new RegExp(`/n/flows/${flow.uuid}$`));
  await expectStep(dialog, flow, 1, { free: false });

  const full = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === new URL(proScreen.image.full as string, page.url()).pathname,
  );
  await dialog
    .getByRole('list', { name: 'Screens of the flow' })
    .getByRole('button', { name: `Step ${locked + 1}`, exact: true })
    .click();
  await expectStep(dialog, flow, locked + 1, { free: false });
  expect((await full).status()).toBe(200);
  const image = dialog.getByRole('img', { name: `${flow.title}, step ${locked + 1}`, exact: true });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // No step of the flow is locked for a Pro member, in the filmstrip either.
  await expect(dialog.locator('.media-restricted')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/n\/flows$/);
});

/** A free member on /n/flows, and a flow of the grid with a Pro step; its own page's view. */
async function flowWithLockedStep(page: Page, who: string) {
  await signIn(page, freshEmail(who));
  const { items } = await openFlows(page, '/n/flows', '/api/flows');
  const found = flowWithProStep(items);
  expect(found).not.toBeNull();
  const { flow, locked } = found as NonNullable<typeof found>;
  // The flow's own page (opened by its address, not over a grid).
  return { flow, locked, count: flow.screens.length, view: page.locator('.flow-page') };
}

test('a flow opened at ?screen=N starts on that screen, and a step moves the address along', async ({
  page,
}) => {
  const { flow, locked, count, view } = await flowWithLockedStep(page, 'flow-start');

  await page.goto(`/n/flows/${flow.uuid}?screen=${locked + 1}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: flow.title, level: 1 })).toBeVisible();
  await expectStep(view, flow, locked + 1, { free: true });
  // A step moves the address along, and the step it names survives a reload.
  const further = locked + 1 < count ? locked + 2 : locked;
  const towards = further > locked + 1 ? 'Next' : 'Previous';
  await view.getByRole('button', { name: `${towards} screen of the flow` }).click();
  await expectStep(view, flow, further, { free: true });
  await page.reload();
  await expectStep(view, flow, further, { free: true });
});

test('a flow opened at an out-of-range or malformed ?screen= starts at an end', async ({ page }) => {
  const { flow, count, view } = await flowWithLockedStep(page, 'flow-start-range');
  await page.goto(`/n/flows/${flow.uuid}?screen=${count + 5}`);
  await expectStep(view, flow, count, { free: true, address: false });
  await view.getByRole('button', { name: 'Previous screen of the flow' }).click();
  await expectStep(view, flow, count - 1, { free: true });

  for (const value of ['0', '-2', 'two', '1.5']) {
    await page.goto(`/n/flows/${flow.uuid}?screen=${value}`);
    await expectStep(view, flow, 1, { free: true, address: false });
  }
});
