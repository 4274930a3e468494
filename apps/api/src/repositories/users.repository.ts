import type { NotificationPreferences } from '@pageshelf/contracts/me';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../db/schema.js';

export interface SessionUserRow extends UserRow {
  team_size: number;
}

export class UsersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(email: string, searchLimit: number): Promise<UserRow> {
    return this.db
      .insertInto('users')
      .values({ email, fullname: null, team_id: null, search_limit: searchLimit, last_active_at: null })
      .onConflict((oc) => oc.column('email').doUpdateSet({ email }))
      .returningAll()
      .executeTakeFirstOrThrow();
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

  async teammates(user: UserRow) {
    if (user.team_id === null) return [];
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'fullname', 'role'])
      .where('team_id', '=', user.team_id)
      .where('id', '<>', user.id)
      .orderBy('id')
      .execute();
  }

  async touch(id: number, at: Date): Promise<void> {
    await this.db.updateTable('users').set({ last_active_at: at }).where('id', '=', id).execute();
  }

  /** The emails a member receives: the stored choices, or every kind on when none were stored. */
  async notificationPreferences(userId: number): Promise<NotificationPreferences> {
    const row = await this.db
      .selectFrom('notification_preferences')
      .select(['weekly_digest', 'product_updates', 'shared_collections'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      weeklyDigest: row?.weekly_digest ?? true,
      productUpdates: row?.product_updates ?? true,
      sharedCollections: row?.shared_collections ?? true,
    };
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
   * collections, subscription and activity go with it by cascade), its quota counters and the sign-in
   * links and outbox mail of its address. Feedback stays, detached from the account.
   */
  async deleteAccount(user: UserRow, counterSubject: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('visit_counters').where('subject', '=', counterSubject).execute();
      await tx.deleteFrom('search_counters').where('subject', '=', counterSubject).execute();
      await tx.deleteFrom('magic_links').where('email', '=', user.email).execute();
      await tx.deleteFrom('outbox').where('recipient', '=', user.email).execute();
      await tx.deleteFrom('users').where('id', '=', user.id).execute();
    });
  }
}
