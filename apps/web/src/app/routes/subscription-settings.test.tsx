import type { Team } from '@pageshelf/contracts/teams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBillingOverview } from '#testing/billing';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { SubscriptionSettings } from './account';

const overview = (seats: number) => testBillingOverview('team-monthly', { seats, teamId: 1, source: 'team' });

const workspace = (capacity: number): Team => ({
  id: 1,
  name: 'Studio',
  myRole: 'owner',
  size: 2,
  capacity,
  plan: 'team',
  members: [],
  invitations: [
    {
      id: 4,
      email: 'bo@studio.test',
      createdAt: '2026-04-01T10:00:00.000Z',
      expiresAt: '2026-04-08T10:00:00.000Z',
    },
  ],
});

describe('/settings/subscription', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the seats at ?seats=, keeps a seat for the workspace, and refreshes it after a change', async () => {
    const getTeam = vi.fn(() => ({ team: workspace(5) }));
    stubFetch({
      'POST /api/billing/subscription/seats': overview(5),
      'GET /api/team': getTeam,
      'GET /api/_auth/session': {
        authenticated: true,
        user: testUser({ planType: 'team', isPremium: true }),
      },
    });
    const client = testQueryClient({
      authenticated: true,
      user: testUser({ planType: 'team', isPremium: true }),
    });
    client.setQueryData(['billing', 'subscription'], overview(3));
    client.setQueryData(['team'], { team: workspace(3) });
    const user = userEvent.setup();
    renderAt(<SubscriptionSettings />, { path: '/settings/subscription?seats=5', client });

    const seats = screen.getByRole('region', { name: 'Seats' });
    const field = within(seats).getByLabelText('Seats') as HTMLInputElement;
    expect(field.value).toBe('5');
    // Two people and an invitation: two seats would leave one of them without a place.
    await user.clear(field);
    await user.type(field, '2');
    expect(within(seats).getByText(/keep at least 3 seats/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(seats).getByRole('button', { name: 'Update seats' }));
    await waitFor(() => expect(getTeam).toHaveBeenCalled());
    await waitFor(() => expect(client.getQueryData<{ team: Team }>(['team'])?.team.capacity).toBe(5));
  });
});
