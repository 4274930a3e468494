/**
 * Server rendering of the public entry pages (issue 28, part 1). The web build's server bundle
 * (`WEB_SERVER_ENTRY`, loaded as a build artefact: the apps never import each other) renders a page
 * with React's streaming renderer; its data calls come back into this BFF by `inject`, with the
 * visitor's own cookies, address and browser, so they pass through the same session, rate limit,
 * single flight and proxy as the browser's own calls, and count a view exactly once, there. The browser
 * starts from those answers (the dehydrated query cache written after the markup) and asks nothing again.
 *
 * A page without a bundle, whose render fails or takes longer than `SERVER_RENDER_TIMEOUT_MS`, is sent
 * as before: index.html, rendered by the browser.
 */
import { stat } from 'node:fs/promises';
import { PassThrough, type Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  APP_HTML_END,
  APP_HTML_START,
  isServerEntry,
  SERVER_STATE_ID,
  type ServerEntry,
  type ServerRender,
} from '@pageshelf/contracts/server-render';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  InjectOptions,
} from 'fastify';
import { DEVICE_COOKIE, withPageDevice } from '../plugins/session.js';
import { pageCompressor, pageEncodingOf, type RenderRecord } from './kept-pages.js';

/** The page request's headers that its data calls carry, as the browser's own calls would. */
const CARRIED_HEADERS = [
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'cf-ipcountry',
  'cf-region',
  'cf-ipcity',
] as const;

/** How often the bundle's file is looked at again for a new build. */
const RECHECK_MS = 1_000;

/**
 * Loads the server bundle, again when the file changes (a deployment needs no restart); the file is
 * looked at once a second at most, not on every page.
 */
export class ServerEntryFile {
  private loaded: { mtimeMs: number; entry: Promise<ServerEntry | null> } | null = null;
  private checked: { at: number; entry: Promise<ServerEntry | null> } | null = null;

