import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '#lib/toast';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { InvitationPage } from './invitation-page';

const TOKEN = 'inv_abcdefghijklmnopqrstuvwxyz0123456789';
const PREVIEW = {
  teamName: 'Pageshelf Demo',
  invitedBy: 'Priya',
  email: 'ada@studio.test',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

const at = (client = testQueryClient()) =>
  renderAt(<InvitationPage token={TOKEN} />, { path: `/invitations/${TOKEN}`, client });

describe('an invitation page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a visitor who invites them, and signs them in back to this page', async () => {
    stubFetch({ [`GET /api/invitations/${TOKEN}`]: PREVIEW });
    at();
    expect(
      await screen.findByRole('heading', { name: 'Priya invited you to join Pageshelf Demo' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/invitations/${TOKEN}`)}&email=${encodeURIComponent(PREVIEW.email)}`,
    );
  });

  it('lets the invited address accept, then thanks them', async () => {
    const fetch = stubFetch({
      [`GET /api/invitations/${TOKEN}`]: PREVIEW,
      [`POST /api/invitations/${TOKEN}/accept`]: { team: null },
      'GET /api/_auth/session': { authenticated: true, user: testUser({ teamId: 1 }) },
    });
    const user = userEvent.setup();
    at(testQueryClient({ authenticated: true, user: testUser() }));
    await user.click(await screen.findByRole('button', { name: 'Accept and join Pageshelf Demo' }));
    await waitFor(() =>
      expect(toastStore.get()).toEqual([expect.objectContaining({ message: 'Welcome to Pageshelf Demo' })]),
    );
    expect(fetch).toHaveBeenCalledWith(
      `/api/invitations/${TOKEN}/accept`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('tells someone signed in with another address which one the invitation is for', async () => {
    stubFetch({ [`GET /api/invitations/${TOKEN}`]: PREVIEW });
    at(testQueryClient({ authenticated: true, user: testUser({ email: 'bo@studio.test' }) }));
    expect(
      await screen.findByRole('button', { name: 'Sign out and sign in as ada@studio.test' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('explains an invitation the server refuses', async () => {
    stubFetch({
      [`GET /api/invitations/${TOKEN}`]: {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'This invitation is invalid, used, withdrawn or expired',
          code: 'invitation_invalid',
        },
      },
    });
    at();
    expect(await screen.findByText(/This invitation is invalid, used, withdrawn or expired\./)).toBeTruthy();
  });
});
