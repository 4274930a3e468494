import { isScreenTypeSlug, SCREEN_TYPE_SLUGS, type ScreenTypeSlug } from '../categories/categories.js';
import { TRACKED_TEXT_MAX_LENGTH } from '../constants/constants.js';
import { isAppPagePath } from '../routes/routes.js';

/** The query-string keys of the filters, exactly as they appear in URLs. */
export const FILTER_KEYS = [
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
export type FilterKey = (typeof FILTER_KEYS)[number];

export const TEXT_FILTER_KEYS = ['term', 'textInScreen'] as const;
export type TextFilterKey = (typeof TEXT_FILTER_KEYS)[number];

export const ID_FILTER_KEYS = [
  'patternCategories',
  'componentCategories',
  'flowCategories',
  'productCategories',
  'products',
] as const;
export type IdFilterKey = (typeof ID_FILTER_KEYS)[number];

/** Filters of a list page. Empty string / empty list / false means "not set". */
export interface Filters {
  term: string;
  textInScreen: string;
  patternCategories: number[];
  componentCategories: number[];
  flowCategories: number[];
  productCategories: number[];
  products: number[];
  screenTypes: ScreenTypeSlug[];
  isFavorited: boolean;
}

/** Longest text kept for term and textInScreen (characters). */
export const MAX_FILTER_TEXT_LENGTH = 200;
/** Most ids kept per key. */
export const MAX_FILTER_IDS = 100;
/** Largest id accepted (PostgreSQL integer). */
export const MAX_FILTER_ID = 2_147_483_647;

export const EMPTY_FILTERS: Readonly<Filters> = Object.freeze({
  term: '',
  textInScreen: '',
  patternCategories: [],
  componentCategories: [],
  flowCategories: [],
  productCategories: [],
  products: [],
  screenTypes: [],
  isFavorited: false,
});

export type FilterInput =
  | URLSearchParams
  | string
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

const LONE_SURROGATE = /\p{Cs}/gu;

/** Trims, collapses whitespace, drops broken characters and caps the length (in code points). */
export function normalizeFilterText(value: string): string {
  const clean = value.replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, MAX_FILTER_TEXT_LENGTH).join('').trim();
}

function rawValues(input: FilterInput): Map<string, string> {
  const values = new Map<string, string>();
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params =
      typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
    for (const [key, value] of params)
      values.set(key, values.has(key) ? `${values.get(key)},${value}` : value);
    return values;
  }
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    values.set(key, typeof value === 'string' ? value : value.join(','));
  }
  return values;
}

interface IdParse {
  ids: number[];
  invalid: string[];
  duplicates: boolean;
  truncated: boolean;
}

function parseIds(raw: string): IdParse {
  const ids = new Set<number>();
  const invalid: string[] = [];
  let duplicates = false;
  for (const part of raw.split(',')) {
    const token = part.trim();
    if (token === '') continue;
    const id = /^\d{1,10}$/.test(token) ? Number(token) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_FILTER_ID) {
      invalid.push(token.slice(0, 20));
      continue;
    }
    if (ids.has(id)) duplicates = true;
    ids.add(id);
  }
  const sorted = [...ids].sort((a, b) => a - b);
  return {
    ids: sorted.slice(0, MAX_FILTER_IDS),
    invalid,
    duplicates,
    truncated: sorted.length > MAX_FILTER_IDS,
  };
}

function parseScreenTypes(raw: string): { slugs: ScreenTypeSlug[]; invalid: string[] } {
  const found = new Set<ScreenTypeSlug>();
  const invalid: string[] = [];
  for (const part of raw.split(',')) {
    const token = part.trim().toLowerCase();
    if (token === '') continue;
    if (isScreenTypeSlug(token)) found.add(token);
    else invalid.push(token.slice(0, 20));
  }
  return { slugs: SCREEN_TYPE_SLUGS.filter((slug) => found.has(slug)), invalid };
}

/**
 * Reads filters from a query string, URLSearchParams or a query record. Never throws: unknown keys,
 * non-numeric or out-of-range ids, unknown screen types and duplicates are dropped; text is trimmed and
 * capped; id lists are sorted ascending (the canonical form) and capped; isFavorited only when '1'.
 */
