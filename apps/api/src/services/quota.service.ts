import {
  recordSearch,
  searchLimitFor,
  searchLimitReachedMessage,
  searchQuotaState,
} from '@pageshelf/domain/search-quota';
import { viewerOf } from '@pageshelf/domain/tiers';
import { isCrawler, visitCapState, visitLimitFor } from '@pageshelf/domain/visit-cap';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { HttpError } from '../lib/http-error.js';
import type { Viewer } from '../plugins/viewer.js';
import type { CountersRepository } from '../repositories/counters.repository.js';
import { sessionUserOf } from './session-user.js';

export interface SearchQuota {
  count: number;
  limit: number | null;
  remaining: number | null;
  resetsAt: string | null;
  blocked: boolean;
}

export interface VisitState {
  visit_count: number;
  visit_limit: number | null;
  exceeded: boolean;
}

/** The key of an account's quota counters (visitors are keyed by device instead). */
export const userSubject = (user: UserRow) => `user:${user.id}`;

/** The server's side of the visit cap and the search quota: the browser's cookies only mirror these. */
export class QuotaService {
  constructor(
    private readonly counters: CountersRepository,
    private readonly clock: Clock,
  ) {}

  private visitSubjects(viewer: Viewer): string[] {
    return viewer.kind === 'user' ? [userSubject(viewer.user)] : viewer.deviceKeys;
  }

  private visitLimit(viewer: Viewer): number | null {
    if (isCrawler(viewer.userAgent)) return null;
    return visitLimitFor(viewerOf(viewer.kind === 'user' ? sessionUserOf(viewer.user, 0) : null));
  }

  async visitState(viewer: Viewer): Promise<VisitState> {
    const count = await this.counters.visitCount(this.visitSubjects(viewer));
    return this.toVisitState(viewer, count);
  }

  /** Records one view (crawlers and unlimited viewers are not counted) and returns the new state. */
  async recordVisit(viewer: Viewer): Promise<VisitState> {
    const limit = this.visitLimit(viewer);
    if (limit === null) return this.visitState(viewer);
    const count = await this.counters.addVisit(this.visitSubjects(viewer), this.clock.now());
    return this.toVisitState(viewer, count);
  }

  private toVisitState(viewer: Viewer, count: number): VisitState {
    const limit = this.visitLimit(viewer);
    const state = visitCapState(count, { limit, crawler: isCrawler(viewer.userAgent) });
    return { visit_count: state.count, visit_limit: state.limit, exceeded: state.exceeded };
  }

  async searchState(user: UserRow): Promise<SearchQuota> {
    const record = await this.counters.searchRecord(userSubject(user));
    return this.toSearchQuota(record, this.searchLimit(user));
  }

  private searchLimit(user: UserRow): number | null {
    return searchLimitFor(sessionUserOf(user, 0));
  }

  /**
   * Spends one search of the user's quota, or throws the search-limit error without spending.
   * Visitors may not search at all.
   */
  async spendSearch(viewer: Viewer): Promise<SearchQuota> {
    if (viewer.kind !== 'user') {
      throw new HttpError(401, 'search_requires_sign_in', 'Sign in to continue searching');
    }
    const limit = this.searchLimit(viewer.user);
    const now = this.clock.now();
    const outcome = await this.counters.updateSearchRecord(userSubject(viewer.user), (current) => {
      const before = searchQuotaState(current, { now: now.getTime(), limit });
      if (before.blocked) return { store: null, result: { allowed: false, record: current } };
      const next = recordSearch(current, now.getTime());
      return { store: next, result: { allowed: true, record: next } };
    });
    const state = this.toSearchQuota(outcome.record, limit);
    if (!outcome.allowed) {
      throw new HttpError(429, 'search_limit_reached', searchLimitReachedMessage(limit ?? 0));
    }
    return state;
  }

  private toSearchQuota(
    record: { count: number; timestamp: number } | null,
    limit: number | null,
  ): SearchQuota {
    const state = searchQuotaState(record, { now: this.clock.now().getTime(), limit });
    return {
      count: state.count,
      limit: state.limit,
      remaining: state.remaining,
      resetsAt: state.resetsAt === null ? null : new Date(state.resetsAt).toISOString(),
      blocked: state.blocked,
    };
  }
}
