/**
 * Billing through Stripe (the production path), with the official `stripe` package:
 * - checkout: a Checkout Session in subscription mode for the plan's price (quantity = seats), for the
 *   account's Stripe customer, carrying the account, plan and workspace in `client_reference_id` and
 *   metadata (also on the subscription it creates);
 * - the customer portal for payment methods and invoices;
 * - cancel at period end / reactivate (`cancel_at_period_end`) and cancel now (account deletion);
 * - the seats of a Team plan: the quantity of the subscription's item, prorated;
 * - webhooks, verified over their raw bytes with the endpoint's signing secret; the subscription an event
 *   is about is read again from Stripe (Stripe's advice: events arrive late and out of order), and a
 *   completed checkout expires the customer's other open Checkout Sessions (no second tab can pay);
 * - a second subscription of an account is cancelled at once and its payments refunded (`endDuplicate`).
 *
 * `apiUrl` points the client at another server (a local fake in tests).
 */
import {
  isPlanId,
  PLAN_IDS,
  type PlanId,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@pageshelf/domain/billing';
import Stripe from 'stripe';
import {
  type BillingProvider,
  BillingProviderError,
  type CheckoutInput,
  type ProviderChange,
  type ProviderInvoice,
  type ProviderSubscription,
  type VerifiedEvent,
  WebhookSignatureError,
} from './billing-provider.js';

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The Stripe price of each plan. */
  readonly prices: Readonly<Record<PlanId, string>>;
  /** Another Stripe API server (http or https URL); Stripe's own when absent. */
  readonly apiUrl?: string | undefined;
  /** The product's public address: where Checkout and the portal send the browser back. */
  readonly publicAppUrl: string;
}

