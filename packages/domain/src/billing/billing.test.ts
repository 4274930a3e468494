import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alreadyHolds,
  BILLING_INTERVALS,
  CURRENCY,
  checkSeats,
  endsPlanFirst,
  entitlementOf,
  formatMoney,
  isPaidPlanType,
  isPlanId,
  isWorkspacePlan,
  PAID_PLANS,
  PLAN_IDS,
  PLAN_TYPES,
  type PlanId,
  planFromQuery,
  planPrice,
  RUNNING_STATUSES,
  reportApplies,
  SUBSCRIPTION_HISTORY_EVENTS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionState,
  type SubscriptionStatus,
  subscriptionIsLive,
  subscriptionIsRunning,
  subscriptionTransition,
  TEAM_SEATS,
  yearlySavingPercent,
} from './billing.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12);

function subscription(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    planId: 'pro-monthly',
    status: 'active',
    seats: 1,
    currentPeriodEnd: NOW + 20 * DAY,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

function teamSubscription(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return subscription({ planId: 'team-yearly', seats: 5, currentPeriodEnd: NOW + 200 * DAY, ...overrides });
}

describe('plans and prices', () => {
  it('sells Pro and Team, monthly and yearly, in dollars', () => {
    expect(PLAN_IDS).toEqual(['pro-monthly', 'pro-yearly', 'team-monthly', 'team-yearly']);
    expect(PLAN_TYPES).toEqual(['free', 'pro', 'team']);
    expect(BILLING_INTERVALS).toEqual(['month', 'year']);
    expect(CURRENCY).toBe('usd');
    expect(TEAM_SEATS).toEqual({ min: 2, max: 100 });
    for (const id of PLAN_IDS) expect(PAID_PLANS[id].id).toBe(id);
  });

  it('prices Pro at $12 a month or $96 a year ($8 a month)', () => {
    expect(PAID_PLANS['pro-monthly']).toMatchObject({ planType: 'pro', interval: 'month', unitAmount: 1200 });
    expect(PAID_PLANS['pro-yearly']).toMatchObject({ planType: 'pro', interval: 'year', unitAmount: 9600 });
    expect(planPrice('pro-monthly')).toEqual({
      amount: 1200,
      perMonth: 1200,
      perSeatPerMonth: 1200,
      interval: 'month',
      seats: 1,
    });
    expect(planPrice('pro-yearly')).toEqual({
      amount: 9600,
      perMonth: 800,
      perSeatPerMonth: 800,
      interval: 'year',
      seats: 1,
    });
  });

  it('prices Team at $15 per seat a month or $144 per seat a year ($12 a month)', () => {
    expect(PAID_PLANS['team-monthly']).toMatchObject({ planType: 'team', unitAmount: 1500, minSeats: 2 });
    expect(PAID_PLANS['team-yearly']).toMatchObject({ planType: 'team', unitAmount: 14400, maxSeats: 100 });
    expect(planPrice('team-monthly', 3)).toEqual({
      amount: 4500,
      perMonth: 4500,
      perSeatPerMonth: 1500,
      interval: 'month',
      seats: 3,
    });
    expect(planPrice('team-yearly', 10)).toEqual({
      amount: 144000,
      perMonth: 12000,
      perSeatPerMonth: 1200,
      interval: 'year',
      seats: 10,
    });
  });

  it('saves 33% on Pro and 20% on Team when paid yearly', () => {
    expect(yearlySavingPercent('pro')).toBe(33);
    expect(yearlySavingPercent('team')).toBe(20);
  });

  it('multiplies the seat price by the seats, whatever the plan', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_IDS), fc.integer({ min: 1, max: 100 }), (planId, seats) => {
        const price = planPrice(planId, seats);
        expect(price.amount).toBe(PAID_PLANS[planId].unitAmount * seats);
        expect(price.perMonth).toBeLessThanOrEqual(price.amount);
        expect(price.perSeatPerMonth * seats).toBeLessThanOrEqual(price.perMonth);
      }),
    );
  });
});

