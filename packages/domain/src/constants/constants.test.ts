import { describe, expect, it } from 'vitest';
import * as constants from './constants.js';

describe('business constants (spec section 9)', () => {
  it('holds the numbers of the spec', () => {
    expect(constants).toMatchObject({
      SEARCH_COOKIE: 'search_data',
      VISIT_COOKIE: 'visit_count',
      INTERACTIONS_COOKIE: 'intctn',
      SESSION_COOKIE_PATH: '/',
      BACKEND_TIMEOUT_MS: 30_000,
      SEARCH_TRACKING_DELAY_MS: 100,
      ACTIVITY_IDLE_TIMEOUT_MS: 5_000,
      AUTH_POPUP: { width: 960, height: 600 },
      TOASTS: {
        durationMs: 4_000,
        maxVisible: 3,
        gapPx: 14,
        widthPx: 356,
        position: 'bottom-right',
        hotkey: 'Alt+T',
      },
      ICON_FETCH_TIMEOUT_MS: 1_500,
      REPLAY_LOOKBACK_MS: 10_000,
      TRACKED_TEXT_MAX_LENGTH: 50,
      CHUNK_RELOAD_GUARD_MS: 10_000,
    });
  });
});
