/**
 * The Stripe webhook crosses the BFF untouched: Stripe signs the exact bytes of the body, so the proxy
 * must pass them and the Stripe-Signature header on as they came, and the CSRF guard (Stripe sends no
 * Origin) must let exactly that call through.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { json, type StubUpstream, sessionCookie, TOKEN, testApp, withStubUpstream } from './helpers.js';

let upstream: StubUpstream;
let app: FastifyInstance;

withStubUpstream({
  started: (stub) => {
    upstream = stub;
  },
  app: () => app,
});

// Pretty-printed like Stripe's, with characters a re-encoding would change.
const PAYLOAD = `{
  "id": "evt_1Q2w3E4r5T6y",
  "object": "event",
  "type": "checkout.session.completed",
  "data": {
    "object": { "customer_details": { "name": "Zoë Ünal \\u2014 “Studio”", "note": "a\\/b  ✓" } }
  }
}
`;
const SIGNATURE =
  't=1767000000,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd,v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39';

describe('POST /api/billing/stripe/webhook', () => {
  it('reaches the backend with the body byte for byte and the Stripe-Signature header unchanged', async () => {
    upstream.on('POST /billing/stripe/webhook', (_request, response) =>
      json(response, 200, { received: true, duplicate: false }),
    );
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': SIGNATURE,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      payload: PAYLOAD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(upstream.requests).toHaveLength(1);
    const seen = upstream.requests[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/billing/stripe/webhook');
    expect(seen?.body).toBe(PAYLOAD);
    expect(Buffer.byteLength(seen?.body ?? '')).toBe(Buffer.byteLength(PAYLOAD));
    expect(seen?.headers['stripe-signature']).toBe(SIGNATURE);
    expect(seen?.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("passes the backend's refusal of a bad signature back to Stripe", async () => {
    upstream.on('POST /billing/stripe/webhook', (_request, response) =>
      json(response, 400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The webhook signature does not verify',
        code: 'webhook_signature_invalid',
      }),
    );
    app = await testApp(upstream);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: PAYLOAD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'webhook_signature_invalid' });
  });

  it('is the only call the CSRF guard exempts: even with a session cookie and no Origin it passes', async () => {
    app = await testApp(upstream);
    const exempt = await app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        cookie: sessionCookie(TOKEN),
        'content-type': 'application/json',
        'stripe-signature': SIGNATURE,
      },
      payload: PAYLOAD,
    });
    expect(exempt.statusCode).toBe(200);
    expect(upstream.requests).toHaveLength(1);

    // Any other call, or another spelling of the path, is guarded as before.
    for (const [method, url] of [
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/stripe/webhook/extra'],
      ['POST', '/api/billing/%73tripe/webhook'],
      ['PUT', '/api/billing/stripe/webhook'],
    ] as const) {
      const refused = await app.inject({
        method,
        url,
        headers: { cookie: sessionCookie(TOKEN), 'content-type': 'application/json' },
        payload: PAYLOAD,
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'csrf_rejected' });
    }
    expect(upstream.requests).toHaveLength(1);
  });
});
