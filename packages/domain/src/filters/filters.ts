/**
 * Filters of the list pages and their query-string form (product spec, sections 2, 4, 5 and 7).
 *
 * A `Filters` value is always kept normalised: text trimmed and capped, ids unique, positive, in
 * ascending order and capped in number, platforms and screen types unique in their canonical order (ios,
 * android, web; marketing, application). Normalised filters have exactly one query-string form, so equal filters give equal URLs.
 * Every reader here is tolerant (never throws); `validateFilters` and `validateBackendQuery` are the
 * strict variants for servers, naming what is wrong. Each filter is defined once, in `FILTER_DEFINITIONS`
 * (`filter-table.ts`): its key, its backend field, its kind and limits, whether it is a search; everything
 * here reads that table.
 *
 * @packageDocumentation
 */

import type { PlatformSlug, ScreenTypeSlug } from '../categories/categories.js';
import { TRACKED_TEXT_MAX_LENGTH } from '../constants/constants.js';
import { cleanText } from '../internal/values.js';
import { isAppPagePath } from '../routes/routes.js';
import {
  APPS_SCOPE_FIELD,
  type BackendField,
  type BackendFieldDefinition,
  FILTER_DEFINITIONS,
  type FilterTableRow,
  MAX_FILTER_ID,
} from './filter-table.js';

export * from './filter-table.js';

/** A filter key of the query string. */
export type FilterKey = FilterTableRow['key'];

type KeysOf<T extends readonly FilterTableRow[]> = { readonly [I in keyof T]: T[I]['key'] };

/** The filter keys, in their canonical query-string order. */
export const FILTER_KEYS = Object.freeze(FILTER_DEFINITIONS.map((filter) => filter.key)) as KeysOf<
  typeof FILTER_DEFINITIONS
>;

/** A filter key holding free text. */
export type TextFilterKey = Extract<FilterTableRow, { kind: 'text' }>['key'];

/** A filter key holding a list of ids. */
export type IdFilterKey = Extract<FilterTableRow, { kind: 'ids' }>['key'];

const keysOfKind = <K extends FilterKey>(kind: FilterTableRow['kind']): readonly K[] =>
  Object.freeze(FILTER_DEFINITIONS.filter((filter) => filter.kind === kind).map((filter) => filter.key as K));

/** The filter keys holding free text. */
export const TEXT_FILTER_KEYS: readonly TextFilterKey[] = keysOfKind<TextFilterKey>('text');

/** The filter keys holding lists of ids (comma-separated in the query string). */
export const ID_FILTER_KEYS: readonly IdFilterKey[] = keysOfKind<IdFilterKey>('ids');

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

/** The backend query field of each filter key (`FILTER_DEFINITIONS`' `wire`). */
export const BACKEND_QUERY_FIELDS: Readonly<Record<FilterKey, BackendField>> = Object.freeze(
  Object.fromEntries(FILTER_DEFINITIONS.map((filter) => [filter.key, filter.wire])) as Record<
    FilterKey,
    BackendField
  >,
);

/** The backend query field of the app ids (used on app pages). */
export const BACKEND_APPS_FIELD = APPS_SCOPE_FIELD.wire;

/** The order of the fields in `toBackendQuery` (the order of spec section 3, then ours). */
export const BACKEND_FIELD_ORDER: readonly BackendField[] = Object.freeze([
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
] as const);

/**
 * A backend query as a server's schema gave it, already parsed (`@pageshelf/contracts/filters`): text
 * as strings, id lists as numbers, slugs as lists, the flag as a boolean; other keys are ignored.
 */
export type ParsedBackendQuery = { readonly [Field in BackendField]?: unknown } & {
  readonly [key: string]: unknown;
};

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

function idOf(value: unknown, maxId: number = MAX_FILTER_ID): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= maxId ? value : null;
  }
  if (typeof value !== 'string') return null;
  const token = value.trim();
  return DIGITS.test(token) ? idOf(Number(token), maxId) : null;
}

