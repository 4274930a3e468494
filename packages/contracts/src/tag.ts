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
