/**
 * Pathname normalisation shared by the route rules. Internal: not part of the public API.
 *
 * @packageDocumentation
 */

const SCHEME_AND_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/\\]*/i;

/**
 * The segments of a pathname in the form route rules compare: query and fragment removed (a full URL is
 * reduced to its path), percent-decoding applied once, backslashes read as slashes, empty and `.` segments
 * dropped, `..` resolved, everything lower-cased. So `/N//Settings/../search/` gives `['n', 'search']`.
 */
export function pathSegments(pathname: unknown): string[] {
  if (typeof pathname !== 'string') return [];
  let path = pathname.replace(SCHEME_AND_HOST, '');
  const end = path.search(/[?#]/);
  if (end !== -1) path = path.slice(0, end);
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw text when it is not valid percent-encoding
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.toLowerCase());
  }
  return segments;
}
