/**
 * A small stand-in for Stripe's API (node:http on 127.0.0.1, port 0), answering what
 * `StripeBillingProvider` calls: customers, Checkout Sessions (create, list by customer and status,
 * expire), subscriptions (retrieve, update: cancel at period end or an item's quantity; cancel), the
 * payments of an invoice, refunds (once per idempotency key) and billing portal sessions. It keeps its
 * objects in memory so tests can complete a checkout the way a buyer would (a paid first invoice), then
 * send the webhook Stripe would send, signed with the library's own test-header helper.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAID_PLANS, type PlanId } from '@pageshelf/domain/billing';
import Stripe from 'stripe';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_0000000000';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_test_secret';
export const FAKE_PRICES = {
  'pro-monthly': 'price_pro_monthly',
  'pro-yearly': 'price_pro_yearly',
  'team-monthly': 'price_team_monthly',
  'team-yearly': 'price_team_yearly',
} as const;

type Json = Record<string, unknown>;

const PLAN_OF_PRICE = new Map<string, PlanId>(
  Object.entries(FAKE_PRICES).map(([planId, price]) => [price, planId as PlanId]),
);

/** A request the fake received: method, path and the form body as nested records. */
export interface FakeStripeCall {
  method: string;
  path: string;
  body: Json;
}

/** Stripe's form encoding (`a[b][0][c]=v`) as nested records (array indexes stay keys). */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    }
  }
  return root;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  response.end(JSON.stringify(body));
}

const DAY = 24 * 60 * 60;

export interface FakeStripe {
  readonly url: string;
  readonly calls: FakeStripeCall[];
  readonly customers: Map<string, Json>;
  readonly sessions: Map<string, Json>;
  readonly subscriptions: Map<string, Json>;
  /** Invoices, each paid by one payment intent (`pi_...`). */
  readonly invoices: Map<string, Json>;
  /** Refunds made, in order. */
  readonly refunds: Json[];
  /** What the buyer does on Stripe's page: pays; the session now names its new subscription. */
  completeSession(sessionId: string): { session: Json; subscription: Json };
  /** Changes a subscription as Stripe would on its side (a renewal, a portal cancellation...). */
  changeSubscription(subscriptionId: string, change: Json): Json;
  /** A webhook as Stripe sends it: the JSON payload and its Stripe-Signature header. */
  webhook(
    type: string,
    object: Json,
    options?: { id?: string; created?: number; secret?: string },
  ): {
    payload: string;
    signature: string;
    id: string;
  };
  close(): Promise<void>;
}

/**
 * Starts the fake. `now` gives its time in seconds (the test's clock), so periods and event times agree
 * with the API's clock.
 */
