import type { BillingOverview, SubscriptionDetail } from '@pageshelf/contracts/billing';
import { formatMoney, PAID_PLANS, planPrice } from '@pageshelf/domain/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { SubscriptionDetails, SubscriptionPanel } from './subscription-panel';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const longDate = (value: string) => new Date(value).toLocaleDateString('en', { dateStyle: 'long' });

function plan(id: keyof typeof PAID_PLANS) {
  const paid = PAID_PLANS[id];
  return {
    id,
    planType: paid.planType,
    interval: paid.interval,
    label: paid.label,
    unitAmount: paid.unitAmount,
    perSeatPerMonth: paid.unitAmount / (paid.interval === 'year' ? 12 : 1),
    currency: 'usd',
    minSeats: paid.minSeats,
    maxSeats: paid.maxSeats,
  };
}

function subscription(overrides: Partial<SubscriptionDetail> = {}): SubscriptionDetail {
  return {
    id: 3,
    provider: 'test',
    plan: plan('pro-yearly'),
    seats: 1,
    status: 'active',
    currentPeriodStart: iso(-30),
    currentPeriodEnd: iso(335),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    teamId: null,
    ...overrides,
  };
}

function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    mode: 'test',
    planType: 'pro',
    isPremium: true,
    source: 'own',
    subscription: subscription(),
    canManage: true,
    history: [{ event: 'created', at: iso(-30) }],
    invoices: [
      {
        id: 'in_test_1',
        number: 'PS-TEST-000001',
        amount: 9600,
        currency: 'usd',
        status: 'paid',
        periodStart: iso(-30),
        periodEnd: iso(335),
        createdAt: '2026-04-01T10:00:00.000Z',
        url: null,
      },
    ],
    ...overrides,
  };
}

const signedIn = () =>
  testQueryClient({ authenticated: true, user: testUser({ isPremium: true, planType: 'pro' }) });

