/**
 * `@pageshelf/http-errors`: the one `HttpError` and error handler of the API and the BFF, their answer
 * to Node's own refusals (`clientErrorHandler`) and how they log a request (`withRedactedRequests`, one line a
 * request with `AccessLog`). Codes, statuses and texts all come from
 * `@pageshelf/domain/errors`.
 *
 * @packageDocumentation
 */
export {
  clientErrorHandler,
  clientErrorOf,
  clientErrorResponse,
  type NodeClientError,
} from './client-error.js';
export {
  type ErrorHandlerOptions,
  registerErrorHandler,
  sendError,
  toHttpError,
} from './error-handler.js';
export {
  type ErrorBody,
  type ErrorIssue,
  errorBody,
  HttpError,
  type HttpErrorOptions,
  statusText,
  validationError,
} from './http-error.js';
export { AccessLog, requestLogLine, withRedactedRequests } from './request-log.js';
