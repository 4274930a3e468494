import { randomUUID } from 'node:crypto';
import type { CollectionItemType } from '@pageshelf/contracts/collections';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** What a collection holds of each kind: ids in the collection's order. */
export type CollectionItemIds = Record<CollectionItemType, number[]>;

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
  itemCount: number;
  /** Each kind's items, by id, in the collection's order. */
  itemIds: CollectionItemIds;
  /** Pictures of its first items that have one (a screen, a flow's first screen, a component). */
  coverImageKeys: string[];
}

/** The foreign key of `collection_items` that holds an item of each kind (exactly one is set). */
const COLUMN = {
  screens: 'screen_id',
  flows: 'flow_id',
  components: 'component_id',
  apps: 'app_id',
} as const satisfies Record<CollectionItemType, string>;

const KINDS = Object.keys(COLUMN) as CollectionItemType[];

const COVER_SIZE = 4;

/** What `addItem` did: saved (or was there already), the item does not exist, or the collection is full. */
export type AddOutcome = 'saved' | 'missing' | 'full';

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
    // Each item in its collection's order, with the picture a cover shows of it (apps have none).
    const items =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('collection_items as ci')
            .leftJoin('screens as s', 's.id', 'ci.screen_id')
            .leftJoin('components as c', 'c.id', 'ci.component_id')
            .select([
              'ci.collection_id',
              'ci.screen_id',
              'ci.flow_id',
              'ci.component_id',
              'ci.app_id',
              sql<string | null>`coalesce(s.image_key, c.image_key, (
                select fs_screen.image_key from flow_screens fs
                join screens fs_screen on fs_screen.id = fs.screen_id
                where fs.flow_id = ci.flow_id order by fs.position limit 1))`.as('image_key'),
            ])
            .where('ci.collection_id', 'in', ids)
            .orderBy('ci.collection_id')
            .orderBy('ci.position')
            .orderBy('ci.id', 'desc')
            .execute();
    return rows.map((row): CollectionRecord => {
      const own = items.filter((item) => item.collection_id === row.id);
      const itemIds: CollectionItemIds = { screens: [], flows: [], components: [], apps: [] };
      for (const item of own) {
        const kind = KINDS.find((type) => item[COLUMN[type]] !== null);
        const id = kind ? item[COLUMN[kind]] : null;
        if (kind && id !== null) itemIds[kind].push(id);
      }
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
        itemCount: own.length,
        itemIds,
        coverImageKeys: own
          .flatMap((item) => (item.image_key === null ? [] : [item.image_key]))
          .slice(0, COVER_SIZE),
      };
    });
  }

  /** Whether the item exists, kept from being deleted until the transaction ends. */
  private async itemExists(tx: Transaction<DB>, item: { type: CollectionItemType; id: number }) {
    const row = await tx
      // Each kind's ids are those of the table of its name.
      .selectFrom(item.type)
      .select('id')
      .where('id', '=', item.id)
      .forKeyShare()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Locks the collection's row: its changes of items and order go one at a time (on every instance). */
  private async lock(tx: Transaction<DB>, id: number) {
    await tx.selectFrom('collections').select('id').where('id', '=', id).forUpdate().execute();
  }

  /**
   * Creates a collection and, when `firstItem` is given, saves that item into it, in one transaction: if
   * the second write fails, the first is rolled back, so no empty collection is left. The item is looked
   * up (and kept from being deleted) inside the transaction; when it does not exist nothing is written
   * and the answer is undefined. Otherwise the answer is the new collection's uuid.
   */
  async create(
    userId: number,
    input: {
      name: string;
      description: string | null;
      firstItem: { type: CollectionItemType; id: number } | null;
    },
    at: Date,
  ): Promise<string | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const { firstItem } = input;
      if (firstItem !== null && !(await this.itemExists(tx, firstItem))) return undefined;
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
      if (firstItem !== null) {
        await tx
          .insertInto('collection_items')
          .values({ collection_id: id, [COLUMN[firstItem.type]]: firstItem.id, position: 0, added_at: at })
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

  /**
   * Saves an item first in the collection (idempotent: an item there already stays where it is), unless
   * the item does not exist or the collection holds `limit` items already. One at a time per collection
   * (its row is locked), so two saves at once cannot both pass the limit.
   */
  async addItem(
    id: number,
    item: { type: CollectionItemType; id: number },
    limit: number,
    at: Date,
  ): Promise<AddOutcome> {
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx, id);
      if (!(await this.itemExists(tx, item))) return 'missing';
      const held = await tx
        .selectFrom('collection_items')
        .select([
          sql<string>`count(*)`.as('n'),
          sql<number | null>`min(position)`.as('first'),
          sql<boolean>`bool_or(${sql.ref(COLUMN[item.type])} = ${item.id})`.as('there'),
        ])
        .where('collection_id', '=', id)
        .executeTakeFirstOrThrow();
      if (held.there) return 'saved';
      if (Number(held.n) >= limit) return 'full';
      await tx
        .insertInto('collection_items')
        .values({
          collection_id: id,
          [COLUMN[item.type]]: item.id,
          position: (held.first ?? 1) - 1,
          added_at: at,
        })
        .execute();
      await tx.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
      return 'saved';
    });
  }

  async removeItem(id: number, item: { type: CollectionItemType; id: number }, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .deleteFrom('collection_items')
        .where('collection_id', '=', id)
        .where(COLUMN[item.type], '=', item.id)
        .execute();
      await tx.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
    });
  }

  /**
   * Puts one kind's items in the order of `ids`, which must name exactly the items of that kind the
   * collection holds (else nothing changes and the answer is false: it changed meanwhile). The other
   * kinds keep their places; the whole collection is numbered again 1, 2, 3… in one statement.
   */
  async reorder(id: number, type: CollectionItemType, ids: readonly number[], at: Date): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      await this.lock(tx, id);
      const rows = await tx
        .selectFrom('collection_items')
        .select(['id as rowId', 'screen_id', 'flow_id', 'component_id', 'app_id'])
        .where('collection_id', '=', id)
        .orderBy('position')
        .orderBy('id', 'desc')
        .execute();
      const column = COLUMN[type];
      const ofKind = rows.filter((row) => row[column] !== null);
      const held = new Map(ofKind.map((row) => [row[column] as number, row.rowId]));
      if (ids.length !== held.size || ids.some((itemId) => !held.has(itemId))) return false;
      // The kind's slots in the whole order stay its slots; its items fill them in the new order.
      const queue = ids.map((itemId) => held.get(itemId) as number);
      const order = rows.map((row) => (row[column] !== null ? (queue.shift() as number) : row.rowId));
      await sql`UPDATE collection_items AS ci SET position = v.position
        FROM (VALUES ${sql.join(order.map((rowId, index) => sql`(${rowId}::int, ${index + 1}::int)`))})
          AS v(row_id, position)
        WHERE ci.id = v.row_id`.execute(tx);
      await tx.updateTable('collections').set({ updated_at: at }).where('id', '=', id).execute();
      return true;
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
