/** The fifteen interaction counters kept in the intctn cookie (spec section 3). */
export const INTERACTION_KEYS = [
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
] as const;
export type InteractionKey = (typeof INTERACTION_KEYS)[number];

/** The counters are reset when the last record is older than 7 days. */
export const INTERACTION_RESET_MS = 7 * 24 * 60 * 60 * 1000;

/** Counters plus lastRecord, the epoch ms of the last recorded interaction. */
export type Interactions = Record<InteractionKey, number> & { lastRecord: number };

export function emptyInteractions(now: number): Interactions {
  const counters = Object.fromEntries(INTERACTION_KEYS.map((key) => [key, 0])) as Record<
    InteractionKey,
    number
  >;
  return { ...counters, lastRecord: now };
}

/** Whether the counters are due for a reset: lastRecord older than 7 days. */
export function needsReset(state: Pick<Interactions, 'lastRecord'>, now: number): boolean {
  return now - state.lastRecord > INTERACTION_RESET_MS;
}

/** Counts one interaction, first resetting every counter when the last record is older than 7 days. */
export function recordInteraction(state: Interactions, key: InteractionKey, now: number): Interactions {
  const base = needsReset(state, now) ? emptyInteractions(now) : state;
  return { ...base, [key]: base[key] + 1, lastRecord: now };
}

/** Reads counters from a cookie value (JSON) or any unknown value; anything invalid gives empty counters. */
export function parseInteractions(value: unknown, now: number): Interactions {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return emptyInteractions(now);
    }
  }
  if (typeof data !== 'object' || data === null) return emptyInteractions(now);
  const record = data as Record<string, unknown>;
  const lastRecord =
    typeof record.lastRecord === 'number' && Number.isFinite(record.lastRecord) ? record.lastRecord : now;
  const state = emptyInteractions(lastRecord);
  for (const key of INTERACTION_KEYS) {
    const count = record[key];
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) state[key] = count;
  }
  return state;
}
