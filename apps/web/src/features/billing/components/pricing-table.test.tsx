import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBillingOverview } from '#testing/billing';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { PricingTable } from './pricing-table';

const member = (overrides: Parameters<typeof testUser>[0] = {}) =>
  testQueryClient({ authenticated: true, user: testUser(overrides) });

const card = (name: 'Free' | 'Pro' | 'Team') =>
  screen.getByRole('article', { name: new RegExp(`^${name}`) }) as HTMLElement;

describe('the pricing table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the period a subscriber pays, and marks only that plan as theirs', async () => {
    stubFetch({ 'GET /api/billing/subscription': testBillingOverview('pro-monthly') });
    const user = userEvent.setup();
    renderAt(<PricingTable compact paidOnly />, { client: member({ isPremium: true, planType: 'pro' }) });
    expect(await screen.findByRole('radio', { name: 'Monthly', checked: true })).toBeTruthy();
    expect(within(card('Pro')).getByRole('button', { name: 'Your plan' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(within(card('Pro')).queryByRole('button', { name: 'Your plan' })).toBeNull();
    expect(within(card('Pro')).getByRole('button', { name: 'Your plan is billed monthly' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('starts yearly: Pro at $8 a month ($96 billed yearly), Team at $12 a seat, with the savings', () => {
    renderAt(<PricingTable />, { client: member() });
    expect(screen.getByRole('radio', { name: /Yearly/ })).toHaveProperty('checked', true);
    expect(within(card('Pro')).getByText('$8')).toBeTruthy();
    expect(within(card('Pro')).getByText(/\$96 billed yearly/)).toBeTruthy();
    expect(within(card('Pro')).getByText('Save 33%')).toBeTruthy();
    expect(within(card('Team')).getByText('$12')).toBeTruthy();
    expect(within(card('Team')).getByText('Save 20%')).toBeTruthy();
    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/checkout?plan=pro-yearly',
    );
    expect(within(card('Team')).getByRole('link', { name: 'Choose Team' }).getAttribute('href')).toBe(
      '/checkout?plan=team-yearly&seats=5',
    );
  });

  it('switches every paid plan to monthly prices and links', async () => {
    const user = userEvent.setup();
    renderAt(<PricingTable />, { client: member() });
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(within(card('Pro')).getByText('$12')).toBeTruthy();
    expect(within(card('Pro')).queryByText(/Save/)).toBeNull();
    expect(within(card('Team')).getByText('$15')).toBeTruthy();
    expect(within(card('Team')).getByText('5 seats · $75 billed monthly')).toBeTruthy();
    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/checkout?plan=pro-monthly',
    );
  });

  it('prices Team for the seats chosen, from 2 to 100', async () => {
    const user = userEvent.setup();
    renderAt(<PricingTable />, { client: member() });
    const team = card('Team');
    await user.click(within(team).getByRole('button', { name: 'One seat more' }));
    expect(within(team).getByText(/6 seats · \$864 billed yearly/)).toBeTruthy();
    expect(within(team).getByRole('link', { name: 'Choose Team' }).getAttribute('href')).toBe(
      '/checkout?plan=team-yearly&seats=6',
    );
    const field = within(team).getByRole('spinbutton', { name: 'Seats' });
    await user.clear(field);
    await user.type(field, '1');
    await user.tab();
    expect(within(team).getByText(/2 seats · \$288 billed yearly/)).toBeTruthy();
    expect(within(team).getByRole('button', { name: 'One seat less' })).toHaveProperty('disabled', true);
  });

  it('sends a visitor to sign in first, back to the checkout after', () => {
    renderAt(<PricingTable />);
    expect(within(card('Pro')).getByRole('link', { name: 'Get Pro' }).getAttribute('href')).toBe(
      `/auth?redirectTo=${encodeURIComponent('/checkout?plan=pro-yearly')}`,
    );
    expect(within(card('Free')).getByRole('link', { name: 'Create a free account' })).toBeTruthy();
  });

  it('marks the plan a member is on, and sends a Pro member to end Pro before Team (one plan at a time)', () => {
    renderAt(<PricingTable compact />, { client: member({ isPremium: true, planType: 'pro' }) });
    expect(within(card('Pro')).getByRole('button', { name: 'Your plan' })).toHaveProperty('disabled', true);
    expect(within(card('Team')).queryByRole('link', { name: 'Choose Team' })).toBeNull();
    expect(within(card('Team')).getByRole('link', { name: 'Switch from Pro' }).getAttribute('href')).toBe(
      '/settings/subscription',
    );
    expect(within(card('Team')).getByText(/One plan at a time: cancel Pro/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
