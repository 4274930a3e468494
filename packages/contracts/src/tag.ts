/**
 * Component tags. `GET /tags` → `tagListSchema`; `GET /tags/{slug}` (params `slugParamsSchema`) → `tagSchema`.
 * The admin-only tag pages of the SPA use the same calls.
 */
import { z } from 'zod';
import { countSchema, idSchema, slugSchema } from './common.js';

/** A tag as a component refers to it. */
export const tagRefSchema = z
  .object({ id: idSchema, title: z.string().min(1).max(200), slug: slugSchema })
  .meta({ id: 'TagRef' });
export type TagRef = z.infer<typeof tagRefSchema>;

/** A tag with the number of components carrying it. */
export const tagSchema = z
  .object({ id: idSchema, title: z.string().min(1).max(200), slug: slugSchema, count: countSchema })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** `GET /tags`. */
export const tagListSchema = z.object({ items: z.array(tagSchema) }).meta({ id: 'TagList' });
export type TagList = z.infer<typeof tagListSchema>;

/** The longest title a tag may have. */
export const MAX_TAG_TITLE_LENGTH = 80;

/** `POST /tags` (administrators): a new tag. */
export const tagCreateBodySchema = z
  .object({ title: z.string().trim().min(1).max(MAX_TAG_TITLE_LENGTH), slug: slugSchema })
  .meta({ id: 'TagCreateBody' });
export type TagCreateBody = z.infer<typeof tagCreateBodySchema>;

/** `PATCH /tags/{slug}` (administrators): a new title, a new slug, or both. */
export const tagUpdateBodySchema = z
  .object({
    title: z.string().trim().min(1).max(MAX_TAG_TITLE_LENGTH).optional(),
    slug: slugSchema.optional(),
  })
  .refine((body) => body.title !== undefined || body.slug !== undefined, 'give a title or a slug')
  .meta({ id: 'TagUpdateBody' });
export type TagUpdateBody = z.infer<typeof tagUpdateBodySchema>;

/** `POST /tags/{slug}/merge` (administrators): the tag's components move to `into`, then it is deleted. */
export const tagMergeBodySchema = z.object({ into: slugSchema }).meta({ id: 'TagMergeBody' });
export type TagMergeBody = z.infer<typeof tagMergeBodySchema>;

/** The answer of `POST /tags/{slug}/merge`: the tag kept, with its new count, and how many components moved. */
export const tagMergeResultSchema = z
  .object({ into: tagSchema, moved: countSchema })
  .meta({ id: 'TagMergeResult' });
export type TagMergeResult = z.infer<typeof tagMergeResultSchema>;
