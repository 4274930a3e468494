import {
  billingOverviewSchema,
  changeSeatsRequestSchema,
  checkoutParamsSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutResultSchema,
  plansResponseSchema,
  portalResponseSchema,
  testCheckoutSchema,
  webhookResponseSchema,
} from '@pageshelf/contracts/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

const open = { needs: { access: 'public' } satisfies ApiRouteNeeds };
const config = { needs: { access: 'signed-in' } satisfies ApiRouteNeeds };
const tags = ['billing'];

/** Largest webhook body accepted (Stripe's events are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** Plans, checkout, the subscription settings; the Stripe webhook in a context of its own. */
export const billingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const billing = container.billing;

  app.get(
    '/billing/plans',
    {
      config: open,
      schema: {
        tags,
        summary: 'The plans on sale with their prices',
        response: { 200: plansResponseSchema },
      },
    },
    async () => billing.plans(),
  );

  app.post(
    '/billing/checkout',
    {
      config,
      schema: {
        tags,
        summary: 'Start a checkout for a plan',
        description:
          'Answers where to send the browser: Stripe Checkout, or the test-mode checkout page. An account pays for one plan at a time: 409 `already_subscribed` while one runs (Pro or Team); a Team plan only by the owner of a workspace (or someone in none).',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema },
      },
    },
    async (request) => billing.startCheckout(signedIn(request), request.body),
  );

  app.get(
    '/billing/checkout/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A test-mode checkout (its owner only)',
        params: checkoutParamsSchema,
        response: { 200: testCheckoutSchema },
      },
    },
    async (request) => billing.testCheckout(signedIn(request), request.params.id),
  );

  app.post(
    '/billing/checkout/:id/complete',
    {
      config,
      schema: {
        tags,
        summary: 'Pay a test-mode checkout (no money moves)',
        description:
          "All or nothing: the checkout closes with its subscription and invoice, and the account's other open checkouts expire. 409 `already_subscribed` when the account already pays for a plan (of several checkouts paid at once, one goes through), 409 `checkout_closed` when this one was paid, cancelled or has expired.",
        params: checkoutParamsSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => billing.completeTestCheckout(signedIn(request), request.params.id),
  );

  app.post(
    '/billing/checkout/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Abandon a test-mode checkout',
        params: checkoutParamsSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => billing.cancelTestCheckout(signedIn(request), request.params.id),
  );

  app.get(
    '/billing/subscription',
    {
      config,
      schema: {
        tags,
        summary: 'The plan, own subscription, its history and the invoices',
        response: { 200: billingOverviewSchema },
      },
    },
    async (request) => billing.overview(signedIn(request)),
  );

  app.post(
    '/billing/subscription/cancel',
    {
      config,
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period (the payer only)',
        response: { 200: billingOverviewSchema },
      },
    },
    async (request) => billing.cancel(signedIn(request)),
  );

  app.post(
    '/billing/subscription/reactivate',
    {
      config,
      schema: {
        tags,
        summary: 'Take a cancellation back before the period ends (the payer only)',
        response: { 200: billingOverviewSchema },
      },
    },
    async (request) => billing.reactivate(signedIn(request)),
  );

  app.post(
    '/billing/subscription/seats',
    {
      config,
      schema: {
        tags,
        summary: 'Change the seats of a live Team plan (the payer only)',
        description:
          "Stripe prorates the change onto the next invoice; the test mode bills nothing until the renewal. 400 for seats outside the plan's range, 403 `team_owner_only` for a member of a workspace, 409 `seats_in_use` below the workspace's members and pending invitations, 409 `no_subscription` without a live Team plan.",
        body: changeSeatsRequestSchema,
        response: { 200: billingOverviewSchema },
      },
    },
    async (request) => billing.changeSeats(signedIn(request), request.body),
  );

  app.post(
    '/billing/portal',
    {
      config,
      schema: {
        tags,
        summary: "Stripe's customer portal (payment methods, invoices; the payer only)",
        response: { 200: portalResponseSchema },
      },
    },
    async (request) => billing.portal(signedIn(request)),
  );

  // The webhook's signature covers its exact bytes: this context reads every body as a Buffer, untouched.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    webhook.post(
      '/billing/stripe/webhook',
      {
        config: open,
        schema: {
          tags,
          summary: 'Stripe events (signed)',
          description:
            'Verified with the Stripe-Signature header over the raw body (400 `webhook_signature_invalid` otherwise). An event applied before answers `duplicate: true` and changes nothing.',
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return billing.receiveWebhook(body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
