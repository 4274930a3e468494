/**
 * The one table of the list filters: for each filter, its key in the address (`productCategories`), its
 * field in the backend query (`product_cats`), the kind of value it holds, its limits, and whether a value
 * makes a page searched. The readers and writers of `filters.ts`, the contracts' query schema
 * (`@pageshelf/contracts/filters`) and the API's list filters are all built from it, so a filter is named
 * and bounded in one place.
 *
 * @packageDocumentation
 */

import { PLATFORM_SLUGS, SCREEN_TYPE_SLUGS } from '../categories/categories.js';

/** Longest `term` or `textInScreen`, in characters (code points); longer text is cut. */
export const MAX_FILTER_TEXT_LENGTH = 200;

/** Most ids kept in one id list; the smallest ones are kept. */
export const MAX_FILTER_IDS = 100;

/** Largest id accepted (the largest PostgreSQL `integer`). */
export const MAX_FILTER_ID = 2_147_483_647;

/**
 * What a filter holds: free `text`, a list of `ids` (comma-separated on the wire), a list of `slugs` out
 * of a fixed set (kept in the set's order), or a `flag` (`1` on).
 */
export type FilterKind = 'text' | 'ids' | 'slugs' | 'flag';

interface FieldBase<Wire extends string> {
  /** The field of the backend query (spec section 3). */
  readonly wire: Wire;
  /**
   * Whether a non-blank value makes a page searched (spec sections 4 and 5: the spec's filter keys).
   * `platforms` is not one of them: the platform switch is where browsing starts.
   */
  readonly search: boolean;
  /** What the field holds, in a sentence (the API document shows it). */
  readonly description: string;
}

/** A free-text field: trimmed, at most `maxLength` characters. */
export interface TextField<Wire extends string = string> extends FieldBase<Wire> {
  readonly kind: 'text';
  readonly maxLength: number;
}

/** A list of positive ids up to `maxId`, at most `maxItems` of them. */
export interface IdsField<Wire extends string = string> extends FieldBase<Wire> {
  readonly kind: 'ids';
  readonly maxItems: number;
  readonly maxId: number;
}

/** A list of slugs out of `values` (read case-insensitively), kept in the order of `values`. */
export interface SlugsField<Wire extends string = string, Slug extends string = string>
  extends FieldBase<Wire> {
  readonly kind: 'slugs';
  readonly values: readonly Slug[];
}

/** An on/off switch: `1` on; `0` or blank off. */
export interface FlagField<Wire extends string = string> extends FieldBase<Wire> {
  readonly kind: 'flag';
}

/** A field of the backend query, as the table describes it. */
export type BackendFieldDefinition = TextField | IdsField | SlugsField | FlagField;

/** A filter: a backend field with its key in the address's query string (spec section 2). */
export type FilterDefinition = BackendFieldDefinition & {
  /** The key of the address's query string. */
  readonly key: string;
};

const text = <K extends string, W extends string>(key: K, wire: W, description: string) =>
  Object.freeze({
    key,
    ...({ wire, kind: 'text', maxLength: MAX_FILTER_TEXT_LENGTH, search: true, description } as const),
  }) satisfies FilterDefinition;

const idsField = <W extends string>(wire: W, description: string, search: boolean): IdsField<W> =>
  Object.freeze({ wire, kind: 'ids', maxItems: MAX_FILTER_IDS, maxId: MAX_FILTER_ID, search, description });

const ids = <K extends string, W extends string>(key: K, wire: W, description: string) =>
  Object.freeze({ key, ...idsField(wire, description, true) }) satisfies FilterDefinition;

const slugs = <K extends string, W extends string, S extends string>(
  key: K,
  wire: W,
  values: readonly S[],
  search: boolean,
  description: string,
) =>
  Object.freeze({
    key,
    ...({ wire, kind: 'slugs', values, search, description } as const),
  }) satisfies FilterDefinition;

/**
 * The filters, in the canonical order of the address's query string. The platform switch comes first
 * (the filter bar's first control) and is the one filter that is not a search: the spec's filter keys
 * are the others, and choosing a platform is where browsing starts.
 */
export const FILTER_DEFINITIONS = Object.freeze([
  slugs(
    'platforms',
    'platforms',
    PLATFORM_SLUGS,
    false,
    `Platforms of the apps, comma-separated: ${PLATFORM_SLUGS.join(', ')}.`,
  ),
  text('term', 'term', 'Search text matched against app names, categories and screen text.'),
  text('textInScreen', 'text_in_screen', 'Words on the screen (prefix match).'),
  ids('patternCategories', 'pattern_cats', 'Pattern category ids, comma-separated.'),
  ids('componentCategories', 'component_cats', 'Component category ids, comma-separated.'),
  ids('flowCategories', 'flow_cats', 'Flow category ids, comma-separated.'),
  ids('productCategories', 'product_cats', 'Product (app) category ids, comma-separated.'),
  ids('products', 'products', 'Product (app) ids, comma-separated.'),
  slugs(
    'screenTypes',
    'screen_types',
    SCREEN_TYPE_SLUGS,
    true,
    `Screen types, comma-separated: ${SCREEN_TYPE_SLUGS.join(', ')}.`,
  ),
  Object.freeze({
    key: 'isFavorited',
    ...({
      wire: 'is_favorited',
      kind: 'flag',
      search: true,
      description: "1: only the signed-in user's favorites.",
    } as const),
  }) satisfies FilterDefinition,
] as const);

/** A row of `FILTER_DEFINITIONS`, with its literal key and wire field. */
export type FilterTableRow = (typeof FILTER_DEFINITIONS)[number];

/**
 * The backend's `apps` field: the app ids a list is scoped to, as an app page is (`/apps/{slug}/screens`
 * scopes by its path). It has no key in the address, so it is not a search (spec section 4: a page is
 * searched by its filter keys; the key for particular apps is `products`, a search): the app pages are
 * browsing. A search inside an app's scope is a search of its own all the same (`canonicalSearch`).
 */
export const APPS_SCOPE_FIELD: IdsField<'apps'> = idsField(
  'apps',
  'App ids, comma-separated: the apps of an app page (a scope, not a search).',
  false,
);

/** Every field of the backend query: the filters', then the app scope. */
export const BACKEND_FIELD_DEFINITIONS: readonly (FilterTableRow | IdsField<'apps'>)[] = Object.freeze([
  ...FILTER_DEFINITIONS,
  APPS_SCOPE_FIELD,
]);

/** A field of the backend query (`product_cats`, `apps`...). */
export type BackendField = FilterTableRow['wire'] | 'apps';
