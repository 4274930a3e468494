/**
 * Screens of the library.
 *
 * - `GET /screens` and `GET /apps/{slug}/screens` with `screensQuerySchema` → `screenPageSchema`.
 * - `GET /apps/{slug}/marketing` with `listQuerySchema` → `screenPageSchema`.
 * - `GET /screens/{uuid}` (params `uuidParamsSchema`) → `screenDetailSchema`.
 * - `GET /screens/{uuid}/similar` with `similarQuerySchema` → `screenPageSchema`.
 *
 * Entitlements are applied by the API: for a viewer who is not Pro, a restricted screen has
 * `image.full: null`, `image.thumb` pointing at the blurred preview and `textInScreen: null`.
 */
import { z } from 'zod';
import { libraryItemShape } from './app.js';
import { categoryRefSchema, screenTypeSchema } from './category.js';
import {
  countSchema,
  hexColorSchema,
  hrefSchema,
  intQueryParam,
  isoDateTimeSchema,
  pageOf,
  uuidSchema,
} from './common.js';
import { listQuerySchema } from './filters.js';

/**
 * The stored variants of a screen or component picture. `full` is null when the item is restricted for
 * the viewer; `thumb` is then the blurred preview as well.
 */
/**
 * The widths of the WebP variants, in pixels: the grid thumbnail, and the detail image's largest width.
 * An image narrower than these keeps its own width (no enlargement).
 */
export const IMAGE_VARIANT_WIDTHS = { thumb: 540, full: 1920 } as const;

export const imageSchema = z
  .object({
    thumb: hrefSchema.describe('Grid thumbnail; the blurred preview when restricted for the viewer.'),
    full: hrefSchema.nullable().describe('The large image; null when restricted for the viewer.'),
    original: hrefSchema
      .nullable()
      .describe(
        'The file as imported (PNG, JPEG or WebP), for download; null when restricted for the viewer or when none was kept (generated screens, components).',
      ),
    preview: hrefSchema.describe('A small blurred preview, always available.'),
    width: z.number().int().min(1).describe('Width of the full image in pixels.'),
    height: z.number().int().min(1).describe('Height of the full image in pixels.'),
    dominantColor: hexColorSchema.describe('Placeholder colour shown while the image loads.'),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof imageSchema>;

export const screenSchema = z
  .object({
    ...libraryItemShape,
    image: imageSchema,
    screenType: screenTypeSchema,
    patternCategories: z.array(categoryRefSchema),
    textInScreen: z
      .string()
      .nullable()
      .describe('The text on the screen; null when restricted for the viewer.'),
    is_restricted: z.boolean().describe('Pro-only screen; previous/next in the preview skip it for others.'),
    position: countSchema.describe('Place of the screen in its app, from 0.'),
    capturedAt: isoDateTimeSchema.describe(
      'When the picture was taken: its capture, or the date its import gave; else when it joined the library.',
    ),
  })
  .meta({ id: 'Screen' });
export type Screen = z.infer<typeof screenSchema>;

/** `GET /screens/{uuid}`: a screen with its neighbours in app order, for previous/next in the preview. */
export const screenDetailSchema = screenSchema
  .extend({
    previous: uuidSchema
      .nullable()
      .describe(
        'The uuid of the nearest screen before it in the app that the viewer may see in full (restricted screens are skipped for all but Pro); null when there is none.',
      ),
    next: uuidSchema
      .nullable()
      .describe(
        'The uuid of the nearest screen after it in the app that the viewer may see in full; null when there is none.',
      ),
  })
  .meta({ id: 'ScreenDetail' });
export type ScreenDetail = z.infer<typeof screenDetailSchema>;

export const screenPageSchema = pageOf(screenSchema).meta({ id: 'ScreenPage' });
export type ScreenPage = z.infer<typeof screenPageSchema>;

export const SCREEN_ORDERS = ['recent', 'position', 'redesigned'] as const;
export type ScreenOrder = (typeof SCREEN_ORDERS)[number];

/**
 * Query of `GET /screens`: the filters, a page and the order: newest first by default, `position` (app
 * order), or `redesigned`: the screens a redesign changed (a new version), the most recent change first.
 */
export const screensQuerySchema = listQuerySchema.extend({
  order: z.enum(SCREEN_ORDERS, { error: 'order must be recent, position or redesigned' }).default('recent'),
});
export type ScreensQuery = z.output<typeof screensQuerySchema>;
export type ScreensQueryInput = z.input<typeof screensQuerySchema>;

/** Query of `GET /screens/{uuid}/similar`: `limit` 1..60, default 24. */
export const similarQuerySchema = z.strictObject({
  limit: intQueryParam('limit', 1, 60, 'Screens to return, 1 to 60 (default 24).').default(24),
});
export type SimilarQuery = z.output<typeof similarQuerySchema>;
