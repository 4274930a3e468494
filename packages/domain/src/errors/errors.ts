/** Status the backend answers when the account signed in on another device (spec section 8). */
export const ACCOUNT_IN_USE_STATUS = 490;
/** Status answered without a toast. */
export const UPGRADE_REQUIRED_STATUS = 426;

export const SIGNED_OUT_ELSEWHERE_MESSAGE =
  "You've been signed out because this account is being used on another device. Invite members to join your workspace to share access with them.";

/** Every toast text of the product (spec sections 5 and 8). */
export const TOAST_TEXTS = {
  signInToBrowse: 'Sign in to continue browsing',
  signInToSearch: 'Sign in to continue searching',
  signUpToContinue: 'Sign up to continue',
  markedAsFavorite: 'Marked as favorite',
  removedFromFavorites: 'Removed from favorites',
  imageCopied: 'Image copied to clipboard',
} as const;

export type ErrorBehaviour =
  | { kind: 'sign-out'; toast: string; redirectTo: '/auth' }
  | { kind: 'silent' }
  | { kind: 'toast'; message: string };

/**
 * What the UI does with a failed response: 490 signs out with its message and goes to /auth, 426 shows
 * nothing, anything else shows the response's error field, else the status text.
 */
export function describeHttpError(response: {
  status: number;
  error?: unknown;
  statusText?: string | null;
}): ErrorBehaviour {
  if (response.status === ACCOUNT_IN_USE_STATUS) {
    return { kind: 'sign-out', toast: SIGNED_OUT_ELSEWHERE_MESSAGE, redirectTo: '/auth' };
  }
  if (response.status === UPGRADE_REQUIRED_STATUS) return { kind: 'silent' };
  const error = typeof response.error === 'string' && response.error.trim() !== '' ? response.error : null;
  const statusText = response.statusText?.trim() ? response.statusText : null;
  return { kind: 'toast', message: error ?? statusText ?? `Request failed with status ${response.status}` };
}

/** A failure of the fetch itself: 'Something went wrong: {error}'. */
export function fetchFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `Something went wrong: ${text}`;
}

/** 'Page not found: {path}' */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** The error page title: Page Not Found for 404, otherwise Internal Server Error. */
export function errorPageTitle(status: number): 'Page Not Found' | 'Internal Server Error' {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/** Machine-readable error codes shared by the API, the BFF and the SPA, with status and default message. */
export const ERROR_CODES = {
  validation_failed: { status: 400, message: 'The request is not valid' },
  invalid_link: { status: 400, message: 'This sign-in link is invalid, used or expired' },
  unauthorized: { status: 401, message: TOAST_TEXTS.signUpToContinue },
  session_expired: { status: 401, message: 'Your session has ended. Sign in again.' },
  search_requires_sign_in: { status: 401, message: TOAST_TEXTS.signInToSearch },
  forbidden: { status: 403, message: 'You do not have access to this' },
  premium_required: { status: 403, message: 'This is part of Pageshelf Pro' },
  admin_required: { status: 403, message: 'Only administrators can do this' },
  csrf_rejected: { status: 403, message: 'Cross-site request refused' },
  not_found: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'This conflicts with the current state' },
  search_limit_reached: { status: 429, message: 'Daily search limit reached' },
  visit_limit_reached: { status: 403, message: TOAST_TEXTS.signInToBrowse },
  rate_limited: { status: 429, message: 'Too many requests. Try again shortly.' },
  session_replaced: { status: ACCOUNT_IN_USE_STATUS, message: SIGNED_OUT_ELSEWHERE_MESSAGE },
  internal: { status: 500, message: 'Something went wrong on our side' },
  upstream_unavailable: { status: 502, message: 'The service is unavailable. Try again in a moment.' },
  upstream_timeout: { status: 504, message: 'The service took too long to answer' },
} as const satisfies Record<string, { status: number; message: string }>;
export type ErrorCode = keyof typeof ERROR_CODES;
