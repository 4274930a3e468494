/**
 * Rendered pages kept for visitors (issue 28, part 5). Every visitor of a public entry page is served
 * the same page: no session, the visitor's tier, the same data. So the BFF keeps a page it rendered for
 * one visitor a few seconds (`SERVER_RENDER_KEEP_SECONDS`) and serves it to the next without rendering
 * it again, keyed by the build, the device's layout (viewport width, phone or not) and the address.
 *
 * What the cache must not let a visitor skip is the visit cap: a page counts the views its data calls
 * counted, and a scraper would otherwise read kept pages for free. So a render notes the views the API
 * counted for it (`visit-view`, beside `visit-count`), and each visitor served the kept page is counted
 * for those views by the API (`POST /internal/page-views`, the same counting and the same refusal as the
 * content itself): past the cap they are sent to sign in as a render would send them. A full picture's
 * address is signed for the viewer it was given to, so the same call signs the page's full pictures for
 * this visitor, and they are written into the page in place of the first visitor's.
 *
 * Kept only when nothing in the render was the visitor's own: no session, no crawler claim (a verified
 * crawler's page may hold more than a visitor's), every data call answered (a refusal or a failure is
 * this visitor's, not the page's), no cookie set but the visit counter. Renders of one key at once are
 * one render: the others wait for it and are served what it kept.
 */

import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  crc32,
  createBrotliCompress,
  createGzip,
  deflateRaw,
  gzip,
} from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import {
  MAX_KEPT_PAGE_PICTURES,
  MAX_KEPT_PAGE_VIEWS,
  SIGNED_PICTURE_ADDRESS,
  VIEW_NAME_PATTERN,
} from '@pageshelf/contracts/kept-pages';
import { VISIT_COUNT_COOKIE, VISIT_COUNT_HEADER, VISIT_VIEW_HEADER } from '@pageshelf/domain/constants';
import { claimedCrawler } from '@pageshelf/domain/visit-cap';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * A rendered page kept for the next visitors: its bytes around its full pictures' signed queries (those
 * are signed for each visitor), the views its render counted, and its compressed forms.
 */
export interface KeptPage {
  /** The page's bytes around its pictures' queries: one more segment than slots. */
  readonly segments: readonly Buffer[];
  /** Where each picture's query goes, in order: its picture, and how `&` was written there. */
  readonly slots: readonly { readonly picture: string; readonly and: string }[];
  readonly views: readonly string[];
  /** The pictures to have signed for each visitor (each once). */
  readonly pictures: readonly string[];
  /** Bytes held (the LRU's measure). */
  readonly size: number;
  /** Each segment deflated once, for gzip answers spliced with each visitor's queries (`gzipOf`). */
  deflated: readonly Buffer[] | null;
  /** A page without pictures in brotli, once. */
  brotli: Buffer | null;
}

/**
 * The encodings a rendered page is sent in, first preferred, when the browser accepts them: gzip, which
 * a kept page is sent in without compressing it again (`gzipOf`).
 */
export const PAGE_ENCODINGS = ['gzip', 'br'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

const negotiator = new Negotiator<PageEncoding | 'identity'>({
  supportedValues: [...PAGE_ENCODINGS, 'identity'],
  cache: new LRUCache<string, string>({ max: 200 }),
});

/** The encoding to send a page in, by the request's Accept-Encoding (null: as it is). */
export function pageEncodingOf(acceptEncoding: string | undefined): PageEncoding | null {
  if (acceptEncoding === undefined || acceptEncoding === '') return null;
  const chosen = negotiator.negotiate(acceptEncoding);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * How hard a page is compressed as it is sent (a render): gzip at level 1 makes the 75 KB screens page
 * 15.3 KB in 0.5 ms here, where level 6 makes it 13.3 KB in 0.8 ms and brotli at 5 12.0 KB in 2.0 ms.
 * Kept pages are compressed once, at the encodings' best.
 */
const SENT_QUALITY = { gzip: 1, br: 3 } as const;
const KEPT_QUALITY = { gzip: 9, br: 9 } as const;

/** A compressing stream for a page as it is sent. */
export function pageCompressor(encoding: PageEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: SENT_QUALITY.br } })
    : createGzip({ level: SENT_QUALITY.gzip });
}

const brotli = promisify(brotliCompress);
const deflateRawAsync = promisify(deflateRaw);
const gzipAsync = promisify(gzip);

/** Bytes compressed in `encoding` as a page is sent, off the event loop. */
export function compressPage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: SENT_QUALITY.br } })
    : gzipAsync(body, { level: SENT_QUALITY.gzip });
}

