import { MAX_ID } from '@pageshelf/contracts/common';
import { FLOW_LIST_STEPS } from '@pageshelf/contracts/content';
import { CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CategoryKind, DB, OriginalFormat, Platform, ScreenType } from '../db/schema.js';
import {
  appInCategories,
  appOnPlatforms,
  chipsTsQuery,
  containsPattern,
  hasTags,
  inCategories,
  intersectIds,
  isFavoriteOf,
  type ListFilters,
  MAX_COMPLETIONS,
  NO_FILTERS,
  type ScreenQueryShape,
  searchWords,
  textMatches,
  whereScreenFilters,
  wordsTsQuery,
} from './content-filters.js';

/**
 * Counting stops here: beyond it the total is "at least" this, with the planner's estimate of the whole.
 * Counting is a heap visit per match for most filters (a word's index knows which screens have it, not
 * whether they are visible), so the cap bounds the work of a request whatever the number of matches; it
 * also tells a small result from a large one before the page is read (see `listScreens`).
 */
export const TOTAL_COUNT_CAP = 200;

/** Where a facet count stops (see `categoryCounts`): like totals, "at least" beyond. */
export const FACET_COUNT_CAP = TOTAL_COUNT_CAP;

/**
 * Below this share of screens, a word's matches are read newest first from the RUM index where it exists
 * (migration 0008): reading the newest screens until a page's worth match takes page / share rows (5,000
 * for 25 at 0.5%), the RUM index's cost grows with the word's matches instead. Measured on a million
 * screens: docs/performance.md.
 */
const ORDER_IN_INDEX_BELOW = 0.005;

/** The largest screen id (integer): where a newest-first reading of the RUM index starts. */
const MAX_SCREEN_ID = MAX_ID;

/**
 * A screen's block of ids is a word of its search vector: '~244' for the ids 244 × 4,096 to 245 × 4,096 − 1
 * (`id_block_lexeme`, migration 0015; the width is set there).
 */
const ID_BLOCK_BITS = 12;
const ID_BLOCK = 2 ** ID_BLOCK_BITS;

/**
 * Below this share of screens, the newest page of a list with words is read block by block (`blocks`):
 * a block holds share × 4,096 matches, each a table page to read, against 25 / share rows (about 6 to a
 * page) for reading the newest screens until a page's worth match; they cost the same at about 3 %.
 */
const BLOCKS_BELOW = 0.02;

/**
 * From this share of screens, words listed with pattern categories are checked on the categories'
 * screens rather than met with them in the search vector's index (`ScreenQueryShape.commonText`): at
 * most two screens read per match. A word on 79 % of a million screens with a pattern on 1.9 %: the count
 * to 200 took 16 ms in the index, 2.5 ms this way.
 */
const COMMON_WORDS_SHARE = 0.5;

/** The most blocks one statement asks for (more are asked for in turn). */
const MAX_BLOCKS_AT_ONCE = 512;

/** How long the planner's statistics (word frequencies, table size) are kept before being read again. */
const STATISTICS_TTL_MS = 60_000;

/**
 * How the newest page of a list with words is read:
 * - `newest`: newest screens first (the primary key, or a category's link index) until a page matches;
 *   right when matches are many;
 * - `sorted`: every match collected from the word index, then sorted (`id + 0` keeps the primary key from
 *   being read in order); right when they are few, as the capped count has just shown;
 * - `blocks`: the matches in the newest few blocks of ids collected from the word index (the blocks are
 *   words of the same vector), then sorted, older blocks asked for in turn until a page is full; right
 *   for words on less than `BLOCKS_BELOW` of the screens that still have many matches;
 * - `index`: newest first through the RUM index, where there is one; right for uncommon words too.
 */
export type ScreenReading = 'newest' | 'sorted' | 'blocks' | 'index';

/**
 * Blocks of ids asked for at once: `count` of them down from `high`, or from the newest block (null: the
 * statement finds it from the largest id, and answers it as `newest_block`); and how many of their
 * matches, the newest.
 */
interface BlocksAsked {
  high: number | null;
  count: number;
  limit: number;
}

/** "In one of the blocks asked" as a condition on the search vector (see `ID_BLOCK_BITS`). */
function inBlocks({ high, count }: BlocksAsked) {
  if (high === null) {
    const newest = sql`((select max(id) from screens) >> ${sql.lit(ID_BLOCK_BITS)})`;
    return sql<boolean>`screens.text_search @@ (
      select string_agg('~' || block, ' | ')::tsquery
      from generate_series(greatest(0, ${newest} - ${sql.lit(count - 1)}), ${newest}) as block)`;
  }
  const blocks: string[] = [];
  for (let block = high; block >= Math.max(0, high - count + 1); block -= 1) blocks.push(`~${block}`);
  return sql<boolean>`screens.text_search @@ ${blocks.join(' | ')}::tsquery`;
}

export interface Total {
  value: number;
  exact: boolean;
  /** When counting stopped: the planner's estimate of the whole total, when above `value`. */
  estimate?: number;
}

export interface CategoryRefRow {
  id: number;
  title: string;
  slug: string;
}

export interface AppRefRow {
  id: number;
  title: string;
  slug: string;
  logo: string;
}

export interface ScreenRecord {
  id: number;
  uuid: string;
  /** The app's platform. */
  platform: Platform;
  app: AppRefRow;
  imageKey: string;
  width: number;
  height: number;
  dominantColor: string;
  screenType: ScreenType;
  textInScreen: string;
  isRestricted: boolean;
  position: number;
  phash: string | null;
  originalFormat: OriginalFormat | null;
  patternCategories: CategoryRefRow[];
}

export interface AppRecord extends AppRefRow {
  description: string;
  platform: Platform;
  website: string | null;
  brandColor: string | null;
  screenCount: number;
  flowCount: number;
  componentCount: number;
  productCategories: CategoryRefRow[];
}

export interface FlowRecord {
  id: number;
  uuid: string;
  /** The app's platform. */
  platform: Platform;
  title: string;
  app: AppRefRow;
  flowCategories: CategoryRefRow[];
  screens: ScreenRecord[];
  screenCount: number;
}

