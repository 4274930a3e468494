/**
 * Categories (spec section 3): screen types, product, pattern, flow and component categories.
 *
 * - `GET /categories/{kind}` → `categoryListSchema` (featured first, then by title).
 * - `GET /categories/{kind}/{slug}` → `categoryWithKindSchema`.
 *
 * The screen type slugs are kept here rather than imported from `@pageshelf/domain/categories`
 * (written concurrently); they must stay equal to the domain's `SCREEN_TYPE_SLUGS`.
 */
import { z } from 'zod';
import { countSchema, idSchema, slugSchema } from './common.js';

export const CATEGORY_KINDS = ['screen-types', 'product', 'pattern', 'flow', 'component'] as const;
export const categoryKindSchema = z
  .enum(CATEGORY_KINDS, { error: 'kind must be one of screen-types, product, pattern, flow, component' })
  .meta({ id: 'CategoryKind' });
export type CategoryKind = z.infer<typeof categoryKindSchema>;

/** The two screen types, by slug (spec section 3): Marketing screens and Application screens. */
/** The platforms (equal to the domain's `PLATFORM_SLUGS`): every app, screen, flow and component has one. */
export const PLATFORMS = ['ios', 'android', 'web'] as const;
export const platformSchema = z
  .enum(PLATFORMS, { error: 'platform must be one of ios, android, web' })
  .meta({ id: 'Platform' });
export type Platform = z.infer<typeof platformSchema>;

export const SCREEN_TYPE_SLUGS = ['marketing', 'application'] as const;
export const screenTypeSchema = z.enum(SCREEN_TYPE_SLUGS).meta({
  id: 'ScreenType',
  description: 'marketing (Marketing screens) or application (Application screens).',
});
export type ScreenType = z.infer<typeof screenTypeSchema>;

/** A category as items refer to it. */
export const categoryRefSchema = z
  .object({ id: idSchema, title: z.string().min(1).max(200), slug: slugSchema })
  .meta({ id: 'CategoryRef' });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** A category with its item count, as the filter menus and category pages show it. */
export const categorySchema = z
  .object({
    id: idSchema,
    title: z.string().min(1).max(200),
    slug: slugSchema,
    count: countSchema.describe(
      'Items in the category; with filters in the query of `GET /categories/{kind}`, the items the list would show with that category picked instead of the others of its kind.',
    ),
    countCapped: z
      .literal(true)
      .optional()
      .describe('Present when counting stopped early (large libraries): the count is at least `count`.'),
    featured: z.boolean().describe('Featured categories are listed first.'),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

/** A category together with its kind (category page, search results). */
export const categoryWithKindSchema = categorySchema
  .extend({ kind: categoryKindSchema })
  .meta({ id: 'CategoryWithKind' });
export type CategoryWithKind = z.infer<typeof categoryWithKindSchema>;

/**
 * `GET /categories/{kind}`: every category of a kind, featured first then by title. The query takes the
 * list filters (`filterQuerySchema`): then each count is under them (facet counts).
 */
export const categoryListSchema = z
  .object({ kind: categoryKindSchema, items: z.array(categorySchema) })
  .meta({ id: 'CategoryList' });
export type CategoryList = z.infer<typeof categoryListSchema>;

/** Path parameters of `GET /categories/{kind}`. */
export const categoryParamsSchema = z.object({ kind: categoryKindSchema });
export type CategoryParams = z.infer<typeof categoryParamsSchema>;

/** Path parameters of `GET /categories/{kind}/{slug}`. */
export const categorySlugParamsSchema = z.object({ kind: categoryKindSchema, slug: slugSchema });
export type CategorySlugParams = z.infer<typeof categorySlugParamsSchema>;

/**
 * Path parameters of a category page's list (`GET /categories/{kind}/{slug}/screens`, `.../flows`,
 * `.../components`, `.../apps`), the kind limited to the kinds of that list. A category page is
 * browsing, not searching: its first page is a view, and spends a search only when filters are added.
 */
function categoryListParams<const K extends CategoryKind>(kinds: readonly [K, ...K[]]) {
  return z.object({
    kind: z.enum(kinds, { error: `kind must be ${kinds.join(' or ')} for this list` }),
    slug: slugSchema,
  });
}
/** `GET /categories/{pattern|screen-types}/{slug}/screens`. */
export const categoryScreensParamsSchema = categoryListParams(['pattern', 'screen-types']);
/** `GET /categories/flow/{slug}/flows`. */
export const categoryFlowsParamsSchema = categoryListParams(['flow']);
/** `GET /categories/component/{slug}/components`. */
export const categoryComponentsParamsSchema = categoryListParams(['component']);
/** `GET /categories/product/{slug}/apps`. */
export const categoryAppsParamsSchema = categoryListParams(['product']);
