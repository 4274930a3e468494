/**
 * `/sitemap.xml`: a sitemap index of every public address (spec section 2). It points at
 * `/sitemaps/pages.xml` (the SPA's own pages and content documents, listed by the web build in
 * `sitemap-pages.json`) and at one file per 50,000 library items (`/sitemaps/{kind}-{page}.xml`, read
 * from the API's `/sitemap`). Answers are kept for ten minutes; crawlers may cache them for an hour.
 *
 * A refusal of the API stays a refusal: a 4xx for a file (a page number past its range, a gone file) is
 * the usual 404; a 429 is a 429 with the API's Retry-After; for the index, a 404 (no library sitemap)
 * lists the site pages alone. Only a backend that cannot be read (5xx, no answer, a wrong shape) is a 502.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SITEMAP_KINDS,
  type SitemapKind,
  sitemapFileSchema,
  sitemapIndexSchema,
} from '@pageshelf/contracts/sitemap';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BffConfig } from '../env.js';
import type { UpstreamClient } from '../lib/upstream.js';
import { jsonOf, upstreamFailure } from '../lib/upstream-reply.js';

export type SitemapRoutesOptions = { readonly config: BffConfig; readonly upstream: UpstreamClient };

const MEMO_MS = 10 * 60_000;
const CACHE_CONTROL = 'public, max-age=3600';
const FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);
const pagesSchema = z.object({ paths: z.array(z.string().startsWith('/')) });

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function urlsetXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const entries = files.map(
    (file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A 4xx answer of the API: nothing under that name (or the API asks to slow down: 429). */
class RefusedByApi extends Error {
  override readonly name = 'RefusedByApi';
  constructor(
    readonly statusCode: number,
    readonly retryAfter: string | undefined,
  ) {
    super(`the API refused the sitemap call with ${statusCode}`);
  }
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Remembers each answer for a while, sharing one computation between concurrent callers. */
function memo() {
  const entries = new Map<string, { at: number; value: Promise<string> }>();
  return (key: string, compute: () => Promise<string>): Promise<string> => {
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < MEMO_MS) return hit.value;
    const value = compute();
    entries.set(key, { at: Date.now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (app, { config, upstream }) => {
  const origin = config.publicOrigin;
  const remember = memo();

  /** The API's answer to `path`; throws `RefusedByApi` for a 4xx, a 502 or 504 `HttpError` otherwise. */
  async function backend<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await upstream
      .buffered({ method: 'GET', path, headers: { accept: 'application/json' } })
      .catch((error: unknown) => {
        throw upstreamFailure(error);
      });
    if (response.statusCode >= 400 && response.statusCode < 500) {
      throw new RefusedByApi(response.statusCode, firstHeader(response.headers['retry-after']));
    }
    const parsed = response.statusCode === 200 ? schema.safeParse(jsonOf(response)) : null;
    if (!parsed?.success) throw new HttpError('upstream_unavailable');
    return parsed.data;
  }

  /** The XML of `key`, remembered; a 429 of the API becomes the BFF's own 429 with its Retry-After. */
  async function xmlOf(reply: FastifyReply, key: string, compute: () => Promise<string>): Promise<string> {
    try {
      return await remember(key, compute);
    } catch (error) {
      if (!(error instanceof RefusedByApi)) throw error;
      if (error.retryAfter !== undefined) reply.header('retry-after', error.retryAfter);
      throw new HttpError('rate_limited');
    }
  }

  async function sitePages(): Promise<string[]> {
    const text = await readFile(join(config.webDistDir, 'sitemap-pages.json'), 'utf8').catch(() => null);
    const parsed = text === null ? null : pagesSchema.safeParse(JSON.parse(text));
    return parsed?.success ? parsed.data.paths : ['/'];
  }

  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(xml);

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await xmlOf(reply, 'index', async () => {
      const index = await backend('/sitemap', sitemapIndexSchema).catch((error: unknown) => {
        if (!(error instanceof RefusedByApi) || error.statusCode === 429) throw error;
        if (error.statusCode !== 404) request.log.warn({ statusCode: error.statusCode }, error.message);
        return { files: [] };
      });
      const files = ['pages.xml', ...index.files.map((file) => `${file.kind}-${file.page}.xml`)];
      return sitemapIndexXml(origin, files);
    });
    return sendXml(reply, xml);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml')
      return sendXml(reply, await remember(file, async () => urlsetXml(origin, await sitePages())));
    const notFound = () => new HttpError('page_not_found', { params: { path: `/sitemaps/${file}` } });
    const match = FILE.exec(file);
    if (!match) throw notFound();
    const kind = match[1] as SitemapKind;
    const xml = await xmlOf(reply, file, async () => {
      const found = await backend(`/sitemap/${kind}/${match[2]}`, sitemapFileSchema).catch(
        (error: unknown) => {
          if (error instanceof RefusedByApi && error.statusCode !== 429) throw notFound();
          throw error;
        },
      );
      return urlsetXml(origin, found.paths);
    });
    return sendXml(reply, xml);
  });
};
