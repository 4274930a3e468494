import type { NotificationPreferences } from '@pageshelf/contracts/me';
import {
  type AccountBilling,
  entitlementOf,
  type SubscriptionState,
  subscriptionIsLive,
} from '@pageshelf/domain/billing';
import { DEFAULT_MAIL_PREFERENCES } from '@pageshelf/domain/notifications';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, SubscriptionRow, UserRecord, UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { subscriptionsNewestFirst } from './subscriptions.repository.js';
import { handOverWorkspace, memberCount } from './teams.repository.js';
import { accountCounters } from './write-counters.repository.js';

/** What the domain reads of a stored subscription. */
export function subscriptionStateOf(row: SubscriptionRow): SubscriptionState {
  return {
    planId: row.plan_id,
    status: row.status,
    seats: row.seats,
    currentPeriodEnd: row.current_period_end.getTime(),
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/**
 * The subscription that speaks for some rows (newest first) at `now`: the live one if any, else the
 * newest; `null` when there are none.
 */
export function currentSubscription(rows: readonly SubscriptionRow[], now: number): SubscriptionState | null {
  return currentState(rows.map(subscriptionStateOf), now);
}

/** `currentSubscription` of states already read. */
function currentState(states: readonly SubscriptionState[], now: number): SubscriptionState | null {
  return states.find((state) => subscriptionIsLive(state, now)) ?? states[0] ?? null;
}

/**
 * Subscriptions (aliased `sub`) as a JSON array of `SubscriptionState`, newest first: what
 * `subscriptionStateOf` reads of a row, written by the database (the period's end in milliseconds,
 * truncated as the driver reads a timestamp).
 */
const SUBSCRIPTION_STATES = (where: RawBuilder<boolean>) => sql<SubscriptionState[]>`(
  select coalesce(json_agg(json_build_object(
      'planId', sub.plan_id,
      'status', sub.status,
      'seats', sub.seats,
      'currentPeriodEnd', floor(extract(epoch from sub.current_period_end) * 1000)::float8,
      'cancelAtPeriodEnd', sub.cancel_at_period_end)
    order by sub.created_at desc, sub.id desc), '[]'::json)
  from subscriptions sub where ${where})`;

/** A session as the sign-in check reads it. */
export interface SessionRecord {
  id: number;
  user_id: number;
  created_at: Date;
  last_used_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
}

/** A users row with its entitlement now. */
function withEntitlement(row: UserRecord, billing: AccountBilling, now: number): UserRow {
  const entitlement = entitlementOf(billing, now);
  return { ...row, plan: entitlement.planType, entitlement };
}

/** A JSON column as read: PGlite and node-postgres give JSON parsed, a string is parsed here. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface SessionUserRow extends UserRow {
  team_size: number;
}

export class UsersRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    return row && (await this.withEntitlements([row]))[0];
  }

  /**
   * The session of a token's hash and its account with the account's entitlement now, in one statement
   * (one round trip on every request that carries a session, rather than three: the session, the
   * account, its subscriptions). `user` is undefined when the account is gone.
   */
  async bySessionTokenHash(
    tokenHash: string,
  ): Promise<{ session: SessionRecord; user: UserRow | undefined } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select([
        'sessions.id as session_id',
        'sessions.user_id as session_user_id',
        'sessions.created_at as session_created_at',
        'sessions.last_used_at as session_last_used_at',
        'sessions.revoked_at as session_revoked_at',
        'sessions.revoke_reason as session_revoke_reason',
      ])
      .select([
        SUBSCRIPTION_STATES(sql`sub.user_id = users.id and sub.team_id is null`).as('own_subscriptions'),
        SUBSCRIPTION_STATES(sql`sub.team_id = users.team_id`).as('team_subscriptions'),
        // The account's place among its workspace's members by joining order (as `billingOf` ranks them).
        sql<number | null>`(
          select ranked.place from (
            select member.id, row_number() over (order by member.team_joined_at, member.id) - 1 as place
            from users member where member.team_id = users.team_id) ranked
          where ranked.id = users.id)`.as('member_index'),
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return undefined;
    const session: SessionRecord = {
      id: row.session_id,
      user_id: row.session_user_id,
      created_at: row.session_created_at,
      last_used_at: row.session_last_used_at,
      revoked_at: row.session_revoked_at,
      revoke_reason: row.session_revoke_reason,
    };
    if (row.id === null) return { session, user: undefined };
    const {
      session_id: _id,
      session_user_id: _user,
      session_created_at: _created,
      session_last_used_at: _used,
      session_revoked_at: _revoked,
      session_revoke_reason: _reason,
      own_subscriptions,
      team_subscriptions,
      member_index,
      ...user
    } = row;
    const now = this.clock.now().getTime();
    const record = user as UserRecord;
    const billing: AccountBilling = {
      own: currentState(parsed(own_subscriptions), now),
      team:
        record.team_id === null
          ? null
          : {
              subscription: currentState(parsed(team_subscriptions), now),
              memberIndex: Number(member_index ?? -1),
            },
    };
    return { session, user: withEntitlement(record, billing, now) };
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && (await this.withEntitlements([row]))[0];
  }

  /**
   * Creates the account of `email`; undefined when it exists already (also when another request created
   * it a moment ago): only the request whose insert made the row is told it created it.
   */
  async create(email: string, searchLimit: number): Promise<UserRow | undefined> {
    const row = await this.db
      .insertInto('users')
      .values({
        email,
        fullname: null,
        team_id: null,
        team_role: null,
        team_joined_at: null,
        search_limit: searchLimit,
        last_active_at: null,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && (await this.withEntitlements([row]))[0];
  }

  /**
   * The billing of some accounts, as `entitlementOf` reads it: each one's own subscriptions (the live
   * one if any, else the newest) and, for workspace members, the workspace's Team subscription and the
   * member's place in joining order.
   */
  async billingOf(users: readonly UserRecord[]): Promise<Map<number, AccountBilling>> {
    const result = new Map<number, AccountBilling>();
    if (users.length === 0) return result;
    const now = this.clock.now().getTime();
    const userIds = users.map((user) => user.id);
    const teamIds = [...new Set(users.flatMap((user) => (user.team_id === null ? [] : [user.team_id])))];
    const [own, teamSubscriptions, ranks] = await Promise.all([
      subscriptionsNewestFirst(this.db, 'user_id', userIds).where('team_id', 'is', null).execute(),
      teamIds.length === 0
        ? Promise.resolve([])
        : subscriptionsNewestFirst(this.db, 'team_id', teamIds).execute(),
      teamIds.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('users')
            .select(['id', 'team_id'])
            .where('team_id', 'in', teamIds)
            .orderBy('team_joined_at')
            .orderBy('id')
            .execute(),
    ]);
    const best = (rows: SubscriptionRow[]) => currentSubscription(rows, now);
    const indexInTeam = new Map<number, number>();
    const seen = new Map<number, number>();
    for (const member of ranks) {
      const teamId = member.team_id as number;
      const index = seen.get(teamId) ?? 0;
      indexInTeam.set(member.id, index);
      seen.set(teamId, index + 1);
    }
    for (const user of users) {
      const teamRows =
        user.team_id === null ? [] : teamSubscriptions.filter((row) => row.team_id === user.team_id);
      result.set(user.id, {
        own: best(own.filter((row) => row.user_id === user.id)),
        team:
          user.team_id === null
            ? null
            : { subscription: best(teamRows), memberIndex: indexInTeam.get(user.id) ?? -1 },
      });
    }
    return result;
  }

  /** Users with their entitlement now (the only input of premium status). */
  async withEntitlements(rows: readonly UserRecord[]): Promise<UserRow[]> {
    const billing = await this.billingOf(rows);
    const now = this.clock.now().getTime();
    return rows.map((row) => withEntitlement(row, billing.get(row.id) ?? {}, now));
  }

  async teamSize(teamId: number | null): Promise<number> {
    return teamId === null ? 1 : memberCount(this.db, teamId);
  }

  /** The other members of the user's workspace, in joining order, with their workspace role. */
  async teammates(user: UserRow) {
    if (user.team_id === null) return [];
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email', 'fullname', 'role', 'team_role'])
      .where('team_id', '=', user.team_id)
      .where('id', '<>', user.id)
      .orderBy('team_joined_at')
      .orderBy('id')
      .execute();
    return rows.map(({ team_role, ...row }) => ({ ...row, teamRole: team_role ?? ('member' as const) }));
  }

  /** Accounts by id after `afterId`, at most `limit` of them (for mail to every member, in batches). */
  async accountsAfter(afterId: number, limit: number): Promise<{ id: number; email: string }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ last_active_at: at }).where('id', '=', id).execute();
  }

  /** The emails a member receives: the stored choices, or every kind on when none were stored. */
  async notificationPreferences(userId: number): Promise<NotificationPreferences> {
    return (await this.notificationPreferencesOf([userId])).get(userId) ?? { ...DEFAULT_MAIL_PREFERENCES };
  }

  /** The stored choices of some members; a member who never chose has no entry (the defaults apply). */
  async notificationPreferencesOf(userIds: readonly number[]): Promise<Map<number, NotificationPreferences>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('notification_preferences')
      .select(['user_id', 'weekly_digest', 'product_updates', 'shared_collections'])
      .where('user_id', 'in', [...userIds])
      .execute();
    return new Map(
      rows.map((row) => [
        row.user_id,
        {
          weeklyDigest: row.weekly_digest,
          productUpdates: row.product_updates,
          sharedCollections: row.shared_collections,
        },
      ]),
    );
  }

  /** Changes some preferences in one statement (the others keep their stored or default value). */
  async updateNotificationPreferences(
    userId: number,
    change: Partial<NotificationPreferences>,
    at: Date,
  ): Promise<NotificationPreferences> {
    const values = {
      ...(change.weeklyDigest === undefined ? {} : { weekly_digest: change.weeklyDigest }),
      ...(change.productUpdates === undefined ? {} : { product_updates: change.productUpdates }),
      ...(change.sharedCollections === undefined ? {} : { shared_collections: change.sharedCollections }),
      updated_at: at,
    };
    await this.db
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return this.notificationPreferences(userId);
  }

  /**
   * Deletes an account and everything it owns, in one transaction: the user row (sessions, favorites,
   * collections, subscription and activity go with it by cascade), its quota and write counters and the
   * sign-in links and outbox mail of its address. Feedback stays, detached from the account. A workspace it owns
   * goes to its earliest-joined other member, or ends with it when no one else is in it
   * (`handOverWorkspace`); invitations it sent stay valid for the workspace.
   */
  async deleteAccount(user: UserRow, counterSubject: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await handOverWorkspace(tx, user.id);
      await tx.deleteFrom('visit_counters').where('subject', '=', counterSubject).execute();
      await tx.deleteFrom('search_counters').where('subject', '=', counterSubject).execute();
      await tx.deleteFrom('write_counters').where('subject', 'in', accountCounters(user.id)).execute();
      await tx.deleteFrom('magic_links').where('email', '=', user.email).execute();
      await tx.deleteFrom('outbox').where('recipient', '=', user.email).execute();
      // Its feedback goes (its words, perhaps a screenshot of its pages); its address, where someone else
      // asked to be answered, is cleared. Invitations to its address go, in every workspace.
      await tx.deleteFrom('feedback').where('user_id', '=', user.id).execute();
      await tx.updateTable('feedback').set({ email: null }).where('email', '=', user.email).execute();
      await tx.deleteFrom('team_invitations').where('email', '=', user.email).execute();
      // The rest names the account by its id and goes with it (ON DELETE CASCADE), except its subscriptions:
      // kept for accounting, detached (user_id set to null), naming no one.
      await tx.deleteFrom('users').where('id', '=', user.id).execute();
    });
  }
}
