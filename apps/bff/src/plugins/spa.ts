/**
 * Serves the built SPA (apps/web/dist by default):
 * - `/assets/*`: hashed build output, cached for a year as immutable, in brotli or gzip when the build
 *   precompressed it and the browser accepts it;
 * - other files of the build (favicon...): `no-cache` (`/robots.txt` is the BFF's own, `routes/robots.ts`);
 * - `/` and every other GET that is not a file (history fallback): `index.html` with `no-cache` and,
 *   for a browser without one, a new device cookie (see `session`). The status says whether the address
 *   is a page: 200 for the page routes of the domain's table (`matchPageRoute`), 404 for any other
 *   address or a page whose parameter is not valid (the SPA then shows 'Page not found: {path}'), and
 *   404 for a library item or slug, or a document, that does not exist. The page's head (title,
 *   description, canonical address, link preview, structured data) is written in (`lib/page-head.ts`);
 * - `/build-manifest.json`: `{ buildId, builtAt }` with `no-cache`, polled by the SPA to reload itself
 *   after a deploy; read from the build's own manifest, else derived from index.html.
 *
 * The build is read from disk on each request (index.html is re-read when it changes), so deploying a
 * new build needs no restart. Without a build, a small built-in page says so, and the product still starts.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type BuildManifest, buildManifestSchema } from '@pageshelf/contracts/build-manifest';
import { VISIT_COUNT_COOKIE } from '@pageshelf/domain/constants';
import { matchPageRoute, SERVER_RENDERED_PATTERNS } from '@pageshelf/domain/routes';
import { authHref } from '@pageshelf/domain/sign-in';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { BffConfig } from '../env.js';
import { isApiPath } from '../lib/api-path.js';
import {
  compressPage,
  gzipOf,
  type KeptPage,
  KeptPages,
  keptPage,
  keptPageKey,
  pageBytes,
  pageEncodingOf,
  RenderRecord,
  servesKept,
  signedQueries,
} from '../lib/kept-pages.js';
import { PageHeads, withHead } from '../lib/page-head.js';
import {
  ACCEPTED_CLIENT_HINTS,
  pageCalls,
  renderPage,
  ServerEntryFile,
  sendRendered,
  splitIndex,
  viewportOf,
} from '../lib/server-render.js';
import type { UpstreamClient } from '../lib/upstream.js';
import { countKeptPage, isCountedPage, visitsUsed } from '../lib/visit-cap.js';
import { ensureDeviceCookie, readableCookieOptions } from './session.js';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** The render a request makes for the next visitors, until it is handed over to be kept. */
interface Keeping {
  end: ((page: KeptPage | null) => void) | null;
}