describe('isPlanId and planFromQuery', () => {
  it('knows the plan ids and nothing else', () => {
    expect(isPlanId('team-monthly')).toBe(true);
    expect(isPlanId('pro')).toBe(false);
    expect(isPlanId('toString')).toBe(false);
    expect(isPlanId(1)).toBe(false);
  });

  it('reads a plan id or the short names, which mean the yearly plans', () => {
    expect(planFromQuery('pro')).toBe('pro-yearly');
    expect(planFromQuery(' Team ')).toBe('team-yearly');
    expect(planFromQuery('pro-monthly')).toBe('pro-monthly');
    expect(planFromQuery('TEAM-MONTHLY')).toBe('team-monthly');
  });

  it('gives null for anything else', () => {
    expect(planFromQuery('enterprise')).toBeNull();
    expect(planFromQuery('')).toBeNull();
    expect(planFromQuery(undefined)).toBeNull();
    expect(planFromQuery(['pro'])).toBeNull();
  });
});

describe('checkSeats', () => {
  it('gives Pro exactly one seat', () => {
    expect(checkSeats('pro-monthly', 1)).toBeNull();
    expect(checkSeats('pro-yearly', 2)).toBe('a Pro plan has exactly 1 seat');
    expect(checkSeats('pro-monthly', 0)).toBe('a Pro plan has exactly 1 seat');
  });

  it('gives Team 2 to 100 seats', () => {
    expect(checkSeats('team-monthly', 2)).toBeNull();
    expect(checkSeats('team-yearly', 100)).toBeNull();
    expect(checkSeats('team-monthly', 1)).toBe('a Team plan has 2 to 100 seats');
    expect(checkSeats('team-yearly', 101)).toBe('a Team plan has 2 to 100 seats');
  });

  it('wants a whole number', () => {
    expect(checkSeats('team-monthly', 2.5)).toBe('seats must be a whole number');
    expect(checkSeats('team-monthly', Number.NaN)).toBe('seats must be a whole number');
    expect(checkSeats('pro-monthly', Number.POSITIVE_INFINITY)).toBe('seats must be a whole number');
  });
});

describe('formatMoney', () => {
  it('writes whole dollars without cents and other amounts with two digits', () => {
    expect(formatMoney(1200)).toBe('$12');
    expect(formatMoney(850)).toBe('$8.50');
    expect(formatMoney(144000)).toBe('$1,440');
    expect(formatMoney(1)).toBe('$0.01');
    expect(formatMoney(0)).toBe('$0');
  });

  it('takes another currency', () => {
    expect(formatMoney(1200, 'eur')).toBe('€12');
  });
});

describe('subscriptionIsLive', () => {
  it('is live while the status is paid and the period lasts', () => {
    expect(subscriptionIsLive(subscription(), NOW)).toBe(true);
    expect(subscriptionIsLive(subscription({ status: 'trialing' }), NOW)).toBe(true);
    expect(subscriptionIsLive(subscription({ status: 'past_due' }), NOW)).toBe(true);
  });

  it('is not live without a subscription, with an unpaid status, or once the period ended', () => {
    expect(subscriptionIsLive(null, NOW)).toBe(false);
    expect(subscriptionIsLive(undefined, NOW)).toBe(false);
    for (const status of ['incomplete', 'incomplete_expired', 'unpaid', 'canceled'] as const) {
      expect(subscriptionIsLive(subscription({ status }), NOW)).toBe(false);
    }
    expect(subscriptionIsLive(subscription({ currentPeriodEnd: NOW }), NOW)).toBe(false);
    expect(subscriptionIsLive(subscription({ currentPeriodEnd: NOW + 1 }), NOW)).toBe(true);
  });

  it('knows the Stripe statuses', () => {
    expect(SUBSCRIPTION_STATUSES).toEqual([
      'incomplete',
      'incomplete_expired',
      'trialing',
      'active',
      'past_due',
      'unpaid',
      'canceled',
    ]);
  });
});

