/**
 * Billing through Stripe, against a local fake of Stripe's API: checkout, the portal, cancel and
 * reactivate, account deletion, and webhooks signed with the library's own test-header helper (the
 * signature check is the real one): applied once, never rolled back by an older event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeBillingProvider, stripeAddressOptions } from '../src/billing/stripe-provider.js';
import {
  FAKE_PRICES,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from './support/fake-stripe.js';
import { recordingAnalytics } from './support/recording-analytics.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let stripe: FakeStripe;
const analytics = recordingAnalytics();
let clockSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  stripe = await startFakeStripe(() => clockSeconds());
  api = await startTestApi({
    analytics,
    billingProvider: () =>
      new StripeBillingProvider({
        secretKey: FAKE_STRIPE_SECRET_KEY,
        webhookSecret: FAKE_WEBHOOK_SECRET,
        prices: FAKE_PRICES,
        apiUrl: stripe.url,
        publicAppUrl: 'http://localhost:3000',
      }),
  });
  clockSeconds = () => Math.floor(api.clock.now().getTime() / 1000);
});
afterAll(async () => {
  await api?.close();
  await stripe?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = async (method: Method, url: string, authorization?: string, payload?: unknown) => {
  const response = await api.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};

/** Delivers a webhook as Stripe does: the exact bytes, JSON, with its signature header. */
async function deliver(hook: { payload: string; signature?: string }) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(hook.signature === undefined ? {} : { 'stripe-signature': hook.signature }),
    },
    payload: hook.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

let accounts = 0;
async function newAccount(prefix = 'stripe-buyer') {
  accounts += 1;
  const email = `${prefix}${accounts}@example.com`;
  const { authorization } = await signIn(api.app, email);
  const { id } = await api.container.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, authorization, id };
}

/** Checkout through the API, paid on (fake) Stripe, and the `checkout.session.completed` it sends. */
async function checkoutAndPay(authorization: string, plan: string, seats?: number) {
  const started = await call('POST', '/billing/checkout', authorization, {
    plan,
    ...(seats ? { seats } : {}),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = started.body.url.split('/').at(-1);
  const { session, subscription } = stripe.completeSession(sessionId);
  return { started, session, subscription, completed: stripe.webhook('checkout.session.completed', session) };
}

const me = async (authorization: string) => (await call('GET', '/me', authorization)).body;
const overview = async (authorization: string) =>
  (await call('GET', '/billing/subscription', authorization)).body;
const historyOf = async (authorization: string) =>
  (await overview(authorization)).history.map((entry: { event: string }) => entry.event);
const eventsOf = (userId: number) =>
  analytics.events.filter((event) => event.distinctId === String(userId)).map((event) => event.event);

describe('the Stripe client', () => {
  it('is pointed at another server by STRIPE_API_URL', () => {
    expect(stripeAddressOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeAddressOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeAddressOptions(undefined)).toEqual({});
  });
});

describe('checkout', () => {
  it('opens a Checkout Session for the plan price, for one customer per account', async () => {
    const buyer = await newAccount();
    const plans = await call('GET', '/billing/plans');
    expect(plans.body.mode).toBe('stripe');

    const first = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-monthly' });
    expect(first).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/), mode: 'stripe' },
    });
    const session = stripe.sessions.get(first.body.url.split('/').at(-1));
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(buyer.id),
      line_items: { 0: { price: FAKE_PRICES['pro-monthly'], quantity: '1' } },
      metadata: { userId: String(buyer.id), planId: 'pro-monthly' },
      subscription_data: { metadata: { userId: String(buyer.id), planId: 'pro-monthly' } },
      success_url: expect.stringMatching(/^http:\/\/localhost:3000\/thank-you\?plan=pro-monthly/),
      cancel_url: 'http://localhost:3000/pricing',
    });
    const customer = stripe.customers.get(String(session?.customer));
    expect(customer).toMatchObject({ email: buyer.email, metadata: { userId: String(buyer.id) } });

    // A second checkout reuses the customer.
    const customersBefore = stripe.customers.size;
    const second = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    expect(stripe.sessions.get(second.body.url.split('/').at(-1))?.customer).toBe(session?.customer);
    expect(stripe.customers.size).toBe(customersBefore);
    // Nothing is bought until Stripe says so.
    expect((await me(buyer.authorization)).user.isPremium).toBe(false);
  });

  it('asks for the seats of a Team plan as the quantity', async () => {
    const buyer = await newAccount();
    const started = await call('POST', '/billing/checkout', buyer.authorization, {
      plan: 'team-yearly',
      seats: 5,
    });
    const session = stripe.sessions.get(started.body.url.split('/').at(-1));
    expect(session?.line_items).toEqual({ 0: { price: FAKE_PRICES['team-yearly'], quantity: '5' } });
  });

  it('has no test-mode checkout pages', async () => {
    const buyer = await newAccount();
    expect(
      (await call('GET', '/billing/checkout/cs_test_AAAAAAAAAAAAAAAAAAAAAAAA', buyer.authorization)).status,
    ).toBe(404);
  });
});

