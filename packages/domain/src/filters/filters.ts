/**
 * Filters of the list pages and their query-string form (product spec, sections 2, 4, 5 and 7).
 *
 * A `Filters` value is always kept normalised: text trimmed and capped, ids unique, positive, in
 * ascending order and capped in number, platforms and screen types unique in their canonical order (ios,
 * android, web; marketing, application). Normalised filters have exactly one query-string form, so equal filters give equal URLs.
 * Every reader here is tolerant (never throws); `validateFilters` and `validateBackendQuery` are the
 * strict variants for servers, naming what is wrong.
 *
 * @packageDocumentation
 */

import {
  PLATFORM_SLUGS,
  type PlatformSlug,
  SCREEN_TYPE_SLUGS,
  type ScreenTypeSlug,
} from '../categories/categories.js';
import { TRACKED_TEXT_MAX_LENGTH } from '../constants/constants.js';
import { cleanText } from '../internal/values.js';
import { isAppPagePath } from '../routes/routes.js';

/** The filter keys, in their canonical query-string order. */
export const FILTER_KEYS = [
  'platforms',
  'term',
  'textInScreen',
  'patternCategories',
  'componentCategories',
  'flowCategories',
  'productCategories',
  'products',
  'screenTypes',
  'isFavorited',
] as const;

/** A filter key of the query string. */
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filter keys holding free text. */
export const TEXT_FILTER_KEYS = ['term', 'textInScreen'] as const;

/** A filter key holding free text. */
export type TextFilterKey = (typeof TEXT_FILTER_KEYS)[number];

/** The filter keys holding lists of ids (comma-separated in the query string). */
export const ID_FILTER_KEYS = [
  'patternCategories',
  'componentCategories',
  'flowCategories',
  'productCategories',
  'products',
] as const;

/** A filter key holding a list of ids. */
export type IdFilterKey = (typeof ID_FILTER_KEYS)[number];

/** Longest `term` or `textInScreen`, in characters (code points); longer text is cut. */
export const MAX_FILTER_TEXT_LENGTH = 200;

/** Most ids kept in one id list; the smallest ones are kept. */
export const MAX_FILTER_IDS = 100;

/** Largest id accepted (the largest PostgreSQL `integer`). */
export const MAX_FILTER_ID = 2_147_483_647;

/** The filters of a list page, normalised. */
export interface Filters {
  /** Platform slugs (the filter bar's first choice). */
  readonly platforms: readonly PlatformSlug[];
  /** Search term; `''` when not set. */
  readonly term: string;
  /** Text that must appear in the screen; `''` when not set. */
  readonly textInScreen: string;
  /** Pattern category ids. */
  readonly patternCategories: readonly number[];
  /** Component category ids. */
  readonly componentCategories: readonly number[];
  /** Flow category ids. */
  readonly flowCategories: readonly number[];
  /** Product category ids. */
  readonly productCategories: readonly number[];
  /** Product (app) ids. */
  readonly products: readonly number[];
  /** Screen type slugs. */
  readonly screenTypes: readonly ScreenTypeSlug[];
  /** Only favorites; `isFavorited=1` in the query string. */
  readonly isFavorited: boolean;
}

/** Filters with nothing set. */
export const EMPTY_FILTERS: Filters = Object.freeze({
  platforms: Object.freeze([]),
  term: '',
  textInScreen: '',
  patternCategories: Object.freeze([]),
  componentCategories: Object.freeze([]),
  flowCategories: Object.freeze([]),
  productCategories: Object.freeze([]),
  products: Object.freeze([]),
  screenTypes: Object.freeze([]),
  isFavorited: false,
});

/**
 * What the readers accept: `URLSearchParams`, a query string (with or without `?`; a path or URL is cut
 * to its query), or a record of values such as a server framework's parsed query. Repeated keys are
 * merged for lists; for text and `isFavorited` the first value counts.
 */
export type FilterInput =
  | URLSearchParams
  | string
  | Readonly<Record<string, string | readonly string[] | null | undefined>>
  | null
  | undefined;

/** One problem found by a strict validator. */
export interface FilterIssue {
  /** The query key at fault. */
  readonly key: string;
  /** What is wrong, in words. */
  readonly message: string;
}

/** The result of `validateFilters`. */
export type FilterValidation =
  | {
      /** The input is valid. */
      readonly ok: true;
      /** The filters it holds, normalised. */
      readonly filters: Filters;
    }
  | {
      /** The input is not valid. */
      readonly ok: false;
      /** Every problem found. */
      readonly issues: readonly FilterIssue[];
    };

