import { MAX_ID } from '@pageshelf/contracts/common';
import { type Kysely, sql } from 'kysely';
import type { DB, Platform } from '../db/schema.js';
import {
  chipsTsQuery,
  containsPattern,
  type ListFilters,
  MAX_COMPLETIONS,
  NO_FILTERS,
  type ScreenQueryShape,
  searchWords,
  whereScreenFilters,
  wordsTsQuery,
} from './content-filters.js';
import {
  CAPTURED_AT,
  cappedTotal,
  estimateRows,
  inOrderOf,
  PATTERN_CATEGORIES,
  type PageRequest,
  type PageResult,
  SCREEN_COLUMNS,
  type ScreenOrder,
  type ScreenRecord,
  screenRecordOf,
  TOTAL_COUNT_CAP,
  type Total,
} from './content-parts.js';

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

/** Reads the library's screens: lists with filters and keyset pages, details, neighbours, similar screens. */
export class ScreensRepository {
  private textOrderIndex: Promise<boolean> | undefined;
  private screenRows: { value: number; at: number } | undefined;
  private wordStatistics: { value: Promise<WordStatistics>; at: number } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  /** Screens joined to their apps, selecting what a screen record is made of (`screenRecordOf`). */
  private recordRows() {
    return this.db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select(SCREEN_COLUMNS)
      .select(CAPTURED_AT)
      .select(PATTERN_CATEGORIES);
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
        : estimateRows(
            this.db,
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
    /** The `redesigned` order lists only the screens a redesign changed. */
    const redesigned = order === 'redesigned';
    // The total needs no join: every screen has its app.
    const countTotal = (estimated = true) =>
      cappedTotal(
        this.db,
        whereScreenFilters(this.db.selectFrom('screens'), filters, shape).$if(redesigned, (qb) =>
          qb.where('screens.changed_at', 'is not', null),
        ),
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
        .select(CAPTURED_AT)
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
      } else if (redesigned) {
        // The changed screens by their partial index, the most recent change first.
        query = query
          .where('screens.changed_at', 'is not', null)
          .select(sql<number>`(extract(epoch from screens.changed_at) * 1000)::float8`.as('changed_ms'));
        if (page.after) {
          const [changed = 0, id = 0] = page.after;
          query = query.where((eb) =>
            eb(eb.refTuple('screens.changed_at', 'screens.id'), '<', eb.tuple(new Date(changed), id)),
          );
        }
        query = query.orderBy('screens.changed_at', 'desc').orderBy('screens.id', 'desc');
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
            : this.recordRows().where('screens.id', 'in', first).orderBy('screens.id', 'desc').execute(),
          ids.length <= TOTAL_COUNT_CAP
            ? { value: ids.length, exact: true }
            : known !== undefined
              ? withKnown({ value: TOTAL_COUNT_CAP, exact: false })
              : estimateRows(
                  this.db,
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
        unfiltered(filters) && !redesigned ? countTotalOf(1) : countTotal(),
      ]);
    }
    const items = rows.slice(0, page.limit).map(screenRecordOf);
    const last = items.at(-1);
    const lastRow = rows[page.limit - 1] as { changed_ms?: number } | undefined;
    const next =
      rows.length > page.limit && last
        ? order === 'recent'
          ? [last.id]
          : redesigned
            ? [lastRow?.changed_ms ?? 0, last.id]
            : [last.position, last.id]
        : null;
    return { items, next, total };
  }

  async screenByUuid(uuid: string): Promise<ScreenRecord | undefined> {
    const row = await this.recordRows().where('screens.uuid', '=', uuid).executeTakeFirst();
    return row ? screenRecordOf(row) : undefined;
  }

  /** Screens by id in the order of `ids` (unknown ids left out). */
  async screensByIds(ids: readonly number[]): Promise<ScreenRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.recordRows()
      .where('screens.id', 'in', [...ids])
      .execute();
    return inOrderOf(ids, rows.map(screenRecordOf));
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

  /**
   * The screens an editorial figure shows of a pattern on a platform (`GET /figures/{pattern}`): never a
   * restricted one; each app's first screen of the pattern (by its place in the app), the apps that show
   * the pattern most first, then each app's second and so on; ties by app and screen id. The same answer
   * every time until the library changes.
   */
  async figureScreens(patternId: number, platform: Platform, limit: number): Promise<ScreenRecord[]> {
    const { rows } = await sql<{ id: number }>`
      with shown as (
        select s.id, s.app_id,
          row_number() over (partition by s.app_id order by s.position, s.id) as nth,
          count(*) over (partition by s.app_id) as in_app
        from screen_categories sc
        join screens s on s.id = sc.screen_id
        where sc.category_id = ${patternId} and s.platform = ${platform} and not s.is_restricted
      )
      select id from shown order by nth, in_app desc, app_id, id limit ${limit}`.execute(this.db);
    return this.screensByIds(rows.map((row) => Number(row.id)));
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
    const rows = await this.recordRows()
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
}

// biome-ignore lint/suspicious/noExplicitAny: structural helper type for refTuple/tuple builders.
type ExpressionBuilderLike = any;

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
    const found = this.sorted[this.firstAtOrAfter(word)];
    return found?.word === word ? found.share : 0;
  }

  /** Where `word` is, or would be, in the sorted words: the index of the first word not before it. */
  private firstAtOrAfter(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle]?.word ?? '') < word) low = middle + 1;
      else high = middle;
    }
    return low;
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
    const found: { word: string; share: number }[] = [];
    for (let index = this.firstAtOrAfter(prefix); index < this.sorted.length; index += 1) {
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
