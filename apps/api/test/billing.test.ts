/**
 * Billing in test mode (the embedded default): plans, checkout, the test-mode checkout page, cancel and
 * reactivate, renewals and expiry by time, Team plans, account deletion; every endpoint's refusals.
 */
import { PAID_PLANS, PLAN_IDS, planPrice } from '@pageshelf/domain/billing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHECKOUT_TTL_MS } from '../src/billing/test-provider.js';
import { createContainer } from '../src/container.js';
import { openDatabase } from '../src/db/database.js';
import { LocalMediaStore } from '../src/media/media-store.js';
import { createMailer } from '../src/services/mailer.js';
import { type RecordedEvent, recordingAnalytics } from './support/recording-analytics.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
const analytics = recordingAnalytics();
let pro: string;
let free: string;

beforeAll(async () => {
  api = await startTestApi({ analytics });
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
});
afterAll(async () => api?.close());

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

let accounts = 0;
/** A new free account, signed in. */
async function newAccount(prefix = 'buyer') {
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

/** Signs an account in again: moving the clock past a period also ends idle sessions (30 days). */
async function signInAgain(account: { email: string; authorization: string }) {
  account.authorization = (await signIn(api.app, account.email)).authorization;
}

/** Starts and pays a test-mode checkout; returns the completion answer. */
async function buy(authorization: string, plan: string, seats?: number) {
  const started = await call('POST', '/billing/checkout', authorization, {
    plan,
    ...(seats === undefined ? {} : { seats }),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const id = new URL(started.body.url, 'http://x').searchParams.get('session') ?? '';
  const completed = await call('POST', `/billing/checkout/${id}/complete`, authorization);
  return { id, completed };
}

const me = async (authorization: string) => (await call('GET', '/me', authorization)).body;
const overview = async (authorization: string) =>
  (await call('GET', '/billing/subscription', authorization)).body;
const eventsOf = (userId: number) => analytics.events.filter((event) => event.distinctId === String(userId));
const names = (events: RecordedEvent[]) => events.map((event) => event.event);

describe('GET /billing/plans', () => {
  it('lists every plan with the prices of the domain, in test mode, to anyone', async () => {
    const { status, body } = await call('GET', '/billing/plans');
    expect(status).toBe(200);
    expect(body.mode).toBe('test');
    expect(body.plans.map((plan: { id: string }) => plan.id)).toEqual([...PLAN_IDS]);
    for (const plan of body.plans) {
      expect(plan.unitAmount).toBe(PAID_PLANS[plan.id as keyof typeof PAID_PLANS].unitAmount);
      expect(plan.perSeatPerMonth).toBe(planPrice(plan.id).perSeatPerMonth);
      expect(plan.currency).toBe('usd');
    }
  });
});

describe('refusals', () => {
  const ID = 'cs_test_AAAAAAAAAAAAAAAAAAAAAAAA';
  const signedInEndpoints: [Method, string][] = [
    ['POST', '/billing/checkout'],
    ['GET', `/billing/checkout/${ID}`],
    ['POST', `/billing/checkout/${ID}/complete`],
    ['POST', `/billing/checkout/${ID}/cancel`],
    ['GET', '/billing/subscription'],
    ['POST', '/billing/subscription/cancel'],
    ['POST', '/billing/subscription/reactivate'],
    ['POST', '/billing/portal'],
  ];

  it.each(signedInEndpoints)('%s %s asks a visitor to sign in (401)', async (method, url) => {
    const { status, body } = await call(
      method,
      url,
      undefined,
      method === 'POST' ? { plan: 'pro-monthly' } : undefined,
    );
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it('refuses a checkout for an unknown plan, extra fields, or seats the plan does not have (400)', async () => {
    const cases: [unknown, string][] = [
      [{ plan: 'gold' }, 'body.plan'],
      [{}, 'body.plan'],
      [{ plan: 'pro-monthly', coupon: 'FREE' }, 'body'],
      [{ plan: 'pro-monthly', seats: 2 }, 'a Pro plan has exactly 1 seat'],
      [{ plan: 'team-monthly', seats: 1 }, 'a Team plan has 2 to 100 seats'],
      [{ plan: 'team-yearly', seats: 101 }, 'seats must be at most 100'],
      [{ plan: 'team-yearly', seats: 2.5 }, 'seats must be a whole number'],
    ];
    for (const [payload, problem] of cases) {
      const { status, body } = await call('POST', '/billing/checkout', free, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.message).toContain(problem);
    }
  });

  it('refuses a malformed checkout id (400) and an unknown or foreign one (404)', async () => {
    expect((await call('GET', '/billing/checkout/cs_live_123', free)).status).toBe(400);
    expect((await call('POST', '/billing/checkout/nope/complete', free)).status).toBe(400);
    const unknown = await call('GET', `/billing/checkout/${ID}`, free);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Checkout not found');

    const owner = await newAccount();
    const started = await call('POST', '/billing/checkout', owner.authorization, { plan: 'pro-monthly' });
    const id = new URL(started.body.url, 'http://x').searchParams.get('session');
    for (const [method, url] of [
      ['GET', `/billing/checkout/${id}`],
      ['POST', `/billing/checkout/${id}/complete`],
      ['POST', `/billing/checkout/${id}/cancel`],
    ] as [Method, string][]) {
      expect((await call(method, url, free)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/billing/checkout/${id}`, owner.authorization)).body.state).toBe('open');
  });

  it('refuses Pro to someone whose own Pro is live (409), and changes of a subscription there is none of', async () => {
    const again = await call('POST', '/billing/checkout', pro, { plan: 'pro-monthly' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_subscribed' });
    expect(again.body.message).toContain('Pro, yearly');

    for (const action of ['cancel', 'reactivate']) {
      const none = await call('POST', `/billing/subscription/${action}`, free);
      expect(none.status).toBe(409);
      expect(none.body.code).toBe('no_subscription');
      // Pro granted by hand has nothing to cancel at a provider.
      const manual = await call('POST', `/billing/subscription/${action}`, pro);
      expect(manual.status).toBe(409);
      expect(manual.body.message).toContain('granted by hand');
    }
  });

  it('has no customer portal and no webhook in test mode (404)', async () => {
    expect((await call('POST', '/billing/portal', pro)).status).toBe(404);
    const webhook = await api.app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});

describe('the test-mode journey: free, Pro, cancelled, reactivated, expired', () => {
  it('follows the subscription everywhere: session, paywalls, history, analytics', async () => {
    const buyer = await newAccount();
    expect((await me(buyer.authorization)).user).toMatchObject({ isPremium: false, planType: 'free' });
    expect((await call('GET', '/me/screens/favorites', buyer.authorization)).status).toBe(403);

    const started = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-monthly' });
    expect(started.body).toEqual({
      url: expect.stringMatching(/^\/checkout\?session=cs_test_[A-Za-z0-9]{24}$/),
      mode: 'test',
    });
    const id = new URL(started.body.url, 'http://x').searchParams.get('session') ?? '';
    const page = await call('GET', `/billing/checkout/${id}`, buyer.authorization);
    expect(page.body).toMatchObject({
      id,
      plan: { id: 'pro-monthly', label: 'Pro, monthly' },
      seats: 1,
      amount: 1200,
      email: buyer.email,
      state: 'open',
    });

    const completed = await call('POST', `/billing/checkout/${id}/complete`, buyer.authorization);
    expect(completed).toEqual({
      status: 200,
      body: { state: 'complete', redirectTo: '/thank-you?plan=pro-monthly' },
    });
    const paid = await me(buyer.authorization);
    expect(paid.user).toMatchObject({ isPremium: true, planType: 'pro' });
    expect(paid.subscription).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: false });
    expect((await call('GET', '/me/screens/favorites', buyer.authorization)).status).toBe(200);
    // A checkout is paid once.
    const twice = await call('POST', `/billing/checkout/${id}/complete`, buyer.authorization);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'checkout_closed',
      message: expect.stringContaining('already paid'),
    });

    const first = await overview(buyer.authorization);
    expect(first).toMatchObject({
      mode: 'test',
      planType: 'pro',
      isPremium: true,
      source: 'own',
      canManage: true,
      subscription: {
        provider: 'test',
        plan: { id: 'pro-monthly' },
        status: 'active',
        cancelAtPeriodEnd: false,
      },
      history: [{ event: 'created' }],
    });
    expect(first.invoices).toEqual([
      expect.objectContaining({
        number: expect.stringMatching(/^PS-TEST-\d{6}$/),
        amount: 1200,
        status: 'paid',
      }),
    ]);
    const periodEnd = new Date(first.subscription.currentPeriodEnd).getTime();
    expect(periodEnd - api.clock.now().getTime()).toBeGreaterThanOrEqual(28 * DAY);

    const cancelled = await call('POST', '/billing/subscription/cancel', buyer.authorization);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      isPremium: true,
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    });
    expect((await me(buyer.authorization)).user.isPremium).toBe(true);
    // Cancelling again changes nothing.
    expect(
      (await call('POST', '/billing/subscription/cancel', buyer.authorization)).body.history,
    ).toHaveLength(2);

    const reactivated = await call('POST', '/billing/subscription/reactivate', buyer.authorization);
    expect(reactivated.body.subscription.cancelAtPeriodEnd).toBe(false);
    await call('POST', '/billing/subscription/cancel', buyer.authorization);

    // Before the period ends nothing happens; after it, the sweep ends the plan.
    expect(await api.container.billing.sweep()).toEqual({ renewed: 0, expired: 0 });
    api.clock.advance(periodEnd - api.clock.now().getTime() + 60_000);
    await signInAgain(buyer);
    // Premium follows the period by time, before any sweep ran.
    expect((await me(buyer.authorization)).user).toMatchObject({ isPremium: false, planType: 'free' });
    const swept = await api.container.billing.sweep();
    expect(swept.expired).toBeGreaterThanOrEqual(1);

    const ended = await overview(buyer.authorization);
    expect(ended).toMatchObject({
      planType: 'free',
      isPremium: false,
      canManage: false,
      subscription: { status: 'canceled', endedAt: expect.any(String) },
    });
    expect(ended.history.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'cancelled',
      'reactivated',
      'cancelled',
      'expired',
    ]);
    expect((await me(buyer.authorization)).subscription).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await call('GET', '/me/screens/favorites', buyer.authorization)).status).toBe(403);
    expect((await call('POST', '/billing/subscription/reactivate', buyer.authorization)).status).toBe(409);

    expect(names(eventsOf(buyer.id))).toEqual([
      'subscription created',
      'subscription cancelled',
      'subscription reactivated',
      'subscription cancelled',
    ]);
    expect(eventsOf(buyer.id)[0]?.properties).toMatchObject({
      planId: 'pro-monthly',
      planType: 'pro',
      provider: 'test',
    });

    // Free again, the account may buy again.
    expect((await buy(buyer.authorization, 'pro-yearly')).completed.status).toBe(200);
    expect((await me(buyer.authorization)).user.isPremium).toBe(true);
  });

  it('renews a subscription that was not cancelled, with a new invoice, and keeps the account premium', async () => {
    const buyer = await newAccount();
    await buy(buyer.authorization, 'pro-monthly');
    const before = await overview(buyer.authorization);
    const end = new Date(before.subscription.currentPeriodEnd).getTime();

    api.clock.advance(end - api.clock.now().getTime() + 1000);
    await signInAgain(buyer);
    const swept = await api.container.billing.sweep();
    expect(swept.renewed).toBeGreaterThanOrEqual(1);

    const after = await overview(buyer.authorization);
    expect(after).toMatchObject({
      isPremium: true,
      subscription: { status: 'active', currentPeriodStart: before.subscription.currentPeriodEnd },
    });
    expect(new Date(after.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(
      api.clock.now().getTime(),
    );
    expect(after.history.map((entry: { event: string }) => entry.event)).toEqual(['created', 'renewed']);
    expect(after.invoices).toHaveLength(2);
    const [renewal, firstInvoice] = after.invoices;
    expect(renewal.number).not.toBe(firstInvoice.number);
    expect(renewal).toMatchObject({
      amount: 1200,
      status: 'paid',
      periodStart: before.subscription.currentPeriodEnd,
    });
    expect((await me(buyer.authorization)).user.isPremium).toBe(true);
    // A renewal is not a purchase: analytics heard of one subscription only.
    expect(names(eventsOf(buyer.id))).toEqual(['subscription created']);
  });

  it('cancels a checkout back to the pricing page, and refuses an expired one', async () => {
    const buyer = await newAccount();
    const started = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    const id = new URL(started.body.url, 'http://x').searchParams.get('session');
    expect(await call('POST', `/billing/checkout/${id}/cancel`, buyer.authorization)).toEqual({
      status: 200,
      body: { state: 'canceled', redirectTo: '/pricing' },
    });
    const late = await call('POST', `/billing/checkout/${id}/complete`, buyer.authorization);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('was cancelled');

    const other = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    const otherId = new URL(other.body.url, 'http://x').searchParams.get('session');
    api.clock.advance(TEST_CHECKOUT_TTL_MS + 1000);
    expect((await call('GET', `/billing/checkout/${otherId}`, buyer.authorization)).body.state).toBe(
      'expired',
    );
    const expired = await call('POST', `/billing/checkout/${otherId}/complete`, buyer.authorization);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({
      code: 'checkout_closed',
      message: expect.stringContaining('has expired'),
    });
    expect((await me(buyer.authorization)).user.isPremium).toBe(false);
  });

  it('refuses to complete a second Pro checkout once the first one was paid (409)', async () => {
    const buyer = await newAccount();
    const first = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-monthly' });
    const second = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-yearly' });
    const id = (started: { body: { url: string } }) =>
      new URL(started.body.url, 'http://x').searchParams.get('session');
    expect((await call('POST', `/billing/checkout/${id(first)}/complete`, buyer.authorization)).status).toBe(
      200,
    );
    const again = await call('POST', `/billing/checkout/${id(second)}/complete`, buyer.authorization);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_subscribed');
  });
});

describe('one live subscription per account (issue 25)', () => {
  const RUNNING = ['trialing', 'active', 'past_due'] as const;
  const sessionOf = (started: { body: { url: string } }) =>
    new URL(started.body.url, 'http://x').searchParams.get('session') ?? '';
  const rowsOf = (userId: number) =>
    api.container.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const invoiceRowsOf = (userId: number) =>
    api.container.database.db.selectFrom('invoices').selectAll().where('user_id', '=', userId).execute();

  it('completes one of 4 open checkouts of one account paid at once: one 200, three clear 409s, one invoice', async () => {
    const buyer = await newAccount();
    const ids: string[] = [];
    for (const plan of ['pro-monthly', 'pro-monthly', 'pro-yearly', 'pro-monthly']) {
      const started = await call('POST', '/billing/checkout', buyer.authorization, { plan });
      expect(started.status).toBe(200);
      ids.push(sessionOf(started));
    }
    const answers = await Promise.all(
      ids.map((id) => call('POST', `/billing/checkout/${id}/complete`, buyer.authorization)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const paid = ids[answers.findIndex((answer) => answer.status === 200)] ?? '';
    const plan = (await call('GET', `/billing/checkout/${paid}`, buyer.authorization)).body.plan;
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({
        code: 'already_subscribed',
        message: `You already have ${plan.label}. Manage it in Settings, Subscription`,
      });
    }
    const rows = await rowsOf(buyer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', plan_id: plan.id });
    expect((await invoiceRowsOf(buyer.id)).map((invoice) => invoice.amount)).toEqual([plan.unitAmount]);
    // The other checkouts closed with it: none of them can be paid later.
    for (const id of ids.filter((id) => id !== paid)) {
      expect((await call('GET', `/billing/checkout/${id}`, buyer.authorization)).body.state).toBe('expired');
    }
    expect(names(eventsOf(buyer.id))).toEqual(['subscription created']);
    // Cancelling ends the one plan there is.
    expect((await call('POST', '/billing/subscription/cancel', buyer.authorization)).status).toBe(200);
    expect((await rowsOf(buyer.id)).map((row) => row.cancel_at_period_end)).toEqual([true]);
  });

  it('finishes, on a retry, a completion that failed after its checkout was closed', async () => {
    const buyer = await newAccount();
    const started = await call('POST', '/billing/checkout', buyer.authorization, { plan: 'pro-monthly' });
    const id = sessionOf(started);
    const { db } = api.container.database;
    // The invoice is the last thing written: make its write fail once, as a crash there would.
    await sql
      .raw(
        `CREATE FUNCTION refuse_invoices() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the disk is full'; END $$`,
      )
      .execute(db);
    await sql
      .raw(
        'CREATE TRIGGER refuse_invoices BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_invoices()',
      )
      .execute(db);
    let failed: Awaited<ReturnType<typeof call>>;
    try {
      failed = await call('POST', `/billing/checkout/${id}/complete`, buyer.authorization);
    } finally {
      await sql.raw('DROP TRIGGER refuse_invoices ON invoices').execute(db);
      await sql.raw('DROP FUNCTION refuse_invoices()').execute(db);
    }
    expect(failed.status).toBe(500);
    // Nothing of it stayed: the checkout is still open, no subscription, no invoice.
    expect((await call('GET', `/billing/checkout/${id}`, buyer.authorization)).body.state).toBe('open');
    expect(await rowsOf(buyer.id)).toEqual([]);
    expect((await me(buyer.authorization)).user.isPremium).toBe(false);

    const retried = await call('POST', `/billing/checkout/${id}/complete`, buyer.authorization);
    expect(retried).toEqual({
      status: 200,
      body: { state: 'complete', redirectTo: '/thank-you?plan=pro-monthly' },
    });
    expect((await rowsOf(buyer.id)).map((row) => row.status)).toEqual(['active']);
    expect(await invoiceRowsOf(buyer.id)).toHaveLength(1);
    expect((await me(buyer.authorization)).user).toMatchObject({ isPremium: true, planType: 'pro' });
    expect((await overview(buyer.authorization)).history).toEqual([
      { event: 'created', at: expect.any(String) },
    ]);
  });

  it('is held by the database: a second running subscription of one account is refused', async () => {
    const buyer = await newAccount();
    await buy(buyer.authorization, 'pro-monthly');
    const [row] = await rowsOf(buyer.id);
    const { id: _id, ...copy } = row as NonNullable<typeof row>;
    for (const status of RUNNING) {
      await expect(
        api.container.database.db
          .insertInto('subscriptions')
          .values({ ...copy, status, provider_subscription_id: `sub_test_second_${status}` })
          .execute(),
      ).rejects.toMatchObject({ code: '23505', constraint: 'subscriptions_one_running_per_account' });
    }
    // Ended ones are history, as many as there were.
    await api.container.database.db
      .insertInto('subscriptions')
      .values({ ...copy, status: 'canceled', provider_subscription_id: 'sub_test_second_ended' })
      .execute();
    expect(await rowsOf(buyer.id)).toHaveLength(2);
  });

  it('refuses a Team plan to a Pro member, and Pro to the payer of a Team plan: one plan at a time', async () => {
    const buyer = await newAccount();
    // A Team checkout opened before the Pro was paid cannot be paid after it either.
    const teamFirst = await call('POST', '/billing/checkout', buyer.authorization, {
      plan: 'team-monthly',
      seats: 2,
    });
    await buy(buyer.authorization, 'pro-monthly');
    const message =
      'You already have Pro, monthly, and an account pays for one plan at a time: buy Team once it has ended. Manage it in Settings, Subscription';
    const refused = await call('POST', '/billing/checkout', buyer.authorization, {
      plan: 'team-yearly',
      seats: 3,
    });
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'already_subscribed', message }),
    });
    const late = await call(
      'POST',
      `/billing/checkout/${sessionOf(teamFirst)}/complete`,
      buyer.authorization,
    );
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('already_subscribed');
    expect((await rowsOf(buyer.id)).map((row) => row.plan_id)).toEqual(['pro-monthly']);
    expect((await me(buyer.authorization)).user).toMatchObject({ planType: 'pro', teamId: null });

    const owner = await newAccount('owner');
    await buy(owner.authorization, 'team-monthly', 2);
    const pro = await call('POST', '/billing/checkout', owner.authorization, { plan: 'pro-yearly' });
    expect(pro.status).toBe(409);
    expect(pro.body.message).toBe(
      'You already have Team, monthly, and an account pays for one plan at a time: buy Pro once it has ended. Manage it in Settings, Subscription',
    );
  });

  it('lets an account buy again once its plan ended by time, before any sweep said so', async () => {
    const buyer = await newAccount();
    await buy(buyer.authorization, 'pro-monthly');
    await call('POST', '/billing/subscription/cancel', buyer.authorization);
    const end = new Date((await overview(buyer.authorization)).subscription.currentPeriodEnd).getTime();
    api.clock.advance(end - api.clock.now().getTime() + 1000);
    await signInAgain(buyer);
    const { completed } = await buy(buyer.authorization, 'pro-yearly');
    expect(completed.status).toBe(200);
    expect((await rowsOf(buyer.id)).map((row) => [row.plan_id, row.status])).toEqual([
      ['pro-monthly', 'canceled'],
      ['pro-yearly', 'active'],
    ]);
  });
});

describe('the renewal sweep in two API processes on one database', () => {
  it('renews each period once, with one invoice, when two processes sweep at the same moment', async () => {
    const fresh = await startTestApi();
    const { database } = fresh.container;
    // A second API process: its own connections to the same database (PGlite has one connection).
    const schema =
      database.kind === 'postgres'
        ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db)).rows[0]
            ?.schema
        : undefined;
    const secondDatabase =
      database.kind === 'postgres'
        ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 4 })
        : database;
    const second = createContainer({
      database: secondDatabase,
      mailer: createMailer(secondDatabase, undefined, 'test@pageshelf.local'),
      clock: fresh.clock,
      publicAppUrl: 'http://localhost:3000',
      mediaDir: '/nonexistent-media',
      mediaStore: new LocalMediaStore('/nonexistent-media'),
      exposeOutbox: true,
      resolver: { reverse: async () => [], lookup: async () => [] },
    });
    try {
      const buyers = 6;
      for (let index = 0; index < buyers; index += 1) {
        const { authorization } = await signIn(fresh.app, `sweep${index}@example.com`);
        const started = await fresh.app.inject({
          method: 'POST',
          url: '/billing/checkout',
          headers: { authorization },
          payload: { plan: 'pro-monthly' },
        });
        const id = new URL(started.json().url, 'http://x').searchParams.get('session');
        const completed = await fresh.app.inject({
          method: 'POST',
          url: `/billing/checkout/${id}/complete`,
          headers: { authorization },
        });
        expect(completed.statusCode).toBe(200);
      }
      // Two periods have ended (two months and a day on).
      fresh.clock.advance(62 * DAY);
      const now = fresh.clock.now();
      const [one, other] = await Promise.all([fresh.container.billing.sweep(now), second.billing.sweep(now)]);
      expect(one.renewed + other.renewed).toBe(buyers * 2);
      expect(one.expired + other.expired).toBe(0);

      const { db } = database;
      const invoices = await db.selectFrom('invoices').select(['subscription_id', 'period_start']).execute();
      expect(invoices).toHaveLength(buyers * 3);
      const periods = new Set(
        invoices.map((row) => `${row.subscription_id} ${row.period_start.toISOString()}`),
      );
      expect(periods.size).toBe(buyers * 3);
      const renewals = await db
        .selectFrom('subscription_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('event', '=', 'renewed')
        .executeTakeFirstOrThrow();
      expect(Number(renewals.n)).toBe(buyers * 2);
      const numbers = await db.selectFrom('invoices').select('number').execute();
      expect(new Set(numbers.map((row) => row.number)).size).toBe(buyers * 3);
      // A sweep after that finds nothing due.
      expect(await second.billing.sweep(now)).toEqual({ renewed: 0, expired: 0 });
    } finally {
      if (secondDatabase !== database) await secondDatabase.close();
      await fresh.close();
    }
  });
});

