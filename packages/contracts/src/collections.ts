/**
 * Collections: named sets of screens, a Pro feature; the owner may share one with their team.
 *
 * - `GET /collections` → `collectionListSchema`.
 * - `POST /collections` with `createCollectionSchema` → 201 `collectionDetailSchema`.
 * - `GET /collections/{uuid}` (params `collectionParamsSchema`) → `collectionDetailSchema`.
 * - `PATCH /collections/{uuid}` with `updateCollectionSchema` (or `renameCollectionSchema`, a subset)
 *   → `collectionDetailSchema`.
 * - `DELETE /collections/{uuid}` → 204.
 * - `PUT /collections/{uuid}/screens/{screenUuid}` (save a screen) and `DELETE` on the same path (remove
 *   it), params `collectionScreenParamsSchema`, no body, both idempotent → `collectionDetailSchema`.
 * - `PUT /collections/{uuid}/share-link` (make the read-only link, or keep the one there is) and `DELETE`
 *   on the same path (turn it off), no body, both idempotent → `collectionDetailSchema`.
 * - `GET /collections/{uuid}/export` → a ZIP (`application/zip`) of the screens' best files (the
 *   original as imported, else the full image) and a `manifest.json` (`collectionManifestSchema`).
 * - `GET /shared/collections/{token}` (params `shareTokenParamsSchema`), for anyone with the link, a view
 *   of the library → `sharedCollectionSchema`.
 *
 * The collection size limits are not in the spec; the name and description limits here are ours.
 */
import { SHARE_TOKEN_PATTERN } from '@pageshelf/domain/routes';
import { z } from 'zod';
import { platformSchema, screenTypeSchema } from './category.js';
import { countSchema, hrefSchema, isoDateTimeSchema, uuidSchema, withoutNul } from './common.js';
import { screenSchema } from './screen.js';

export const MAX_COLLECTION_NAME_LENGTH = 80;
export const MAX_COLLECTION_DESCRIPTION_LENGTH = 500;
/** Most cover thumbnails of a collection. */
export const MAX_COLLECTION_COVERS = 4;

/** A collection without its screens (lists, `GET /me`). */
export const collectionSummarySchema = z
  .object({
    uuid: uuidSchema,
    name: z.string().min(1).max(MAX_COLLECTION_NAME_LENGTH),
    description: z.string().max(MAX_COLLECTION_DESCRIPTION_LENGTH).nullable(),
    screenCount: countSchema,
    covers: z
      .array(hrefSchema)
      .max(MAX_COLLECTION_COVERS)
      .describe('Thumbnails of the most recently saved screens, newest first.'),
    sharedWithTeam: z.boolean(),
    owned: z
      .boolean()
      .describe(
        "False for a teammate's shared collection: only its owner shares it, links it or deletes it.",
      ),
    editable: z
      .boolean()
      .describe(
        'Whether the viewer may edit its name, description and screens: its owner, and the Pro members of the workspace it is shared with.',
      ),
    shareToken: z
      .string()
      .regex(SHARE_TOKEN_PATTERN)
      .nullable()
      .describe(
        'The token of its read-only link (`/shared/{token}`), for its owner; null when it has none, and for anyone else.',
      ),
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  })
  .meta({ id: 'CollectionSummary' });
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;
/** The collection entity; the same shape as its summary. */
export const collectionSchema = collectionSummarySchema;
export type Collection = CollectionSummary;

/**
 * `GET /collections/{uuid}` (and the answer of every change): the collection with all its screens.
 * Collections are small, so the screens come in one list rather than in pages.
 */
export const collectionDetailSchema = collectionSummarySchema
  .extend({ screens: z.array(screenSchema) })
  .meta({ id: 'CollectionDetail' });
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/**
 * `GET /shared/collections/{token}`: a collection as anyone with its link reads it: no owner's address,
 * no workspace, nothing to change. Each screen comes as the viewer's plan shows it.
 */
export const sharedCollectionSchema = z
  .object({
    name: z.string().min(1).max(MAX_COLLECTION_NAME_LENGTH),
    description: z.string().max(MAX_COLLECTION_DESCRIPTION_LENGTH).nullable(),
    sharedBy: z.string().nullable().describe("The owner's name when they gave one, else null."),
    screenCount: countSchema,
    updatedAt: isoDateTimeSchema,
    screens: z.array(screenSchema),
  })
  .meta({ id: 'SharedCollection' });
