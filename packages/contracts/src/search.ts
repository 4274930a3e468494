/**
 * Search over everything the library knows (issue 26).
 *
 * `GET /search` (free members within their quota, Pro): the query is read against the library's
 * vocabulary (app names; pattern, UI element, flow and app category titles with their synonyms; tags;
 * platform words; screen types), each understood word becoming a chip, a misspelt word within one edit
 * of a known name corrected (and said so), and the words not understood searched as the text on
 * screens. The answer groups what matches: apps, screens, flows and components, each with its total.
 * Every new search spends one search: visitors get 401 'Sign in to continue searching', a free member
 * past the daily limit 429 (code `search_limit_reached`). The same search asked again, in any of its
 * forms (the typed query, or the understood filters of `reading.filters`, or the filtered first page of
 * a list with exactly those filters), spends nothing.
 *
 * The address: the SPA puts `reading.filters` in the address of `/search` (replacing `q`), so the page
 * can be shared and asked again without `q`; the keys are the SPA's URL keys (`patternCategories`,
 * `textInScreen`, ...) and map to the wire fields of this query as for every list
 * (`toBackendQuery`); `tags`, `q` and `literal` keep their names in both.
 *
 * `GET /search/suggest?q=` (everyone, visitors too): at most 8 suggestions while typing (apps with
 * their logos, patterns, UI elements, flows, tags, app categories, platforms), by prefix and typo
 * tolerant, answered from the vocabulary held in memory. Not a search: it spends nothing and counts no
 * view.
 */
import { z } from 'zod';
import { appSchema } from './app.js';
import { categoryWithKindSchema } from './category.js';
import { countSchema, groupOf, hrefSchema, idSchema, intQueryParam, slugSchema } from './common.js';
import { componentSchema } from './component.js';
import {
  type FilterQueryShape,
  filterQueryShape,
  flagQueryParam,
  MAX_FILTER_TEXT_LENGTH,
  textQueryParam,
} from './filters.js';
import { flowSchema } from './flow.js';
import { screenSchema } from './screen.js';

/** Most tags in `tags`. */
export const MAX_SEARCH_TAGS = 20;
/** Most suggestions in one answer. */
export const MAX_SUGGESTIONS = 8;
/** Items of each group of `GET /search` besides the screens (whose number is `limit`). */
export const SEARCH_GROUP_SIZES = { apps: 8, flows: 10, components: 12 } as const;

/** Comma-separated tag slugs (`dark-mode,form`), any case, sorted and unique; blank means none. */
export function tagListQueryParam(field: string) {
  return z
    .string({ error: `${field} must be given once, as comma-separated tag slugs` })
    .describe(`Comma-separated tag slugs (at most ${MAX_SEARCH_TAGS}), e.g. dark-mode,form.`)
    .transform((raw, ctx): string[] => {
      const slugs = new Set<string>();
      const invalid: string[] = [];
      for (const part of raw.split(',')) {
        const token = part.trim().toLowerCase();
        if (token === '') continue;
        if (slugSchema.safeParse(token).success) slugs.add(token);
        else invalid.push(JSON.stringify(token.slice(0, 20)));
      }
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be comma-separated tag slugs; not valid: ${invalid.slice(0, 3).join(', ')}`,
          input: raw,
        });
        return z.NEVER;
      }
      if (slugs.size > MAX_SEARCH_TAGS) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must list at most ${MAX_SEARCH_TAGS} tags`,
          input: raw,
        });
        return z.NEVER;
      }
      return [...slugs].sort();
    });
}

/** The list filters `GET /search` takes (in wire fields): the chips of a reading and the text not understood. */
const SEARCH_FILTER_FIELDS = [
  'text_in_screen',
  'platforms',
  'pattern_cats',
  'component_cats',
  'flow_cats',
  'product_cats',
  'products',
  'screen_types',
] as const satisfies readonly (keyof FilterQueryShape)[];

const searchFilterShape = Object.fromEntries(
  SEARCH_FILTER_FIELDS.map((field) => [field, filterQueryShape[field]]),
) as Pick<FilterQueryShape, (typeof SEARCH_FILTER_FIELDS)[number]>;

/**
 * Query of `GET /search`: `q` (the words to read) and/or the understood filters (as `reading.filters`
 * gave them, in wire fields); at least one must be given. `text_in_screen` is searched as typed (it is
 * what was not understood); `literal=1` reads `q` without correcting misspelt words.
 */
