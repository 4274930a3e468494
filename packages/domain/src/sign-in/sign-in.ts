/**
 * The sign-in page's address, in a module of its own: the SPA's first script links to it, so it carries
 * nothing else (the route tables of `routes` stay out of the first download).
 */

/** Path of the sign-in page. */
export const AUTH_PATH = '/auth';

/** Why the sign-in page was opened, which it explains: `visits`, a visitor's free views are used. */
export type AuthReason = 'visits';

/**
 * The sign-in page's address: back to `redirectTo` (a path with its query) after signing in, saying why
 * when `reason` is given (`/auth?redirectTo=%2Fpages%2F…&reason=visits`). The SPA links to it and the BFF
 * sends a visitor there whose free views are used.
 */
export function authHref(redirectTo?: string | null, reason?: AuthReason): string {
  const query = new URLSearchParams();
  if (redirectTo && redirectTo !== AUTH_PATH) query.set('redirectTo', redirectTo);
  if (reason) query.set('reason', reason);
  const search = query.toString();
  return search === '' ? AUTH_PATH : `${AUTH_PATH}?${search}`;
}
