import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/** A tag as the library names it. */
export interface TagRow {
  id: number;
  title: string;
  slug: string;
}

/** Postgres' unique_violation: two administrators took the same slug at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * The tags the administrators manage (spec section 6): their names, and the links of components and
 * screens to them, with what the search keeps of them in step (a screen's `tag_ids`, the chips vector's
 * '#t' words; each tag's `screen_count`).
 */
export class TagsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A new tag; undefined when its slug is taken. */
  async create(tag: { title: string; slug: string }): Promise<TagRow | undefined> {
    return this.db
      .insertInto('tags')
      .values(tag)
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning(['id', 'title', 'slug'])
      .executeTakeFirst();
  }

  /** Renames the tag of `slug` (its title, its slug or both): 'missing' without it, 'taken' when the new slug is. */
  async rename(
    slug: string,
    change: { title?: string; slug?: string },
  ): Promise<TagRow | 'missing' | 'taken'> {
    if (change.slug !== undefined && change.slug !== slug) {
      const taken = await this.db
        .selectFrom('tags')
        .select('id')
        .where('slug', '=', change.slug)
        .executeTakeFirst();
      if (taken) return 'taken';
    }
    try {
      const updated = await this.db
        .updateTable('tags')
        .set({
          ...(change.title !== undefined ? { title: change.title } : {}),
          ...(change.slug !== undefined ? { slug: change.slug } : {}),
        })
        .where('slug', '=', slug)
        .returning(['id', 'title', 'slug'])
        .executeTakeFirst();
      return updated ?? 'missing';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  /**
   * Merges the tag of `slug` into the tag of `into`, in one transaction with both locked: the components
   * and screens it was on carry `into` (once), it is deleted, and the screens' copies and the counts follow.
   * `moved` is how many components carried it. 'missing' / 'missing target' when a tag is not there.
   */
  async merge(
    slug: string,
    into: string,
  ): Promise<{ into: TagRow & { count: number }; moved: number } | 'missing' | 'missing target'> {
    return this.db.transaction().execute(async (tx) => {
      const tags = await tx
        .selectFrom('tags')
        .select(['id', 'title', 'slug'])
        .where('slug', 'in', [slug, into])
        .forUpdate()
        .execute();
      const source = tags.find((tag) => tag.slug === slug);
      const target = tags.find((tag) => tag.slug === into);
      if (!source) return 'missing';
      if (!target) return 'missing target';
      const carried = await tx
        .selectFrom('component_tags')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tag_id', '=', source.id)
        .executeTakeFirstOrThrow();
      await TagsRepository.retag(tx, 'component_tags', source.id, target.id);
      // The screens it was on carry the other tag (where deleting it alone would have untagged them).
      const screens = (
        await tx.selectFrom('screen_tags').select('screen_id').where('tag_id', '=', source.id).execute()
      ).map((row) => row.screen_id);
      await TagsRepository.retag(tx, 'screen_tags', source.id, target.id);
      await tx.deleteFrom('tags').where('id', '=', source.id).execute();
      await TagsRepository.settleScreens(tx, screens, [target.id]);
      const count = await tx
        .selectFrom('component_tags')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('tag_id', '=', target.id)
        .executeTakeFirstOrThrow();
      return { into: { ...target, count: Number(count.n) }, moved: Number(carried.n) };
    });
  }

  /**
   * Replaces the tags of the component `uuid` with those of `slugs`: 'missing' without the component,
   * the slugs no tag has when some are unknown (nothing written then).
   */
  async replaceComponentTags(
    uuid: string,
    slugs: string[],
  ): Promise<TagRow[] | 'missing' | { unknown: string[] }> {
    const component = await this.db
      .selectFrom('components')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (!component) return 'missing';
    const wanted = [...new Set(slugs)];
    const tags =
      wanted.length === 0
        ? []
        : await this.db
            .selectFrom('tags')
            .select(['id', 'title', 'slug'])
            .where('slug', 'in', wanted)
            .execute();
    const unknown = wanted.filter((slug) => !tags.some((tag) => tag.slug === slug));
    if (unknown.length > 0) return { unknown };
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('component_tags').where('component_id', '=', component.id).execute();
      if (tags.length > 0)
        await tx
          .insertInto('component_tags')
          .values(tags.map((tag) => ({ component_id: component.id, tag_id: tag.id })))
          .execute();
    });
    return tags;
  }

  /** Deletes the tag of `slug` (its links with it) and the screens' copies of it; false without it. */
  async delete(slug: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const tag = await tx
        .selectFrom('tags')
        .select('id')
        .where('slug', '=', slug)
        .forUpdate()
        .executeTakeFirst();
      if (!tag) return false;
      const screens = (
        await tx.selectFrom('screen_tags').select('screen_id').where('tag_id', '=', tag.id).execute()
      ).map((row) => row.screen_id);
      await tx.deleteFrom('tags').where('id', '=', tag.id).execute();
      await TagsRepository.settleScreens(tx, screens, []);
      return true;
    });
  }

  /** What carried the tag `from` carries the tag `to` too (once). */
  private static async retag(
    tx: Transaction<DB>,
    table: 'component_tags' | 'screen_tags',
    from: number,
    to: number,
  ): Promise<void> {
    const owner = table === 'component_tags' ? 'component_id' : 'screen_id';
    await sql`
      insert into ${sql.table(table)} (${sql.ref(owner)}, tag_id)
      select ${sql.ref(owner)}, ${to}::int from ${sql.table(table)} where tag_id = ${from}
      on conflict do nothing`.execute(tx);
  }

  /**
   * The search's copies after the tags of `screens` changed: each screen's `tag_ids` from its links (the
   * chips vector follows), and the screen counts of `tags`.
   */
  private static async settleScreens(tx: Transaction<DB>, screens: number[], tags: number[]): Promise<void> {
    if (screens.length > 0)
      await sql`
        update screens s set tag_ids = coalesce(
          (select array_agg(l.tag_id order by l.tag_id) from screen_tags l where l.screen_id = s.id), '{}')
        where s.id = any(${screens}::int[])`.execute(tx);
    if (tags.length > 0)
      await sql`
        update tags t set screen_count = (select count(*) from screen_tags l where l.tag_id = t.id)
        where t.id = any(${tags}::int[])`.execute(tx);
  }
}
