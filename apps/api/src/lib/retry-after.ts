/**
 * Refusals that say when to come back (a full queue, a rate used up): the answer carries `Retry-After`
 * in seconds besides the catalogue's text, so a client (or the BFF, which passes it on) need not guess.
 */
import type { ErrorCode } from '@pageshelf/domain/errors';
import { HttpError, type HttpErrorOptions } from '@pageshelf/http-errors';
import type { FastifyReply } from 'fastify';

/** An `HttpError` with the seconds after which the request may be sent again. */
export class RetryLaterError extends HttpError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
    options: HttpErrorOptions = {},
  ) {
    super(code, options);
  }
}

/** Runs a handler's `work`; a `RetryLaterError` it throws is answered with its `Retry-After` header. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    throw error;
  }
}