describe('webhooks', () => {
  it('makes the buyer premium on checkout.session.completed, once however often it is delivered', async () => {
    const buyer = await newAccount();
    const { completed } = await checkoutAndPay(buyer.authorization, 'pro-monthly');

    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect((await me(buyer.authorization)).user).toMatchObject({ isPremium: true, planType: 'pro' });
    expect((await call('GET', '/collections', buyer.authorization)).status).toBe(200);
    expect(await overview(buyer.authorization)).toMatchObject({
      mode: 'stripe',
      canManage: true,
      subscription: { provider: 'stripe', plan: { id: 'pro-monthly' }, status: 'active' },
    });

    // Stripe retries: the same event again changes nothing and is not announced twice.
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await historyOf(buyer.authorization)).toEqual(['created']);
    expect(eventsOf(buyer.id)).toEqual(['subscription created']);
  });

  it('refuses an event that is not signed with the endpoint secret (400), and changes nothing', async () => {
    const buyer = await newAccount();
    const { completed, session } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    const forged = stripe.webhook('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    const tampered = {
      payload: completed.payload.replace('"livemode": false', '"livemode": true'),
      signature: completed.signature,
    };
    for (const hook of [
      forged,
      tampered,
      { payload: completed.payload },
      { payload: completed.payload, signature: 'garbage' },
    ]) {
      const refused = await deliver(hook);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('webhook_signature_invalid');
    }
    expect((await me(buyer.authorization)).user.isPremium).toBe(false);
    // The genuine one still goes through afterwards.
    expect((await deliver(completed)).body.duplicate).toBe(false);
    expect((await me(buyer.authorization)).user.isPremium).toBe(true);
  });

  it('ignores an older customer.subscription.updated that arrives after a newer one', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    const now = clockSeconds();
    // Stripe's state when the events are read: cancelled at the period end (the newer event's state).
    stripe.changeSubscription(String(subscription.id), { cancel_at_period_end: true, canceled_at: now + 20 });
    const older = stripe.webhook(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: false },
      { created: now + 10 },
    );
    const newer = stripe.webhook(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: true, canceled_at: now + 20 },
      { created: now + 20 },
    );
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).body).toEqual({ received: true, duplicate: false });
    expect((await overview(buyer.authorization)).subscription.cancelAtPeriodEnd).toBe(true);
    expect(await historyOf(buyer.authorization)).toEqual(['created', 'cancelled']);
    expect(eventsOf(buyer.id)).toEqual(['subscription created', 'subscription cancelled']);
  });

  it('makes the buyer free again on customer.subscription.deleted', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-yearly');
    await deliver(completed);
    const ended = stripe.changeSubscription(String(subscription.id), {
      status: 'canceled',
      ended_at: clockSeconds() + 5,
      canceled_at: clockSeconds() + 5,
    });
    expect(
      (await deliver(stripe.webhook('customer.subscription.deleted', ended, { created: clockSeconds() + 5 })))
        .status,
    ).toBe(200);
    expect((await me(buyer.authorization)).user).toMatchObject({ isPremium: false, planType: 'free' });
    expect((await call('GET', '/me/screens/favorites', buyer.authorization)).status).toBe(403);
    expect(await historyOf(buyer.authorization)).toEqual(['created', 'expired']);
  });

  it('applies a renewal (a later period) and lists the paid invoice', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    const item = (subscription.items as { data: Record<string, number>[] }).data[0] as Record<string, number>;
    const start = item.current_period_end as number;
    const renewed = structuredClone(subscription);
    Object.assign((renewed.items as { data: Record<string, number>[] }).data[0] as object, {
      current_period_start: start,
      current_period_end: start + 30 * 86_400,
    });
    stripe.changeSubscription(String(subscription.id), { items: renewed.items });
    await deliver(stripe.webhook('customer.subscription.updated', renewed, { created: clockSeconds() + 30 }));
    const invoice = {
      id: 'in_fake_renewal_1',
      object: 'invoice',
      customer: subscription.customer,
      number: 'ABC-0002',
      amount_paid: 1200,
      currency: 'usd',
      status: 'paid',
      created: start,
      period_start: start - 30 * 86_400,
      period_end: start,
      hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86_400 } }] },
    };
    expect((await deliver(stripe.webhook('invoice.paid', invoice))).status).toBe(200);
    const after = await overview(buyer.authorization);
    expect(after.history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'renewed']);
    expect(after.invoices).toEqual([
      expect.objectContaining({
        id: 'in_fake_renewal_1',
        number: 'ABC-0002',
        amount: 1200,
        status: 'paid',
        url: 'https://invoice.stripe.test/i/1',
        periodStart: new Date(start * 1000).toISOString(),
      }),
    ]);
  });

  it('covers a workspace with a Team plan bought by someone in none', async () => {
    const buyer = await newAccount('stripe-owner');
    const { completed } = await checkoutAndPay(buyer.authorization, 'team-monthly', 3);
    await deliver(completed);
    const session = await me(buyer.authorization);
    expect(session.user).toMatchObject({ isPremium: true, planType: 'team', teamId: expect.any(Number) });
    expect((await overview(buyer.authorization)).subscription).toMatchObject({
      seats: 3,
      teamId: session.user.teamId,
    });
  });

  it('acknowledges events it does not act on', async () => {
    expect(await deliver(stripe.webhook('customer.created', { id: 'cus_x', object: 'customer' }))).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
  });
});

