import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CategoryKind, DB } from '../db/schema.js';
import type { ComponentsRepository } from './components.repository.js';
import { type ListFilters, whereScreenFilters } from './content-filters.js';
import { type CategoryRecord, type CategoryRefRow, FACET_COUNT_CAP } from './content-parts.js';
import type { FlowsRepository } from './flows.repository.js';
import type { ScreensRepository } from './screens.repository.js';
/** Reads the library's categories and tags, and the counts of a category chip under filters. */
export class CategoriesRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly screens: ScreensRepository,
    private readonly flows: FlowsRepository,
    private readonly components: ComponentsRepository,
  ) {}

  // Categories and tags -------------------------------------------------------------------------

  async categories(kind: CategoryKind): Promise<CategoryRecord[]> {
    const rows = await this.db
      .selectFrom('categories')
      .select(['id', 'kind', 'title', 'slug', 'featured', 'item_count'])
      .where('kind', '=', kind)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      slug: row.slug,
      featured: row.featured,
      count: row.item_count,
    }));
  }

  /**
   * Facet counts: for each category of a chip kind (pattern → screens, flow → flows, component →
   * components), how many items the list would show under `filters` with that category picked instead of
   * the others of its kind. Each count stops at `FACET_COUNT_CAP` + 1 rows (one statement, each category
   * read through its link table's index), so the work is bounded whatever the library's size.
   */
  async categoryCounts(
    kind: 'pattern' | 'flow' | 'component',
    filters: ListFilters,
  ): Promise<Map<number, { count: number; capped: boolean }>> {
    const others: ListFilters =
      kind === 'pattern'
        ? { ...filters, patternCategories: [] }
        : kind === 'flow'
          ? { ...filters, flowCategories: [] }
          : { ...filters, componentCategories: [] };
    const [link, owner, base] =
      kind === 'pattern'
        ? ([
            'screen_categories',
            'screens.id',
            whereScreenFilters(this.db.selectFrom('screens'), others, await this.screens.screenShape(others)),
          ] as const)
        : kind === 'flow'
          ? (['flow_categories', 'flows.id', this.flows.base(others)] as const)
          : (['component_categories', 'components.id', this.components.base(others)] as const);
    const ownerColumn =
      link === 'screen_categories' ? 'screen_id' : link === 'flow_categories' ? 'flow_id' : 'component_id';
    const rows = await this.db
      .selectFrom('categories as facet')
      .where('facet.kind', '=', kind)
      .select('facet.id')
      .select((eb) =>
        eb
          .selectFrom(
            (base as SelectQueryBuilder<DB, never, object>)
              .clearSelect()
              .where(
                sql<boolean>`exists (select 1 from ${sql.table(link)} as facet_link where facet_link.${sql.ref(ownerColumn)} = ${sql.ref(owner)} and facet_link.category_id = facet.id)`,
              )
              .select(sql`1`.as('one'))
              .limit(FACET_COUNT_CAP + 1)
              .as('capped'),
          )
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .as('n'),
      )
      .execute();
    return new Map(
      rows.map((row) => {
        const n = Number(row.n ?? 0);
        return [
          row.id,
          n > FACET_COUNT_CAP ? { count: FACET_COUNT_CAP, capped: true } : { count: n, capped: false },
        ];
      }),
    );
  }

  async categoryBySlug(kind: CategoryKind, slug: string): Promise<CategoryRecord | undefined> {
    return (await this.categories(kind)).find((category) => category.slug === slug);
  }

  async tags(): Promise<(CategoryRefRow & { count: number })[]> {
    const rows = await this.db
      .selectFrom('tags')
      .leftJoin('component_tags', 'component_tags.tag_id', 'tags.id')
      .select((eb) => [
        'tags.id',
        'tags.title',
        'tags.slug',
        eb.fn.count<string>('component_tags.component_id').as('n'),
      ])
      .groupBy(['tags.id', 'tags.title', 'tags.slug'])
      .orderBy('tags.title')
      .execute();
    return rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug, count: Number(row.n) }));
  }
}