function analyseIds(
  values: readonly unknown[],
  limits: { readonly maxItems: number; readonly maxId: number } = APPS_SCOPE_FIELD,
): Analysis<number[]> {
  const ids = new Set<number>();
  const invalid: string[] = [];
  for (const value of values) {
    const id = idOf(value, limits.maxId);
    if (id !== null) ids.add(id);
    else if (tokenText(value) !== '') invalid.push(tokenText(value));
  }
  const sorted = [...ids].sort((a, b) => a - b);
  const problems: string[] = [];
  if (invalid.length > 0) {
    problems.push(`must be positive whole numbers up to ${limits.maxId}; not valid: ${quoteSome(invalid)}`);
  }
  if (sorted.length > limits.maxItems) problems.push(`must hold at most ${limits.maxItems} ids`);
  return { value: sorted.slice(0, limits.maxItems), problems };
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

function analyseText(values: readonly unknown[], maxLength: number): Analysis<string> {
  const first = values[0];
  const raw = typeof first === 'string' ? first : '';
  const problems: string[] = [];
  if (values.length > 1) problems.push('must be given once');
  if ([...cleanText(raw, Number.POSITIVE_INFINITY)].length > maxLength) {
    problems.push(`must be at most ${maxLength} characters`);
  }
  return { value: cleanText(raw, maxLength), problems };
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

/** One field read from the query's raw values, as its kind says. */
function analyseField(field: BackendFieldDefinition, values: readonly string[]): Analysis<unknown> {
  switch (field.kind) {
    case 'text':
      return analyseText(values, field.maxLength);
    case 'ids':
      return analyseIds(splitLists(values), field);
    case 'slugs':
      return analyseSlugs(splitLists(values), field.values);
    case 'flag':
      return analyseFlag(values);
  }
}

/** One field's value normalised from a typed value (a component's, or a server schema's output). */
function normalizeField(field: BackendFieldDefinition, value: unknown): unknown {
  const list = Array.isArray(value) ? value : [];
  switch (field.kind) {
    case 'text':
      return cleanText(typeof value === 'string' ? value : '', field.maxLength);
    case 'ids':
      return analyseIds(list, field).value;
    case 'slugs':
      return analyseSlugs(list, field.values).value;
    case 'flag':
      return value === true;
  }
}

interface FullAnalysis {
  readonly filters: Filters;
  readonly apps: readonly number[];
  readonly issues: FilterIssue[];
}

/** Reads every filter (and, for a backend query, the app scope) under its `key` or its `wire` name. */
function analyse(input: unknown, names: 'key' | 'wire', withApps: boolean): FullAnalysis {
  const read = readerOf(input);
  const issues: FilterIssue[] = [];
  const take = (name: string, analysis: Analysis<unknown>): unknown => {
    for (const message of analysis.problems) issues.push({ key: name, message });
    return analysis.value;
  };
  const filters = Object.fromEntries(
    FILTER_DEFINITIONS.map((filter) => [
      filter.key,
      take(filter[names], analyseField(filter, read(filter[names]))),
    ]),
  ) as unknown as Filters;
  const apps = withApps
    ? (take(APPS_SCOPE_FIELD.wire, analyseField(APPS_SCOPE_FIELD, read(APPS_SCOPE_FIELD.wire))) as number[])
    : [];
  return { filters, apps, issues };
}

/** Filters normalised from typed values held under each filter's `key` or `wire` name. */
function normalizeUnder(source: Readonly<Record<string, unknown>>, names: 'key' | 'wire'): Filters {
  const value = (name: string) => (Object.hasOwn(source, name) ? source[name] : undefined);
  return Object.fromEntries(
    FILTER_DEFINITIONS.map((filter) => [filter.key, normalizeField(filter, value(filter[names]))]),
  ) as unknown as Filters;
}

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
  return analyse(input, 'key', false).filters;
}

/**
 * Reads filters strictly, for servers: the same normalisation as `parseFilters`, but anything that
 * `parseFilters` would drop or cut is reported (invalid ids or screen types, text over the maximum, too
 * many ids, an `isFavorited` other than `'1'`, `'0'` or empty, text keys given twice). Unknown keys are
 * allowed (pagination and other parameters share the query string). Empty list items (`1,,2`) are fine.
 */
export function validateFilters(input: FilterInput): FilterValidation {
  const { filters, issues } = analyse(input, 'key', false);
  return issues.length === 0 ? { ok: true, filters } : { ok: false, issues };
}

/**
 * Normalises a filters-shaped object (for instance one a component assembled): missing keys are empty,
 * and each key gets the normalisation of `parseFilters`. Ids may be numbers or digit strings.
 */
export function normalizeFilters(value: Partial<Filters> | null | undefined): Filters {
  return normalizeUnder(value ?? {}, 'key');
}

function formatted(filters: Filters, names: 'key' | 'wire'): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const filter of FILTER_DEFINITIONS) {
    const value = filters[filter.key];
    let text: string;
    if (typeof value === 'boolean') text = value ? '1' : '';
    else if (typeof value === 'string') text = value;
    else text = value.join(',');
    if (text !== '') entries.push([filter[names], text]);
  }
  return entries;
}

