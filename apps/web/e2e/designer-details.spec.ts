import { ACCOUNTS, expect, freshEmail, signIn, test } from './fixtures';

interface ApiApp {
  slug: string;
  title: string;
  website: string | null;
}

test.describe('an app’s website', () => {
  test('the Visit website link is there exactly when the API gives the app a website', async ({ page }) => {
    const apps = ((await (await page.request.get('/api/apps?limit=3')).json()) as { items: ApiApp[] }).items;
    expect(apps.length).toBeGreaterThan(0);
    for (const app of apps) {
      await page.goto(`/apps/${app.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: app.title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Visit website' })).toHaveCount(app.website ? 1 : 0);
    }
  });

  test('an app without a website gets a page that says so, with the way back', async ({ page }) => {
    const apps = ((await (await page.request.get('/api/apps?limit=100')).json()) as { items: ApiApp[] })
      .items;
    const withoutSite = apps.find((app) => app.website === null);
    // The demo apps are fictional: none has a website.
    expect(withoutSite).toBeDefined();
    const app = withoutSite as ApiApp;
    await page.goto(`/apps/${app.slug}/visit`);
    await expect(page.getByRole('heading', { level: 1, name: app.title })).toBeVisible();
    await expect(page.getByText('This app has no website we can open.')).toBeVisible();
    await page.getByRole('link', { name: `Back to ${app.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/${app.slug}$`));
  });
});

test.describe('component tags for administrators', () => {
  // The admin demo account has one session at a time: these tests take turns with guards.spec.ts.
  test.describe.configure({ mode: 'serial' });

  test('an administrator creates, renames, merges and deletes tags', async ({ page }) => {
    const suffix = crypto.randomUUID().slice(0, 6);
    const first = `Frosted ${suffix}`;
    const second = `Glassy ${suffix}`;
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/components/tags');
    await expect(page.getByRole('heading', { name: 'Component tags' })).toBeVisible();

    const title = page.getByLabel('New tag');
    for (const name of [first, second]) {
      await title.fill(name);
      await expect(page.getByText(`Slug: ${name.toLowerCase().replace(' ', '-')}`)).toBeVisible();
      await page.getByRole('button', { name: 'Create tag' }).click();
      await expect(page.getByRole('rowheader', { name: `#${name}` })).toBeVisible();
    }

    await title.fill(first);
    await page.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `A tag with the slug "${first.toLowerCase().replace(' ', '-')}" already exists`,
    );
    await title.fill('');

    await page.getByRole('button', { name: `Rename #${first}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename #${first}` });
    await rename.getByLabel('Title').fill(`Frosted glass ${suffix}`);
    await expect(rename.getByLabel('Slug')).toHaveValue(`frosted-glass-${suffix}`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('rowheader', { name: `#Frosted glass ${suffix}` })).toBeVisible();

    await page.getByRole('button', { name: `Merge #Frosted glass ${suffix}` }).click();
    const merge = page.getByRole('dialog', { name: `Merge #Frosted glass ${suffix}` });
    await merge.getByLabel('Merge into').selectOption(`glassy-${suffix}`);
    await merge.getByRole('button', { name: `Merge into #${second}` }).click();
    await expect(page.getByRole('rowheader', { name: `#Frosted glass ${suffix}` })).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: `#${second}` })).toBeVisible();

    await page.getByRole('button', { name: `Delete #${second}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete #${second}?` });
    await expect(confirm).toContainText(`No component carries #${second}.`);
    await confirm.getByRole('button', { name: 'Delete tag' }).click();
    await expect(page.getByRole('rowheader', { name: `#${second}` })).toHaveCount(0);
    expect((await page.request.get(`/api/tags/glassy-${suffix}`)).status()).toBe(404);
  });

  test('a member who is not an administrator sees no tag management', async ({ page }) => {
    await signIn(page, freshEmail('tags'));
    await page.goto('/components/tags');
    await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create tag' })).toHaveCount(0);
    await expect(page.getByLabel('New tag')).toHaveCount(0);
  });
});

test.describe('the blog and the glossary', () => {
  test('the blog lists its posts with covers and reading times, and a post shows its figures', async ({
    page,
  }) => {
    await page.goto('/blog');
    const cards = page.locator('.content-cards > li');
    await expect(cards).toHaveCount(11);
    await expect(cards.first()).toContainText('min read');
    await page.getByRole('link', { name: /Empty states that teach/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empty states that teach instead of apologise' }),
    ).toBeVisible();
    await expect(page.locator('figure.pattern-figure')).toHaveCount(3);
    await expect(
      page.getByRole('link', { name: 'See Empty state screens on iOS →' }).first(),
    ).toHaveAttribute('href', '/pages/empty-state?platforms=ios');
  });

  test('the glossary is an A–Z whose terms link to their patterns', async ({ page }) => {
    await page.goto('/glossary');
    await expect(page.getByText(/^\d+ terms$/)).toHaveText(/^(4\d|[5-9]\d) terms$/);
    const letters = page.getByRole('navigation', { name: 'Terms by letter' });
    await letters.getByRole('link', { name: 'P', exact: true }).click();
    await expect(page).toHaveURL(/#letter-P$/);
    await page.getByRole('link', { name: /^Paywall/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paywall' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paywall pattern' })).toHaveAttribute(
      'href',
      '/pages/paywall',
    );
  });
});
