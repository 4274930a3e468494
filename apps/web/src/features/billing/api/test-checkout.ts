import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { sessionQueryOptions } from '#lib/auth';

const checkoutResultContract = () =>
  import('@pageshelf/contracts/billing').then((m) => m.checkoutResultSchema);
const testCheckoutContract = () => import('@pageshelf/contracts/billing').then((m) => m.testCheckoutSchema);

/** The local test-mode checkout pages (no money moves; the API refuses them in production). */
const path = (id: string) => `/api/billing/checkout/${encodeURIComponent(id)}`;

/** `GET /api/billing/checkout/{id}`: what is being bought. */
export const getTestCheckout = (id: string, signal?: AbortSignal) =>
  api.get(path(id), testCheckoutContract, { report: 'caller', ...(signal ? { signal } : {}) });

export const testCheckoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['billing', 'checkout', id] as const,
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useTestCheckout = (id: string) => useQuery(testCheckoutQueryOptions(id));

/** `POST /api/billing/checkout/{id}/complete` or `/cancel`: where to go next. */
export const finishTestCheckout = (id: string, outcome: 'complete' | 'cancel') =>
  api.post(`${path(id)}/${outcome}`, undefined, { schema: checkoutResultContract, report: 'caller' });

/**
 * Pays or cancels a test checkout. A payment changes what the account may see: the session (isPremium,
 * planType) is fetched again before the promise settles, so the next page already has no paywall, and
 * every other answer (locked screens, the subscription) is refetched when next used. The checkout itself
 * is left as it is: the page moves on to the answer's `redirectTo` (a closed checkout is fetched afresh
 * if it is opened again, its staleTime being 0).
 */
export function useFinishTestCheckout(id: string) {
  const queryClient = useQueryClient();
  const checkoutKey = testCheckoutQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') => finishTestCheckout(id, outcome),
    onSuccess: async (_result, outcome) => {
      if (outcome !== 'complete') return;
      await queryClient.refetchQueries({ queryKey: sessionQueryOptions().queryKey });
      await queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] !== sessionQueryOptions().queryKey[0] &&
          !(queryKey[0] === checkoutKey[0] && queryKey[1] === checkoutKey[1] && queryKey[2] === id),
        refetchType: 'none',
      });
    },
  });
}
