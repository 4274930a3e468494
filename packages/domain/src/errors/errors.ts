/**
 * The error catalogue (product spec, section 8) as data, so the API, the BFF and the SPA share one table:
 * how the SPA reacts to an HTTP error, the toast texts, the error page texts, and the typed error codes of
 * the API's error bodies with their HTTP status and default message.
 *
 * @packageDocumentation
 */

import { CHUNK_RELOAD_GUARD_MS } from '../constants/constants.js';
import { AUTH_PATH } from '../routes/routes.js';

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
  /** The error body's `code` (see `ERROR_CODES`), when it has one. */
  readonly code?: string | null;
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
    }
  | {
      /** A visitor past the visit cap: info toast `toast`, then the sign-in page, back here after. */
      readonly kind: 'sign-in';
      /** Toast text. */
      readonly toast: string;
    }
  | {
      /** A visitor asked for a member's feature: info toast `toast` and the auth prompt. */
      readonly kind: 'auth-prompt';
      /** Toast and prompt text. */
      readonly toast: string;
    }
  | {
      /** A free member asked for a Pro feature or is past the visit cap: the paywall with `message`. */
      readonly kind: 'paywall';
      /** The paywall's text. */
      readonly message: string;
    }
  | {
      /** A free member out of searches: the search-limit modal with `message`. */
      readonly kind: 'search-limit';
      /** The modal's text. */
      readonly message: string;
    };

/** The reactions of the policy's refusals, by error code: each one opens a way forward, not a toast. */
const REFUSAL_REACTIONS: Readonly<Record<string, HttpErrorReaction>> = Object.freeze({
  sign_in_to_browse: { kind: 'sign-in', toast: TOAST_TEXTS.info.signInToBrowse },
  search_requires_sign_in: { kind: 'auth-prompt', toast: TOAST_TEXTS.info.signInToSearch },
  sign_up_required: { kind: 'auth-prompt', toast: TOAST_TEXTS.info.signUpToContinue },
});

/** Refusals that open the paywall, with the text the server gave. */
const PAYWALL_CODES: ReadonlySet<string> = new Set(['visit_limit_reached', 'premium_required']);

function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (value !== null && typeof value === 'object' && 'message' in value) return messageOf(value.message);
  return null;
}

/**
 * How the SPA reacts to an error response: status 490 signs out with `ACCOUNT_IN_USE_MESSAGE` and goes to
 * `/auth`; 426 is silent; the policy's refusals open a way forward (a visitor past the visit cap is sent
 * to sign in with 'Sign in to continue browsing'; a visitor asking for a member's feature gets the auth
 * prompt; a free member asking for Pro, or past the cap, the paywall; out of searches, the search-limit
 * modal); any other status shows a toast with the body's `error` field, else the status
 * text, else `GENERIC_ERROR_MESSAGE`.
 */
export function describeHttpError(response: HttpErrorResponse): HttpErrorReaction {
  if (response.status === ACCOUNT_IN_USE_STATUS) {
    return { kind: 'sign-out', toast: ACCOUNT_IN_USE_MESSAGE, redirectTo: AUTH_PATH };
  }
  if (response.status === UPGRADE_REQUIRED_STATUS) return { kind: 'silent' };
  const code = response.code ?? '';
  if (Object.hasOwn(REFUSAL_REACTIONS, code)) return REFUSAL_REACTIONS[code] as HttpErrorReaction;
  const message = messageOf(response.error) ?? messageOf(response.statusText) ?? GENERIC_ERROR_MESSAGE;
  if (PAYWALL_CODES.has(code)) return { kind: 'paywall', message };
  if (code === 'search_limit_reached') return { kind: 'search-limit', message };
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
  return describeError('page_not_found', { path }).message;
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

/** The error codes of the API's and the BFF's error bodies. */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'invalid_link',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'unsupported_media_type',
  'image_unreadable',
  'image_too_large',
  'image_type_unsupported',
  'unauthorized',
  'sign_up_required',
  'session_expired',
  'api_key_invalid',
  'api_key_missing',
  'api_key_lapsed',
  'api_key_not_allowed',
  'search_requires_sign_in',
  'sign_in_to_browse',
  'forbidden',
  'premium_required',
  'admin_required',
  'capture_not_allowed',
  'owner_only',
  'team_owner_only',
  'visit_limit_reached',
  'csrf_rejected',
  'not_found',
  'page_not_found',
  'link_expired',
  'conflict',
  'team_full',
  'seats_in_use',
  'collection_full',
  'collection_changed',
  'api_keys_limit',
  'capture_in_progress',
  'capture_address_refused',
  'team_owner_cannot_leave',
  'already_in_team',
  'invitation_invalid',
  'invitation_wrong_account',
  'already_member',
  'already_subscribed',
  'no_subscription',
  'checkout_closed',
  'webhook_signature_invalid',
  'upgrade_required',
  'search_limit_reached',
  'sign_in_links_limited',
  'feedback_limit_reached',
  'capture_limit_reached',
  'feedback_storage_full',
  'rate_limited',
  'session_replaced',
  'client_closed',
  'internal',
  'upstream_unavailable',
  'service_unavailable',
  'capture_unavailable',
  'upstream_timeout',
] as const;

