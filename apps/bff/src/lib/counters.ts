/**
 * The readable counter cookies of spec section 9 (`visit_count`, `search_data`), written from the
 * backend's answers so the SPA shows remaining visits and searches without a round trip. They are a
 * display copy only: the backend decides, and the BFF never sends them back to it. The backend's access
 * hook says each counter where it counts it, in a header (`visit-count` after a view, `search-data` after
 * a search, or a search refused at the limit), so the cookies are current as soon as the content has
 * arrived; `/me/activity` answers carry both in their body.
 */

import type { IncomingHttpHeaders } from 'node:http';
import {
  activityActionSchema,
  activityStateSchema,
  type searchQuotaStateSchema,
} from '@pageshelf/contracts/activity';
import {
  SEARCH_DATA_COOKIE,
  SEARCH_DATA_HEADER,
  VISIT_COUNT_COOKIE,
  VISIT_COUNT_HEADER,
} from '@pageshelf/domain/constants';
import { readSearchData, searchDataText } from '@pageshelf/domain/search-quota';
import type { z } from 'zod';

/** One cookie to set. */
export interface CounterCookie {
  readonly name: typeof VISIT_COUNT_COOKIE | typeof SEARCH_DATA_COOKIE;
  readonly value: string;
}

type SearchQuotaState = z.infer<typeof searchQuotaStateSchema>;

/** The `search_data` record of an activity answer's quota (its window's end written as a date). */
function searchDataCookie(quota: SearchQuotaState, now: number): CounterCookie {
  const resetsAt = quota.resetsAt === null ? Number.NaN : Date.parse(quota.resetsAt);
  const state = { count: quota.count, resetsAt: Number.isFinite(resetsAt) ? resetsAt : null };
  return { name: SEARCH_DATA_COOKIE, value: searchDataText(state, now) };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Whether a backend call's answer carries counters in its body (so the BFF reads it). */
export function carriesCounters(pathname: string, query: string): boolean {
  if (pathname !== '/me/activity') return false;
  return activityActionSchema.safeParse(new URLSearchParams(query).get('action')).success;
}

/**
 * The counter cookies to set after a successful backend answer to `GET {pathname}?{query}` from its
 * body: `/me/activity?action=sync_visit_count|record_count` gives `visit_count` (and `search_data` for
 * signed-in users). Anything else, or a body of another shape, gives none.
 */
export function counterCookies(pathname: string, query: string, body: Buffer, now: number): CounterCookie[] {
  if (!carriesCounters(pathname, query)) return [];
  const json = parseJson(body);
  const state = activityStateSchema.safeParse(json);
  if (!state.success) return [];
  const cookies: CounterCookie[] = [{ name: VISIT_COUNT_COOKIE, value: String(state.data.visit_count) }];
  if (state.data.search !== null) cookies.push(searchDataCookie(state.data.search, now));
  return cookies;
}

/**
 * The counter cookies an answer's headers give: `visit_count` from a 200 that counted a view (its
 * `visit-count` header, a whole number), `search_data` from a search that ran (200) or was refused at the
 * limit (429), its `search-data` header (a `{ count, timestamp }` record, written again as read). A
 * header of another shape gives none.
 */
export function headerCookies(statusCode: number, headers: IncomingHttpHeaders): CounterCookie[] {
  const cookies: CounterCookie[] = [];
  const visits = headers[VISIT_COUNT_HEADER];
  if (statusCode === 200 && typeof visits === 'string' && /^\d{1,9}$/.test(visits)) {
    cookies.push({ name: VISIT_COUNT_COOKIE, value: String(Number(visits)) });
  }
  const searched = headers[SEARCH_DATA_HEADER];
  const record =
    statusCode === 200 || statusCode === 429 ? readSearchData(searched as string | undefined) : null;
  if (record !== null) cookies.push({ name: SEARCH_DATA_COOKIE, value: JSON.stringify(record) });
  return cookies;
}

/**
 * The `search_data` cookie to write when a session is loaded: the member's count as the session says
 * it, so a browser that has not searched yet (or whose copy is behind another device's searches) shows
 * the server's count. None when the presented cookie already says that count; its window start is kept.
 */
export function sessionSearchData(
  searchCount: number,
  presented: string | undefined,
  now: number,
): CounterCookie | null {
  const record = readSearchData(presented);
  if (record !== null && record.count === searchCount) return null;
  const count = Math.max(0, Math.floor(searchCount));
  return { name: SEARCH_DATA_COOKIE, value: JSON.stringify({ count, timestamp: record?.timestamp ?? now }) };
}
