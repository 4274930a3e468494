/**
 * Between the BFF and the API for the pages the BFF keeps rendered for visitors (issue 28, part 5;
 * `apps/bff/src/lib/kept-pages.ts`): a page rendered for one visitor is served to the next ones, each
 * counted for the views its render counted and given its full pictures' addresses signed for them.
 *
 * - The API names each view it counts in the `visit-view` header (`VISIT_VIEW_HEADER`), beside the count.
 * - `POST /internal/page-views` (`keptPageViewsRequestSchema` → `keptPageViewsResponseSchema`), which
 *   the BFF alone may call (its proxy refuses `/api/internal/*`, and the API answers it only to a trusted
 *   proxy): counts the views for the caller as the content itself would (refused with the visit cap's
 *   error), then signs the page's full pictures for the caller.
 */
import { z } from 'zod';
import { countSchema } from './common.js';

/** A view's name as the API counted it: its item and path params, and the page of a list (printable ASCII). */
export const VIEW_NAME_PATTERN = /^[\x21-\x7e]{1,300}$/;

/** Most views one page counts, and most full pictures it holds, for the page to be kept. */
export const MAX_KEPT_PAGE_VIEWS = 8;
export const MAX_KEPT_PAGE_PICTURES = 200;

/**
 * A full picture's signed address in a page: `/media/{key}/full.webp?e={expiry}&s={signature}` or an
 * original's (`original.png|jpeg|webp`), with `&` as written in JSON (`&`, `\u0026`) or in HTML (`&amp;`).
 * Groups: the picture's path (`{key}/{file}`), and the query from `e=` on.
 */
export const SIGNED_PICTURE_ADDRESS =
  /\/media\/([a-z0-9][a-z0-9_/-]{0,960}\/(?:full\.webp|original\.(?:png|jpeg|webp)))\?(e=\d{1,12}(?:&amp;|&|\\u0026)s=[A-Za-z0-9_-]{22})/g;

/** A picture's path as `SIGNED_PICTURE_ADDRESS` finds it: `{key}/full.webp` or `{key}/original.{format}`. */
export const PICTURE_PATH_PATTERN =
  /^[a-z0-9][a-z0-9_-]{0,119}(?:\/[a-z0-9][a-z0-9_-]{0,119}){0,7}\/(?:full\.webp|original\.(?:png|jpeg|webp))$/;

export const keptPageViewsRequestSchema = z
  .strictObject({
    views: z
      .array(
        z
          .string({ error: 'views must be strings' })
          .regex(
            VIEW_NAME_PATTERN,
            'views must be names the visit-view header gave (printable, at most 300)',
          ),
        { error: 'views must be an array of view names' },
      )
      .max(MAX_KEPT_PAGE_VIEWS, `views must name at most ${MAX_KEPT_PAGE_VIEWS} views`),
    pictures: z
      .array(
        z
          .string({ error: 'pictures must be strings' })
          .regex(PICTURE_PATH_PATTERN, 'pictures must be paths {key}/full.webp or {key}/original.{format}'),
        { error: 'pictures must be an array of picture paths' },
      )
      .max(MAX_KEPT_PAGE_PICTURES, `pictures must name at most ${MAX_KEPT_PAGE_PICTURES} pictures`),
  })
  .meta({ id: 'KeptPageViewsRequest' });
export type KeptPageViewsRequest = z.infer<typeof keptPageViewsRequestSchema>;

export const keptPageViewsResponseSchema = z
  .object({
    visit_count: countSchema.describe('Views recorded for this visitor after these.'),
    visit_limit: countSchema.nullable().describe('Views allowed; null = unlimited.'),
    pictures: z
      .record(z.string(), z.string())
      .describe('Each picture path asked, with the query of its address signed for the caller (`e=…&s=…`).'),
  })
  .meta({ id: 'KeptPageViews' });
export type KeptPageViews = z.infer<typeof keptPageViewsResponseSchema>;
