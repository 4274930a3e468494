/**
 * Node's own refusals in the one error shape. Node's HTTP parser refuses some requests before Fastify
 * sees them (a request line or headers over its 16 KB limit, a method it does not know, bytes that are
 * not HTTP, a request too slow to arrive), and Fastify then answers them from its `clientErrorHandler`
 * server option, by default in a body of its own without `code` or `requestId`. `clientErrorHandler`
 * answers them like every other error: `{ statusCode, error, message, code, requestId, issues? }`.
 */
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorBody, HttpError, statusText, validationError } from './http-error.js';

/** The error Node hands to `clientError` listeners: its parser's code (`HPE_HEADER_OVERFLOW`…). */
export interface NodeClientError extends Error {
  readonly code?: string;
}

/** The catalogue error answering a refusal of Node's HTTP parser, by its code. */
export function clientErrorOf(error: NodeClientError): HttpError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new HttpError('headers_too_large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new HttpError('request_timeout');
    case 'HPE_INVALID_METHOD':
      return new HttpError('bad_request', { issues: [{ path: 'method', message: 'is not an HTTP method' }] });
    case 'HPE_INVALID_URL':
      return validationError([{ path: 'path', message: 'is not a valid address' }]);
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return new HttpError('bad_request', { issues: [{ path: 'headers', message: 'are not valid HTTP' }] });
    default:
      return new HttpError('bad_request', { issues: [{ path: 'request', message: 'is not valid HTTP' }] });
  }
}

/** The raw HTTP answer of a client error: status line, headers and the JSON body, closing the connection. */
export function clientErrorResponse(
  error: HttpError,
  requestId: string,
  headers: Readonly<Record<string, string>> = {},
): string {
  const body = JSON.stringify(
    errorBody(error.statusCode, error.code, error.message, requestId, error.issues),
  );
  const lines = [
    `HTTP/1.1 ${error.statusCode} ${statusText(error.statusCode)}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    `x-request-id: ${requestId}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * A `clientErrorHandler` for `Fastify({ clientErrorHandler })`: answers Node's refusal in the one error
 * shape (with `headers`, e.g. a server's security headers) and closes the connection, as Node does. A
 * connection the client already reset, or one whose answer has already started, gets nothing more. The refusal
 * is logged at debug level with its code only: Node's error carries the raw bytes of the request, which
 * may hold a cookie or a token.
 */
export function clientErrorHandler(
  headers: Readonly<Record<string, string>> = {},
): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return function handle(this: FastifyInstance, error: NodeClientError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refused = clientErrorOf(error);
    const requestId = randomUUID();
    this.log.debug({ code: error.code, statusCode: refused.statusCode, requestId }, 'client error');
    // As Node does: no answer over one already under way on this connection (its `_httpMessage`).
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && inFlight?.headersSent !== true) {
      socket.write(clientErrorResponse(refused, requestId, headers));
    }
    socket.destroy();
  };
}