export async function startFakeStripe(now: () => number): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const refunds: Json[] = [];
  const refundsByKey = new Map<string, Json>();
  let sequence = 0;
  const nextId = (prefix: string) => {
    sequence += 1;
    return `${prefix}_fake${String(sequence).padStart(6, '0')}`;
  };
  const signer = new Stripe(FAKE_STRIPE_SECRET_KEY);

  const server = createServer((request, response) => {
    void (async () => {
      const [path = '', query = ''] = (request.url ?? '').split('?');
      // A GET carries its parameters in the query string, the same form encoding.
      const body = parseStripeForm(request.method === 'GET' ? query : await read(request));
      calls.push({ method: request.method ?? '', path, body });
      const method = request.method ?? '';
      if (method === 'POST' && path === '/v1/customers') {
        const customer = {
          id: nextId('cus'),
          object: 'customer',
          email: body.email,
          metadata: body.metadata ?? {},
        };
        customers.set(customer.id, customer);
        return send(response, 200, customer);
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        const session = {
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          line_items: body.line_items,
          subscription_data: body.subscription_data,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          subscription: null,
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        };
        sessions.set(id, session);
        return send(response, 200, session);
      }
      if (method === 'GET' && path === '/v1/checkout/sessions') {
        const data = [...sessions.values()].filter(
          (session) =>
            (body.customer === undefined || session.customer === body.customer) &&
            (body.status === undefined || session.status === body.status),
        );
        return send(response, 200, { object: 'list', url: path, has_more: false, data });
      }
      const expire = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(path);
      if (method === 'POST' && expire) {
        const session = sessions.get(expire[1] ?? '');
        if (session?.status !== 'open') {
          return send(response, 400, {
            error: { type: 'invalid_request_error', message: 'Only open Checkout Sessions can be expired' },
          });
        }
        session.status = 'expired';
        return send(response, 200, session);
      }
      if (method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = invoices.get(String(body.invoice));
        const data = invoice
          ? [
              {
                id: `inpay_${invoice.id}`,
                object: 'invoice_payment',
                invoice: invoice.id,
                amount_paid: invoice.amount_paid,
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: invoice.payment_intent },
              },
            ]
          : [];
        return send(response, 200, { object: 'list', url: path, has_more: false, data });
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const key = String(request.headers['idempotency-key'] ?? '');
        const known = key === '' ? undefined : refundsByKey.get(key);
        if (known) return send(response, 200, known);
        const invoice = [...invoices.values()].find(
          (candidate) => candidate.payment_intent === body.payment_intent,
        );
        if (!invoice) {
          return send(response, 400, {
            error: {
              type: 'invalid_request_error',
              message: `No such payment_intent: ${body.payment_intent}`,
            },
          });
        }
        const refund = {
          id: nextId('re'),
          object: 'refund',
          payment_intent: body.payment_intent,
          amount: invoice.amount_paid,
          currency: invoice.currency,
          status: 'succeeded',
          metadata: body.metadata ?? {},
        };
        refunds.push(refund);
        if (key !== '') refundsByKey.set(key, refund);
        return send(response, 200, refund);
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = nextId('bps');
        return send(response, 200, {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const match = /^\/v1\/subscriptions\/([A-Za-z0-9_]+)$/.exec(path);
      const subscription = match ? subscriptions.get(match[1] ?? '') : undefined;
      if (match && subscription) {
        if (method === 'GET') return send(response, 200, subscription);
        if (method === 'POST') {
          const items = subscription.items as { data: Json[] };
          if (body.cancel_at_period_end !== undefined) {
            const cancel = body.cancel_at_period_end === 'true';
            Object.assign(subscription, {
              cancel_at_period_end: cancel,
              cancel_at: cancel ? items.data[0]?.current_period_end : null,
              canceled_at: cancel ? now() : null,
            });
          }
          // A change of quantity names the item by its id (`items[0][id]`, `items[0][quantity]`).
          for (const change of Object.values((body.items ?? {}) as Record<string, Json>)) {
            const item = items.data.find((candidate) => candidate.id === change.id);
            if (!item) {
              return send(response, 400, {
                error: { type: 'invalid_request_error', message: `No such subscription item: ${change.id}` },
              });
            }
            if (change.quantity !== undefined) item.quantity = Number(change.quantity);
          }
          return send(response, 200, subscription);
        }
        if (method === 'DELETE') {
          Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
          return send(response, 200, subscription);
        }
      }
      send(response, 404, {
        error: { type: 'invalid_request_error', message: `No such route: ${method} ${path}` },
      });
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    customers,
    sessions,
    subscriptions,
    invoices,
    refunds,
    completeSession(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const line = (session.line_items as Record<string, Json>)['0'] ?? {};
      const start = now();
      const id = nextId('sub');
      const quantity = Number(line.quantity ?? 1);
      const planId = PLAN_OF_PRICE.get(String(line.price));
      const invoice: Json = {
        id: nextId('in'),
        object: 'invoice',
        customer: session.customer,
        subscription: id,
        amount_paid: planId ? PAID_PLANS[planId].unitAmount * quantity : 0,
        currency: 'usd',
        status: 'paid',
        payment_intent: nextId('pi'),
      };
      invoices.set(String(invoice.id), invoice);
      const subscription: Json = {
        id,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        latest_invoice: invoice.id,
        metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              price: { id: line.price, object: 'price' },
              quantity,
              current_period_start: start,
              current_period_end: start + 30 * DAY,
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      Object.assign(session, { subscription: id, status: 'complete' });
      return { session, subscription };
    },
    changeSubscription(subscriptionId, change) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(subscription, change);
      return subscription;
    },
    webhook(type, object, options = {}) {
      const id = options.id ?? nextId('evt');
      const payload = JSON.stringify(
        {
          id,
          object: 'event',
          api_version: '2026-10-28.endive',
          created: options.created ?? now(),
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
          data: { object: structuredClone(object) },
        },
        null,
        2,
      );
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
      });
      return { payload, signature, id };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
