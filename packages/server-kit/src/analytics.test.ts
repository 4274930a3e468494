import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createServerAnalytics, noAnalytics } from './analytics.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A PostHog stand-in that keeps the events of every batch it is sent. */
async function posthogStandIn(): Promise<{ host: string; events: Array<Record<string, unknown>> }> {
  const events: Array<Record<string, unknown>> = [];
  const standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text =
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString();
      const body = JSON.parse(text) as { batch?: Array<Record<string, unknown>> };
      events.push(...(body.batch ?? []));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  server = standIn;
  await new Promise<void>((done) => standIn.listen(0, '127.0.0.1', done));
  return { host: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`, events };
}

describe('createServerAnalytics', () => {
  it('records nothing without a key', async () => {
    const analytics = createServerAnalytics<'signed in'>(null, 'bff');
    expect(analytics).toBe(noAnalytics);
    expect(analytics.enabled).toBe(false);
    analytics.capture('42', 'signed in');
    await analytics.shutdown();
  });

  it('sends events with the server that sent them, and ignores ids that name nobody', async () => {
    const posthog = await posthogStandIn();
    const analytics = createServerAnalytics<'subscription created'>(
      { key: 'phc_test', host: posthog.host },
      'api',
    );
    expect(analytics.enabled).toBe(true);
    analytics.capture('', 'subscription created');
    analytics.capture('undefined', 'subscription created');
    analytics.capture('42', 'subscription created', { plan: 'pro' });
    await analytics.shutdown();
    expect(posthog.events).toHaveLength(1);
    expect(posthog.events[0]).toMatchObject({
      event: 'subscription created',
      distinct_id: '42',
      properties: { plan: 'pro', source: 'api' },
    });
  });
});
