/**
 * One error handler for both servers: every failure is answered in the one body shape
 * `{ statusCode, error, message, code, requestId, issues? }`, with the code and text of the domain's
 * catalogue. A 5xx never shows its internals; a client's mistake is a 4xx naming the field.
 */
import { errorCodeForStatus } from '@pageshelf/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorIssue, errorBody, HttpError, validationError } from './http-error.js';

interface ValidationEntry {
  readonly instancePath?: string;
  readonly message?: string;
}

/** A Fastify schema validation failure (its own validators and fastify-type-provider-zod's). */
function validationIssues(error: FastifyError): ErrorIssue[] | null {
  const entries = (error as { validation?: unknown }).validation;
  if (!Array.isArray(entries)) return null;
  const part = error.validationContext ?? 'request';
  return (entries as ValidationEntry[]).map((entry) => ({
    path: [part, ...(entry.instancePath ?? '').split('/').filter(Boolean)].join('.'),
    message: entry.message ?? 'is not valid',
  }));
}

/** Fastify's own client errors as catalogue errors naming what is wrong. */
function clientError(error: FastifyError, status: number): HttpError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return validationError([{ path: 'body', message: 'is not valid JSON' }]);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return validationError([{ path: 'body', message: 'must not be empty with a JSON content type' }]);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return validationError([{ path: 'headers.content-length', message: 'does not match the body' }]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError('unsupported_media_type', {
        issues: [{ path: 'headers.content-type', message: 'is not accepted here' }],
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError('payload_too_large', { issues: [{ path: 'body', message: 'is too large' }] });
    // The router's refusals, before any route (a server passes them on with its `frameworkErrors` option).
    case 'FST_ERR_BAD_URL':
      return validationError([{ path: 'path', message: 'is not a valid address' }]);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return validationError([{ path: 'path', message: 'has a segment too long for any parameter' }]);
    default:
      return new HttpError(errorCodeForStatus(status));
  }
}

/** The catalogue error an unknown failure is answered with, or null for a server fault. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  const fastifyError = error as FastifyError;
  const issues = validationIssues(fastifyError);
  if (issues !== null) return validationError(issues);
  if (error instanceof SyntaxError && 'body' in error) {
    return validationError([{ path: 'body', message: 'is not valid JSON' }]);
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) return clientError(fastifyError, status);
  return null;
}

/** What a server adds to the one error handler. */
export interface ErrorHandlerOptions {
  /**
   * Whether a failure means a dependency is briefly out of reach (the database restarting): answered
   * 503 `service_unavailable` with `Retry-After: retryAfterSeconds`, so clients and load balancers try
   * again rather than report a fault.
   */
  readonly unavailable?: (error: unknown) => boolean;
  /** Seconds a client should wait before trying again after a 503 (2 when not given). */
  readonly retryAfterSeconds?: number;
}

/** Sends an error in the one shape; a server fault is logged and answered 500 without details. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  options: ErrorHandlerOptions = {},
): FastifyReply {
  if (options.unavailable?.(error)) {
    const http = new HttpError('service_unavailable', { cause: error });
    request.log.warn({ err: error }, http.message);
    return reply
      .code(http.statusCode)
      .header('retry-after', String(options.retryAfterSeconds ?? 2))
      .send(errorBody(http.statusCode, http.code, http.message, request.id));
  }
  const known = toHttpError(error);
  if (known === null || known.statusCode >= 500) {
    const http = known ?? new HttpError('internal');
    if (known === null) request.log.error({ err: error }, 'unhandled error');
    else request.log.warn({ err: error }, http.message);
    return reply
      .code(http.statusCode)
      .send(errorBody(http.statusCode, http.code, http.message, request.id, http.issues));
  }
  return reply
    .code(known.statusCode)
    .send(errorBody(known.statusCode, known.code, known.message, request.id, known.issues));
}

/** Makes `sendError` the error handler of an instance (and of every plugin it registers). */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error, options));
}
