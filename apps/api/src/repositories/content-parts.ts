import { CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CategoryKind, DB, OriginalFormat, Platform, ScreenType } from '../db/schema.js';

/**
 * What the content repositories share: the records they answer, the columns and JSON parts of their
 * queries, the capped count of a list and its keyset pages.
 */

/**
 * Counting stops here: beyond it the total is "at least" this, with the planner's estimate of the whole.
 * Counting is a heap visit per match for most filters (a word's index knows which screens have it, not
 * whether they are visible), so the cap bounds the work of a request whatever the number of matches; it
 * also tells a small result from a large one before the page is read (see `listScreens`).
 */
export const TOTAL_COUNT_CAP = 200;

/** Where a facet count stops (see `categoryCounts`): like totals, "at least" beyond. */
export const FACET_COUNT_CAP = TOTAL_COUNT_CAP;

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
  /** When its picture was taken (a screen never dated: when it was written). */
  capturedAt: Date;
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
  /** When it was last redesigned (see migration 0020), if ever. */
  redesignedAt: Date | null;
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
  /** Its screen's pixel width (the scale the crop was taken at follows from it). */
  screenWidth: number;
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

export type { ScreenOrder } from '@pageshelf/contracts/screen';

export interface PageRequest<K> {
  after: K | null;
  limit: number;
}

export interface PageResult<T, K> {
  items: T[];
  next: K | null;
  total: Total;
}

/** An item's app, joined as `apps` (see `itemOf`). */
const ITEM_APP_COLUMNS = [
  'apps.id as app_id',
  'apps.title as app_title',
  'apps.slug as app_slug',
  'apps.logo as app_logo',
  'apps.platform as app_platform',
] as const;

export const SCREEN_COLUMNS = [
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
  ...ITEM_APP_COLUMNS,
] as const;

/** When a screen's picture was taken: its capture date, else when it was written (migration 0020). */
export const CAPTURED_AT = sql<Date>`coalesce(screens.captured_at, screens.created_at)`.as('captured_at');

/**
 * The categories (or, through `component_tags`, the tags: the same shape) linked to the row of `owner` as
 * JSON, by title, in the query that reads the rows: no second round trip. Only for the rows returned: the
 * planner computes it above a sort and a limit. Each link finds its category by its key (`offset 0` keeps
 * the planner from joining the whole small table by hash for every row: 100 screens' categories 2.6 → 1.2
 * ms, and a fifth of the planning).
 */
export const linkedCategories = (
  table:
    | 'screen_categories'
    | 'app_categories'
    | 'flow_categories'
    | 'component_categories'
    | 'component_tags',
  ownerColumn: 'screen_id' | 'app_id' | 'flow_id' | 'component_id',
  owner: string,
) => {
  const [target, targetColumn] =
    table === 'component_tags' ? ['tags', 'tag_id'] : ['categories', 'category_id'];
  return sql<CategoryRefRow[]>`(
  select coalesce(
    json_agg(json_build_object('id', c.id, 'title', c.title, 'slug', c.slug) order by c.title, c.id),
    '[]'::json)
  from ${sql.table(table)} link
  cross join lateral (
    select id, title, slug from ${sql.table(target)} where id = link.${sql.ref(targetColumn)} offset 0) c
  where link.${sql.ref(ownerColumn)} = ${sql.ref(owner)})`;
};

/** A screen's pattern categories (see `linkedCategories`). */
export const PATTERN_CATEGORIES = linkedCategories('screen_categories', 'screen_id', 'screens.id').as(
  'pattern_categories',
);

/** An app's product categories (see `linkedCategories`). */
export const PRODUCT_CATEGORIES = linkedCategories('app_categories', 'app_id', 'apps.id').as(
  'product_categories',
);

/** A flow's categories (see `linkedCategories`). */
export const FLOW_CATEGORIES = linkedCategories('flow_categories', 'flow_id', 'flows.id').as(
  'flow_categories',
);

/**
 * A flow's screens in their order (the first `limit` of them, or all), as the joined rows of
 * `SCREEN_COLUMNS` with their pattern categories, in the query that reads the flows (where links, screens
 * and their categories were three round trips).
 */
export const flowScreens = (limit: number | null) =>
  sql<ScreenJsonRow[]>`(
  select coalesce(json_agg(steps.screen order by steps.position), '[]'::json)
  from (
    select fs.position, json_build_object(
      'id', s.id, 'uuid', s.uuid, 'image_key', s.image_key, 'width', s.width, 'height', s.height,
      'dominant_color', s.dominant_color, 'screen_type', s.screen_type, 'text_in_screen', s.text_in_screen,
      'is_restricted', s.is_restricted, 'position', s.position, 'phash', s.phash,
      'original_format', s.original_format, 'captured_at', coalesce(s.captured_at, s.created_at),
      'app_id', a.id, 'app_title', a.title, 'app_slug', a.slug,
      'app_logo', a.logo, 'app_platform', a.platform,
      'pattern_categories', ${linkedCategories('screen_categories', 'screen_id', 's.id')}) as screen
    from flow_screens fs join screens s on s.id = fs.screen_id join apps a on a.id = s.app_id
    where fs.flow_id = flows.id
    order by fs.position
    ${limit === null ? sql`` : sql`limit ${sql.lit(limit)}`}) steps)`.as('flow_screens');

/** How many screens a flow has. */
export const FLOW_SCREEN_COUNT = sql<number>`(
  select count(*)::int from flow_screens fs where fs.flow_id = flows.id)`.as('screen_count');

/** A component's UI element categories (see `linkedCategories`). */
export const COMPONENT_CATEGORIES = linkedCategories(
  'component_categories',
  'component_id',
  'components.id',
).as('component_categories');

