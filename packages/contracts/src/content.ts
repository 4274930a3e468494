import { MAX_FILTER_ID, MAX_FILTER_IDS, MAX_FILTER_TEXT_LENGTH } from '@pageshelf/domain/filters';
import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema, slugSchema, uuidSchema } from './common.js';

// Entities ---------------------------------------------------------------------------------------

export const categoryRefSchema = z
  .object({ id: idSchema, title: z.string(), slug: z.string() })
  .meta({ id: 'CategoryRef' });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const appRefSchema = z
  .object({ id: idSchema, title: z.string(), slug: z.string(), logo: z.string() })
  .meta({ id: 'AppRef' });
export type AppRef = z.infer<typeof appRefSchema>;

export const platformSchema = z.enum(['ios', 'android', 'web']);
export const screenTypeSchema = z.enum(['marketing', 'application']);

/** Image variants: `full` is null when the viewer is not entitled (restricted screen, not Pro). */
export const imageSchema = z
  .object({
    thumb: z.string(),
    full: z.string().nullable(),
    preview: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    dominantColor: z.string(),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof imageSchema>;

export const screenSchema = z
  .object({
    id: idSchema,
    uuid: z.string(),
    app: appRefSchema,
    image: imageSchema,
    screenType: screenTypeSchema,
    patternCategories: z.array(categoryRefSchema),
    /** null when the viewer is not entitled to a restricted screen */
    textInScreen: z.string().nullable(),
    is_restricted: z.boolean(),
    position: z.number().int(),
  })
  .meta({ id: 'Screen' });
export type Screen = z.infer<typeof screenSchema>;

/** A screen with its neighbours in the app, for previous/next in the preview. */
export const screenDetailSchema = screenSchema
  .extend({ previous: z.string().nullable(), next: z.string().nullable() })
  .meta({ id: 'ScreenDetail' });
export type ScreenDetail = z.infer<typeof screenDetailSchema>;

export const appSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    slug: z.string(),
    logo: z.string(),
    description: z.string(),
    platform: platformSchema,
    website: z.string().nullable(),
    productCategories: z.array(categoryRefSchema),
    screenCount: z.number().int().nonnegative(),
    flowCount: z.number().int().nonnegative(),
    componentCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'App' });
export type App = z.infer<typeof appSchema>;

export const flowSchema = z
  .object({
    id: idSchema,
    uuid: z.string(),
    title: z.string(),
    app: appRefSchema,
    flowCategories: z.array(categoryRefSchema),
    screens: z.array(screenSchema),
    screenCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'Flow' });
export type Flow = z.infer<typeof flowSchema>;

export const componentSchema = z
  .object({
    id: idSchema,
    uuid: z.string(),
    app: appRefSchema,
    screenUuid: z.string(),
    crop: z.object({
      x: z.number().int(),
      y: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
    }),
    image: imageSchema,
    is_restricted: z.boolean(),
    componentCategories: z.array(categoryRefSchema),
    tags: z.array(categoryRefSchema),
  })
  .meta({ id: 'Component' });
export type Component = z.infer<typeof componentSchema>;

export const CATEGORY_KINDS = ['screen-types', 'product', 'pattern', 'flow', 'component'] as const;
export const categoryKindSchema = z.enum(CATEGORY_KINDS);
export type CategoryKind = z.infer<typeof categoryKindSchema>;

export const categorySchema = z
  .object({
    id: idSchema,
    title: z.string(),
    slug: z.string(),
    count: z.number().int().nonnegative(),
    featured: z.boolean(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const tagSchema = z
  .object({ id: idSchema, title: z.string(), slug: z.string(), count: z.number().int().nonnegative() })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

// Queries ----------------------------------------------------------------------------------------

/** Comma-separated positive ids ("3,1,2"): parsed to a sorted, duplicate-free list; bad ids are refused. */
export const idListSchema = z
  .string()
  .max(2_000)
  .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, 'must be comma-separated positive ids')
  .transform((value) =>
    [...new Set(value.split(',').map((part) => Number(part.trim())))].sort((a, b) => a - b),
  )
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_FILTER_ID), 'ids must be between 1 and 2147483647')
  .refine((ids) => ids.length <= MAX_FILTER_IDS, `must list at most ${MAX_FILTER_IDS} ids`);

const screenTypeListSchema = z
  .string()
  .max(100)
  .transform((value) =>
    [...new Set(value.split(',').map((part) => part.trim().toLowerCase()))].filter(Boolean),
  )
  .pipe(z.array(screenTypeSchema, { error: 'must be marketing and/or application' }));

const textSchema = z
  .string()
  .trim()
  .max(MAX_FILTER_TEXT_LENGTH, `must be at most ${MAX_FILTER_TEXT_LENGTH} characters`);

/** The backend filter fields of spec section 3, as query parameters. */
export const filterQuerySchema = z.object({
  text_in_screen: textSchema.optional(),
  term: textSchema.optional(),
  product_cats: idListSchema.optional(),
  pattern_cats: idListSchema.optional(),
  flow_cats: idListSchema.optional(),
  component_cats: idListSchema.optional(),
  products: idListSchema.optional(),
  screen_types: screenTypeListSchema.optional(),
  apps: idListSchema.optional(),
  is_favorited: z
    .enum(['1', '0', ''], { error: 'must be 1 when set' })
    .transform((value) => value === '1')
    .optional(),
});
export type FilterQuery = z.output<typeof filterQuerySchema>;

export const screensQuerySchema = filterQuerySchema.extend(pageQuerySchema.shape).extend({
  order: z.enum(['recent', 'position']).default('recent'),
});
export const listQuerySchema = filterQuerySchema.extend(pageQuerySchema.shape);
export const appsQuerySchema = listQuerySchema.extend({ platform: platformSchema.optional() });
export const componentsQuerySchema = listQuerySchema.extend({ tag: slugSchema.optional() });

export const uuidParamsSchema = z.object({ uuid: uuidSchema });
export const slugParamsSchema = z.object({ slug: slugSchema });
export const categoryParamsSchema = z.object({ kind: categoryKindSchema });
export const categorySlugParamsSchema = z.object({ kind: categoryKindSchema, slug: slugSchema });
export const similarQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(60).default(24) });

// Pages ------------------------------------------------------------------------------------------

export const screenPageSchema = pageOf(screenSchema).meta({ id: 'ScreenPage' });
export const appPageSchema = pageOf(appSchema).meta({ id: 'AppPage' });
export const flowPageSchema = pageOf(flowSchema).meta({ id: 'FlowPage' });
export const componentPageSchema = pageOf(componentSchema).meta({ id: 'ComponentPage' });
export type ScreenPage = z.infer<typeof screenPageSchema>;
export type AppPage = z.infer<typeof appPageSchema>;
export type FlowPage = z.infer<typeof flowPageSchema>;
export type ComponentPage = z.infer<typeof componentPageSchema>;

export const categoryListSchema = z.object({ kind: categoryKindSchema, items: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
export const tagListSchema = z.object({ items: z.array(tagSchema) });
