import { MAX_FILTER_TEXT_LENGTH } from '@pageshelf/domain/filters';
import { z } from 'zod';
import { searchQuotaSchema } from './activity.js';
import { totalSchema } from './common.js';
import { appSchema, categoryKindSchema, categorySchema, screenSchema } from './content.js';

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_FILTER_TEXT_LENGTH, `must be at most ${MAX_FILTER_TEXT_LENGTH} characters`),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});

/** `GET /search?q=`: screens whose text matches, apps by name, categories by title, and the quota after the call. */
export const searchResponseSchema = z
  .object({
    query: z.string(),
    screens: z.object({ items: z.array(screenSchema), total: totalSchema }),
    apps: z.array(appSchema),
    categories: z.array(categorySchema.extend({ kind: categoryKindSchema })),
    quota: searchQuotaSchema,
  })
  .meta({ id: 'SearchResults' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
