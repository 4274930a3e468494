import type { SearchChip, SearchFilterKey } from '@pageshelf/contracts/search';
import { BACKEND_QUERY_FIELDS, filtersToQueryString, parseFilters } from '@pageshelf/domain/filters';
import { searchAddress } from '@pageshelf/domain/search';

/** The understood filters of a search, in the address's keys and query-string values (`reading.filters`). */
export type SearchFilters = Partial<Record<SearchFilterKey, string>>;

/**
 * One search as the address of `/search` holds it: the words as typed (`term`, the spec's key, or the
 * older `q`), whether to read them literally (`literal=1`, "search instead for …"), and the understood
 * filters (`reading.filters` once the server has read the words).
 */
export interface SearchRequest {
  readonly q: string;
  readonly literal: boolean;
  readonly filters: SearchFilters;
}

const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Tag slugs as the API keeps them: lower case, unique, sorted; anything else is left out. */
function tagList(raw: string): string {
  const slugs = new Set(
    raw
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((slug) => TAG_SLUG.test(slug)),
  );
  return [...slugs].sort().join(',');
}

/**
 * The filters of an address in their one form (the domain's `searchAddress`: ids sorted and unique,
 * platforms in their order, text trimmed, tags sorted), whichever way it was written; keys `/search`
 * does not take (`isFavorited`, `term`) are left out.
 */
export function searchFiltersOf(params: URLSearchParams | SearchFilters): SearchFilters {
  const source =
    params instanceof URLSearchParams ? params : new URLSearchParams(params as Record<string, string>);
  const tags = tagList(source.get('tags') ?? '');
  return searchAddress({ filters: parseFilters(source), tags: tags ? tags.split(',') : [] });
}

/** The filters as `[key, value]` pairs, in the address's order (the order `searchAddress` writes them). */
const entriesOf = (filters: SearchFilters) =>
  (Object.entries(searchFiltersOf(filters)) as [SearchFilterKey, string][]).filter(([, value]) => value);

/** The search an address of `/search` asks for, or `null` when it asks none (the empty page). */
export function searchRequestOf(params: URLSearchParams): SearchRequest | null {
  const q = (params.get('term') ?? params.get('q') ?? '').trim();
  const filters = searchFiltersOf(params);
  if (!q && Object.keys(filters).length === 0) return null;
  return { q, literal: q !== '' && params.get('literal') === '1', filters };
}

/** The query of `GET /api/search` for a request: `q`, `literal`, then each filter under its wire field. */
export function searchWireQuery(request: SearchRequest): Record<string, string> {
  const query: Record<string, string> = {};
  if (request.q) query.q = request.q;
  if (request.literal) query.literal = '1';
  for (const [key, value] of entriesOf(request.filters)) {
    query[key === 'tags' ? 'tags' : BACKEND_QUERY_FIELDS[key]] = value;
  }
  return query;
}

/** The query string of `/search` for understood filters (the address the reading is shared by). */
export function searchAddressQuery(filters: SearchFilters): string {
  return new URLSearchParams(entriesOf(filters)).toString().replace(/%2C/g, ',');
}

/** The filters without one chip: its value taken out of its key's comma list (the key gone when empty). */
export function withoutChip(filters: SearchFilters, chip: Pick<SearchChip, 'filter'>): SearchFilters {
  const { key, value } = chip.filter;
  const kept = (filters[key] ?? '')
    .split(',')
    .filter((part) => part !== '' && part.toLowerCase() !== value.toLowerCase())
    .join(',');
  const next: SearchFilters = { ...filters };
  if (kept) next[key] = kept;
  else delete next[key];
  return next;
}

/** The filters without the words searched as text (the "“…” in screens" chip). */
export function withoutText(filters: SearchFilters): SearchFilters {
  const { textInScreen: _text, ...rest } = filters;
  return rest;
}

/**
 * The query of a list's "see all" for understood filters: the list filters the grids take, in their
 * canonical form. `tags` is not a list filter (yet): a search of tags has no grid to see them all in.
 */
export function listQueryOf(filters: SearchFilters): string {
  return filtersToQueryString(parseFilters(new URLSearchParams(searchAddressQuery(filters))));
}
