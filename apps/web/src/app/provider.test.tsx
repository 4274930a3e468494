import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryOptions } from '#lib/auth';
import { modalStore, openModal } from '#lib/modals';
import { forgetSignedOutElsewhere, wasSignedOutElsewhere } from '#lib/signed-out-elsewhere';
import { toastStore } from '#lib/toast';
import { testUser } from '#testing/render';
import { handleApiFailure } from './provider';

describe('handleApiFailure', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a failure toast', () => {
    const handle = handleApiFailure(new QueryClient(), vi.fn());
    handle({ kind: 'toast', message: 'Something went wrong: Database is down' });
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ kind: 'error', message: 'Something went wrong: Database is down' }),
    ]);
  });

  it('stays silent for 426', () => {
    const handle = handleApiFailure(new QueryClient(), vi.fn());
    handle({ kind: 'silent' });
    expect(toastStore.get()).toEqual([]);
  });

  it('signs out once on 490: session deleted, state cleared, message shown, sent to /auth', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(['screens', 'list', {}], { pages: [] });
    client.setQueryData(sessionQueryOptions().queryKey, { authenticated: true, user: testUser() });
    openModal({ type: 'pricing' });
    const navigate = vi.fn();
    const handle = handleApiFailure(client, navigate);
    const reaction = { kind: 'sign-out', message: 'Signed out elsewhere', redirectTo: '/auth' } as const;

    handle(reaction);
    handle(reaction); // a second failing call at the same moment
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth'));

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/_auth/session', expect.objectContaining({ method: 'DELETE' }));
    expect(client.getQueryData(['screens', 'list', {}])).toBeUndefined();
    expect(client.getQueryData(sessionQueryOptions().queryKey)).toEqual({ authenticated: false, user: null });
    expect(modalStore.get()).toBeNull();
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ kind: 'info', message: 'Signed out elsewhere' }),
    ]);
    expect(navigate).toHaveBeenCalledTimes(1);
    // Remembered for the sign-in page and the first page after signing in again.
    expect(wasSignedOutElsewhere()).toBe(true);
    forgetSignedOutElsewhere();
  });

  it('sends a visitor past the visit cap to sign in, back to this page after, with one toast', () => {
    window.history.replaceState(null, '', '/flows?apps=1');
    const navigate = vi.fn();
    const handle = handleApiFailure(new QueryClient(), navigate);
    handle({ kind: 'sign-in', message: 'Sign in to continue browsing' });
    handle({ kind: 'sign-in', message: 'Sign in to continue browsing' });
    // The sign-in page is told why (reason=visits), so it can explain the limit.
    expect(navigate).toHaveBeenCalledWith('/auth?redirectTo=%2Fflows%3Fapps%3D1&reason=visits');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ kind: 'info', message: 'Sign in to continue browsing' }),
    ]);
    window.history.replaceState(null, '', '/auth?redirectTo=%2Fflows');
    navigate.mockClear();
    handle({ kind: 'sign-in', message: 'Sign in to continue browsing' });
    expect(navigate).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('opens the auth prompt, the paywall or the search-limit modal for the other refusals', () => {
    const handle = handleApiFailure(new QueryClient(), vi.fn());
    handle({ kind: 'auth-prompt', message: 'Sign up to continue' });
    expect(modalStore.get()).toEqual({ type: 'auth-prompt', message: 'Sign up to continue' });
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ kind: 'info', message: 'Sign up to continue' }),
    ]);
    handle({ kind: 'paywall', message: 'Upgrade to Pro to continue' });
    expect(modalStore.get()).toEqual({ type: 'paywall', message: 'Upgrade to Pro to continue' });
    handle({ kind: 'search-limit', message: 'You have used your 8 searches' });
    expect(modalStore.get()).toEqual({ type: 'search-limit', message: 'You have used your 8 searches' });
  });
});
