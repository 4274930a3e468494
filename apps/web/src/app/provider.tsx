import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from '../components/ui/toaster';
import { paths } from '../config/paths';
import { resetAnalytics } from '../lib/analytics';
import { type FailureReaction, setApiFailureHandler } from '../lib/api-client';
import { ANONYMOUS, deleteSession, sessionQueryOptions } from '../lib/auth';
import { closeModal } from '../lib/modals';
import { createQueryClient } from '../lib/query-client';
import { announceSessionChange, onSessionChange } from '../lib/session-sync';
import { clearToasts, toast } from '../lib/toast';

/**
 * What a failed call does (spec section 8): 426 nothing, 490 signs out, clears every cached answer,
 * says why and goes to the sign-in page; everything else shows 'Something went wrong: {error}'.
 */
export function handleApiFailure(
  queryClient: QueryClient,
  navigate: (to: string) => void,
): (reaction: FailureReaction) => void {
  let signingOut = false;
  return (reaction) => {
    switch (reaction.kind) {
      case 'silent':
        return;
      case 'toast':
        toast.error(reaction.message);
        return;
      case 'sign-out': {
        if (signingOut) return; // several calls may fail at once with 490: one sign-out
        signingOut = true;
        void deleteSession('caller')
          .catch(() => undefined)
          .finally(() => {
            queryClient.clear();
            queryClient.setQueryData(sessionQueryOptions().queryKey, ANONYMOUS);
            resetAnalytics();
            announceSessionChange('signed-out');
            closeModal();
            clearToasts();
            toast.info(reaction.message);
            navigate(reaction.redirectTo);
            signingOut = false;
          });
        return;
      }
    }
  };
}

export function AppProvider({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());

  useEffect(() => {
    // The router is imported lazily so that tests can render providers without a browser router.
    const navigate = (to: string) => {
      void import('./router').then(({ router }) => router.navigate(to || paths.auth.href()));
    };
    setApiFailureHandler(handleApiFailure(queryClient, navigate));
  }, [queryClient]);

  // Another window signed in (the sign-in popup, the emailed link in another tab) or out: follow it.
  useEffect(
    () =>
      onSessionChange((change) => {
        if (change === 'signed-in') {
          void queryClient.invalidateQueries();
          toast.success('You are signed in.');
          return;
        }
        // The session query is kept (its observers see the change at once); every other answer goes.
        const sessionKey = sessionQueryOptions().queryKey;
        queryClient.setQueryData(sessionKey, ANONYMOUS);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
        resetAnalytics();
        closeModal();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