describe('entitlementOf', () => {
  const FREE = { planType: 'free', isPremium: false, source: null, planId: null };

  it('makes an account with a live Pro plan of its own premium', () => {
    expect(entitlementOf({ own: subscription() }, NOW)).toEqual({
      planType: 'pro',
      isPremium: true,
      source: 'own',
      planId: 'pro-monthly',
    });
    expect(entitlementOf({ own: subscription({ planId: 'pro-yearly' }), team: null }, NOW)).toMatchObject({
      planId: 'pro-yearly',
      source: 'own',
    });
  });

  it('leaves an account without subscriptions free', () => {
    expect(entitlementOf({}, NOW)).toEqual(FREE);
    expect(entitlementOf({ own: null, team: null }, NOW)).toEqual(FREE);
  });

  it('does not make premium through an own Team subscription alone', () => {
    expect(entitlementOf({ own: teamSubscription() }, NOW)).toEqual(FREE);
  });

  it('gives a seat of the live Team plan to the members that joined first', () => {
    const team = teamSubscription({ seats: 3 });
    expect(entitlementOf({ team: { subscription: team, memberIndex: 0 } }, NOW)).toEqual({
      planType: 'team',
      isPremium: true,
      source: 'team',
      planId: 'team-yearly',
    });
    expect(entitlementOf({ team: { subscription: team, memberIndex: 2 } }, NOW)).toMatchObject({
      isPremium: true,
    });
    expect(entitlementOf({ team: { subscription: team, memberIndex: 3 } }, NOW)).toEqual(FREE);
    expect(entitlementOf({ team: { subscription: team, memberIndex: -1 } }, NOW)).toEqual(FREE);
  });

  it('counts the owner of a Team plan through the workspace it pays for', () => {
    const team = teamSubscription();
    expect(entitlementOf({ own: team, team: { subscription: team, memberIndex: 0 } }, NOW)).toMatchObject({
      planType: 'team',
      source: 'team',
    });
  });

  it('gives no seat through a workspace without a plan, or whose plan is a Pro plan', () => {
    expect(entitlementOf({ team: { subscription: null, memberIndex: 0 } }, NOW)).toEqual(FREE);
    expect(entitlementOf({ team: { subscription: subscription(), memberIndex: 0 } }, NOW)).toEqual(FREE);
  });

  it('keeps premium while a renewal is past due, and ends it when cancelled', () => {
    expect(entitlementOf({ own: subscription({ status: 'past_due' }) }, NOW)).toMatchObject({
      isPremium: true,
      planType: 'pro',
    });
    expect(entitlementOf({ own: subscription({ status: 'canceled' }) }, NOW)).toEqual(FREE);
    const team = teamSubscription({ status: 'past_due' });
    expect(entitlementOf({ team: { subscription: team, memberIndex: 1 } }, NOW)).toMatchObject({
      isPremium: true,
    });
    const ended = teamSubscription({ status: 'canceled' });
    expect(entitlementOf({ team: { subscription: ended, memberIndex: 1 } }, NOW)).toEqual(FREE);
  });

  it('ends premium at the end of the paid period even when the status still says active', () => {
    const own = subscription({ currentPeriodEnd: NOW + DAY, cancelAtPeriodEnd: true });
    expect(entitlementOf({ own }, NOW + DAY - 1)).toMatchObject({ isPremium: true });
    expect(entitlementOf({ own }, NOW + DAY)).toEqual(FREE);
    const team = teamSubscription({ currentPeriodEnd: NOW - 1 });
    expect(entitlementOf({ team: { subscription: team, memberIndex: 0 } }, NOW)).toEqual(FREE);
  });

  it('falls back to a Team seat when the own Pro plan has ended', () => {
    const own = subscription({ status: 'canceled' });
    const team = teamSubscription();
    expect(entitlementOf({ own, team: { subscription: team, memberIndex: 1 } }, NOW)).toMatchObject({
      planType: 'team',
      source: 'team',
    });
  });

  it('is premium exactly when a plan type other than free is given', () => {
    const status = fc.constantFrom<SubscriptionStatus>(...SUBSCRIPTION_STATUSES);
    const state = fc.record({
      planId: fc.constantFrom<PlanId>(...PLAN_IDS),
      status,
      seats: fc.integer({ min: 1, max: 100 }),
      currentPeriodEnd: fc.integer({ min: NOW - 10 * DAY, max: NOW + 10 * DAY }),
      cancelAtPeriodEnd: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.option(state),
        fc.option(state),
        fc.integer({ min: -1, max: 120 }),
        (own, team, index) => {
          const entitlement = entitlementOf({ own, team: { subscription: team, memberIndex: index } }, NOW);
          expect(entitlement.isPremium).toBe(entitlement.planType !== 'free');
          expect(entitlement.source === null).toBe(!entitlement.isPremium);
          if (entitlement.planId !== null) {
            expect(PAID_PLANS[entitlement.planId].planType).toBe(entitlement.planType);
          }
        },
      ),
    );
  });
});

