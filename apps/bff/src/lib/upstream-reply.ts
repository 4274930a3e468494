/**
 * Turning backend answers into browser answers, shared by the proxy and the BFF's own auth routes:
 * the caller identity sent upstream, the reactions to the statuses of spec section 8, and the JSON
 * errors for a backend that is slow or unreachable.
 */
import { Readable } from 'node:stream';
import { ACCOUNT_IN_USE_STATUS } from '@pageshelf/domain/errors';
import { errorBody, HttpError } from '@pageshelf/http-errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newDeviceIdOf } from '../plugins/session.js';
import { clientIp } from './client-ip.js';
import { type CallerIdentity, downstreamResponseHeaders } from './forward-headers.js';
import { type BufferedResponse, UpstreamError } from './upstream.js';

/** Backend error codes of a 401 that mean the session cookie is worthless. */
const SESSION_ENDED_CODES = new Set(['session_expired', 'unauthorized']);

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Who the BFF says is calling, for a browser request (`token` defaults to the session's). */
export function callerOf(
  request: FastifyRequest,
  token: string | null = request.sessionToken,
): CallerIdentity {
  return {
    token,
    deviceId: request.deviceId,
    newDeviceId: newDeviceIdOf(request),
    ip: clientIp(request),
    referrer: firstHeader(request.headers.referer),
    requestId: request.id,
  };
}

/** The JSON body of a backend answer, or undefined when it is not JSON. */
export function jsonOf(response: BufferedResponse): unknown {
  const type = firstHeader(response.headers['content-type']) ?? '';
  if (!/[/+]json\b/i.test(type)) return undefined;
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function codeOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null && 'code' in json ? json.code : undefined;
}

/**
 * Whether a backend answer ends the browser's session: 490 (the account signed in elsewhere) always;
 * a 401 `session_expired`/`unauthorized` when the request carried a session.
 */
export function endsSession(request: FastifyRequest, statusCode: number, json: unknown): boolean {
  if (statusCode === ACCOUNT_IN_USE_STATUS) return true;
  if (statusCode !== 401 || !request.hasSessionCookie) return false;
  const code = codeOf(json);
  return typeof code === 'string' && SESSION_ENDED_CODES.has(code);
}

/**
 * Passes a backend answer read whole to the browser: status, headers and body as the backend gave them,
 * clearing the session cookie when the answer ends the session. A 404 that is not JSON becomes the
 * usual JSON 404.
 */
export function sendBuffered(
  request: FastifyRequest,
  reply: FastifyReply,
  response: BufferedResponse,
): FastifyReply {
  const json = response.statusCode >= 400 ? jsonOf(response) : undefined;
  if (response.statusCode >= 400 && endsSession(request, response.statusCode, json)) reply.clearSession();
  if (response.statusCode === 404 && json === undefined) {
    const notFound = new HttpError('not_found');
    return reply.code(404).send(errorBody(404, notFound.code, notFound.message, request.id));
  }
  reply
    .code(response.statusCode)
    .headers(downstreamResponseHeaders(response.headers, { keepContentLength: false }));
  if (request.method === 'HEAD') return reply.send();
  const { chunks } = response;
  if (chunks.length <= 1) return reply.send(chunks[0] ?? EMPTY);
  // Several chunks (a large answer) go out as they are, not joined into one buffer first.
  return reply.header('content-length', response.length).send(streamOf(chunks));
}

const EMPTY = Buffer.alloc(0);

/** A stream of buffers already in memory. */
function streamOf(chunks: readonly Buffer[]): Readable {
  let pushed = false;
  return new Readable({
    read() {
      if (pushed) return;
      pushed = true;
      for (const chunk of chunks) this.push(chunk);
      this.push(null);
    },
  });
}

/** The browser-facing error for a backend call that got no answer: 504 on timeout, 502 otherwise. */
export function upstreamFailure(error: unknown): HttpError | UpstreamError {
  if (!(error instanceof UpstreamError)) return new HttpError('upstream_unavailable');
  switch (error.kind) {
    case 'timeout':
      return new HttpError('upstream_timeout');
    case 'unavailable':
      return new HttpError('upstream_unavailable');
    case 'aborted':
      return error;
  }
}
