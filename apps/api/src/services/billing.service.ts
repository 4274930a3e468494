/**
 * Billing: plans, checkout, the subscription settings (cancel, reactivate, the seats of a Team plan),
 * provider webhooks and the test mode's renewals.
 *
 * Every change of a subscription, whoever causes it (a test-mode checkout, a Stripe webhook, the settings
 * page, account deletion, the renewal sweep), goes through `applyIn`: inside one transaction it upserts the
 * row, appends the history entry the domain's `subscriptionTransition` names, and ignores provider reports
 * that are behind what the row already reflects (`reportApplies`); after it commits, created, cancelled
 * and reactivated go to analytics. Premium status is never written: `UsersRepository` derives it from
 * these rows on every request.
 *
 * An account pays for one running subscription at a time (`purchaseRefusal`; the database holds it with a
 * unique index, migration 0010). `applyIn` locks the account before a subscription of it starts running
 * and refuses a second one (`SecondSubscription`): a test-mode completion answers 409, a provider's second
 * subscription is ended and refunded at the provider, then recorded ended.
 */
import type {
  BillingOverview,
  ChangeSeatsRequest,
  CheckoutRequest,
  CheckoutResponse,
  CheckoutResult,
  Invoice,
  Plan,
  PlansResponse,
  PortalResponse,
  SubscriptionDetail,
  TestCheckout,
} from '@pageshelf/contracts/billing';
import type { Subscription } from '@pageshelf/contracts/me';
import {
  CURRENCY,
  checkSeats,
  isWorkspacePlan,
  PAID_PLANS,
  PLAN_IDS,
  type PlanId,
  planPrice,
  reportApplies,
  type SubscriptionHistoryEvent,
  type SubscriptionState,
  subscriptionIsLive,
  subscriptionIsRunning,
  subscriptionTransition,
} from '@pageshelf/domain/billing';
import {
  checkSeatChange,
  type PurchaseRefusal,
  purchaseRefusal,
  TEAM_NAME_MAX_LENGTH,
  teamRoleMay,
} from '@pageshelf/domain/teams';
import { HttpError, validationError } from '@pageshelf/http-errors';
import type { SignedInActor } from '../actor.js';
import {
  type BillingProvider,
  BillingProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
  WebhookSignatureError,
} from '../billing/billing-provider.js';
import { checkoutClosedReason, TestBillingProvider } from '../billing/test-provider.js';
import type { BillingProviderName, SubscriptionRow, UserRecord, UserRow } from '../db/schema.js';
import type { ServerAnalytics } from '../lib/analytics.js';
import type { Clock } from '../lib/clock.js';
import {
  isSecondRunningSubscription,
  type SubscriptionsRepository,
} from '../repositories/subscriptions.repository.js';
import type { TeamsRepository } from '../repositories/teams.repository.js';
import { subscriptionStateOf, type UsersRepository } from '../repositories/users.repository.js';

/** What one application of a provider's report changed. */
interface Applied {
  readonly row: SubscriptionRow;
  readonly transition: SubscriptionHistoryEvent | null;
}

/**
 * A subscription about to run for an account that already pays for a running one: thrown inside the
 * transaction, so nothing of it is written.
 */
class SecondSubscription extends Error {
  override name = 'SecondSubscription';
}

/** The plan a refused buyer already has, as the catalogue's `already_subscribed` names it. */
function heldPlan(refusal: Extract<PurchaseRefusal, { code: 'already_subscribed' }>, wanted: PlanId): string {
  const label = PAID_PLANS[refusal.planId].label;
  if (refusal.anotherPlan) {
    const name = PAID_PLANS[wanted].label.split(',')[0];
    return `${label}, and an account pays for one plan at a time: buy ${name} once it has ended`;
  }
  return refusal.forWorkspace ? `${label} for your workspace` : label;
}

/** The history events that go to analytics (spec section 4). */
const ANNOUNCED: Partial<Record<SubscriptionHistoryEvent, 'created' | 'cancelled' | 'reactivated'>> = {
  created: 'created',
  cancelled: 'cancelled',
  reactivated: 'reactivated',
};

/** Renewals one sweep applies to one subscription at most (a server that was off for years). */
const MAX_RENEWALS_PER_SWEEP = 120;

/** A plan as the contracts carry it. */
export function presentPlan(planId: PlanId): Plan {
  const plan = PAID_PLANS[planId];
  return {
    id: plan.id,
    planType: plan.planType,
    interval: plan.interval,
    label: plan.label,
    unitAmount: plan.unitAmount,
    perSeatPerMonth: planPrice(planId).perSeatPerMonth,
    currency: CURRENCY,
    minSeats: plan.minSeats,
    maxSeats: plan.maxSeats,
  };
}

