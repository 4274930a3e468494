import { type Session, type SessionUser, sessionSchema } from '@pageshelf/contracts/session';
import { type Viewer, viewerOf } from '@pageshelf/domain/tiers';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { announceSessionChange } from './session-sync';

/**
 * The session is shared by every layer (guards, header, API error handling), so it lives here rather
 * than in a feature. Signing in (magic link) is the auth feature.
 */
export const ANONYMOUS: Session = { authenticated: false, user: null };

export const getSession = (signal?: AbortSignal): Promise<Session> =>
  api.get('/api/_auth/session', sessionSchema, { ...(signal ? { signal } : {}) });

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

export const deleteSession = (): Promise<undefined> => api.delete('/api/_auth/session', { report: 'caller' });

/** Signs out: deletes the session, forgets every cached answer of the signed-in user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await deleteSession();
    } finally {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions().queryKey, ANONYMOUS);
      announceSessionChange('signed-out');
    }
  }, [queryClient]);
}
