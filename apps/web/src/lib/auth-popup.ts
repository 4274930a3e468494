import { AUTH_POPUP } from '@pageshelf/domain/constants';
import { paths } from '#config/paths';

/** The window name of the sign-in popup: it survives the popup's own navigations. */
const POPUP_NAME = 'pageshelf-auth';

/** Phones and touch screens open popups as tabs: there the sign-in page is a plain navigation. */
const PREFERS_PAGE = '(max-width: 720px), (pointer: coarse)';

/**
 * Opens the sign-in page in a centred popup of 960 by 600 (spec sections 2 and 9), so the page underneath
 * keeps its place; it updates itself when the session changes (lib/session-sync). Returns false when no
 * popup was opened (small screen, or blocked): the caller then navigates to /auth instead.
 */
export function openAuthPopup(redirectTo: string): boolean {
  if (window.matchMedia(PREFERS_PAGE).matches) return false;
  const { width, height } = AUTH_POPUP;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  const url = `${paths.auth.href(redirectTo)}${redirectTo && redirectTo !== '/auth' ? '&' : '?'}popup=1`;
  const popup = window.open(
    url,
    POPUP_NAME,
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return false;
  popup.focus();
  return true;
}

/** Whether this window is the sign-in popup (opened by openAuthPopup and still attached to its page). */
export function isAuthPopup(): boolean {
  return window.name === POPUP_NAME && window.opener !== null;
}
