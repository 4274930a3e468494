/**
 * The rules a raw path segment must pass before the BFF lets it reach the backend, shared by `/api/*`
 * (`api-path`) and `/media/*` (`media-path`): RFC 3986 characters only, decoded exactly once, and then
 * neither a dot segment nor anything that a second decoding or a lenient server would read as another
 * path (a `%` left over, a slash, a backslash, a control character).
 */

/** Characters allowed in a raw path (RFC 3986 `pchar` and `/`). */
export const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** Whether a decoded segment holds a slash, a backslash or a control character (NUL included). */
function hasForbiddenCharacter(segment: string): boolean {
  for (const character of segment) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '/' || character === '\\') return true;
  }
  return false;
}

/**
 * A raw (percent-encoded) path segment decoded once, or null when it is refused: not valid
 * percent-encoding, empty, `.` or `..` (also encoded), double-encoded (a `%` left after decoding, as in
 * `%252e`), or holding an encoded slash or backslash or a control character.
 */
export function decodeSegment(raw: string): string | null {
  if (raw === '') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded === '.' || decoded === '..' || decoded.includes('%') || hasForbiddenCharacter(decoded)) {
    return null;
  }
  return decoded;
}
