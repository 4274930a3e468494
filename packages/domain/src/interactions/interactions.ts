/**
 * Interaction counters (product spec, sections 3, 4 and 9): how often a viewer opened each kind of page,
 * kept in the `intctn` cookie and reset when the last record is older than 7 days.
 *
 * `lastRecord` is stored as epoch milliseconds (a number): compact in a cookie and compared without
 * parsing. `parseInteractions` also reads an ISO 8601 string there, as older cookies may hold.
 *
 * @packageDocumentation
 */

import { parseJsonLoosely, toFiniteNumber } from '../internal/values.js';

/** The fifteen interaction counters. */
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

/** An interaction counter. */
export type InteractionKey = (typeof INTERACTION_KEYS)[number];

/** Counters are reset when the last record is older than this: 7 days, in milliseconds. */
export const INTERACTION_RESET_MS = 7 * 24 * 60 * 60 * 1000;

/** The interaction counters and the time of the last record (epoch milliseconds). */
export type Interactions = Readonly<Record<InteractionKey, number>> & {
  /** When a counter was last recorded, epoch milliseconds. */
  readonly lastRecord: number;
};

function zeroCounters(): Record<InteractionKey, number> {
  return Object.fromEntries(INTERACTION_KEYS.map((key) => [key, 0])) as Record<InteractionKey, number>;
}

/** Every counter at 0, with `lastRecord` set to `now` (epoch milliseconds). */
export function emptyInteractions(now: number): Interactions {
  return { ...zeroCounters(), lastRecord: now };
}

/**
 * Whether the counters must be reset before the next record: the last record is older than 7 days
 * (strictly: at exactly 7 days they are kept) or is not a valid time.
 */
export function needsReset(state: Pick<Interactions, 'lastRecord'>, now: number): boolean {
  const last = state.lastRecord;
  return !Number.isFinite(last) || now - last > INTERACTION_RESET_MS;
}

/**
 * The counters after one interaction of kind `key` at `now`: every counter is reset first when
 * `needsReset`, then `key` goes up by one and `lastRecord` becomes `now`.
 */
export function recordInteraction(state: Interactions, key: InteractionKey, now: number): Interactions {
  const base = needsReset(state, now) ? emptyInteractions(now) : state;
  return { ...base, [key]: base[key] + 1, lastRecord: now };
}

/**
 * Reads counters from the `intctn` cookie value (JSON text, optionally URI-encoded) or an already parsed
 * object. Tolerant: a counter that is missing or not a non-negative number is 0 (fractions are rounded
 * down); input that is not an object, or has no valid `lastRecord` (epoch ms or ISO 8601 string), gives
 * `emptyInteractions(now)`. Unknown fields are dropped. It does not apply the 7-day reset.
 */
export function parseInteractions(value: unknown, now: number): Interactions {
  const data = typeof value === 'string' ? parseJsonLoosely(value) : value;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return emptyInteractions(now);
  const record = data as Record<string, unknown>;
  const lastRecord = toFiniteNumber(record.lastRecord);
  if (!Number.isFinite(lastRecord)) return emptyInteractions(now);
  const counters = zeroCounters();
  for (const key of INTERACTION_KEYS) {
    const count = toFiniteNumber(record[key]);
    counters[key] =
      Number.isFinite(count) && count > 0 ? Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER) : 0;
  }
  return { ...counters, lastRecord };
}

/** Route names (without the signed-in `n-` prefix) and the counter a visit to them records. */
const ROUTE_INTERACTIONS: ReadonlyMap<string, InteractionKey> = new Map<string, InteractionKey>([
  ['pages', 'screenIndex'],
  ['pages-pageCategorySlug', 'screenCategoryIndex'],
  ['pages-pageDetailUuid', 'screenSingle'],
  ['pages-pageDetailUuid-similar', 'screenSingle'],
  ['flows', 'flowIndex'],
  ['flows-flowCategorySlug', 'flowCategoryIndex'],
  ['flows-flowUuid', 'flowSingle'],
  ['components', 'componentIndex'],
  ['components-componentCategorySlug', 'componentCategoryIndex'],
  ['components-componentUuid', 'componentSingle'],
  ['apps', 'appIndex'],
  ['apps-categories-appCategorySlug', 'appCategoryIndex'],
  ['apps-appSlug', 'appSingleScreens'],
  ['apps-appSlug-marketing', 'appSingleScreens'],
  ['apps-appSlug-flows', 'appSingleFlows'],
  ['apps-appSlug-components', 'appSingleComponents'],
]);

/**
 * The counter a page view records, from the route name (`n-` prefixed signed-in names count the same as
 * the public ones): e.g. `pages` → `screenIndex`, `n-pages-pageDetailUuid` → `screenSingle`,
 * `apps-appSlug-flows` → `appSingleFlows`. Other routes record nothing (`null`); `filteringView` is
 * recorded when filters are applied, not by a route.
 */
export function interactionKindOfRoute(routeName: string | null | undefined): InteractionKey | null {
  if (typeof routeName !== 'string') return null;
  const name = routeName.startsWith('n-') ? routeName.slice(2) : routeName;
  return ROUTE_INTERACTIONS.get(name) ?? null;
}
