/**
 * The error catalogue (product spec, section 8) as data, so the API, the BFF and the SPA share one table:
 * how the SPA reacts to an HTTP error, the toast texts, the error page texts, and the typed error codes of
 * the API's error bodies with their HTTP status and default message.
 *
 * @packageDocumentation
 */

import { CHUNK_RELOAD_GUARD_MS } from '../constants/constants.js';
import { AUTH_PATH } from '../routes/routes.js';
import type { AccessDenialReason } from '../tiers/tiers.js';

/** HTTP status the backend answers when the account was signed in on another device. */
export const ACCOUNT_IN_USE_STATUS = 490;

/** HTTP status that the SPA handles without a toast (an upgrade prompt is shown elsewhere). */
export const UPGRADE_REQUIRED_STATUS = 426;

/** Toast shown when the session is ended because the account is used on another device (status 490). */
export const ACCOUNT_IN_USE_MESSAGE =
  "You've been signed out because this account is being used on another device. Invite members to join your workspace to share access with them.";

/** Toast text used when an error response carries neither an error field nor a status text. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** The fixed toast texts of the product (spec, section 8). */
export const TOAST_TEXTS = Object.freeze({
  info: Object.freeze({
    signInToBrowse: 'Sign in to continue browsing',
    signInToSearch: 'Sign in to continue searching',
    signUpToContinue: 'Sign up to continue',
  } as const),
  success: Object.freeze({
    markedAsFavorite: 'Marked as favorite',
    removedFromFavorites: 'Removed from favorites',
    imageCopied: 'Image copied to clipboard',
  } as const),
} as const);

/** An HTTP error response as the SPA sees it. */
export interface HttpErrorResponse {
  /** HTTP status code. */
  readonly status: number;
  /**
   * The response's error: the body's `error` field when it is a message string, or the parsed error body
   * itself; an object's `message` string is used (the API's bodies carry the text in `message`).
   */
  readonly error?: unknown;
  /** The response's status text. */
  readonly statusText?: string | null;
}

/** How the SPA reacts to an HTTP error. */
export type HttpErrorReaction =
  | {
      /** Sign the user out, clear state, show `toast`, go to `redirectTo`. */
      readonly kind: 'sign-out';
      /** Toast text. */
      readonly toast: string;
      /** Where to go. */
      readonly redirectTo: typeof AUTH_PATH;
    }
  | {
      /** Show nothing. */
      readonly kind: 'silent';
    }
  | {
      /** Show a toast with `message`. */
      readonly kind: 'toast';
      /** Toast text. */
      readonly message: string;
    };

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (value !== null && typeof value === 'object' && 'message' in value) return messageOf(value.message);
  return null;
}

/**
 * How the SPA reacts to an error response: status 490 signs out with `ACCOUNT_IN_USE_MESSAGE` and goes to
 * `/auth`; 426 is silent; any other status shows a toast with the body's `error` field, else the status
 * text, else `GENERIC_ERROR_MESSAGE`.
 */
export function describeHttpError(response: HttpErrorResponse): HttpErrorReaction {
  if (response.status === ACCOUNT_IN_USE_STATUS) {
    return { kind: 'sign-out', toast: ACCOUNT_IN_USE_MESSAGE, redirectTo: AUTH_PATH };
  }
  if (response.status === UPGRADE_REQUIRED_STATUS) return { kind: 'silent' };
  const message = messageOf(response.error) ?? messageOf(response.statusText) ?? GENERIC_ERROR_MESSAGE;
  return { kind: 'toast', message };
}

function describeFailure(error: unknown): string {
  const message = messageOf(error);
  if (message !== null) return message;
  try {
    return String(error);
  } catch {
    return 'unknown error';
  }
}

/**
 * Toast text of a failed request that got no response (network error, timeout): `Something went wrong:
 * {error}`, where `{error}` is the error's message (or the value itself when it is a string).
 */
export function fetchFailureMessage(error: unknown): string {
  return `Something went wrong: ${describeFailure(error)}`;
}

/** Text of the 404 page: `Page not found: {path}`. */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** Title of the error page: `Page Not Found` for 404, `Internal Server Error` for any other status. */
export function errorPageTitle(status: number): 'Page Not Found' | 'Internal Server Error' {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/**
 * Whether a chunk-load error may reload the page: the last such reload (epoch ms, `null` when none) is at
 * least `CHUNK_RELOAD_GUARD_MS` (10 s) before `now`, or is later than `now` (a clock that moved back).
 */
export function shouldReloadOnChunkError(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  const elapsed = now - lastReloadAt;
  return elapsed < 0 || elapsed >= CHUNK_RELOAD_GUARD_MS;
}

/** The error codes of the API's error bodies. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'invalid_link',
  'unauthorized',
  'session_expired',
  'forbidden',
  'premium_required',
  'admin_required',
  'csrf_rejected',
  'not_found',
  'conflict',
  'search_limit_reached',
  'search_requires_sign_in',
  'visit_limit_reached',
  'upgrade_required',
  'session_replaced',
  'rate_limited',
  'upstream_timeout',
  'upstream_unavailable',
  'internal',
] as const;

/** An error code of the API's error bodies. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What an error code means on the wire. */
export interface ErrorDefinition {
  /** The HTTP status answered with this code. */
  readonly status: number;
  /** The message used when the server has nothing more specific to say; safe to show to users. */
  readonly message: string;
}

/** Every error code with its HTTP status and default message. */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorDefinition>> = Object.freeze({
  validation_failed: { status: 400, message: 'Some fields are not valid' },
  bad_request: { status: 400, message: 'The request is not valid' },
  invalid_link: { status: 400, message: 'This sign-in link is invalid, used or expired' },
  unauthorized: { status: 401, message: 'Sign in to continue' },
  session_expired: { status: 401, message: 'Your session has ended. Sign in again' },
  forbidden: { status: 403, message: 'You do not have access to this page' },
  premium_required: { status: 403, message: 'Upgrade to Pro to continue' },
  admin_required: { status: 403, message: 'Only administrators can open this page' },
  csrf_rejected: { status: 403, message: 'Cross-site request refused' },
  not_found: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'This already exists' },
  search_limit_reached: {
    status: 429,
    message: "You've used all your daily searches. Upgrade to Pro for unlimited searches",
  },
  search_requires_sign_in: { status: 401, message: TOAST_TEXTS.info.signInToSearch },
  visit_limit_reached: { status: 403, message: TOAST_TEXTS.info.signInToBrowse },
  upgrade_required: { status: UPGRADE_REQUIRED_STATUS, message: 'Upgrade required' },
  session_replaced: { status: ACCOUNT_IN_USE_STATUS, message: ACCOUNT_IN_USE_MESSAGE },
  rate_limited: { status: 429, message: 'Too many requests. Try again in a moment' },
  upstream_timeout: { status: 504, message: 'The server took too long to answer. Try again' },
  upstream_unavailable: { status: 502, message: 'The server is unavailable. Try again in a moment' },
  internal: { status: 500, message: GENERIC_ERROR_MESSAGE },
});

/** Whether a value is one of the `ERROR_CODES`. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The error code for a refused access check (see `checkAccess` in `tiers`): `sign-in-required` is
 * `unauthorized` (401); the others are 403 codes.
 */
export function errorCodeForAccessDenial(reason: AccessDenialReason): ErrorCode {
  switch (reason) {
    case 'sign-in-required':
      return 'unauthorized';
    case 'premium-required':
      return 'premium_required';
    case 'premium-not-allowed':
      return 'forbidden';
    case 'admin-required':
      return 'admin_required';
  }
}