/** The backend query field of each filter key. */
export const BACKEND_QUERY_FIELDS: Readonly<Record<FilterKey, string>> = Object.freeze({
  term: 'term',
  textInScreen: 'text_in_screen',
  patternCategories: 'pattern_cats',
  componentCategories: 'component_cats',
  flowCategories: 'flow_cats',
  productCategories: 'product_cats',
  products: 'products',
  screenTypes: 'screen_types',
  platforms: 'platforms',
  isFavorited: 'is_favorited',
});

/** The backend query field of the app ids (used on app pages). */
export const BACKEND_APPS_FIELD = 'apps';

/** The order of the fields in `toBackendQuery` (the spec's order). */
const BACKEND_FIELD_ORDER: readonly string[] = [
  'text_in_screen',
  'term',
  'product_cats',
  'pattern_cats',
  'flow_cats',
  'component_cats',
  'products',
  'screen_types',
  'platforms',
  BACKEND_APPS_FIELD,
  'is_favorited',
];

/** The filters and app ids read from a backend query. */
export interface BackendFilters {
  /** The filters, normalised. */
  readonly filters: Filters;
  /** App ids, normalised like any id list. */
  readonly apps: readonly number[];
}

/** The result of `validateBackendQuery`. */
export type BackendQueryValidation =
  | ({
      /** The input is valid. */
      readonly ok: true;
    } & BackendFilters)
  | {
      /** The input is not valid. */
      readonly ok: false;
      /** Every problem found (keys are backend field names). */
      readonly issues: readonly FilterIssue[];
    };

/** Options of `toBackendQuery`. */
export interface BackendQueryOptions {
  /** App ids to restrict to (an app page). */
  readonly apps?: readonly number[];
}

/** A location as a router gives it. */
export interface RouteLocation {
  /** The path, e.g. `/apps/notion/flows`. */
  readonly pathname: string;
  /** The query string, with or without `?`; `''` when none. */
  readonly search: string;
}

/* ----------------------------------------------------------------------------------------------------
 * Reading raw values
 * -------------------------------------------------------------------------------------------------- */

type Reader = (name: string) => string[];

function queryPart(text: string): string {
  const hash = text.indexOf('#');
  const withoutHash = hash === -1 ? text : text.slice(0, hash);
  if (withoutHash.startsWith('?')) return withoutHash.slice(1);
  const question = withoutHash.indexOf('?');
  const looksLikeUrl = withoutHash.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(withoutHash);
  if (question !== -1 && looksLikeUrl) return withoutHash.slice(question + 1);
  return looksLikeUrl ? '' : withoutHash;
}

function scalarToString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return null;
}

function readerOf(input: unknown): Reader {
  if (typeof input === 'string') {
    const params = new URLSearchParams(queryPart(input));
    return (name) => params.getAll(name);
  }
  if (input instanceof URLSearchParams) return (name) => input.getAll(name);
  if (input === null || typeof input !== 'object') return () => [];
  const record = input as Record<string, unknown>;
  return (name) => {
    if (!Object.hasOwn(record, name)) return [];
    const value = record[name];
    const values = Array.isArray(value) ? value : [value];
    return values.map(scalarToString).filter((item): item is string => item !== null);
  };
}

/* ----------------------------------------------------------------------------------------------------
 * Normalising one value, with the problems a strict reader reports
 * -------------------------------------------------------------------------------------------------- */

interface Analysis<T> {
  readonly value: T;
  readonly problems: string[];
}

const DIGITS = /^\d+$/;

function quoteSome(tokens: readonly string[]): string {
  const shown = tokens
    .slice(0, 3)
    .map((token) => `'${token.length > 20 ? `${token.slice(0, 20)}…` : token}'`);
  const more = tokens.length > 3 ? ` and ${tokens.length - 3} more` : '';
  return `${shown.join(', ')}${more}`;
}

function tokenText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : `[${typeof value}]`;
}

function idOf(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= MAX_FILTER_ID ? value : null;
  }
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return DIGITS.test(token) ? idOf(Number(token)) : null;
}

