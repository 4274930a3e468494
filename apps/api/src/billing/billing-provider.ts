/**
 * The billing provider: who takes the money. Two implementations:
 * - `StripeBillingProvider` (production): Stripe Checkout, the customer portal, subscription changes
 *   through Stripe's API, and signed webhooks that tell us what happened;
 * - `TestBillingProvider` (the embedded default and tests, never in production): a local stand-in that
 *   keeps its checkout sessions in `test_checkouts` and moves no money.
 *
 * A provider only talks to the outside world and reports subscriptions in one shape
 * (`ProviderSubscription`); `BillingService` is the one place that turns those reports into subscription
 * rows, history and analytics, whichever provider sent them.
 */
import type { BillingMode } from '@pageshelf/contracts/billing';
import type { PlanId, SubscriptionStatus } from '@pageshelf/domain/billing';

/** A subscription as the provider reports it. */
export interface ProviderSubscription {
  /** The provider's subscription id (`sub_...`). */
  readonly id: string;
  /** The provider's customer id (`cus_...`), when known. */
  readonly customerId: string | null;
  readonly planId: PlanId;
  readonly seats: number;
  readonly status: SubscriptionStatus;
  readonly currentPeriodStart: Date;
  readonly currentPeriodEnd: Date;
  readonly cancelAtPeriodEnd: boolean;
  readonly canceledAt: Date | null;
  readonly endedAt: Date | null;
  /** The account that bought it, as recorded at checkout (null when the provider does not say). */
  readonly buyerId: number | null;
}

/** An invoice as the provider reports it. */
export interface ProviderInvoice {
  readonly id: string;
  /** The subscription it bills, when it bills one. */
  readonly subscriptionId: string | null;
  readonly customerId: string | null;
  readonly number: string;
  /** In cents. */
  readonly amount: number;
  readonly currency: string;
  readonly status: 'paid' | 'open' | 'void' | 'uncollectible';
  readonly periodStart: Date;
  readonly periodEnd: Date;
  readonly hostedUrl: string | null;
  readonly createdAt: Date;
}

/** A provider event whose signature was verified. */
export interface VerifiedEvent {
  readonly id: string;
  readonly type: string;
  /** When the provider created the event (orders events about one subscription). */
  readonly createdAt: Date;
  /** The provider's event object. */
  readonly payload: unknown;
}

/** What a verified event asks of us. */
export type ProviderChange =
  | { readonly kind: 'subscription'; readonly subscription: ProviderSubscription }
  | { readonly kind: 'invoice'; readonly invoice: ProviderInvoice }
  | { readonly kind: 'ignored' };

/** What a checkout is for. */
export interface CheckoutInput {
  readonly user: { readonly id: number; readonly email: string };
  readonly planId: PlanId;
  readonly seats: number;
  /** The workspace a Team plan is for, when the buyer already owns one. */
  readonly teamId: number | null;
  /** The buyer's customer at this provider. */
  readonly customerId: string;
}

/** A provider's refusal or failure to answer, reported to the caller as 502. */
export class BillingProviderError extends Error {
  override name = 'BillingProviderError';
}

export interface BillingProvider {
  readonly mode: BillingMode;
  /** Creates the provider's customer of an account; returns its id. */
  createCustomer(user: { id: number; email: string; fullname: string | null }): Promise<string>;
  /** Starts a checkout; returns where to send the browser. */
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** A page where the customer manages payment methods and invoices (Stripe only). */
  createPortal(customerId: string): Promise<{ url: string }>;
  /** Cancels at the end of the period (`cancel`), or takes that back; returns the subscription after it. */
  setCancelAtPeriodEnd(subscription: ProviderSubscription, cancel: boolean): Promise<ProviderSubscription>;
  /**
   * Changes the seats (quantity) of a live subscription; returns the subscription after it. Stripe
   * prorates the difference onto the next invoice; the test mode moves no money.
   */
  changeSeats(subscription: ProviderSubscription, seats: number): Promise<ProviderSubscription>;
  /** Ends a subscription now (account deletion); returns the subscription after it. */
  cancelNow(subscription: ProviderSubscription): Promise<ProviderSubscription>;
  /**
   * Ends now a subscription that should not exist, the second of an account that already pays for one,
   * and gives back what it was paid (Stripe refunds its payments); returns the subscription after it.
   * Safe to repeat: a retry after a failure half-way ends and refunds nothing twice.
   */
  endDuplicate(subscription: ProviderSubscription): Promise<ProviderSubscription>;
  /** The subscription as the provider has it now (Stripe reads it again). */
  current(subscription: ProviderSubscription): Promise<ProviderSubscription>;
  /**
   * Checks a webhook's signature over its raw bytes; throws `WebhookSignatureError` when it does not
   * verify. Providers without webhooks (test mode) answer null.
   */
  verifyWebhook(payload: Buffer, signature: string | undefined): VerifiedEvent | null;
  /**
   * What a verified event asks of us. A subscription is read again from the provider rather than taken
   * from the event, which may be stale by the time it arrives.
   */
  interpretEvent(event: VerifiedEvent): Promise<ProviderChange>;
}

/** A webhook whose signature does not verify. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
