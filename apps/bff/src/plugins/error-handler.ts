/**
 * One JSON body for every error the BFF answers itself: `{ statusCode, error, message, code, requestId }`
 * (plus `issues` for a 400). A 5xx never shows its internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError } from '../lib/http-error.js';
import { UpstreamError } from '../lib/upstream.js';
import { RequestValidationError } from '../lib/zod-schemas.js';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | HttpError | RequestValidationError | UpstreamError, request, reply) => {
      const requestId = request.id;
      if (error instanceof UpstreamError && error.kind === 'aborted') {
        // The browser left before the backend answered: nobody is listening any more.
        request.log.debug('browser closed the request before the backend answered');
        return reply
          .code(499)
          .send(errorBody(499, 'internal', 'The request was closed by the client.', requestId));
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
        return reply
          .code(error.statusCode)
          .send(errorBody(error.statusCode, error.code, error.message, requestId, error.issues));
      }
      if (error instanceof RequestValidationError) {
        return reply
          .code(400)
          .send(errorBody(400, 'validation_failed', error.message, requestId, error.issues));
      }
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors: malformed JSON, unsupported content type, body too large...
        return reply.code(status).send(errorBody(status, 'bad_request', error.message, requestId));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .code(500)
        .send(
          errorBody(500, 'internal', 'Something went wrong on our side. Try again in a moment.', requestId),
        );
    },
  );
}
