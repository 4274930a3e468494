import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ORIGIN, type StubUpstream, sessionCookie, TOKEN, testApp, withStubUpstream } from './helpers.js';

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

describe('tokens in addresses', () => {
  const LINK = 'link_secretsecretsecretsecret0123';
  const INVITATION = 'inv_secretsecretsecretsecretsecret0123';

  it('are redacted in every log line: sign-in links, invitations (pages and API), ?token=, a refused Referer', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    app = await testApp(upstream, {}, { serverOptions: { logger: { level: 'debug', stream } } });
    const requests = [
      { method: 'GET', url: `/magic/${LINK}` },
      { method: 'GET', url: `/invitations/${INVITATION}` },
      { method: 'GET', url: `/api/invitations/${INVITATION}` },
      { method: 'POST', url: `/api/invitations/${INVITATION}/accept`, headers: { origin: ORIGIN } },
      { method: 'GET', url: `/auth?token=${LINK}` },
      { method: 'GET', url: `/Magic/${LINK}?next=%2Fpages` },
      // Refused by the CSRF check, which logs where the request claims to come from.
      {
        method: 'POST',
        url: '/api/collections',
        headers: { cookie: sessionCookie(TOKEN), referer: `https://evil.example/invitations/${INVITATION}` },
      },
    ] as const;
    for (const request of requests) await app.inject(request);

    const entries = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });
    const urls = entries.flatMap((entry) => (entry.req?.url === undefined ? [] : [entry.req.url]));
    expect(urls).toEqual([
      '/magic/[redacted]',
      '/invitations/[redacted]',
      '/api/invitations/[redacted]',
      '/api/invitations/[redacted]/accept',
      '/auth?token=[redacted]',
      '/Magic/[redacted]?next=%2Fpages',
      '/api/collections',
    ]);
    expect(entries.some((entry) => entry.msg === 'csrf rejected')).toBe(true);
    const logged = lines.join('');
    expect(logged).not.toContain(LINK);
    expect(logged).not.toContain(INVITATION);
  });

  it('are redacted in the referrer the BFF tells the backend', async () => {
    app = await testApp(upstream);
    await app.inject({
      method: 'GET',
      url: `/api/invitations/${INVITATION}`,
      headers: { referer: `${ORIGIN}/invitations/${INVITATION}?from=mail` },
    });
    await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { referer: `${ORIGIN}/magic/${LINK}` },
    });
    expect(upstream.requests.map((request) => request.headers.referrer)).toEqual([
      `${ORIGIN}/invitations/[redacted]?from=mail`,
      `${ORIGIN}/magic/[redacted]`,
    ]);
  });
});
