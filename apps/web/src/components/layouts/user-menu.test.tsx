import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiFailureHandler } from '#lib/api-client';
import { sessionQueryOptions } from '#lib/auth';
import { toastStore } from '#lib/toast';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { UserMenu } from './user-menu';

/** The menu of a signed-in member; `onFailure` hears what the API client reports to the app (a toast). */
function renderSignedIn(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const onFailure = vi.fn();
  setApiFailureHandler(onFailure);
  const { client } = renderAt(<UserMenu />, {
    client: testQueryClient({ authenticated: true, user: testUser() }),
  });
  return { client, fetch, onFailure };
}

async function signOut() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Account menu/ }));
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
}

describe('signing out from the account menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiFailureHandler(() => {});
  });

  it('forgets the user once the server confirms (204)', async () => {
    const { client, fetch, onFailure } = renderSignedIn(async () => new Response(null, { status: 204 }));
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
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('stays signed in and reports the error to the app when the sign-out is not confirmed (502)', async () => {
    const { client, onFailure } = renderSignedIn(
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
      expect(onFailure).toHaveBeenCalledWith(
        {
          kind: 'toast',
          message: 'Something went wrong: Signing out did not work. Try again in a moment.',
        },
        expect.anything(),
      ),
    );
    expect(toastStore.get()).toEqual([]);
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual({
      authenticated: true,
      user: testUser(),
    });
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeTruthy();
  });

  it('stays signed in and reports the error to the app when the server cannot be reached', async () => {
    const { client, onFailure } = renderSignedIn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await signOut();
    await waitFor(() =>
      expect(onFailure).toHaveBeenCalledWith(
        { kind: 'toast', message: 'Something went wrong: Failed to fetch' },
        expect.anything(),
      ),
    );
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({ authenticated: true });
  });
});
