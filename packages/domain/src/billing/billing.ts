/**
 * Plans, prices and subscriptions: the one place the pricing page, checkout and the billing providers
 * read what Pro and Team cost, and the one rule that turns a subscription into premium status.
 *
 * Prices are in the currency's minor unit (cents). Time is a parameter (`now`, epoch milliseconds).
 *
 * - Pro is for one person, billed monthly or yearly.
 * - Team is billed per seat, monthly or yearly; every seat holder of the workspace is premium.
 * - A subscription grants premium while its status is active, trialing or past due (the grace Stripe
 *   gives a failed renewal) and its paid period has not ended: a subscription whose period ended is
 *   expired even when no provider event said so.
 *
 * @packageDocumentation
 */

/** How often a plan is billed. */
export const BILLING_INTERVALS = ['month', 'year'] as const;
/** A billing interval. */
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The plans a person can buy. */
export const PLAN_IDS = ['pro-monthly', 'pro-yearly', 'team-monthly', 'team-yearly'] as const;
/** A plan a person can buy. */
export type PlanId = (typeof PLAN_IDS)[number];

/** The plan types of the session user (spec section 3: `planType`, default free). */
export const PLAN_TYPES = ['free', 'pro', 'team'] as const;
/** A plan type: free, pro or team. */
export type PlanType = (typeof PLAN_TYPES)[number];

/** The currency of every price. */
export const CURRENCY = 'usd';

/** A plan on sale. */
export interface PaidPlan {
  /** Plan id (`pro-monthly`…). */
  readonly id: PlanId;
  /** The plan type it gives: `pro` or `team`. */
  readonly planType: Exclude<PlanType, 'free'>;
  /** Billed every month or every year. */
  readonly interval: BillingInterval;
  /** Price of one seat for one interval, in cents. */
  readonly unitAmount: number;
  /** Fewest seats (1 for Pro). */
  readonly minSeats: number;
  /** Most seats (1 for Pro). */
  readonly maxSeats: number;
  /** Name shown to people: "Pro, monthly". */
  readonly label: string;
}

/** Fewest and most seats of a Team plan. */
export const TEAM_SEATS = Object.freeze({ min: 2, max: 100 });

/**
 * The plans and their prices. Pro: $12 a month, or $96 a year ($8 a month). Team: $15 per seat a month,
 * or $144 per seat a year ($12 a month).
 */
export const PAID_PLANS: Readonly<Record<PlanId, PaidPlan>> = Object.freeze({
  'pro-monthly': {
    id: 'pro-monthly',
    planType: 'pro',
    interval: 'month',
    unitAmount: 1200,
    minSeats: 1,
    maxSeats: 1,
    label: 'Pro, monthly',
  },
  'pro-yearly': {
    id: 'pro-yearly',
    planType: 'pro',
    interval: 'year',
    unitAmount: 9600,
    minSeats: 1,
    maxSeats: 1,
    label: 'Pro, yearly',
  },
  'team-monthly': {
    id: 'team-monthly',
    planType: 'team',
    interval: 'month',
    unitAmount: 1500,
    minSeats: TEAM_SEATS.min,
    maxSeats: TEAM_SEATS.max,
    label: 'Team, monthly',
  },
  'team-yearly': {
    id: 'team-yearly',
    planType: 'team',
    interval: 'year',
    unitAmount: 14400,
    minSeats: TEAM_SEATS.min,
    maxSeats: TEAM_SEATS.max,
    label: 'Team, yearly',
  },
});

/** Whether a value is a plan id. */
export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * The plan a checkout address names: a plan id, or the short names `pro` (Pro yearly, the better
 * price) and `team` (Team yearly); `null` for anything else.
 */
export function planFromQuery(value: unknown): PlanId | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().toLowerCase();
  if (name === 'pro') return 'pro-yearly';
  if (name === 'team') return 'team-yearly';
  return isPlanId(name) ? name : null;
}

/** Whether a plan covers a workspace (Team, per seat) rather than the one person who pays (Pro). */
export function isWorkspacePlan(planId: PlanId): boolean {
  return PAID_PLANS[planId].planType === 'team';
}

/** Whether a plan type is a paid one (Pro or a Team seat): everything in the library is unlocked. */
export function isPaidPlanType(planType: PlanType): boolean {
  return planType !== 'free';
}

/**
 * Whether someone on `current` already holds what checking out `planId` would buy: a Pro member buying
 * Pro. Pro does not hold a Team plan, nor a Team seat Pro (whether the account may buy it while it pays
 * for another plan is `purchaseRefusal`, in teams: one plan at a time).
 */
export function alreadyHolds(current: PlanType, planId: PlanId): boolean {
  return !isWorkspacePlan(planId) && PAID_PLANS[planId].planType === current;
}

