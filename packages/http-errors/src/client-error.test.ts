import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { clientErrorHandler, clientErrorOf, clientErrorResponse, HttpError } from './index.js';

/** Sends raw bytes and reads everything the server sends back before it closes the connection. */
function exchange(app: FastifyInstance, request: string): Promise<{ head: string; body: unknown }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes the connection at once, possibly before reading all of a long request.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      if (at === -1) reject(new Error(`no answer: ${JSON.stringify(text)}`));
      else resolve({ head: text.slice(0, at), body: JSON.parse(text.slice(at + 4)) });
    });
  });
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listening(handler = clientErrorHandler({ 'x-content-type-options': 'nosniff' })) {
  app = Fastify({ logger: false, clientErrorHandler: handler });
  app.get('/', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

const shape = (statusCode: number, code: string) => ({
  statusCode,
  error: expect.any(String),
  message: expect.any(String),
  code,
  requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
});

describe('clientErrorHandler', () => {
  it('answers headers over Node’s limit with 431 headers_too_large in the one shape', async () => {
    const server = await listening();
    const answer = await exchange(
      server,
      `GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer.head).toContain('x-content-type-options: nosniff');
    expect(answer.body).toEqual(shape(431, 'headers_too_large'));
  });

  it('answers an address over Node’s limit with 431 too', async () => {
    const server = await listening();
    const answer = await exchange(server, `GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`);
    expect(answer.body).toEqual(shape(431, 'headers_too_large'));
  });

  it('answers an unknown method with 400 naming the method', async () => {
    const server = await listening();
    const answer = await exchange(server, 'FOO / HTTP/1.1\r\nhost: x\r\n\r\n');
    expect(answer.head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.body).toEqual({
      ...shape(400, 'bad_request'),
      issues: [{ path: 'method', message: 'is not an HTTP method' }],
    });
  });

  it('answers bytes that are not HTTP with 400', async () => {
    const server = await listening();
    for (const request of ['GET / HTTP/9\r\n\r\n', 'hello\r\n\r\n', 'GET / HTTP/1.1\r\nbad header\r\n\r\n']) {
      const answer = await exchange(server, request);
      expect(answer.body, JSON.stringify(request)).toMatchObject(shape(400, expect.any(String)));
    }
  });

  it('still answers a good request as usual', async () => {
    const server = await listening();
    const answer = await exchange(server, 'GET / HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(answer.body).toEqual({ ok: true });
  });

  it('maps Node’s codes to catalogue errors', () => {
    expect(clientErrorOf(Object.assign(new Error('x'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }))).toMatchObject({
      statusCode: 408,
      code: 'request_timeout',
    });
    expect(clientErrorOf(Object.assign(new Error('x'), { code: 'HPE_INVALID_URL' }))).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      issues: [{ path: 'path' }],
    });
    expect(clientErrorOf(Object.assign(new Error('x'), { code: 'HPE_INVALID_HEADER_TOKEN' }))).toMatchObject({
      code: 'bad_request',
      issues: [{ path: 'headers' }],
    });
    const response = clientErrorResponse(new HttpError('headers_too_large'), 'r1');
    expect(response).toMatch(/content-length: (\d+)\r\n/);
    const length = Number(/content-length: (\d+)/.exec(response)?.[1]);
    expect(Buffer.byteLength(response.slice(response.indexOf('\r\n\r\n') + 4))).toBe(length);
  });
});
