/**
 * Apps (products) of the library.
 *
 * - `GET /apps` with `appsQuerySchema` → `appPageSchema`.
 * - `GET /apps/{slug}` (params `slugParamsSchema`) → `appDetailSchema`.
 * - The app's tabs use the screen, flow and component lists: `GET /apps/{slug}/screens|marketing|flows|components`.
 */
import { z } from 'zod';
import { categoryRefSchema, platformSchema } from './category.js';
import {
  countSchema,
  hrefSchema,
  idSchema,
  isoDateTimeSchema,
  pageOf,
  slugSchema,
  uuidSchema,
  webUrlSchema,
} from './common.js';
import { idListQueryParam, listQuerySchema, textQueryParam } from './filters.js';

export { PLATFORMS, type Platform, platformSchema } from './category.js';

/** An app as screens, flows and components refer to it. */
export const appRefSchema = z
  .object({
    id: idSchema,
    title: z.string().min(1).max(200),
    slug: slugSchema,
    logo: hrefSchema.describe('The app icon.'),
  })
  .meta({ id: 'AppRef' });
export type AppRef = z.infer<typeof appRefSchema>;

/** What every item of the library (a screen, a flow, a component) starts with: its ids and its app. */
export const libraryItemShape = {
  id: idSchema,
  uuid: uuidSchema,
  app: appRefSchema,
  platform: platformSchema.describe("The app's platform."),
};

/** An app with its description, categories and counts. */
export const appSchema = appRefSchema
  .extend({
    description: z.string().max(5000),
    platform: platformSchema,
    website: webUrlSchema.nullable(),
    productCategories: z.array(categoryRefSchema),
    screenCount: countSchema,
    flowCount: countSchema,
    componentCount: countSchema,
    redesignedAt: isoDateTimeSchema
      .nullable()
      .describe('When it was last redesigned: its newest version that changed, added or lost a screen.'),
  })
  .meta({ id: 'App' });
export type App = z.infer<typeof appSchema>;

/** One version of a product: its app on one platform. */
export const appVersionSchema = z
  .object({ slug: slugSchema, platform: platformSchema })
  .meta({ id: 'AppVersion' });
export type AppVersion = z.infer<typeof appVersionSchema>;

/** `GET /apps/{slug}`: the app, and the product's apps on each platform the library has it on. */
export const appDetailSchema = appSchema
  .extend({
    versions: z
      .array(appVersionSchema)
      .max(3)
      .describe(
        'The product on each platform the library has it on (apps of the same name), this app included: iOS, Android, then web.',
      ),
  })
  .meta({ id: 'AppDetail' });
export type AppDetail = z.infer<typeof appDetailSchema>;

export const appPageSchema = pageOf(appSchema).meta({ id: 'AppPage' });
export type AppPage = z.infer<typeof appPageSchema>;

/** Query of `GET /apps`: the filters, a page and an optional platform. */
/** How the apps are ordered: by name, or the most recently redesigned first (those never redesigned left out). */
export const APP_SORTS = ['title', 'redesigned'] as const;
export type AppSort = (typeof APP_SORTS)[number];

export const appsQuerySchema = listQuerySchema.extend({
  platform: platformSchema.optional(),
  sort: z
    .enum(APP_SORTS)
    .default('title')
    .describe('`title` (A to Z), or `redesigned`: the apps redesigned, the most recent first.'),
});
export type AppsQuery = z.output<typeof appsQuerySchema>;
export type AppsQueryInput = z.input<typeof appsQuerySchema>;

/**
 * `GET /app-names?q=&ids=`: apps by name, for the filter bar's Apps menu: the apps of `ids`, or the first
 * 20 whose name contains `q` (all apps by title without either). Names, logos and screen counts only; a
 * lookup of the menu, not a search of the library, so it spends no search and counts no view.
 */
export const appNamesQuerySchema = z.strictObject({
  q: textQueryParam('q', 'Part of an app name.').optional(),
  ids: idListQueryParam('ids', 'App ids, comma-separated.').optional(),
});
export type AppNamesQuery = z.output<typeof appNamesQuerySchema>;
export type AppNamesQueryInput = z.input<typeof appNamesQuerySchema>;

/**
 * An app as the Apps menu offers it: its name, logo, platform (a product on several platforms is an app
 * per platform, of one name) and how many screens it has.
 */
export const appNameSchema = appRefSchema
  .extend({
    platform: platformSchema,
    screenCount: countSchema.describe('Screens of the app in the library.'),
  })
  .meta({ id: 'AppName' });
export type AppName = z.infer<typeof appNameSchema>;

export const appNamesSchema = z.object({ items: z.array(appNameSchema) }).meta({ id: 'AppNames' });
export type AppNames = z.infer<typeof appNamesSchema>;
