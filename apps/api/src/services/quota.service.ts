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
  searchDataText,
  searchQuotaState,
} from '@pageshelf/domain/search-quota';
import { permissionsOf } from '@pageshelf/domain/tiers';
import {
  type VisitCapState,
  visitCapState,
  visitLimitFor,
  visitorVisitState,
} from '@pageshelf/domain/visit-cap';
import type { Actor, Member } from '../actor.js';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { CountersRepository } from '../repositories/counters.repository.js';

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
export const userSubject = (user: Pick<UserRow, 'id'>) => `user:${user.id}`;

const UNCAPPED: VisitCapState = visitCapState(0, { limit: null });

export class QuotaService {
  constructor(
    private readonly counters: CountersRepository,
    private readonly clock: Clock,
  ) {}

  private subjects(actor: Actor): { device: string | null; address: string; user: string | null } {
    if (actor.kind === 'user') return { user: userSubject(actor.user), device: null, address: '' };
    return {
      user: null,
      device: actor.device === null ? null : `device:${actor.device}`,
      address: `address:${actor.address}`,
    };
  }

  private stateOf(actor: Actor, counts: Map<string, number>): VisitCapState {
    if (isUncapped(actor.policy)) return UNCAPPED;
    const { user, device, address } = this.subjects(actor);
    if (user !== null) {
      return visitCapState(counts.get(user) ?? 0, { limit: visitLimitFor(actor.policy) });
    }
    return visitorVisitState({
      device: device === null ? null : (counts.get(device) ?? 0),
      address: counts.get(address) ?? 0,
    });
  }

  private subjectList(actor: Actor): string[] {
    const { user, device, address } = this.subjects(actor);
    if (user !== null) return [user];
    return device === null ? [address] : [device, address];
  }

  /** Where the viewer stands against the visit cap (Pro members and verified crawlers: no cap). */
  async visitState(actor: Actor): Promise<VisitCapState> {
    if (isUncapped(actor.policy)) return UNCAPPED;
    return this.stateOf(actor, await this.counters.visitCounts(this.subjectList(actor)));
  }

  /** Counts one view of `view` (unless it is the viewer's last counted one) and gives the state after. */
  async countView(actor: Actor, view: string): Promise<VisitCapState> {
    if (isUncapped(actor.policy)) return UNCAPPED;
    const counts = await this.counters.countView(this.subjectList(actor), view, this.clock.now());
    return this.stateOf(actor, counts);
  }

  /** The visit counter in the shape of the activity answer. */
  static visitAnswer(state: VisitCapState): VisitState {
    return { visit_count: state.count, visit_limit: state.limit, exceeded: state.exceeded };
  }

  /** The member's daily search limit (`null`: unlimited), as the policy's permissions give it. */
  private searchLimit(member: Member): number | null {
    return permissionsOf(member.policy).searchLimit;
  }

  /** The member's search quota now. */
  async searchState(member: Member): Promise<SearchQuotaState> {
    return (await this.searchStanding(member, null)).state;
  }

  /**
   * The user's search quota now, and whether `search` (see `searchDigest`) is the search they counted
   * last: asked again, it spends nothing (`isRepeatSearch`).
   */
  async searchStanding(
    member: Member,
    search: string | null,
  ): Promise<{ state: SearchQuotaState; repeat: boolean }> {
    const now = this.clock.now().getTime();
    const limit = this.searchLimit(member);
    // Without a limit no counter decides anything (a search spends nothing and is never refused): none is
    // read (one round trip less before every search of a Pro member).
    if (limit === null) return { state: searchQuotaState(null, { now, limit }), repeat: false };
    const record = await this.counters.searchRecord(userSubject(member.user));
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
    member: Member,
    search: string | null = null,
  ): Promise<{ allowed: boolean; state: SearchQuotaState }> {
    const limit = this.searchLimit(member);
    const now = this.clock.now().getTime();
    return this.counters.updateSearchRecord<{ allowed: boolean; state: SearchQuotaState }>(
      userSubject(member.user),
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
  /** The `search_data` record of a quota state, as the `search-data` header and cookie hold it. */
  searchData(state: SearchQuotaState): string {
    return searchDataText(state, this.clock.now().getTime());
  }

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