/** An error code of the API's and the BFF's error bodies. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What an error code means on the wire. */
export interface ErrorDefinition {
  /** The HTTP status answered with this code. */
  readonly status: number;
  /**
   * The text answered with this code, safe to show to users. `{name}` placeholders are filled by
   * `describeError` from its parameters, else from `defaults`.
   */
  readonly message: string;
  /** Values of the placeholders when the caller gives none. */
  readonly defaults?: Readonly<Record<string, string>>;
}

/** Message of the paywall shown to a signed-in free user over the visit cap. */
export const VISIT_LIMIT_UPGRADE_MESSAGE = 'Upgrade to Pro to keep browsing';

/**
 * Every error code with its HTTP status and text: the only source of both for the API and the BFF
 * (and of the texts the SPA shows for them).
 */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorDefinition>> = Object.freeze({
  validation_failed: {
    status: 400,
    message: 'Invalid request: {issues}',
    defaults: { issues: 'some fields are not valid' },
  },
  bad_request: { status: 400, message: 'The request is not valid' },
  invalid_link: { status: 400, message: 'This sign-in link is invalid, used or expired' },
  payload_too_large: { status: 413, message: 'The request is too large' },
  // Node's own refusals, before any route: a request line or headers over its limit, a request too slow.
  headers_too_large: { status: 431, message: 'The address or the headers of the request are too large' },
  request_timeout: { status: 408, message: 'The request took too long to arrive' },
  unsupported_media_type: { status: 415, message: 'This content type is not accepted here' },
  image_unreadable: {
    status: 400,
    message: '{reason}',
    defaults: { reason: 'The picture could not be read: send a complete PNG, JPEG or WebP image' },
  },
  image_too_large: {
    status: 413,
    message: '{reason}',
    defaults: { reason: 'The picture is too large' },
  },
  image_type_unsupported: {
    status: 415,
    message: 'The picture must be a PNG, JPEG or WebP image, not {found}',
    defaults: { found: 'another type' },
  },
  unauthorized: { status: 401, message: 'Sign in to continue' },
  sign_up_required: { status: 401, message: TOAST_TEXTS.info.signUpToContinue },
  session_expired: { status: 401, message: 'Your session has ended. Sign in again' },
  api_key_invalid: {
    status: 401,
    message: 'This API key is not valid: it was revoked, or mistyped. Make a new one in Settings → API keys',
  },
  api_key_missing: {
    status: 401,
    message:
      'This address takes an API key: send Authorization: Bearer psk_… (make one in Settings → API keys)',
  },
  api_key_lapsed: {
    status: 403,
    message:
      "API keys work with Pro or Team, and this key's account has neither now. Upgrade to use it again",
  },
  api_key_not_allowed: {
    status: 403,
    message: 'API keys reach the library and collections only: sign in on the site to do this',
  },
  search_requires_sign_in: { status: 401, message: TOAST_TEXTS.info.signInToSearch },
  sign_in_to_browse: { status: 401, message: TOAST_TEXTS.info.signInToBrowse },
  forbidden: { status: 403, message: 'You do not have access to this page' },
  premium_required: { status: 403, message: 'Upgrade to Pro to continue' },
  admin_required: { status: 403, message: 'Only administrators can do this' },
  capture_not_allowed: {
    status: 403,
    message: 'Capturing is for administrators and the owners of a Pro or Team workspace',
  },
  owner_only: {
    status: 403,
    message: 'Only the owner of this {subject} can change it',
    defaults: { subject: 'item' },
  },
  team_owner_only: {
    status: 403,
    message: 'Only the owner of the workspace can {action}',
    defaults: { action: 'do this' },
  },
  visit_limit_reached: { status: 403, message: VISIT_LIMIT_UPGRADE_MESSAGE },
  csrf_rejected: { status: 403, message: 'Cross-site request refused' },
  not_found: { status: 404, message: '{subject} not found', defaults: { subject: 'Page' } },
  page_not_found: { status: 404, message: 'Page not found: {path}', defaults: { path: '/' } },
  link_expired: { status: 410, message: 'This link has expired: reload the page for a new one' },
  conflict: { status: 409, message: '{subject} already exists', defaults: { subject: 'This' } },
  team_full: {
    status: 409,
    message: '{reason}',
    defaults: { reason: 'Your workspace is full. Add seats to invite more people.' },
  },
  seats_in_use: {
    status: 409,
    message: '{reason}',
    defaults: { reason: 'Keep a seat for everyone in the workspace and every pending invitation' },
  },
  capture_in_progress: {
    status: 409,
    message: 'Your capture of {app} is still running: start the next one when it has finished',
    defaults: { app: 'an app' },
  },
  capture_address_refused: {
    status: 400,
    message: '{address} {reason}',
    defaults: { address: 'This address', reason: 'cannot be captured' },
  },
  collection_full: {
    status: 409,
    message: 'A collection holds at most {limit} items. Start another one for the rest',
    defaults: { limit: '500' },
  },
  collection_changed: {
    status: 409,
    message: 'The collection changed meanwhile: reload it and try again',
  },
  api_keys_limit: {
    status: 409,
    message: 'An account holds at most {max} API keys: revoke one first',
    defaults: { max: '10' },
  },
  team_owner_cannot_leave: {
    status: 409,
    message: 'Remove the other members first: a workspace cannot be left without its owner',
  },
  already_in_team: { status: 409, message: 'You are already in a workspace. Leave it first' },
  invitation_invalid: { status: 400, message: 'This invitation is invalid, used, withdrawn or expired' },
  invitation_wrong_account: {
    status: 403,
    message: 'This invitation was sent to {email}. Sign in with that address to accept it',
    defaults: { email: 'another address' },
  },
  already_member: {
    status: 409,
    message: '{email} is already in this workspace',
    defaults: { email: 'This person' },
  },
  already_subscribed: {
    status: 409,
    message: 'You already have {plan}. Manage it in Settings, Subscription',
    defaults: { plan: 'a subscription' },
  },
  no_subscription: {
    status: 409,
    message: 'There is no subscription to {action}',
    defaults: { action: 'change' },
  },
  checkout_closed: {
    status: 409,
    message: 'This checkout {reason}. Start again from the plans',
    defaults: { reason: 'is closed' },
  },
  webhook_signature_invalid: { status: 400, message: 'The webhook signature does not verify' },
  upgrade_required: { status: UPGRADE_REQUIRED_STATUS, message: 'Upgrade required' },
  search_limit_reached: {
    status: 429,
    message: "You've used all {limit} daily searches. Upgrade to Pro for unlimited searches",
    defaults: { limit: 'your' },
  },
  sign_in_links_limited: {
    status: 429,
    message: 'Too many sign-in links asked for this address. Try again in 15 minutes',
  },
  feedback_limit_reached: {
    status: 429,
    message: 'You can send {limit} feedback messages a day. Send the next one {after}',
    defaults: { limit: '10', after: 'tomorrow' },
  },
  capture_limit_reached: {
    status: 429,
    message: 'You can start {limit} captures a day. Start the next one {after}',
    defaults: { limit: '10', after: 'tomorrow' },
  },
  feedback_storage_full: {
    status: 413,
    message:
      'Your feedback screenshots fill the {limit} kept for each account: send this message without a screenshot',
    defaults: { limit: '20 MB' },
  },
  rate_limited: {
    status: 429,
    message: 'Too many requests. Try again {after}',
    defaults: { after: 'in a moment' },
  },
  session_replaced: { status: ACCOUNT_IN_USE_STATUS, message: ACCOUNT_IN_USE_MESSAGE },
  client_closed: { status: 499, message: 'The request was closed by the client' },
  internal: { status: 500, message: 'Something went wrong on our side. Try again in a moment' },
  upstream_unavailable: { status: 502, message: 'The server is unavailable. Try again in a moment' },
  capture_unavailable: {
    status: 503,
    message: 'Capture needs Chromium on the server, and this one has none (CHROME_PATH)',
  },
  service_unavailable: {
    status: 503,
    message: 'The service is briefly unavailable. Try again in a moment',
  },
  upstream_timeout: { status: 504, message: 'The server took too long to answer. Try again' },
});

