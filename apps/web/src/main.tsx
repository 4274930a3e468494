// The design tokens and base styles first: component styles, imported by the components, come after.
import './styles/global.css';
import { SERVER_STATE_ID, type ServerState } from '@pageshelf/contracts/server-render';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/preload';
import { browserRouter } from './app/router';
import { holdInput } from './lib/hold-input';
import { DESKTOP_LAYOUT_WIDTH, LayoutWidthContext } from './lib/layout-width';
import { createQueryClient } from './lib/query-client';
import { SITE_TITLE } from './lib/use-document-title';
import { yieldToBrowser } from './lib/yield-to-browser';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The server writes each page's title into its HTML (for crawlers and link previews); from here the pages
// set theirs (`useDocumentTitle`), each giving back the one before when it goes: start from the site's.
document.title = SITE_TITLE;

/**
 * Runs `run` once the tree it wraps has been committed: its effect runs after its children's. It draws
 * only them (one child: the ids React gives the tree stay the server's).
 */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

/**
 * Takes the page over. Evaluating the first page's modules was one task; each step here starts a task of
 * its own, so that a slow phone paints and answers input in between (at 4x CPU the whole was one task of
 * 460-580 ms, of which starting the first page's downloads took 110-135 ms and making the router
 * 40-80 ms). A function rather than top-level `await`: with that, the bundler moves every module the
 * lazy pages share out of the entry chunk (a page importing the entry back would wait on its await), and
 * the first page asked for 35 scripts instead of 4.
 */
async function start(root: HTMLElement): Promise<void> {
  // A page rendered by the server (entry-server.tsx) arrives with the answers it was rendered from: the
  // browser starts from them instead of asking again (a view is counted once, by the server's call).
  const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
  // The server's markup is adopted once the page's own chunk is here: hydrated earlier, the page would
  // wait behind its Suspense boundary, and any update above it (the visit's headers read at idle time)
  // would replace the server's page by the boundary's fallback until the chunk arrived. A click, text or
  // a form sent meanwhile is held from now on and made again once the page is live.
  const holding = serverState ? holdInput(root) : null;
  await yieldToBrowser();
  const queryClient = createQueryClient();
  const rendered = serverState ? (JSON.parse(serverState) as ServerState) : null;
  for (const { key, data, updatedAt } of rendered?.queries ?? [])
    queryClient.setQueryData(key, data, { updatedAt });
  // The downloads of the first page start at once.
  const chunks = preloadFirstPage(window.location, queryClient, { data: !rendered });

  const app = (
    <StrictMode>
      <LayoutWidthContext.Provider value={rendered?.layoutWidth ?? DESKTOP_LAYOUT_WIDTH}>
        <App queryClient={queryClient} />
      </LayoutWidthContext.Provider>
    </StrictMode>
  );

  if (holding) {
    const { held, replayWith } = holding;
    await yieldToBrowser();
    browserRouter({ serverRendered: true });
    // What was held is done again by a module that comes beside the page's chunks.
    const replaying = import('./lib/held-input');
    void Promise.allSettled([...chunks, replaying]).then(() => {
      const committed = () =>
        replayWith(() => {
          void replaying.then(({ replayHeld }) => replayHeld(held));
        });
      // Adopted as a transition, as the first render below is: React yields to the browser every few
      // milliseconds instead of holding the main thread for the whole page (a hydration in the default
      // lane is one task; on a slow phone it was most of the page's blocking time).
      startTransition(() => {
        hydrateRoot(root, <AfterCommit run={committed}>{app}</AfterCommit>);
      });
    });
  } else {
    /**
     * The first render is a transition: React yields to the browser every few milliseconds instead of
     * holding the main thread for the whole tree (on a slow phone the first render of a grid was one task
     * of 0.4 s; input stays responsive and the long task is cut into short ones).
     */
    const clientRoot = createRoot(root);
    startTransition(() => {
      clientRoot.render(app);
    });
  }
}

void start(root);
