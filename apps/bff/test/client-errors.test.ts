/**
 * Requests Node's HTTP parser refuses before Fastify sees them (too long, an unknown method, not HTTP)
 * are answered in the one error shape, like every other error of the BFF, with its security headers.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rawExchange, testApp } from './helpers.js';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function listening(): Promise<FastifyInstance> {
  app = await testApp('http://127.0.0.1:9');
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

/** The answer's body, checked to be the one error shape with its status and code. */
function errorOf(answer: { status: number; head: string; body: string }, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.head).toMatch(/\r\ncontent-type: application\/json/i);
  expect(answer.head).toMatch(/\r\nx-content-type-options: nosniff/i);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toMatchObject({
    statusCode: status,
    error: expect.any(String),
    message: expect.any(String),
    code,
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect(answer.head.toLowerCase()).toContain(`x-request-id: ${String(body.requestId)}`);
  return body;
}

describe("Node's own refusals", () => {
  it('answer a 20 KB header with 431 headers_too_large', async () => {
    const server = await listening();
    const answer = await rawExchange(
      server,
      `GET /api/me HTTP/1.1\r\nhost: localhost\r\ncookie: x=${'a'.repeat(20_000)}\r\n\r\n`,
    );
    errorOf(answer, 431, 'headers_too_large');
  });

  it('answer a 20 KB address with 431 headers_too_large', async () => {
    const server = await listening();
    const answer = await rawExchange(
      server,
      `GET /pages?term=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: localhost\r\n\r\n`,
    );
    errorOf(answer, 431, 'headers_too_large');
  });

  it('answer an unknown method with 400 naming the method', async () => {
    const server = await listening();
    const answer = await rawExchange(server, 'FOO /api/me HTTP/1.1\r\nhost: localhost\r\n\r\n');
    expect(errorOf(answer, 400, 'bad_request').issues).toEqual([
      { path: 'method', message: 'is not an HTTP method' },
    ]);
  });

  it.each([
    ['a malformed request line', 'GET /api/me HTTP/x\r\nhost: localhost\r\n\r\n'],
    ['bytes that are not HTTP', '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03\r\n\r\n'],
    ['a malformed header', 'GET / HTTP/1.1\r\nhost: localhost\r\nno colon here\r\n\r\n'],
  ])('answer %s with 400', async (_label, bytes) => {
    const server = await listening();
    errorOf(await rawExchange(server, bytes), 400, 'bad_request');
  });
});