export interface ComponentRecord {
  id: number;
  uuid: string;
  /** The app's platform. */
  platform: Platform;
  app: AppRefRow;
  screenUuid: string;
  screenIsRestricted: boolean;
  crop: { x: number; y: number; width: number; height: number };
  imageKey: string;
  componentCategories: CategoryRefRow[];
  tags: CategoryRefRow[];
}

export interface CategoryRecord extends CategoryRefRow {
  kind: CategoryKind;
  count: number;
  featured: boolean;
}

export type ScreenOrder = 'recent' | 'position';

export interface PageRequest<K> {
  after: K | null;
  limit: number;
}

export interface PageResult<T, K> {
  items: T[];
  next: K | null;
  total: Total;
}

const SCREEN_COLUMNS = [
  'screens.id',
  'screens.uuid',
  'screens.image_key',
  'screens.width',
  'screens.height',
  'screens.dominant_color',
  'screens.screen_type',
  'screens.text_in_screen',
  'screens.is_restricted',
  'screens.position',
  'screens.phash',
  'screens.original_format',
  'apps.id as app_id',
  'apps.title as app_title',
  'apps.slug as app_slug',
  'apps.logo as app_logo',
  'apps.platform as app_platform',
] as const;

/**
 * The categories linked to the row of `owner` as JSON, by title, in the query that reads the rows: no
 * second round trip. Only for the rows returned: the planner computes it above a sort and a limit. Each
 * link finds its category by its key (`offset 0` keeps the planner from joining the whole small table by
 * hash for every row: 100 screens' categories 2.6 → 1.2 ms, and a fifth of the planning).
 */
const linkedCategories = (
  table: 'screen_categories' | 'app_categories' | 'flow_categories' | 'component_categories',
  ownerColumn: 'screen_id' | 'app_id' | 'flow_id' | 'component_id',
  owner: string,
) => sql<CategoryRefRow[]>`(
  select coalesce(
    json_agg(json_build_object('id', c.id, 'title', c.title, 'slug', c.slug) order by c.title, c.id),
    '[]'::json)
  from ${sql.table(table)} link
  cross join lateral (select id, title, slug from categories where id = link.category_id offset 0) c
  where link.${sql.ref(ownerColumn)} = ${sql.ref(owner)})`;

/** A screen's pattern categories (see `linkedCategories`). */
const PATTERN_CATEGORIES = linkedCategories('screen_categories', 'screen_id', 'screens.id').as(
  'pattern_categories',
);

/** An app's product categories (see `linkedCategories`). */
const PRODUCT_CATEGORIES = linkedCategories('app_categories', 'app_id', 'apps.id').as('product_categories');

/** A flow's categories (see `linkedCategories`). */
const FLOW_CATEGORIES = linkedCategories('flow_categories', 'flow_id', 'flows.id').as('flow_categories');

/**
 * A flow's screens in their order (the first `limit` of them, or all), as the joined rows of
 * `SCREEN_COLUMNS` with their pattern categories, in the query that reads the flows (where links, screens
 * and their categories were three round trips).
 */
const flowScreens = (limit: number | null) =>
  sql<ScreenJsonRow[]>`(
  select coalesce(json_agg(steps.screen order by steps.position), '[]'::json)
  from (
    select fs.position, json_build_object(
      'id', s.id, 'uuid', s.uuid, 'image_key', s.image_key, 'width', s.width, 'height', s.height,
      'dominant_color', s.dominant_color, 'screen_type', s.screen_type, 'text_in_screen', s.text_in_screen,
      'is_restricted', s.is_restricted, 'position', s.position, 'phash', s.phash,
      'original_format', s.original_format, 'app_id', a.id, 'app_title', a.title, 'app_slug', a.slug,
      'app_logo', a.logo, 'app_platform', a.platform,
      'pattern_categories', ${linkedCategories('screen_categories', 'screen_id', 's.id')}) as screen
    from flow_screens fs join screens s on s.id = fs.screen_id join apps a on a.id = s.app_id
    where fs.flow_id = flows.id
    order by fs.position
    ${limit === null ? sql`` : sql`limit ${sql.lit(limit)}`}) steps)`.as('flow_screens');

/** How many screens a flow has. */
const FLOW_SCREEN_COUNT = sql<number>`(
  select count(*)::int from flow_screens fs where fs.flow_id = flows.id)`.as('screen_count');

/** A component's UI element categories (see `linkedCategories`). */
const COMPONENT_CATEGORIES = linkedCategories('component_categories', 'component_id', 'components.id').as(
  'component_categories',
);

/** A component's tags by title, as JSON (see `linkedCategories`). */
const COMPONENT_TAGS = sql<CategoryRefRow[]>`(
  select coalesce(
    json_agg(json_build_object('id', t.id, 'title', t.title, 'slug', t.slug) order by t.title, t.id),
    '[]'::json)
  from component_tags link
  cross join lateral (select id, title, slug from tags where id = link.tag_id offset 0) t
  where link.component_id = components.id)`.as('component_tags');

/** A value selected as JSON: parsed by the driver (PostgreSQL), or text (some PGlite paths). */
const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface ScreenJoinRow {
  id: number;
  uuid: string;
  image_key: string;
  width: number;
  height: number;
  dominant_color: string;
  screen_type: ScreenType;
  text_in_screen: string;
  is_restricted: boolean;
  position: number;
  phash: string | null;
  original_format: OriginalFormat | null;
  app_id: number;
  app_title: string;
  app_slug: string;
  app_logo: string;
  app_platform: Platform;
}

/** A screen's joined row with its pattern categories (`PATTERN_CATEGORIES`), as a flow's screens come. */
type ScreenJsonRow = ScreenJoinRow & { pattern_categories: CategoryRefRow[] | string };

