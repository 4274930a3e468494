import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { DB, ScreenType } from '../db/schema.js';

/** Filters of a content list, already validated; empty arrays and undefined mean "no filter". */
export interface ListFilters {
  textInScreen?: string | undefined;
  term?: string | undefined;
  productCats: number[];
  patternCats: number[];
  flowCats: number[];
  componentCats: number[];
  products: number[];
  screenTypes: ScreenType[];
  apps: number[];
  /** The user whose favorites restrict the list; set only when is_favorited is on. */
  favoritesOf?: number | undefined;
  tag?: string | undefined;
  platform?: 'ios' | 'android' | 'web' | undefined;
  /**
   * Whether the text of restricted screens may match `textInScreen` and `term` (only for viewers
   * entitled to it: their text is hidden from the others, so it must not be found by them either).
   */
  restrictedText: boolean;
}

export const NO_FILTERS: ListFilters = {
  restrictedText: false,
  productCats: [],
  patternCats: [],
  flowCats: [],
  componentCats: [],
  products: [],
  screenTypes: [],
  apps: [],
};

const MAX_QUERY_WORDS = 8;

/**
 * A prefix tsquery over the words of `text` ("sign in" → "sign:* & in:*"), or null when it has none.
 * Only letters and digits pass, so the result is always valid tsquery syntax.
 */
export function prefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** `%text%` for ILIKE with the wildcard characters of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type ScreensQuery = SelectQueryBuilder<DB, 'screens' | 'apps', object>;

/** Applies every screen filter to a query over `screens` joined with `apps`. */
export function whereScreenFilters<Q extends ScreensQuery>(query: Q, filters: ListFilters): Q {
  let q = query as ScreensQuery;
  const textQuery = filters.textInScreen ? prefixTsQuery(filters.textInScreen) : null;
  // The text of a screen the viewer may not read cannot be matched either (probing it would reveal it).
  const readable = filters.restrictedText ? sql<boolean>`true` : sql<boolean>`NOT screens.is_restricted`;
  if (filters.textInScreen) {
    q = textQuery
      ? q.where(sql<boolean>`screens.text_search @@ to_tsquery('simple', ${textQuery}) AND ${readable}`)
      : q.where(sql<boolean>`false`);
  }
  if (filters.term) {
    const termQuery = prefixTsQuery(filters.term);
    const pattern = containsPattern(filters.term);
    q = q.where((eb) =>
      eb.or([
        eb('apps.title', 'ilike', pattern),
        ...(termQuery
          ? [
              eb(
                sql<boolean>`screens.text_search @@ to_tsquery('simple', ${termQuery}) AND ${readable}`,
                '=',
                true,
              ),
            ]
          : []),
        eb.exists(
          eb
            .selectFrom('screen_categories as tc')
            .innerJoin('categories as tcat', 'tcat.id', 'tc.category_id')
            .whereRef('tc.screen_id', '=', 'screens.id')
            .where('tcat.title', 'ilike', pattern)
            .select(sql`1`.as('one')),
        ),
      ]),
    );
  }
  if (filters.screenTypes.length > 0) q = q.where('screens.screen_type', 'in', filters.screenTypes);
  const appIds = intersectIds(filters.products, filters.apps);
  if (appIds)
    q = appIds.length === 0 ? q.where(sql<boolean>`false`) : q.where('screens.app_id', 'in', appIds);
  if (filters.productCats.length > 0) q = q.where(appInCategories(filters.productCats, 'screens.app_id'));
  if (filters.patternCats.length > 0)
    q = q.where(inCategories('screen_categories', 'screens.id', filters.patternCats));
  if (filters.flowCats.length > 0) {
    const ids = filters.flowCats;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('flow_screens as fs')
          .innerJoin('flow_categories as fc', 'fc.flow_id', 'fs.flow_id')
          .whereRef('fs.screen_id', '=', 'screens.id')
          .where('fc.category_id', 'in', ids)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filters.componentCats.length > 0) {
    const ids = filters.componentCats;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('components as cm')
          .innerJoin('component_categories as cc', 'cc.component_id', 'cm.id')
          .whereRef('cm.screen_id', '=', 'screens.id')
          .where('cc.category_id', 'in', ids)
          .select(sql`1`.as('one')),
      ),
    );
  }
  if (filters.favoritesOf !== undefined)
    q = q.where(isFavoriteOf(filters.favoritesOf, 'screens', 'screens.id'));
  return q as Q;
}

/** Both id lists narrow the apps; null when neither is set, [] when they exclude each other. */
export function intersectIds(a: number[], b: number[]): number[] | null {
  if (a.length === 0 && b.length === 0) return null;
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const inB = new Set(b);
  return a.filter((id) => inB.has(id));
}

type AppIdColumn = 'screens.app_id' | 'flows.app_id' | 'components.app_id' | 'apps.id';

const LINK_OWNER = {
  app_categories: 'app_id',
  screen_categories: 'screen_id',
  flow_categories: 'flow_id',
  component_categories: 'component_id',
} as const;

/** The owner row (`ownerIdColumn`) is linked through `link` to at least one of `categoryIds`. */
export function inCategories(link: keyof typeof LINK_OWNER, ownerIdColumn: string, categoryIds: number[]) {
  // biome-ignore lint/suspicious/noExplicitAny: the builder is shared by four differently-joined queries.
  return (eb: ExpressionBuilder<any, any>) =>
    eb.exists(
      eb
        .selectFrom(`${link} as link`)
        .whereRef(`link.${LINK_OWNER[link]}`, '=', ownerIdColumn)
        .where('link.category_id', 'in', categoryIds)
        .select(sql`1`.as('one')),
    );
}

export function appInCategories(categoryIds: number[], appIdColumn: AppIdColumn) {
  return inCategories('app_categories', appIdColumn, categoryIds);
}

export function isFavoriteOf(
  userId: number,
  type: 'screens' | 'flows' | 'components' | 'apps',
  itemIdColumn: 'screens.id' | 'flows.id' | 'components.id' | 'apps.id',
) {
  // biome-ignore lint/suspicious/noExplicitAny: the builder is shared by four differently-joined queries.
  return (eb: ExpressionBuilder<any, any>) =>
    eb.exists(
      eb
        .selectFrom('favorites as fav')
        .where('fav.user_id', '=', userId)
        .where('fav.item_type', '=', type)
        .whereRef('fav.item_id', '=', itemIdColumn)
        .select(sql`1`.as('one')),
    );
}
