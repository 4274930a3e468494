/**
 * The library's part of the sitemap: the API lists the public addresses of apps, screens, flows,
 * components, categories and tags, in files of at most 50,000 addresses (the sitemaps.org limit); the BFF
 * turns them into `/sitemap.xml` (an index) and `/sitemaps/{kind}-{page}.xml`.
 */
import { z } from 'zod';

export const SITEMAP_KINDS = ['apps', 'screens', 'flows', 'components', 'categories', 'tags'] as const;
export const sitemapKindSchema = z
  .enum(SITEMAP_KINDS, { error: `kind must be one of ${SITEMAP_KINDS.join(', ')}` })
  .meta({ id: 'SitemapKind' });
export type SitemapKind = z.infer<typeof sitemapKindSchema>;

/** Addresses per sitemap file (sitemaps.org allows at most 50,000). */
export const SITEMAP_FILE_SIZE = 50_000;

/** `GET /sitemap`: the library's sitemap files. */
export const sitemapIndexSchema = z
  .object({
    files: z.array(
      z.object({
        kind: sitemapKindSchema,
        page: z.number().int().min(1),
        urls: z.number().int().min(1).max(SITEMAP_FILE_SIZE),
      }),
    ),
  })
  .meta({ id: 'SitemapIndex' });
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

export const sitemapFileParamsSchema = z.strictObject({
  kind: sitemapKindSchema,
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000),
});

/** `GET /sitemap/{kind}/{page}`: the site paths of one file, e.g. `/pages/{uuid}`. */
export const sitemapFileSchema = z
  .object({ paths: z.array(z.string().startsWith('/')) })
  .meta({ id: 'SitemapFile' });
export type SitemapFile = z.infer<typeof sitemapFileSchema>;