/** Reads the library: lists with filters and keyset pages, details, categories, similar screens. */
export class ContentRepository {
  private textOrderIndex: Promise<boolean> | undefined;
  private screenRows: { value: number; at: number } | undefined;
  private wordStatistics: { value: Promise<WordStatistics>; at: number } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  /**
   * At most `TOTAL_COUNT_CAP` + 1 rows of `query` counted; beyond the cap, "at least" with the planner's
   * estimate of the whole (asked at the same time: one round trip, not two), unless not `estimated`
   * (the smaller groups of `/search`, which show "200+").
   */
  // biome-ignore lint/suspicious/noExplicitAny: counts any filtered query the same way.
  private async cappedTotal(query: SelectQueryBuilder<DB, any, any>, estimated = true): Promise<Total> {
    const counted = query.clearSelect().select(sql`1`.as('one'));
    const [row, estimate] = await Promise.all([
      this.db
        .selectFrom(counted.limit(TOTAL_COUNT_CAP + 1).as('capped'))
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
      estimated ? this.estimateRows(counted) : 0,
    ]);
    const n = Number(row.n);
    if (n <= TOTAL_COUNT_CAP) return { value: n, exact: true };
    return estimate > TOTAL_COUNT_CAP
      ? { value: TOTAL_COUNT_CAP, exact: false, estimate }
      : { value: TOTAL_COUNT_CAP, exact: false };
  }

  /** The planner's estimate of the rows of `query` (EXPLAIN, not run). */
  // biome-ignore lint/suspicious/noExplicitAny: estimates any query the same way.
  private async estimateRows(query: SelectQueryBuilder<DB, any, any>): Promise<number> {
    const compiled = query.compile();
    const result = await this.db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
    return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  }

  /** How many screens the planner believes there are (read again after a minute). */
  private async screenRowsEstimate(): Promise<number> {
    const now = performance.now();
    if (!this.screenRows || now - this.screenRows.at > STATISTICS_TTL_MS) {
      const { rows } = await sql<{ n: number }>`
        select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'screens'::regclass`.execute(
        this.db,
      );
      this.screenRows = { value: Number(rows[0]?.n ?? 0), at: now };
    }
    return this.screenRows.value;
  }

  /**
   * A page read block by block (see `ScreenReading`): the matches of the newest blocks below the cursor,
   * about twice a page of them by the share; then older blocks, four times as many each time, until the
   * page is full or the first block is read. `read` reads the matches of some blocks, newest first.
   */
  private async readByBlocks<R>(
    read: (blocks: BlocksAsked) => Promise<R[]>,
    share: number,
    after: number | undefined,
    limit: number,
  ): Promise<R[]> {
    const rows: R[] = [];
    let count = Math.ceil((2 * (limit + 1)) / Math.max(share * ID_BLOCK, 1e-9));
    // Below the cursor, or from the newest block (the statement finds it: no round trip before it).
    let high = after === undefined ? null : (after - 1) >> ID_BLOCK_BITS;
    for (; ; count *= 4) {
      const asked = { high, count: Math.min(count, MAX_BLOCKS_AT_ONCE), limit: limit + 1 - rows.length };
      const found = await read(asked);
      rows.push(...found);
      if (rows.length > limit) return rows;
      const top =
        high ??
        (found[0] as { newest_block?: number } | undefined)?.newest_block ??
        (await this.newestScreenId()) >> ID_BLOCK_BITS;
      const low = top - asked.count + 1;
      if (low <= 0) return rows;
      high = low - 1;
    }
  }

  /**
   * The share of screens a list's words match by the planner's statistics, when they can tell it before
   * counting: the words are the list's only filter and one word (or its completions); 0 for a word they
   * do not know, which is rare. Null otherwise (words together, a prefix, other filters, a term naming
   * apps or categories): the count decides.
   */
  private async predictedShare(filters: ListFilters, shape: ScreenQueryShape): Promise<number | null> {
    if (!onlyWordsFilter(filters)) return null;
    const words =
      shape.text !== null && !filters.term
        ? shape.text
        : shape.text === null && shape.termApps.length === 0 && shape.termCategories.length === 0
          ? shape.termText
          : null;
    return words === null ? null : (await this.wordsOfLibrary()).shareOfQuery(words);
  }

  /**
   * The largest share of screens the words and pattern categories of a list can match by the planner's
   * statistics (they are all required: the share of the rarest), null when it knows none of them.
   */
  private async shareAtMost(filters: ListFilters, shape: ScreenQueryShape): Promise<number | null> {
    const statistics = await this.wordsOfLibrary();
    const shares = [
      ...(shape.text?.split(' & ').map((part) => statistics.shareOfQuery(part)) ?? []),
      // A screen's pattern categories are words of its vector ('#12'), counted by the same statistics.
      filters.patternCategories.length > 0
        ? statistics.shareOfAny(filters.patternCategories.map((id) => `#${id}`))
        : null,
    ].filter((share): share is number => share !== null && share > 0);
    return shares.length > 0 ? Math.min(...shares) : null;
  }

