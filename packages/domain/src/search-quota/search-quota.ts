/**
 * The daily search quota (product spec, sections 4, 6, 8 and 9).
 *
 * Free users may run a limited number of searches in a 24-hour window that starts with the first search
 * of the window; Pro users are unlimited; visitors may not search at all. The counter is a plain record
 * `{ count, timestamp }` (kept in the `search_data` cookie by the SPA and in the database by the API);
 * every function here is pure and tolerant of damaged records: it never throws.
 *
 * @packageDocumentation
 */

import { toFiniteNumber } from '../internal/values.js';
import { isPremiumUser, type SessionUserLike } from '../session-user/session-user.js';

/** The daily search limit written on new free accounts. */
export const FREE_SEARCH_LIMIT = 8;

/** The daily search limit used when a user record gives none (missing, null or not a valid number). */
export const DEFAULT_SEARCH_LIMIT = 10;

/** Length of a search window, in milliseconds: 24 hours. */
export const SEARCH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A search counter: `count` searches since `timestamp` (epoch milliseconds, the start of the window). */
export interface SearchCounter {
  /** Searches made in the window; a non-negative integer. */
  readonly count: number;
  /** Start of the window, epoch milliseconds. */
  readonly timestamp: number;
  /**
   * What the last search counted was (a key naming its filters, see `isRepeatSearch`); absent or null
   * when not known (the SPA's cookie copy does not keep it).
   */
  readonly lastSearch?: string | null;
}

/** Inputs of the quota arithmetic. */
export interface SearchQuotaOptions {
  /** The current time, epoch milliseconds (a non-finite value is read as 0). */
  readonly now: number;
  /** The daily limit (see `searchLimitFor`); `null` means unlimited. */
  readonly limit: number | null;
}

/** Where a user stands in the current window. */
export interface SearchQuotaState {
  /** Searches counted in the current window (0 when the window has expired or never started). */
  readonly count: number;
  /** The daily limit; `null` means unlimited. */
  readonly limit: number | null;
  /** Searches left in the window (never negative); `null` when unlimited. */
  readonly remaining: number | null;
  /** When the current window ends, epoch milliseconds; `null` when no window is running. */
  readonly resetsAt: number | null;
  /** Whether searching is blocked: `count >= limit`. Never true when unlimited. */
  readonly blocked: boolean;
}

/** Outcome of `attemptSearch`. */
export type SearchAttempt =
  | {
      /** The search may run. */
      readonly allowed: true;
      /** The counter to store, with this search counted. */
      readonly record: SearchCounter;
      /** The quota after this search. */
      readonly state: SearchQuotaState;
    }
  | {
      /** The search is refused: the quota is used up (or the viewer may not search). */
      readonly allowed: false;
      /** The current quota, unchanged. */
      readonly state: SearchQuotaState;
    };

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

function sanitizeCount(value: unknown): number {
  const count = toFiniteNumber(value);
  if (!Number.isFinite(count) || count < 0) return 0;
  return Math.min(Math.floor(count), Number.MAX_SAFE_INTEGER);
}

/**
 * The counter still running at `now`, with its count cleaned, or `null` when there is none (missing or
 * damaged record, or 24 hours have passed since its timestamp). A timestamp later than `now` is clamped
 * to `now`: the window is kept and starts now, so a clock skew never hands out a fresh quota.
 */
function activeCounter(record: SearchCounter | null | undefined, now: number): SearchCounter | null {
  if (record === null || typeof record !== 'object') return null;
  const timestamp = toFiniteNumber(record.timestamp);
  if (!Number.isFinite(timestamp) || timestamp < 0) return null;
  const start = Math.min(timestamp, now);
  if (now - start >= SEARCH_WINDOW_MS) return null;
  return { count: sanitizeCount(record.count), timestamp: start };
}

/**
 * A daily limit read from untrusted input: a finite number `>= 0` (fractions are rounded down), else
 * `DEFAULT_SEARCH_LIMIT`.
 */
export function normalizeSearchLimit(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return DEFAULT_SEARCH_LIMIT;
  const limit = Math.floor(value);
  return Number.isSafeInteger(limit) ? limit : DEFAULT_SEARCH_LIMIT;
}

/**
 * The daily search limit of a user: `0` for a visitor (`null` or `undefined`: visitors may not search),
 * `null` (unlimited) for Pro, else the record's `searchLimit` (see `normalizeSearchLimit`).
 */
export function searchLimitFor(user: SessionUserLike | null | undefined): number | null {
  if (user === null || user === undefined) return 0;
  if (isPremiumUser(user)) return null;
  return normalizeSearchLimit(user.searchLimit);
}