/** The page to keep of a render sent whole: null when it holds more full pictures than one may sign. */
export function keptPage(body: Buffer, views: readonly string[]): KeptPage | null {
  const segments: Buffer[] = [];
  const slots: { picture: string; and: string }[] = [];
  // A page without pictures (the grids of a phone: tiles only) is one segment, read no further.
  if (body.includes('/full.webp?') || body.includes('/original.')) {
    const text = body.toString('utf8');
    let from = 0;
    for (const match of text.matchAll(SIGNED_PICTURE_ADDRESS)) {
      const query = match[2] as string;
      const at = (match.index ?? 0) + match[0].length - query.length;
      segments.push(Buffer.from(text.slice(from, at)));
      slots.push({ picture: match[1] as string, and: /&amp;|\\u0026|&/.exec(query)?.[0] ?? '&' });
      from = at + query.length;
    }
    segments.push(Buffer.from(text.slice(from)));
  } else segments.push(body);
  const pictures = [...new Set(slots.map((slot) => slot.picture))];
  if (pictures.length > MAX_KEPT_PAGE_PICTURES) return null;
  const page: KeptPage = {
    segments,
    slots,
    views,
    pictures,
    size: body.length * 2,
    deflated: null,
    brotli: null,
  };
  // Compressed once, off the event loop; until then it is compressed as it is sent.
  const before = placeholderPage(segments, slots);
  Promise.all(
    segments.map((segment, index) =>
      deflateRawAsync(segment, {
        level: KEPT_QUALITY.gzip,
        finishFlush: constants.Z_FULL_FLUSH,
        ...(index > 0 ? { dictionary: before.windowOf(index) } : {}),
      }),
    ),
  ).then(
    (deflated) => {
      page.deflated = deflated;
    },
    () => undefined,
  );
  if (slots.length === 0) {
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_QUALITY.br } }).then(
      (bytes) => {
        page.brotli = bytes;
      },
      () => undefined,
    );
  }
  return page;
}

/** Bytes of a signed query as a page holds it: `e=` and ten digits, `&` as written, `s=` and 22. */
const signedLength = (and: string) => 12 + and.length + 24;

/**
 * The page as every visitor's is the same: its segments, with NUL bytes in the places of the queries
 * (which differ per visitor). `windowOf(index)` is what precedes segment `index` there, as a deflate
 * dictionary (its last 32 KB). An HTML page holds no NUL, so nothing is ever copied from those places,
 * and every copy from the rest is the same in every visitor's page: each segment is compressed against
 * the page before it, not alone (the screens page is 16 KB so, 33 KB alone).
 */
function placeholderPage(
  segments: readonly Buffer[],
  slots: readonly { readonly and: string }[],
): { windowOf(index: number): Buffer } {
  const parts: Buffer[] = [];
  const starts: number[] = [];
  let length = 0;
  segments.forEach((segment, index) => {
    starts.push(length);
    const slot = slots[index];
    const hole = slot === undefined ? Buffer.alloc(0) : Buffer.alloc(signedLength(slot.and));
    parts.push(segment, hole);
    length += segment.length + hole.length;
  });
  const page = Buffer.concat(parts, length);
  return {
    windowOf: (index) => {
      const start = starts[index] ?? length;
      return page.subarray(Math.max(0, start - 32 * 1024), start);
    },
  };
}

/**
 * A kept page's pictures' queries signed for this visitor (`queries`: each picture's `e=…&s=…`, from the
 * API), each written as it was (`&` in the answers, `&amp;` in the markup); null when one is missing or
 * not of that shape.
 */
export function signedQueries(page: KeptPage, queries: Readonly<Record<string, string>>): Buffer[] | null {
  const signed: Buffer[] = [];
  for (const slot of page.slots) {
    const query = Object.hasOwn(queries, slot.picture) ? queries[slot.picture] : undefined;
    if (query === undefined || !SIGNED_QUERY.test(query)) return null;
    signed.push(Buffer.from(query.replace('&', slot.and)));
  }
  return signed;
}

const SIGNED_QUERY = /^e=\d{1,12}&s=[A-Za-z0-9_-]{22}$/;

/** A kept page as this visitor's bytes: its segments with their signed queries between them. */
export function pageBytes(page: KeptPage, signed: readonly Buffer[]): Buffer {
  if (signed.length === 0) return page.segments[0] as Buffer;
  const parts: Buffer[] = [];
  page.segments.forEach((segment, index) => {
    parts.push(segment);
    const query = signed[index];
    if (query !== undefined) parts.push(query);
  });
  return Buffer.concat(parts);
}

/** The gzip member header: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty last block (fixed Huffman codes), which ends a deflate stream. */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** A stored (uncompressed) deflate block of `bytes` (at most 65,535), at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/**
 * A kept page in gzip for this visitor without compressing it again: its segments were deflated once,
 * each ending at a byte boundary with its window reset (a full flush), so their deflate streams follow one
 * another; the visitor's queries go between them as stored blocks, and the trailer is the check of this
 * visitor's bytes. Null until the segments are deflated.
 */
