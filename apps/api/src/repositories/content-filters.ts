import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { DB, Platform, ScreenType } from '../db/schema.js';

/**
 * Filters of a content list, already validated; empty arrays and undefined mean "no filter". The names are
 * the domain's filter keys (`FILTER_DEFINITIONS` in `@pageshelf/domain/filters`), plus the app scope and
 * what the API adds.
 */
export interface ListFilters {
  textInScreen?: string | undefined;
  term?: string | undefined;
  productCategories: number[];
  patternCategories: number[];
  flowCategories: number[];
  componentCategories: number[];
  products: number[];
  screenTypes: ScreenType[];
  apps: number[];
  /** The user whose favorites restrict the list; set only when is_favorited is on. */
  favoritesOf?: number | undefined;
  tag?: string | undefined;
  /**
   * Tag ids (`/search`'s tags): a screen or component carrying every one of them (screen_tags,
   * component_tags); an empty list matches nothing, undefined means no filter.
   */
  tags?: number[] | undefined;
  /**
   * Match the patterns, tags and platforms as words of the screens' chips vector (migration 0013: '#12',
   * '#t4', '#ios') in one index condition (`chipsTsQuery`), rather than through the link tables and the
   * apps table: `/search` sets it, where a combination of chips may hold few screens.
   */
  vectorChips?: boolean | undefined;
  /** The apps' platforms (every item has its app's); empty: any. */
  platforms: Platform[];
  /**
   * Whether the text of restricted screens may match `textInScreen` and `term` (only for viewers
   * entitled to it: their text is hidden from the others, so it must not be found by them either).
   */
  restrictedText: boolean;
}

export const NO_FILTERS: ListFilters = {
  restrictedText: false,
  productCategories: [],
  patternCategories: [],
  flowCategories: [],
  componentCategories: [],
  products: [],
  screenTypes: [],
  platforms: [],
  apps: [],
};

const MAX_QUERY_WORDS = 8;
/** How many words an unfinished last word stands for at most (the commonest that start with it). */
export const MAX_COMPLETIONS = 8;

/** The words of a search text as the index holds them: lower case, letters and digits, at most eight. */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_QUERY_WORDS) ?? []
  );
}

/**
 * The tsquery text of `words` (null when there are none): every word must be on the screen. The last one
 * may be unfinished: a common word of the library (it is among `completions`, the library's commonest
 * words that start with it) is taken as typed ("premium"); otherwise it stands for the common words it
 * begins ("passw" → "(passw | password)"), or, when none is common, for any word it begins ("hunio" →
 * "hunio:*").
 *
 * A bare prefix is a range of the word index merged into one bitmap: over a real vocabulary a short one
 * covers thousands of words, a common one hundreds of thousands of screens, and the index can no longer
 * skip through it to meet another word or a category. Only letters and digits pass (`searchWords`, and
 * completions are checked the same way), so the result is valid tsquery syntax.
 */
export function wordsTsQuery(words: string[], completions: string[] | null = null): string | null {
  const last = words.at(-1);
  if (last === undefined) return null;
  const others = [...new Set(words.slice(0, -1))].filter((word) => word !== last);
  const known = (completions ?? []).filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
  const alternatives = [last, ...known.filter((word) => word !== last)].slice(0, MAX_COMPLETIONS + 1);
  const lastQuery =
    known.length === 0 ? `${last}:*` : known.includes(last) ? last : `(${alternatives.join(' | ')})`;
  return [...others, lastQuery].join(' & ');
}

/** `%text%` for ILIKE with the wildcard characters of `text` escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The tsquery of a search's chips as words of the screens' chips vector (migration 0013): one of the
 * patterns, every tag, one of the platforms (`('#12' | '#13') & '#t4' & ('#ios')`); null without chips.
 * Only digits and the platforms' slugs go in, so it is valid tsquery syntax.
 */
export function chipsTsQuery(filters: ListFilters): string | null {
  const parts: string[] = [];
  if (filters.patternCategories.length > 0) parts.push(`(${categoriesTsQuery(filters.patternCategories)})`);
  for (const id of filters.tags ?? []) parts.push(`'#t${Math.trunc(id)}'`);
  const platforms = filters.platforms.filter((platform) => /^[a-z]+$/.test(platform));
  if (platforms.length > 0) parts.push(`(${platforms.map((platform) => `'#${platform}'`).join(' | ')})`);
  return parts.length > 0 ? parts.join(' & ') : null;
}