function analyseIds(values: readonly unknown[]): Analysis<number[]> {
  const ids = new Set<number>();
  const invalid: string[] = [];
  for (const value of values) {
    const id = idOf(value);
    if (id !== null) ids.add(id);
    else if (tokenText(value) !== '') invalid.push(tokenText(value));
  }
  const sorted = [...ids].sort((a, b) => a - b);
  const problems: string[] = [];
  if (invalid.length > 0) {
    problems.push(`must be positive whole numbers up to ${MAX_FILTER_ID}; not valid: ${quoteSome(invalid)}`);
  }
  if (sorted.length > MAX_FILTER_IDS) problems.push(`must hold at most ${MAX_FILTER_IDS} ids`);
  return { value: sorted.slice(0, MAX_FILTER_IDS), problems };
}

/** A list of slugs out of `slugs` (read case-insensitively), kept unique in the order of `slugs`. */
function analyseSlugs<T extends string>(values: readonly unknown[], slugs: readonly T[]): Analysis<T[]> {
  const found = new Set<string>();
  const invalid: string[] = [];
  for (const value of values) {
    const token = typeof value === 'string' ? value.trim().toLowerCase() : '';
    if ((slugs as readonly string[]).includes(token)) found.add(token);
    else if (tokenText(value) !== '') invalid.push(tokenText(value));
  }
  const choices = `${slugs.slice(0, -1).join(', ')} or ${slugs.at(-1)}`;
  const problems = invalid.length > 0 ? [`must be ${choices}; not valid: ${quoteSome(invalid)}`] : [];
  return { value: slugs.filter((slug) => found.has(slug)), problems };
}

const analyseScreenTypes = (values: readonly unknown[]) => analyseSlugs(values, SCREEN_TYPE_SLUGS);
const analysePlatforms = (values: readonly unknown[]) => analyseSlugs(values, PLATFORM_SLUGS);

function analyseText(values: readonly unknown[]): Analysis<string> {
  const first = values[0];
  const raw = typeof first === 'string' ? first : '';
  const problems: string[] = [];
  if (values.length > 1) problems.push('must be given once');
  if ([...cleanText(raw, Number.POSITIVE_INFINITY)].length > MAX_FILTER_TEXT_LENGTH) {
    problems.push(`must be at most ${MAX_FILTER_TEXT_LENGTH} characters`);
  }
  return { value: cleanText(raw, MAX_FILTER_TEXT_LENGTH), problems };
}

function analyseFlag(values: readonly string[]): Analysis<boolean> {
  const problems: string[] = [];
  if (values.length > 1) problems.push('must be given once');
  if (values.some((value) => value !== '1' && value !== '0' && value !== '')) {
    problems.push("must be '1' (on) or '0' (off)");
  }
  return { value: values[0] === '1', problems };
}

function splitLists(values: readonly string[]): string[] {
  return values.flatMap((value) => value.split(','));
}

interface FullAnalysis {
  readonly filters: Filters;
  readonly apps: readonly number[];
  readonly issues: FilterIssue[];
}

function analyse(
  input: unknown,
  names: Readonly<Record<FilterKey, string>>,
  withApps: boolean,
): FullAnalysis {
  const read = readerOf(input);
  const issues: FilterIssue[] = [];
  const take = <T>(name: string, analysis: Analysis<T>): T => {
    for (const message of analysis.problems) issues.push({ key: name, message });
    return analysis.value;
  };
  const text = (key: TextFilterKey) => take(names[key], analyseText(read(names[key])));
  const ids = (name: string) => take(name, analyseIds(splitLists(read(name))));
  const filters: Filters = {
    platforms: take(names.platforms, analysePlatforms(splitLists(read(names.platforms)))),
    term: text('term'),
    textInScreen: text('textInScreen'),
    patternCategories: ids(names.patternCategories),
    componentCategories: ids(names.componentCategories),
    flowCategories: ids(names.flowCategories),
    productCategories: ids(names.productCategories),
    products: ids(names.products),
    screenTypes: take(names.screenTypes, analyseScreenTypes(splitLists(read(names.screenTypes)))),
    isFavorited: take(names.isFavorited, analyseFlag(read(names.isFavorited))),
  };
  const apps = withApps ? ids(BACKEND_APPS_FIELD) : [];
  return { filters, apps, issues };
}

const QUERY_NAMES: Readonly<Record<FilterKey, string>> = Object.freeze(
  Object.fromEntries(FILTER_KEYS.map((key) => [key, key])) as Record<FilterKey, string>,
);

/* ----------------------------------------------------------------------------------------------------
 * Public API
 * -------------------------------------------------------------------------------------------------- */

