/**
 * The one HTTP error of Pageshelf's servers. Its code, status and text come from the domain's error
 * catalogue (`@pageshelf/domain/errors`); a server never writes its own status table or message.
 */
import { STATUS_CODES } from 'node:http';
import {
  type DescribedError,
  describeError,
  type ErrorCode,
  type ErrorParams,
} from '@pageshelf/domain/errors';

/** One problem of a rejected request: `path` is dot-separated and starts with the part (`body.email`). */
export interface ErrorIssue {
  readonly path: string;
  readonly message: string;
}

/** The JSON body of every error answer (the contracts' `ErrorBody`). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
  requestId?: string;
  issues?: ErrorIssue[];
}

/** The reason phrase of a status (`Not Found`); the product's own statuses have theirs. */
export function statusText(statusCode: number): string {
  if (statusCode === 490) return 'Session Replaced';
  if (statusCode === 499) return 'Client Closed Request';
  return STATUS_CODES[statusCode] ?? 'Error';
}

export interface HttpErrorOptions {
  /** Values of the catalogue text's placeholders (`{ subject: 'Screen' }`). */
  readonly params?: ErrorParams;
  /** The fields of a rejected request. */
  readonly issues?: readonly ErrorIssue[];
  /** The cause, for the logs; never sent. */
  readonly cause?: unknown;
}

/** An error answered with the status and text of its catalogue code; the error handler sends it. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues: readonly ErrorIssue[] | undefined;

  constructor(code: ErrorCode, options: HttpErrorOptions = {}) {
    const described = describeError(code, options.params);
    super(described.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.statusCode = described.status;
    this.issues = options.issues;
  }

  /** The error of a policy decision (see `@pageshelf/domain/policy`). */
  static of(error: DescribedError): HttpError {
    return new HttpError(error.code, { params: error.params });
  }
}

/** A 400 `validation_failed` naming each rejected field. */
export function validationError(issues: readonly ErrorIssue[]): HttpError {
  const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return new HttpError('validation_failed', { params: summary === '' ? {} : { issues: summary }, issues });
}

/** The error body of a status and code, in the one shape every error answer has. */
export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  requestId?: string,
  issues?: readonly ErrorIssue[],
): ErrorBody {
  return {
    statusCode,
    error: statusText(statusCode),
    message,
    code,
    ...(requestId === undefined ? {} : { requestId }),
    ...(issues === undefined || issues.length === 0 ? {} : { issues: [...issues] }),
  };
}
