/**
 * Business constants of Pageshelf (product spec, section 9 and the places that refer to it).
 *
 * Limits that belong to one rule live beside that rule (`search-quota`, `visit-cap`, `interactions`);
 * this module holds the timings, cookie names and UI figures that several apps share.
 *
 * @packageDocumentation
 */

/** Name of the cookie that holds the search counter record (`{ count, timestamp }`). */
export const SEARCH_DATA_COOKIE = 'search_data';

/** Name of the cookie that holds the visit counter (a non-negative integer). */
export const VISIT_COUNT_COOKIE = 'visit_count';

/**
 * Name of the response header by which the server that counts a view (where library content is served)
 * tells the viewer's count after it; the BFF keeps it in `VISIT_COUNT_COOKIE`.
 */
export const VISIT_COUNT_HEADER = 'visit-count';

/**
 * Name of the response header beside `VISIT_COUNT_HEADER` that names the view the server counted (its
 * item, and the page of a list): a page kept rendered by the BFF for visitors is counted again by these
 * names (`POST /internal/page-views`) when another visitor opens it, so a page served from that cache
 * counts as the same page rendered afresh.
 */
export const VISIT_VIEW_HEADER = 'visit-view';

/**
 * Name of the response header by which the server that counts a search (where the search is served)
 * tells the member's search counter after it, as the `search_data` record (`searchDataText`); the BFF
 * keeps it in `SEARCH_DATA_COOKIE`, which the SPA reads.
 */
export const SEARCH_DATA_HEADER = 'search-data';

/** Name of the cookie that holds the interaction counters (JSON, see `interactions`). */
export const INTERACTIONS_COOKIE = 'intctn';

/** Path of the session cookie: the whole site. */
export const SESSION_COOKIE_PATH = '/';

/** Timeout of every call to the backend, in milliseconds (30 s). */
export const BACKEND_TIMEOUT_MS = 30_000;

/** Delay before a search is tracked in analytics, in milliseconds (debounce of the search field). */
export const SEARCH_TRACKING_DELAY_MS = 100;

/** Longest wait for browser idle time before an activity call is sent anyway, in milliseconds. */
export const ACTIVITY_IDLE_TIMEOUT_MS = 5_000;

/** Size of the sign-in popup window, in CSS pixels. */
export const AUTH_POPUP = Object.freeze({ width: 960, height: 600 } as const);

/** Toast area settings: how long a toast stays, how many show at once, their layout and the focus hotkey. */
export const TOASTS = Object.freeze({
  durationMs: 4_000,
  maxVisible: 3,
  gapPx: 14,
  widthPx: 356,
  position: 'bottom-right',
  hotkey: 'Alt+T',
} as const);

/** Timeout of an app icon fetch, in milliseconds. */
export const ICON_FETCH_TIMEOUT_MS = 1_500;

/** How far back a session-replay link points before the moment it is made, in milliseconds (10 s). */
export const REPLAY_LOOKBACK_MS = 10_000;

/** Longest filter text sent to analytics, in characters (see `truncateTrackedText` in `filters`). */
export const TRACKED_TEXT_MAX_LENGTH = 50;

/** A chunk-load error reloads the page at most once in this many milliseconds (10 s). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Message shown under a form field that failed validation without a more specific message. */
export const DEFAULT_FORM_MESSAGE = 'The field is not valid';
