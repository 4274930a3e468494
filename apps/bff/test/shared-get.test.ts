import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEARCH_DATA_COOKIE } from '@pageshelf/domain/constants';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cookieNamed,
  delay,
  type StubUpstream,
  sessionCookie,
  TOKEN,
  testApp,
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

describe('GETs under /api (read whole, shared)', () => {
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

  it('answer 504 when the body of a small answer stops arriving within API_TIMEOUT_MS', async () => {
    upstream.on('GET /pages', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"items":');
      await delay(1_000);
      response.end();
    });
    app = await testApp(upstream, { API_TIMEOUT_MS: '200' });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/pages' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'upstream_timeout' });
  });

  it('pass a large answer for one request whole, with its length when the backend gave none', async () => {
    const body = largeJson(150_000);
    upstream.on('GET /pages', async (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'backend=1' });
      response.write(body.subarray(0, 1000));
      await delay(5);
      response.end(body.subarray(1000));
    });
    app = await testApp(upstream);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await httpGet('/api/pages');
    expect(response.status).toBe(200);
    expect(response.complete).toBe(true);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(cookieNamed(response.headers['set-cookie'], 'backend')).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.equals(body)).toBe(true);
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
