import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export class MagicLinksRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async countSince(email: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('magic_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(email: string, tokenHash: string, redirectTo: string | null, at: Date, expiresAt: Date) {
    await this.db
      .insertInto('magic_links')
      .values({
        email,
        token_hash: tokenHash,
        redirect_to: redirectTo,
        created_at: at,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  }

  /** Marks an unused, unexpired link as used and returns it; undefined when there is none. */
  async consume(tokenHash: string, at: Date) {
    return this.db
      .updateTable('magic_links')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['email', 'redirect_to'])
      .executeTakeFirst();
  }
}