  /** The largest screen id, 0 when there are none (where a reading by blocks starts). */
  private async newestScreenId(): Promise<number> {
    const row = await this.db
      .selectFrom('screens')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** Whether the RUM index that orders a word's matches by id exists (migration 0008). */
  private hasTextOrderIndex(): Promise<boolean> {
    this.textOrderIndex ??= sql<{ present: boolean }>`
      select to_regclass('screens_text_order') is not null as present`
      .execute(this.db)
      .then((result) => result.rows[0]?.present === true)
      .catch((error: unknown) => {
        this.textOrderIndex = undefined;
        throw error;
      });
    return this.textOrderIndex;
  }

  /**
   * The commonest words of the screens as the planner knows them (pg_stats), read again after a minute:
   * the request that finds them a minute old is answered with them while they are read again. They come
   * as two strings (the words and their shares, space-separated; a word of the index has no spaces),
   * which cost a small part of what parsing the two arrays of up to 10,000 values did.
   */
  private wordsOfLibrary(): Promise<WordStatistics> {
    const now = performance.now();
    const kept = this.wordStatistics;
    if (!kept || now - kept.at > STATISTICS_TTL_MS) {
      const value = sql<{ words: string | null; shares: string | null }>`
        select array_to_string(most_common_elems::text::text[], ' ') as words,
          array_to_string(most_common_elem_freqs::float8[], ' ') as shares
        from pg_stats
        where schemaname = current_schema() and tablename = 'screens' and attname = 'text_search'`
        .execute(this.db)
        .then((result) => {
          const row = result.rows[0];
          const words = row?.words ? row.words.split(' ') : [];
          const shares = row?.shares ? row.shares.split(' ').map(Number) : [];
          return new WordStatistics(words, shares);
        });
      // A failed read is not kept: the next search asks again.
      value.catch(() => {
        if (this.wordStatistics?.value === value) this.wordStatistics = kept;
      });
      this.wordStatistics = { value, at: now };
      // Those read a minute ago serve this request, if they were read.
      return kept ? Promise.race([kept.value, value]) : value;
    }
    return kept.value;
  }

  /** `text` as a tsquery, its last word completed with the library's commonest words that start with it. */
  private async wordsQuery(text: string): Promise<string | null> {
    const words = searchWords(text);
    const last = words.at(-1);
    if (last === undefined) return null;
    return wordsTsQuery(words, (await this.wordsOfLibrary()).completions(last, MAX_COMPLETIONS));
  }

  /**
   * How a list of screens is written: words completed from the planner's statistics, the apps and
   * categories named by `term` looked up in their small tables.
   */
  async screenShape(filters: ListFilters): Promise<ScreenQueryShape> {
    const [text, termText, term] = await Promise.all([
      filters.textInScreen ? this.wordsQuery(filters.textInScreen) : null,
      filters.term ? this.wordsQuery(filters.term) : null,
      filters.term ? this.termMatches(filters.term) : { apps: [], categories: [] },
    ]);
    const commonText =
      text !== null &&
      filters.patternCategories.length > 0 &&
      !filters.vectorChips &&
      ((await this.wordsOfLibrary()).shareOfQuery(text) ?? 0) >= COMMON_WORDS_SHARE;
    return {
      text,
      termText,
      termApps: term.apps,
      termCategories: term.categories,
      chips: filters.vectorChips ? chipsTsQuery(filters) : null,
      ...(commonText ? { commonText } : {}),
    };
  }

  /**
   * Whether the newest page of a list with words, should it have more than `TOTAL_COUNT_CAP` matches, is
   * read through the RUM index: where it exists, when the words are uncommon and are the list's one text
   * condition (`text_in_screen`, or a `term` that matched no app or category title: those arms are ORed
   * in and the index cannot order them). `total` is the list's; when the words are its only filter, its
   * estimate is theirs, else they are estimated beside the count (no round trip of their own either way).
   */
  private async uncommonWords(
    filters: ListFilters,
    shape: ScreenQueryShape,
    total: Promise<Total>,
  ): Promise<boolean> {
    const termIsWords =
      shape.termText !== null && shape.termApps.length === 0 && shape.termCategories.length === 0;
    const words: { filters: ListFilters; shape: ScreenQueryShape } | null =
      shape.text !== null && !filters.term
        ? {
            filters: {
              ...NO_FILTERS,
              textInScreen: filters.textInScreen,
              restrictedText: filters.restrictedText,
            },
            shape: { text: shape.text, termText: null, termApps: [], termCategories: [] },
          }
        : shape.text === null && !filters.textInScreen && termIsWords
          ? {
              filters: { ...NO_FILTERS, term: filters.term, restrictedText: filters.restrictedText },
              shape: { text: null, termText: shape.termText, termApps: [], termCategories: [] },
            }
          : null;
    if (words === null || !(await this.hasTextOrderIndex())) return false;
    const [rows, matches] = await Promise.all([
      this.screenRowsEstimate(),
      onlyWordsFilter(filters)
        ? total.then((counted) => (counted.exact ? counted.value : (counted.estimate ?? 0)))
        : this.estimateRows(
            whereScreenFilters(this.db.selectFrom('screens'), words.filters, words.shape).select(
              sql`1`.as('one'),
            ),
          ),
    ]);
    return rows > 0 && matches / rows < ORDER_IN_INDEX_BELOW;
  }

  /** The apps and the pattern categories whose titles contain `term` (the small tables of a term search). */
  private async termMatches(term: string): Promise<{ apps: number[]; categories: number[] }> {
    const pattern = containsPattern(term);
    const [apps, categories] = await Promise.all([
      this.db.selectFrom('apps').select('id').where('title', 'ilike', pattern).execute(),
      this.db
        .selectFrom('categories')
        .select('id')
        .where('kind', '=', 'pattern')
        .where('title', 'ilike', pattern)
        .execute(),
    ]);
    return { apps: apps.map((row) => row.id), categories: categories.map((row) => row.id) };
  }

  /**
   * A page of screens and its total. A list with words is counted first (up to the cap): a few matches are
   * collected and sorted, many are read newest first (see `ScreenReading`). `force` sets the shape or the
   * reading (tests and benchmarks compare them; every reading gives the same rows); `estimate` is the
   * caller's estimate of the whole (the search's, from the counts it keeps), shown past the cap in place
   * of the planner's.
   */
  async listScreens(
    filters: ListFilters,
    order: ScreenOrder,
    page: PageRequest<number[]>,
    force: { shape?: ScreenQueryShape; reading?: ScreenReading; estimate?: number | undefined } = {},
  ): Promise<PageResult<ScreenRecord, number[]>> {
    const shape = force.shape ?? (await this.screenShape(filters));
    const known = force.estimate;
    /** `total` past the cap with the caller's estimate (none when it is within the cap). */
    const withKnown = (total: Total): Total =>
      total.exact || known === undefined || known <= TOTAL_COUNT_CAP
        ? total
        : { value: TOTAL_COUNT_CAP, exact: false, estimate: known };
    // The total needs no join: every screen has its app.
    const countTotal = (estimated = true) =>
      this.cappedTotal(
        whereScreenFilters(this.db.selectFrom('screens'), filters, shape),
        estimated && known === undefined,
      ).then((total) => (known === undefined ? total : withKnown(total)));
    /**
     * The count without asking the planner for its estimate when the estimate is known already: the
     * planner's own figure for the words alone (their shares by its statistics, as it combines them) or
     * for the whole table (its row count), times the screens it believes there are.
     */
    const countTotalOf = async (share: number): Promise<Total> => {
      const [counted, screens] = await Promise.all([countTotal(false), this.screenRowsEstimate()]);
      const estimate = Math.round(share * screens);
      return counted.exact || estimate <= TOTAL_COUNT_CAP ? counted : { ...counted, estimate };
    };
    const readPage = (reading: ScreenReading, blocks?: BlocksAsked) => {
      let query = whereScreenFilters(
        this.db.selectFrom('screens').innerJoin('apps', 'apps.id', 'screens.app_id'),
        filters,
        shape,
      )
        .select(SCREEN_COLUMNS)
        .select(PATTERN_CATEGORIES)
        // The newest block the blocks were counted down from (see `readByBlocks`).
        .$if(blocks?.high === null, (qb) =>
          qb.select(
            sql<number>`(select max(id) from screens) >> ${sql.lit(ID_BLOCK_BITS)}`.as('newest_block'),
          ),
        );
      if (order === 'recent') {
        const after = page.after?.[0];
        if (after !== undefined) query = query.where('screens.id', '<', after);
        if (reading === 'index')
          // The RUM index is partial on id >= 0 (true of every screen) so that only this query uses it;
          // by its "distance below" operator, ascending distance from the cursor is descending id.
          query = query
            .where(sql<boolean>`screens.id >= 0`)
            .orderBy(sql`screens.id <=| ${after ?? MAX_SCREEN_ID}::int`);
        else if (reading === 'sorted' || blocks)
          query = (blocks ? query.where(inBlocks(blocks)) : query).orderBy(sql`screens.id + 0`, 'desc');
        else query = query.orderBy('screens.id', 'desc');
      } else {
        if (page.after) {
          const [position = 0, id = 0] = page.after;
          query = query.where((eb) =>
            eb(eb.refTuple('screens.position', 'screens.id'), '>', eb.tuple(position, id)),
          );
        }
        query = query.orderBy('screens.position', 'asc').orderBy('screens.id', 'asc');
      }
      return query.limit(blocks?.limit ?? page.limit + 1).execute();
    };
    let rows: Awaited<ReturnType<typeof readPage>>;
    let total: Total;
    if (order === 'recent' && (shape.text !== null || shape.termText !== null || shape.chips)) {
      const after = page.after?.[0];
      const byBlocks = (share: number) =>
        this.readByBlocks((blocks) => readPage('blocks', blocks), share, after, page.limit);
      const predicted = force.reading === undefined ? await this.predictedShare(filters, shape) : null;
      if (
        force.reading === undefined &&
        after === undefined &&
        shape.chips &&
        shape.text === null &&
        shape.termText === null
      ) {
        // Chips that few screens carry, met in their vector's index (`vectorChips`): one reading of the
        // index gives the first page's ids and the count to the cap, where a count and a page read it twice.
        const ids = (
          await whereScreenFilters(this.db.selectFrom('screens'), filters, shape)
            .select('screens.id')
            .orderBy(sql`screens.id + 0`, 'desc')
            .limit(TOTAL_COUNT_CAP + 1)
            .execute()
        ).map((row) => row.id);
        const first = ids.slice(0, page.limit + 1);
        [rows, total] = await Promise.all([
          first.length === 0
            ? []
            : this.db
                .selectFrom('screens')
                .innerJoin('apps', 'apps.id', 'screens.app_id')
                .select(SCREEN_COLUMNS)
                .select(PATTERN_CATEGORIES)
                .where('screens.id', 'in', first)
                .orderBy('screens.id', 'desc')
                .execute(),
          ids.length <= TOTAL_COUNT_CAP
            ? { value: ids.length, exact: true }
            : known !== undefined
              ? withKnown({ value: TOTAL_COUNT_CAP, exact: false })
              : this.estimateRows(
                  whereScreenFilters(this.db.selectFrom('screens'), filters, shape).select(sql`1`.as('one')),
                ).then((estimate) =>
                  estimate > TOTAL_COUNT_CAP
                    ? { value: TOTAL_COUNT_CAP, exact: false, estimate }
                    : { value: TOTAL_COUNT_CAP, exact: false },
                ),
        ]);
      } else if (predicted !== null) {
        // The words' share is known, or known to be small: the page is read beside the count, not after it.
        const reading: ScreenReading =
          predicted === 0
            ? 'sorted'
            : predicted < ORDER_IN_INDEX_BELOW && (await this.hasTextOrderIndex())
              ? 'index'
              : predicted < BLOCKS_BELOW
                ? 'blocks'
                : 'newest';
        [total, rows] = await Promise.all([
          countTotalOf(predicted),
          reading === 'blocks' ? byBlocks(predicted) : readPage(reading),
        ]);
      } else {
        const counting = countTotal();
        let uncommon: boolean;
        let screens: number;
        [total, uncommon, screens] = await Promise.all([
          counting,
          this.uncommonWords(filters, shape, counting),
          this.screenRowsEstimate(),
        ]);
        const matches = total.exact ? total.value : (total.estimate ?? TOTAL_COUNT_CAP + 1);
        const least = screens > 0 ? matches / screens : 1;
        // Past the cap, the share is at least the cap's or the planner's estimate (which takes words and
        // categories for independent: "theme" on 1 % of screens, settings on 1.4 %, together on 0.66 %,
        // not 0.014 %) and at most that of the rarest of them: blocks are asked for the middle of the two
        // (one more round trip when the words are as rare as estimated; not 1,600 rows read for 25).
        const most = total.exact ? null : await this.shareAtMost(filters, shape);
        const share = most !== null && most > least ? Math.sqrt(least * most) : least;
        // Words on most screens with categories: their screens newest first, the words checked on each.
        const reading =
          force.reading ??
          (total.exact
            ? 'sorted'
            : shape.commonText
              ? 'newest'
              : uncommon
                ? 'index'
                : share < BLOCKS_BELOW
                  ? 'blocks'
                  : 'newest');
        rows = reading === 'blocks' ? await byBlocks(share) : await readPage(reading);
      }
    } else {
      [rows, total] = await Promise.all([
        readPage(force.reading ?? 'newest'),
        unfiltered(filters) ? countTotalOf(1) : countTotal(),
      ]);
    }
    const items = rows.slice(0, page.limit).map(screenRecordOf);
    const last = items.at(-1);
    const next =
      rows.length > page.limit && last ? (order === 'recent' ? [last.id] : [last.position, last.id]) : null;
    return { items, next, total };
  }

  async screenByUuid(uuid: string): Promise<ScreenRecord | undefined> {
    const row = await this.db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select(SCREEN_COLUMNS)
      .select(PATTERN_CATEGORIES)
      .where('screens.uuid', '=', uuid)
      .executeTakeFirst();
    return row ? screenRecordOf(row) : undefined;
  }

  async screensByIds(ids: number[]): Promise<ScreenRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select(SCREEN_COLUMNS)
      .select(PATTERN_CATEGORIES)
      .where('screens.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, screenRecordOf(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Neighbours of a screen in its app's order, for previous/next in the preview; restricted screens are
   * skipped when `skipRestricted` (for viewers who would see them locked).
   */
  async appScreenNeighbours(
    screen: ScreenRecord,
    skipRestricted: boolean,
  ): Promise<{ previous: string | null; next: string | null }> {
    const key = (eb: ExpressionBuilderLike) => eb.refTuple('screens.position', 'screens.id');
    const tuple = (eb: ExpressionBuilderLike) => eb.tuple(screen.position, screen.id);
    const sameApp = () => {
      const query = this.db.selectFrom('screens').select('uuid').where('app_id', '=', screen.app.id);
      return skipRestricted ? query.where('is_restricted', '=', false) : query;
    };
    const [previous, next] = await Promise.all([
      sameApp()
        .where((eb) => eb(key(eb), '<', tuple(eb)))
        .orderBy('position', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
      sameApp()
        .where((eb) => eb(key(eb), '>', tuple(eb)))
        .orderBy('position', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { previous: previous?.uuid ?? null, next: next?.uuid ?? null };
  }

  /** Same app and pattern first, then the same pattern in other apps, then the rest of the app. */
  async similarScreens(screen: ScreenRecord, limit: number): Promise<ScreenRecord[]> {
    const patternIds = screen.patternCategories.map((category) => category.id);
    const sharesPattern =
      patternIds.length === 0
        ? sql<number>`0`
        : sql<number>`(exists (select 1 from screen_categories sc where sc.screen_id = screens.id and sc.category_id in (${sql.join(patternIds)})))::int`;
    const sameApp = sql<number>`(screens.app_id = ${screen.app.id})::int`;
    // Visual signal: bits differing between the average hashes of the two images (layout; unknown
    // hashes count as all 64 apart), plus how far apart their dominant colours are (colour; the sum of
    // the channel differences, 0 to 765, scaled to weigh at most half as much as the hash).
    const hashDistance = screen.phash
      ? sql`coalesce(bit_count(('x' || screens.phash)::bit(64) # ('x' || ${screen.phash})::bit(64)), 64)`
      : sql`0`;
    const channel = (colour: unknown, offset: number) =>
      sql`('x' || substr(${colour}, ${sql.lit(offset)}, 2))::bit(8)::int`;
    const colourDistance = sql`(${sql.join(
      [2, 4, 6].map(
        (offset) =>
          sql`abs(${channel(sql.ref('screens.dominant_color'), offset)} - ${channel(screen.dominantColor, offset)})`,
      ),
      sql` + `,
    )}) / 24.0`;
    const visualDistance = sql`${hashDistance} + ${colourDistance}`;
    const rows = await this.db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select(SCREEN_COLUMNS)
      .select(PATTERN_CATEGORIES)
      .select(sql<number>`${sharesPattern} * 2 + ${sameApp}`.as('score'))
      .where('screens.id', '<>', screen.id)
      .where(sql<boolean>`${sharesPattern} * 2 + ${sameApp} > 0`)
      .orderBy('score', 'desc')
      .orderBy(visualDistance)
      .orderBy(sql`abs(screens.position - ${screen.position})`)
      .orderBy('screens.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(screenRecordOf);
  }

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

  async listApps(
    filters: ListFilters,
    page: PageRequest<[string, number]>,
    options: { estimate?: boolean } = {},
  ): Promise<PageResult<AppRecord, [string, number]>> {
    const base = this.appsBase(filters);
    let query = base.selectAll('apps').select(PRODUCT_CATEGORIES);
    if (page.after) {
      const [title, id] = page.after;
      query = query.where((eb) => eb(eb.refTuple('apps.title', 'apps.id'), '>', eb.tuple(title, id)));
    }
    query = query.orderBy('apps.title', 'asc').orderBy('apps.id', 'asc');
    const [rows, total] = await Promise.all([
      query.limit(page.limit + 1).execute(),
      this.cappedTotal(base, options.estimate !== false),
    ]);
    const items = rows.slice(0, page.limit).map(appRecordOf);
    const last = items.at(-1);
    return { items, next: rows.length > page.limit && last ? [last.title, last.id] : null, total };
  }

  /** The first `limit` apps of `filters` by title, uncounted (the apps part of a search has no total). */
  async firstApps(filters: ListFilters, limit: number): Promise<AppRecord[]> {
    const rows = await this.appsBase(filters)
      .selectAll('apps')
      .select(PRODUCT_CATEGORIES)
      .orderBy('apps.title', 'asc')
      .orderBy('apps.id', 'asc')
      .limit(limit)
      .execute();
    return rows.map(appRecordOf);
  }

  /** Names and logos of apps: those of `ids`, else the first `limit` whose title contains `q`, by title. */
  async appNames(query: { q?: string | undefined; ids?: number[] | undefined }, limit: number) {
    let select = this.db
      .selectFrom('apps')
      .select(['id', 'title', 'slug', 'logo', 'screen_count as screenCount']);
    if (query.ids && query.ids.length > 0) select = select.where('id', 'in', query.ids);
    else if (query.q) select = select.where('title', 'ilike', containsPattern(query.q));
    return select.orderBy('title').orderBy('id').limit(limit).execute();
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

  // Flows ---------------------------------------------------------------------------------------

  private flowsBase(filters: ListFilters) {
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
    const base = this.flowsBase(filters);
    // A list carries a flow's first steps, as a card shows them (`FLOW_LIST_STEPS`); the count is the whole's.
    let query = base
      .select(FLOW_COLUMNS)
      .select([FLOW_CATEGORIES, flowScreens(FLOW_LIST_STEPS), FLOW_SCREEN_COUNT]);
    if (page.after) query = query.where('flows.id', '<', page.after[0]);
    query = query.orderBy('flows.id', 'desc');
    const [rows, total] = await Promise.all([
      query.limit(page.limit + 1).execute(),
      this.cappedTotal(base, options.estimate !== false),
    ]);
    const items = rows.slice(0, page.limit).map(flowRecordOf);
    const last = items.at(-1);
    return { items, next: rows.length > page.limit && last ? [last.id] : null, total };
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

  // Components ----------------------------------------------------------------------------------

  /**
   * Components with `filters`, joined to their apps and screens for their `rows`; a `count` joins them only
   * when a condition reads them (every component has its app and screen: foreign keys), as each relation
   * more costs the planner (the page of "dark onboarding ios" took 4 ms to plan with five).
   */
  private componentsBase(filters: ListFilters, purpose: 'rows' | 'count' = 'rows') {
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
          eb.exists(
            eb
              .selectFrom('component_categories as tcc')
              .innerJoin('categories as tcat', 'tcat.id', 'tcc.category_id')
              .whereRef('tcc.component_id', '=', 'components.id')
              .where('tcat.title', 'ilike', pattern)
              .select(sql`1`.as('one')),
          ),
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
    if (filters.tag) {
      const slug = filters.tag;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('component_tags as ct')
            .innerJoin('tags', 'tags.id', 'ct.tag_id')
            .whereRef('ct.component_id', '=', 'components.id')
            .where('tags.slug', '=', slug)
            .select(sql`1`.as('one')),
        ),
      );
    }
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
    let query = this.componentsBase(filters)
      .select(COMPONENT_COLUMNS)
      .select([COMPONENT_CATEGORIES, COMPONENT_TAGS]);
    if (page.after) query = query.where('components.id', '<', page.after[0]);
    query = query.orderBy('components.id', 'desc');
    const [rows, total] = await Promise.all([
      query.limit(page.limit + 1).execute(),
      this.cappedTotal(this.componentsBase(filters, 'count'), options.estimate !== false),
    ]);
    const items = rows.slice(0, page.limit).map(componentRecordOf);
    const last = items.at(-1);
    return { items, next: rows.length > page.limit && last ? [last.id] : null, total };
  }

  async componentByUuid(uuid: string): Promise<ComponentRecord | undefined> {
    const row = await this.componentsBase(NO_FILTERS)
      .select(COMPONENT_COLUMNS)
      .select([COMPONENT_CATEGORIES, COMPONENT_TAGS])
      .where('components.uuid', '=', uuid)
      .executeTakeFirst();
    return row ? componentRecordOf(row) : undefined;
  }

  // Categories and tags -------------------------------------------------------------------------

  /** Categories of every kind whose title holds `text`, the largest first (the search's categories). */
  async categoriesTitled(text: string, limit: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'kind', 'title', 'slug', 'featured', 'item_count as count'])
      .where('title', 'ilike', containsPattern(text))
      .orderBy('item_count', 'desc')
      .limit(limit)
      .execute();
  }

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
            whereScreenFilters(this.db.selectFrom('screens'), others, await this.screenShape(others)),
          ] as const)
        : kind === 'flow'
          ? (['flow_categories', 'flows.id', this.flowsBase(others)] as const)
          : (['component_categories', 'components.id', this.componentsBase(others)] as const);
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

  /** How much the library holds: screens (and how many of them are locked), apps, flows, components. */
  async libraryStats(): Promise<{
    screens: number;
    lockedScreens: number;
    apps: number;
    flows: number;
    components: number;
  }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('screens').select(eb.fn.countAll<string>().as('n')).as('screens'),
        eb
          .selectFrom('screens')
          .select(eb.fn.countAll<string>().as('n'))
          .where('is_restricted', '=', true)
          .as('locked_screens'),
        eb.selectFrom('apps').select(eb.fn.countAll<string>().as('n')).as('apps'),
        eb.selectFrom('flows').select(eb.fn.countAll<string>().as('n')).as('flows'),
        eb.selectFrom('components').select(eb.fn.countAll<string>().as('n')).as('components'),
      ])
      .executeTakeFirstOrThrow();
    return {
      screens: Number(row.screens),
      lockedScreens: Number(row.locked_screens),
      apps: Number(row.apps),
      flows: Number(row.flows),
      components: Number(row.components),
    };
  }