/** A component's tags by title, as JSON (see `linkedCategories`). */
export const COMPONENT_TAGS = linkedCategories('component_tags', 'component_id', 'components.id').as(
  'component_tags',
);

/** A value selected as JSON: parsed by the driver (PostgreSQL), or text (some PGlite paths). */
export const fromJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** What every item's joined row starts with: its ids and its app (`ITEM_APP_COLUMNS`). */
export interface ItemJoinRow {
  id: number;
  uuid: string;
  app_id: number;
  app_title: string;
  app_slug: string;
  app_logo: string;
  app_platform: Platform;
}

export interface ScreenJoinRow extends ItemJoinRow {
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
  /** A date from a query, a JSON string from a flow's steps (`flowScreens`). */
  captured_at: Date | string;
}

/** A screen's joined row with its pattern categories (`PATTERN_CATEGORIES`), as a flow's screens come. */
export type ScreenJsonRow = ScreenJoinRow & { pattern_categories: CategoryRefRow[] | string };

/**
 * At most `TOTAL_COUNT_CAP` + 1 rows of `query` counted; beyond the cap, "at least" with the planner's
 * estimate of the whole (asked at the same time: one round trip, not two), unless not `estimated`
 * (the smaller groups of `/search`, which show "200+").
 */
export async function cappedTotal(
  db: Kysely<DB>,
  // biome-ignore lint/suspicious/noExplicitAny: counts any filtered query the same way.
  query: SelectQueryBuilder<DB, any, any>,
  estimated = true,
): Promise<Total> {
  const counted = query.clearSelect().select(sql`1`.as('one'));
  const [row, estimate] = await Promise.all([
    db
      .selectFrom(counted.limit(TOTAL_COUNT_CAP + 1).as('capped'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    estimated ? estimateRows(db, counted) : 0,
  ]);
  const n = Number(row.n);
  if (n <= TOTAL_COUNT_CAP) return { value: n, exact: true };
  return estimate > TOTAL_COUNT_CAP
    ? { value: TOTAL_COUNT_CAP, exact: false, estimate }
    : { value: TOTAL_COUNT_CAP, exact: false };
}

/** The planner's estimate of the rows of `query` (EXPLAIN, not run). */
// biome-ignore lint/suspicious/noExplicitAny: estimates any query the same way.
export async function estimateRows(db: Kysely<DB>, query: SelectQueryBuilder<DB, any, any>): Promise<number> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** `records` in the order of `ids` (a lookup by ids comes back in the database's order); unknown ids left out. */
export function inOrderOf<T extends { id: number }>(ids: readonly number[], records: readonly T[]): T[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One keyset page of `rows` read with `limit + 1`: the first `limit` items (made by `record`), and the
 * key after the last of them when there was one more row.
 */
export function keysetPage<Row, T, K>(
  rows: Row[],
  limit: number,
  record: (row: Row) => T,
  keyOf: (item: T) => K,
): { items: T[]; next: K | null } {
  const items = rows.slice(0, limit).map(record);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last !== undefined ? keyOf(last) : null };
}

export interface AppRowLike {
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
  redesigned_at: Date | string | null;
}

export const FLOW_COLUMNS = ['flows.id', 'flows.uuid', 'flows.title', ...ITEM_APP_COLUMNS] as const;

export interface FlowJoinRow extends ItemJoinRow {
  title: string;
}

export const COMPONENT_COLUMNS = [
  'components.id',
  'components.uuid',
  'components.crop_x',
  'components.crop_y',
  'components.crop_width',
  'components.crop_height',
  'components.image_key',
  'screens.uuid as screen_uuid',
  'screens.is_restricted as screen_is_restricted',
  'screens.width as screen_width',
  ...ITEM_APP_COLUMNS,
] as const;

export interface ComponentJoinRow extends ItemJoinRow {
  crop_x: number;
  crop_y: number;
  crop_width: number;
  crop_height: number;
  image_key: string;
  screen_uuid: string;
  screen_is_restricted: boolean;
  screen_width: number;
}

/** What every item's record starts with: its ids, its app and the app's platform (from a joined row). */
export function itemOf(row: ItemJoinRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    app: { id: row.app_id, title: row.app_title, slug: row.app_slug, logo: row.app_logo },
    platform: row.app_platform,
  };
}

/** A screen record of its joined row with its pattern categories. */
export function screenRecordOf(row: ScreenJsonRow): ScreenRecord {
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
    capturedAt: new Date(row.captured_at),
  };
}

/** An app record of its row with its product categories (`PRODUCT_CATEGORIES`). */
export function appRecordOf(row: AppRowLike & { product_categories: CategoryRefRow[] | string }): AppRecord {
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
    redesignedAt: row.redesigned_at ? new Date(row.redesigned_at) : null,
  };
}

/**
 * A flow record of its joined row with its categories and screens (`FLOW_CATEGORIES`, `flowScreens`), and
 * the count of all its screens when it carries only the first (`FLOW_SCREEN_COUNT`).
 */
export function flowRecordOf(
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
export function componentRecordOf(
  row: ComponentJoinRow & {
    component_categories: CategoryRefRow[] | string;
    component_tags: CategoryRefRow[] | string;
  },
): ComponentRecord {
  return {
    ...itemOf(row),
    screenUuid: row.screen_uuid,
    screenIsRestricted: row.screen_is_restricted,
    screenWidth: row.screen_width,
    crop: { x: row.crop_x, y: row.crop_y, width: row.crop_width, height: row.crop_height },
    imageKey: row.image_key,
    componentCategories: fromJson(row.component_categories),
    tags: fromJson(row.component_tags),
  };
}
