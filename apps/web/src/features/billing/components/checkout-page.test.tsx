import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { CheckoutPage } from './checkout-page';

const pro = () =>
  testQueryClient({ authenticated: true, user: testUser({ isPremium: true, planType: 'pro' }) });

describe('the checkout page', () => {
  it('tells a Pro member that an account pays for one plan at a time before they check out Team', () => {
    renderAt(<CheckoutPage />, { path: '/checkout?plan=team-yearly&seats=3', client: pro() });
    expect(screen.getByRole('heading', { name: "You're on Pro" })).toBeTruthy();
    expect(screen.getByText(/one plan at a time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscription settings' }).getAttribute('href')).toBe(
      '/settings/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('lets a free member continue to the payment of Team', () => {
    const free = testQueryClient({ authenticated: true, user: testUser({ planType: 'free' }) });
    renderAt(<CheckoutPage />, { path: '/checkout?plan=team-yearly&seats=3', client: free });
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('tells a Pro member checking out Pro that they already have it', () => {
    renderAt(<CheckoutPage />, { path: '/checkout?plan=pro-monthly', client: pro() });
    expect(screen.getByRole('heading', { name: "You're already on Pro" })).toBeTruthy();
  });
});
