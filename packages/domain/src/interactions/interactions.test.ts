import { describe, expect, it } from 'vitest';
import {
  emptyInteractions,
  INTERACTION_KEYS,
  INTERACTION_RESET_MS,
  needsReset,
  parseInteractions,
  recordInteraction,
} from './interactions.js';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 23);

describe('interaction counters', () => {
  it('has the fifteen counters of the spec and a 7-day reset', () => {
    expect(INTERACTION_KEYS).toHaveLength(15);
    expect(INTERACTION_RESET_MS).toBe(7 * DAY);
    expect(emptyInteractions(now)).toMatchObject({ screenIndex: 0, filteringView: 0, lastRecord: now });
  });

  it('counts, and resets everything when the last record is older than 7 days', () => {
    let state = recordInteraction(emptyInteractions(now), 'screenIndex', now);
    state = recordInteraction(state, 'screenIndex', now + DAY);
    state = recordInteraction(state, 'flowSingle', now + DAY);
    expect(state).toMatchObject({ screenIndex: 2, flowSingle: 1, lastRecord: now + DAY });
    expect(needsReset(state, now + 8 * DAY)).toBe(false);
    expect(needsReset(state, now + 8 * DAY + 1)).toBe(true);
    const after = recordInteraction(state, 'appIndex', now + 9 * DAY);
    expect(after).toMatchObject({ screenIndex: 0, flowSingle: 0, appIndex: 1, lastRecord: now + 9 * DAY });
  });

  it('reads a cookie value tolerantly', () => {
    expect(
      parseInteractions(
        JSON.stringify({ screenIndex: 3, flowIndex: -1, appIndex: 'x', lastRecord: now - DAY }),
        now,
      ),
    ).toMatchObject({
      screenIndex: 3,
      flowIndex: 0,
      appIndex: 0,
      lastRecord: now - DAY,
    });
    expect(parseInteractions('{not json', now)).toEqual(emptyInteractions(now));
    expect(parseInteractions(null, now)).toEqual(emptyInteractions(now));
    expect(parseInteractions({ screenSingle: 2 }, now)).toMatchObject({ screenSingle: 2, lastRecord: now });
  });
});
