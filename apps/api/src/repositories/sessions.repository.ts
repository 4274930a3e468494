import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export class SessionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Creates a session and revokes every other active session of the user, atomically. The user's row is
   * locked first, so concurrent sign-ins of one account run one after the other and each revokes the
   * session the previous one created (without the lock, neither would see the other's new row). The
   * unique index `sessions_one_active_per_user` (migration 0005) refuses a second active session anyway.
   */
  async replaceFor(userId: number, tokenHash: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      await tx
        .updateTable('sessions')
        .set({ revoked_at: at, revoke_reason: 'replaced' })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      await tx
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          created_at: at,
          last_used_at: at,
          revoked_at: null,
          revoke_reason: null,
        })
        .execute();
    });
  }

  /** Records a use of an active session: the idle limit runs from `at` from now on. */
  async recordUse(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where('last_used_at', '<', at)
      .execute();
  }

  async revoke(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: at, revoke_reason: 'sign-out' })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
