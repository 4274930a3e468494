/**
 * `GET /search?q=` (Pro and free users within their quota): one search across the library: screens
 * by the text on them (`text_in_screen`), apps by name (`term`) and categories by title, with the
 * search quota after the call. Every call spends one search: visitors get 401 'Sign in to continue
 * searching'; a free user past the daily limit gets 429 (code `search_limit_reached`) and no results.
 * The full result lists are the content lists with the same filter (`GET /screens?text_in_screen=`).
 */
import { z } from 'zod';
import { searchQuotaStateSchema } from './activity.js';
import { appSchema } from './app.js';
import { categoryWithKindSchema } from './category.js';
import { intQueryParam, totalSchema, withoutNul } from './common.js';
import { MAX_FILTER_TEXT_LENGTH, platformListQueryParam } from './filters.js';
import { screenSchema } from './screen.js';

export const searchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q must be given once, as text' })
    .trim()
    .min(1, 'q must not be empty')
    .max(MAX_FILTER_TEXT_LENGTH, `q must be at most ${MAX_FILTER_TEXT_LENGTH} characters`)
    .check(withoutNul('q')),
  limit: intQueryParam('limit', 1, 60, 'Screens to return, 1 to 60 (default 24).').default(24),
  platforms: platformListQueryParam('platforms').optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

export const searchResponseSchema = z
  .object({
    query: z.string().describe('The search text as the server used it (trimmed).'),
    screens: z
      .object({ items: z.array(screenSchema), total: totalSchema })
      .describe('The first screens whose text matches, newest first.'),
    apps: z.array(appSchema).describe('Apps whose name matches.'),
    categories: z.array(categoryWithKindSchema).describe('Categories of any kind whose title matches.'),
    quota: searchQuotaStateSchema.describe('The quota after this search.'),
  })
  .meta({ id: 'SearchResults' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
