import type { ChangeSeatsRequest } from '@pageshelf/contracts/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { sessionQueryOptions } from '#lib/auth';

const billingOverviewContract = () =>
  import('@pageshelf/contracts/billing').then((m) => m.billingOverviewSchema);
const portalResponseContract = () =>
  import('@pageshelf/contracts/billing').then((m) => m.portalResponseSchema);

/** `GET /api/billing/subscription`: the plan, the subscription with its history, and the invoices. */
export const getBillingOverview = (signal?: AbortSignal) =>
  api.get('/api/billing/subscription', billingOverviewContract, { ...(signal ? { signal } : {}) });

export const billingOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription'] as const,
    queryFn: ({ signal }) => getBillingOverview(signal),
  });

export const useBillingOverview = () => useQuery(billingOverviewQueryOptions());

/** `POST /api/billing/subscription/cancel` (at period end) or `/reactivate`: the overview after. */
export const changeSubscription = (action: 'cancel' | 'reactivate') =>
  api.post(`/api/billing/subscription/${action}`, undefined, {
    schema: billingOverviewContract,
    report: 'caller',
  });

/** Cancels or reactivates; the answer replaces the overview, and the session follows the plan. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingOverviewQueryOptions().queryKey, overview);
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}

/** `POST /api/billing/subscription/seats` (the payer of a Team plan): the overview after. */
export const changeSeats = (seats: number) =>
  api.post('/api/billing/subscription/seats', { seats } satisfies ChangeSeatsRequest, {
    schema: billingOverviewContract,
    report: 'caller',
  });

/**
 * Changes the seats of the Team plan; the answer replaces the overview, and the session follows (who
 * holds a seat may change). The workspace's capacity belongs to the teams feature: `onChanged` lets the
 * page refresh it.
 */
export function useChangeSeats(onChanged?: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSeats,
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingOverviewQueryOptions().queryKey, overview);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
        onChanged?.(),
      ]);
    },
  });
}

/** `POST /api/billing/portal` (Stripe only): the address of the customer portal. */
export const openBillingPortal = () =>
  api.post('/api/billing/portal', undefined, { schema: portalResponseContract, report: 'caller' });

export const useBillingPortal = () => useMutation({ mutationFn: openBillingPortal });