/**
 * Reads filters from a query string, `URLSearchParams` or a record, tolerantly: never throws. Text is
 * trimmed (control characters become spaces) and cut to `MAX_FILTER_TEXT_LENGTH`; ids that are not
 * positive whole numbers up to `MAX_FILTER_ID` are dropped, duplicates removed, the rest sorted ascending
 * and cut to `MAX_FILTER_IDS`; unknown screen types and platforms are dropped (slugs are read case-insensitively);
 * `isFavorited` is on only when its value is exactly `'1'`; unknown keys are ignored.
 */
export function parseFilters(input: FilterInput): Filters {
  return analyse(input, QUERY_NAMES, false).filters;
}

/**
 * Reads filters strictly, for servers: the same normalisation as `parseFilters`, but anything that
 * `parseFilters` would drop or cut is reported (invalid ids or screen types, text over the maximum, too
 * many ids, an `isFavorited` other than `'1'`, `'0'` or empty, text keys given twice). Unknown keys are
 * allowed (pagination and other parameters share the query string). Empty list items (`1,,2`) are fine.
 */
export function validateFilters(input: FilterInput): FilterValidation {
  const { filters, issues } = analyse(input, QUERY_NAMES, false);
  return issues.length === 0 ? { ok: true, filters } : { ok: false, issues };
}

/**
 * Normalises a filters-shaped object (for instance one a component assembled): missing keys are empty,
 * and each key gets the normalisation of `parseFilters`. Ids may be numbers or digit strings.
 */
export function normalizeFilters(value: Partial<Filters> | null | undefined): Filters {
  const source: Partial<Record<FilterKey, unknown>> = value ?? {};
  const list = (item: unknown): readonly unknown[] => (Array.isArray(item) ? item : []);
  const text = (item: unknown) => cleanText(typeof item === 'string' ? item : '', MAX_FILTER_TEXT_LENGTH);
  return {
    platforms: analysePlatforms(list(source.platforms)).value,
    term: text(source.term),
    textInScreen: text(source.textInScreen),
    patternCategories: analyseIds(list(source.patternCategories)).value,
    componentCategories: analyseIds(list(source.componentCategories)).value,
    flowCategories: analyseIds(list(source.flowCategories)).value,
    productCategories: analyseIds(list(source.productCategories)).value,
    products: analyseIds(list(source.products)).value,
    screenTypes: analyseScreenTypes(list(source.screenTypes)).value,
    isFavorited: source.isFavorited === true,
  };
}

function formatted(filters: Filters, names: Readonly<Record<FilterKey, string>>): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    let text: string;
    if (typeof value === 'boolean') text = value ? '1' : '';
    else if (typeof value === 'string') text = value;
    else text = value.join(',');
    if (text !== '') entries.push([names[key], text]);
  }
  return entries;
}

/**
 * The canonical query string of filters, without the leading `?`; `''` when nothing is set. Values are
 * percent-encoded except the commas of lists, which stay readable: `products=3,12&screenTypes=marketing`.
 */
export function filtersToQueryString(filters: Filters): string {
  return formatted(normalizeFilters(filters), QUERY_NAMES)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
}

/** Filters with one key replaced (the result is normalised). */
export function setFilter<K extends FilterKey>(filters: Filters, key: K, value: Filters[K]): Filters {
  return normalizeFilters({ ...filters, [key]: value });
}

/**
 * Filters with one id, screen type or platform added to a list key. Nothing changes when the value is already there
 * or is not valid for the key.
 */
export function addFilterValue(
  filters: Filters,
  key: IdFilterKey | 'screenTypes' | 'platforms',
  value: number | ScreenTypeSlug | PlatformSlug,
): Filters {
  const current: unknown = filters[key];
  const next = [...(Array.isArray(current) ? current : []), value];
  return normalizeFilters({ ...filters, [key]: next } as Partial<Filters>);
}

/**
 * Filters with one value removed: for an id, screen type or platform list, `value` is taken out (the whole list is
 * cleared when `value` is omitted); a text key is cleared; `isFavorited` is turned off.
 */
export function removeFilterValue(filters: Filters, key: FilterKey, value?: number | string): Filters {
  const current: unknown = filters[key];
  let next: unknown;
  if (Array.isArray(current)) next = value === undefined ? [] : current.filter((item) => item !== value);
  else next = typeof current === 'boolean' ? false : '';
  return normalizeFilters({ ...filters, [key]: next } as Partial<Filters>);
}

