import { expect, test } from './fixtures';

test('a new build on the server offers a reload, which loads it', async ({ page }) => {
  await page.clock.install();
  let buildId: string | null = null;
  await page.route('/build-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { buildId: string; builtAt: string };
    buildId ??= manifest.buildId;
    await route.fulfill({ response, json: { ...manifest, buildId } });
  });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => buildId).not.toBeNull();

  // The first poll a minute later still sees the same build: nothing is offered.
  await page.clock.runFor(61_000);
  const prompt = page.getByRole('complementary', { name: 'Update available' });
  await expect(prompt).toHaveCount(0);

  // Then a deployment: a later poll sees a new build id.
  buildId = 'build-after-deploy';
  await expect
    .poll(async () => {
      await page.clock.runFor(61_000);
      return prompt.count();
    })
    .toBe(1);
  await expect(prompt).toContainText('New version available');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(prompt).toHaveCount(0);
  // A poll still being answered when the test ends is dropped, not reported as an error of the run.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
