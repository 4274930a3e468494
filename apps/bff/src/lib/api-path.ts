/**
 * Maps a browser URL under `/api` to the backend path, refusing what must not reach the backend: dot
 * segments (`..`, also percent-encoded), encoded slashes or backslashes, control characters, empty
 * segments, characters outside RFC 3986, and the paths the BFF reserves.
 */
import { HttpError } from './http-error.js';

/** Prefix of the browser-facing API. */
export const API_PREFIX = '/api';

/** Characters allowed in a path (RFC 3986 `pchar` and `/`). */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** Whether a decoded segment holds a slash, a backslash or a control character. */
function hasForbiddenCharacter(segment: string): boolean {
  for (const character of segment) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '/' || character === '\\') return true;
  }
  return false;
}

/**
 * First path segments the generic proxy refuses: `_auth` belongs to the BFF (its routes are declared
 * one by one), and the backend's own `auth` calls hand out session tokens, which must never reach a page.
 */
const RESERVED_FIRST_SEGMENTS = new Set(['_auth', 'auth']);

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
  return new HttpError('bad_request', 'The request path is not valid');
}

/** Whether a request path (no query) is under `/api`. */
export function isApiPath(pathname: string): boolean {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}

/** The backend target of a raw browser URL (`/api/...`); throws a 400 or 404 `HttpError` when refused. */
export function apiTarget(rawUrl: string): ApiTarget {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  if (!rawPath.startsWith(`${API_PREFIX}/`)) throw new HttpError('not_found', 'Not found');
  const pathname = rawPath.slice(API_PREFIX.length);
  if (!PATH_CHARACTERS.test(pathname) || /[\s#]/.test(query)) throw badPath();
  if (pathname === '/') throw new HttpError('not_found', 'Not found');
  const segments = pathname.split('/').slice(1);
  for (const [index, segment] of segments.entries()) {
    if (segment === '') {
      if (index === segments.length - 1 && index > 0) continue; // a trailing slash
      throw badPath();
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      throw badPath();
    }
    if (decoded === '.' || decoded === '..' || hasForbiddenCharacter(decoded)) throw badPath();
  }
  const first = segments[0] ?? '';
  if (RESERVED_FIRST_SEGMENTS.has(first)) throw new HttpError('not_found', `Route ${pathname} not found`);
  return { pathname, query, path: query === '' ? pathname : `${pathname}?${query}` };
}