/**
 * The canonical query string of filters, without the leading `?`; `''` when nothing is set. Values are
 * percent-encoded except the commas of lists, which stay readable: `products=3,12&screenTypes=marketing`.
 */
export function filtersToQueryString(filters: Filters): string {
  return formatted(normalizeFilters(filters), 'key')
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

function isSet(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value !== '';
  return Array.isArray(value) && value.length > 0;
}

/**
 * Whether a page counts as searched (spec sections 4 and 5): at least one of the spec's filter keys
 * (`FILTER_DEFINITIONS`' `search`: every key but `platforms`) holds a non-blank value (`isFavorited`
 * counts only when on). A platform alone is browsing.
 */
export function isSearched(filters: Filters): boolean {
  const normalized = normalizeFilters(filters);
  return FILTER_DEFINITIONS.some((filter) => filter.search && isSet(normalized[filter.key]));
}

/**
 * The backend query of filters: fields `text_in_screen`, `term`, `product_cats`, `pattern_cats`,
 * `flow_cats`, `component_cats`, `products`, `screen_types` (slugs), `platforms` (slugs), `apps`,
 * `is_favorited` (`'1'`);
 * lists comma-separated in ascending order, empty fields omitted.
 */
export function toBackendQuery(filters: Filters, options: BackendQueryOptions = {}): Record<string, string> {
  const entries: Array<[string, string]> = formatted(normalizeFilters(filters), 'wire');
  const apps = analyseIds(options.apps ?? []).value;
  if (apps.length > 0) entries.push([BACKEND_APPS_FIELD, apps.join(',')]);
  const order: readonly string[] = BACKEND_FIELD_ORDER;
  entries.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return Object.fromEntries(entries);
}

/** Reads a backend query (the fields of `toBackendQuery`) tolerantly, normalising like `parseFilters`. */
export function fromBackendQuery(input: FilterInput): BackendFilters {
  const { filters, apps } = analyse(input, 'wire', true);
  return { filters, apps };
}

/**
 * Reads a backend query that a server's schema already parsed (`@pageshelf/contracts/filters`: text as
 * strings, id lists as numbers, slugs as lists, the flag as a boolean), normalising like `normalizeFilters`.
 * Values of another type (a raw string where a list belongs) are read as not set; never throws.
 */
export function fromParsedBackendQuery(query: ParsedBackendQuery | null | undefined): BackendFilters {
  const source: Readonly<Record<string, unknown>> = query ?? {};
  const apps = Object.hasOwn(source, APPS_SCOPE_FIELD.wire) ? source[APPS_SCOPE_FIELD.wire] : undefined;
  return {
    filters: normalizeUnder(source, 'wire'),
    apps: normalizeField(APPS_SCOPE_FIELD, apps) as number[],
  };
}

/**
 * Whether backend filters make a search (spec sections 4 and 5): a field of a spec filter key holds a
 * non-blank value. Neither `platforms` nor the app scope (`apps`) is one.
 */
export function isSearchedBackend(value: BackendFilters): boolean {
  return isSearched(value.filters) || (APPS_SCOPE_FIELD.search && value.apps.length > 0);
}

/**
 * Whether a backend list query counts as a search (`isSearchedBackend` of its fields). Paging fields and
 * unknown keys do not count.
 */
export function isSearchedBackendQuery(input: FilterInput): boolean {
  return isSearchedBackend(fromBackendQuery(input));
}

/**
 * The search that backend filters make, as one canonical text: the fields that are searches and the app
 * scope, in `toBackendQuery`'s order, each list sorted, text trimmed (`term=paywall&pattern_cats=3`).
 * Two queries that search alike give the same text whatever the order, spelling or paging fields of
 * theirs, so a server can tell a search asked again from a new one. The platforms are left out: switching
 * the platform of a search is browsing it, not a new search. '' without filters.
 */
export function canonicalSearch(value: BackendFilters): string {
  const searched = Object.fromEntries(
    FILTER_DEFINITIONS.filter((filter) => filter.search).map((filter) => [
      filter.key,
      value.filters[filter.key],
    ]),
  ) as Partial<Filters>;
  return new URLSearchParams(toBackendQuery(normalizeFilters(searched), { apps: value.apps })).toString();
}

/** `canonicalSearch` of a backend query given as text or a record of strings. */
export function canonicalBackendQuery(input: FilterInput): string {
  return canonicalSearch(fromBackendQuery(input));
}

/** Reads a backend query strictly, like `validateFilters`; issue keys are backend field names. */
export function validateBackendQuery(input: FilterInput): BackendQueryValidation {
  const { filters, apps, issues } = analyse(input, 'wire', true);
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
