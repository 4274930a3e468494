/**
 * The server's way into the app (issue 28, part 1): the BFF loads this module's build
 * (`dist-server/entry-server.js`, a build artefact: the apps never import each other) and renders the
 * public entry pages with React's streaming server renderer, followed by the answers they were rendered
 * from (`ServerState`), which the browser puts in its query cache before it takes the page over
 * (main.tsx): the first paint has the page's content and the browser asks for nothing the server asked.
 *
 * The pages ask for their data with queries (no route loaders): a render finds which queries the page
 * reads, they are fetched through the BFF with the visitor's own cookies (so a view counts once, there,
 * as it would in the browser), and the page is rendered again, until no new query appears (at most
 * `MAX_PASSES` renders; queries that depend on others' answers take a pass each). The session and the
 * announcement, which every page's shell reads, are asked before the first render.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import type {
  ServerEntry,
  ServerRender,
  ServerRenderInput,
  ServerState,
} from '@pageshelf/contracts/server-render';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routeObjects } from './app/route-table';
import { initQueryOptions } from './features/announcements/api/get-init';
import { setApiTransport } from './lib/api-client';
import { sessionQueryOptions } from './lib/auth';
import { LayoutWidthContext, layoutWidthFor } from './lib/layout-width';
import { createQueryClient } from './lib/query-client';

/** Renders of one page at most: the first finds its queries, the next finds those that follow from them. */
export const MAX_PASSES = 3;

const calls = new AsyncLocalStorage<typeof fetch>();
setApiTransport(() => calls.getStore());

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render read that have no answer yet and may run. */
const unanswered = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );

function renderOnce(
  tree: ReactNode,
  signal: AbortSignal | undefined,
): Promise<{ pipe(out: Writable): void }> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failed === null ? resolve(stream) : reject(failed)),
      onShellError: reject,
      onError: (error) => {
        failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

function appTree(
  client: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: object,
  layoutWidth: number,
): ReactNode {
  return (
    <LayoutWidthContext.Provider value={layoutWidth}>
      <AppProvider queryClient={client}>
        <StaticRouterProvider router={router} context={context as never} hydrate={false} />
      </AppProvider>
    </LayoutWidthContext.Provider>
  );
}

/** The answered queries, for the browser's cache (see `ServerState`). */
const answersOf = (client: QueryClient, layoutWidth: number): ServerState => ({
  layoutWidth,
  queries: client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt })),
});

const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A failed call is asked again by the browser, as if the server had not tried: the page shows what it
 * shows while loading, both here and in the browser's first render.
 */
function dropFailed(client: QueryClient): void {
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) if (query.state.status === 'error') cache.remove(query);
}

/** Made once: the route table does not change while the bundle is loaded. */
const handler = createStaticHandler(routeObjects);

export const render: ServerEntry['render'] = async (input: ServerRenderInput): Promise<ServerRender> => {
  return calls.run(input.fetch, async () => {
    const context = await handler.query(new Request(new URL(input.url, 'http://pageshelf.invalid')));
    if (context instanceof Response) throw new Error(`The router answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = createQueryClient();
    const layoutWidth = layoutWidthFor(input.viewport);
    // Every page's shell reads the session and the announcement, and many pages wait for the session
    // before they ask for their own data: asked first, they save a render.
    await Promise.all([
      client.prefetchQuery(sessionQueryOptions()),
      client.prefetchQuery(initQueryOptions()),
    ]);
    dropFailed(client);
    let rendered = await renderOnce(appTree(client, router, context, layoutWidth), input.signal);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const asked = unanswered(client);
      if (asked.length === 0) break;
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      dropFailed(client);
      rendered = await renderOnce(appTree(client, router, context, layoutWidth), input.signal);
    }
    return {
      state: scriptJson(answersOf(client, layoutWidth)),
      pipe: (out) => {
        rendered.pipe(out);
      },
    };
  });
};
