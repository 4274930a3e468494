/**
 * Maps a browser URL under `/api` to the backend path, refusing what must not reach the backend: dot
 * segments (`..`, also percent-encoded), encoded slashes or backslashes, control characters, empty
 * segments, double percent-encoding, characters outside RFC 3986, and the paths the BFF reserves.
 *
 * Reserved first segments are compared in a canonical form (`canonicalSegment`): percent-decoded, Unicode
 * NFKC, lower case, without a `;` parameter and without trailing dots or surrounding whitespace. So
 * `/api/%61uth/verify`, `/api/AUTH/verify`, `/api/auth;x=1/verify`, `/api/auth./verify` and the fullwidth
 * `/api/ａｕｔｈ/verify` are all `auth`: whatever the backend (or a proxy before it) makes of a spelling,
 * it cannot reach a reserved path. A segment that still holds `%` once decoded (`%2561uth`) is refused
 * outright: something that decodes twice would see another path than the one checked here.
 */
import { HttpError, validationError } from '@pageshelf/http-errors';
import { decodeSegment, PATH_CHARACTERS } from './path-segment.js';

/** Prefix of the browser-facing API. */
export const API_PREFIX = '/api';

/**
 * First path segments the generic proxy refuses (in canonical form): `_auth` belongs to the BFF (its
 * routes are declared one by one), the backend's own `auth` calls hand out session tokens, which must
 * never reach a page, and its `internal` calls are the BFF's own (a kept page's views and pictures).
 */
const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set(['_auth', 'auth', 'internal']);

/** Refused too in production: `dev` is the API's development outbox (the sign-in links it would mail). */
const PRODUCTION_RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([...RESERVED_FIRST_SEGMENTS, 'dev']);

/**
 * The form a decoded path segment is compared in: Unicode NFKC, lower case, cut at the first `;` (a path
 * parameter some servers drop), without surrounding whitespace and trailing dots (which some servers
 * ignore). `AUTH.`, `auth;x=1` and `ａｕｔｈ` all give `auth`.
 */
export function canonicalSegment(decoded: string): string {
  // Printable ASCII is its own NFKC form: skip the Unicode tables for it.
  const lower = (PRINTABLE_ASCII.test(decoded) ? decoded : decoded.normalize('NFKC')).toLowerCase();
  const semicolon = lower.indexOf(';');
  const bare = semicolon === -1 ? lower : lower.slice(0, semicolon);
  return bare.trim().replace(/[.\s]+$/, '');
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A path of unreserved characters only (RFC 3986: letters, digits, `-._~`) and slashes: nothing in it is
 * encoded, so each segment is its own decoded form and only the empty and dot segments remain to refuse.
 */
const PLAIN_PATH = /^[A-Za-z0-9\-._~/]*$/;

/** `decodeSegment` for a segment of a plain path. */
function plainSegment(segment: string): string | null {
  return segment === '' || segment === '.' || segment === '..' ? null : segment;
}

/** A browser URL under `/api`, as the backend sees it. */
export interface ApiTarget {
  /** Backend path without the query (`/me/activity`). */
  readonly pathname: string;
  /** The raw query string without `?`, or `''`. */
  readonly query: string;
  /** Backend path and query (`/me/activity?action=record_count`). */
  readonly path: string;
}

function badPath(): HttpError {
  return validationError([{ path: 'path', message: 'is not a valid API path' }]);
}

/** Prefix of the public REST API (`Authorization: Bearer psk_…`), and the path of the MCP server. */
export const PUBLIC_API_PREFIX = '/v1';
export const MCP_PATH = '/mcp';

/** Whether a request path (no query) is an API's, answered in JSON: under `/api` or `/v1`, or `/mcp`. */
export function isApiPath(pathname: string): boolean {
  return [API_PREFIX, PUBLIC_API_PREFIX, MCP_PATH].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** What the refusals depend on. */
export interface ApiPathOptions {
  /** In production `/api/dev/*` is refused too. */
  readonly production: boolean;
  /** The browser-facing prefix the backend path follows: `/api` unless given (`/v1`). */
  readonly prefix?: string;
}

/** The backend target of a raw browser URL (`/api/...`); throws a 400 or 404 `HttpError` when refused. */
export function apiTarget(rawUrl: string, { production, prefix = API_PREFIX }: ApiPathOptions): ApiTarget {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  if (!rawPath.startsWith(`${prefix}/`)) throw new HttpError('not_found');
  const pathname = rawPath.slice(prefix.length);
  if (!PATH_CHARACTERS.test(pathname) || /[\s#]/.test(query)) throw badPath();
  if (pathname === '/') throw new HttpError('not_found');
  const segments = pathname.split('/').slice(1);
  const decode = PLAIN_PATH.test(pathname) ? plainSegment : decodeSegment;
  const decodedSegments: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === '' && index === segments.length - 1 && index > 0) continue; // a trailing slash
    const decoded = decode(segment);
    if (decoded === null) throw badPath();
    decodedSegments.push(decoded);
  }
  const reserved = production ? PRODUCTION_RESERVED_FIRST_SEGMENTS : RESERVED_FIRST_SEGMENTS;
  if (reserved.has(canonicalSegment(decodedSegments[0] ?? ''))) {
    throw new HttpError('not_found', { params: { subject: `Route ${pathname}` } });
  }
  return { pathname, query, path: query === '' ? pathname : `${pathname}?${query}` };
}