/**
 * Whether someone on `current` must end their plan before checking out `planId`, as a view can tell
 * from the plan alone: Pro is always the account's own subscription, and an account pays for one plan at
 * a time (`purchaseRefusal`), so a Pro member switches to Team once Pro has ended. A Team seat may be a
 * workspace's, not the member's own plan: the server decides those (409 `already_subscribed`).
 */
export function endsPlanFirst(current: PlanType, planId: PlanId): boolean {
  return current === 'pro' && !alreadyHolds(current, planId);
}

/** The price of a plan for a number of seats. */
export interface PlanPrice {
  /** What one interval costs, in cents. */
  readonly amount: number;
  /** The same spread over a month, in cents, rounded down (yearly plans: a twelfth). */
  readonly perMonth: number;
  /** One seat for one month, in cents (the figure pricing pages lead with). */
  readonly perSeatPerMonth: number;
  /** The billing interval. */
  readonly interval: BillingInterval;
  /** Seats priced. */
  readonly seats: number;
}

/** What `planId` costs for `seats` seats (1 for Pro). Seats are not checked here: see `checkSeats`. */
export function planPrice(planId: PlanId, seats = 1): PlanPrice {
  const plan = PAID_PLANS[planId];
  const amount = plan.unitAmount * seats;
  const months = plan.interval === 'year' ? 12 : 1;
  return {
    amount,
    perMonth: Math.floor(amount / months),
    perSeatPerMonth: Math.floor(plan.unitAmount / months),
    interval: plan.interval,
    seats,
  };
}

/**
 * What a yearly plan saves against twelve monthly payments, in whole percent: 33 for Pro, 20 for Team.
 */
export function yearlySavingPercent(planType: Exclude<PlanType, 'free'>): number {
  const monthly = PAID_PLANS[`${planType}-monthly`].unitAmount * 12;
  const yearly = PAID_PLANS[`${planType}-yearly`].unitAmount;
  return Math.round(((monthly - yearly) / monthly) * 100);
}

/**
 * Whether `seats` fits `planId`: `null` when it does, else the reason ("a Team plan has 2 to 100 seats").
 * Pro has exactly one.
 */
export function checkSeats(planId: PlanId, seats: number): string | null {
  const plan = PAID_PLANS[planId];
  if (!Number.isInteger(seats)) return 'seats must be a whole number';
  if (seats >= plan.minSeats && seats <= plan.maxSeats) return null;
  return plan.minSeats === plan.maxSeats
    ? `a ${plan.label.split(',')[0]} plan has exactly ${plan.minSeats} seat`
    : `a ${plan.label.split(',')[0]} plan has ${plan.minSeats} to ${plan.maxSeats} seats`;
}

/** Money as people read it: `$12`, `$8.50`, `$1,440`. */
export function formatMoney(cents: number, currency: string = CURRENCY): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Subscription statuses, as Stripe names them (the local test-mode provider uses the same). */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
] as const;
/** A subscription status. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Statuses of a running subscription: the provider still bills it, and renews or ends it at its period
 * end. They grant premium while the paid period lasts. An account pays for one running subscription at
 * most: the database holds it (apps/api migration 0010, a unique index over these statuses).
 */
export const RUNNING_STATUSES = [
  'trialing',
  'active',
  'past_due',
] as const satisfies readonly SubscriptionStatus[];

const PAID_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(RUNNING_STATUSES);

/**
 * Statuses a subscription never leaves: it has ended for good (a cancelled one, or one whose first
 * payment never came).
 */
const ENDED_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(['canceled', 'incomplete_expired']);

/** What the rules read of a subscription. */
export interface SubscriptionState {
  /** The plan bought. */
  readonly planId: PlanId;
  /** Its status. */
  readonly status: SubscriptionStatus;
  /** Seats bought (1 for Pro). */
  readonly seats: number;
  /** End of the paid period, epoch milliseconds. */
  readonly currentPeriodEnd: number;
  /** Cancelled by its owner: runs to the end of the period, then ends. */
  readonly cancelAtPeriodEnd: boolean;
}

/**
 * Whether a subscription is running (its status is one of `RUNNING_STATUSES`), whatever its period says:
 * what counts for the one subscription an account may pay for.
 */
export function subscriptionIsRunning(subscription: Pick<SubscriptionState, 'status'>): boolean {
  return PAID_STATUSES.has(subscription.status);
}

/** Whether a subscription makes its holder premium at `now`: a paid status and a period not yet over. */
export function subscriptionIsLive(subscription: SubscriptionState | null | undefined, now: number): boolean {
  if (!subscription) return false;
  return PAID_STATUSES.has(subscription.status) && subscription.currentPeriodEnd > now;
}

