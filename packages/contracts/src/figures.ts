/**
 * Editorial figures (issue 29): a few screens of one pattern on one platform, as the blog's covers and
 * figures and the glossary's examples show them.
 *
 * - `GET /figures/{pattern}?platform=ios|android|web` (params `figureParamsSchema`, query
 *   `figureQuerySchema`) → `figureSchema`.
 *
 * Not a search and not a view: exactly one pattern and one platform, at most `FIGURE_SCREENS` screens,
 * the same for every reader (restricted screens are never among them). Their pictures are tiles (grid
 * thumbnail and blurred preview), never a full image, at addresses that load past the visit cap as app
 * logos do.
 */
import { z } from 'zod';
import { appRefSchema } from './app.js';
import { categoryRefSchema, platformSchema } from './category.js';
import { slugSchema, uuidSchema } from './common.js';
import { imageSchema } from './screen.js';

/** Most screens a figure shows. */
export const FIGURE_SCREENS = 3;

export const figureParamsSchema = z.object({
  pattern: slugSchema.describe("A pattern category's slug (`/pages/{pattern}`)."),
});
export type FigureParams = z.infer<typeof figureParamsSchema>;

export const figureQuerySchema = z.strictObject({
  platform: platformSchema.describe('The platform of the screens: ios, android or web.'),
});
export type FigureQuery = z.infer<typeof figureQuerySchema>;

/** A screen of a figure: its address, its app, and its tiles (`image.full` and `image.original` null). */
export const figureScreenSchema = z
  .object({
    uuid: uuidSchema,
    app: appRefSchema,
    platform: platformSchema,
    image: imageSchema,
  })
  .meta({ id: 'FigureScreen' });
export type FigureScreen = z.infer<typeof figureScreenSchema>;

export const figureSchema = z
  .object({
    pattern: categoryRefSchema,
    platform: platformSchema,
    items: z
      .array(figureScreenSchema)
      .max(FIGURE_SCREENS)
      .describe('The best-placed screens of the pattern on the platform, one per app first; may be empty.'),
  })
  .meta({ id: 'Figure' });
export type Figure = z.infer<typeof figureSchema>;
