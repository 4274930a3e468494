import type { Page } from '@playwright/test';
import { expect, freshEmail, magicLinkPath, outboxLinkPath, secondPerson, signIn, test } from './fixtures';
import { toasts } from './library';
import { buyInTestMode, sameOrigin, sessionUser } from './test-mode-billing';

const members = (page: Page) => page.getByRole('region', { name: 'Members' }).getByRole('listitem');

test('an owner creates a workspace and invites a teammate, who signs in from the invitation and joins', async ({
  page,
  browser,
}) => {
  const owner = freshEmail('owner');
  const mate = freshEmail('mate');
  await signIn(page, owner);
  await page.goto('/settings/team');
  await page.getByLabel('Workspace name').fill('Shared studio');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Shared studio' })).toBeVisible();
  await page.getByLabel('Invite by email').fill(mate);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toasts(page).filter({ hasText: `Invitation sent to ${mate}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(mate);

  // The teammate follows the emailed link, signs in with the invited address and comes back to accept.
  const matePage = await secondPerson(browser, '10.253.1.2');
  await matePage.goto(await outboxLinkPath(matePage, mate, '/invitations/'));
  await expect(
    matePage.getByRole('heading', { name: `${owner} invited you to join Shared studio` }),
  ).toBeVisible();
  await matePage.getByRole('link', { name: 'Sign in to accept' }).click();
  await expect(matePage).toHaveURL(/\/auth\?redirectTo=%2Finvitations%2F/);
  // The invited address is filled in already.
  await expect(matePage.getByLabel('Email address')).toHaveValue(mate);
  await matePage.getByRole('button', { name: 'Continue with email' }).click();
  await expect(matePage.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await matePage.goto(await magicLinkPath(matePage, mate));
  await matePage.getByRole('button', { name: 'Accept and join Shared studio' }).click();

  await expect(matePage).toHaveURL(/\/settings\/team$/);
  await expect(toasts(matePage).filter({ hasText: 'Welcome to Shared studio' })).toBeVisible();
  await expect(members(matePage)).toHaveCount(2);
  await expect(members(matePage).filter({ hasText: owner })).toContainText('Owner');
  await expect(members(matePage).filter({ hasText: mate })).toContainText('(you)');

  await page.reload();
  await expect(members(page)).toHaveCount(2);
  await expect(members(page).filter({ hasText: mate })).toContainText('Member');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toHaveCount(0);
  await matePage.context().close();
});

test('on the Team plan, a teammate who joins gets a seat and is premium through it', async ({
  page,
  browser,
}) => {
  const owner = freshEmail('team-owner');
  const mate = freshEmail('team-mate');
  await signIn(page, owner);
  await buyInTestMode(page, 'team-yearly', 2);
  expect(await sessionUser(page)).toMatchObject({ isPremium: true, planType: 'team' });
  const invited = await page.request.post('/api/team/invitations', {
    data: { emails: [mate] },
    headers: sameOrigin(),
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  const matePage = await secondPerson(browser, '10.253.2.3');
  await signIn(matePage, mate);
  expect(await sessionUser(matePage)).toMatchObject({ isPremium: false, planType: 'free' });
  await matePage.goto(await outboxLinkPath(matePage, mate, '/invitations/'));
  await matePage.getByRole('button', { name: /^Accept and join / }).click();

  await expect(matePage).toHaveURL(/\/settings\/team$/);
  await expect(matePage.getByText('Team plan')).toBeVisible();
  await expect(members(matePage).filter({ hasText: mate })).toContainText('Team seat');
  expect(await sessionUser(matePage)).toMatchObject({ isPremium: true, planType: 'team' });
  // The whole library is open to the teammate now: Favorites are no longer behind the paywall.
  await matePage.goto('/favorites');
  await expect(matePage.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible();

  await page.goto('/settings/team');
  await expect(members(page)).toHaveCount(2);
  await expect(members(page).filter({ hasText: mate })).toContainText('Team seat');
  await matePage.context().close();
});
