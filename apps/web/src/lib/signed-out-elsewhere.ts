/**
 * The 490 sign-out ("this account is being used on another device"), remembered for this tab so that
 * the sign-in page can say why the person is there, and the first page after signing in again can offer
 * the way out: inviting members instead of sharing one login. Session storage: it ends with the tab.
 */
const KEY = 'pageshelf:signed-out-elsewhere';

export function rememberSignedOutElsewhere(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage unavailable: the toast of the sign-out is all the person gets
  }
}

export function wasSignedOutElsewhere(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetSignedOutElsewhere(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