describe('one live subscription per account (issue 25)', () => {
  const running = ['trialing', 'active', 'past_due'];
  const rowsOf = (userId: number) =>
    api.container.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const sessionOf = (started: { body: { url: string } }) => started.body.url.split('/').at(-1) ?? '';

  it('ends at Stripe, refunded, the second of two checkouts of one account completed at once', async () => {
    const buyer = await newAccount();
    const first = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-monthly' });
    const second = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    // Two tabs: both sessions are paid on Stripe's page before either webhook arrives.
    const paid = [stripe.completeSession(sessionOf(first)), stripe.completeSession(sessionOf(second))];
    const delivered = await Promise.all(
      paid.map(({ session }) => deliver(stripe.webhook('checkout.session.completed', session))),
    );
    expect(delivered.map((answer) => answer.status)).toEqual([200, 200]);

    const rows = await rowsOf(buyer.id);
    expect(rows).toHaveLength(2);
    const live = rows.filter((row) => running.includes(row.status));
    expect(live).toHaveLength(1);
    const kept = live[0] as (typeof rows)[number];
    const ended = rows.find((row) => row.id !== kept.id) as (typeof rows)[number];
    expect(ended).toMatchObject({ status: 'canceled', duplicate_of: kept.id, ended_at: expect.any(Date) });
    // Ended at Stripe at once, and its payment given back in full.
    const atStripe = stripe.subscriptions.get(ended.provider_subscription_id);
    expect(atStripe?.status).toBe('canceled');
    expect(stripe.subscriptions.get(kept.provider_subscription_id)?.status).toBe('active');
    const invoice = stripe.invoices.get(String(atStripe?.latest_invoice));
    expect(stripe.refunds.filter((refund) => refund.payment_intent === invoice?.payment_intent)).toEqual([
      expect.objectContaining({ amount: invoice?.amount_paid, status: 'succeeded' }),
    ]);
    expect(invoice?.amount_paid).toBe(ended.plan_id === 'pro-yearly' ? 9600 : 1200);

    expect((await me(buyer.authorization)).user).toMatchObject({ isPremium: true, planType: 'pro' });
    expect((await overview(buyer.authorization)).subscription).toMatchObject({
      plan: { id: kept.plan_id },
      status: 'active',
    });
    expect(eventsOf(buyer.id)).toEqual(['subscription created']);

    // Stripe's retry of the second event, and its later events, change nothing and charge nothing more.
    const refundsBefore = stripe.refunds.length;
    const again = stripe.webhook('checkout.session.completed', paid[1]?.session ?? {});
    expect((await deliver(again)).status).toBe(200);
    const deleted = stripe.webhook('customer.subscription.deleted', atStripe ?? {});
    expect((await deliver(deleted)).status).toBe(200);
    expect((await rowsOf(buyer.id)).filter((row) => running.includes(row.status))).toHaveLength(1);
    expect(stripe.refunds.length).toBe(refundsBefore);
  });

  it('ends a second subscription that Stripe reports by customer.subscription.created, a Team plan making no workspace', async () => {
    const buyer = await newAccount();
    const { completed } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    // A checkout started now is refused: the account pays for a running plan.
    const started = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    expect(started.status).toBe(409);
    // One opened before the first was paid, say: the fake holds it as Stripe would.
    const customer = (await rowsOf(buyer.id))[0]?.provider_customer_id;
    const metadata = { userId: String(buyer.id), planId: 'team-monthly', teamId: '' };
    const sessionId = `cs_fake_other_${buyer.id}`;
    stripe.sessions.set(sessionId, {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      client_reference_id: String(buyer.id),
      metadata,
      line_items: { 0: { price: FAKE_PRICES['team-monthly'], quantity: '2' } },
      subscription_data: { metadata },
      subscription: null,
      status: 'open',
    });
    const other = stripe.completeSession(sessionId);
    expect((await deliver(stripe.webhook('customer.subscription.created', other.subscription))).status).toBe(
      200,
    );
    expect(stripe.subscriptions.get(String(other.subscription.id))?.status).toBe('canceled');
    const rows = await rowsOf(buyer.id);
    expect(rows.map((row) => [row.plan_id, row.status, row.team_id])).toEqual([
      ['pro-monthly', 'active', null],
      ['team-monthly', 'canceled', null],
    ]);
    expect(rows[1]?.duplicate_of).toBe(rows[0]?.id);
    expect((await me(buyer.authorization)).user).toMatchObject({ planType: 'pro', teamId: null });
  });

  it("expires the account's other open Checkout Sessions when one completes", async () => {
    const buyer = await newAccount();
    const first = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-monthly' });
    const second = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    const { session } = stripe.completeSession(sessionOf(first));
    expect((await deliver(stripe.webhook('checkout.session.completed', session))).status).toBe(200);
    expect(stripe.sessions.get(sessionOf(second))?.status).toBe('expired');
    expect(stripe.calls).toContainEqual({
      method: 'POST',
      path: `/v1/checkout/sessions/${sessionOf(second)}/expire`,
      body: {},
    });
    expect(stripe.sessions.get(sessionOf(first))?.status).toBe('complete');
  });

  it('orders two customer.subscription.updated of the same second by the subscription, not by arrival', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    const id = String(subscription.id);
    const stale = structuredClone(subscription);
    const item = (subscription.items as { data: Record<string, number>[] }).data[0] as Record<string, number>;
    const renewedEnd = (item.current_period_end as number) + 30 * 86_400;
    const renewed = structuredClone(subscription);
    Object.assign((renewed.items as { data: Record<string, number>[] }).data[0] as object, {
      current_period_start: item.current_period_end,
      current_period_end: renewedEnd,
    });
    stripe.changeSubscription(id, { items: renewed.items });
    const second = clockSeconds() + 40;
    const newer = stripe.webhook('customer.subscription.updated', renewed, { created: second });
    const older = stripe.webhook('customer.subscription.updated', stale, { created: second });
    // The stale one arrives last.
    expect((await deliver(newer)).status).toBe(200);
    expect((await deliver(older)).status).toBe(200);
    const after = await overview(buyer.authorization);
    expect(after.subscription.currentPeriodEnd).toBe(new Date(renewedEnd * 1000).toISOString());
    expect(after.history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'renewed']);
  });

  it('reads an overdue subscription again from Stripe before judging a checkout, its webhook being late', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    const id = String(subscription.id);
    const items = structuredClone(subscription.items) as { data: Record<string, number>[] };
    const item = items.data[0] as Record<string, number>;
    const end = item.current_period_end as number;
    const passing = async (seconds: number) => {
      api.clock.advance(seconds * 1000);
      // Moving the clock a period on also ends idle sessions.
      buyer.authorization = (await signIn(api.app, buyer.email)).authorization;
    };

    // Stripe renewed it; no webhook said so: the account still pays for it, and the renewal is recorded.
    Object.assign(item, { current_period_start: end, current_period_end: end + 30 * 86_400 });
    stripe.changeSubscription(id, { items });
    await passing(end - clockSeconds() + 60);
    const refused = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('already_subscribed');
    expect(await historyOf(buyer.authorization)).toEqual(['created', 'renewed']);

    // Then Stripe ended it, again without a word: once read, it no longer stands in the way.
    stripe.changeSubscription(id, { status: 'canceled', ended_at: end + 30 * 86_400, canceled_at: end });
    await passing(30 * 86_400);
    const started = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    expect(started.status).toBe(200);
    expect((await rowsOf(buyer.id)).map((row) => row.status)).toEqual(['canceled']);
  });
});

