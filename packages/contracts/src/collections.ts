/**
 * Collections: named sets of screens, flows, components and apps, a Pro feature; the owner may share one
 * with their team.
 *
 * - `GET /collections` → `collectionListSchema`.
 * - `POST /collections` with `createCollectionSchema` → 201 `collectionDetailSchema`.
 * - `GET /collections/{uuid}` (params `collectionParamsSchema`) → `collectionDetailSchema`.
 * - `PATCH /collections/{uuid}` with `updateCollectionSchema` (or `renameCollectionSchema`, a subset)
 *   → `collectionDetailSchema`.
 * - `DELETE /collections/{uuid}` → 204.
 * - `PUT /collections/{uuid}/items/{type}/{id}` (save a screen, flow, component or app) and `DELETE` on the
 *   same path (remove it), params `collectionItemParamsSchema`, no body, both idempotent →
 *   `collectionDetailSchema`. Items are keyed by type and numeric id, as favorites are (apps have no uuid).
 * - `PUT /collections/{uuid}/order` with `reorderCollectionSchema` (one kind's ids in their new order, all
 *   of them) → `collectionDetailSchema`; a list that is not exactly the kind's items is a 409.
 * - `PUT /collections/{uuid}/share-link` (make the read-only link, or keep the one there is) and `DELETE`
 *   on the same path (turn it off), no body, both idempotent → `collectionDetailSchema`.
 * - `GET /collections/{uuid}/export` → a ZIP (`application/zip`) of the screens' best files (the
 *   original as imported, else the full image), each flow's screens in a folder of its own, the components'
 *   images, and a `manifest.json` (`collectionManifestSchema`) that also lists the apps.
 * - `GET /shared/collections/{token}` (params `shareTokenParamsSchema`), for anyone with the link, a view
 *   of the library → `sharedCollectionSchema`.
 *
 * The collection size limits are not in the spec; the name and description limits here are ours.
 */
import { SHARE_TOKEN_PATTERN } from '@pageshelf/domain/routes';
import { z } from 'zod';
import { appSchema } from './app.js';
import { platformSchema, screenTypeSchema } from './category.js';
import {
  countSchema,
  givenNameSchema,
  hrefSchema,
  idSchema,
  isoDateTimeSchema,
  uuidSchema,
  withoutNul,
} from './common.js';
import { componentSchema } from './component.js';
import { favoriteParamsSchema, favoriteTypeSchema } from './favorites.js';
import { flowSchema } from './flow.js';
import { screenSchema } from './screen.js';

export const MAX_COLLECTION_NAME_LENGTH = 80;
export const MAX_COLLECTION_DESCRIPTION_LENGTH = 500;
/** Most cover thumbnails of a collection. */
export const MAX_COLLECTION_COVERS = 4;
/** Most items of one collection (all kinds together): a collection comes whole in one answer. */
export const MAX_COLLECTION_ITEMS = 500;

/**
 * The kinds a collection holds, named as favorites name them (`screens`, `flows`, `components`, `apps`):
 * an item of the library is one shape wherever it is saved.
 */
export const collectionItemTypeSchema = favoriteTypeSchema;
export type CollectionItemType = z.infer<typeof collectionItemTypeSchema>;

/** How many items of each kind a collection holds. */
export const collectionCountsSchema = z
  .object({ screens: countSchema, flows: countSchema, components: countSchema, apps: countSchema })
  .meta({ id: 'CollectionCounts' });
export type CollectionCounts = z.infer<typeof collectionCountsSchema>;