describe('Team plans', () => {
  async function joinTeam(userId: number, teamId: number, joinedAt: Date) {
    await api.container.database.db
      .updateTable('users')
      .set({ team_id: teamId, team_role: 'member', team_joined_at: joinedAt })
      .where('id', '=', userId)
      .execute();
  }

  it('creates a workspace for a buyer in none and makes its members premium up to the seats', async () => {
    const owner = await newAccount('owner');
    const { completed } = await buy(owner.authorization, 'team-monthly', 2);
    expect(completed.body.redirectTo).toBe('/thank-you?plan=team-monthly');
    const ownerMe = await me(owner.authorization);
    expect(ownerMe.user).toMatchObject({ isPremium: true, planType: 'team', teamSize: 1 });
    const teamId: number = ownerMe.user.teamId;
    const team = await api.container.database.db
      .selectFrom('teams')
      .selectAll()
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
    expect(team).toMatchObject({ name: `${owner.email}'s workspace` });
    const row = await api.container.database.db
      .selectFrom('users')
      .select(['team_role'])
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.team_role).toBe('owner');

    const first = await newAccount('member');
    const second = await newAccount('member');
    const now = api.clock.now().getTime();
    await joinTeam(first.id, teamId, new Date(now + 1000));
    await joinTeam(second.id, teamId, new Date(now + 2000));
    expect((await me(first.authorization)).user).toMatchObject({ isPremium: true, planType: 'team' });
    // Two seats: the owner and the first member; the third person is not premium through the plan.
    expect((await me(second.authorization)).user).toMatchObject({ isPremium: false, planType: 'free' });

    const overviewOfMember = await overview(first.authorization);
    expect(overviewOfMember).toMatchObject({
      planType: 'team',
      source: 'team',
      subscription: null,
      canManage: false,
    });
    // Only the payer changes the plan.
    for (const action of ['cancel', 'reactivate']) {
      const refused = await call('POST', `/billing/subscription/${action}`, first.authorization);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('team_owner_only');
    }
    // A member buys no Team plan for the workspace, and the owner buys none twice.
    const memberBuys = await call('POST', '/billing/checkout', first.authorization, {
      plan: 'team-yearly',
      seats: 3,
    });
    expect(memberBuys.status).toBe(403);
    expect(memberBuys.body.code).toBe('team_owner_only');
    const ownerAgain = await call('POST', '/billing/checkout', owner.authorization, {
      plan: 'team-yearly',
      seats: 3,
    });
    expect(ownerAgain.status).toBe(409);
    expect(ownerAgain.body.code).toBe('already_subscribed');

    expect((await overview(owner.authorization)).subscription).toMatchObject({
      teamId,
      seats: 2,
      plan: { id: 'team-monthly' },
    });
    const invoice = (await overview(owner.authorization)).invoices[0];
    expect(invoice.amount).toBe(planPrice('team-monthly', 2).amount);
  });

  it('covers the workspace the buyer already owns', async () => {
    const owner = await newAccount('owner');
    const { id: teamId } = await api.container.database.db
      .insertInto('teams')
      .values({ name: 'Studio', owner_id: owner.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.container.database.db
      .updateTable('users')
      .set({ team_id: teamId, team_role: 'owner', team_joined_at: api.clock.now() })
      .where('id', '=', owner.id)
      .execute();
    await buy(owner.authorization, 'team-yearly', 3);
    expect((await me(owner.authorization)).user).toMatchObject({ teamId, isPremium: true, planType: 'team' });
  });

  it('ends the live plan at once when its owner, alone, leaves and so ends the workspace', async () => {
    const owner = await newAccount('owner');
    await buy(owner.authorization, 'team-monthly', 2);
    const { db } = api.container.database;
    const teamId: number = (await me(owner.authorization)).user.teamId;
    const plan = await db
      .selectFrom('subscriptions')
      .select('id')
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    const status = async () =>
      (
        await db
          .selectFrom('subscriptions')
          .select('status')
          .where('id', '=', plan.id)
          .executeTakeFirstOrThrow()
      ).status;

    // Not alone, the owner cannot leave: the plan goes on.
    const member = await newAccount('member');
    await joinTeam(member.id, teamId, new Date(api.clock.now().getTime() + 1000));
    expect((await call('POST', '/team/leave', owner.authorization)).body.code).toBe(
      'team_owner_cannot_leave',
    );
    expect(await status()).toBe('active');
    expect((await call('DELETE', `/team/members/${member.id}`, owner.authorization)).status).toBe(200);

    expect((await call('POST', '/team/leave', owner.authorization)).status).toBe(204);
    const after = await db
      .selectFrom('subscriptions')
      .select(['status', 'ended_at', 'cancel_at_period_end', 'user_id', 'team_id'])
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      status: 'canceled',
      ended_at: api.clock.now(),
      cancel_at_period_end: false,
      user_id: owner.id,
      team_id: null,
    });
    const history = await db
      .selectFrom('subscription_events')
      .select(['event', 'details'])
      .where('subscription_id', '=', plan.id)
      .orderBy('id')
      .execute();
    expect(history.map((entry) => entry.event)).toEqual(['created', 'expired']);
    expect(history[1]?.details).toMatchObject({ cause: 'workspace ended' });
    expect((await me(owner.authorization)).user).toMatchObject({
      teamId: null,
      isPremium: false,
      planType: 'free',
    });
    expect(await overview(owner.authorization)).toMatchObject({
      isPremium: false,
      canManage: false,
      subscription: { status: 'canceled' },
    });
  });
});

