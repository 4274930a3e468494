import { SITEMAP_FILE_SIZE, type SitemapIndex, type SitemapKind } from '@pageshelf/contracts/sitemap';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** Where each kind's addresses come from: its table and the public path of a row (spec section 2). */
const SOURCES: Record<
  SitemapKind,
  { table: keyof DB; path: RawBuilder<string>; where?: RawBuilder<boolean> }
> = {
  apps: { table: 'apps', path: sql`'/apps/' || slug` },
  screens: { table: 'screens', path: sql`'/pages/' || uuid::text` },
  flows: { table: 'flows', path: sql`'/flows/' || uuid::text` },
  components: { table: 'components', path: sql`'/components/' || uuid::text` },
  // Screen types have no page of their own; the other kinds each have their list page.
  categories: {
    table: 'categories',
    path: sql`CASE kind WHEN 'pattern' THEN '/pages/' WHEN 'flow' THEN '/flows/'
      WHEN 'component' THEN '/components/' ELSE '/apps/categories/' END || slug`,
    where: sql`kind <> 'screen-types'`,
  },
  tags: { table: 'tags', path: sql`'/tags/' || slug` },
};

/**
 * The public addresses of the library, for the sitemap: one query per file, ordered by id so that a
 * file's content only changes when items are added or removed.
 */
export class SitemapRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private query(kind: SitemapKind) {
    const source = SOURCES[kind];
    // Every source table has an integer `id`; the table name is typed as one of them for the builder.
    const query = this.db
      .selectFrom(source.table as 'tags')
      .select([source.path.as('path'), sql<number>`id`.as('id')]);
    return source.where ? query.where(source.where) : query;
  }

  /** The files of the library's sitemap: per kind, one per SITEMAP_FILE_SIZE addresses. */
  async index(kinds: readonly SitemapKind[]): Promise<SitemapIndex> {
    const files: SitemapIndex['files'] = [];
    for (const kind of kinds) {
      const row = await this.db
        .selectFrom(this.query(kind).as('items'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const total = Number(row.n);
      for (let page = 1; (page - 1) * SITEMAP_FILE_SIZE < total; page += 1) {
        files.push({ kind, page, urls: Math.min(SITEMAP_FILE_SIZE, total - (page - 1) * SITEMAP_FILE_SIZE) });
      }
    }
    return { files };
  }

  /** The paths of one file; empty past the last one. */
  async paths(kind: SitemapKind, page: number): Promise<string[]> {
    const rows = await this.query(kind)
      .orderBy(sql`id`)
      .offset((page - 1) * SITEMAP_FILE_SIZE)
      .limit(SITEMAP_FILE_SIZE)
      .execute();
    return rows.map((row) => row.path);
  }
}
