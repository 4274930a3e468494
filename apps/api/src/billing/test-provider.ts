/**
 * The local test-mode billing provider: what Stripe does, played out in our own database so that the
 * product can be bought, cancelled and renewed on a fresh install and in tests, with no money and no
 * network. It refuses to exist in production.
 *
 * - A checkout is a `test_checkouts` row (`cs_test_...`, open for 30 minutes); the SPA's `/checkout` page
 *   shows it as a test-mode payment page and completes or cancels it.
 * - Completing one makes a subscription (`sub_test_...`, active, for one billing interval from now) and a
 *   paid invoice (`PS-TEST-000001`...), as Stripe's `checkout.session.completed` would.
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
import type { Kysely, Selectable } from 'kysely';
import type { DB, TestCheckoutsTable } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
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

export type TestCheckoutRow = Selectable<TestCheckoutsTable>;

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

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    nodeEnv: 'development' | 'test' | 'production',
  ) {
    if (nodeEnv === 'production') {
      throw new Error('The test-mode billing provider never runs in production: configure STRIPE_* instead');
    }
  }

  async createCustomer(): Promise<string> {
    return `cus_test_${randomBase62(16)}`;
  }

  async createCheckout(input: CheckoutInput): Promise<{ url: string }> {
    const now = this.clock.now();
    const id = `cs_test_${randomBase62(24)}`;
    await this.db
      .insertInto('test_checkouts')
      .values({
        id,
        user_id: input.user.id,
        plan_id: input.planId,
        seats: input.seats,
        created_at: now,
        expires_at: new Date(now.getTime() + TEST_CHECKOUT_TTL_MS),
        completed_at: null,
      })
      .execute();
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

  verifyWebhook(): VerifiedEvent | null {
    return null;
  }

  async interpretEvent(): Promise<ProviderChange> {
    return { kind: 'ignored' };
  }

  /** A checkout of `userId`; undefined when there is none or it is someone else's. */
  async checkout(id: string, userId: number): Promise<TestCheckoutRow | undefined> {
    return this.db
      .selectFrom('test_checkouts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Closes an open, unexpired checkout as paid or cancelled, once: of two tabs completing the same
   * checkout only one gets the row back.
   */
  async close(
    id: string,
    userId: number,
    state: 'complete' | 'canceled',
  ): Promise<TestCheckoutRow | undefined> {
    const now = this.clock.now();
    return this.db
      .updateTable('test_checkouts')
      .set({ state, completed_at: state === 'complete' ? now : null })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
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

  /** A paid invoice for the current period of `subscription`, numbered after the last test invoice. */
  async paidInvoice(
    subscription: ProviderSubscription,
    planId: PlanId = subscription.planId,
  ): Promise<ProviderInvoice> {
    const row = await this.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('provider', '=', 'test')
      .executeTakeFirstOrThrow();
    const number = `PS-TEST-${String(Number(row.n) + 1).padStart(6, '0')}`;
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