/** The tsquery of "in one of these pattern categories": their words in the search vector (migration 0008). */
export function categoriesTsQuery(ids: number[]): string {
  return ids.map((id) => `'#${Math.trunc(id)}'`).join(' | ');
}

/**
 * How one screens query is written, resolved by the repository before building it (words completed from
 * the planner's statistics, titles looked up in their small tables); `whereScreenFilters` only applies it.
 */
export interface ScreenQueryShape {
  /** `textInScreen` as a tsquery (see `wordsTsQuery`), null when it has no words. */
  text: string | null;
  /** `term`'s words as a tsquery, and the apps and pattern categories whose titles contain it. */
  termText: string | null;
  termApps: number[];
  termCategories: number[];
  /** The chips as words of the chips vector (`chipsTsQuery`), when `vectorChips`; else null or absent. */
  chips?: string | null;
  /**
   * `text` is on most screens (`COMMON_WORDS_SHARE`, by the planner's statistics) and the list has pattern
   * categories: the categories' screens are listed by the link table, newest first, and the words checked
   * on each of them, rather than both met in the search vector's index, which first reads the words'
   * every posting (800,000 for a word on 80 % of a million screens).
   */
  commonText?: boolean;
}

/** The shape of `filters` without look-ups: unfinished words as bare prefixes, no titles matched. */
export function plainShape(filters: ListFilters): ScreenQueryShape {
  return {
    text: filters.textInScreen ? wordsTsQuery(searchWords(filters.textInScreen)) : null,
    termText: filters.term ? wordsTsQuery(searchWords(filters.term)) : null,
    termApps: [],
    termCategories: [],
    chips: filters.vectorChips ? chipsTsQuery(filters) : null,
  };
}

/**
 * The screen's text matches `text` (and it is in one of `categories`, when given), and the viewer may read
 * that text (see `ListFilters.restrictedText`).
 */
export function textMatches(
  text: string,
  filters: ListFilters,
  categories: number[] = [],
  checkedOnRows = false,
) {
  const query =
    categories.length > 0
      ? sql`(to_tsquery('simple', ${text}) && ${categoriesTsQuery(categories)}::tsquery)`
      : sql`to_tsquery('simple', ${text})`;
  // Checked on the rows other conditions find: as an IS TRUE test, no index can answer it.
  const matches = checkedOnRows
    ? sql<boolean>`(screens.text_search @@ ${query}) IS TRUE`
    : sql<boolean>`screens.text_search @@ ${query}`;
  // The text of a screen the viewer may not read cannot be matched either (probing it would reveal it).
  return filters.restrictedText ? matches : sql<boolean>`(${matches} AND NOT screens.is_restricted)`;
}

// biome-ignore lint/suspicious/noExplicitAny: the filters apply to screens alone or joined with apps.
type ScreensQuery = SelectQueryBuilder<DB, any, object>;

/**
 * Applies every screen filter to a query over `screens` (alone or joined), written as `shape` says. With
 * words, pattern categories are words of the same search vector (one index condition); without, the link
 * table lists a category's screens, newest first in its index.
 */
