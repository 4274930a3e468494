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
 * The browser's own URLs use the camelCase keys of the domain package (`productCategories`); mapping
 * them to these fields is the SPA's job. The limits mirror `@pageshelf/domain/filters`
 * (`MAX_FILTER_TEXT_LENGTH`, `MAX_FILTER_IDS`, `MAX_FILTER_ID`), kept local until that package is
 * published; they must stay equal.
 */
import { z } from 'zod';
import { PLATFORMS, type Platform, SCREEN_TYPE_SLUGS, type ScreenType } from './category.js';
import { MAX_ID, NUL_CHARACTER_MESSAGE, pageQueryShape } from './common.js';

/** Longest `term` / `text_in_screen`, in characters. */
export const MAX_FILTER_TEXT_LENGTH = 200;
/** Most ids in one id-list field. */
export const MAX_FILTER_IDS = 100;
/** Largest id accepted in a filter. */
export const MAX_FILTER_ID = MAX_ID;

/** The filter fields, in their canonical order. */
export const FILTER_QUERY_FIELDS = [
  'text_in_screen',
  'term',
  'product_cats',
  'pattern_cats',
  'flow_cats',
  'component_cats',
  'products',
  'screen_types',
  'platforms',
  'apps',
  'is_favorited',
] as const;
export type FilterQueryField = (typeof FILTER_QUERY_FIELDS)[number];

const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A free-text filter: whitespace collapsed and trimmed; blank means not set; too long or holding a NUL
 * character is refused (unpaired surrogates are dropped here; the API refuses them).
 */
export function textQueryParam(field: string, description?: string) {
  return z
    .string({ error: `${field} must be given once, as text` })
    .describe(description ?? `Free text, at most ${MAX_FILTER_TEXT_LENGTH} characters.`)
    .transform((raw, ctx) => {
      if (raw.includes('\u0000')) {
        ctx.addIssue({ code: 'custom', message: `${field} ${NUL_CHARACTER_MESSAGE}`, input: raw });
        return z.NEVER;
      }
      const text = raw.replace(LONE_SURROGATE, '').replace(/\s+/g, ' ').trim();
      if (Array.from(text).length > MAX_FILTER_TEXT_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be at most ${MAX_FILTER_TEXT_LENGTH} characters`,
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
export function idListQueryParam(field: string, description?: string) {
  return listQueryParam<number>({
    field,
    description: description ?? `Comma-separated ids (at most ${MAX_FILTER_IDS}), e.g. 3,12.`,
    expected: 'comma-separated positive integer ids',
    max: MAX_FILTER_IDS,
    parseItem: (token) => {
      if (!/^[0-9]{1,10}$/.test(token)) return undefined;
      const id = Number(token);
      return id >= 1 && id <= MAX_FILTER_ID ? id : undefined;
    },
    order: (a, b) => a - b,
  });
}

/** Comma-separated screen type slugs, any case (`Marketing,application`) → `['marketing', 'application']`. */
export function screenTypeListQueryParam(field: string) {
  return listQueryParam<ScreenType>({
    field,
    description: `Comma-separated screen type slugs: ${SCREEN_TYPE_SLUGS.join(', ')}.`,
    expected: `a comma-separated list of ${SCREEN_TYPE_SLUGS.join(', ')}`,
    max: SCREEN_TYPE_SLUGS.length,
    parseItem: (token) => SCREEN_TYPE_SLUGS.find((slug) => slug === token.toLowerCase()),
    order: (a, b) => SCREEN_TYPE_SLUGS.indexOf(a) - SCREEN_TYPE_SLUGS.indexOf(b),
  });
}

/** Comma-separated platform slugs, any case (`Web,ios`) → `['ios', 'web']`. */
export function platformListQueryParam(field: string) {
  return listQueryParam<Platform>({
    field,
    description: `Comma-separated platforms: ${PLATFORMS.join(', ')}.`,
    expected: `a comma-separated list of ${PLATFORMS.join(', ')}`,
    max: PLATFORMS.length,
    parseItem: (token) => PLATFORMS.find((slug) => slug === token.toLowerCase()),
    order: (a, b) => PLATFORMS.indexOf(a) - PLATFORMS.indexOf(b),
  });
}

/** An on/off flag: `1` on, `0` or blank off. */
export function flagQueryParam(field: string, description?: string) {
  return z
    .enum(['1', '0', ''], { error: `${field} must be 1 (on) or 0 (off)` })
    .describe(description ?? '1 turns the filter on.')
    .transform((value) => value === '1');
}

/** The filter fields as a zod shape, for composing list queries. */
export const filterQueryShape = {
  text_in_screen: textQueryParam('text_in_screen', 'Words on the screen (prefix match).').optional(),
  term: textQueryParam(
    'term',
    'Search text matched against app names, categories and screen text.',
  ).optional(),
  product_cats: idListQueryParam('product_cats', 'Product (app) category ids, comma-separated.').optional(),
  pattern_cats: idListQueryParam('pattern_cats', 'Pattern category ids, comma-separated.').optional(),
  flow_cats: idListQueryParam('flow_cats', 'Flow category ids, comma-separated.').optional(),
  component_cats: idListQueryParam('component_cats', 'Component category ids, comma-separated.').optional(),
  products: idListQueryParam('products', 'Product (app) ids, comma-separated.').optional(),
  screen_types: screenTypeListQueryParam('screen_types').optional(),
  platforms: platformListQueryParam('platforms').optional(),
  apps: idListQueryParam('apps', 'App ids, comma-separated.').optional(),
  is_favorited: flagQueryParam('is_favorited', "1: only the signed-in user's favorites.").optional(),
};

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
