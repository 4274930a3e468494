import type { Session, SessionUser } from '@pageshelf/contracts/session';
import { type Viewer, viewerOf } from '@pageshelf/domain/tiers';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { announceSessionChange } from './session-sync';

const sessionContract = () => import('@pageshelf/contracts/session').then((m) => m.sessionSchema);

/**
 * The session is shared by every layer (guards, header, API error handling), so it lives here rather
 * than in a feature. Signing in (magic link) is the auth feature.
 */
export const ANONYMOUS: Session = { authenticated: false, user: null };

export const getSession = (signal?: AbortSignal): Promise<Session> =>
  api.get('/api/_auth/session', sessionContract, { ...(signal ? { signal } : {}) });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'] as const,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export interface SessionState {
  status: 'pending' | 'ready';
  user: SessionUser | null;
  viewer: Viewer;
  signedIn: boolean;
}

export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return {
    // A failed session call is treated as anonymous: the library stays browsable.
    status: query.isPending && !query.isError ? 'pending' : 'ready',
    user,
    viewer: viewerOf(user),
    signedIn: user !== null,
  };
}

/**
 * `DELETE /api/_auth/session`. The BFF clears the session cookie and answers 204 whatever the backend
 * says (it waits for the backend two seconds at most). Any other answer (the BFF unreachable, its rate
 * limit, a gateway's 502) means the request never reached it and the cookie is still there. `report` says
 * who shows that error: the toast of the API client by default, or the caller.
 */
export const deleteSession = (report: 'toast' | 'caller' = 'toast'): Promise<undefined> =>
  api.delete('/api/_auth/session', { report });

/** Forgets the signed-in user here (every cached answer) and in the other windows. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.clear();
    queryClient.setQueryData(sessionQueryOptions().queryKey, ANONYMOUS);
    announceSessionChange('signed-out');
  }, [queryClient]);
}

/**
 * Signs out: deletes the session, then forgets the signed-in user. When the sign-out did not reach the
 * BFF (unreachable, refused before it), the API client shows its error toast and the promise rejects with
 * the `ApiError`: the person stays signed in, since the cookie is still there, and can try again.
 */
export function useSignOut() {
  const forget = useForgetSession();
  return useCallback(async () => {
    await deleteSession();
    forget();
  }, [forget]);
}
