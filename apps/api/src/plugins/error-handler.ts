import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  490: 'Session Replaced',
  500: 'Internal Server Error',
};

/** One error shape for every failure: {statusCode, error, message, code, requestId, issues?}. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = request.id;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is not valid',
      }));
      const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
      return reply.status(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: `Invalid request: ${summary}`,
        code: 'validation_failed',
        requestId,
        issues,
      });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        statusCode: error.statusCode,
        error: STATUS_TEXT[error.statusCode] ?? 'Error',
        message: error.message,
        code: error.code,
        requestId,
        ...(error.issues ? { issues: error.issues } : {}),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      return reply.status(status).send({
        statusCode: status,
        error: STATUS_TEXT[status] ?? 'Bad Request',
        message: error.message,
        code: error.code ?? 'bad_request',
        requestId,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Try again in a moment.',
      code: 'internal',
      requestId,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      code: 'not_found',
      requestId: request.id,
    }),
  );
}
