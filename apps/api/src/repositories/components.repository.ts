import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  appInCategories,
  appOnPlatforms,
  containsPattern,
  hasTags,
  inCategories,
  intersectIds,
  isFavoriteOf,
  type ListFilters,
  linkedWhere,
  NO_FILTERS,
  searchWords,
  textMatches,
  wordsTsQuery,
} from './content-filters.js';
import {
  COMPONENT_CATEGORIES,
  COMPONENT_COLUMNS,
  COMPONENT_TAGS,
  type ComponentRecord,
  cappedTotal,
  componentRecordOf,
  inOrderOf,
  keysetPage,
  type PageRequest,
  type PageResult,
} from './content-parts.js';
/** Reads the library's components: lists with filters and keyset pages, a component by its uuid. */
export class ComponentsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Components ----------------------------------------------------------------------------------

  /**
   * Components with `filters`, joined to their apps and screens for their `rows`; a `count` joins them only
   * when a condition reads them (every component has its app and screen: foreign keys), as each relation
   * more costs the planner (the page of "dark onboarding ios" took 4 ms to plan with five).
   */
  base(filters: ListFilters, purpose: 'rows' | 'count' = 'rows') {
    const rows = this.db
      .selectFrom('components')
      .innerJoin('apps', 'apps.id', 'components.app_id')
      .innerJoin('screens', 'screens.id', 'components.screen_id');
    const joined = purpose === 'rows' || Boolean(filters.term) || Boolean(filters.textInScreen);
    // Unjoined, the conditions below read only `components` (`appOnPlatforms` for the platforms).
    let query = joined ? rows : (this.db.selectFrom('components') as unknown as typeof rows);
    if (filters.term) {
      const pattern = containsPattern(filters.term);
      query = query.where((eb) =>
        eb.or([
          eb('apps.title', 'ilike', pattern),
          linkedWhere('component_categories', 'title', 'ilike', pattern)(eb),
        ]),
      );
    }
    const ids = intersectIds(filters.products, filters.apps);
    if (ids)
      query =
        ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('components.app_id', 'in', ids);
    if (filters.productCategories.length > 0)
      query = query.where(appInCategories(filters.productCategories, 'components.app_id'));
    if (filters.platforms.length > 0)
      query = joined
        ? query.where('apps.platform', 'in', filters.platforms)
        : query.where(appOnPlatforms(filters.platforms, 'components.app_id'));
    if (filters.componentCategories.length > 0) {
      query = query.where(inCategories('component_categories', 'components.id', filters.componentCategories));
    }
    // The search's conditions (`/search`'s components group): the component's screen is of one of the
    // patterns, or prints the words; the component carries one of the tags.
    if (filters.patternCategories.length > 0)
      query = query.where(sql<boolean>`components.pattern_ids && ${filters.patternCategories}::int[]`);
    if (filters.textInScreen) {
      const words = wordsTsQuery(searchWords(filters.textInScreen));
      query = query.where(words ? textMatches(words, filters) : sql<boolean>`false`);
    }
    if (filters.tags !== undefined)
      query = query.where(hasTags('component_tags', 'component_id', 'components.id', filters.tags));
    if (filters.tag) query = query.where(linkedWhere('component_tags', 'slug', '=', filters.tag));
    if (filters.favoritesOf !== undefined) {
      query = query.where(isFavoriteOf(filters.favoritesOf, 'components', 'components.id'));
    }
    return query;
  }

  async listComponents(
    filters: ListFilters,
    page: PageRequest<[number]>,
    options: { estimate?: boolean } = {},
  ): Promise<PageResult<ComponentRecord, [number]>> {
    let query = this.base(filters).select(COMPONENT_COLUMNS).select([COMPONENT_CATEGORIES, COMPONENT_TAGS]);
    if (page.after) query = query.where('components.id', '<', page.after[0]);
    query = query.orderBy('components.id', 'desc');
    const [rows, total] = await Promise.all([
      query.limit(page.limit + 1).execute(),
      cappedTotal(this.db, this.base(filters, 'count'), options.estimate !== false),
    ]);
    return {
      ...keysetPage(rows, page.limit, componentRecordOf, (component): [number] => [component.id]),
      total,
    };
  }

  /** Components by id in the order of `ids` (unknown ids left out). */
  async componentsByIds(ids: readonly number[]): Promise<ComponentRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.base(NO_FILTERS)
      .select(COMPONENT_COLUMNS)
      .select([COMPONENT_CATEGORIES, COMPONENT_TAGS])
      .where('components.id', 'in', [...ids])
      .execute();
    return inOrderOf(ids, rows.map(componentRecordOf));
  }

  async componentByUuid(uuid: string): Promise<ComponentRecord | undefined> {
    const row = await this.base(NO_FILTERS)
      .select(COMPONENT_COLUMNS)
      .select([COMPONENT_CATEGORIES, COMPONENT_TAGS])
      .where('components.uuid', '=', uuid)
      .executeTakeFirst();
    return row ? componentRecordOf(row) : undefined;
  }
}