export function parseFilters(input: FilterInput): Filters {
  const values = rawValues(input);
  const text = (key: TextFilterKey) => normalizeFilterText(values.get(key) ?? '');
  const ids = (key: IdFilterKey) => parseIds(values.get(key) ?? '').ids;
  return {
    term: text('term'),
    textInScreen: text('textInScreen'),
    patternCategories: ids('patternCategories'),
    componentCategories: ids('componentCategories'),
    flowCategories: ids('flowCategories'),
    productCategories: ids('productCategories'),
    products: ids('products'),
    screenTypes: parseScreenTypes(values.get('screenTypes') ?? '').slugs,
    isFavorited: values.get('isFavorited')?.trim() === '1',
  };
}

export interface FilterIssue {
  key: FilterKey;
  message: string;
}

export type FilterValidation = { ok: true; filters: Filters } | { ok: false; issues: FilterIssue[] };

/** Strict reading for servers: every problem is reported with the key it concerns. */
export function validateFilters(input: FilterInput): FilterValidation {
  const values = rawValues(input);
  const issues: FilterIssue[] = [];
  for (const key of TEXT_FILTER_KEYS) {
    const raw = values.get(key);
    if (raw !== undefined && Array.from(raw.trim()).length > MAX_FILTER_TEXT_LENGTH) {
      issues.push({ key, message: `must be at most ${MAX_FILTER_TEXT_LENGTH} characters` });
    }
  }
  for (const key of ID_FILTER_KEYS) {
    const raw = values.get(key);
    if (raw === undefined) continue;
    const parsed = parseIds(raw);
    if (parsed.invalid.length > 0) {
      issues.push({
        key,
        message: `must be comma-separated positive ids; not valid: ${parsed.invalid.slice(0, 3).join(', ')}`,
      });
    }
    if (parsed.duplicates) issues.push({ key, message: 'must not repeat an id' });
    if (parsed.truncated) issues.push({ key, message: `must list at most ${MAX_FILTER_IDS} ids` });
  }
  const screenTypes = values.get('screenTypes');
  if (screenTypes !== undefined) {
    const parsed = parseScreenTypes(screenTypes);
    if (parsed.invalid.length > 0) {
      issues.push({
        key: 'screenTypes',
        message: `must be marketing or application; not valid: ${parsed.invalid.join(', ')}`,
      });
    }
  }
  const favorited = values.get('isFavorited');
  if (favorited !== undefined && favorited !== '1' && favorited !== '') {
    issues.push({ key: 'isFavorited', message: 'must be 1 when set' });
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, filters: parseFilters(input) };
}

/** The canonical query-string form: only set keys, ids ascending, screen types in their fixed order. */
export function serializeFilters(filters: Filters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    if (key === 'isFavorited') {
      if (filters.isFavorited) out.isFavorited = '1';
    } else if (key === 'term' || key === 'textInScreen') {
      const text = normalizeFilterText(filters[key]);
      if (text) out[key] = text;
    } else if (key === 'screenTypes') {
      const slugs = SCREEN_TYPE_SLUGS.filter((slug) => filters.screenTypes.includes(slug));
      if (slugs.length > 0) out.screenTypes = slugs.join(',');
    } else {
      const ids = parseIds(filters[key].join(',')).ids;
      if (ids.length > 0) out[key] = ids.join(',');
    }
  }
  return out;
}

/** The filters as a query string without the leading '?'; '' when none is set. */
export function filtersToQueryString(filters: Filters): string {
  return new URLSearchParams(serializeFilters(filters)).toString();
}

type FilterValue<K extends FilterKey> = Filters[K];

/** Sets one key to a value (replacing what it held), normalised. */
export function setFilter<K extends FilterKey>(filters: Filters, key: K, value: FilterValue<K>): Filters {
  return parseFilters(serializeFilters({ ...filters, [key]: value }));
}

/** Adds one id or screen type to a list key. */
export function addFilterValue(
  filters: Filters,
  key: IdFilterKey | 'screenTypes',
  value: number | ScreenTypeSlug,
): Filters {
  if (key === 'screenTypes') {
    return isScreenTypeSlug(value) ? setFilter(filters, key, [...filters.screenTypes, value]) : filters;
  }
  return typeof value === 'number' ? setFilter(filters, key, [...filters[key], value]) : filters;
}

