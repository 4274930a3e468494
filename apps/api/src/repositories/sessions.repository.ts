import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export class SessionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Creates a session and revokes every other active session of the user, atomically. */
  async replaceFor(userId: number, tokenHash: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
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
          revoked_at: null,
          revoke_reason: null,
        })
        .execute();
    });
  }

  async findByTokenHash(tokenHash: string) {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'revoked_at', 'revoke_reason'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
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
