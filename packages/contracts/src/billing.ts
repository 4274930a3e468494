/**
 * Plans, checkout, the subscription and its invoices (settings: plans and subscription; `/checkout`).
 *
 * Prices and plans come from `@pageshelf/domain/billing`; these schemas only carry them.
 *
 * Calls (API paths; the SPA calls them under `/api`):
 * - `GET /billing/plans` (public): `plansResponseSchema`, the plans with their prices and the provider mode.
 * - `POST /billing/checkout` (signed in): `checkoutRequestSchema` → `checkoutResponseSchema`, the address
 *   to send the browser to (Stripe Checkout, or the local test-mode checkout page).
 * - `GET /billing/checkout/{id}` (signed in, test mode): `testCheckoutSchema`, the test-mode checkout page.
 * - `POST /billing/checkout/{id}/complete` and `/cancel` (signed in, test mode): `checkoutResultSchema`.
 * - `GET /billing/subscription` (signed in): `billingOverviewSchema`, the subscription, history and invoices.
 * - `POST /billing/subscription/cancel` and `/reactivate` (signed in, the payer): `billingOverviewSchema`.
 * - `POST /billing/subscription/seats` (signed in, the payer of a Team plan): `changeSeatsRequestSchema` →
 *   `billingOverviewSchema`.
 * - `POST /billing/portal` (signed in, Stripe only): `portalResponseSchema`.
 * - `POST /billing/stripe/webhook` (Stripe, signed): `{ received: true }`.
 */
import {
  BILLING_INTERVALS,
  PLAN_IDS,
  PLAN_TYPES,
  SUBSCRIPTION_HISTORY_EVENTS,
  SUBSCRIPTION_STATUSES,
  TEAM_SEATS,
} from '@pageshelf/domain/billing';
import { z } from 'zod';
import { countSchema, idSchema, isoDateTimeSchema } from './common.js';

export const planIdSchema = z.enum(PLAN_IDS).meta({ id: 'PlanId' });
export type PlanIdValue = z.infer<typeof planIdSchema>;

export const billingIntervalSchema = z.enum(BILLING_INTERVALS).meta({ id: 'BillingInterval' });
export const billingPlanTypeSchema = z.enum(PLAN_TYPES).meta({ id: 'BillingPlanType' });
export const billingStatusSchema = z.enum(SUBSCRIPTION_STATUSES).meta({ id: 'BillingStatus' });

/** Which provider takes payments: Stripe, or the local test mode (no money moves). */
export const billingModeSchema = z.enum(['stripe', 'test']).meta({ id: 'BillingMode' });
export type BillingMode = z.infer<typeof billingModeSchema>;

export const planSchema = z
  .object({
    id: planIdSchema,
    planType: z.enum(['pro', 'team']),
    interval: billingIntervalSchema,
    label: z.string(),
    unitAmount: countSchema.describe('One seat for one interval, in cents.'),
    perSeatPerMonth: countSchema.describe('One seat for one month, in cents.'),
    currency: z.string().length(3),
    minSeats: countSchema,
    maxSeats: countSchema,
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z
  .object({ mode: billingModeSchema, plans: z.array(planSchema) })
  .meta({ id: 'Plans' });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const seatsSchema = z
  .number({ error: 'seats must be a number' })
  .int('seats must be a whole number')
  .min(1, 'seats must be at least 1')
  .max(TEAM_SEATS.max, `seats must be at most ${TEAM_SEATS.max}`);

export const checkoutRequestSchema = z
  .strictObject({
    plan: planIdSchema,
    seats: seatsSchema.optional().describe('Team plans: seats to buy (2 to 100). Pro: 1 or absent.'),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `POST /billing/subscription/seats`: the seats the payer's live Team plan should have from now on. */
export const changeSeatsRequestSchema = z
  .strictObject({
    seats: seatsSchema.describe(
      "Seats of the Team plan (2 to 100), not fewer than the workspace's members and pending invitations.",
    ),
  })
  .meta({ id: 'ChangeSeatsRequest' });
export type ChangeSeatsRequest = z.infer<typeof changeSeatsRequestSchema>;

export const checkoutResponseSchema = z
  .object({
    url: z.string().min(1).describe('Where to send the browser: Stripe Checkout, or /checkout?session={id}.'),
    mode: billingModeSchema,
  })
  .meta({ id: 'CheckoutStarted' });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutIdSchema = z
  .string()
  .regex(/^cs_test_[A-Za-z0-9]{16,64}$/, 'must be a test-mode checkout id')
  .meta({ id: 'CheckoutId' });
export const checkoutParamsSchema = z.object({ id: checkoutIdSchema });

export const CHECKOUT_STATES = ['open', 'complete', 'canceled', 'expired'] as const;

/** The local test-mode checkout page: what is being bought. */
export const testCheckoutSchema = z
  .object({
    id: checkoutIdSchema,
    plan: planSchema,
    seats: countSchema,
    amount: countSchema.describe('Due today, in cents.'),
    email: z.string(),
    state: z.enum(CHECKOUT_STATES),
    expiresAt: isoDateTimeSchema,
  })
  .meta({ id: 'TestCheckout' });
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const checkoutResultSchema = z
  .object({ state: z.enum(CHECKOUT_STATES), redirectTo: z.string() })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const subscriptionDetailSchema = z
  .object({
    id: idSchema,
    provider: z.enum(['stripe', 'test', 'manual']),
    plan: planSchema,
    seats: countSchema,
    status: billingStatusSchema,
    currentPeriodStart: isoDateTimeSchema,
    currentPeriodEnd: isoDateTimeSchema,
    cancelAtPeriodEnd: z.boolean(),
    canceledAt: isoDateTimeSchema.nullable(),
    endedAt: isoDateTimeSchema.nullable(),
    teamId: idSchema.nullable(),
  })
  .meta({ id: 'SubscriptionDetail' });
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const subscriptionHistoryEntrySchema = z
  .object({ event: z.enum(SUBSCRIPTION_HISTORY_EVENTS), at: isoDateTimeSchema })
  .meta({ id: 'SubscriptionHistoryEntry' });

export const invoiceSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    amount: countSchema.describe('In cents.'),
    currency: z.string().length(3),
    status: z.enum(['paid', 'open', 'void', 'uncollectible']),
    periodStart: isoDateTimeSchema,
    periodEnd: isoDateTimeSchema,
    createdAt: isoDateTimeSchema,
    url: z.string().nullable().describe('A page of the invoice, when the provider has one.'),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /billing/subscription`: what the subscription settings show. */
export const billingOverviewSchema = z
  .object({
    mode: billingModeSchema,
    planType: billingPlanTypeSchema.describe(
      "The account's plan now (from its own or its workspace's plan).",
    ),
    isPremium: z.boolean(),
    source: z.enum(['own', 'team']).nullable(),
    subscription: subscriptionDetailSchema.nullable().describe("The account's own subscription, if any."),
    canManage: z.boolean().describe('True for the payer: may cancel, reactivate, open the portal.'),
    history: z.array(subscriptionHistoryEntrySchema),
    invoices: z.array(invoiceSchema),
  })
  .meta({ id: 'BillingOverview' });
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const portalResponseSchema = z.object({ url: z.string().min(1) }).meta({ id: 'BillingPortal' });
export type PortalResponse = z.infer<typeof portalResponseSchema>;

export const webhookResponseSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookReceived' });
