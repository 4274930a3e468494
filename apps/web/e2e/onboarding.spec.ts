import { expect, freshEmail, magicLinkPath, test } from './fixtures';
import { toasts } from './library';

test('a new address signs in with the form and walks onboarding: welcome, a workspace and an invitation, plans, then the library', async ({
  page,
}) => {
  const email = freshEmail('onboarding');
  const teammate = freshEmail('onboarding-mate');
  await page.goto('/auth');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // A new account with nowhere to go back to starts onboarding.
  await page.goto(await magicLinkPath(page, email));
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Pageshelf' })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Onboarding progress' }).getByRole('listitem');
  await expect(progress).toHaveText(['Welcome', 'Your team', 'Go further']);
  await expect(progress.nth(0)).toHaveAttribute('aria-current', 'step');

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/share$/);
  await expect(page.getByRole('heading', { name: 'Bring your team' })).toBeVisible();
  await expect(progress.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.getByLabel('Workspace name').fill('Onboarding studio');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(toasts(page).filter({ hasText: 'Onboarding studio is ready' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Invite teammates to Onboarding studio' })).toBeVisible();
  await page.getByLabel('Invite by email').fill(teammate);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toasts(page).filter({ hasText: `Invitation sent to ${teammate}` })).toBeVisible();

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/upgrade$/);
  await expect(page.getByRole('heading', { name: 'Unlock the whole library' })).toBeVisible();
  await expect(progress.nth(2)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('link', { name: /Skip for now: start with the free plan/ }).click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await expect(
    page.getByRole('list', { name: 'Screens', exact: true }).getByRole('link').first(),
  ).toBeVisible();

  // The invitation waits in the team settings until the teammate accepts it.
  await page.goto('/settings/team');
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByRole('listitem')).toHaveCount(1);
  await expect(pending.getByRole('listitem')).toContainText(teammate);
  await expect(page.getByText('1 invitation pending')).toBeVisible();

  // Each step's events were stored by the API as the account's activity: viewed, then completed or
  // skipped, for the three steps (sent in idle time, so they may take a moment).
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: number } };
  await expect
    .poll(async () => {
      const query = `email=${encodeURIComponent(email)}&userId=${me.user.id}`;
      const traces = (await (await page.request.get(`/api/dev/traces?${query}`)).json()) as {
        traces: { activity_log: number };
      };
      return traces.traces.activity_log;
    })
    .toBeGreaterThanOrEqual(6);
});
