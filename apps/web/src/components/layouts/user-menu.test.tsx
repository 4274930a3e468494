import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#app/provider';
import { sessionQueryOptions } from '#lib/auth';
import { toastStore } from '#lib/toast';
import { testQueryClient, testUser } from '#testing/render';
import { UserMenu } from './user-menu';

function renderSignedIn(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const client = testQueryClient({ authenticated: true, user: testUser() });
  render(
    <AppProvider queryClient={client}>
      <MemoryRouter>
        <UserMenu />
      </MemoryRouter>
    </AppProvider>,
  );
  return { client, fetch };
}

async function signOut() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
}

describe('signing out from the account menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('forgets the user once the server confirms (204)', async () => {
    const { client, fetch } = renderSignedIn(async () => new Response(null, { status: 204 }));
    await signOut();
    await waitFor(() =>
      expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual({
        authenticated: false,
        user: null,
      }),
    );
    expect(fetch).toHaveBeenCalledWith('/api/_auth/session', expect.objectContaining({ method: 'DELETE' }));
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ kind: 'info', message: 'You are signed out.' }),
    ]);
  });

  it('stays signed in and shows the error when the sign-out is not confirmed (502)', async () => {
    const { client } = renderSignedIn(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 502,
            error: 'Bad Gateway',
            message: 'Signing out did not work. Try again in a moment.',
            code: 'upstream_unavailable',
          }),
          { status: 502, headers: { 'content-type': 'application/json' } },
        ),
    );
    await signOut();
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({
          kind: 'error',
          message: 'Something went wrong: Signing out did not work. Try again in a moment.',
        }),
      ]),
    );
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual({
      authenticated: true,
      user: testUser(),
    });
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeTruthy();
  });

  it('stays signed in and shows the error when the server cannot be reached', async () => {
    const { client } = renderSignedIn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await signOut();
    await waitFor(() =>
      expect(toastStore.get()).toEqual([
        expect.objectContaining({ kind: 'error', message: 'Something went wrong: Failed to fetch' }),
      ]),
    );
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({ authenticated: true });
  });
});
