import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

// Capture from the product (issue 31). A run that captures pages adds them to the demo library every
// other test reads, so this one captures a site whose every page is missing: the whole way (the form, the
// run waiting for the API's worker, its browser, the outcome on the page) without writing a screen. The
// API's tests capture real pages through the same worker.

test('a workspace owner starts a capture and follows it to its outcome', async ({ page }) => {
  const site = createServer((_request, response) =>
    response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><h1>Gone</h1>'),
  );
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const address = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  try {
    await signIn(page, ACCOUNTS.pro, '/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Capture' }).click();
    await expect(page).toHaveURL(/\/settings\/capture$/);
    await expect(page.getByRole('heading', { name: 'Capture a web product' })).toBeVisible();

    const app = `E2E capture ${crypto.randomUUID().slice(0, 6)}`;
    const form = page.getByRole('region', { name: 'Capture a web product' });
    const start = form.getByRole('button', { name: 'Start capture' });
    await expect(start).toBeDisabled();
    await form.getByLabel('App').fill(app);
    await form.getByLabel('Site address').fill(address);
    await form.getByLabel('Pages').selectOption({ label: 'This page only' });
    await start.click();

    const runs = page.getByRole('list', { name: 'Captures' });
    await expect(runs.getByRole('listitem', { name: new RegExp(`^${app}: `) })).toBeVisible();
    // The server launches its browser for the run: a run takes seconds, not a click's time.
    const failed = runs.getByRole('listitem', { name: `${app}: Failed` });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await expect(failed).toContainText(`No page could be captured: ${address} answered HTTP 404 Not Found`);
    await expect(failed).toContainText(address);
  } finally {
    site.closeAllConnections();
    await new Promise((done) => site.close(done));
  }
});

test('a free member is not offered capture, and is told who may', async ({ page }) => {
  await signIn(page, ACCOUNTS.free, '/settings');
  const tabs = page.getByRole('navigation', { name: 'Settings' });
  await expect(tabs.getByRole('link', { name: 'API keys' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Capture' })).toHaveCount(0);
  await page.goto('/settings/capture');
  await expect(
    page.getByText('Capturing is for administrators and the owners of a Pro or Team workspace.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start capture' })).toHaveCount(0);
});
