/**
 * The backend filter fields of spec section 3 as query parameters of the content lists:
 * `text_in_screen`, `term`, `product_cats`, `pattern_cats`, `flow_cats`, `component_cats`, `products`,
 * `screen_types`, `platforms`, `apps`, `is_favorited`, plus `cursor` and `limit`.
 *
 * On the wire every value is one string: id lists are comma-separated (`product_cats=3,12`), screen types
 * and platforms are slugs (`screen_types=marketing,application`, `platforms=ios,web`), `is_favorited=1` turns the favorites filter on.
 * Parsing turns them into typed values (sorted, duplicate-free id arrays; screen types in their fixed
 * order; a boolean) and rejects a malformed value with an issue whose path is the field and whose
 * message names it: nothing is dropped silently. An empty value (`term=`) means "not set".
 * `toSearchParams` (common) writes a parsed query back into this form.
 *
 * The schema is built from the domain's filter table (`FILTER_DEFINITIONS` and the app scope in
 * `@pageshelf/domain/filters`): each field's name, kind, limits and description come from there, so the
 * address's keys (`productCategories`), these fields and the API's filters cannot drift apart. The
 * domain's `fromParsedBackendQuery` reads what this schema gives.
 */
import {
  BACKEND_FIELD_DEFINITIONS,
  BACKEND_FIELD_ORDER,
  type BackendField,
  type BackendFieldDefinition,
  MAX_FILTER_ID,
  MAX_FILTER_IDS,
  MAX_FILTER_TEXT_LENGTH,
} from '@pageshelf/domain/filters';
import { z } from 'zod';
import { PLATFORMS, type Platform, SCREEN_TYPE_SLUGS, type ScreenType } from './category.js';
import { NUL_CHARACTER_MESSAGE, pageQueryShape } from './common.js';

export { MAX_FILTER_ID, MAX_FILTER_IDS, MAX_FILTER_TEXT_LENGTH };

/** The filter fields, in their canonical order. */
export const FILTER_QUERY_FIELDS: readonly BackendField[] = BACKEND_FIELD_ORDER;
export type FilterQueryField = BackendField;

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A free-text filter: whitespace collapsed and trimmed; blank means not set; too long or holding a NUL
 * character is refused (unpaired surrogates are dropped here; the API refuses them).
 */
export function textQueryParam(field: string, description?: string, maxLength = MAX_FILTER_TEXT_LENGTH) {
  return z
    .string({ error: `${field} must be given once, as text` })
    .describe(description ?? `Free text, at most ${maxLength} characters.`)
    .transform((raw, ctx) => {
      if (raw.includes('\u0000')) {
        ctx.addIssue({ code: 'custom', message: `${field} ${NUL_CHARACTER_MESSAGE}`, input: raw });
        return z.NEVER;
      }
      const text = raw.replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
      if (Array.from(text).length > maxLength) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be at most ${maxLength} characters`,
          input: raw,
        });
        return z.NEVER;
      }
      return text === '' ? undefined : text;
    });
}

/**
 * A comma-separated list filter. Every item must parse; duplicates are merged and the result is sorted
 * by `order`. Blank means the empty list.
 */
function listQueryParam<T>(options: {
  field: string;
  description: string;
  expected: string;
  max: number;
  parseItem: (token: string) => T | undefined;
  order: (a: T, b: T) => number;
}) {
  const { field, description, expected, max, parseItem, order } = options;
  return z
    .string({ error: `${field} must be given once, as a comma-separated list` })
    .describe(description)
    .transform((raw, ctx): T[] => {
      if (raw.trim() === '') return [];
      const items = new Set<T>();
      const invalid: string[] = [];
      for (const part of raw.split(',')) {
        const token = part.trim();
        const item = token === '' ? undefined : parseItem(token);
        if (item === undefined) invalid.push(token === '' ? '(empty)' : JSON.stringify(token.slice(0, 20)));
        else items.add(item);
      }
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be ${expected}; not valid: ${invalid.slice(0, 3).join(', ')}`,
          input: raw,
        });
        return z.NEVER;
      }
      if (items.size > max) {
        ctx.addIssue({ code: 'custom', message: `${field} must list at most ${max} values`, input: raw });
        return z.NEVER;
      }
      return [...items].sort(order);
    });
}

/** Comma-separated positive ids (`3,12`) → `[3, 12]`. */
export function idListQueryParam(
  field: string,
  description?: string,
  limits: { readonly maxItems: number; readonly maxId: number } = {
    maxItems: MAX_FILTER_IDS,
    maxId: MAX_FILTER_ID,
  },
) {
  return listQueryParam<number>({
    field,
    description: description ?? `Comma-separated ids (at most ${limits.maxItems}), e.g. 3,12.`,
    expected: 'comma-separated positive integer ids',
    max: limits.maxItems,
    parseItem: (token) => {
      if (!/^[0-9]{1,10}$/.test(token)) return undefined;
      const id = Number(token);
      return id >= 1 && id <= limits.maxId ? id : undefined;
    },
    order: (a, b) => a - b,
  });
}