describe('managing a Stripe subscription', () => {
  it('cancels at period end and reactivates through Stripe, for the payer', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    const id = String(subscription.id);

    const cancelled = await call('POST', '/billing/subscription/cancel', buyer.authorization);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ isPremium: true, subscription: { cancelAtPeriodEnd: true } });
    expect(stripe.subscriptions.get(id)?.cancel_at_period_end).toBe(true);
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${id}`,
      body: { cancel_at_period_end: 'true' },
    });

    // Stripe's own webhook about that change, of the same second, changes nothing more.
    await deliver(stripe.webhook('customer.subscription.updated', stripe.subscriptions.get(id) ?? {}));
    const reactivated = await call('POST', '/billing/subscription/reactivate', buyer.authorization);
    expect(reactivated.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect(stripe.subscriptions.get(id)?.cancel_at_period_end).toBe(false);
    expect(await historyOf(buyer.authorization)).toEqual(['created', 'cancelled', 'reactivated']);
    expect(eventsOf(buyer.id)).toEqual([
      'subscription created',
      'subscription cancelled',
      'subscription reactivated',
    ]);
  });

  it('changes the seats of a Team plan at Stripe, prorated, for the payer only', async () => {
    const buyer = await newAccount('stripe-owner');
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'team-monthly', 3);
    await deliver(completed);
    const id = String(subscription.id);
    const item = (subscription.items as { data: { id: string }[] }).data[0]?.id;
    const teamId: number = (await me(buyer.authorization)).user.teamId;
    const member = await newAccount('stripe-member');
    await api.container.database.db
      .updateTable('users')
      .set({ team_id: teamId, team_role: 'member', team_joined_at: api.clock.now() })
      .where('id', '=', member.id)
      .execute();
    const seats = (authorization: string, count: unknown) =>
      call('POST', '/billing/subscription/seats', authorization, { seats: count });

    const invited = await call('POST', '/team/invitations', buyer.authorization, {
      emails: ['stripe-invited@example.com'],
    });
    expect(invited.status).toBe(200);

    // Refusals never reach Stripe.
    const callsBefore = stripe.calls.length;
    expect((await seats(buyer.authorization, 1)).status).toBe(400);
    const byMember = await seats(member.authorization, 6);
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('team_owner_only');
    // Two people and an invitation: three seats at least.
    const belowPeople = await seats(buyer.authorization, 2);
    expect(belowPeople.status).toBe(409);
    expect(belowPeople.body.code).toBe('seats_in_use');
    expect(stripe.calls.length).toBe(callsBefore);

    const changed = await seats(buyer.authorization, 6);
    expect(changed.status).toBe(200);
    expect(changed.body.subscription).toMatchObject({ seats: 6, provider: 'stripe', teamId });
    expect(stripe.calls.slice(callsBefore)).toEqual([
      { method: 'GET', path: `/v1/subscriptions/${id}`, body: {} },
      {
        method: 'POST',
        path: `/v1/subscriptions/${id}`,
        body: { items: { 0: { id: item, quantity: '6' } }, proration_behavior: 'create_prorations' },
      },
    ]);
    const stripeItems = stripe.subscriptions.get(id)?.items as { data: { quantity: number }[] } | undefined;
    expect(stripeItems?.data[0]?.quantity).toBe(6);
    expect((await call('GET', '/team', buyer.authorization)).body.team.capacity).toBe(6);

    // Stripe's own webhook about that change, of the same second, changes nothing more.
    await deliver(stripe.webhook('customer.subscription.updated', stripe.subscriptions.get(id) ?? {}));
    expect(await historyOf(buyer.authorization)).toEqual(['created', 'changed']);
    expect(eventsOf(buyer.id)).toEqual(['subscription created']);
  });

  it("opens Stripe's customer portal for the payer, and not for someone without a customer", async () => {
    const buyer = await newAccount();
    const { completed } = await checkoutAndPay(buyer.authorization, 'pro-monthly');
    await deliver(completed);
    const portal = await call('POST', '/billing/portal', buyer.authorization);
    expect(portal).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//) },
    });
    expect(stripe.calls.at(-1)?.body).toMatchObject({
      return_url: 'http://localhost:3000/settings/subscription',
    });

    const stranger = await newAccount();
    const refused = await call('POST', '/billing/portal', stranger.authorization);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_subscription');
  });

  it('cancels the subscription at Stripe at once when the account is deleted', async () => {
    const buyer = await newAccount();
    const { completed, subscription } = await checkoutAndPay(buyer.authorization, 'pro-yearly');
    await deliver(completed);
    expect((await call('DELETE', '/me', buyer.authorization, { email: buyer.email })).status).toBe(204);
    expect(stripe.subscriptions.get(String(subscription.id))?.status).toBe('canceled');
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/v1/subscriptions/${subscription.id}`,
    });
    // Stripe's deleted event for it, arriving after the account is gone, is acknowledged and harmless.
    const ended = stripe.subscriptions.get(String(subscription.id)) ?? {};
    expect((await deliver(stripe.webhook('customer.subscription.deleted', ended))).status).toBe(200);
  });

  it('answers 502 when Stripe cannot be reached, and buys nothing', async () => {
    const offline = await startTestApi({
      billingProvider: () =>
        new StripeBillingProvider({
          secretKey: FAKE_STRIPE_SECRET_KEY,
          webhookSecret: FAKE_WEBHOOK_SECRET,
          prices: FAKE_PRICES,
          apiUrl: 'http://127.0.0.1:9',
          publicAppUrl: 'http://localhost:3000',
        }),
    });
    try {
      const { authorization } = await signIn(offline.app, 'offline@example.com');
      const response = await offline.app.inject({
        method: 'POST',
        url: '/billing/checkout',
        headers: { authorization },
        payload: { plan: 'pro-monthly' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('upstream_unavailable');
      const customers = await offline.container.database.db
        .selectFrom('billing_customers')
        .selectAll()
        .execute();
      expect(customers).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