/** Memory the pages kept for visitors may hold (a rendered page is 40–120 KB). */
const KEPT_PAGES_MAX_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyReply {
    /** Answers the SPA's index.html (or the not-built page): 200 for a page route, else 404. */
    sendSpa(): Promise<FastifyReply>;
  }
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pageshelf</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:0 .25rem}</style>
</head>
<body>
<h1>Pageshelf</h1>
<p>The web app is not built yet. Run <code>pnpm build</code> (it builds <code>apps/web</code>), then reload this page.</p>
<p>The API is served under <code>/api</code>.</p>
</body>
</html>
`;

interface IndexFile {
  readonly html: Buffer;
  readonly mtimeMs: number;
  readonly size: number;
  readonly hash: string;
}

/** Reads the build's files, keeping index.html in memory until it changes on disk. */
export class SpaBuild {
  private cachedIndex: IndexFile | null = null;
  private readonly startedAt = new Date();

  constructor(readonly distDir: string) {}

  /** index.html of the build, or null when there is no build. */
  async index(): Promise<IndexFile | null> {
    const path = join(this.distDir, 'index.html');
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(path);
    } catch {
      this.cachedIndex = null;
      return null;
    }
    if (!info.isFile()) return null;
    const cached = this.cachedIndex;
    if (cached !== null && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    try {
      const html = await readFile(path);
      const hash = createHash('sha256').update(html).digest('hex').slice(0, 16);
      this.cachedIndex = { html, mtimeMs: info.mtimeMs, size: info.size, hash };
      return this.cachedIndex;
    } catch {
      return null;
    }
  }

  /** The build manifest: the build's `build-manifest.json` when valid, else derived from index.html. */
  async manifest(): Promise<BuildManifest> {
    try {
      const text = await readFile(join(this.distDir, 'build-manifest.json'), 'utf8');
      const parsed = buildManifestSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // no manifest in the build: derive one below
    }
    const index = await this.index();
    if (index === null) return { buildId: 'not-built', builtAt: this.startedAt.toISOString() };
    return { buildId: index.hash, builtAt: new Date(index.mtimeMs).toISOString() };
  }
}

/** The path of a raw request URL, without its query. */
export function pathnameOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** Whether a GET path falls back to the SPA: not the API, not media, not a build asset. */
export function isSpaRoute(pathname: string): boolean {
  if (isApiPath(pathname)) return false;
  if (pathname === '/media' || pathname.startsWith('/media/')) return false;
  if (pathname === '/assets' || pathname.startsWith('/assets/')) return false;
  return true;
}

function isInside(directory: string, path: string): boolean {
  const rel = relative(directory, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
}

export const spaPlugin = fastifyPlugin<{ config: BffConfig; upstream: UpstreamClient }>(
  async (app, { config, upstream }) => {
    const build = new SpaBuild(config.webDistDir);
    const heads = new PageHeads(upstream, config.webDistDir, app.log);
    const assetsDir = join(config.webDistDir, 'assets');
    const serverEntry = new ServerEntryFile(config.webServerEntry, app.log);
    const rendered = new Set(SERVER_RENDERED_PATTERNS);
    const kept = new KeptPages({
      keepMs: config.serverRenderKeepMs,
      maxBytes: KEPT_PAGES_MAX_BYTES,
      renderMs: config.serverRenderTimeoutMs,
    });

    /** The headers of a page drawn for the device that asked (Chromium says its width from the next page on). */
    const drawnFor = (reply: FastifyReply) =>
      reply
        .header('accept-ch', ACCEPTED_CLIENT_HINTS)
        .header('vary', 'User-Agent, Sec-CH-UA-Mobile, Sec-CH-Viewport-Width, Accept-Encoding');

    /**
     * A page kept for visitors (lib/kept-pages.ts), counted for this visitor as its render was: sent, or
     * the visitor sent to sign in past the cap; null when the API did not count it (rendered afresh).
     */
    async function sendKept(reply: FastifyReply, page: KeptPage): Promise<FastifyReply | null> {
      const { request } = reply;
      let signed: Buffer[] = [];
      if (page.views.length > 0 || page.pictures.length > 0) {
        const counted = await countKeptPage(upstream, request, page);
        if (counted.kind === 'unanswered') return null;
        if (counted.kind === 'capped')
          return reply.header('cache-control', NO_CACHE).redirect(authHref(request.url, 'visits'), 303);
        const queries = signedQueries(page, counted.pictures);
        if (queries === null) return null;
        signed = queries;
        if (page.views.length > 0)
          reply.setCookie(VISIT_COUNT_COOKIE, String(counted.visitCount), readableCookieOptions(config));
      }
      drawnFor(reply)
        .code(200)
        .header('cache-control', NO_CACHE)
        .header('x-cache', 'HIT')
        .type('text/html; charset=utf-8');
      const encoding = pageEncodingOf(request.headers['accept-encoding']);
      if (encoding === null) return reply.send(pageBytes(page, signed));
      // Compressed once when kept: gzip is spliced with this visitor's queries, brotli only for a page
      // without any; else compressed as it is sent.
      const compressed =
        encoding === 'gzip' ? gzipOf(page, signed) : page.slots.length === 0 ? page.brotli : null;
      return reply
        .header('content-encoding', encoding)
        .send(compressed ?? (await compressPage(pageBytes(page, signed), encoding)));
    }

    async function sendIndex(reply: FastifyReply): Promise<FastifyReply> {
      ensureDeviceCookie(reply.request, reply, config);
      const index = await build.index();
      const { request } = reply;
      const path = pathnameOf(request.url);
      const match = matchPageRoute(path);
      const known = index !== null && match !== null ? match : null;
      const viewport = viewportOf(request.headers);
      // A visitor's public entry page: the one kept from another visitor's render, when there is one;
      // else this request renders the page the next visitors are served.
      const keeping: Keeping = { end: null };
      if (
        known !== null &&
        index !== null &&
        rendered.has(known.pattern) &&
        kept.enabled &&
        servesKept(request)
      ) {
        const found = await kept.lookup(keptPageKey(index.hash, viewport, request.url));
        if ('page' in found) {
          const sent = await sendKept(reply, found.page);
          if (sent !== null) return sent;
        } else keeping.end = found.end;
      }
      try {
        return await sendPage(reply, { index, path, match, known, viewport }, keeping);
      } finally {
        keeping.end?.(null); // a page not handed over to be kept
      }
    }

    async function sendPage(
      reply: FastifyReply,
      page: {
        index: Awaited<ReturnType<SpaBuild['index']>>;
        path: string;
        match: ReturnType<typeof matchPageRoute>;
        known: ReturnType<typeof matchPageRoute>;
        viewport: ReturnType<typeof viewportOf>;
      },
      keeping: Keeping,
    ): Promise<FastifyReply> {
      const { request } = reply;
      const { index, path, match, known, viewport } = page;
      // A visitor whose free views are used, opening a library page: to sign in, as the SPA would send
      // them. Asked beside the page's own head and status (an unknown screen or slug is a 404). A browser
      // without a device cookie has used none on it (its address alone, shared behind one NAT, is not
      // asked here: the data calls hold it to its limit).
      const [capped, head] = await Promise.all([
        known !== null &&
        request.sessionToken === null &&
        request.deviceId !== null &&
        isCountedPage(known.pattern)
          ? visitsUsed(upstream, request)
          : false,
        known !== null ? heads.headOf(known, path) : null,
      ]);
      if (capped)
        return reply.header('cache-control', NO_CACHE).redirect(authHref(request.url, 'visits'), 303);
      const status = match === null ? 404 : (head?.status ?? 200);
      reply.code(status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
      if (index === null) return reply.send(NOT_BUILT_PAGE);
      const html =
        head === null ? index.html : withHead(index.html.toString('utf8'), head, config.publicOrigin);
      // A public entry page arrives rendered (lib/server-render.ts); a 404 is the browser's to draw.
      const parts =
        status === 200 && known !== null && rendered.has(known.pattern) ? splitIndex(html.toString()) : null;
      if (parts === null) return reply.send(html);
      drawnFor(reply);
      const setCookies: string[] = [];
      const record = keeping.end === null ? undefined : new RenderRecord();
      const render = await renderPage(
        serverEntry,
        {
          url: request.url,
          fetch: pageCalls(app, request, setCookies, `${config.publicOrigin}${request.url}`, record),
          viewport,
        },
        config.serverRenderTimeoutMs,
        request.log,
      );
      if (render === null) return reply.send(html);
      for (const cookie of setCookies) reply.header('set-cookie', cookie);
      const views = record?.views() ?? null;
      const keep = views === null ? null : keeping.end;
      if (keep === null || views === null) return sendRendered(reply, parts, render);
      keeping.end = null; // handed over: kept once it has been sent whole
      reply.header('x-cache', 'MISS');
      return sendRendered(reply, parts, render, (body) => keep(body === null ? null : keptPage(body, views)));
    }

    app.decorateReply('sendSpa', function (this: FastifyReply) {
      return sendIndex(this);
    });

    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The build writes brotli and gzip beside each text asset (apps/web/tools/precompress.ts): served
      // with Content-Encoding and Vary: Accept-Encoding to browsers that accept them, never compressed here.
      preCompressed: true,
      dotfiles: 'ignore',
      setHeaders: (reply, path) => {
        reply.header('cache-control', isInside(assetsDir, path) ? IMMUTABLE_CACHE : NO_CACHE);
        // The same address answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
        reply.header('vary', 'Accept-Encoding');
      },
    });

    app.get('/', async (_request: FastifyRequest, reply) => sendIndex(reply));

    app.get(
      '/build-manifest.json',
      { schema: { response: { 200: buildManifestSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', NO_CACHE);
        return build.manifest();
      },
    );
  },
  { name: 'pageshelf-spa' },
);
