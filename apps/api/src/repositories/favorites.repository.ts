import type { Kysely } from 'kysely';
import type { DB, FavoriteType } from '../db/schema.js';

export const FAVORITE_TYPES: readonly FavoriteType[] = ['screens', 'flows', 'components', 'apps'];

const ITEM_TABLE = { screens: 'screens', flows: 'flows', components: 'components', apps: 'apps' } as const;

export class FavoritesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async idsOf(userId: number, type: FavoriteType): Promise<number[]> {
    const rows = await this.db
      .selectFrom('favorites')
      .select('item_id')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .orderBy('created_at', 'desc')
      .orderBy('item_id', 'desc')
      .execute();
    return rows.map((row) => row.item_id);
  }

  async all(userId: number): Promise<Record<FavoriteType, number[]>> {
    const rows = await this.db
      .selectFrom('favorites')
      .select(['item_type', 'item_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('item_id', 'desc')
      .execute();
    const result: Record<FavoriteType, number[]> = { screens: [], flows: [], components: [], apps: [] };
    for (const row of rows) result[row.item_type].push(row.item_id);
    return result;
  }

  async itemExists(type: FavoriteType, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom(ITEM_TABLE[type])
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async add(userId: number, type: FavoriteType, id: number, at: Date): Promise<void> {
    await this.db
      .insertInto('favorites')
      .values({ user_id: userId, item_type: type, item_id: id, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
      .execute();
  }

  async remove(userId: number, type: FavoriteType, id: number): Promise<void> {
    await this.db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('item_type', '=', type)
      .where('item_id', '=', id)
      .execute();
  }
}
