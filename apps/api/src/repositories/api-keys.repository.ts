import { MAX_API_KEYS } from '@pageshelf/domain/api-keys';
import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, DB } from '../db/schema.js';

/** A key's row, without its hash. */
export type ApiKeyRecord = Omit<Selectable<ApiKeysTable>, 'key_hash'>;

const COLUMNS = ['id', 'user_id', 'name', 'hint', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** How often a key's last use is written: at most once a minute, not on every call. */
export const USE_RECORD_INTERVAL_MS = 60_000;

export class ApiKeysRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Stores a new key of `userId`; `undefined` when the account holds `MAX_API_KEYS` live keys already.
   * The account's row is locked first, so two requests at once cannot both take the last place.
   */
  async create(
    userId: number,
    key: { name: string; hash: string; hint: string },
    at: Date,
  ): Promise<ApiKeyRecord | undefined> {
    return this.db.transaction().execute(async (tx) => {
      await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      const { live } = await tx
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('live'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(live) >= MAX_API_KEYS) return undefined;
      return tx
        .insertInto('api_keys')
        .values({ user_id: userId, name: key.name, key_hash: key.hash, hint: key.hint, created_at: at })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
  }

  /** The live keys of `userId`, newest first. */
  async listLive(userId: number): Promise<ApiKeyRecord[]> {
    return this.db
      .selectFrom('api_keys')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Revokes a live key of `userId`; false when it has no such key (another's, or revoked already). */
  async revoke(userId: number, id: number, at: Date): Promise<boolean> {
    const revoked = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return revoked !== undefined;
  }

  /** The key of a hash, revoked or not. */
  async byHash(hash: string): Promise<ApiKeyRecord | undefined> {
    return this.db.selectFrom('api_keys').select(COLUMNS).where('key_hash', '=', hash).executeTakeFirst();
  }

  /** Records a call with a live key, unless one was recorded in the last minute. */
  async recordUse(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('last_used_at', 'is', null),
          eb('last_used_at', '<', new Date(at.getTime() - USE_RECORD_INTERVAL_MS)),
        ]),
      )
      .execute();
  }
}
