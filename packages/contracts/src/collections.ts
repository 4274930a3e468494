import { z } from 'zod';
import { isoDateTimeSchema, uuidSchema } from './common.js';
import { screenSchema } from './content.js';

export const collectionSummarySchema = z
  .object({
    uuid: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    screenCount: z.number().int().nonnegative(),
    /** up to four thumbnails, newest first */
    covers: z.array(z.string()),
    sharedWithTeam: z.boolean(),
    /** false for a teammate's shared collection */
    owned: z.boolean(),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'CollectionSummary' });
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

export const collectionDetailSchema = collectionSummarySchema
  .extend({ screens: z.array(screenSchema) })
  .meta({ id: 'CollectionDetail' });
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export const collectionListSchema = z.object({ items: z.array(collectionSummarySchema) });

const nameSchema = z.string().trim().min(1, 'must not be empty').max(80, 'must be at most 80 characters');

export const createCollectionSchema = z.object({
  name: nameSchema,
  description: z.string().trim().max(500).nullable().optional(),
  /** a screen to save into the new collection straight away */
  screenUuid: uuidSchema.optional(),
});
export type CreateCollection = z.infer<typeof createCollectionSchema>;

export const updateCollectionSchema = z
  .object({
    name: nameSchema.optional(),
    description: z.string().trim().max(500).nullable().optional(),
    sharedWithTeam: z.boolean().optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'must change at least one field',
  );
export type UpdateCollection = z.infer<typeof updateCollectionSchema>;

export const collectionParamsSchema = z.object({ uuid: uuidSchema });
export const collectionScreenParamsSchema = z.object({ uuid: uuidSchema, screenUuid: uuidSchema });
