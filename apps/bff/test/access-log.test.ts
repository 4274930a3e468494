import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type StubUpstream, sessionCookie, TOKEN, testApp, withStubUpstream } from './helpers.js';

let upstream: StubUpstream;
let app: FastifyInstance;

withStubUpstream({
  started: (stub) => {
    upstream = stub;
  },
  app: () => app,
});

describe('request log', () => {
  it('writes one line per request once answered: method, address, status and time, no cookie or token', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    app = await testApp(upstream, {}, { serverOptions: { logger: { level: 'info', stream } } });
    const response = await app.inject({
      method: 'GET',
      url: '/api/me?x=1',
      headers: { cookie: sessionCookie(TOKEN), authorization: 'Bearer claimed' },
    });
    expect(response.statusCode).toBe(200);
    // (Start-up lines, such as the missing SPA build, carry no request id.)
    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId !== undefined);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: response.headers['x-request-id'],
      req: { method: 'GET', url: '/api/me?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines.join('')).not.toContain(TOKEN);
    expect(lines.join('')).not.toContain('claimed');
  });
});