/**
 * Removes one value: an id or a screen type from a list key, or clears a text key or isFavorited.
 * Without a value the whole key is cleared.
 */
export function removeFilterValue(filters: Filters, key: FilterKey, value?: number | string): Filters {
  switch (key) {
    case 'term':
    case 'textInScreen':
      return { ...filters, [key]: '' };
    case 'isFavorited':
      return { ...filters, isFavorited: false };
    case 'screenTypes':
      return {
        ...filters,
        screenTypes: value === undefined ? [] : filters.screenTypes.filter((slug) => slug !== value),
      };
    default:
      return { ...filters, [key]: value === undefined ? [] : filters[key].filter((id) => id !== value) };
  }
}

/** All filters cleared. */
export function clearFilters(): Filters {
  return {
    ...EMPTY_FILTERS,
    patternCategories: [],
    componentCategories: [],
    flowCategories: [],
    productCategories: [],
    products: [],
    screenTypes: [],
  };
}

/** How many values are set (each id, screen type, text and the favorites switch count one). */
export function countActiveFilters(filters: Filters): number {
  let count = 0;
  for (const key of TEXT_FILTER_KEYS) if (filters[key].trim() !== '') count += 1;
  for (const key of ID_FILTER_KEYS) count += filters[key].length;
  count += filters.screenTypes.length;
  if (filters.isFavorited) count += 1;
  return count;
}

/**
 * A page counts as searched only when at least one filter key has a non-blank value
 * (isFavorited only when it equals 1).
 */
export function isSearched(input: Filters | FilterInput): boolean {
  const filters = isFilters(input) ? input : parseFilters(input);
  return countActiveFilters(filters) > 0;
}

function isFilters(input: unknown): input is Filters {
  return (
    typeof input === 'object' &&
    input !== null &&
    !(input instanceof URLSearchParams) &&
    Array.isArray((input as Filters).products) &&
    typeof (input as Filters).isFavorited === 'boolean'
  );
}

/** The backend's query fields. */
export const BACKEND_FILTER_FIELDS = {
  textInScreen: 'text_in_screen',
  term: 'term',
  productCategories: 'product_cats',
  patternCategories: 'pattern_cats',
  flowCategories: 'flow_cats',
  componentCategories: 'component_cats',
  products: 'products',
  screenTypes: 'screen_types',
  isFavorited: 'is_favorited',
} as const satisfies Record<FilterKey, string>;

export type BackendQuery = Partial<Record<(typeof BACKEND_FILTER_FIELDS)[FilterKey] | 'apps', string>>;

/** Maps filters to the backend query fields (comma-separated values; empty ones omitted). */
export function toBackendQuery(filters: Filters, scope: { apps?: readonly number[] } = {}): BackendQuery {
  const canonical = serializeFilters(filters);
  const out: BackendQuery = {};
  for (const key of FILTER_KEYS) {
    const value = canonical[key];
    if (value !== undefined) out[BACKEND_FILTER_FIELDS[key]] = value;
  }
  const apps = parseIds((scope.apps ?? []).join(',')).ids;
  if (apps.length > 0) out.apps = apps.join(',');
  return out;
}

/** Reads backend query fields back into filters and the app scope, normalising like parseFilters. */
export function fromBackendQuery(query: FilterInput): { filters: Filters; apps: number[] } {
  const values = rawValues(query);
  const record: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = values.get(BACKEND_FILTER_FIELDS[key]);
    if (value !== undefined) record[key] = value;
  }
  return { filters: parseFilters(record), apps: parseIds(values.get('apps') ?? '').ids };
}

/** Filter text as it is tracked: truncated to 50 characters. */
export function truncateTrackedText(text: string): string {
  return Array.from(text).slice(0, TRACKED_TEXT_MAX_LENGTH).join('');
}

export interface Location {
  pathname: string;
  search: string;
}

/**
 * Whether navigating from one location to another clears the filters: they are cleared when the
 * destination has an empty query, except when leaving an app page.
 */
export function shouldClearFiltersOnNavigation({ from, to }: { from: Location; to: Location }): boolean {
  const query = to.search.startsWith('?') ? to.search.slice(1) : to.search;
  if (query.trim() !== '') return false;
  return !isAppPagePath(from.pathname);
}
