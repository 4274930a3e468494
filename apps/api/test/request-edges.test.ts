/**
 * The API's edges before any route: what Node's HTTP parser refuses is answered in the one error shape
 * (raw sockets: no HTTP client sends these), and the request log (one line a request) never holds the
 * token of a session, an invitation or a sign-in link.
 */
import { type AddressInfo, connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
/** A second app on the same container, listening, with its log lines kept. */
let logged: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  api = await startTestApi();
  logged = await buildApp({
    container: api.container,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await logged.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await logged?.close();
  await api?.close();
});

/** Sends raw bytes and reads the answer the API sends before it closes the connection. */
function exchange(bytes: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { port } = logged.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      if (at === -1) reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      else resolve({ status: Number(text.split(' ')[1]), body: JSON.parse(text.slice(at + 4)) });
    });
  });
}

const errorShape = (statusCode: number, code: string) => ({
  statusCode,
  error: expect.any(String),
  message: expect.any(String),
  code,
  requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
});

describe("Node's own refusals", () => {
  it('answer a 20 KB header or address with 431 headers_too_large in the one error shape', async () => {
    const header = await exchange(`GET /me HTTP/1.1\r\nhost: api\r\nx-filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(header.status).toBe(431);
    expect(header.body).toEqual(errorShape(431, 'headers_too_large'));
    const address = await exchange(`GET /screens?term=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: api\r\n\r\n`);
    expect(address.status).toBe(431);
    expect(address.body).toEqual(errorShape(431, 'headers_too_large'));
  });

  it('answer an unknown method or a malformed request with 400 in the one error shape', async () => {
    const method = await exchange('FOO /me HTTP/1.1\r\nhost: api\r\n\r\n');
    expect(method.status).toBe(400);
    expect(method.body).toEqual({
      ...errorShape(400, 'bad_request'),
      issues: [{ path: 'method', message: 'is not an HTTP method' }],
    });
    for (const bytes of ['GET /me HTTP/x\r\n\r\n', 'GET /me HTTP/1.1\r\nno colon here\r\n\r\n']) {
      const malformed = await exchange(bytes);
      expect(malformed.status, JSON.stringify(bytes)).toBe(400);
      expect(malformed.body).toMatchObject(errorShape(400, 'bad_request'));
    }
  });
});

describe('the request log', () => {
  it('writes one line per request once answered: method, address, status and time, no token', async () => {
    const { authorization } = await signIn(logged, 'one.line@example.com');
    const before = lines.length;
    const answer = await logged.inject({ method: 'GET', url: '/health?x=1', headers: { authorization } });
    expect(answer.statusCode).toBe(200);
    const entries = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId !== undefined);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/health?x=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines.slice(before).join('')).not.toContain(authorization.slice('Bearer '.length));
  });

  it('holds no token of an invitation or a sign-in link', async () => {
    const invitation = 'inv_secretsecretsecretsecretsecretsecret01';
    const { authorization } = await signIn(logged, 'logger@example.com');
    const before = lines.length;
    await logged.inject({ method: 'GET', url: `/invitations/${invitation}` });
    await logged.inject({
      method: 'POST',
      url: `/invitations/${invitation}/accept`,
      headers: { authorization },
    });
    await logged.inject({ method: 'GET', url: `/invitations/${invitation}?token=${invitation}` });
    const written = lines.slice(before);
    const urls = written.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url === undefined ? [] : [url];
    });
    expect(urls).toEqual([
      '/invitations/[redacted]',
      '/invitations/[redacted]/accept',
      '/invitations/[redacted]?token=[redacted]',
    ]);
    expect(written.join('')).not.toContain(invitation);
  });
});