/** The subscriptions that can make an account premium. */
export interface AccountBilling {
  /** The account's own subscription (Pro, or the Team plan it pays for), if any. */
  readonly own?: SubscriptionState | null;
  /**
   * The account's workspace, when it belongs to one: the workspace's Team subscription (if any) and the
   * account's place among the members by joining order (0 for the first), which decides who holds a seat
   * when a Team plan has fewer seats than members.
   */
  readonly team?: { readonly subscription: SubscriptionState | null; readonly memberIndex: number } | null;
}

/** What an account is entitled to. */
export interface Entitlement {
  /** `free`, `pro` or `team`: the session user's planType. */
  readonly planType: PlanType;
  /** The session user's isPremium. */
  readonly isPremium: boolean;
  /** Where premium comes from: the account's own Pro plan, a workspace's Team seat, or nothing. */
  readonly source: 'own' | 'team' | null;
  /** The plan that grants it, when one does. */
  readonly planId: PlanId | null;
}

const FREE: Entitlement = Object.freeze({ planType: 'free', isPremium: false, source: null, planId: null });

/**
 * The entitlement of an account at `now`, the only input of premium status: an own live Pro
 * subscription, or a seat of its workspace's live Team subscription (members in joining order take
 * the seats). An own Team subscription counts through the workspace it pays for, not by itself.
 */
export function entitlementOf(billing: AccountBilling, now: number): Entitlement {
  const own = billing.own;
  if (own && subscriptionIsLive(own, now) && PAID_PLANS[own.planId].planType === 'pro') {
    return { planType: 'pro', isPremium: true, source: 'own', planId: own.planId };
  }
  const team = billing.team;
  if (
    team &&
    subscriptionIsLive(team.subscription, now) &&
    team.subscription !== null &&
    PAID_PLANS[team.subscription.planId].planType === 'team' &&
    team.memberIndex >= 0 &&
    team.memberIndex < team.subscription.seats
  ) {
    return { planType: 'team', isPremium: true, source: 'team', planId: team.subscription.planId };
  }
  return FREE;
}

/** The events of a subscription's history, kept in the database. */
export const SUBSCRIPTION_HISTORY_EVENTS = [
  'created',
  'renewed',
  'cancelled',
  'reactivated',
  'changed',
  'expired',
] as const;
/** A subscription history event. */
export type SubscriptionHistoryEvent = (typeof SUBSCRIPTION_HISTORY_EVENTS)[number];

/**
 * What a change of subscription state is, for the history (and, for created, cancelled and reactivated,
 * analytics: spec section 4); `null` when nothing a person would notice changed. `previous` is `null` for
 * a new subscription.
 */
export function subscriptionTransition(
  previous: SubscriptionState | null,
  next: SubscriptionState,
): SubscriptionHistoryEvent | null {
  const wasLive = previous !== null && PAID_STATUSES.has(previous.status);
  const isLive = PAID_STATUSES.has(next.status);
  if (previous === null) return isLive ? 'created' : null;
  if (wasLive && !isLive) return 'expired';
  if (!wasLive && isLive) return 'created';
  if (!isLive) return null;
  if (!previous.cancelAtPeriodEnd && next.cancelAtPeriodEnd) return 'cancelled';
  if (previous.cancelAtPeriodEnd && !next.cancelAtPeriodEnd) return 'reactivated';
  if (next.currentPeriodEnd > previous.currentPeriodEnd) return 'renewed';
  if (next.planId !== previous.planId || next.seats !== previous.seats) return 'changed';
  return null;
}

/**
 * Whether `incoming` is behind `stored`, two reports of one subscription: its paid period ends earlier,
 * or it is running while the stored one has ended for good (a cancelled subscription does not come back
 * to life). A report that is behind says less than what is stored.
 */
function stateIsBehind(incoming: SubscriptionState, stored: SubscriptionState): boolean {
  if (incoming.currentPeriodEnd < stored.currentPeriodEnd) return true;
  return ENDED_STATUSES.has(stored.status) && !ENDED_STATUSES.has(incoming.status);
}

/**
 * Whether a provider's report of a subscription, from an event at `eventAt`, should be applied over the
 * stored state, last set by an event at `lastAppliedAt` (epoch milliseconds; `null` when none was). A
 * later event applies and an earlier one never does, so out-of-order delivery cannot roll a subscription
 * back. Events of the same instant (Stripe's `created` is in whole seconds) are not ordered by their
 * arrival: the report applies unless it is behind the stored state (`stateIsBehind`).
 */
export function reportApplies(
  eventAt: number,
  incoming: SubscriptionState,
  lastAppliedAt: number | null,
  stored: SubscriptionState | null,
): boolean {
  if (lastAppliedAt === null || stored === null || eventAt > lastAppliedAt) return true;
  if (eventAt < lastAppliedAt) return false;
  return !stateIsBehind(incoming, stored);
}