  /**
   * What was added to the library since `since` (the weekly digest): how many apps, screens and flows,
   * and the newest apps (at most `appLimit`).
   */
  async addedSince(
    since: Date,
    appLimit: number,
  ): Promise<{ apps: number; screens: number; flows: number; newestApps: AppRefRow[] }> {
    const [counts, newestApps] = await Promise.all([
      this.db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('apps')
            .select(eb.fn.countAll<string>().as('n'))
            .where('created_at', '>', since)
            .as('apps'),
          eb
            .selectFrom('screens')
            .select(eb.fn.countAll<string>().as('n'))
            .where('created_at', '>', since)
            .as('screens'),
          eb
            .selectFrom('flows')
            .select(eb.fn.countAll<string>().as('n'))
            .where('created_at', '>', since)
            .as('flows'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('apps')
        .select(['id', 'title', 'slug', 'logo'])
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(appLimit)
        .execute(),
    ]);
    return {
      apps: Number(counts.apps),
      screens: Number(counts.screens),
      flows: Number(counts.flows),
      newestApps,
    };
  }
}

// biome-ignore lint/suspicious/noExplicitAny: structural helper type for refTuple/tuple builders.
type ExpressionBuilderLike = any;

interface AppRowLike {
  id: number;
  title: string;
  slug: string;
  logo: string;
  description: string;
  platform: Platform;
  website: string | null;
  brand_color: string | null;
  screen_count: number;
  flow_count: number;
  component_count: number;
}

const FLOW_COLUMNS = [
  'flows.id',
  'flows.uuid',
  'flows.title',
  'apps.id as app_id',
  'apps.title as app_title',
  'apps.slug as app_slug',
  'apps.logo as app_logo',
  'apps.platform as app_platform',
] as const;

interface FlowJoinRow {
  id: number;
  uuid: string;
  title: string;
  app_id: number;
  app_title: string;
  app_slug: string;
  app_logo: string;
  app_platform: Platform;
}

const COMPONENT_COLUMNS = [
  'components.id',
  'components.uuid',
  'components.crop_x',
  'components.crop_y',
  'components.crop_width',
  'components.crop_height',
  'components.image_key',
  'screens.uuid as screen_uuid',
  'screens.is_restricted as screen_is_restricted',
  'apps.id as app_id',
  'apps.title as app_title',
  'apps.slug as app_slug',
  'apps.logo as app_logo',
  'apps.platform as app_platform',
] as const;

interface ComponentJoinRow {
  id: number;
  uuid: string;
  crop_x: number;
  crop_y: number;
  crop_width: number;
  crop_height: number;
  image_key: string;
  screen_uuid: string;
  screen_is_restricted: boolean;
  app_id: number;
  app_title: string;
  app_slug: string;
  app_logo: string;
  app_platform: Platform;
}

/** What every item's record starts with: its ids, its app and the app's platform (from a joined row). */
function itemOf(row: {
  id: number;
  uuid: string;
  app_id: number;
  app_title: string;
  app_slug: string;
  app_logo: string;
  app_platform: Platform;
}) {
  return {
    id: row.id,
    uuid: row.uuid,
    app: { id: row.app_id, title: row.app_title, slug: row.app_slug, logo: row.app_logo },
    platform: row.app_platform,
  };
}

/** A screen record of its joined row with its pattern categories. */
function screenRecordOf(row: ScreenJsonRow): ScreenRecord {
  return {
    ...itemOf(row),
    imageKey: row.image_key,
    width: row.width,
    height: row.height,
    dominantColor: row.dominant_color,
    screenType: row.screen_type,
    textInScreen: row.text_in_screen,
    isRestricted: row.is_restricted,
    position: row.position,
    phash: row.phash,
    originalFormat: row.original_format,
    patternCategories: fromJson(row.pattern_categories),
  };
}

/** An app record of its row with its product categories (`PRODUCT_CATEGORIES`). */
function appRecordOf(row: AppRowLike & { product_categories: CategoryRefRow[] | string }): AppRecord {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    logo: row.logo,
    description: row.description,
    platform: row.platform,
    website: row.website,
    brandColor: row.brand_color,
    screenCount: row.screen_count,
    flowCount: row.flow_count,
    componentCount: row.component_count,
    productCategories: fromJson(row.product_categories),
  };
}