describe('subscriptionTransition', () => {
  it('records a new paid subscription as created, and an unpaid one not at all', () => {
    expect(subscriptionTransition(null, subscription())).toBe('created');
    expect(subscriptionTransition(null, subscription({ status: 'trialing' }))).toBe('created');
    expect(subscriptionTransition(null, subscription({ status: 'incomplete' }))).toBeNull();
  });

  it('records the first payment of an incomplete subscription as created', () => {
    expect(subscriptionTransition(subscription({ status: 'incomplete' }), subscription())).toBe('created');
  });

  it('records cancelling at the period end and taking it back', () => {
    const running = subscription();
    const cancelled = subscription({ cancelAtPeriodEnd: true });
    expect(subscriptionTransition(running, cancelled)).toBe('cancelled');
    expect(subscriptionTransition(cancelled, running)).toBe('reactivated');
  });

  it('records a renewal when the period end moves forward', () => {
    const previous = subscription();
    expect(subscriptionTransition(previous, subscription({ currentPeriodEnd: NOW + 51 * DAY }))).toBe(
      'renewed',
    );
    expect(subscriptionTransition(previous, subscription({ status: 'past_due' }))).toBeNull();
  });

  it('records the end of a subscription as expired', () => {
    expect(subscriptionTransition(subscription(), subscription({ status: 'canceled' }))).toBe('expired');
    expect(
      subscriptionTransition(subscription({ status: 'past_due' }), subscription({ status: 'unpaid' })),
    ).toBe('expired');
  });

  it('records a change of plan or seats as changed', () => {
    expect(subscriptionTransition(teamSubscription({ seats: 5 }), teamSubscription({ seats: 8 }))).toBe(
      'changed',
    );
    expect(subscriptionTransition(subscription(), subscription({ planId: 'pro-yearly' }))).toBe('changed');
  });

  it('records nothing when nothing a person would notice changed', () => {
    expect(subscriptionTransition(subscription(), subscription())).toBeNull();
    expect(
      subscriptionTransition(subscription({ status: 'canceled' }), subscription({ status: 'canceled' })),
    ).toBeNull();
    expect(
      subscriptionTransition(
        subscription({ status: 'incomplete' }),
        subscription({ status: 'incomplete_expired' }),
      ),
    ).toBeNull();
  });

  it('only ever names an event of the history', () => {
    expect(SUBSCRIPTION_HISTORY_EVENTS).toEqual([
      'created',
      'renewed',
      'cancelled',
      'reactivated',
      'changed',
      'expired',
    ]);
  });
});

describe('subscriptionIsRunning', () => {
  it('is running while the provider still bills it, whatever its period says', () => {
    expect(RUNNING_STATUSES).toEqual(['trialing', 'active', 'past_due']);
    for (const status of SUBSCRIPTION_STATUSES) {
      expect(subscriptionIsRunning(subscription({ status })), status).toBe(
        (RUNNING_STATUSES as readonly string[]).includes(status),
      );
    }
    // A period that ended before the provider said so: running (one per account), not live (no premium).
    const overdue = subscription({ currentPeriodEnd: NOW - DAY });
    expect(subscriptionIsRunning(overdue)).toBe(true);
    expect(subscriptionIsLive(overdue, NOW)).toBe(false);
  });
});

