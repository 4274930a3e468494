/**
 * Versions of screens and apps (issue 31): a captured page is a screen; capturing it again adds a version
 * of the same screen when the page changed. A capture run (or an import, or the demo generator) is a
 * dated version of its app.
 *
 * - `GET /screens/{uuid}/versions` → `screenVersionsSchema` (Pro).
 * - `GET /apps/{slug}/history` → `appHistorySchema` (Pro): its dated versions (not `AppVersion`, which
 *   is the product on another platform).
 */
import { z } from 'zod';
import { countSchema, hexColorSchema, hrefSchema, isoDateTimeSchema } from './common.js';

/** A rectangle of a screen's picture, in the pixels of the newer of the two versions compared. */
export const changeBoxSchema = z
  .object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  })
  .meta({ id: 'ChangeBox' });
export type ChangeBox = z.infer<typeof changeBoxSchema>;

/** Most regions and words kept for one change: past them the smaller regions are merged, the words cut. */
export const MAX_CHANGE_REGIONS = 40;
export const MAX_CHANGED_WORDS = 200;

/** What changed from one version of a screen to the next. */
export const versionChangesSchema = z
  .object({
    difference: z
      .number()
      .min(0)
      .max(1)
      .describe('The share of the picture whose pixels changed (0 to 1), the two aligned at their top.'),
    regions: z
      .array(changeBoxSchema)
      .max(MAX_CHANGE_REGIONS)
      .describe('The changed regions, as boxes over the newer picture.'),
    wordsAdded: z.array(z.string()).max(MAX_CHANGED_WORDS).describe('Words on the newer version only.'),
    wordsRemoved: z.array(z.string()).max(MAX_CHANGED_WORDS).describe('Words on the older version only.'),
  })
  .meta({ id: 'VersionChanges' });
export type VersionChanges = z.infer<typeof versionChangesSchema>;

/** Where an app's version came from. */
export const versionSourceSchema = z.enum(['capture', 'import', 'demo']);
export type VersionSource = z.infer<typeof versionSourceSchema>;

export const screenVersionSchema = z
  .object({
    number: z.number().int().min(1).describe('1 for the first version, then 2, 3…'),
    capturedAt: isoDateTimeSchema,
    image: z.object({
      thumb: hrefSchema,
      full: hrefSchema,
      width: z.number().int().min(1),
      height: z.number().int().min(1),
      dominantColor: hexColorSchema,
    }),
    textInScreen: z.string(),
    changes: versionChangesSchema
      .nullable()
      .describe('What changed from the version before; null for the first.'),
  })
  .meta({ id: 'ScreenVersion' });
export type ScreenVersion = z.infer<typeof screenVersionSchema>;

export const screenVersionsSchema = z
  .object({
    screenUuid: z.uuid(),
    sourceUrl: z.string().nullable().describe('The address the screen was captured from, when captured.'),
    versions: z.array(screenVersionSchema).describe('Newest first; the first is the screen as it is now.'),
  })
  .meta({ id: 'ScreenVersions' });
export type ScreenVersions = z.infer<typeof screenVersionsSchema>;

export const appHistoryEntrySchema = z
  .object({
    number: z.number().int().min(1),
    capturedAt: isoDateTimeSchema,
    source: versionSourceSchema,
    added: countSchema.describe('Screens new in this version.'),
    changed: countSchema.describe('Screens that changed since the version before.'),
    unchanged: countSchema,
    gone: countSchema.describe('Screens of the version before that this one no longer has.'),
    changedScreens: z
      .array(
        z.object({
          uuid: z.uuid(),
          thumb: hrefSchema.describe('Its grid thumbnail, as it is now.'),
          width: z.number().int().min(1),
          height: z.number().int().min(1),
          dominantColor: hexColorSchema,
        }),
      )
      .max(60)
      .describe('The screens that changed, in their app order, first 60.'),
  })
  .meta({ id: 'AppHistoryEntry' });
export type AppHistoryEntry = z.infer<typeof appHistoryEntrySchema>;

export const appHistorySchema = z
  .object({ versions: z.array(appHistoryEntrySchema).describe('Newest first.') })
  .meta({ id: 'AppHistory' });
export type AppHistory = z.infer<typeof appHistorySchema>;

/** Where a capture keeps the page: the viewports and the full page. */
export const CAPTURE_SHOTS = ['desktop', 'phone', 'full'] as const;
export type CaptureShot = (typeof CAPTURE_SHOTS)[number];

const versionNumberParam = (field: string) =>
  z
    .string({ error: `${field} must be a version number` })
    .regex(/^[1-9][0-9]{0,5}$/, `${field} must be a version number (1, 2, 3…)`)
    .transform(Number);

/**
 * `GET /screens/{uuid}/versions/compare?from=1&to=3`: any two versions of a screen compared (Pro), not only
 * a version and the one before it (whose changes `ScreenVersion.changes` already holds).
 */
export const versionComparisonQuerySchema = z
  .strictObject({
    from: versionNumberParam('from').describe('The older version.'),
    to: versionNumberParam('to').describe('The newer version.'),
  })
  .refine((query) => query.from < query.to, {
    message: 'from must be an older version than to',
    path: ['from'],
  });

export const versionComparisonSchema = z
  .object({
    screenUuid: z.uuid(),
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    changes: versionChangesSchema.describe('What changed from version `from` to version `to`.'),
  })
  .meta({ id: 'VersionComparison' });
export type VersionComparison = z.infer<typeof versionComparisonSchema>;