describe('the subscription panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an active plan, its renewal, the test-mode badge, history and invoices', () => {
    const data = overview();
    renderAt(<SubscriptionDetails overview={data} workspaceName={null} />, { client: signedIn() });
    expect(screen.getByText('Pro, yearly')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText(`Renews on ${longDate(data.subscription?.currentPeriodEnd ?? '')}`)).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.getByText('Subscription started')).toBeTruthy();
    const row = screen.getByRole('row', { name: /PS-TEST-000001/ });
    expect(within(row).getByText('$96')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
  });

  it('offers the Stripe portal in Stripe mode, and links invoices that have a page', () => {
    const data = overview({ mode: 'stripe' });
    const [invoice] = data.invoices;
    if (invoice) invoice.url = 'https://invoice.stripe.test/i/1';
    renderAt(<SubscriptionDetails overview={data} workspaceName={null} />, { client: signedIn() });
    expect(screen.queryByText('Test mode')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View/ }).getAttribute('href')).toBe(
      'https://invoice.stripe.test/i/1',
    );
  });

  it('asks before cancelling, says until when Pro lasts, then shows the end date and Reactivate', async () => {
    const cancelled = overview({
      subscription: subscription({ cancelAtPeriodEnd: true, canceledAt: iso(0) }),
    });
    const fetch = stubFetch({ 'POST /api/billing/subscription/cancel': cancelled });
    const user = userEvent.setup();
    const data = overview();
    const end = longDate(data.subscription?.currentPeriodEnd ?? '');
    const client = signedIn();
    client.setQueryData(['billing', 'subscription'], data);
    renderAt(<SubscriptionPanel />, { client });

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain(`You keep Pro until ${end}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    await waitFor(() => expect(screen.getByText(`Ends on ${end} (cancelled)`)).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancelled', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(fetch).toHaveBeenCalledWith(
      '/api/billing/subscription/cancel',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('tells a member whose seat the workspace pays, with no buttons', () => {
    renderAt(
      <SubscriptionDetails
        overview={overview({
          planType: 'team',
          source: 'team',
          subscription: null,
          canManage: false,
          history: [],
          invoices: [],
        })}
        workspaceName="Pageshelf Demo"
      />,
      { client: signedIn() },
    );
    expect(screen.getByText(/Your seat is paid by/).textContent).toContain('Pageshelf Demo');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
  });

  it('shows a free account the way to the plans', () => {
    renderAt(
      <SubscriptionDetails
        overview={overview({
          planType: 'free',
          isPremium: false,
          source: null,
          subscription: null,
          canManage: false,
          history: [],
          invoices: [],
        })}
        workspaceName={null}
      />,
      { client: signedIn() },
    );
    expect(screen.getByText(/You're on the free plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/settings/plans');
  });

  it('shows an ended subscription as ended, with a way to choose a plan again', () => {
    renderAt(
      <SubscriptionDetails
        overview={overview({
          subscription: subscription({ status: 'canceled', currentPeriodEnd: iso(-2), endedAt: iso(-2) }),
        })}
        workspaceName={null}
      />,
      { client: signedIn() },
    );
    expect(screen.getByText('Ended', { selector: '.badge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toBeTruthy();
  });

  describe('the seats of a Team plan', () => {
    const teamPlan = (seats = 3) =>
      overview({
        planType: 'team',
        source: 'team',
        subscription: subscription({ plan: plan('team-yearly'), seats, teamId: 4 }),
      });

    it('lets the payer change them, with the new total, and tells the workspace', async () => {
      const after = teamPlan(4);
      after.history.push({ event: 'changed', at: iso(0) });
      const fetch = stubFetch({
        'POST /api/billing/subscription/seats': after,
        'GET /api/_auth/session': {
          authenticated: true,
          user: testUser({ planType: 'team', isPremium: true }),
        },
      });
      const onSeatsChanged = vi.fn();
      const user = userEvent.setup();
      const client = signedIn();
      client.setQueryData(['billing', 'subscription'], teamPlan(3));
      renderAt(
        <SubscriptionPanel
          workspaceName="Studio"
          headcount={{ members: 2, pending: 1 }}
          onSeatsChanged={onSeatsChanged}
        />,
        { client },
      );

      const seats = screen.getByRole('region', { name: 'Seats' });
      const update = within(seats).getByRole('button', { name: 'Update seats' });
      expect(update.hasAttribute('disabled')).toBe(true);
      expect(within(seats).getByText(formatMoney(planPrice('team-yearly', 3).amount))).toBeTruthy();
      await user.click(within(seats).getByRole('button', { name: 'One seat more' }));
      expect(within(seats).getByText(/New total/).textContent).toBe(
        `New total: ${formatMoney(planPrice('team-yearly', 4).amount)} / year for 4 seats (now ${formatMoney(planPrice('team-yearly', 3).amount)})`,
      );
      await user.click(update);

      await waitFor(() => expect(onSeatsChanged).toHaveBeenCalledTimes(1));
      expect(fetch).toHaveBeenCalledWith(
        '/api/billing/subscription/seats',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ seats: 4 }) }),
      );
      expect(screen.getByText('Seats', { selector: 'dt' }).nextSibling?.textContent).toBe('4');
      expect(screen.getByText('Plan or seats changed')).toBeTruthy();
      expect(update.hasAttribute('disabled')).toBe(true);
    });

    it('keeps a seat for everyone in the workspace and every pending invitation', async () => {
      const user = userEvent.setup();
      renderAt(
        <SubscriptionDetails
          overview={teamPlan(3)}
          workspaceName="Studio"
          headcount={{ members: 2, pending: 1 }}
        />,
        { client: signedIn() },
      );
      const seats = screen.getByRole('region', { name: 'Seats' });
      await user.click(within(seats).getByRole('button', { name: 'One seat less' }));
      expect(
        within(seats).getByText(
          'Your workspace has 2 people and 1 pending invitation: keep at least 3 seats, or remove members or withdraw invitations first.',
        ),
      ).toBeTruthy();
      expect(within(seats).getByRole('button', { name: 'Update seats' }).hasAttribute('disabled')).toBe(true);
      // The plan's own range: no fewer than two seats.
      expect(within(seats).getByRole('button', { name: 'One seat less' }).hasAttribute('disabled')).toBe(
        true,
      );
    });

    it('starts at the seats the team settings asked for, and says what the server refused', async () => {
      stubFetch({
        'POST /api/billing/subscription/seats': {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'seats_in_use',
            message: 'Your workspace has 4 people: keep at least 4 seats, or remove members first.',
          },
        },
      });
      const user = userEvent.setup();
      renderAt(<SubscriptionDetails overview={teamPlan(3)} workspaceName="Studio" suggestedSeats={5} />, {
        client: signedIn(),
      });
      const seats = screen.getByRole('region', { name: 'Seats' });
      expect((within(seats).getByLabelText('Seats') as HTMLInputElement).value).toBe('5');
      await user.click(within(seats).getByRole('button', { name: 'Update seats' }));
      expect((await within(seats).findByRole('alert')).textContent).toBe(
        'Your workspace has 4 people: keep at least 4 seats, or remove members first.',
      );
    });

    it('is not offered for Pro, nor to a member whose seat the workspace pays', () => {
      const view = renderAt(<SubscriptionDetails overview={overview()} workspaceName={null} />, {
        client: signedIn(),
      });
      expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
      view.unmount();
      renderAt(
        <SubscriptionDetails overview={{ ...teamPlan(3), canManage: false }} workspaceName="Studio" />,
        { client: signedIn() },
      );
      expect(screen.queryByRole('button', { name: 'Update seats' })).toBeNull();
    });
  });
});