  constructor(
    readonly path: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  entry(): Promise<ServerEntry | null> {
    const now = Date.now();
    if (this.checked === null || now - this.checked.at >= RECHECK_MS)
      this.checked = { at: now, entry: this.check() };
    return this.checked.entry;
  }

  private async check(): Promise<ServerEntry | null> {
    const info = await stat(this.path).catch(() => null);
    if (info === null || !info.isFile()) return null;
    if (this.loaded?.mtimeMs !== info.mtimeMs) {
      const url = `${pathToFileURL(this.path).href}?v=${info.mtimeMs}`;
      const entry = import(url).then(
        (module: unknown) => {
          if (isServerEntry(module)) return module;
          this.log.error({ path: this.path }, 'the web server bundle has no render function');
          return null;
        },
        (error: unknown) => {
          this.log.error({ err: error, path: this.path }, 'the web server bundle did not load');
          return null;
        },
      );
      this.loaded = { mtimeMs: info.mtimeMs, entry };
    }
    return this.loaded.entry;
  }
}

/** React's preload of a picture rendered with `fetchPriority="high"` (the page's likely largest paint). */
const PRIORITY_PICTURE_PRELOAD = /<link rel="preload" as="image"[^<>]*? fetchPriority="high"[^<>]*?\/?>/g;
const STYLESHEET = /<link rel="stylesheet"[^<>]*>\n?\s*/g;

/**
 * The head of a rendered page (`before`: index.html up to `#root`'s content), asking first for what its
 * first paint needs: the stylesheet, then the pictures React preloads at high priority in `markup` (the
 * first tiles, a screen's picture), then the scripts. React writes those preloads where the page starts,
 * after the head's scripts and modulepreloads: a browser on a slow network then shares its bandwidth
 * between 150 KB of scripts and the largest picture (Lighthouse: most of the largest paint's time was its
 * request waiting). Unchanged when the markup has no such preload or the head no module script.
 */
export function headFirst(before: string, markup: string): string {
  const pictures = markup.match(PRIORITY_PICTURE_PRELOAD) ?? [];
  const scriptAt = before.indexOf('<script type="module"');
  if (pictures.length === 0 || scriptAt === -1) return before;
  const head = before.slice(0, scriptAt);
  const rest = before.slice(scriptAt);
  const stylesheets = rest.match(STYLESHEET) ?? [];
  const indent = /\n([ \t]*)$/.exec(head)?.[1] ?? '';
  return `${head}${[...stylesheets.map((link) => link.trim()), ...pictures].join(`\n${indent}`)}\n${indent}${rest.replace(STYLESHEET, '')}`;
}

/** Splits index.html around the content of `#root`; null when the markers are not there. */
export function splitIndex(html: string): { before: string; after: string } | null {
  const start = html.indexOf(APP_HTML_START);
  const end = html.indexOf(APP_HTML_END, start);
  if (start === -1 || end === -1) return null;
  return { before: html.slice(0, start), after: html.slice(end + APP_HTML_END.length) };
}

function setCookiesOf(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

/**
 * The page's data calls: `fetch` for the server bundle, answered by this BFF's own routes. Cookies the
 * answers set (the counters after a view) are gathered for the page's answer.
 */
export function pageCalls(
  app: FastifyInstance,
  request: FastifyRequest,
  setCookies: string[],
  referer: string,
  record?: RenderRecord,
): typeof fetch {
  // The cookies the browser presented: a device cookie minted for this page is not among them (a new
  // id is never forwarded, see plugins/session.ts), so a first page is counted as its calls would be.
  const cookie = request.headers.cookie;
  const carried: Record<string, string> = {};
  for (const name of CARRIED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') carried[name] = value;
  }
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const options: InjectOptions = {
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url,
      headers: {
        ...carried,
        ...Object.fromEntries(headers),
        ...(cookie ? { cookie } : {}),
        referer,
      },
      remoteAddress: request.socket.remoteAddress ?? '127.0.0.1',
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    };
    // As calls of the device id the page gives the browser (its full pictures are signed for it).
    const answer = await withPageDevice(request, (page) =>
      app.inject({ ...options, headers: { ...options.headers, ...page } }),
    ).catch((error: unknown) => {
      record?.failed();
      throw error;
    });
    // The page sets the device cookie it minted itself (its data calls mint the same one).
    const cookies = setCookiesOf(answer.headers).filter((value) => !value.startsWith(`${DEVICE_COOKIE}=`));
    record?.note(answer.statusCode, answer.headers, cookies);
    setCookies.push(...cookies);
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (name === 'set-cookie' || value === undefined) continue;
      answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/** The client hints a page asks Chromium for: the viewport's width, which grids are drawn at. */
export const ACCEPTED_CLIENT_HINTS = 'Sec-CH-Viewport-Width';

/**
 * The device that asks: its viewport's width when it said (a client hint Chromium sends once a page
 * asked for it, `ACCEPTED_CLIENT_HINTS`), and whether it is a phone (its mobile client hint, else its
 * User-Agent). Only the width grids are first drawn at hangs on it.
 */
export function viewportOf(headers: FastifyRequest['headers']): { width: number | null; mobile: boolean } {
  const hint = headers['sec-ch-ua-mobile'];
  const agent = headers['user-agent'];
  const mobile =
    hint === '?1' || (hint !== '?0' && typeof agent === 'string' && /Mobi|iPhone|Android/.test(agent));
  const width = headers['sec-ch-viewport-width'];
  const pixels = typeof width === 'string' && /^\d{3,4}$/.test(width.trim()) ? Number(width) : null;
  return { width: pixels !== null && pixels >= 200 && pixels <= 4000 ? pixels : null, mobile };
}

/** Renders the page, or null when it cannot be (no bundle, a failure, too slow). */
export async function renderPage(
  entries: ServerEntryFile,
  input: { url: string; fetch: typeof fetch; viewport: { width: number | null; mobile: boolean } },
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<ServerRender | null> {
  const entry = await entries.entry();
  if (entry === null) return null;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await Promise.race([
      entry.render({ ...input, signal }),
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
      ),
    ]);
  } catch (error) {
    log.warn({ err: error, url: input.url }, 'server render failed: the page is rendered by the browser');
    return null;
  }
}

/**
 * Sends index.html with the rendered page in `#root` and its answers after it, streamed. `sent`, when
 * given, is told the whole page once it was written (null when it could not be).
 */
export function sendRendered(
  reply: FastifyReply,
  index: { before: string; after: string },
  render: ServerRender,
  sent?: (page: Buffer | null) => void,
): FastifyReply {
  // Compressed for a browser that accepts it (the 75 KB screens page is 14 KB; the first paint waits
  // for them on a slow network).
  const encoding = pageEncodingOf(reply.request.headers['accept-encoding'] as string | undefined);
  const body: Transform = encoding === null ? new PassThrough() : pageCompressor(encoding);
  if (encoding !== null) reply.header('content-encoding', encoding);
  const written: Buffer[] = [];
  const write = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (sent) written.push(bytes);
    return bytes;
  };
  // The render is whole when handed over (React's `onAllReady`): its markup is read first, so that the
  // head can ask for the page's largest pictures before its scripts.
  const markup = new PassThrough();
  const chunks: Buffer[] = [];
  markup.on('data', (chunk: Buffer) => chunks.push(chunk));
  markup.on('end', () => {
    const html = Buffer.concat(chunks);
    body.write(write(headFirst(index.before, html.toString('utf8'))));
    body.write(write(html));
    // The answers go after #root (inside it they would be part of what React hydrates).
    const state = `<script type="application/json" id="${SERVER_STATE_ID}">${render.state}</script>`;
    const bodyEnd = index.after.lastIndexOf('</body>');
    body.end(
      write(
        bodyEnd === -1
          ? `${index.after}${state}`
          : `${index.after.slice(0, bodyEnd)}${state}${index.after.slice(bodyEnd)}`,
      ),
    );
    sent?.(Buffer.concat(written));
  });
  markup.on('error', (error) => {
    sent?.(null);
    body.destroy(error);
  });
  render.pipe(markup);
  return reply.send(body);
}