/** Filters with nothing set (the operation "clear all"). */
export function clearFilters(): Filters {
  return EMPTY_FILTERS;
}

/**
 * How many filter values are set: one per non-blank text, one per id, screen type or platform, one for
 * `isFavorited` when on (what a filter badge shows).
 */
export function countActiveFilters(filters: Filters): number {
  const normalized = normalizeFilters(filters);
  let count = 0;
  for (const key of FILTER_KEYS) {
    const value = normalized[key];
    if (typeof value === 'boolean') count += value ? 1 : 0;
    else if (typeof value === 'string') count += value === '' ? 0 : 1;
    else count += value.length;
  }
  return count;
}

/**
 * Whether a page counts as searched: at least one filter key holds a non-blank value (`isFavorited`
 * counts only when on).
 */
export function isSearched(filters: Filters): boolean {
  return countActiveFilters(filters) > 0;
}

/**
 * The backend query of filters: fields `text_in_screen`, `term`, `product_cats`, `pattern_cats`,
 * `flow_cats`, `component_cats`, `products`, `screen_types` (slugs), `platforms` (slugs), `apps`,
 * `is_favorited` (`'1'`);
 * lists comma-separated in ascending order, empty fields omitted.
 */
export function toBackendQuery(filters: Filters, options: BackendQueryOptions = {}): Record<string, string> {
  const entries = formatted(normalizeFilters(filters), BACKEND_QUERY_FIELDS);
  const apps = analyseIds(options.apps ?? []).value;
  if (apps.length > 0) entries.push([BACKEND_APPS_FIELD, apps.join(',')]);
  entries.sort(([a], [b]) => BACKEND_FIELD_ORDER.indexOf(a) - BACKEND_FIELD_ORDER.indexOf(b));
  return Object.fromEntries(entries);
}

/** Reads a backend query (the fields of `toBackendQuery`) tolerantly, normalising like `parseFilters`. */
export function fromBackendQuery(input: FilterInput): BackendFilters {
  const { filters, apps } = analyse(input, BACKEND_QUERY_FIELDS, true);
  return { filters, apps };
}

/**
 * Whether a backend list query counts as a search (spec sections 4 and 5): at least one filter field
 * has a non-blank value (`is_favorited` only when `1`), the `apps` field included. Paging fields and
 * unknown keys do not count.
 */
export function isSearchedBackendQuery(input: FilterInput): boolean {
  const { filters, apps } = fromBackendQuery(input);
  return isSearched(filters) || apps.length > 0;
}

/**
 * The filters of a backend query as one canonical text: `toBackendQuery`'s fields in their order, each
 * list sorted, text trimmed (`term=paywall&platforms=ios`). Two queries that filter alike give the same
 * text whatever the order, spelling or paging fields of theirs, so a server can tell a search asked
 * again from a new one. '' without filters.
 */
export function canonicalBackendQuery(input: FilterInput): string {
  const { filters, apps } = fromBackendQuery(input);
  return new URLSearchParams(toBackendQuery(filters, { apps })).toString();
}

/** Reads a backend query strictly, like `validateFilters`; issue keys are backend field names. */
export function validateBackendQuery(input: FilterInput): BackendQueryValidation {
  const { filters, apps, issues } = analyse(input, BACKEND_QUERY_FIELDS, true);
  return issues.length === 0 ? { ok: true, filters, apps } : { ok: false, issues };
}

/**
 * Filter text as sent to analytics: trimmed and cut to `TRACKED_TEXT_MAX_LENGTH` (50) characters (code
 * points, so no emoji is cut in half).
 */
export function truncateTrackedText(text: string): string {
  return cleanText(typeof text === 'string' ? text : '', TRACKED_TEXT_MAX_LENGTH);
}

function hasNoParameters(search: unknown): boolean {
  return typeof search !== 'string' || [...new URLSearchParams(search).keys()].length === 0;
}

/**
 * Whether a navigation clears the filters: it does when the destination has an empty query, except when
 * leaving an app page (`/apps/{slug}` or `/n/apps/{slug}` and their children, see `isAppPagePath`).
 * `from` is `null` on the first navigation.
 */
export function shouldClearFiltersOnNavigation(navigation: {
  readonly from: RouteLocation | null;
  readonly to: RouteLocation;
}): boolean {
  const { from, to } = navigation;
  if (!hasNoParameters(to.search)) return false;
  return from === null || !isAppPagePath(from.pathname);
}