/** Stripe's `host`/`port`/`protocol` options of an API address. */
export function stripeAddressOptions(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set(SUBSCRIPTION_STATUSES);

/** Stripe's subscription status in ours: a paused subscription grants nothing, like an unpaid one. */
function statusOf(status: string): SubscriptionStatus {
  return KNOWN_STATUSES.has(status) ? (status as SubscriptionStatus) : 'unpaid';
}

const seconds = (value: number) => new Date(value * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function userIdOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  return Number(value);
}

export class StripeBillingProvider implements BillingProvider {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly planOfPrice: ReadonlyMap<string, PlanId>;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, {
      ...stripeAddressOptions(settings.apiUrl),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Pageshelf' },
    });
    this.planOfPrice = new Map(PLAN_IDS.map((planId) => [settings.prices[planId], planId]));
  }

  /** Runs a call to Stripe; its failures become `BillingProviderError` (answered as 502). */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new BillingProviderError(`Stripe ${what} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  private url(path: string): string {
    return new URL(path, this.settings.publicAppUrl).toString();
  }

  async createCustomer(user: { id: number; email: string; fullname: string | null }): Promise<string> {
    const customer = await this.call('customer creation', () =>
      this.stripe.customers.create({
        email: user.email,
        ...(user.fullname ? { name: user.fullname } : {}),
        metadata: { userId: String(user.id) },
      }),
    );
    return customer.id;
  }

  async createCheckout(input: CheckoutInput): Promise<{ url: string }> {
    const metadata = {
      userId: String(input.user.id),
      planId: input.planId,
      teamId: input.teamId === null ? '' : String(input.teamId),
    };
    const session = await this.call('checkout', () =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: String(input.user.id),
        line_items: [{ price: this.settings.prices[input.planId], quantity: input.seats }],
        metadata,
        subscription_data: { metadata },
        success_url: this.url(`/thank-you?plan=${input.planId}&session_id={CHECKOUT_SESSION_ID}`),
        cancel_url: this.url('/pricing'),
      }),
    );
    if (!session.url) throw new BillingProviderError('Stripe checkout has no address');
    return { url: session.url };
  }

  async createPortal(customerId: string): Promise<{ url: string }> {
    const session = await this.call('portal', () =>
      this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: this.url('/settings/subscription'),
      }),
    );
    return { url: session.url };
  }

  async setCancelAtPeriodEnd(
    subscription: ProviderSubscription,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    const updated = await this.call('subscription update', () =>
      this.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: cancel }),
    );
    return this.subscriptionOf(updated, subscription.buyerId) ?? subscription;
  }

  async changeSeats(subscription: ProviderSubscription, seats: number): Promise<ProviderSubscription> {
    // The quantity lives on the subscription's item, whose id only Stripe knows.
    const current = await this.retrieve(subscription.id);
    const item = current.items.data[0];
    if (item === undefined)
      throw new BillingProviderError(`Stripe subscription ${subscription.id} has no item`);
    const updated = await this.call('subscription update', () =>
      this.stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, quantity: seats }],
        proration_behavior: 'create_prorations',
      }),
    );
    return this.subscriptionOf(updated, subscription.buyerId) ?? subscription;
  }

  async cancelNow(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    const canceled = await this.call('subscription cancellation', () =>
      this.stripe.subscriptions.cancel(subscription.id),
    );
    return this.subscriptionOf(canceled, subscription.buyerId) ?? subscription;
  }

  async endDuplicate(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    const current = await this.retrieve(subscription.id);
    const ended =
      current.status === 'canceled' || current.status === 'incomplete_expired'
        ? current
        : await this.call('subscription cancellation', () =>
            this.stripe.subscriptions.cancel(subscription.id, {
              prorate: false,
              invoice_now: false,
              cancellation_details: { comment: 'A second subscription of an account that already has one' },
            }),
          );
    // What it was paid: the payments of its invoice, each refunded once (the key makes a retry harmless).
    const invoiceId = idOf(current.latest_invoice);
    if (invoiceId !== null) {
      const payments = await this.call('invoice payments', () =>
        this.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 100 }),
      );
      for (const payment of payments.data) {
        const paymentIntent = idOf(payment.payment.payment_intent);
        if (paymentIntent === null) continue;
        await this.call('refund', () =>
          this.stripe.refunds.create(
            {
              payment_intent: paymentIntent,
              reason: 'duplicate',
              metadata: { subscription: subscription.id },
            },
            { idempotencyKey: `refund-duplicate-${subscription.id}-${paymentIntent}` },
          ),
        );
      }
    }
    return this.subscriptionOf(ended, subscription.buyerId) ?? subscription;
  }

  async current(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    return this.subscriptionOf(await this.retrieve(subscription.id), subscription.buyerId) ?? subscription;
  }

  private retrieve(subscriptionId: string): Promise<Stripe.Subscription> {
    return this.call('subscription retrieval', () => this.stripe.subscriptions.retrieve(subscriptionId));
  }

  /** Expires the customer's open Checkout Sessions: once one is paid, no other can be. */
  private async expireOpenCheckouts(customerId: string): Promise<void> {
    const open = await this.call('checkout listing', () =>
      this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }),
    );
    for (const session of open.data) {
      await this.call('checkout expiry', () => this.stripe.checkout.sessions.expire(session.id));
    }
  }

  verifyWebhook(payload: Buffer, signature: string | undefined): VerifiedEvent {
    if (signature === undefined || signature === '') throw new WebhookSignatureError('no Stripe-Signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError((error as Error).message, { cause: error });
    }
    return { id: event.id, type: event.type, createdAt: seconds(event.created), payload: event };
  }

  async interpretEvent(verified: VerifiedEvent): Promise<ProviderChange> {
    const event = verified.payload as Stripe.Event;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = idOf(session.subscription);
        if (session.mode !== 'subscription' || subscriptionId === null) return { kind: 'ignored' };
        const subscription = await this.retrieve(subscriptionId);
        const customerId = idOf(session.customer);
        if (customerId !== null) await this.expireOpenCheckouts(customerId);
        const buyer = userIdOf(session.client_reference_id) ?? userIdOf(session.metadata?.userId);
        const state = this.subscriptionOf(subscription, buyer);
        return state ? { kind: 'subscription', subscription: state } : { kind: 'ignored' };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const state = this.subscriptionOf(await this.retrieve(event.data.object.id), null);
        return state ? { kind: 'subscription', subscription: state } : { kind: 'ignored' };
      }
      case 'invoice.paid':
        return { kind: 'invoice', invoice: this.invoiceOf(event.data.object) };
      default:
        return { kind: 'ignored' };
    }
  }

  /** Our shape of a Stripe subscription; null when its price is none of our plans. */
  private subscriptionOf(
    subscription: Stripe.Subscription,
    buyerId: number | null,
  ): ProviderSubscription | null {
    const item = subscription.items.data[0];
    if (item === undefined) return null;
    const metadataPlan = subscription.metadata?.planId;
    const planId = this.planOfPrice.get(item.price.id) ?? (isPlanId(metadataPlan) ? metadataPlan : null);
    if (planId === null) return null;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer),
      planId,
      seats: item.quantity ?? 1,
      status: statusOf(subscription.status),
      currentPeriodStart: seconds(item.current_period_start),
      currentPeriodEnd: seconds(item.current_period_end),
      // The portal may cancel with a date (`cancel_at`) rather than the flag: both end the plan early.
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      canceledAt: subscription.canceled_at === null ? null : seconds(subscription.canceled_at),
      endedAt: subscription.ended_at === null ? null : seconds(subscription.ended_at),
      buyerId: buyerId ?? userIdOf(subscription.metadata?.userId),
    };
  }

  private invoiceOf(invoice: Stripe.Invoice): ProviderInvoice {
    const line = invoice.lines?.data[0];
    const status: string | null = invoice.status;
    return {
      id: invoice.id ?? '',
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      customerId: idOf(invoice.customer),
      number: invoice.number ?? invoice.id ?? '',
      amount: invoice.amount_paid,
      currency: invoice.currency,
      status: status === 'paid' || status === 'void' || status === 'uncollectible' ? status : 'open',
      periodStart: seconds(line?.period.start ?? invoice.period_start),
      periodEnd: seconds(line?.period.end ?? invoice.period_end),
      hostedUrl: invoice.hosted_invoice_url ?? null,
      createdAt: seconds(invoice.created),
    };
  }
}