export function gzipOf(page: KeptPage, signed: readonly Buffer[]): Buffer | null {
  const deflated = page.deflated;
  if (deflated === null) return null;
  // The segments were compressed against queries of these lengths (`windowBefore`).
  for (const [index, query] of signed.entries()) {
    if (query.length !== signedLength(page.slots[index]?.and ?? '&')) return null;
  }
  const parts: Buffer[] = [GZIP_HEADER];
  let check = 0;
  let length = 0;
  page.segments.forEach((segment, index) => {
    parts.push(deflated[index] as Buffer);
    check = crc32(segment, check);
    length += segment.length;
    const query = signed[index];
    if (query !== undefined) {
      parts.push(storedBlock(query));
      check = crc32(query, check);
      length += query.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(check >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** What a render's data calls said of it: whether it may be kept, and the views the API counted for it. */
export class RenderRecord {
  private readonly counted: string[] = [];
  private keepable = true;

  /** Notes one data call's answer: its status, headers and the cookies it set. */
  note(status: number, headers: Readonly<Record<string, unknown>>, setCookies: readonly string[]): void {
    if (status >= 400) this.keepable = false;
    if (headers[VISIT_COUNT_HEADER] !== undefined) {
      const view = headers[VISIT_VIEW_HEADER];
      if (typeof view !== 'string' || !VIEW_NAME_PATTERN.test(view)) this.keepable = false;
      // One view asked twice in a row (a screen and its similar screens) is counted once.
      else if (this.counted.at(-1) !== view) this.counted.push(view);
    }
    if (setCookies.some((cookie) => !cookie.startsWith(`${VISIT_COUNT_COOKIE}=`))) this.keepable = false;
  }

  /** Notes a data call that did not answer. */
  failed(): void {
    this.keepable = false;
  }

  /** The views to count for each visitor served the kept page, or null when the page is not to be kept. */
  views(): readonly string[] | null {
    return this.keepable && this.counted.length <= MAX_KEPT_PAGE_VIEWS ? [...this.counted] : null;
  }
}

/** Whether a page request is a visitor's whom a kept page may be served (or whose render may be kept). */
export function servesKept(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.sessionToken === null &&
    request.headers.authorization === undefined &&
    claimedCrawler(request.headers['user-agent']) === null
  );
}

/** The key of a page: the build, the layout it was drawn for, and its address (query included). */
export function keptPageKey(
  build: string,
  viewport: { width: number | null; mobile: boolean },
  url: string,
): string {
  return `${build}|${viewport.width ?? '-'}|${viewport.mobile ? 'm' : 'd'}|${url}`;
}

/** The kept pages, and the renders under way whose pages will be kept. */
export class KeptPages {
  private readonly pages: LRUCache<string, KeptPage> | null;
  private readonly rendering = new Map<string, Promise<KeptPage | null>>();

  private readonly renderMs: number;

  /**
   * `keepMs`: how long a page is served (0: none kept); `maxBytes`: the memory they may hold;
   * `renderMs`: the longest a render is waited for (the render's own deadline): a render not ended by
   * then keeps nothing, and those who waited for it render their own.
   */
  constructor(options: { keepMs: number; maxBytes: number; renderMs: number }) {
    this.renderMs = options.renderMs;
    this.pages =
      options.keepMs > 0
        ? new LRUCache<string, KeptPage>({
            ttl: options.keepMs,
            maxSize: options.maxBytes,
            sizeCalculation: (page) => Math.max(1, page.size),
            // A page larger than an eighth of the cache is rendered each time rather than kept.
            maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
          })
        : null;
  }

  /** Whether pages are kept at all (`SERVER_RENDER_KEEP_SECONDS` above 0). */
  get enabled(): boolean {
    return this.pages !== null;
  }

  /**
   * The kept page of `key` (waiting for the render under way, when there is one), or the render this
   * request is to make: `end` is called with the page to keep, or null (several calls: the first counts).
   * A request whose awaited render was not kept renders its own, keeping nothing.
   */
  async lookup(key: string): Promise<{ page: KeptPage } | { end: (page: KeptPage | null) => void }> {
    const page = this.pages?.get(key);
    if (page !== undefined) return { page };
    const pending = this.rendering.get(key);
    if (pending === undefined) return { end: this.begin(key) };
    const rendered = await pending;
    return rendered === null ? { end: () => undefined } : { page: rendered };
  }

  /**
   * A render of `key` begins: others asking for it wait. The function returned ends it, with the page to
   * keep (null: not kept); it may be called more than once, the first call counts.
   */
  private begin(key: string): (page: KeptPage | null) => void {
    let settle: (page: KeptPage | null) => void = () => undefined;
    const page = new Promise<KeptPage | null>((resolve) => {
      settle = resolve;
    });
    this.rendering.set(key, page);
    let ended = false;
    const end = (kept: KeptPage | null) => {
      if (ended) return;
      ended = true;
      clearTimeout(deadline);
      if (this.rendering.get(key) === page) this.rendering.delete(key);
      if (kept !== null) this.pages?.set(key, kept);
      settle(kept);
    };
    // A render that never ends (a stream that stalled) holds no one beyond the render's own deadline.
    const deadline = setTimeout(() => end(null), this.renderMs * 2);
    deadline.unref();
    return end;
  }
}
