/**
 * The readable counter cookies of spec section 9 (`visit_count`, `search_data`), written from the
 * backend's answers so the SPA shows remaining visits and searches without a round trip. They are a
 * display copy only: the backend decides, and the BFF never sends them back to it. `visit_count` follows
 * every answer that counted a view (its `visit-count` header), so it is current as soon as a page's
 * content has arrived.
 */

import type { IncomingHttpHeaders } from 'node:http';
import {
  activityActionSchema,
  activityStateSchema,
  searchQuotaStateSchema,
} from '@pageshelf/contracts/activity';
import { SEARCH_DATA_COOKIE, VISIT_COUNT_COOKIE, VISIT_COUNT_HEADER } from '@pageshelf/domain/constants';
import { SEARCH_WINDOW_MS } from '@pageshelf/domain/search-quota';
import { z } from 'zod';

/** One cookie to set. */
export interface CounterCookie {
  readonly name: typeof VISIT_COUNT_COOKIE | typeof SEARCH_DATA_COOKIE;
  readonly value: string;
}

type SearchQuotaState = z.infer<typeof searchQuotaStateSchema>;

const searchAnswerSchema = z.object({ quota: searchQuotaStateSchema });

/** The `search_data` record: the count and the start of the 24-hour window (resetsAt − 24 h), else now. */
function searchDataCookie(quota: SearchQuotaState, now: number): CounterCookie {
  const resetsAt = quota.resetsAt === null ? Number.NaN : Date.parse(quota.resetsAt);
  const timestamp = Number.isFinite(resetsAt) ? resetsAt - SEARCH_WINDOW_MS : now;
  return { name: SEARCH_DATA_COOKIE, value: JSON.stringify({ count: quota.count, timestamp }) };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a backend call's answer may carry counters (so the BFF reads it). */
export function carriesCounters(pathname: string, query: string): boolean {
  if (pathname === '/search') return true;
  if (pathname !== '/me/activity') return false;
  return activityActionSchema.safeParse(new URLSearchParams(query).get('action')).success;
}

/**
 * The counter cookies to set after a successful backend answer to `GET {pathname}?{query}`:
 * `/me/activity?action=sync_visit_count|record_count` gives `visit_count` (and `search_data` for
 * signed-in users), `/search` gives `search_data`. Anything else, or a body of another shape, gives none.
 */
export function counterCookies(pathname: string, query: string, body: Buffer, now: number): CounterCookie[] {
  if (!carriesCounters(pathname, query)) return [];
  const json = parseJson(body);
  if (pathname === '/search') {
    const answer = searchAnswerSchema.safeParse(json);
    return answer.success ? [searchDataCookie(answer.data.quota, now)] : [];
  }
  const state = activityStateSchema.safeParse(json);
  if (!state.success) return [];
  const cookies: CounterCookie[] = [{ name: VISIT_COUNT_COOKIE, value: String(state.data.visit_count) }];
  if (state.data.search !== null) cookies.push(searchDataCookie(state.data.search, now));
  return cookies;
}

/**
 * The `visit_count` cookie of an answer that counted a view: its `visit-count` header (a whole number),
 * else none.
 */
export function visitCountCookie(headers: IncomingHttpHeaders): CounterCookie | null {
  const value = headers[VISIT_COUNT_HEADER];
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  return { name: VISIT_COUNT_COOKIE, value: String(Number(value)) };
}