/** Comma-separated slugs out of `values`, any case (`Web,ios`) → in the order of `values` (`['ios', 'web']`). */
export function slugListQueryParam<T extends string>(
  field: string,
  values: readonly T[],
  description?: string,
) {
  return listQueryParam<T>({
    field,
    description: description ?? `Comma-separated, any of: ${values.join(', ')}.`,
    expected: `a comma-separated list of ${values.join(', ')}`,
    max: values.length,
    parseItem: (token) => values.find((slug) => slug === token.toLowerCase()),
    order: (a, b) => values.indexOf(a) - values.indexOf(b),
  });
}

/** Comma-separated screen type slugs, any case (`Marketing,application`) → `['marketing', 'application']`. */
export function screenTypeListQueryParam(field: string) {
  return slugListQueryParam<ScreenType>(
    field,
    SCREEN_TYPE_SLUGS,
    `Comma-separated screen type slugs: ${SCREEN_TYPE_SLUGS.join(', ')}.`,
  );
}

/** Comma-separated platform slugs, any case (`Web,ios`) → `['ios', 'web']`. */
export function platformListQueryParam(field: string) {
  return slugListQueryParam<Platform>(
    field,
    PLATFORMS,
    `Comma-separated platforms: ${PLATFORMS.join(', ')}.`,
  );
}

/** An on/off flag: `1` on, `0` or blank off. */
export function flagQueryParam(field: string, description?: string) {
  return z
    .enum(['1', '0', ''], { error: `${field} must be 1 (on) or 0 (off)` })
    .describe(description ?? '1 turns the filter on.')
    .transform((value) => value === '1');
}

/** The slugs of a field as this package names them (its declarations name no type of the domain's). */
type OwnSlugs<S extends string> = [S] extends [Platform]
  ? Platform
  : [S] extends [ScreenType]
    ? ScreenType
    : S;

/** The parameter of one field of the table, as its kind says. */
type ParamOf<F> = F extends { readonly kind: 'text' }
  ? ReturnType<typeof textQueryParam>
  : F extends { readonly kind: 'ids' }
    ? ReturnType<typeof idListQueryParam>
    : F extends { readonly kind: 'slugs'; readonly values: readonly (infer S extends string)[] }
      ? ReturnType<typeof slugListQueryParam<OwnSlugs<S>>>
      : F extends { readonly kind: 'flag' }
        ? ReturnType<typeof flagQueryParam>
        : never;

type FieldRow = (typeof BACKEND_FIELD_DEFINITIONS)[number];

/** The zod shape of the filter fields: one optional parameter per field of the table. */
export type FilterQueryShape = {
  [F in FieldRow as F['wire']]: z.ZodOptional<ParamOf<F>>;
};

function paramOf(field: BackendFieldDefinition) {
  switch (field.kind) {
    case 'text':
      return textQueryParam(field.wire, field.description, field.maxLength);
    case 'ids':
      return idListQueryParam(field.wire, field.description, field);
    case 'slugs':
      return slugListQueryParam(field.wire, field.values, field.description);
    case 'flag':
      return flagQueryParam(field.wire, field.description);
  }
}

const fieldByWire = new Map<string, BackendFieldDefinition>(
  BACKEND_FIELD_DEFINITIONS.map((field) => [field.wire, field]),
);

/** The filter fields as a zod shape, for composing list queries; built from the domain's table. */
export const filterQueryShape = Object.fromEntries(
  BACKEND_FIELD_ORDER.map((wire) => {
    const field = fieldByWire.get(wire);
    if (field === undefined) throw new Error(`the filter table has no field ${wire}`);
    return [wire, paramOf(field).optional()];
  }),
) as unknown as FilterQueryShape;

/** The backend filter fields alone. Unknown query keys are rejected. */
export const filterQuerySchema = z.strictObject(filterQueryShape);
/** Parsed filters: `undefined` (or `[]`, `false`) means the filter is not set. */
export type FilterQuery = z.output<typeof filterQuerySchema>;
/** Filters as they appear in a URL. */
export type FilterQueryInput = z.input<typeof filterQuerySchema>;

/** Query of a filtered, paged content list (`GET /flows`, `GET /apps/{slug}/flows`, ...). */
export const listQuerySchema = z.strictObject({ ...filterQueryShape, ...pageQueryShape });
export type ListQuery = z.output<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;
