/**
 * The BFF answers its own errors with the one error handler of `@pageshelf/http-errors` (the API's too):
 * `{ statusCode, error, message, code, requestId, issues? }` from the domain's catalogue, never a 5xx's
 * internals. A backend call the browser abandoned is `client_closed` (499), logged at debug level.
 */
import { HttpError, sendError } from '@pageshelf/http-errors';
import type { FastifyInstance } from 'fastify';
import { UpstreamError } from '../lib/upstream.js';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof UpstreamError && error.kind === 'aborted') {
      request.log.debug('browser closed the request before the backend answered');
      return sendError(request, reply, new HttpError('client_closed'));
    }
    return sendError(request, reply, error);
  });
}