describe('POST /billing/subscription/seats', () => {
  const seats = (authorization: string | undefined, payload: unknown) =>
    call('POST', '/billing/subscription/seats', authorization, payload);
  const capacity = async (authorization: string) =>
    (await call('GET', '/team', authorization)).body.team.capacity;

  /** An owner with a live Team plan of `count` seats, and the workspace it covers. */
  async function teamOwner(count: number, plan = 'team-monthly') {
    const owner = await newAccount('seats-owner');
    await buy(owner.authorization, plan, count);
    const teamId: number = (await me(owner.authorization)).user.teamId;
    return { ...owner, teamId };
  }

  async function addMember(teamId: number) {
    const member = await newAccount('seats-member');
    await api.container.database.db
      .updateTable('users')
      .set({ team_id: teamId, team_role: 'member', team_joined_at: api.clock.now() })
      .where('id', '=', member.id)
      .execute();
    return member;
  }

  it('asks a visitor to sign in (401)', async () => {
    const { status, body } = await seats(undefined, { seats: 3 });
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it('refuses seats the plan cannot have, or a body that is not just seats (400)', async () => {
    const owner = await teamOwner(2);
    const cases: [unknown, string][] = [
      [{}, 'body.seats'],
      [{ seats: '3' }, 'body.seats'],
      [{ seats: 3, plan: 'team-yearly' }, 'body'],
      [{ seats: 0 }, 'seats must be at least 1'],
      [{ seats: 1 }, 'a Team plan has 2 to 100 seats'],
      [{ seats: 101 }, 'seats must be at most 100'],
      [{ seats: 2.5 }, 'seats must be a whole number'],
    ];
    for (const [payload, problem] of cases) {
      const { status, body } = await seats(owner.authorization, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.message).toContain(problem);
    }
    expect((await overview(owner.authorization)).subscription.seats).toBe(2);
  });

  it("is the payer's alone: a member is refused (403), someone with no Team plan too (409)", async () => {
    const owner = await teamOwner(3);
    const member = await addMember(owner.teamId);
    const refused = await seats(member.authorization, { seats: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'team_owner_only',
      message: 'Only the owner of the workspace can change the seats of the Team plan',
    });

    const nobody = await seats((await newAccount()).authorization, { seats: 5 });
    expect(nobody.status).toBe(409);
    expect(nobody.body).toMatchObject({
      code: 'no_subscription',
      message: 'There is no subscription to change the seats of',
    });
    const proBuyer = await newAccount();
    await buy(proBuyer.authorization, 'pro-monthly');
    const pro = await seats(proBuyer.authorization, { seats: 2 });
    expect(pro.status).toBe(409);
    expect(pro.body.code).toBe('no_subscription');
    expect(pro.body.message).toContain('a Pro plan has one seat');
    expect((await overview(owner.authorization)).subscription.seats).toBe(3);
  });

  it('keeps a seat for everyone in the workspace and every pending invitation (409)', async () => {
    const owner = await teamOwner(3);
    await addMember(owner.teamId);
    const invited = await call('POST', '/team/invitations', owner.authorization, {
      emails: ['seats-invited@example.com'],
    });
    expect(invited.status).toBe(200);

    const refused = await seats(owner.authorization, { seats: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'seats_in_use',
      message:
        'Your workspace has 2 people and 1 pending invitation: keep at least 3 seats, or remove members or withdraw invitations first.',
    });
    expect(await capacity(owner.authorization)).toBe(3);
    expect(
      (await overview(owner.authorization)).history.map((entry: { event: string }) => entry.event),
    ).toEqual(['created']);
  });

  it('raises the workspace capacity at once, records the change, and bills the renewal for the new seats', async () => {
    const owner = await teamOwner(2);
    expect(await capacity(owner.authorization)).toBe(2);
    // Two seats, the owner in one: two more people do not fit.
    const later = { emails: ['seats-later1@example.com', 'seats-later2@example.com'] };
    const full = await call('POST', '/team/invitations', owner.authorization, later);
    expect(full.body.code).toBe('team_full');

    const changed = await seats(owner.authorization, { seats: 5 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      canManage: true,
      subscription: { seats: 5, plan: { id: 'team-monthly' }, teamId: owner.teamId, status: 'active' },
    });
    expect(changed.body.history.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'changed',
    ]);
    expect(await capacity(owner.authorization)).toBe(5);
    expect((await call('POST', '/team/invitations', owner.authorization, later)).status).toBe(200);

    const { db } = api.container.database;
    const row = await db
      .selectFrom('subscriptions')
      .select(['id', 'seats'])
      .where('team_id', '=', owner.teamId)
      .executeTakeFirstOrThrow();
    expect(row.seats).toBe(5);
    const history = await db
      .selectFrom('subscription_events')
      .select(['event', 'details'])
      .where('subscription_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(history[1]).toMatchObject({ event: 'changed', details: { seats: 5, cause: 'seats changed' } });
    // The test mode bills nothing now (no prorated invoice); a change is not a purchase for analytics.
    expect(changed.body.invoices).toHaveLength(1);
    expect(names(eventsOf(owner.id))).toEqual(['subscription created']);

    // Asking for the seats it has changes nothing; fewer, down to the people and invitations, is fine.
    expect((await seats(owner.authorization, { seats: 5 })).body.history).toHaveLength(2);
    expect((await seats(owner.authorization, { seats: 2 })).body.code).toBe('seats_in_use');
    const fewer = await seats(owner.authorization, { seats: 3 });
    expect(fewer.status).toBe(200);
    expect(fewer.body.subscription.seats).toBe(3);
    expect(await capacity(owner.authorization)).toBe(3);
    expect((await seats(owner.authorization, { seats: 4 })).status).toBe(200);

    // The next renewal's invoice is for the seats the plan has then.
    const end = new Date(changed.body.subscription.currentPeriodEnd).getTime();
    api.clock.advance(end - api.clock.now().getTime() + 1000);
    await signInAgain(owner);
    await api.container.billing.sweep();
    const renewed = await overview(owner.authorization);
    expect(renewed.invoices).toHaveLength(2);
    expect(renewed.invoices[0].amount).toBe(planPrice('team-monthly', 4).amount);
  });
});

describe('DELETE /me', () => {
  it('ends the live subscription before the account goes', async () => {
    const buyer = await newAccount();
    await buy(buyer.authorization, 'pro-monthly');
    const { db } = api.container.database;
    const before = await db
      .selectFrom('subscriptions')
      .select(['id', 'status'])
      .where('user_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(before.status).toBe('active');

    const deleted = await call('DELETE', '/me', buyer.authorization, { email: buyer.email });
    expect(deleted.status).toBe(204);
    const after = await db
      .selectFrom('subscriptions')
      .select(['status', 'ended_at', 'user_id'])
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ status: 'canceled', ended_at: expect.any(Date), user_id: null });
    const history = await db
      .selectFrom('subscription_events')
      .select('event')
      .where('subscription_id', '=', before.id)
      .orderBy('id')
      .execute();
    expect(history.map((entry) => entry.event)).toEqual(['created', 'expired']);
  });

  it('keeps refusing a wrong confirmation without touching the subscription', async () => {
    const buyer = await newAccount();
    await buy(buyer.authorization, 'pro-monthly');
    expect((await call('DELETE', '/me', buyer.authorization, { email: 'someone@example.com' })).status).toBe(
      400,
    );
    expect((await me(buyer.authorization)).user.isPremium).toBe(true);
    expect((await overview(buyer.authorization)).subscription.status).toBe('active');
  });
});

describe('the test-mode provider', () => {
  it('refuses to run in production', async () => {
    const { TestBillingProvider } = await import('../src/billing/test-provider.js');
    expect(() => new TestBillingProvider(api.container.database.db, api.clock, 'production')).toThrow(
      'never runs in production',
    );
  });

  it('does not touch the admin demo account, whose Pro was granted by hand', async () => {
    const admin = (await signIn(api.app, 'admin@pageshelf.dev')).authorization;
    expect((await me(admin)).user).toMatchObject({ isPremium: true, planType: 'pro' });
    expect((await overview(admin)).subscription).toMatchObject({ provider: 'manual', status: 'active' });
    expect((await overview(admin)).canManage).toBe(false);
  });
});
