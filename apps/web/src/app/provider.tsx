import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from '#components/ui/toaster';
import { paths } from '#config/paths';
import { resetAnalytics } from '#lib/analytics';
import { type FailureReaction, setApiFailureHandler } from '#lib/api-client';
import { ANONYMOUS, deleteSession, sessionQueryOptions } from '#lib/auth';
import { closeModal, openModal } from '#lib/modals';
import { createQueryClient } from '#lib/query-client';
import { announceSessionChange, onSessionChange } from '#lib/session-sync';
import { rememberSignedOutElsewhere } from '#lib/signed-out-elsewhere';
import { clearToasts, toast } from '#lib/toast';

/** The page the person is on, to come back to after signing in. */
const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * What a failed call does (spec section 8): 426 nothing, 490 signs out, clears every cached answer,
 * says why and goes to the sign-in page; the server's refusals (sections 4 and 6) open the way forward:
 * a visitor past the visit cap is told 'Sign in to continue browsing' and sent to sign in, a visitor
 * asking for a member's feature gets the auth prompt, a free member asking for Pro the paywall, one out
 * of searches the search-limit modal; everything else shows 'Something went wrong: {error}'.
 * Several calls refused at once show one toast (toasts dedupe) and one modal.
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
      case 'sign-in':
        // Only the visit cap asks to sign in this way: the sign-in page explains it.
        toast.info(reaction.message);
        if (!window.location.pathname.startsWith(paths.auth.pattern))
          navigate(paths.auth.href(currentPage(), 'visits'));
        return;
      case 'auth-prompt':
        toast.info(reaction.message);
        openModal({ type: 'auth-prompt', message: reaction.message });
        return;
      case 'paywall':
        openModal({ type: 'paywall', message: reaction.message });
        return;
      case 'search-limit':
        openModal({ type: 'search-limit', message: reaction.message });
        return;
      case 'sign-out': {
        if (signingOut) return; // several calls may fail at once with 490: one sign-out
        signingOut = true;
        // The sign-in page repeats why, and after signing in again the app offers to invite members.
        rememberSignedOutElsewhere();
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
      void import('./router').then(({ browserRouter }) => browserRouter().navigate(to || paths.auth.href()));
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
