import type { TierSource } from '../tiers/tiers.js';
import { viewerOf } from '../tiers/tiers.js';

/** The search limit written on new free accounts: 8 searches per 24 hours. */
export const FREE_SEARCH_LIMIT = 8;
/** The limit used when a free user's record gives none. */
export const DEFAULT_SEARCH_LIMIT = 10;
/** The quota window: the counter resets when 24 hours have passed since its timestamp. */
export const SEARCH_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The stored search counter: how many searches since `timestamp` (epoch ms, start of the window). */
export interface SearchRecord {
  count: number;
  timestamp: number;
}

export interface SearchQuotaState {
  count: number;
  /** null = unlimited */
  limit: number | null;
  /** null = unlimited */
  remaining: number | null;
  /** epoch ms when the window ends; null when no window is open */
  resetsAt: number | null;
  blocked: boolean;
}

export interface SearchUser extends TierSource {
  searchLimit?: number | null;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The search limit of a user: null (unlimited) for premium, 0 for visitors (they may not search),
 * otherwise the record's limit, or 10 when the record gives none (or an invalid one).
 */
export function searchLimitFor(user: SearchUser | null | undefined): number | null {
  const viewer = viewerOf(user);
  if (viewer.tier === 'premium') return null;
  if (viewer.tier === 'visitor') return 0;
  return isCount(user?.searchLimit) ? user.searchLimit : DEFAULT_SEARCH_LIMIT;
}

/** A record is live while less than 24 hours have passed since its timestamp (and it is not in the future). */
function liveRecord(record: SearchRecord | null | undefined, now: number): SearchRecord | null {
  if (!record || !isCount(record.count) || !Number.isFinite(record.timestamp)) return null;
  if (record.timestamp > now) return null;
  if (now - record.timestamp >= SEARCH_WINDOW_MS) return null;
  return record;
}

/** The quota as the UI needs it. Blocked once the count reaches the limit. */
export function searchQuotaState(
  record: SearchRecord | null | undefined,
  options: { now: number; limit: number | null },
): SearchQuotaState {
  const live = liveRecord(record, options.now);
  const count = live?.count ?? 0;
  const limit = options.limit === null ? null : Math.max(0, Math.floor(options.limit));
  return {
    count,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - count),
    resetsAt: live ? live.timestamp + SEARCH_WINDOW_MS : null,
    blocked: limit !== null && count >= limit,
  };
}

/** The record after one more search: a new window starts when the old one expired or is missing. */
export function recordSearch(record: SearchRecord | null | undefined, now: number): SearchRecord {
  const live = liveRecord(record, now);
  return live ? { count: live.count + 1, timestamp: live.timestamp } : { count: 1, timestamp: now };
}

/** 'You've used all {N} daily searches. Upgrade to Pro for unlimited searches' */
export function searchLimitReachedMessage(limit: number): string {
  return `You've used all ${limit} daily searches. Upgrade to Pro for unlimited searches`;
}

/** 'Free users get {N} searches per day. Upgrade to Pro for unlimited searches' */
export function searchLimitInfoMessage(limit: number): string {
  return `Free users get ${limit} searches per day. Upgrade to Pro for unlimited searches`;
}

/** The message for the search-limit modal: the reached text once blocked, the info text before. */
export function searchLimitMessage(state: Pick<SearchQuotaState, 'limit' | 'blocked'>): string | null {
  if (state.limit === null) return null;
  return state.blocked ? searchLimitReachedMessage(state.limit) : searchLimitInfoMessage(state.limit);
}