export function whereScreenFilters<Q extends ScreensQuery>(
  query: Q,
  filters: ListFilters,
  shape: ScreenQueryShape = plainShape(filters),
): Q {
  let q = query as ScreensQuery;
  const chips = filters.vectorChips ? (shape.chips ?? chipsTsQuery(filters)) : null;
  const categoriesWithText =
    filters.textInScreen && shape.text !== null && !filters.vectorChips && !shape.commonText
      ? filters.patternCategories
      : [];
  if (filters.textInScreen)
    q = q.where(
      shape.text
        ? textMatches(shape.text, filters, categoriesWithText, shape.commonText === true)
        : sql<boolean>`false`,
    );
  // Every screen carrying the chips, restricted or not (only words are hidden).
  if (chips) q = q.where(sql<boolean>`screens.chips @@ ${chips}::tsquery`);
  if (filters.term) {
    const arms = [
      ...(shape.termText ? [textMatches(shape.termText, filters)] : []),
      ...(shape.termApps.length > 0 ? [sql<boolean>`screens.app_id = any(${shape.termApps}::int[])`] : []),
      ...(shape.termCategories.length > 0
        ? [sql<boolean>`screens.text_search @@ ${categoriesTsQuery(shape.termCategories)}::tsquery`]
        : []),
    ];
    q = q.where(arms.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(arms, sql` OR `)})`);
  }
  if (filters.patternCategories.length > 0 && categoriesWithText.length === 0 && !filters.vectorChips)
    q = q.where(inCategories('screen_categories', 'screens.id', filters.patternCategories));
  if (filters.screenTypes.length > 0) q = q.where('screens.screen_type', 'in', filters.screenTypes);
  const appIds = intersectIds(filters.products, filters.apps);
  if (appIds)
    q = appIds.length === 0 ? q.where(sql<boolean>`false`) : q.where('screens.app_id', 'in', appIds);
  if (filters.productCategories.length > 0)
    q = q.where(appInCategories(filters.productCategories, 'screens.app_id'));
  if (filters.platforms.length > 0 && !filters.vectorChips)
    q = q.where(appOnPlatforms(filters.platforms, 'screens.app_id'));
  if (filters.flowCategories.length > 0)
    q = q.where(linkedWhere('screen_flow_categories', 'category_id', 'in', filters.flowCategories));
  if (filters.componentCategories.length > 0)
    q = q.where(linkedWhere('screen_component_categories', 'category_id', 'in', filters.componentCategories));
  if (filters.tags !== undefined && (!filters.vectorChips || filters.tags.length === 0))
    q = q.where(hasTags('screen_tags', 'screen_id', 'screens.id', filters.tags));
  if (filters.favoritesOf !== undefined)
    q = q.where(isFavoriteOf(filters.favoritesOf, 'screens', 'screens.id'));
  return q as Q;
}

/**
 * The owner row carries every tag of `ids` (tags are what an item shows: "dark form" is a dark screen with
 * a form); an empty list matches nothing (a tag the library does not have).
 */
export function hasTags(
  link: 'screen_tags' | 'component_tags',
  ownerColumn: 'screen_id' | 'component_id',
  ownerIdColumn: 'screens.id' | 'components.id',
  ids: number[],
) {
  // biome-ignore lint/suspicious/noExplicitAny: shared by the screens and components queries.
  return (eb: ExpressionBuilder<any, any>) =>
    ids.length === 0
      ? sql<boolean>`false`
      : eb.and(
          ids.map((id) =>
            eb.exists(
              eb
                .selectFrom(`${link} as tagged`)
                .whereRef(`tagged.${ownerColumn}`, '=', ownerIdColumn)
                .where('tagged.tag_id', '=', id)
                .select(sql`1`.as('one')),
            ),
          ),
        );
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

/**
 * Ways from a screen or a component to the rows linked to it, each `[via, owner, target, targetColumn,
 * viaColumn]`: the rows of `via` whose `owner` column is its id, joined to `target` on `target.targetColumn
 * = via.viaColumn`. A screen's flows' categories, its components' categories; a component's categories, tags.
 */
const LINKED = {
  screen_flow_categories: ['flow_screens', 'screen_id', 'flow_categories', 'flow_id', 'flow_id'],
  screen_component_categories: ['components', 'screen_id', 'component_categories', 'component_id', 'id'],
  component_categories: ['component_categories', 'component_id', 'categories', 'id', 'category_id'],
  component_tags: ['component_tags', 'component_id', 'tags', 'id', 'tag_id'],
} as const;

/** The id column of the row an `owner` column names. */
const OWNER_ID = { screen_id: 'screens.id', component_id: 'components.id' } as const;

/**
 * The row has a row linked to it by `path` (see `LINKED`) whose `column` is `op` `value`:
 * `exists (select 1 from via join target on ... where via.owner = <its id> and target.column op value)`.
 */
export function linkedWhere(
  path: keyof typeof LINKED,
  column: 'category_id' | 'title' | 'slug',
  op: 'in' | '=' | 'ilike',
  value: string | number[],
) {
  const [via, owner, target, targetColumn, viaColumn] = LINKED[path];
  // biome-ignore lint/suspicious/noExplicitAny: shared by the screens and components queries.
  return (eb: ExpressionBuilder<any, any>) =>
    eb.exists(
      eb
        .selectFrom(`${via} as via`)
        .innerJoin(`${target} as target`, `target.${targetColumn}`, `via.${viaColumn}`)
        .whereRef(`via.${owner}`, '=', OWNER_ID[owner])
        .where(`target.${column}`, op, value)
        .select(sql`1`.as('one')),
    );
}

/** The app (`appIdColumn`) is on one of `platforms` (a small table: its ids are read once per query). */
export function appOnPlatforms(platforms: Platform[], appIdColumn: AppIdColumn) {
  return sql<boolean>`${sql.ref(appIdColumn)} in (select id from apps where platform in (${sql.join(platforms)}))`;
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
