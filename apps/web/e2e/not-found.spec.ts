import { expect, freshEmail, signIn, test } from './fixtures';

test.describe('page not found', () => {
  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/this/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /this/does-not-exist')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Pageshelf');
  });

  test('a flow, screen or component address with a bad UUID is Page Not Found', async ({ page }) => {
    await signIn(page, freshEmail('not-found'));
    for (const path of ['/n/flows/not-a-uuid', '/n/pages/1234', '/n/components/abc-def']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    }
  });

  test('a well-formed UUID that matches nothing is Page Not Found, with the status 404', async ({ page }) => {
    const response = await page.goto('/pages/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('unknown category, app and document slugs answer 404; known ones 200 with their own head', async ({
    page,
  }) => {
    for (const path of [
      '/flows/not-a-category',
      '/pages/not-a-pattern',
      '/apps/no-such-app',
      '/blog/no-such-post',
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex">');
    }
    const screens = (await (await page.request.get('/api/screens?limit=1')).json()) as {
      items: { uuid: string; app: { title: string } }[];
    };
    const screen = screens.items[0];
    if (!screen) throw new Error('the demo library has no screen');
    const html = await (await page.request.get(`/pages/${screen.uuid}`)).text();
    expect(html).toContain(`<title>${screen.app.title} — `);
    expect(html).toContain(`/api/cards/screens/${screen.uuid}.png`);
    const card = await page.request.get(`/api/cards/screens/${screen.uuid}.png`);
    expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
    // In the browser, the page's tab is the one the page names (the server's head gave it first).
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing · Pageshelf');
  });
});