/** A collection without its screens (lists, `GET /me`). */
export const collectionSummarySchema = z
  .object({
    uuid: uuidSchema,
    name: z.string().min(1).max(MAX_COLLECTION_NAME_LENGTH),
    description: z.string().max(MAX_COLLECTION_DESCRIPTION_LENGTH).nullable(),
    itemCount: countSchema.describe('How many items it holds, all kinds together.'),
    counts: collectionCountsSchema,
    covers: z
      .array(hrefSchema)
      .max(MAX_COLLECTION_COVERS)
      .describe(
        "Thumbnails of its first items in its order (a screen, a flow's first screen, a component; apps have none).",
      ),
    sharedWithTeam: z.boolean(),
    owned: z
      .boolean()
      .describe(
        "False for a teammate's shared collection: only its owner shares it, links it or deletes it.",
      ),
    editable: z
      .boolean()
      .describe(
        'Whether the viewer may edit its name, description, items and their order: its owner, and the Pro members of the workspace it is shared with.',
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
 * What a collection holds, one list per kind, each in the order its editors gave it (a new item first).
 * Collections are small (`MAX_COLLECTION_ITEMS`), so the items come in lists rather than in pages; each
 * comes as the viewer's plan shows it, as in the library's lists.
 */
const collectionItemsShape = {
  screens: z.array(screenSchema),
  flows: z.array(flowSchema).describe('Each flow with its first steps, as a list carries it.'),
  components: z.array(componentSchema),
  apps: z.array(appSchema),
};

/** `GET /collections/{uuid}` (and the answer of every change): the collection with all its items. */
export const collectionDetailSchema = collectionSummarySchema
  .extend(collectionItemsShape)
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
    itemCount: countSchema,
    counts: collectionCountsSchema,
    updatedAt: isoDateTimeSchema,
    ...collectionItemsShape,
  })
  .meta({ id: 'SharedCollection' });
export type SharedCollection = z.infer<typeof sharedCollectionSchema>;

/** `GET /collections`: the user's collections and those their teammates share, last changed first. */
export const collectionListSchema = z
  .object({ items: z.array(collectionSummarySchema) })
  .meta({ id: 'CollectionList' });
export type CollectionList = z.infer<typeof collectionListSchema>;

const collectionNameSchema = givenNameSchema(MAX_COLLECTION_NAME_LENGTH);

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
    item: z
      .strictObject({ type: collectionItemTypeSchema, id: idSchema })
      .optional()
      .describe('An item to save into the new collection straight away.'),
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

/** Path parameters of `PUT|DELETE /collections/{uuid}/items/{type}/{id}`; `id` arrives as a string. */
export const collectionItemParamsSchema = favoriteParamsSchema.extend({ uuid: uuidSchema });
export type CollectionItemParams = z.output<typeof collectionItemParamsSchema>;

/**
 * Body of `PUT /collections/{uuid}/order`: every item of one kind, by id, in the new order. The whole
 * list, not a move: two editors at once cannot interleave half-moves, and a list that is not exactly the
 * kind's items (one was added or removed meanwhile) is refused with a 409, to reload and try again.
 */
export const reorderCollectionSchema = z
  .strictObject({
    type: collectionItemTypeSchema,
    ids: z
      .array(idSchema, { error: 'ids must be a list of ids' })
      .min(1, 'ids must not be empty')
      .max(MAX_COLLECTION_ITEMS, `ids must hold at most ${MAX_COLLECTION_ITEMS} ids`)
      .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat an id'),
  })
  .meta({ id: 'ReorderCollection' });
export type ReorderCollection = z.infer<typeof reorderCollectionSchema>;

/** Path parameters `{ token }` of `GET /shared/collections/{token}`. */
export const shareTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(SHARE_TOKEN_PATTERN, 'token must be the 32 URL-safe base64 characters of a share link'),
});
export type ShareTokenParams = z.infer<typeof shareTokenParamsSchema>;

/** The version of a collection export's manifest, written in its `format` (2: flows, components, apps). */
export const COLLECTION_MANIFEST_FORMAT = 'pageshelf-collection/2';

const manifestAppSchema = z.object({ title: z.string(), slug: z.string() });
const manifestScreenSchema = z.object({
  file: z
    .string()
    .describe(
      "The file in the archive: `screens/01-{app}-{pattern}.{png|jpeg|webp}`, or a flow's `flows/{folder}/01-{pattern}.{ext}`.",
    ),
  source: z
    .enum(['original', 'full'])
    .describe('The file as imported, or the full image when none was kept.'),
  uuid: uuidSchema,
  url: z.string().describe("The screen's page in the library."),
  app: manifestAppSchema,
  platform: platformSchema,
  screenType: screenTypeSchema,
  patterns: z.array(z.string()),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * `manifest.json` in a collection's ZIP export: the collection, and what each file in the archive is, in
 * the collection's order: its screens, its flows (a folder each, their screens in the flow's order), its
 * components (their images at the size they were cut) and its apps (no file: their pages).
 */
export const collectionManifestSchema = z
  .object({
    format: z.literal(COLLECTION_MANIFEST_FORMAT),
    name: z.string(),
    description: z.string().nullable(),
    exportedAt: isoDateTimeSchema,
    screens: z.array(manifestScreenSchema),
    flows: z.array(
      z.object({
        folder: z.string().describe('The folder of its screens: `flows/01-{app}-{title}`.'),
        title: z.string(),
        uuid: uuidSchema,
        url: z.string().describe("The flow's page in the library."),
        app: manifestAppSchema,
        platform: platformSchema,
        screens: z.array(manifestScreenSchema),
      }),
    ),
    components: z.array(
      z.object({
        file: z.string().describe('The file in the archive: `components/01-{app}-{category}.webp`.'),
        uuid: uuidSchema,
        url: z.string().describe("The component's page in the library."),
        app: manifestAppSchema,
        platform: platformSchema,
        categories: z.array(z.string()),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ),
    apps: z.array(
      z.object({
        title: z.string(),
        slug: z.string(),
        url: z.string().describe("The app's page in the library."),
        platform: platformSchema,
        website: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CollectionManifest' });
export type CollectionManifest = z.infer<typeof collectionManifestSchema>;
