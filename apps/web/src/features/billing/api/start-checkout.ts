import type { CheckoutRequest } from '@pageshelf/contracts/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const checkoutResponseContract = () =>
  import('@pageshelf/contracts/billing').then((m) => m.checkoutResponseSchema);

/**
 * `POST /api/billing/checkout`: opens a checkout for a plan and answers where to send the browser
 * (Stripe Checkout, or the local test-mode payment page). Refusals (already subscribed, not the
 * workspace's owner) are shown by the checkout page itself.
 */
export const startCheckout = (body: CheckoutRequest) =>
  api.post('/api/billing/checkout', body, { schema: checkoutResponseContract, report: 'caller' });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });
