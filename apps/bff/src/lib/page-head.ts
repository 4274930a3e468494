/**
 * The head a page's HTML arrives with (issue 28, parts 2 and 3), so a crawler or a chat app that reads
 * only the HTML sees the page's title, description, canonical address, link preview and structured
 * data, and an unknown address answers 404:
 * - the library's pages (a screen, flow, component, app, category or tag) are headed by the API's
 *   `GET /page-head?path=`, which counts no view (kept here for a minute, at most 2,000);
 * - the site's own pages and its documents (blog, glossary, interviews) by the web build's
 *   `page-heads.json`: a document the build does not hold is not found;
 * - any other page keeps the head of index.html.
 * An API that fails or is slow (over `HEAD_TIMEOUT_MS`) leaves the page with index.html's head and 200:
 * the page itself still works, as it did before heads.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type PageHead, pageHeadSchema, SOCIAL_CARD_SIZE } from '@pageshelf/contracts/page-head';
import { LIBRARY_PAGE_PATTERNS, type PageRouteMatch } from '@pageshelf/domain/routes';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { UpstreamClient } from './upstream.js';
import { jsonOf } from './upstream-reply.js';

/** How long a page waits for its head from the API before it is sent with index.html's. */
export const HEAD_TIMEOUT_MS = 2_000;
const KEPT_HEADS = 2_000;
const HEAD_TTL_MS = 60_000;

/** The page patterns the API heads (`PAGE_ROUTE_PATTERNS` of the domain). */
const LIBRARY_PATTERNS: ReadonlySet<string> = new Set([
  ...LIBRARY_PAGE_PATTERNS.filter((pattern) => pattern.includes(':')),
  '/components/tags/:tagSlug',
  '/tags/:tagSlug',
]);

/** The documents' patterns: a slug the build's `page-heads.json` does not hold is not found. */
const DOCUMENT_PATTERNS: ReadonlySet<string> = new Set([
  '/blog/:blogSlug',
  '/glossary/:glossarySlug',
  '/interviews/:interviewSlug',
]);

/** `page-heads.json` of the web build: the head of each of its own pages and documents. */
export const buildHeadsSchema = z.object({
  heads: z.record(z.string().startsWith('/'), z.object({ title: z.string(), description: z.string() })),
});
type BuildHeads = z.infer<typeof buildHeadsSchema>['heads'];

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  );

/** JSON inside a `<script>`: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A root-relative address of the structured data (`item`, `contentUrl`) made absolute. */
function absolute(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absolute(item, origin));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'item' || key === 'contentUrl') && typeof item === 'string' && item.startsWith('/')
        ? `${origin}${item}`
        : absolute(item, origin),
    ]),
  );
}

/** index.html with `head`: its title and description replaced, the link preview and structured data added. */
export function withHead(html: string, head: PageHead, origin: string): string {
  const url = `${origin}${head.canonicalPath}`;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const image = head.image;
  const tags = [
    ...(head.status === 404 ? ['<meta name="robots" content="noindex">'] : []),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    '<meta property="og:site_name" content="Pageshelf">',
    '<meta property="og:type" content="website">',
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(`${origin}${image.path}`)}">`,
          `<meta property="og:image:width" content="${SOCIAL_CARD_SIZE.width}">`,
          `<meta property="og:image:height" content="${SOCIAL_CARD_SIZE.height}">`,
          `<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`,
          '<meta name="twitter:card" content="summary_large_image">',
          `<meta name="twitter:image" content="${escapeHtml(`${origin}${image.path}`)}">`,
        ]
      : ['<meta name="twitter:card" content="summary">']),
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${scriptJson(absolute(data, origin))}</script>`,
    ),
  ];
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?>/,
      () => `<meta name="description" content="${description}">`,
    )
    .replace('</head>', () => `${tags.join('\n')}\n</head>`);
}

/** The head of a site page or document from the web build (`null` when the build has none). */
function buildHead(heads: BuildHeads, path: string): PageHead | null {
  const known = heads[path];
  if (!known) return null;
  return { status: 200, ...known, canonicalPath: path, image: null, jsonLd: [] };
}

const notFound = (path: string): PageHead => ({
  status: 404,
  title: 'Page not found · Pageshelf',
  description: 'There is no page at this address.',
  canonicalPath: path,
  image: null,
  jsonLd: [],
});

export class PageHeads {
  private readonly library = new LRUCache<string, PageHead>({ max: KEPT_HEADS, ttl: HEAD_TTL_MS });
  private built: { mtimeMs: number; heads: BuildHeads } | null = null;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly distDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The head of a page (`match` of its path), or null to keep index.html's. */
  async headOf(match: PageRouteMatch, path: string): Promise<PageHead | null> {
    const canonical = path.length > 1 ? path.replace(/\/$/, '') : path;
    if (LIBRARY_PATTERNS.has(match.pattern)) return this.fromApi(canonical);
    const heads = await this.buildHeads();
    if (heads === null) return null;
    const head = buildHead(heads, canonical);
    if (head === null && DOCUMENT_PATTERNS.has(match.pattern)) return notFound(canonical);
    return head;
  }

  private async fromApi(path: string): Promise<PageHead | null> {
    const kept = this.library.get(path);
    if (kept) return kept;
    try {
      const response = await this.upstream.buffered({
        method: 'GET',
        path: `/page-head?path=${encodeURIComponent(path)}`,
        headers: { accept: 'application/json' },
        timeoutMs: HEAD_TIMEOUT_MS,
      });
      const parsed = response.statusCode === 200 ? pageHeadSchema.safeParse(jsonOf(response)) : null;
      if (!parsed?.success) {
        this.log.warn({ path, statusCode: response.statusCode }, 'page head: the API gave none');
        return null;
      }
      this.library.set(path, parsed.data);
      return parsed.data;
    } catch (error) {
      this.log.warn({ path, err: error }, 'page head: the API did not answer');
      return null;
    }
  }

  /** The web build's heads, read again when the file changes; null when the build has none. */
  private async buildHeads(): Promise<BuildHeads | null> {
    const file = join(this.distDir, 'page-heads.json');
    const info = await stat(file).catch(() => null);
    if (info === null) return null;
    if (this.built?.mtimeMs === info.mtimeMs) return this.built.heads;
    try {
      const heads = buildHeadsSchema.parse(JSON.parse(await readFile(file, 'utf8'))).heads;
      this.built = { mtimeMs: info.mtimeMs, heads };
      return heads;
    } catch (error) {
      this.log.warn({ err: error }, 'page heads: page-heads.json of the build is not valid');
      return null;
    }
  }
}
