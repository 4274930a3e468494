/**
 * Addresses that hold a secret: the token of a sign-in link (`/magic/{magicLink}`), of a workspace
 * invitation (`/invitations/{invitationToken}`) and of a collection's share link (`/shared/{shareToken}`,
 * `/shared/collections/{token}` in the API), which the API also serves as `/invitations/:token` and
 * `/invitations/:token/accept` and the BFF as `/api/invitations/...`, and a `token` query parameter.
 * Whoever reads such an address can sign in as its owner or join the workspace, so it is never written
 * to a log, a forwarded header or analytics as it is: `redactSecretPaths` replaces the secret first.
 *
 * The secret segments come from the page-route table (the routes whose parameter is a token), so a new
 * route with a token is redacted once its parameter is listed in `SECRET_PAGE_PARAMS`.
 *
 * @packageDocumentation
 */

import { PAGE_ROUTE_PATTERNS, type PageParamName } from './page-routes.js';

/**
 * The page-route parameters that are secrets: a sign-in link's token, an invitation's token, and a
 * collection's share link (whoever has it reads the collection).
 */
export const SECRET_PAGE_PARAMS: readonly PageParamName[] = Object.freeze([
  'magicLink',
  'invitationToken',
  'shareToken',
]);

/**
 * The API's own addresses of a secret that are not page routes, as the fixed words before it: a shared
 * collection is `/shared/collections/{token}` there, `/shared/{shareToken}` in the SPA.
 */
const SECRET_API_PREFIXES: readonly (readonly string[])[] = [['shared', 'collections']];

/** Query (and fragment) parameters whose value is a secret. */
export const SECRET_QUERY_PARAMS: readonly string[] = Object.freeze(['token']);

/** What a secret is replaced with. */
export const REDACTED_SECRET = '[redacted]';

/** The first segment of the BFF's API surface (`/api/invitations/...` is `/invitations/...` of the API). */
const API_SEGMENT = 'api';

/**
 * The fixed words before each secret parameter, lower-cased: `['magic']`, `['invitations']`, `['shared']`
 * and `['shared', 'collections']`. The API's routes under those words (`/invitations/:token/accept`) have
 * the secret at the same place.
 */
const SECRET_PREFIXES: readonly (readonly string[])[] = [
  ...SECRET_API_PREFIXES,
  ...PAGE_ROUTE_PATTERNS.flatMap((pattern) => {
    const parts = pattern.split('/').filter((part) => part !== '');
    const at = parts.findIndex(
      (part) => part.startsWith(':') && SECRET_PAGE_PARAMS.includes(part.slice(1) as PageParamName),
    );
    return at === -1 ? [] : [parts.slice(0, at).map((part) => part.toLowerCase())];
  }),
  // The longest first: `/shared/collections/{token}` is read as that, not as `/shared/{token}`.
].sort((a, b) => b.length - a.length);

/** Scheme and authority of an absolute URL (`https://host:3000`). */
const SCHEME_AND_AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** Whether a text could hold a secret at all (the cheap test before any splitting). */
const MAY_HOLD_SECRET = /magic|invitations|shared|token|%/i;

/** A segment or parameter name as compared: percent-decoded once (when valid) and lower-cased. */
function normalised(text: string): string {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

function redactPath(path: string): string {
  const segments = path.split('/');
  // Where the non-empty segments are, so `//magic/x` and `/api/invitations/x` are read like `/magic/x`.
  const filled = segments.flatMap((segment, index) => (segment === '' ? [] : [index]));
  const start =
    filled.length > 0 && normalised(segments[filled[0] as number] as string) === API_SEGMENT ? 1 : 0;
  let changed = false;
  for (const prefix of SECRET_PREFIXES) {
    const secretAt = filled[start + prefix.length];
    if (secretAt === undefined) continue;
    const matches = prefix.every(
      (word, offset) => normalised(segments[filled[start + offset] as number] as string) === word,
    );
    if (!matches) continue;
    segments[secretAt] = REDACTED_SECRET;
    changed = true;
    break;
  }
  return changed ? segments.join('/') : path;
}

/** Replaces the values of secret parameters in a query or fragment (`?token=abc&x=1`). */
function redactParams(tail: string): string {
  return tail.replace(/([?#&;])([^=&#;]*)=([^&#;]*)/g, (whole, separator: string, name: string) =>
    SECRET_QUERY_PARAMS.includes(normalised(name)) ? `${separator}${name}=${REDACTED_SECRET}` : whole,
  );
}

/**
 * An address with its secrets replaced by `REDACTED_SECRET`: the token segment of `/magic/{token}`,
 * `/invitations/{token}` (and what follows it, such as `/accept`, kept), the same under `/api`, and the
 * value of a `token` query or fragment parameter. Takes a full URL (`https://host/magic/abc?x=1`), a path
 * with its query (a request URL, a Referer) or a pathname; segment and parameter names are compared
 * percent-decoded and in any case. Anything else is returned unchanged, so it is safe on any text.
 *
 * @example redactSecretPaths('https://pageshelf.dev/magic/abc123?next=/pages') // 'https://pageshelf.dev/magic/[redacted]?next=/pages'
 * @example redactSecretPaths('/api/invitations/abc123/accept') // '/api/invitations/[redacted]/accept'
 * @example redactSecretPaths('/auth?token=abc123') // '/auth?token=[redacted]'
 */
export function redactSecretPaths(url: string): string {
  if (!MAY_HOLD_SECRET.test(url)) return url;
  const authority = SCHEME_AND_AUTHORITY.exec(url)?.[0] ?? '';
  const rest = url.slice(authority.length);
  const cut = rest.search(/[?#]/);
  const path = cut === -1 ? rest : rest.slice(0, cut);
  const tail = cut === -1 ? '' : rest.slice(cut);
  return `${authority}${redactPath(path)}${redactParams(tail)}`;
}