/**
 * A flow record of its joined row with its categories and screens (`FLOW_CATEGORIES`, `flowScreens`), and
 * the count of all its screens when it carries only the first (`FLOW_SCREEN_COUNT`).
 */
function flowRecordOf(
  row: FlowJoinRow & {
    flow_categories: CategoryRefRow[] | string;
    flow_screens: ScreenJsonRow[] | string;
    screen_count?: number;
  },
): FlowRecord {
  const screens = fromJson(row.flow_screens).map(screenRecordOf);
  return {
    ...itemOf(row),
    title: row.title,
    flowCategories: fromJson(row.flow_categories),
    screens,
    screenCount: row.screen_count ?? screens.length,
  };
}

/** A component record of its joined row with its categories and tags (`COMPONENT_CATEGORIES`, `COMPONENT_TAGS`). */
function componentRecordOf(
  row: ComponentJoinRow & {
    component_categories: CategoryRefRow[] | string;
    component_tags: CategoryRefRow[] | string;
  },
): ComponentRecord {
  return {
    ...itemOf(row),
    screenUuid: row.screen_uuid,
    screenIsRestricted: row.screen_is_restricted,
    crop: { x: row.crop_x, y: row.crop_y, width: row.crop_width, height: row.crop_height },
    imageKey: row.image_key,
    componentCategories: fromJson(row.component_categories),
    tags: fromJson(row.component_tags),
  };
}

