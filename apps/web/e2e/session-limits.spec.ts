import { expect, freshEmail, signIn, test } from './fixtures';

test('signing in on another device signs this one out (490) and says why', async ({ page, browser }) => {
  const email = freshEmail('two-devices');
  await signIn(page, email);
  // Park this device on a page that makes no calls of its own while the other device signs in.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Pageshelf' })).toBeVisible();

  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: `Mozilla/5.0 PageshelfE2E/${crypto.randomUUID().slice(0, 8)}`,
  });
  await signIn(await other.newPage(), email);

  // The next call of this device is answered 490: signed out, told why, sent to sign in.
  await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Flows' }).click();
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toContainText(
    'signed out because this account is being used on another device',
  );
  expect(await (await page.request.get('/api/_auth/session')).json()).toEqual({
    authenticated: false,
    user: null,
  });
  await other.close();
});

test('a visitor past the free views is sent to sign in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/pages');
  const sections = ['Flows', 'Components', 'Apps', 'Screens'];
  let last: { visit_count: number; visit_limit: number | null; exceeded: boolean } | null = null;
  for (let step = 0; step < 30 && !last?.exceeded; step += 1) {
    const recorded = page.waitForResponse((response) => response.url().includes('action=record_count'));
    await page
      .getByRole('navigation', { name: 'Library' })
      .getByRole('link', { name: sections[step % sections.length], exact: true })
      .click();
    last = await (await recorded).json();
  }
  expect(last).toMatchObject({ exceeded: true, visit_limit: 24, visit_count: 25 });
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('status')).toHaveText(
    'Sign in to continue browsing',
  );
});
