/**
 * The local test-mode billing provider: what Stripe does, played out in our own database so that the
 * product can be bought, cancelled and renewed on a fresh install and in tests, with no money and no
 * network. It refuses to exist in production.
 *
 * - A checkout is a `test_checkouts` row (`cs_test_...`, open for 30 minutes); the SPA's `/checkout` page
 *   shows it as a test-mode payment page and completes or cancels it.
 * - Completing one makes a subscription (`sub_test_...`, active, for one billing interval from now) and a
 *   paid invoice (`PS-TEST-000001`...), as Stripe's `checkout.session.completed` would. `BillingService`
 *   does all of it in one transaction, through the methods here that take the transaction's repository:
 *   a completion that fails half-way leaves the checkout open for a retry.
 * - Periods end by time: `BillingService.sweep` renews or expires what this provider sold.
 * - A change of seats takes effect at once and bills nothing now: no prorated invoice (no money moves
 *   here anyway); the next renewal's invoice is for the new seats.
 */
import { randomInt } from 'node:crypto';
import {
  type BillingInterval,
  CURRENCY,
  PAID_PLANS,
  type PlanId,
  planPrice,
} from '@pageshelf/domain/billing';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { SubscriptionsRepository, type TestCheckoutRow } from '../repositories/subscriptions.repository.js';
import type {
  BillingProvider,
  CheckoutInput,
  ProviderChange,
  ProviderInvoice,
  ProviderSubscription,
  VerifiedEvent,
} from './billing-provider.js';
import { BillingProviderError } from './billing-provider.js';

/** How long a test-mode checkout stays open. */
export const TEST_CHECKOUT_TTL_MS = 30 * 60 * 1000;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random base62 characters. */
export function randomBase62(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += BASE62[randomInt(BASE62.length)];
  return text;
}

/**
 * The end of a billing period that starts at `start`: a calendar month or year later (UTC), on the last
 * day of a shorter month (31 January + 1 month = 28 or 29 February).
 */
export function addInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/** Why a checkout cannot be completed or cancelled any more; null while it is open. */
export function checkoutClosedReason(row: TestCheckoutRow, now: Date): string | null {
  if (row.state === 'complete') return 'was already paid';
  if (row.state === 'canceled') return 'was cancelled';
  if (row.state === 'expired' || row.expires_at.getTime() <= now.getTime()) return 'has expired';
  return null;
}

export class TestBillingProvider implements BillingProvider {
  readonly mode = 'test' as const;
  /** Where its checkouts and invoice numbers live, outside any transaction. */
  private readonly store: SubscriptionsRepository;

  constructor(
    db: Kysely<DB>,
    private readonly clock: Clock,
    nodeEnv: 'development' | 'test' | 'production',
  ) {
    if (nodeEnv === 'production') {
      throw new Error('The test-mode billing provider never runs in production: configure STRIPE_* instead');
    }
    this.store = new SubscriptionsRepository(db);
  }

  async createCustomer(): Promise<string> {
    return `cus_test_${randomBase62(16)}`;
  }

  async createCheckout(input: CheckoutInput): Promise<{ url: string }> {
    const now = this.clock.now();
    const id = `cs_test_${randomBase62(24)}`;
    await this.store.insertTestCheckout({
      id,
      user_id: input.user.id,
      plan_id: input.planId,
      seats: input.seats,
      created_at: now,
      expires_at: new Date(now.getTime() + TEST_CHECKOUT_TTL_MS),
      completed_at: null,
    });
    return { url: `/checkout?session=${id}` };
  }

  async createPortal(): Promise<{ url: string }> {
    throw new BillingProviderError('The test-mode provider has no customer portal');
  }

  async setCancelAtPeriodEnd(
    subscription: ProviderSubscription,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    return { ...subscription, cancelAtPeriodEnd: cancel, canceledAt: cancel ? this.clock.now() : null };
  }

  async changeSeats(subscription: ProviderSubscription, seats: number): Promise<ProviderSubscription> {
    return { ...subscription, seats };
  }

  async cancelNow(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    const now = this.clock.now();
    return { ...subscription, status: 'canceled', cancelAtPeriodEnd: false, canceledAt: now, endedAt: now };
  }

  /** No money moved: ending it is all there is to do. */
  async endDuplicate(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    return this.cancelNow(subscription);
  }

  /** Its subscriptions live in our rows: what it was given is what it has (the sweep moves them on). */
  async current(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    return subscription;
  }

  verifyWebhook(): VerifiedEvent | null {
    return null;
  }

  async interpretEvent(): Promise<ProviderChange> {
    return { kind: 'ignored' };
  }

  /**
   * A checkout of `userId`; undefined when there is none or it is someone else's. `tx` reads it inside a
   * transaction.
   */
  async checkout(id: string, userId: number, tx = this.store): Promise<TestCheckoutRow | undefined> {
    return tx.testCheckout(id, userId);
  }

  /**
   * Closes an open, unexpired checkout as paid or cancelled, once: of two tabs completing the same
   * checkout only one gets the row back. With `tx`, it stays closed only if that transaction commits.
   */
  async close(
    id: string,
    userId: number,
    state: 'complete' | 'canceled',
    tx = this.store,
  ): Promise<TestCheckoutRow | undefined> {
    return tx.closeTestCheckout(id, userId, state, this.clock.now());
  }

  /** Expires the other open checkouts of an account that now pays for a plan: none can be paid after it. */
  async expireOpenCheckouts(userId: number, tx: SubscriptionsRepository): Promise<void> {
    await tx.expireOpenTestCheckouts(userId);
  }

  /** The subscription a completed checkout starts: active for one interval from now. */
  subscriptionOf(checkout: TestCheckoutRow, customerId: string): ProviderSubscription {
    const now = this.clock.now();
    return {
      id: `sub_test_${randomBase62(16)}`,
      customerId,
      planId: checkout.plan_id,
      seats: checkout.seats,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, PAID_PLANS[checkout.plan_id].interval),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      buyerId: checkout.user_id,
    };
  }

  /** The subscription one period on: what a successful renewal leaves. */
  renewed(subscription: ProviderSubscription): ProviderSubscription {
    const start = subscription.currentPeriodEnd;
    return {
      ...subscription,
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, PAID_PLANS[subscription.planId].interval),
    };
  }

  /**
   * A paid invoice for the current period of `subscription`, with the next test invoice number (taken in
   * `tx`, the transaction that records it).
   */
  async paidInvoice(
    tx: SubscriptionsRepository,
    subscription: ProviderSubscription,
    planId: PlanId = subscription.planId,
  ): Promise<ProviderInvoice> {
    const number = `PS-TEST-${String(await tx.nextTestInvoiceNumber()).padStart(6, '0')}`;
    return {
      id: `in_test_${randomBase62(16)}`,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      number,
      amount: planPrice(planId, subscription.seats).amount,
      currency: CURRENCY,
      status: 'paid',
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      hostedUrl: null,
      createdAt: subscription.currentPeriodStart,
    };
  }
}
