import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { redesignedApp } from './library';

/**
 * Versions (issue 31) on the demo library, whose generator draws a redesign of some apps: the app page
 * says when it was redesigned and what changed; a changed screen's page shows its timeline and compares
 * two versions as a swipe, with the changed regions outlined, and side by side.
 */
test.describe('versions', () => {
  test('a Pro member follows a redesign from the app page to a screen and compares its versions', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.pro);
    const app = await redesignedApp(page);
    expect(app.versions).toBe(3);

    await page.goto(`/n/apps/${app.slug}`);
    const redesign = page.getByRole('region', {
      name: /^Redesigned on \d{1,2} [A-Z][a-z]{2}: \d+ screens? changed/,
    });
    await expect(redesign).toBeVisible();
    await expect(
      redesign.getByRole('list', { name: 'Versions of the app, newest first' }).getByRole('listitem'),
    ).toHaveCount(3);
    await redesign.getByRole('list', { name: 'Screens that changed' }).getByRole('link').first().click();

    await expect(page).toHaveURL(new RegExp(`/n/pages/${app.screen}$`));
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(/^3 versions since \d{1,2} [A-Z][a-z]{2} \d{4}/)).toBeVisible();
    const timeline = history.getByRole('list', { name: 'Versions, newest first' }).getByRole('button');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(timeline.first()).toContainText('Version 3 (current)');
    await expect(timeline.last()).toContainText('First version');

    // The swipe: the older picture clipped to the left of the handle, moved by keys and by a click.
    const slider = history.getByRole('slider', {
      name: 'Swipe between version 2 (left) and version 3 (right)',
    });
    const older = history.getByAltText(/^Version 2 · /).locator('..');
    await expect(older).toHaveAttribute('style', /clip-path: inset\(0px 50% 0px 0px\)/);
    await slider.focus();
    await page.keyboard.press('End');
    await expect(older).toHaveAttribute('style', /clip-path: inset\(0px 0% 0px 0px\)/);
    const box = await slider.boundingBox();
    if (!box) throw new Error('the slider has no box');
    await slider.click({ position: { x: box.width * 0.25, y: box.height / 2 } });
    await expect(slider).toHaveValue(/^2[3-7]$/);

    // The changes: every region drawn as a box inside the picture.
    await history.getByText('Changes', { exact: true }).click();
    const regions = history.getByRole('list', { name: /^\d+ changed regions$/ }).getByRole('listitem');
    expect(await regions.count()).toBeGreaterThan(0);
    const picture = await history.getByAltText(/^Version 3 · /).boundingBox();
    const region = await regions.first().boundingBox();
    expect(picture && region).toBeTruthy();
    if (picture && region) {
      expect(region.x).toBeGreaterThanOrEqual(picture.x - 1);
      expect(region.y).toBeGreaterThanOrEqual(picture.y - 1);
      expect(region.x + region.width).toBeLessThanOrEqual(picture.x + picture.width + 1);
      expect(region.width).toBeGreaterThan(0);
    }

    // Against the first version, two redesigns apart: compared by the server, its regions drawn.
    await history.getByRole('combobox', { name: 'Compare version 3 against' }).selectOption('1');
    await expect(history.locator('.compare-bar p')).toContainText(/: \d+(\.\d+)? % changed/);
    await expect(history.getByText(/changes from version 1 outlined$/)).toBeVisible();
    expect(
      await history
        .getByRole('list', { name: /^\d+ changed regions$/ })
        .getByRole('listitem')
        .count(),
    ).toBeGreaterThan(0);

    // Side by side, then an older version against its own predecessor.
    await history.getByText('Side by side', { exact: true }).click();
    await expect(history.getByRole('figure')).toHaveCount(2);
    await timeline.nth(1).click();
    await expect(history.getByText(/^Version 2 against version 1:/)).toBeVisible();
  });

  test('the screens grid lists the screens redesigns changed, the latest redesign first', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.pro, '/n/pages');
    const order = page.getByRole('navigation', { name: 'Order of the screens' });
    await expect(order.getByText('Newest')).toHaveAttribute('aria-current', 'page');
    await order.getByRole('link', { name: 'Recently redesigned' }).click();
    await expect(page).toHaveURL(/\/n\/pages\?order=redesigned$/);
    await expect(order.getByText('Recently redesigned')).toHaveAttribute('aria-current', 'page');
    const first = page.getByRole('list', { name: 'Screens', exact: true }).getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/n\/pages\/[0-9a-f-]{36}$/);
    // A screen of this order has changed: its page shows its history.
    await page.goto(href as string);
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  });

  test('a free member sees the latest version only: no history on the screen page', async ({ page }) => {
    await signIn(page, ACCOUNTS.pro);
    const app = await redesignedApp(page);
    await page.context().clearCookies();
    await signIn(page, ACCOUNTS.free);
    await page.goto(`/n/pages/${app.screen}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: 'About this screen' })
        .getByText(/^Captured [A-Z][a-z]{2} \d{4}$/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
    await page.goto(`/n/apps/${app.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Redesigned on/ })).toHaveCount(0);
  });
});
