import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyInteractions,
  INTERACTION_KEYS,
  INTERACTION_RESET_MS,
  type Interactions,
  interactionKindOfRoute,
  needsReset,
  parseInteractions,
  recordInteraction,
} from './interactions.js';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);

describe('counters', () => {
  it('has the fifteen counters of the spec and a 7-day reset', () => {
    expect(INTERACTION_KEYS).toEqual([
      'screenIndex',
      'screenCategoryIndex',
      'screenSingle',
      'flowIndex',
      'flowCategoryIndex',
      'flowSingle',
      'componentIndex',
      'componentCategoryIndex',
      'componentSingle',
      'appIndex',
      'appCategoryIndex',
      'appSingleScreens',
      'appSingleFlows',
      'appSingleComponents',
      'filteringView',
    ]);
    expect(INTERACTION_RESET_MS).toBe(7 * DAY);
  });

  it('starts every counter at 0', () => {
    const empty = emptyInteractions(T0);
    expect(empty.lastRecord).toBe(T0);
    for (const key of INTERACTION_KEYS) expect(empty[key]).toBe(0);
  });
});

describe('needsReset', () => {
  it('resets only when the last record is older than 7 days', () => {
    expect(needsReset({ lastRecord: T0 }, T0 + 7 * DAY)).toBe(false);
    expect(needsReset({ lastRecord: T0 }, T0 + 7 * DAY + 1)).toBe(true);
    expect(needsReset({ lastRecord: T0 + DAY }, T0)).toBe(false);
    expect(needsReset({ lastRecord: Number.NaN }, T0)).toBe(true);
  });
});

describe('recordInteraction', () => {
  it('increments one counter and stamps the time', () => {
    const state = recordInteraction(emptyInteractions(T0), 'screenSingle', T0 + 1_000);
    expect(state.screenSingle).toBe(1);
    expect(state.flowSingle).toBe(0);
    expect(state.lastRecord).toBe(T0 + 1_000);
  });

  it('keeps counting within 7 days', () => {
    let state = emptyInteractions(T0);
    state = recordInteraction(state, 'flowIndex', T0);
    state = recordInteraction(state, 'flowIndex', T0 + 7 * DAY);
    expect(state.flowIndex).toBe(2);
  });

  it('resets every counter first when the last record is older than 7 days', () => {
    let state = recordInteraction(emptyInteractions(T0), 'appIndex', T0);
    state = recordInteraction(state, 'filteringView', T0);
    state = recordInteraction(state, 'appIndex', T0 + 7 * DAY + 1);
    expect(state).toEqual({ ...emptyInteractions(T0 + 7 * DAY + 1), appIndex: 1 });
  });

  it('does not change its input', () => {
    const state = Object.freeze(emptyInteractions(T0));
    recordInteraction(state, 'appIndex', T0);
    expect(state.appIndex).toBe(0);
  });

  it('adds exactly one to the recorded counter when no reset is due', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTERACTION_KEYS),
        fc.integer({ min: 0, max: INTERACTION_RESET_MS }),
        (key, elapsed) => {
          const before: Interactions = { ...emptyInteractions(T0), [key]: 5 };
          const after = recordInteraction(before, key, T0 + elapsed);
          expect(after[key]).toBe(6);
          const total = INTERACTION_KEYS.reduce((sum, name) => sum + after[name], 0);
          expect(total).toBe(6);
        },
      ),
    );
  });
});

describe('parseInteractions', () => {
  it('reads the cookie JSON, encoded or not', () => {
    const state = recordInteraction(emptyInteractions(T0), 'componentSingle', T0);
    expect(parseInteractions(JSON.stringify(state), T0 + DAY)).toEqual(state);
    expect(parseInteractions(encodeURIComponent(JSON.stringify(state)), T0 + DAY)).toEqual(state);
    expect(parseInteractions(state, T0 + DAY)).toEqual(state);
  });

  it('reads an ISO date in lastRecord', () => {
    const parsed = parseInteractions({ screenIndex: 2, lastRecord: '2026-01-01T00:00:00.000Z' }, T0 + DAY);
    expect(parsed).toEqual({ ...emptyInteractions(T0), screenIndex: 2 });
  });

  it('cleans bad counters and drops unknown fields', () => {
    const parsed = parseInteractions(
      { screenIndex: -1, flowIndex: 'x', appIndex: 2.8, componentIndex: '3', extra: 9, lastRecord: T0 },
      T0,
    );
    expect(parsed).toEqual({ ...emptyInteractions(T0), appIndex: 2, componentIndex: 3 });
    expect(parsed).not.toHaveProperty('extra');
  });

  it('gives empty counters for bad input', () => {
    for (const value of ['not json', '[]', 'null', '42', 42, null, undefined, [], { screenIndex: 3 }]) {
      expect(parseInteractions(value, T0)).toEqual(emptyInteractions(T0));
    }
  });

  it('never throws and always gives fifteen valid counters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (value) => {
        const parsed = parseInteractions(value, T0);
        for (const key of INTERACTION_KEYS) {
          expect(Number.isSafeInteger(parsed[key]) && parsed[key] >= 0).toBe(true);
        }
        expect(Number.isFinite(parsed.lastRecord)).toBe(true);
      }),
    );
  });
});

describe('interactionKindOfRoute', () => {
  it('maps list, category and detail routes to their counters', () => {
    expect(interactionKindOfRoute('pages')).toBe('screenIndex');
    expect(interactionKindOfRoute('n-pages')).toBe('screenIndex');
    expect(interactionKindOfRoute('pages-pageCategorySlug')).toBe('screenCategoryIndex');
    expect(interactionKindOfRoute('n-pages-pageDetailUuid')).toBe('screenSingle');
    expect(interactionKindOfRoute('flows')).toBe('flowIndex');
    expect(interactionKindOfRoute('flows-flowCategorySlug')).toBe('flowCategoryIndex');
    expect(interactionKindOfRoute('flows-flowUuid')).toBe('flowSingle');
    expect(interactionKindOfRoute('components')).toBe('componentIndex');
    expect(interactionKindOfRoute('components-componentCategorySlug')).toBe('componentCategoryIndex');
    expect(interactionKindOfRoute('components-componentUuid')).toBe('componentSingle');
    expect(interactionKindOfRoute('apps')).toBe('appIndex');
    expect(interactionKindOfRoute('apps-categories-appCategorySlug')).toBe('appCategoryIndex');
    expect(interactionKindOfRoute('n-apps-appSlug')).toBe('appSingleScreens');
    expect(interactionKindOfRoute('apps-appSlug-flows')).toBe('appSingleFlows');
    expect(interactionKindOfRoute('n-apps-appSlug-components')).toBe('appSingleComponents');
  });

  it('gives null for other routes', () => {
    expect(interactionKindOfRoute('auth')).toBeNull();
    expect(interactionKindOfRoute('n')).toBeNull();
    expect(interactionKindOfRoute('constructor')).toBeNull();
    expect(interactionKindOfRoute(null)).toBeNull();
    expect(interactionKindOfRoute(undefined)).toBeNull();
  });
});