export type SharedCollection = z.infer<typeof sharedCollectionSchema>;

/** `GET /collections`: the user's collections and those their teammates share, last changed first. */
export const collectionListSchema = z
  .object({ items: z.array(collectionSummarySchema) })
  .meta({ id: 'CollectionList' });
export type CollectionList = z.infer<typeof collectionListSchema>;

const collectionNameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name must not be empty')
  .max(MAX_COLLECTION_NAME_LENGTH, `name must be at most ${MAX_COLLECTION_NAME_LENGTH} characters`)
  .check(withoutNul('name'));

const collectionDescriptionSchema = z
  .string({ error: 'description must be text or null' })
  .trim()
  .max(
    MAX_COLLECTION_DESCRIPTION_LENGTH,
    `description must be at most ${MAX_COLLECTION_DESCRIPTION_LENGTH} characters`,
  )
  .check(withoutNul('description'))
  .nullable();

/** Body of `POST /collections`. */
export const createCollectionSchema = z
  .strictObject({
    name: collectionNameSchema,
    description: collectionDescriptionSchema.optional(),
    screenUuid: uuidSchema.optional().describe('A screen to save into the new collection straight away.'),
  })
  .meta({ id: 'CreateCollection' });
export type CreateCollection = z.infer<typeof createCollectionSchema>;

/** Body of `PATCH /collections/{uuid}` that only renames. */
export const renameCollectionSchema = z
  .strictObject({ name: collectionNameSchema })
  .meta({ id: 'RenameCollection' });
export type RenameCollection = z.infer<typeof renameCollectionSchema>;

/** Body of `PATCH /collections/{uuid}`: at least one of name, description, sharedWithTeam. */
export const updateCollectionSchema = z
  .strictObject({
    name: collectionNameSchema.optional(),
    description: collectionDescriptionSchema.optional(),
    sharedWithTeam: z.boolean({ error: 'sharedWithTeam must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'must change at least one of name, description, sharedWithTeam',
  })
  .meta({ id: 'UpdateCollection' });
export type UpdateCollection = z.infer<typeof updateCollectionSchema>;

/** Path parameters `{ uuid }` of a collection. */
export const collectionParamsSchema = z.object({ uuid: uuidSchema });
export type CollectionParams = z.infer<typeof collectionParamsSchema>;

/** Path parameters of `PUT|DELETE /collections/{uuid}/screens/{screenUuid}`. */
export const collectionScreenParamsSchema = z.object({ uuid: uuidSchema, screenUuid: uuidSchema });
export type CollectionScreenParams = z.infer<typeof collectionScreenParamsSchema>;

/** Path parameters `{ token }` of `GET /shared/collections/{token}`. */
export const shareTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(SHARE_TOKEN_PATTERN, 'token must be the 32 URL-safe base64 characters of a share link'),
});
export type ShareTokenParams = z.infer<typeof shareTokenParamsSchema>;

/** The version of a collection export's manifest, written in its `format`. */
export const COLLECTION_MANIFEST_FORMAT = 'pageshelf-collection/1';

/**
 * `manifest.json` in a collection's ZIP export: the collection, and for each file in the archive the
 * screen it is, in the collection's order (last saved first).
 */
export const collectionManifestSchema = z
  .object({
    format: z.literal(COLLECTION_MANIFEST_FORMAT),
    name: z.string(),
    description: z.string().nullable(),
    exportedAt: isoDateTimeSchema,
    screens: z.array(
      z.object({
        file: z.string().describe('The file in the archive: `01-{app}-{pattern}.{png|jpeg|webp}`.'),
        source: z
          .enum(['original', 'full'])
          .describe('The file as imported, or the full image when none was kept.'),
        uuid: uuidSchema,
        url: z.string().describe("The screen's page in the library."),
        app: z.object({ title: z.string(), slug: z.string() }),
        platform: platformSchema,
        screenType: screenTypeSchema,
        patterns: z.array(z.string()),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ),
  })
  .meta({ id: 'CollectionManifest' });
export type CollectionManifest = z.infer<typeof collectionManifestSchema>;
