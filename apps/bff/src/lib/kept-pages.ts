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
 * A rendered page as sent (head, markup and answers), the views its render counted, and the full
 * pictures whose addresses in it were signed for the visitor it was rendered for.
 */
export interface KeptPage {
  readonly body: string;
  readonly views: readonly string[];
  readonly pictures: readonly string[];
}

/** The page to keep of a render sent whole: null when it holds more full pictures than one may sign. */
export function keptPage(body: Buffer, views: readonly string[]): KeptPage | null {
  const text = body.toString('utf8');
  const pictures = new Set<string>();
  for (const match of text.matchAll(SIGNED_PICTURE_ADDRESS)) pictures.add(match[1] as string);
  return pictures.size > MAX_KEPT_PAGE_PICTURES ? null : { body: text, views, pictures: [...pictures] };
}

/**
 * A kept page with its full pictures' addresses signed for this visitor (`queries`: each picture's
 * `e=…&s=…`, from the API), each written as it was (`&` in the answers, `&amp;` in the markup); null when
 * one of its pictures has no query.
 */
export function signedFor(page: KeptPage, queries: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const body = page.body.replace(SIGNED_PICTURE_ADDRESS, (address, path: string, query: string) => {
    const signed = Object.hasOwn(queries, path) ? queries[path] : undefined;
    if (signed === undefined || !/^e=\d{1,12}&s=[A-Za-z0-9_-]{22}$/.test(signed)) {
      missing = true;
      return address;
    }
    const and = /&amp;|\\u0026|&/.exec(query)?.[0] ?? '&';
    return `/media/${path}?${signed.replace('&', and)}`;
  });
  return missing ? null : body;
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

  constructor(options: { keepMs: number; maxBytes: number }) {
    this.pages =
      options.keepMs > 0
        ? new LRUCache<string, KeptPage>({
            ttl: options.keepMs,
            maxSize: options.maxBytes,
            sizeCalculation: (page) => Math.max(1, page.body.length * 2),
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
    return (kept) => {
      if (ended) return;
      ended = true;
      if (this.rendering.get(key) === page) this.rendering.delete(key);
      if (kept !== null) this.pages?.set(key, kept);
      settle(kept);
    };
  }
}
