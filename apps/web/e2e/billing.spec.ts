import type { BillingOverview } from '@pageshelf/contracts/billing';
import { expect, freshEmail, signIn, test } from './fixtures';
import { toasts } from './library';
import { buyInTestMode, sessionUser } from './test-mode-billing';

test('a free member meets the paywall, pays for Pro monthly on the test-mode page, and the paywall is gone', async ({
  page,
}) => {
  await signIn(page, freshEmail('buy-pro'));
  // Favorites are Pro (free members search on /search within their daily quota).
  await page.goto('/favorites');
  const paywall = page.getByRole('region', { name: 'This is part of Pro' });
  await expect(paywall).toBeVisible();
  await paywall.getByRole('link', { name: /Upgrade to Pro/ }).click();

  // The upgrade offers the yearly price first; monthly is one switch away.
  await expect(page).toHaveURL(/\/checkout\?plan=pro-yearly$/);
  // A click, not check(): the switch is checked once the address names the plan, a moment later.
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=pro-monthly$/);
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.locator('.checkout-total')).toContainText('$12');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/checkout\?session=cs_test_/);
  await expect(page.getByRole('note')).toContainText('Test mode');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('$12');
  await page.getByRole('button', { name: 'Pay $12' }).click();

  await expect(page).toHaveURL(/\/thank-you\?plan=pro-monthly$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Pageshelf Pro' })).toBeVisible();
  expect(await sessionUser(page)).toMatchObject({ isPremium: true, planType: 'pro' });

  await page.getByRole('link', { name: 'Browse the library' }).click();
  await expect(page).toHaveURL(/\/n\/pages$/);
  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible();
  await expect(paywall).toHaveCount(0);
});

test('a Pro member cancels at the end of the period, stays Pro, reactivates, and has one paid invoice', async ({
  page,
}) => {
  await signIn(page, freshEmail('cancel-pro'));
  await buyInTestMode(page, 'pro-monthly');
  await page.goto('/settings/subscription');
  const subscription = page.getByRole('region', { name: 'Subscription', exact: true });
  await expect(subscription.getByText('Test mode')).toBeVisible();
  await expect(subscription).toContainText('Pro, monthly');
  await expect(subscription).toContainText('Renews on');

  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    toasts(page).filter({ hasText: 'Your subscription is cancelled: you keep Pro until' }),
  ).toBeVisible();
  await expect(subscription).toContainText(/Ends on .+ \(cancelled\)/);
  await expect(subscription.getByText('Cancelled', { exact: true })).toBeVisible();
  // Still Pro until the period ends.
  expect(await sessionUser(page)).toMatchObject({ isPremium: true, planType: 'pro' });

  await subscription.getByRole('button', { name: 'Reactivate' }).click();
  await expect(subscription).toContainText('Renews on');
  await expect(subscription.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
    /Subscription started/,
    /Cancelled/,
    /Reactivated/,
  ]);

  const invoices = page.getByRole('region', { name: 'Invoices' }).getByRole('table').locator('tbody tr');
  await expect(invoices).toHaveCount(1);
  await expect(invoices.getByRole('cell').nth(1)).toHaveText('$12');
  await expect(invoices.getByRole('cell').nth(2)).toHaveText('Paid');
});

test('cancelling on the test payment page charges nothing and goes back to the plans', async ({ page }) => {
  await signIn(page, freshEmail('cancel-checkout'));
  await page.goto('/checkout?plan=pro-monthly');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?session=cs_test_/);
  const payment = page.url();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  expect(await sessionUser(page)).toMatchObject({ isPremium: false, planType: 'free' });
  const overview = (await (await page.request.get('/api/billing/subscription')).json()) as BillingOverview;
  expect(overview).toMatchObject({ subscription: null, invoices: [] });
  // The payment page cannot be paid any more.
  await page.goto(payment);
  await expect(page.getByRole('heading', { name: 'This checkout was cancelled' })).toBeVisible();
});

test('Team yearly for 3 seats comes to $432 in the summary and on the payment page', async ({ page }) => {
  await signIn(page, freshEmail('team-total'));
  await page.goto('/checkout?plan=team-yearly');
  await expect(page.getByRole('heading', { name: 'Pageshelf Team' })).toBeVisible();
  await page.getByRole('button', { name: 'One seat more' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=team-yearly&seats=3$/);
  const summary = page.locator('.checkout-summary');
  await expect(summary).toContainText('3 × $144');
  await expect(page.locator('.checkout-total')).toContainText('$432');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?session=cs_test_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('$432');
  await expect(page.getByRole('button', { name: 'Pay $432' })).toBeVisible();
});
