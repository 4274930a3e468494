/**
 * UI components: a crop of a screen.
 *
 * - `GET /components` and `GET /apps/{slug}/components` with `componentsQuerySchema` → `componentPageSchema`.
 * - `GET /components/{uuid}` (params `uuidParamsSchema`) → `componentSchema`.
 */
import { z } from 'zod';
import { libraryItemShape } from './app.js';
import { categoryRefSchema } from './category.js';
import { countSchema, pageOf, slugSchema, uuidSchema } from './common.js';
import { listQuerySchema } from './filters.js';
import { imageSchema } from './screen.js';
import { tagRefSchema } from './tag.js';

/** Where the component sits on its screen, in pixels of the full screen image. */
export const cropSchema = z
  .object({
    x: countSchema,
    y: countSchema,
    width: z.number().int().min(1),
    height: z.number().int().min(1),
  })
  .meta({ id: 'Crop' });
export type Crop = z.infer<typeof cropSchema>;

export const componentSchema = z
  .object({
    ...libraryItemShape,
    screenUuid: uuidSchema.describe('The screen the component is cut from.'),
    crop: cropSchema,
    scale: z
      .number()
      .min(1)
      .max(8)
      .describe(
        'The scale its screen was taken at (2 for a 2× phone screen): the crop is drawn at its pixels over this, its size in points.',
      ),
    image: imageSchema,
    is_restricted: z.boolean().describe('True when its screen is restricted (Pro only).'),
    componentCategories: z.array(categoryRefSchema),
    tags: z.array(tagRefSchema),
  })
  .meta({ id: 'Component' });
export type Component = z.infer<typeof componentSchema>;

export const componentPageSchema = pageOf(componentSchema).meta({ id: 'ComponentPage' });
export type ComponentPage = z.infer<typeof componentPageSchema>;

/** Query of `GET /components`: the filters, a page and an optional tag slug. */
export const componentsQuerySchema = listQuerySchema.extend({ tag: slugSchema.optional() });
export type ComponentsQuery = z.output<typeof componentsQuerySchema>;
export type ComponentsQueryInput = z.input<typeof componentsQuerySchema>;
