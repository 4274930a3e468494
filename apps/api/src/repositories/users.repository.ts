import type { NotificationPreferences } from '@pageshelf/contracts/me';
import {
  type AccountBilling,
  entitlementOf,
  type SubscriptionState,
  subscriptionIsLive,
} from '@pageshelf/domain/billing';
import { DEFAULT_MAIL_PREFERENCES } from '@pageshelf/domain/notifications';
import type { Kysely } from 'kysely';
import type { DB, SubscriptionRow, UserRecord, UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { handOverWorkspace } from './teams.repository.js';
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
  const states = rows.map(subscriptionStateOf);
  return states.find((state) => subscriptionIsLive(state, now)) ?? states[0] ?? null;
}

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
      this.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', 'in', userIds)
        .where('team_id', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      teamIds.length === 0
        ? Promise.resolve([])
        : this.db
            .selectFrom('subscriptions')
            .selectAll()
            .where('team_id', 'in', teamIds)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .execute(),
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
    return rows.map((row) => {
      const entitlement = entitlementOf(billing.get(row.id) ?? {}, now);
      return { ...row, plan: entitlement.planType, entitlement };
    });
  }

  async teamSize(teamId: number | null): Promise<number> {
    if (teamId === null) return 1;
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