describe('reportApplies', () => {
  const stored = subscription({ currentPeriodEnd: NOW + 30 * DAY });

  it('applies the first report, and those of later events', () => {
    expect(reportApplies(NOW, stored, null, null)).toBe(true);
    expect(reportApplies(NOW + 1000, subscription({ currentPeriodEnd: NOW }), NOW, stored)).toBe(true);
  });

  it('never applies an event older than the state already applied', () => {
    expect(reportApplies(NOW - 1000, subscription({ currentPeriodEnd: NOW + 60 * DAY }), NOW, stored)).toBe(
      false,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 0, max: 2 ** 42 }), (a, b) => {
        fc.pre(a !== b);
        expect(reportApplies(a, stored, b, stored)).toBe(a > b);
      }),
    );
  });

  it('orders reports of the same second by the subscription, not by their arrival', () => {
    // Issue 25: of two events of one second, the later arrival won even when it was stale.
    const renewed = subscription({ currentPeriodEnd: NOW + 60 * DAY });
    expect(reportApplies(NOW, stored, NOW, renewed)).toBe(false);
    expect(reportApplies(NOW, renewed, NOW, stored)).toBe(true);
    // A running state does not come back after the subscription ended for good.
    for (const status of ['canceled', 'incomplete_expired'] as const) {
      const ended = subscription({ status, currentPeriodEnd: stored.currentPeriodEnd });
      expect(reportApplies(NOW, stored, NOW, ended), status).toBe(false);
      expect(reportApplies(NOW, subscription({ status: 'unpaid' }), NOW, ended), status).toBe(false);
      expect(reportApplies(NOW, ended, NOW, stored), status).toBe(true);
    }
    // The same state again, or a change that is not behind (a cancellation, new seats), applies.
    expect(reportApplies(NOW, stored, NOW, stored)).toBe(true);
    expect(reportApplies(NOW, { ...stored, cancelAtPeriodEnd: true }, NOW, stored)).toBe(true);
    expect(
      reportApplies(NOW, subscription({ status: 'active' }), NOW, subscription({ status: 'incomplete' })),
    ).toBe(true);
  });
});

describe('isWorkspacePlan', () => {
  it('is true for Team plans, false for Pro', () => {
    expect(PLAN_IDS.filter(isWorkspacePlan)).toEqual(['team-monthly', 'team-yearly']);
  });
});

describe('plan holders', () => {
  it('counts Pro and a Team seat as paid, the free plan not', () => {
    expect(isPaidPlanType('pro')).toBe(true);
    expect(isPaidPlanType('team')).toBe(true);
    expect(isPaidPlanType('free')).toBe(false);
  });

  it('says a Pro member already holds Pro, never a Team plan, and nobody else holds Pro', () => {
    // Holding is not buying: whether a Pro member may buy Team is purchaseRefusal's (teams), which refuses.
    expect(alreadyHolds('pro', 'pro-monthly')).toBe(true);
    expect(alreadyHolds('pro', 'pro-yearly')).toBe(true);
    expect(alreadyHolds('pro', 'team-yearly')).toBe(false);
    expect(alreadyHolds('team', 'team-monthly')).toBe(false);
    expect(alreadyHolds('team', 'pro-yearly')).toBe(false);
    expect(alreadyHolds('free', 'pro-monthly')).toBe(false);
  });

  it('asks a Pro member to end Pro before buying Team; nobody else is asked by the plan alone', () => {
    expect(endsPlanFirst('pro', 'team-monthly')).toBe(true);
    expect(endsPlanFirst('pro', 'team-yearly')).toBe(true);
    expect(endsPlanFirst('pro', 'pro-yearly')).toBe(false);
    expect(endsPlanFirst('free', 'team-yearly')).toBe(false);
    expect(endsPlanFirst('team', 'pro-monthly')).toBe(false);
  });
});
