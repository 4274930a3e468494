const KEY = 'pageshelf.signed-in';

/**
 * Whether the last session this browser saw was signed in. Only the header's placeholder uses it, to
 * hold the place of what will come (the avatar or the sign-in links) while the session loads, so the
 * header does not move when it arrives; it decides nothing.
 */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage off: assume a visitor, the common case
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage off: the placeholder assumes a visitor
  }
}