/** Values of an error text's placeholders. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** An error as it goes on the wire: its code, status and text. */
export interface DescribedError {
  readonly code: ErrorCode;
  readonly status: number;
  readonly message: string;
  /** The placeholder values it was described with. */
  readonly params: ErrorParams;
}

/**
 * The status and text of an error code, its placeholders filled from `params`, else from the
 * catalogue's defaults (`describeError('not_found', { subject: 'Screen' })` → 404 'Screen not found').
 */
export function describeError(code: ErrorCode, params: ErrorParams = {}): DescribedError {
  const definition = ERROR_CATALOGUE[code];
  const message = definition.message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : definition.defaults?.[name];
    return value === undefined ? placeholder : String(value);
  });
  return { code, status: definition.status, message, params };
}

/**
 * The code of an error status that has no code of its own (a framework's client error): 408, 413, 415, 431,
 * 404, 429 and 499 have theirs; any other 4xx is `bad_request`; 502 and 504 are the upstream codes,
 * 503 `service_unavailable`;
 * any other status is `internal`.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 404:
      return 'not_found';
    case 408:
      return 'request_timeout';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 431:
      return 'headers_too_large';
    case 429:
      return 'rate_limited';
    case 499:
      return 'client_closed';
    case 502:
      return 'upstream_unavailable';
    case 503:
      return 'service_unavailable';
    case 504:
      return 'upstream_timeout';
    default:
      return status >= 400 && status < 500 ? 'bad_request' : 'internal';
  }
}