export const searchQuerySchema = z
  .strictObject({
    q: textQueryParam('q', 'The words of the search, as typed.').optional(),
    literal: flagQueryParam(
      'literal',
      '1: read q exactly as typed, without correcting misspelt words.',
    ).optional(),
    ...searchFilterShape,
    tags: tagListQueryParam('tags').optional(),
    limit: intQueryParam('limit', 1, 60, 'Screens to return, 1 to 60 (default 24).').default(24),
  })
  .superRefine((query, ctx) => {
    const given = [query.q, ...SEARCH_FILTER_FIELDS.map((field) => query[field]), query.tags].some((value) =>
      Array.isArray(value) ? value.length > 0 : Boolean(value),
    );
    if (!given) ctx.addIssue({ code: 'custom', path: ['q'], message: 'q must not be empty' });
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** What a chip of the reading stands for. */
export const SEARCH_CHIP_KINDS = [
  'app',
  'product',
  'pattern',
  'element',
  'flow',
  'tag',
  'platform',
  'screen-type',
] as const;
export const searchChipKindSchema = z.enum(SEARCH_CHIP_KINDS).meta({
  id: 'SearchChipKind',
  description:
    'app (an app by name), product (an app category), pattern (screen pattern), element (UI element: component category), flow (flow category), tag, platform (ios, android, web), screen-type (marketing, application).',
});
export type SearchChipKind = z.infer<typeof searchChipKindSchema>;

/** The SPA's URL keys a reading's filters may hold (see `reading.filters`). */
export const SEARCH_FILTER_KEYS = [
  'textInScreen',
  'platforms',
  'patternCategories',
  'componentCategories',
  'flowCategories',
  'productCategories',
  'products',
  'screenTypes',
  'tags',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** One understood part of the query, shown as a removable chip. */
export const searchChipSchema = z
  .object({
    kind: searchChipKindSchema,
    id: idSchema
      .nullable()
      .describe('The app, category or tag id; null for a platform or a screen type (their slug names them).'),
    slug: slugSchema.describe('Its slug: the app, category or tag slug, the platform (ios) or screen type.'),
    title: z.string().min(1).max(200).describe('As shown on the chip: "iOS", "Onboarding", "Dark mode".'),
    words: z
      .array(z.string())
      .describe('The words of the query it was read from; empty when it came from the filters asked.'),
    corrected: z.boolean().describe('True when a misspelt word was read as this (see `correctedTo`).'),
    filter: z
      .object({
        key: z.enum(SEARCH_FILTER_KEYS),
        value: z.string().describe('The value in `reading.filters[key]` (an id or a slug).'),
      })
      .describe('Where the chip lives in `reading.filters`: removing the chip removes this value.'),
  })
  .meta({ id: 'SearchChip' });
export type SearchChip = z.infer<typeof searchChipSchema>;

/** How the query was read. */
export const searchReadingSchema = z
  .object({
    chips: z.array(searchChipSchema).describe('What was understood, in the order of the query.'),
    text: z
      .string()
      .nullable()
      .describe('The words not understood, searched as the text on screens; null when none.'),
    correctedFrom: z
      .string()
      .nullable()
      .describe('The query as typed when a word of it was corrected ("chekout"); null otherwise.'),
    correctedTo: z
      .string()
      .nullable()
      .describe(
        'The query as read ("checkout"), for "Showing results for checkout"; the literal query is `q` with `literal=1`.',
      ),
    filters: z
      .partialRecord(z.enum(SEARCH_FILTER_KEYS), z.string())
      .describe(
        'The search as filters in the SPA URL keys, values in query-string form (`{ platforms: "ios", patternCategories: "6", tags: "dark-mode" }`; `textInScreen` holds `text`): the address of `/search` and the base of each group\'s "see all".',
      ),
  })
  .meta({ id: 'SearchReading' });
export type SearchReading = z.infer<typeof searchReadingSchema>;

export const searchResponseSchema = z
  .object({
    query: z.string().describe('`q` as the server used it (trimmed); "" when only filters were asked.'),
    reading: searchReadingSchema,
    apps: groupOf(
      appSchema,
      'Apps named, or of the app categories and platforms named, or whose name matches.',
    ),
    screens: groupOf(
      screenSchema,
      'Screens matching every chip and the text, newest first (`limit` of them), then, when fewer, screens that only print the understood words.',
    ),
    flows: groupOf(
      flowSchema,
      'Flows of the flow categories named, or holding screens of the patterns named.',
    ),
    components: groupOf(
      componentSchema,
      'Components of the UI elements named, or cut from matching screens.',
    ),
    categories: z
      .array(categoryWithKindSchema)
      .describe('Categories of any kind whose title or synonyms match the words (for "see the category").'),
  })
  .meta({ id: 'SearchResults' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// Suggestions ---------------------------------------------------------------------------------------

/** Query of `GET /search/suggest`: what has been typed so far. */
export const suggestQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q must be given once, as text' })
    .max(MAX_FILTER_TEXT_LENGTH, `q must be at most ${MAX_FILTER_TEXT_LENGTH} characters`)
    .describe('What has been typed so far; blank gives no suggestions.'),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

export const SUGGESTION_KINDS = ['app', 'pattern', 'element', 'flow', 'tag', 'product', 'platform'] as const;
export const suggestionKindSchema = z.enum(SUGGESTION_KINDS).meta({ id: 'SuggestionKind' });
export type SuggestionKind = z.infer<typeof suggestionKindSchema>;

export const suggestionSchema = z
  .object({
    kind: suggestionKindSchema,
    id: idSchema.nullable().describe('The app, category or tag id; null for a platform.'),
    slug: slugSchema,
    title: z.string().min(1).max(200),
    logo: hrefSchema.nullable().describe("The app's icon (apps only)."),
    count: countSchema.describe(
      'Screens of an app, a pattern, a tag or a platform; components of an element; flows of a flow category; apps of an app category.',
    ),
    corrected: z.boolean().describe('True when it matched a misspelling of its name rather than a prefix.'),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = z
  .object({
    query: z.string().describe('`q` trimmed.'),
    items: z.array(suggestionSchema).max(MAX_SUGGESTIONS).describe('Best first, at most 8.'),
  })
  .meta({ id: 'Suggestions' });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
