import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEARCH_DATA_COOKIE } from '@pageshelf/domain/constants';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { SingleFlight } from '../src/lib/single-flight.js';
import type { BufferedResponse } from '../src/lib/upstream.js';
import {
  cookieNamed,
  deferred,
  delay,
  type StubUpstream,
  sessionCookie,
  TOKEN,
  testApp,
  testConfig,
  withStubUpstream,
} from './helpers.js';

let upstream: StubUpstream;
let app: FastifyInstance;

withStubUpstream({
  started: (stub) => {
    upstream = stub;
  },
  app: () => app,
});

/** Open connections of the app's server. */
function connectionsOf(server: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** A JSON body of about `bytes` bytes. */
function largeJson(bytes: number): Buffer {
  return Buffer.from(JSON.stringify({ items: 'x'.repeat(bytes) }));
}

/** A GET over a real socket (inject does not show how the body was framed). */
function httpGet(
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; complete: boolean; body: Buffer }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('close', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          complete: response.complete,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('GETs under /api (streamed, or read whole when shared)', () => {
  it('share a large answer between identical GETs in flight, byte for byte, with its length', async () => {
    const body = largeJson(300_000);
    upstream.on('GET /pages', async (_request, response) => {
      await delay(50);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      for (let at = 0; at < body.length; at += 64 * 1024) {
        response.write(body.subarray(at, at + 64 * 1024));
        await delay(5);
      }
      response.end();
    });
    app = await testApp(upstream);
    const cookie = sessionCookie(TOKEN);
    const [first, second] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/pages', headers: { cookie } }),
      app.inject({ method: 'GET', url: '/api/pages', headers: { cookie } }),
    ]);
    expect(upstream.requests).toHaveLength(1);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe(String(body.length));
      expect(response.rawPayload.equals(body)).toBe(true);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answer 502 to every sharer when the shared answer breaks off midway', async () => {
    upstream.on('GET /pages', async (_request, response) => {
      await delay(50);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      response.write('{"items":"');
      await delay(20);
      response.destroy();
    });
    app = await testApp(upstream);
    const cookie = sessionCookie(TOKEN);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => app.inject({ method: 'GET', url: '/api/pages', headers: { cookie } })),
    );
    expect(upstream.requests).toHaveLength(1);
    for (const response of responses) {
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'upstream_unavailable' });
    }
  });

  it('cut an answer streamed to one browser whose body stops arriving, within API_TIMEOUT_MS', async () => {
    // The backend finishes its body only once the browser has its answer: only the BFF's own timeout can
    // end the answer (no stopwatch: without that timeout the call would never end).
    let answered = () => {};
    const browserAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    upstream.on('GET /pages', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"items":');
      await browserAnswered;
      response.end();
    });
    app = await testApp(upstream, { API_TIMEOUT_MS: '200' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await httpGet('/api/pages').finally(answered);
    expect(response.status).toBe(200);
    expect(response.complete).toBe(false);
    expect(response.body.toString()).toBe('{"items":');
  });

  it('answer 504 to the sharers when the body of a shared answer stops arriving within API_TIMEOUT_MS', async () => {
    // As above: the backend ends its body only after the sharers have their answers.
    let answered = () => {};
    const sharersAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    upstream.on('GET /pages', async (_request, response) => {
      await delay(50);
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"items":');
      await sharersAnswered;
      response.end();
    });
    app = await testApp(upstream, { API_TIMEOUT_MS: '200' });
    const cookie = sessionCookie(TOKEN);
    const responses = await Promise.all(
      Array.from({ length: 2 }, () => app.inject({ method: 'GET', url: '/api/pages', headers: { cookie } })),
    ).finally(answered);
    expect(upstream.requests).toHaveLength(1);
    for (const response of responses) {
      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ code: 'upstream_timeout' });
    }
  });

  it('stream a large answer for one request as it arrives: its first bytes before the backend has finished', async () => {
    const body = largeJson(150_000);
    let sent = 0;
    const { promise: finished, resolve: finish } = deferred();
    upstream.on('GET /pages', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'backend=1' });
      response.write(body.subarray(0, 1000));
      sent = 1000;
      await finished;
      response.end(body.subarray(1000));
      sent = body.length;
    });
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<{ headers: IncomingHttpHeaders; firstSeenAt: number; body: Buffer }>(
      (resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/api/pages' }, (incoming) => {
          const chunks: Buffer[] = [];
          let firstSeenAt = -1;
          incoming.on('data', (chunk: Buffer) => {
            if (firstSeenAt === -1) {
              firstSeenAt = sent;
              finish();
            }
            chunks.push(chunk);
          });
          incoming.on('end', () =>
            resolve({ headers: incoming.headers, firstSeenAt, body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );
    // The browser had the first kilobyte while the backend still held the rest back.
    expect(response.firstSeenAt).toBe(1000);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(cookieNamed(response.headers['set-cookie'], 'backend')).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.equals(body)).toBe(true);
  });

  it('keep the backend length of an answer streamed through', async () => {
    const body = largeJson(150_000);
    upstream.on('GET /pages', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
      response.end(body);
    });
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await httpGet('/api/pages');
    expect(response.complete).toBe(true);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.body.equals(body)).toBe(true);
  });

  it('give the sharers an answer of their own when the browser that led the call leaves before it began', async () => {
    let calls = 0;
    const { promise: arrived, resolve: leaderArrived } = deferred();
    const { promise: released, resolve: releaseFirst } = deferred();
    upstream.on('GET /pages', async (_request, response) => {
      calls += 1;
      const call = calls;
      if (call === 1) {
        leaderArrived();
        await released;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ call }));
    });
    const flights = new SingleFlight<BufferedResponse>();
    app = await testApp(upstream, {}, { flights });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cookie = sessionCookie(TOKEN);
    // The leader's call reaches the backend, the sharer joins it, then the leader leaves.
    const leader = get({ host: '127.0.0.1', port, path: '/api/pages', headers: { cookie } });
    leader.on('error', () => {});
    await arrived;
    const sharer = app.inject({ method: 'GET', url: '/api/pages', headers: { cookie } });
    while (flights.waiting === 0) await delay(5);
    leader.destroy();
    const response = await sharer;
    releaseFirst();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ call: 2 });
    expect(calls).toBe(2);
    expect(flights.waiting).toBe(0);
  });

  it('forget the flight of a browser that left before its call was sent (the next identical GET is answered)', async () => {
    upstream.on('GET /pages', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
    const flights = new SingleFlight<BufferedResponse>();
    app = buildApp(testConfig({ API_URL: upstream.url }), { flights });
    // The first request is held before its handler until its browser has gone.
    const { promise: isHeld, resolve: held } = deferred();
    const { promise: released, resolve: release } = deferred();
    app.addHook('preHandler', async (request) => {
      if (request.headers['x-test-hold'] !== '1') return;
      held();
      await released;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const cookie = sessionCookie(TOKEN);
    const leader = get({
      host: '127.0.0.1',
      port,
      path: '/api/pages',
      headers: { cookie, 'x-test-hold': '1' },
    });
    leader.on('error', () => {});
    await isHeld;
    leader.destroy();
    while (!app.server.listening || (await connectionsOf(app)) > 0) await delay(5);
    release();
    await delay(20);
    const next = await Promise.race([
      app.inject({ method: 'GET', url: '/api/pages', headers: { cookie } }),
      delay(2_000).then(() => null),
    ]);
    expect(next?.statusCode).toBe(200);
    expect(next?.json()).toEqual({ ok: true });
    expect(flights.waiting).toBe(0);
  });

  it('read a large answer that carries counters, and set them', async () => {
    const quota = { count: 3, limit: 8, remaining: 5, resetsAt: '2025-05-02T08:00:00.000Z', blocked: false };
    const activity = Buffer.from(
      JSON.stringify({
        visit_count: 12,
        visit_limit: 40,
        exceeded: false,
        search: quota,
        pad: 'x'.repeat(200_000),
      }),
    );
    upstream.on('GET /me/activity', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': activity.length });
      response.write(activity.subarray(0, 70_000));
      await delay(5);
      response.end(activity.subarray(70_000));
    });
    app = await testApp(upstream);
    const searched = await app.inject({ method: 'GET', url: '/api/me/activity?action=record_count' });
    expect(searched.headers['content-length']).toBe(String(activity.length));
    expect(searched.rawPayload.equals(activity)).toBe(true);
    const cookie = cookieNamed(searched.headers['set-cookie'], SEARCH_DATA_COOKIE);
    expect(JSON.parse(cookie?.value ?? '')).toMatchObject({ count: 3 });
  });
});
