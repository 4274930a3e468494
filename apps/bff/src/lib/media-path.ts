/**
 * Which `/media/*` paths may reach the backend's image store. The backend maps them to files, so the BFF
 * refuses, before calling it, every path that could mean something else than it says: empty segments
 * (`026//full.webp`) and a trailing slash, dot segments, encoded dots, slashes or backslashes, double
 * encoding, NUL and other control characters, and characters outside RFC 3986.
 */
import { decodeSegment, PATH_CHARACTERS } from './path-segment.js';

/** Prefix of the image paths. */
export const MEDIA_PREFIX = '/media/';

/** Whether a raw browser URL (`/media/...`, query allowed) is an image path the backend may be asked for. */
export function isSafeMediaPath(rawUrl: string): boolean {
  const queryStart = rawUrl.indexOf('?');
  const rawPath = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  if (!rawPath.startsWith(MEDIA_PREFIX) || !PATH_CHARACTERS.test(rawPath)) return false;
  return rawPath
    .slice(MEDIA_PREFIX.length)
    .split('/')
    .every((segment) => !/%2e/i.test(segment) && decodeSegment(segment) !== null);
}
