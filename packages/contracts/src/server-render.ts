/**
 * Between the web build and the BFF (issue 28, part 1): the web app builds a server bundle
 * (`apps/web/dist-server/entry-server.js`) whose `render` the BFF calls for the public entry pages. The
 * apps never import each other: the BFF loads the file as a build artefact and holds it to this shape.
 */
import type { Writable } from 'node:stream';

export interface ServerRenderInput {
  /** The page's path and query, as asked. */
  readonly url: string;
  /** The page's calls to `/api`, made as the browser would make them (relative addresses). */
  readonly fetch: typeof fetch;
  /**
   * The device that asked, for the width grids are drawn at until the browser measures them: its
   * viewport's width when it said (the `Sec-CH-Viewport-Width` client hint), and whether it is a phone.
   */
  readonly viewport: { readonly width: number | null; readonly mobile: boolean };
  /** Abandons the render (a stalled call): the page is then sent without server content. */
  readonly signal?: AbortSignal;
}

/**
 * The answers a page was rendered from, written after it (`ServerState` as JSON, safe inside a
 * `<script type="application/json">`): each query's key, data and when it was answered. The browser
 * puts them in its query cache (`setQueryData`) before it takes the page over. (React Query's own
 * `dehydrate`/`hydrate` would do the same with more: its `hydrate` alone put the first page's JavaScript
 * over its 150 KB budget.)
 */
export interface ServerState {
  /** The width the page's grids were drawn at, which the browser keeps until it measures them. */
  readonly layoutWidth: number;
  readonly queries: readonly {
    readonly key: readonly unknown[];
    readonly data: unknown;
    readonly updatedAt: number;
  }[];
}

export interface ServerRender {
  /** The page's `ServerState` as JSON, safe inside `<script type="application/json">`. */
  readonly state: string;
  /** Writes the page's markup (what goes inside `#root`) into `out`, then ends it. */
  pipe(out: Writable): void;
}

export interface ServerEntry {
  render(input: ServerRenderInput): Promise<ServerRender>;
}

/** The comments around the content of `#root` in index.html, where the server writes the page. */
export const APP_HTML_START = '<!--app-html-->';
export const APP_HTML_END = '<!--/app-html-->';

/** The id of the `<script type="application/json">` holding the dehydrated queries. */
export const SERVER_STATE_ID = 'server-state';

/** Whether a loaded module is a server entry. */
export const isServerEntry = (module: unknown): module is ServerEntry =>
  typeof module === 'object' && module !== null && typeof (module as ServerEntry).render === 'function';
