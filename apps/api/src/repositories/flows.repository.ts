import { FLOW_LIST_STEPS } from '@pageshelf/contracts/content';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  appInCategories,
  containsPattern,
  inCategories,
  intersectIds,
  isFavoriteOf,
  type ListFilters,
} from './content-filters.js';
import {
  cappedTotal,
  FLOW_CATEGORIES,
  FLOW_COLUMNS,
  FLOW_SCREEN_COUNT,
  type FlowRecord,
  flowRecordOf,
  flowScreens,
  inOrderOf,
  keysetPage,
  type PageRequest,
  type PageResult,
} from './content-parts.js';
/** Reads the library's flows: lists with filters and keyset pages, a flow with all its steps. */
export class FlowsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  // Flows ---------------------------------------------------------------------------------------

  base(filters: ListFilters) {
    let query = this.db.selectFrom('flows').innerJoin('apps', 'apps.id', 'flows.app_id');
    if (filters.term) {
      const pattern = containsPattern(filters.term);
      query = query.where((eb) =>
        eb.or([eb('flows.title', 'ilike', pattern), eb('apps.title', 'ilike', pattern)]),
      );
    }
    const ids = intersectIds(filters.products, filters.apps);
    if (ids)
      query = ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('flows.app_id', 'in', ids);
    if (filters.productCategories.length > 0)
      query = query.where(appInCategories(filters.productCategories, 'flows.app_id'));
    if (filters.platforms.length > 0) query = query.where('apps.platform', 'in', filters.platforms);
    if (filters.flowCategories.length > 0)
      query = query.where(inCategories('flow_categories', 'flows.id', filters.flowCategories));
    // The patterns of a flow's screens, copied onto it (migration 0013): one condition on one index.
    if (filters.patternCategories.length > 0)
      query = query.where(sql<boolean>`flows.pattern_ids && ${filters.patternCategories}::int[]`);
    if (filters.favoritesOf !== undefined)
      query = query.where(isFavoriteOf(filters.favoritesOf, 'flows', 'flows.id'));
    return query;
  }

  async listFlows(
    filters: ListFilters,
    page: PageRequest<[number]>,
    options: { estimate?: boolean } = {},
  ): Promise<PageResult<FlowRecord, [number]>> {
    const base = this.base(filters);
    // A list carries a flow's first steps, as a card shows them (`FLOW_LIST_STEPS`); the count is the whole's.
    let query = base
      .select(FLOW_COLUMNS)
      .select([FLOW_CATEGORIES, flowScreens(FLOW_LIST_STEPS), FLOW_SCREEN_COUNT]);
    if (page.after) query = query.where('flows.id', '<', page.after[0]);
    query = query.orderBy('flows.id', 'desc');
    const [rows, total] = await Promise.all([
      query.limit(page.limit + 1).execute(),
      cappedTotal(this.db, base, options.estimate !== false),
    ]);
    return { ...keysetPage(rows, page.limit, flowRecordOf, (flow): [number] => [flow.id]), total };
  }

  /**
   * Flows by id in the order of `ids` (unknown ids left out), each with its first steps as a list has
   * them, or with all of them (`steps: 'all'`).
   */
  async flowsByIds(ids: readonly number[], options: { steps?: 'list' | 'all' } = {}): Promise<FlowRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('flows')
      .innerJoin('apps', 'apps.id', 'flows.app_id')
      .select(FLOW_COLUMNS)
      .select([
        FLOW_CATEGORIES,
        flowScreens(options.steps === 'all' ? null : FLOW_LIST_STEPS),
        FLOW_SCREEN_COUNT,
      ])
      .where('flows.id', 'in', [...ids])
      .execute();
    return inOrderOf(ids, rows.map(flowRecordOf));
  }

  async flowByUuid(uuid: string): Promise<FlowRecord | undefined> {
    const row = await this.db
      .selectFrom('flows')
      .innerJoin('apps', 'apps.id', 'flows.app_id')
      .select(FLOW_COLUMNS)
      .select([FLOW_CATEGORIES, flowScreens(null)])
      .where('flows.uuid', '=', uuid)
      .executeTakeFirst();
    return row ? flowRecordOf(row) : undefined;
  }
}
