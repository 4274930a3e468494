/**
 * The server's side of the visit cap and the search quota: it reads and writes the counters; what they
 * mean and what is allowed is the domain's policy (`@pageshelf/domain/policy`, `visit-cap`,
 * `search-quota`). The browser's cookies only mirror these counts.
 *
 * Counter subjects: `user:{id}` for an account; `device:{digest}` (only when the browser presented a
 * device cookie through the BFF) and `address:{ip or IPv6 /64}` for a visitor.
 */

import { createHash } from 'node:crypto';
import { isUncapped } from '@pageshelf/domain/policy';
import {
  isRepeatSearch,
  recordSearch,
  type SearchQuotaState,
  searchLimitFor,
  searchQuotaState,
} from '@pageshelf/domain/search-quota';
import {
  type VisitCapState,
  visitCapState,
  visitLimitFor,
  visitorVisitState,
} from '@pageshelf/domain/visit-cap';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Viewer } from '../plugins/viewer.js';
import type { CountersRepository } from '../repositories/counters.repository.js';
import { sessionUserOf } from './session-user.js';

/** The search quota as the API answers it (`SearchQuotaState` of the contracts). */
export interface SearchQuota {
  count: number;
  limit: number | null;
  remaining: number | null;
  resetsAt: string | null;
  blocked: boolean;
}

/** The visit counter as the API answers it (`ActivityState` of the contracts, without the quota). */
export interface VisitState {
  visit_count: number;
  visit_limit: number | null;
  exceeded: boolean;
}

/** The key of an account's quota counters. */
export const userSubject = (user: UserRow) => `user:${user.id}`;

const UNCAPPED: VisitCapState = visitCapState(0, { limit: null });

export class QuotaService {
  constructor(
    private readonly counters: CountersRepository,
    private readonly clock: Clock,
  ) {}

  private subjects(viewer: Viewer): { device: string | null; address: string; user: string | null } {
    if (viewer.kind === 'user') return { user: userSubject(viewer.user), device: null, address: '' };
    return {
      user: null,
      device: viewer.device === null ? null : `device:${viewer.device}`,
      address: `address:${viewer.address}`,
    };
  }

  private stateOf(viewer: Viewer, counts: Map<string, number>): VisitCapState {
    if (isUncapped(viewer.policy)) return UNCAPPED;
    const { user, device, address } = this.subjects(viewer);
    if (user !== null) {
      return visitCapState(counts.get(user) ?? 0, { limit: visitLimitFor(viewer.policy) });
    }
    return visitorVisitState({
      device: device === null ? null : (counts.get(device) ?? 0),
      address: counts.get(address) ?? 0,
    });
  }

  private subjectList(viewer: Viewer): string[] {
    const { user, device, address } = this.subjects(viewer);
    if (user !== null) return [user];
    return device === null ? [address] : [device, address];
  }

  /** Where the viewer stands against the visit cap (Pro members and verified crawlers: no cap). */
  async visitState(viewer: Viewer): Promise<VisitCapState> {
    if (isUncapped(viewer.policy)) return UNCAPPED;
    return this.stateOf(viewer, await this.counters.visitCounts(this.subjectList(viewer)));
  }

  /** Counts one view of `view` (unless it is the viewer's last counted one) and gives the state after. */
  async countView(viewer: Viewer, view: string): Promise<VisitCapState> {
    if (isUncapped(viewer.policy)) return UNCAPPED;
    const counts = await this.counters.countView(this.subjectList(viewer), view, this.clock.now());
    return this.stateOf(viewer, counts);
  }

  /** The visit counter in the shape of the activity answer. */
  static visitAnswer(state: VisitCapState): VisitState {
    return { visit_count: state.count, visit_limit: state.limit, exceeded: state.exceeded };
  }

  private searchLimit(user: UserRow): number | null {
    return searchLimitFor(sessionUserOf(user, 0));
  }

  /** The user's search quota now. */
  async searchState(user: UserRow): Promise<SearchQuotaState> {
    return (await this.searchStanding(user, null)).state;
  }

  /**
   * The user's search quota now, and whether `search` (see `searchDigest`) is the search they counted
   * last: asked again, it spends nothing (`isRepeatSearch`).
   */
  async searchStanding(
    user: UserRow,
    search: string | null,
  ): Promise<{ state: SearchQuotaState; repeat: boolean }> {
    const now = this.clock.now().getTime();
    const limit = this.searchLimit(user);
    // Without a limit no counter decides anything (a search spends nothing and is never refused): none is
    // read (one round trip less before every search of a Pro member).
    if (limit === null) return { state: searchQuotaState(null, { now, limit }), repeat: false };
    const record = await this.counters.searchRecord(userSubject(user));
    return {
      state: searchQuotaState(record, { now, limit }),
      repeat: isRepeatSearch(record, search, now),
    };
  }

  /**
   * Spends one search named `search` (a digest, see `searchDigest`), under a row lock so concurrent
   * searches are counted one by one: nothing is spent when it is the search counted last (a list and its
   * category counts asked at once spend one); refused (nothing spent) when the quota is used up by then.
   */
  async spendSearch(
    user: UserRow,
    search: string | null = null,
  ): Promise<{ allowed: boolean; state: SearchQuotaState }> {
    const limit = this.searchLimit(user);
    const now = this.clock.now().getTime();
    return this.counters.updateSearchRecord<{ allowed: boolean; state: SearchQuotaState }>(
      userSubject(user),
      (current) => {
        const before = searchQuotaState(current, { now, limit });
        if (isRepeatSearch(current, search, now))
          return { store: null, result: { allowed: true, state: before } };
        if (before.blocked) return { store: null, result: { allowed: false, state: before } };
        const next = recordSearch(current, now, search);
        return { store: next, result: { allowed: true, state: searchQuotaState(next, { now, limit }) } };
      },
    );
  }

  /** The name a search is kept under: a short digest of its canonical key. */
  static searchDigest(key: string): string {
    return createHash('sha256').update(key).digest('base64url').slice(0, 22);
  }

  /** A quota state in the wire shape. */
  static searchAnswer(state: SearchQuotaState): SearchQuota {
    return {
      count: state.count,
      limit: state.limit,
      remaining: state.remaining,
      resetsAt: state.resetsAt === null ? null : new Date(state.resetsAt).toISOString(),
      blocked: state.blocked,
    };
  }
}
