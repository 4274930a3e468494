import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface CollectionRecord {
  id: number;
  uuid: string;
  userId: number;
  name: string;
  description: string | null;
  sharedWithTeam: boolean;
  /** The read-only link's token, or null. */
  shareToken: string | null;
  createdAt: Date;
  updatedAt: Date;
  screenCount: number;
  coverImageKeys: string[];
  screenIds: number[];
}

const COVER_SIZE = 4;

export class CollectionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The user's own collections and those their teammates share, most recently changed first. */
  async visibleTo(userId: number, teamId: number | null): Promise<CollectionRecord[]> {
    let query = this.db
      .selectFrom('collections')
      .innerJoin('users', 'users.id', 'collections.user_id')
      .selectAll('collections');
    query =
      teamId === null
        ? query.where('collections.user_id', '=', userId)
        : query.where((eb) =>
            eb.or([
              eb('collections.user_id', '=', userId),
              eb.and([eb('users.team_id', '=', teamId), eb('collections.shared_with_team', '=', true)]),
            ]),
          );
    const rows = await query
      .orderBy('collections.updated_at', 'desc')
      .orderBy('collections.id', 'desc')
      .execute();
    return this.hydrate(rows);
  }

  /** The collection whose share link has `token`, with its owner's name, or undefined. */
  async byShareToken(token: string): Promise<(CollectionRecord & { ownerName: string | null }) | undefined> {
    const row = await this.db
      .selectFrom('collections')
      .innerJoin('users', 'users.id', 'collections.user_id')
      .selectAll('collections')
      .select('users.fullname as owner_name')
      .where('collections.share_token', '=', token)
      .executeTakeFirst();
    if (!row) return undefined;
    const [record] = await this.hydrate([row]);
    return record ? { ...record, ownerName: row.owner_name } : undefined;
  }

  async byUuid(uuid: string): Promise<(CollectionRecord & { ownerTeamId: number | null }) | undefined> {
    const row = await this.db
      .selectFrom('collections')
      .innerJoin('users', 'users.id', 'collections.user_id')
      .selectAll('collections')
      .select('users.team_id as owner_team_id')
      .where('collections.uuid', '=', uuid)
      .executeTakeFirst();
    if (!row) return undefined;
    const [record] = await this.hydrate([row]);
    return record ? { ...record, ownerTeamId: row.owner_team_id } : undefined;
  }

  private async hydrate(rows: CollectionRow[]) {
    const ids = rows.map((row) => row.id);
    const links =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('collection_screens')
            .innerJoin('screens', 'screens.id', 'collection_screens.screen_id')
            .select(['collection_screens.collection_id', 'screens.id', 'screens.image_key'])
            .where('collection_screens.collection_id', 'in', ids)
            .orderBy('collection_screens.added_at', 'desc')
            .orderBy('screens.id', 'desc')
            .execute();
    return rows.map((row): CollectionRecord => {
      const own = links.filter((link) => link.collection_id === row.id);
      return {
        id: row.id,
        uuid: row.uuid,
        userId: row.user_id,
        name: row.name,
        description: row.description,
        sharedWithTeam: row.shared_with_team,
        shareToken: row.share_token,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        screenCount: own.length,
        coverImageKeys: own.slice(0, COVER_SIZE).map((link) => link.image_key),
        screenIds: own.map((link) => link.id),
      };
    });
  }

  /**
   * Creates a collection and, when `firstScreenUuid` is given, saves that screen into it, in one
   * transaction: if the second write fails, the first is rolled back, so no empty collection is left.
   * The screen is looked up (and kept from being deleted) inside the transaction; when it does not exist
   * nothing is written and the answer is undefined. Otherwise the answer is the new collection's uuid.
   */
  async create(
    userId: number,
    input: { name: string; description: string | null; firstScreenUuid: string | null },
    at: Date,
  ): Promise<string | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const screen =
        input.firstScreenUuid === null
          ? null
          : await tx
              .selectFrom('screens')
              .select('id')
              .where('uuid', '=', input.firstScreenUuid)
              .forKeyShare()
              .executeTakeFirst();
      if (screen === undefined) return undefined;
      const uuid = randomUUID();
      const { id } = await tx
        .insertInto('collections')
        .values({
          uuid,
          user_id: userId,
          name: input.name,
          description: input.description,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (screen !== null) {
        await tx
          .insertInto('collection_screens')
          .values({ collection_id: id, screen_id: screen.id, added_at: at })
          .execute();
      }
      return uuid;
    });
  }

  async update(
    id: number,
    changes: {
      name?: string | undefined;
      description?: string | null | undefined;
      sharedWithTeam?: boolean | undefined;
    },
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('collections')
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.sharedWithTeam === undefined ? {} : { shared_with_team: changes.sharedWithTeam }),
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Gives the collection a share link unless it has one, in one statement (two requests at once agree
   * on one token); answers the token it has. `token` is the new token to use.
   */
  async keepShareToken(id: number, token: string): Promise<string> {
    const row = await this.db
      .updateTable('collections')
      .set((eb) => ({ share_token: eb.fn.coalesce('share_token', eb.val(token)) }))
      .where('id', '=', id)
      .returning('share_token')
      .executeTakeFirstOrThrow();
    return row.share_token ?? token;
  }

  /** Turns the collection's share link off. */
  async dropShareToken(id: number): Promise<void> {
    await this.db.updateTable('collections').set({ share_token: null }).where('id', '=', id).execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('collections').where('id', '=', id).execute();
  }

  async addScreen(id: number, screenId: number, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('collection_screens')
        .values({ collection_id: id, screen_id: screenId, added_at: at })
        .onConflict((oc) => oc.columns(['collection_id', 'screen_id']).doNothing())
        .execute();
      await tx.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
    });
  }

  async removeScreen(id: number, screenId: number, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('collection_screens')
        .where('collection_id', '=', id)
        .where('screen_id', '=', screenId)
        .execute();
      await tx.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
    });
  }

  async countOwnedBy(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('collections')
      .select(sql<string>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

interface CollectionRow {
  id: number;
  uuid: string;
  user_id: number;
  name: string;
  description: string | null;
  shared_with_team: boolean;
  share_token: string | null;
  created_at: Date;
  updated_at: Date;
}
