import { STATUS_CODES } from 'node:http';
import { ERROR_CATALOGUE, type ErrorCode } from '@pageshelf/domain/errors';

/** One problem of a rejected request; `path` is dot-separated (`body.email`). */
export interface ErrorIssue {
  readonly path: string;
  readonly message: string;
}

/** The JSON body of every error the BFF itself answers (the contracts' `ErrorBody`). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  requestId?: string;
  issues?: ErrorIssue[];
}

/** The reason phrase of a status (`Not Found`); backend-specific statuses get a fitting name. */
export function statusText(statusCode: number): string {
  if (statusCode === 490) return 'Session Replaced';
  return STATUS_CODES[statusCode] ?? 'Error';
}

/** An error with an HTTP status and a code of the shared error catalogue; the error handler answers it. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly issues: readonly ErrorIssue[] | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options?: { statusCode?: number; issues?: readonly ErrorIssue[] },
  ) {
    const definition = ERROR_CATALOGUE[code];
    super(message ?? definition.message);
    this.code = code;
    this.statusCode = options?.statusCode ?? definition.status;
    this.issues = options?.issues;
  }
}

/** The error body of a status and code, in the one shape every error response has. */
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
    ...(issues === undefined ? {} : { issues: [...issues] }),
  };
}