/** A stored subscription as the provider reported it. */
function providerSubscriptionOf(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.provider_subscription_id,
    customerId: row.provider_customer_id,
    planId: row.plan_id,
    seats: row.seats,
    status: row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledAt: row.canceled_at,
    endedAt: row.ended_at,
    buyerId: row.user_id,
  };
}

function stateOf(subscription: ProviderSubscription): SubscriptionState {
  return {
    planId: subscription.planId,
    status: subscription.status,
    seats: subscription.seats,
    currentPeriodEnd: subscription.currentPeriodEnd.getTime(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

function presentSubscription(row: SubscriptionRow): SubscriptionDetail {
  return {
    id: row.id,
    provider: row.provider,
    plan: presentPlan(row.plan_id),
    seats: row.seats,
    status: row.status,
    currentPeriodStart: row.current_period_start.toISOString(),
    currentPeriodEnd: row.current_period_end.toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledAt: row.canceled_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
    teamId: row.team_id,
  };
}

/** The name of the workspace a Team plan creates for a buyer in none: "Ann's workspace". */
export function workspaceNameFor(user: Pick<UserRecord, 'fullname' | 'email'>): string {
  const suffix = "'s workspace";
  const name = user.fullname?.trim() || user.email;
  return `${name.slice(0, TEAM_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

export class BillingService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly users: UsersRepository,
    private readonly provider: BillingProvider,
    private readonly analytics: ServerAnalytics,
    private readonly clock: Clock,
    /** Who a workspace holds, for the seats its Team plan must keep. */
    private readonly teams: Pick<TeamsRepository, 'memberCount' | 'pendingInvitationCount'>,
  ) {}

  get mode(): BillingProvider['mode'] {
    return this.provider.mode;
  }

  plans(): PlansResponse {
    return { mode: this.provider.mode, plans: PLAN_IDS.map(presentPlan) };
  }

  // ---- checkout ------------------------------------------------------------------------------------

  async startCheckout(actor: SignedInActor, request: CheckoutRequest): Promise<CheckoutResponse> {
    const { user } = actor;
    const plan = PAID_PLANS[request.plan];
    const seats = request.seats ?? plan.minSeats;
    const problem = checkSeats(request.plan, seats);
    if (problem !== null) throw validationError([{ path: 'body.seats', message: problem }]);
    await this.settleDue(user.id);
    await this.assertMayBuy(this.subscriptions, user, request.plan);
    const customerId = await this.customerFor(user);
    const { url } = await this.withProvider(() =>
      this.provider.createCheckout({
        user: { id: user.id, email: user.email },
        planId: request.plan,
        seats,
        // The buyer's workspace when it has one (assertMayBuy made sure they own it); else one is made.
        teamId: isWorkspacePlan(request.plan) ? user.team_id : null,
        customerId,
      }),
    );
    return { url, mode: this.provider.mode };
  }

  /**
   * Refuses a purchase the domain's `purchaseRefusal` does not allow: the account's running plans and its
   * workspace's live plan are read through `repository` (inside a transaction, after the account's lock).
   */
  private async assertMayBuy(
    repository: SubscriptionsRepository,
    account: Pick<UserRecord, 'id' | 'team_id' | 'team_role'>,
    planId: PlanId,
  ): Promise<void> {
    const now = this.clock.now().getTime();
    const ownRunningPlans = (await repository.paidBy(account.id))
      .filter((row) => subscriptionIsRunning(subscriptionStateOf(row)))
      .map((row) => row.plan_id);
    const workspaceLivePlan =
      isWorkspacePlan(planId) && account.team_id !== null
        ? ((await repository.ofTeam(account.team_id)).find((row) =>
            subscriptionIsLive(subscriptionStateOf(row), now),
          )?.plan_id ?? null)
        : null;
    const refusal = purchaseRefusal(planId, {
      teamRole: account.team_role,
      ownRunningPlans,
      workspaceLivePlan,
    });
    if (refusal === null) return;
    if (refusal.code === 'team_owner_only') {
      throw new HttpError('team_owner_only', { params: { action: 'buy a Team plan' } });
    }
    throw new HttpError('already_subscribed', { params: { plan: heldPlan(refusal, planId) } });
  }

  /**
   * Brings up to date the account's running subscriptions whose period has ended by now, before a
   * purchase is judged: the test mode sweeps them (renewed, or ended when cancelled), Stripe is asked
   * for them (its webhook may be late). A plan that ended by time then no longer stands in the way.
   */
  private async settleDue(userId: number): Promise<void> {
    const now = this.clock.now();
    const due = (await this.subscriptions.paidBy(userId)).filter(
      (row) =>
        row.provider === this.provider.mode &&
        subscriptionIsRunning(subscriptionStateOf(row)) &&
        row.current_period_end.getTime() <= now.getTime(),
    );
    for (const row of due) {
      if (this.provider instanceof TestBillingProvider) {
        this.announce((await this.sweepOne(this.provider, row.id, now)).ended);
      } else {
        const next = await this.withProvider(() => this.provider.current(providerSubscriptionOf(row)));
        await this.applyFromProviderCall(this.provider.mode, next, 'read again');
      }
    }
  }

  /** The account's customer at the provider, created on first need. */
  private async customerFor(
    user: Pick<UserRecord, 'id' | 'email' | 'fullname'>,
    repository = this.subscriptions,
  ): Promise<string> {
    const mode = this.provider.mode;
    const existing = await repository.customerOf(user.id, mode);
    if (existing) return existing;
    const customerId = await this.withProvider(() =>
      this.provider.createCustomer({ id: user.id, email: user.email, fullname: user.fullname }),
    );
    await repository.saveCustomer(user.id, mode, customerId, this.clock.now());
    return customerId;
  }

  private testProvider(): TestBillingProvider {
    if (!(this.provider instanceof TestBillingProvider)) {
      throw new HttpError('not_found', { params: { subject: 'Checkout' } });
    }
    return this.provider;
  }

  /** The test-mode checkout page of `id`: only its owner sees it. */
  async testCheckout(actor: SignedInActor, id: string): Promise<TestCheckout> {
    const { user } = actor;
    const checkout = await this.testProvider().checkout(id, user.id);
    if (!checkout) throw new HttpError('not_found', { params: { subject: 'Checkout' } });
    const closed = checkoutClosedReason(checkout, this.clock.now());
    return {
      id: checkout.id,
      plan: presentPlan(checkout.plan_id),
      seats: checkout.seats,
      amount: planPrice(checkout.plan_id, checkout.seats).amount,
      email: user.email,
      state: checkout.state === 'open' && closed !== null ? 'expired' : checkout.state,
      expiresAt: checkout.expires_at.toISOString(),
    };
  }

  /**
   * Pays a test-mode checkout: what Stripe's `checkout.session.completed` does, played locally. The
   * subscription starts active for one interval, with a paid invoice.
   */
  async completeTestCheckout(actor: SignedInActor, id: string): Promise<CheckoutResult> {
    const { user } = actor;
    const provider = this.testProvider();
    await this.settleDue(user.id);
    // One unit: the checkout closes, the subscription and its invoice are written, the account's other
    // open checkouts expire, or none of it happens (a failure half-way leaves the checkout open to retry).
    // The test mode's customer is made locally, so it can be made inside.
    const { applied, planId } = await this.subscriptions
      .transaction(async (tx) => {
        // The account is locked first: its completions run one at a time, each seeing the one before.
        const account = await tx.user(user.id);
        const checkout = account && (await provider.checkout(id, user.id, tx));
        if (!account || !checkout) throw new HttpError('not_found', { params: { subject: 'Checkout' } });
        // A plan the account already pays for is the reason to give, unless this checkout is that plan
        // (completing another checkout also expired this one).
        if (checkout.state !== 'complete') await this.assertMayBuy(tx, account, checkout.plan_id);
        const reason = checkoutClosedReason(checkout, this.clock.now());
        if (reason !== null) throw new HttpError('checkout_closed', { params: { reason } });
        const closed = await provider.close(id, user.id, 'complete', tx);
        if (!closed) throw new HttpError('checkout_closed', { params: { reason: 'was already closed' } });
        const subscription = provider.subscriptionOf(closed, await this.customerFor(account, tx));
        const result = await this.applyIn(tx, 'test', subscription, { cause: 'checkout' });
        await this.recordInvoiceIn(tx, 'test', await provider.paidInvoice(tx, subscription));
        await provider.expireOpenCheckouts(user.id, tx);
        return { applied: result, planId: closed.plan_id };
      })
      .catch((error: unknown) => {
        if (error instanceof SecondSubscription) throw new HttpError('already_subscribed', { cause: error });
        throw error;
      });
    this.announce(applied);
    return { state: 'complete', redirectTo: `/thank-you?plan=${planId}` };
  }

  /** Abandons a test-mode checkout: back to the plans. */
  async cancelTestCheckout(actor: SignedInActor, id: string): Promise<CheckoutResult> {
    const { user } = actor;
    const provider = this.testProvider();
    await this.openCheckout(provider, user, id);
    const closed = await provider.close(id, user.id, 'canceled');
    if (!closed) throw new HttpError('checkout_closed', { params: { reason: 'was already closed' } });
    return { state: 'canceled', redirectTo: '/pricing' };
  }

  private async openCheckout(provider: TestBillingProvider, user: UserRow, id: string) {
    const checkout = await provider.checkout(id, user.id);
    if (!checkout) throw new HttpError('not_found', { params: { subject: 'Checkout' } });
    const reason = checkoutClosedReason(checkout, this.clock.now());
    if (reason !== null) throw new HttpError('checkout_closed', { params: { reason } });
    return checkout;
  }

  // ---- the subscription settings -------------------------------------------------------------------

  /**
   * The account's own subscription that counts: the live one, else the newest that was not a second
   * subscription of the account (`duplicate_of`), else the newest.
   */
  private async currentOwn(userId: number): Promise<SubscriptionRow | undefined> {
    const now = this.clock.now().getTime();
    const rows = await this.subscriptions.paidBy(userId);
    return (
      rows.find((row) => subscriptionIsLive(subscriptionStateOf(row), now)) ??
      rows.find((row) => row.duplicate_of === null) ??
      rows[0]
    );
  }

  async overview(actor: SignedInActor): Promise<BillingOverview> {
    return this.overviewOf(actor.user);
  }

  /** The billing overview of an account as read now. */
  private async overviewOf(user: UserRow): Promise<BillingOverview> {
    const now = this.clock.now().getTime();
    const [current, invoices] = await Promise.all([
      this.currentOwn(user.id),
      this.subscriptions.invoicesOf(user.id),
    ]);
    const history = current ? await this.subscriptions.history(current.id) : [];
    return {
      mode: this.provider.mode,
      planType: user.entitlement.planType,
      isPremium: user.entitlement.isPremium,
      source: user.entitlement.source,
      subscription: current ? presentSubscription(current) : null,
      canManage:
        current !== undefined &&
        current.provider !== 'manual' &&
        subscriptionIsLive(subscriptionStateOf(current), now),
      history: history.map((entry) => ({ event: entry.event, at: entry.at.toISOString() })),
      invoices: invoices.map(
        (invoice): Invoice => ({
          id: invoice.provider_invoice_id,
          number: invoice.number,
          amount: invoice.amount,
          currency: invoice.currency,
          status: invoice.status,
          periodStart: invoice.period_start.toISOString(),
          periodEnd: invoice.period_end.toISOString(),
          createdAt: invoice.created_at.toISOString(),
          url: invoice.hosted_url,
        }),
      ),
    };
  }

  /** `GET /me`'s summary of the account's plan and own subscription. */
  async summary(actor: SignedInActor): Promise<Subscription> {
    const { user } = actor;
    const current = await this.currentOwn(user.id);
    return {
      plan: user.entitlement.planType,
      status: current?.status ?? 'none',
      currentPeriodEnd: current?.current_period_end.toISOString() ?? null,
      cancelAtPeriodEnd: current?.cancel_at_period_end ?? false,
    };
  }

  /**
   * The live subscription the account pays for and may change at the provider. Someone premium through
   * another's Team plan gets 403; Pro granted by hand, or nothing live, 409.
   */
  private async payerSubscription(user: UserRow, action: string): Promise<SubscriptionRow> {
    const current = await this.currentOwn(user.id);
    const live = current && subscriptionIsLive(subscriptionStateOf(current), this.clock.now().getTime());
    if (current && live && current.provider === this.provider.mode) return current;
    if (!live && user.entitlement.source === 'team') {
      throw new HttpError('team_owner_only', { params: { action: `${action} the Team plan` } });
    }
    if (current && live) {
      const why = current.provider === 'manual' ? 'this Pro was granted by hand' : 'it is billed elsewhere';
      throw new HttpError('no_subscription', { params: { action: `${action}: ${why}` } });
    }
    throw new HttpError('no_subscription', { params: { action } });
  }

  /** Cancels at the end of the paid period: premium until then. Cancelling twice changes nothing. */
  async cancel(actor: SignedInActor): Promise<BillingOverview> {
    const { user } = actor;
    return this.changeCancellation(user, true);
  }

  /** Takes a cancellation back while the period lasts. */
  async reactivate(actor: SignedInActor): Promise<BillingOverview> {
    const { user } = actor;
    return this.changeCancellation(user, false);
  }

  private async changeCancellation(user: UserRow, cancel: boolean): Promise<BillingOverview> {
    const row = await this.payerSubscription(user, cancel ? 'cancel' : 'reactivate');
    if (row.cancel_at_period_end !== cancel) {
      const next = await this.withProvider(() =>
        this.provider.setCancelAtPeriodEnd(providerSubscriptionOf(row), cancel),
      );
      await this.applyFromProviderCall(this.provider.mode, next, cancel ? 'cancel' : 'reactivate');
    }
    return this.overviewOf((await this.users.findById(user.id)) ?? user);
  }

  /**
   * Changes the seats of the payer's live Team plan at the provider (Stripe prorates; the test mode
   * bills nothing until the renewal), recorded in its history as 'changed'. A member of a workspace is
   * refused (403 `team_owner_only`: only its owner buys seats); seats outside the plan's range are 400;
   * fewer seats than the workspace's members and pending invitations are 409 `seats_in_use`. Asking for
   * the seats it has changes nothing.
   *
   * The head count is read before the provider is called, not under a lock held across that call: an
   * invitation sent in between may leave one invitation more than seats, and then `checkJoin` lets the
   * first to accept in, as when a plan shrinks at the provider.
   */
  async changeSeats(actor: SignedInActor, request: ChangeSeatsRequest): Promise<BillingOverview> {
    const { user } = actor;
    if (user.team_id !== null && user.team_role !== null && !teamRoleMay(user.team_role, 'buy-seats')) {
      throw new HttpError('team_owner_only', { params: { action: 'change the seats of the Team plan' } });
    }
    const row = await this.payerSubscription(user, 'change the seats of');
    if (!isWorkspacePlan(row.plan_id)) {
      throw new HttpError('no_subscription', {
        params: { action: 'change the seats of: a Pro plan has one seat, buy a Team plan for more' },
      });
    }
    const problem = checkSeats(row.plan_id, request.seats);
    if (problem !== null) throw validationError([{ path: 'body.seats', message: problem }]);
    if (request.seats !== row.seats) {
      if (row.team_id !== null) {
        const [members, pending] = await Promise.all([
          this.teams.memberCount(row.team_id),
          this.teams.pendingInvitationCount(row.team_id, this.clock.now()),
        ]);
        const reason = checkSeatChange(request.seats, members, pending);
        if (reason !== null) throw new HttpError('seats_in_use', { params: { reason } });
      }
      const next = await this.withProvider(() =>
        this.provider.changeSeats(providerSubscriptionOf(row), request.seats),
      );
      await this.applyFromProviderCall(this.provider.mode, next, 'seats changed');
    }
    return this.overviewOf((await this.users.findById(user.id)) ?? user);
  }

  /** Stripe's customer portal (payment methods, invoices), for the payer. */
  async portal(actor: SignedInActor): Promise<PortalResponse> {
    const { user } = actor;
    if (this.provider.mode !== 'stripe') {
      throw new HttpError('not_found', { params: { subject: 'A billing portal (test mode has none)' } });
    }
    const customerId = await this.subscriptions.customerOf(user.id, 'stripe');
    if (!customerId) {
      if (user.entitlement.source === 'team') {
        throw new HttpError('team_owner_only', { params: { action: 'manage the billing' } });
      }
      throw new HttpError('no_subscription', { params: { action: 'manage' } });
    }
    return this.withProvider(() => this.provider.createPortal(customerId));
  }

  /** Ends the account's live subscriptions at the provider now: the account is about to be deleted. */
  async cancelForAccountDeletion(actor: SignedInActor): Promise<void> {
    const { user } = actor;
    await this.cancelNow(await this.subscriptions.paidBy(user.id), 'account deleted');
  }

  /**
   * Ends the live plans of a workspace at the provider now: its owner, alone in it, is ending it. Nothing
   * would be left for them to cover, and the workspace's rows would no longer name it.
   */
  async cancelForWorkspaceEnd(teamId: number): Promise<void> {
    await this.cancelNow(await this.subscriptions.ofTeam(teamId), 'workspace ended');
  }

  /** Ends the live ones of `rows` at the provider now, each recorded with `cause` (its history: expired). */
  private async cancelNow(rows: readonly SubscriptionRow[], cause: string): Promise<void> {
    const now = this.clock.now().getTime();
    for (const row of rows) {
      // Pro granted by hand bills nobody; a row of another provider (the mode changed) has nothing to stop here.
      if (row.provider !== this.provider.mode || !subscriptionIsLive(subscriptionStateOf(row), now)) continue;
      const next = await this.withProvider(() => this.provider.cancelNow(providerSubscriptionOf(row)));
      await this.applyFromProviderCall(this.provider.mode, next, cause);
    }
  }

  /**
   * Applies what the provider answered to a change we asked for. For Stripe it counts as an event of this
   * second: a webhook about an earlier state that arrives later cannot undo it.
   */
  private async applyFromProviderCall(
    provider: BillingProviderName,
    next: ProviderSubscription,
    cause: string,
  ): Promise<void> {
    const eventAt = provider === 'stripe' ? this.thisSecond() : undefined;
    const applied = await this.subscriptions.transaction((tx) =>
      this.applyIn(tx, provider, next, { cause, ...(eventAt ? { eventAt } : {}) }),
    );
    this.announce(applied);
  }

  /** The current second, as Stripe times its events: an answer of ours counts as an event of it. */
  private thisSecond(): Date {
    return new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000);
  }

  // ---- webhooks ------------------------------------------------------------------------------------

  /**
   * A provider webhook: verified over its raw bytes, applied once (a replay changes nothing) and only
   * when it is not older than what the subscription reflects (out-of-order delivery cannot roll back).
   */
  async receiveWebhook(
    payload: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    let event: ReturnType<BillingProvider['verifyWebhook']>;
    try {
      event = this.provider.verifyWebhook(payload, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw new HttpError('webhook_signature_invalid', { cause: error });
      throw error;
    }
    if (event === null) throw new HttpError('not_found', { params: { subject: 'Webhook' } });
    const provider = this.provider.mode;
    if (await this.subscriptions.eventSeen(provider, event.id)) return { received: true, duplicate: true };
    const change = await this.withProvider(() => this.provider.interpretEvent(event));
    /** Records the event and its effect in one transaction: 'duplicate' when it was recorded before. */
    const record = (apply: (tx: SubscriptionsRepository) => Promise<Applied | null>) =>
      this.subscriptions.transaction(async (tx): Promise<Applied | null | 'duplicate'> => {
        if (!(await tx.recordEvent(provider, event.id, event.type, this.clock.now()))) return 'duplicate';
        return apply(tx);
      });
    let outcome: Applied | null | 'duplicate';
    try {
      outcome = await record(async (tx) => {
        if (change.kind === 'subscription') {
          return this.applyIn(tx, provider, change.subscription, {
            eventAt: event.createdAt,
            cause: event.type,
          });
        }
        if (change.kind === 'invoice') await this.recordInvoiceIn(tx, provider, change.invoice);
        return null;
      });
    } catch (error) {
      if (!(error instanceof SecondSubscription) || change.kind !== 'subscription') throw error;
      // The account already pays for a running subscription: this second one is ended at the provider
      // now and its payment refunded, then recorded ended, with the event. Nothing was recorded before,
      // so should the provider fail the event is retried, and ending is safe to repeat.
      const ended = await this.withProvider(() => this.provider.endDuplicate(change.subscription));
      outcome = await record((tx) =>
        this.applyIn(tx, provider, ended, {
          eventAt: this.thisSecond(),
          cause: `${event.type}: a second subscription of the account, ended and refunded`,
          endedDuplicate: true,
        }),
      );
    }
    if (outcome === 'duplicate') return { received: true, duplicate: true };
    this.announce(outcome);
    return { received: true, duplicate: false };
  }

  // ---- test mode: periods end by time ----------------------------------------------------------------

  /**
   * Test mode only (Stripe tells us by webhook): every running subscription whose period has ended by
   * `now` renews for another period with a paid invoice, or, when cancelled at the period end, expires.
   * Every API process sweeps; each period is renewed once (`sweepOne`).
   */
  async sweep(now: Date = this.clock.now()): Promise<{ renewed: number; expired: number }> {
    const result = { renewed: 0, expired: 0 };
    const provider = this.provider;
    if (!(provider instanceof TestBillingProvider)) return result;
    for (const row of await this.subscriptions.dueTestSubscriptions(now)) {
      const swept = await this.sweepOne(provider, row.id, now);
      this.announce(swept.ended);
      result.renewed += swept.renewed;
      if (swept.expired) result.expired += 1;
    }
    return result;
  }

  /**
   * Brings one test-mode subscription up to `now`, a period at a time, each in a transaction that locks
   * its row and looks again whether that period is still due: another process sweeping at the same moment
   * waits for the lock, then finds the period renewed and leaves it. A subscription cancelled at its period
   * end, or a second one of its account found by migration 0010 (`duplicate_of`), ends instead.
   */
  private async sweepOne(
    provider: TestBillingProvider,
    id: number,
    now: Date,
  ): Promise<{ renewed: number; expired: boolean; ended: Applied | null }> {
    let renewed = 0;
    for (let count = 0; count < MAX_RENEWALS_PER_SWEEP; count += 1) {
      const step = await this.subscriptions.transaction(async (tx) => {
        const row = await tx.lockById(id);
        const due =
          row?.provider === 'test' &&
          subscriptionIsRunning(subscriptionStateOf(row)) &&
          row.current_period_end.getTime() <= now.getTime();
        if (!row || !due) return { done: true } as const;
        const subscription = providerSubscriptionOf(row);
        const at = subscription.currentPeriodEnd;
        if (row.cancel_at_period_end || row.duplicate_of !== null) {
          const ended = { ...subscription, status: 'canceled' as const, endedAt: at };
          const cause = row.duplicate_of === null ? 'period ended' : 'period of a second subscription ended';
          return { done: true, ended: await this.applyIn(tx, 'test', ended, { at, cause }) } as const;
        }
        const next = provider.renewed(subscription);
        await this.applyIn(tx, 'test', next, { at, cause: 'renewal' });
        await this.recordInvoiceIn(tx, 'test', await provider.paidInvoice(tx, next));
        return { done: false } as const;
      });
      if (step.done) return { renewed, ended: step.ended ?? null, expired: 'ended' in step };
      renewed += 1;
    }
    return { renewed, expired: false, ended: null };
  }

  // ---- the one way a subscription changes ------------------------------------------------------------

  /**
   * Applies a provider's report of a subscription inside `tx`: ignored when it is behind the state the
   * row already reflects (`reportApplies`) or when it belongs to no account we know; else the row is
   * inserted or updated and the transition appended to its history. A new Team plan covers the buyer's
   * workspace, created for a buyer in none.
   *
   * One running subscription per account: before a subscription starts running, its account is locked and
   * its other running subscription looked for; when there is one, `SecondSubscription` is thrown and
   * nothing is written (the database's unique index would refuse it too). With `endedDuplicate` the report
   * is of such a second subscription once ended at the provider, recorded with the one the account kept
   * (`duplicate_of`).
   */
  private async applyIn(
    tx: SubscriptionsRepository,
    provider: BillingProviderName,
    incoming: ProviderSubscription,
    options: { eventAt?: Date; at?: Date; cause: string; endedDuplicate?: boolean },
  ): Promise<Applied | null> {
    const existing = await tx.lockByProviderId(provider, incoming.id);
    const lastEventAt = existing?.last_event_at?.getTime() ?? null;
    if (
      existing &&
      options.eventAt &&
      !reportApplies(options.eventAt.getTime(), stateOf(incoming), lastEventAt, subscriptionStateOf(existing))
    )
      return null;
    const buyer = existing ? undefined : await this.buyerOf(tx, provider, incoming);
    if (!existing) {
      if (!buyer) return null;
      // Another delivery may have written it while this one waited for the account's lock.
      if (await tx.lockByProviderId(provider, incoming.id))
        return this.applyIn(tx, provider, incoming, options);
    }
    const payerId = existing ? existing.user_id : (buyer?.id ?? null);
    let duplicateOf = existing?.duplicate_of ?? null;
    const startsRunning =
      subscriptionIsRunning(incoming) &&
      (!existing ||
        (!subscriptionIsRunning(subscriptionStateOf(existing)) && existing.duplicate_of === null));
    if (payerId !== null && (startsRunning || options.endedDuplicate)) {
      if (existing) await tx.user(payerId);
      const kept = (await tx.runningOf(payerId, existing?.id))[0];
      if (options.endedDuplicate) duplicateOf = kept?.id ?? duplicateOf;
      else if (kept) throw new SecondSubscription();
    }
    const at = options.at ?? this.clock.now();
    const newest =
      options.eventAt && (lastEventAt === null || options.eventAt.getTime() > lastEventAt)
        ? options.eventAt
        : (existing?.last_event_at ?? null);
    const changes = {
      provider_customer_id: incoming.customerId ?? existing?.provider_customer_id ?? null,
      plan_id: incoming.planId,
      seats: incoming.seats,
      status: incoming.status,
      current_period_start: incoming.currentPeriodStart,
      current_period_end: incoming.currentPeriodEnd,
      cancel_at_period_end: incoming.cancelAtPeriodEnd,
      canceled_at: incoming.canceledAt,
      ended_at: incoming.endedAt,
      last_event_at: newest,
      duplicate_of: duplicateOf,
      updated_at: this.clock.now(),
    };
    let row: SubscriptionRow;
    try {
      if (existing) {
        row = await tx.update(existing.id, changes);
      } else {
        const account = buyer as UserRecord;
        // A second subscription, ended, covers no workspace: none is made for it.
        const covers = isWorkspacePlan(incoming.planId) && !options.endedDuplicate;
        const teamId = covers ? await this.workspaceOf(tx, account, at) : null;
        row = await tx.insert({
          ...changes,
          user_id: account.id,
          team_id: teamId,
          provider,
          provider_subscription_id: incoming.id,
          created_at: at,
        });
      }
    } catch (error) {
      if (isSecondRunningSubscription(error)) throw new SecondSubscription(undefined, { cause: error });
      throw error;
    }
    const transition = subscriptionTransition(
      existing ? subscriptionStateOf(existing) : null,
      stateOf(incoming),
    );
    if (transition !== null) {
      await tx.appendHistory(row.id, transition, at, {
        planId: incoming.planId,
        seats: incoming.seats,
        cause: options.cause,
      });
    }
    return { row, transition };
  }

  /** The account a new subscription is for, locked: the buyer the provider names, else its customer's. */
  private async buyerOf(
    tx: SubscriptionsRepository,
    provider: BillingProviderName,
    incoming: ProviderSubscription,
  ): Promise<UserRecord | undefined> {
    const named = incoming.buyerId === null ? undefined : await tx.user(incoming.buyerId);
    if (named) return named;
    const customer =
      incoming.customerId === null ? undefined : await tx.userByCustomer(provider, incoming.customerId);
    return customer && tx.user(customer.id);
  }

  /**
   * The workspace a buyer's new Team plan covers: the one they own, or a new one when they are in none.
   * A buyer who joined someone else's workspace since the checkout gets no workspace (null): the plan is
   * recorded and can be sorted out by support, never silently moved onto another owner's workspace.
   */
  private async workspaceOf(
    tx: SubscriptionsRepository,
    buyer: UserRecord,
    at: Date,
  ): Promise<number | null> {
    if (buyer.team_id !== null) {
      return buyer.team_role !== null && teamRoleMay(buyer.team_role, 'buy-seats') ? buyer.team_id : null;
    }
    return tx.createWorkspace(buyer.id, workspaceNameFor(buyer), at);
  }

  private async recordInvoiceIn(
    tx: SubscriptionsRepository,
    provider: BillingProviderName,
    invoice: ProviderInvoice,
  ): Promise<void> {
    const subscription =
      invoice.subscriptionId === null
        ? undefined
        : await tx.lockByProviderId(provider, invoice.subscriptionId);
    const userId =
      subscription?.user_id ??
      (invoice.customerId === null ? undefined : (await tx.userByCustomer(provider, invoice.customerId))?.id);
    if (userId === undefined || userId === null) return;
    await tx.upsertInvoice({
      subscription_id: subscription?.id ?? null,
      user_id: userId,
      provider,
      provider_invoice_id: invoice.id,
      number: invoice.number,
      amount: invoice.amount,
      currency: invoice.currency,
      status: invoice.status,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      hosted_url: invoice.hostedUrl,
      created_at: invoice.createdAt,
    });
  }

  /** Sends created, cancelled and reactivated to analytics (after the change committed). */
  private announce(applied: Applied | null): void {
    if (applied === null || applied.transition === null) return;
    const event = ANNOUNCED[applied.transition];
    const { row } = applied;
    if (event === undefined || row.user_id === null) return;
    const plan = PAID_PLANS[row.plan_id];
    this.analytics.capture(String(row.user_id), `subscription ${event}`, {
      planId: row.plan_id,
      planType: plan.planType,
      interval: plan.interval,
      seats: row.seats,
      provider: row.provider,
      teamId: row.team_id,
    });
  }

  /** Runs a provider call; a provider that fails or refuses is answered 502, so the caller may retry. */
  private async withProvider<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof BillingProviderError) {
        throw new HttpError('upstream_unavailable', { cause: error });
      }
      throw error;
    }
  }
}
