import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_IDLE_TIMEOUT_MS,
  AUTH_POPUP,
  BACKEND_TIMEOUT_MS,
  CHUNK_RELOAD_GUARD_MS,
  DEFAULT_FORM_MESSAGE,
  ICON_FETCH_TIMEOUT_MS,
  INTERACTIONS_COOKIE,
  REPLAY_LOOKBACK_MS,
  SEARCH_DATA_COOKIE,
  SEARCH_TRACKING_DELAY_MS,
  SESSION_COOKIE_PATH,
  TOASTS,
  TRACKED_TEXT_MAX_LENGTH,
  VISIT_COUNT_COOKIE,
} from './constants.js';

describe('constants of spec section 9', () => {
  it('names the cookies and the session cookie path', () => {
    expect(SEARCH_DATA_COOKIE).toBe('search_data');
    expect(VISIT_COUNT_COOKIE).toBe('visit_count');
    expect(INTERACTIONS_COOKIE).toBe('intctn');
    expect(SESSION_COOKIE_PATH).toBe('/');
  });

  it('holds the timings', () => {
    expect(BACKEND_TIMEOUT_MS).toBe(30_000);
    expect(SEARCH_TRACKING_DELAY_MS).toBe(100);
    expect(ACTIVITY_IDLE_TIMEOUT_MS).toBe(5_000);
    expect(ICON_FETCH_TIMEOUT_MS).toBe(1_500);
    expect(REPLAY_LOOKBACK_MS).toBe(10_000);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });

  it('sizes the auth popup 960 by 600', () => {
    expect(AUTH_POPUP).toEqual({ width: 960, height: 600 });
  });

  it('configures the toasts', () => {
    expect(TOASTS).toEqual({
      durationMs: 4_000,
      maxVisible: 3,
      gapPx: 14,
      widthPx: 356,
      position: 'bottom-right',
      hotkey: 'Alt+T',
    });
  });

  it('freezes the shared objects', () => {
    expect(Object.isFrozen(TOASTS)).toBe(true);
    expect(Object.isFrozen(AUTH_POPUP)).toBe(true);
  });

  it('tracks filter text up to 50 characters and has the default form message', () => {
    expect(TRACKED_TEXT_MAX_LENGTH).toBe(50);
    expect(DEFAULT_FORM_MESSAGE).toBe('The field is not valid');
  });
});