/** Whether a list has no filter at all (whoever reads it: `restrictedText` filters nothing alone). */
function unfiltered(filters: ListFilters): boolean {
  return Object.entries(filters).every(
    ([key, value]) =>
      key === 'restrictedText' ||
      value === undefined ||
      value === false ||
      (Array.isArray(value) && value.length === 0),
  );
}

/** Whether the list's one filter is its words (`text_in_screen` or `term`, not both). */
function onlyWordsFilter(filters: ListFilters): boolean {
  return (
    !(filters.term && filters.textInScreen) &&
    filters.favoritesOf === undefined &&
    filters.tag === undefined &&
    [
      filters.productCategories,
      filters.patternCategories,
      filters.flowCategories,
      filters.componentCategories,
      filters.products,
      filters.screenTypes,
      filters.platforms,
      filters.apps,
    ].every((list) => list.length === 0)
  );
}

/** The commonest words of the library with their shares of screens (the planner's statistics). */
class WordStatistics {
  private readonly sorted: { word: string; share: number }[];

  constructor(words: string[], shares: number[]) {
    this.sorted = words
      .map((word, index) => ({ word, share: shares[index] ?? 0 }))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  }

  /** The share of screens that have `word`, 0 when the statistics do not know it (a rare word). */
  shareOf(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle]?.word ?? '') < word) low = middle + 1;
      else high = middle;
    }
    const found = this.sorted[low];
    return found?.word === word ? found.share : 0;
  }

  /**
   * The share of screens a tsquery of one word, or of one word or others ("(pass | password)"), matches
   * by the statistics (0 when they know none of them); null for any other tsquery (words together, a
   * prefix).
   */
  shareOfQuery(tsquery: string): number | null {
    const words = tsquery.replace(/^\((.*)\)$/, '$1').split(' | ');
    if (words.some((word) => !/^[\p{L}\p{N}]+$/u.test(word))) return null;
    return this.shareOfAny(words);
  }

  /** The share of screens with one of `words`, as the planner combines them (1 − the share with none). */
  shareOfAny(words: string[]): number {
    return 1 - words.reduce((none, word) => none * (1 - this.shareOf(word)), 1);
  }

  /** At most `limit` of the words that start with `prefix` (itself included), commonest first. */
  completions(prefix: string, limit: number): string[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle]?.word ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const found: { word: string; share: number }[] = [];
    for (let index = low; index < this.sorted.length; index += 1) {
      const entry = this.sorted[index];
      if (!entry?.word.startsWith(prefix)) break;
      found.push(entry);
    }
    return found
      .sort((a, b) => b.share - a.share)
      .slice(0, limit)
      .map((entry) => entry.word);
  }
}