/**
 * Where a counter stands at `now`. The window resets once 24 hours have passed since its timestamp
 * (at exactly 24 h the count is back to 0). `blocked` is `count >= limit`; an unlimited quota is never
 * blocked. An invalid `limit` number is read as `DEFAULT_SEARCH_LIMIT`.
 */
export function searchQuotaState(
  record: SearchCounter | null | undefined,
  options: SearchQuotaOptions,
): SearchQuotaState {
  const now = finiteOrZero(options.now);
  const counter = activeCounter(record, now);
  const limit = options.limit === null ? null : normalizeSearchLimit(options.limit);
  const count = counter?.count ?? 0;
  return {
    count,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - count),
    resetsAt: counter === null ? null : counter.timestamp + SEARCH_WINDOW_MS,
    blocked: limit !== null && count >= limit,
  };
}

/**
 * The counter after one more search at `now`: the running window with its count plus one, or a new
 * window `{ count: 1, timestamp: now }` when the record is missing, damaged or expired. `search` names the
 * search counted (kept as `lastSearch`, see `isRepeatSearch`). It does not check the limit; use
 * `attemptSearch` to check and count in one step.
 */
export function recordSearch(
  record: SearchCounter | null | undefined,
  now: number,
  search: string | null = null,
): SearchCounter {
  const at = finiteOrZero(now);
  const counter = activeCounter(record, at);
  const named = search === null ? {} : { lastSearch: search };
  if (counter === null) return { count: 1, timestamp: at, ...named };
  return {
    count: Math.min(counter.count + 1, Number.MAX_SAFE_INTEGER),
    timestamp: counter.timestamp,
    ...named,
  };
}

/**
 * Whether `search` is the search the counter counted last, in a window still running: asking the same
 * search again (the category counts of the list just searched, a reload, a second tab) is not a new
 * search and spends nothing, whatever the quota. Another search in between makes it new again, as a new
 * window does. A `search` of null or '' never repeats.
 */
export function isRepeatSearch(
  record: SearchCounter | null | undefined,
  search: string | null,
  now: number,
): boolean {
  if (search === null || search === '') return false;
  const counter = activeCounter(record, finiteOrZero(now));
  return counter !== null && record?.lastSearch === search;
}

/**
 * Checks the quota and, when a search is allowed, counts it: the one call a server needs before it runs
 * a search. Refused when the quota is blocked (which includes visitors, whose limit is 0).
 */
export function attemptSearch(
  record: SearchCounter | null | undefined,
  options: SearchQuotaOptions,
): SearchAttempt {
  const state = searchQuotaState(record, options);
  if (state.blocked) return { allowed: false, state };
  const next = recordSearch(record, options.now);
  return { allowed: true, record: next, state: searchQuotaState(next, options) };
}

/**
 * The `search_data` record of a quota state, as text (`{"count":3,"timestamp":…}`): the count and the
 * start of its window (`resetsAt` − 24 h), or `now` when no window is running. What the server that
 * counts searches says after each one, and what the `search_data` cookie holds.
 */
export function searchDataText(state: Pick<SearchQuotaState, 'count' | 'resetsAt'>, now: number): string {
  const timestamp = state.resetsAt === null ? finiteOrZero(now) : state.resetsAt - SEARCH_WINDOW_MS;
  return JSON.stringify({ count: sanitizeCount(state.count), timestamp });
}

/**
 * A `search_data` record read from text that may be anything (a cookie, a header): the counter, or
 * `null` when it is not one (not JSON, not an object, a count or timestamp that is not a number ≥ 0).
 */
export function readSearchData(text: string | null | undefined): SearchCounter | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { count, timestamp } = value as Record<string, unknown>;
  if (typeof count !== 'number' || typeof timestamp !== 'number') return null;
  if (!Number.isFinite(count) || !Number.isFinite(timestamp) || count < 0 || timestamp < 0) return null;
  return { count: sanitizeCount(count), timestamp };
}

/** Message shown when the quota is used up (spec, section 8). */
export function searchLimitReachedMessage(limit: number): string {
  return `You've used all ${limit} daily searches. Upgrade to Pro for unlimited searches`;
}

/** Message shown while the quota is not yet used up (spec, section 8). */
export function searchLimitInfoMessage(limit: number): string {
  return `Free users get ${limit} searches per day. Upgrade to Pro for unlimited searches`;
}

/**
 * The message of the search-limit modal for a quota state: `searchLimitReachedMessage` once blocked,
 * `searchLimitInfoMessage` before; `null` when unlimited (Pro users never see the modal).
 */
export function searchLimitMessage(state: Pick<SearchQuotaState, 'limit' | 'blocked'>): string | null {
  if (state.limit === null) return null;
  return state.blocked ? searchLimitReachedMessage(state.limit) : searchLimitInfoMessage(state.limit);
}
