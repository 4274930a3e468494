import { PLATFORMS, type Platform } from '@pageshelf/contracts/category';
import type { AppSort } from '@pageshelf/contracts/content';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  appInCategories,
  containsPattern,
  intersectIds,
  isFavoriteOf,
  type ListFilters,
} from './content-filters.js';
import {
  type AppRecord,
  appRecordOf,
  cappedTotal,
  inOrderOf,
  keysetPage,
  type PageRequest,
  type PageResult,
  PRODUCT_CATEGORIES,
} from './content-parts.js';
/** Reads the library's apps: lists with filters and keyset pages, names, an app by its slug. */
export class AppsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Apps ----------------------------------------------------------------------------------------

  private appsBase(filters: ListFilters) {
    let query = this.db.selectFrom('apps');
    if (filters.term) {
      const pattern = containsPattern(filters.term);
      query = query.where((eb) =>
        eb.or([eb('apps.title', 'ilike', pattern), eb('apps.description', 'ilike', pattern)]),
      );
    }
    const ids = intersectIds(filters.products, filters.apps);
    if (ids) query = ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('apps.id', 'in', ids);
    if (filters.productCategories.length > 0)
      query = query.where(appInCategories(filters.productCategories, 'apps.id'));
    if (filters.platforms.length > 0) query = query.where('apps.platform', 'in', filters.platforms);
    if (filters.favoritesOf !== undefined)
      query = query.where(isFavoriteOf(filters.favoritesOf, 'apps', 'apps.id'));
    return query;
  }

  /**
   * A page of apps: by title (the key is the title and id), or with `sort: 'redesigned'` the apps ever
   * redesigned, the most recent first (the key is the date, as ISO text, and the id).
   */
  async listApps(
    filters: ListFilters,
    page: PageRequest<[string, number]>,
    options: { estimate?: boolean; sort?: AppSort } = {},
  ): Promise<PageResult<AppRecord, [string, number]>> {
    const redesigned = options.sort === 'redesigned';
    const base = redesigned
      ? this.appsBase(filters).where('apps.redesigned_at', 'is not', null)
      : this.appsBase(filters);
    let query = base.selectAll('apps').select(PRODUCT_CATEGORIES);
    if (page.after) {
      const [key, id] = page.after;
      query = redesigned
        ? query.where((eb) =>
            eb(
              eb.refTuple('apps.redesigned_at', 'apps.id'),
              '<',
              eb.tuple(sql<Date>`${key}::timestamptz`, id),
            ),
          )
        : query.where((eb) => eb(eb.refTuple('apps.title', 'apps.id'), '>', eb.tuple(key, id)));
    }
    query = redesigned
      ? query.orderBy('apps.redesigned_at', 'desc').orderBy('apps.id', 'desc')
      : query.orderBy('apps.title', 'asc').orderBy('apps.id', 'asc');
    const [rows, total] = await Promise.all([
      query.limit(page.limit + 1).execute(),
      cappedTotal(this.db, base, options.estimate !== false),
    ]);
    return {
      ...keysetPage(rows, page.limit, appRecordOf, (app): [string, number] => [
        redesigned ? (app.redesignedAt?.toISOString() ?? '') : app.title,
        app.id,
      ]),
      total,
    };
  }

  /** Names and logos of apps: those of `ids`, else the first `limit` whose title contains `q`, by title. */
  async appNames(query: { q?: string | undefined; ids?: number[] | undefined }, limit: number) {
    let select = this.db
      .selectFrom('apps')
      .select(['id', 'title', 'slug', 'logo', 'platform', 'screen_count as screenCount']);
    if (query.ids && query.ids.length > 0) select = select.where('id', 'in', query.ids);
    else if (query.q) select = select.where('title', 'ilike', containsPattern(query.q));
    return select.orderBy('title').orderBy('platform').orderBy('id').limit(limit).execute();
  }

  /** Apps by id in the order of `ids` (unknown ids left out). */
  async appsByIds(ids: readonly number[]): Promise<AppRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('apps')
      .selectAll('apps')
      .select(PRODUCT_CATEGORIES)
      .where('apps.id', 'in', [...ids])
      .execute();
    return inOrderOf(ids, rows.map(appRecordOf));
  }

  /** The product's apps: those of the same name, one per platform (iOS, Android, web), at most three. */
  async versionsOf(title: string): Promise<{ slug: string; platform: Platform }[]> {
    const rows = await this.db
      .selectFrom('apps')
      .select(['slug', 'platform', 'id'])
      .where('title', '=', title)
      .orderBy('id')
      .limit(12)
      .execute();
    const first = new Map<Platform, string>();
    for (const row of rows) if (!first.has(row.platform)) first.set(row.platform, row.slug);
    return PLATFORMS.flatMap((platform) => {
      const slug = first.get(platform);
      return slug === undefined ? [] : [{ slug, platform }];
    });
  }

  async appBySlug(slug: string): Promise<AppRecord | undefined> {
    const row = await this.db
      .selectFrom('apps')
      .selectAll('apps')
      .select(PRODUCT_CATEGORIES)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? appRecordOf(row) : undefined;
  }
}
