/**
 * Business constants of the product (spec section 9), in one place for the SPA, the BFF and the API.
 */

/** Cookie holding the mirror of the search counter: JSON `{ count, timestamp }`. */
export const SEARCH_COOKIE = 'search_data';
/** Cookie holding the mirror of the visit counter: a number. */
export const VISIT_COOKIE = 'visit_count';
/** Cookie holding the interaction counters: JSON, reset after 7 days. */
export const INTERACTIONS_COOKIE = 'intctn';
/** Path of the session cookie. */
export const SESSION_COOKIE_PATH = '/';

/** Backend fetch timeout. */
export const BACKEND_TIMEOUT_MS = 30_000;
/** Delay before a search is tracked. */
export const SEARCH_TRACKING_DELAY_MS = 100;
/** Activity calls run in idle time with this timeout. */
export const ACTIVITY_IDLE_TIMEOUT_MS = 5_000;
/** Size of the sign-in popup. */
export const AUTH_POPUP = { width: 960, height: 600 } as const;
/** Toast area: visible 4000 ms, at most 3, gap 14 px, width 356 px, bottom-right, Alt+T focuses. */
export const TOASTS = {
  durationMs: 4_000,
  maxVisible: 3,
  gapPx: 14,
  widthPx: 356,
  position: 'bottom-right',
  hotkey: 'Alt+T',
} as const;
/** Icon fetch timeout. */
export const ICON_FETCH_TIMEOUT_MS = 1_500;
/** Replay link lookback. */
export const REPLAY_LOOKBACK_MS = 10_000;
/** Filter text is tracked truncated to this many characters. */
export const TRACKED_TEXT_MAX_LENGTH = 50;
/** A chunk-load error reloads the page at most once per this many milliseconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Default form validation message. */
export const DEFAULT_FORM_MESSAGE = 'The field is not valid';
