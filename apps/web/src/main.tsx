// The design tokens and base styles first: component styles, imported by the components, come after.
import './styles/global.css';
import { SERVER_STATE_ID, type ServerState } from '@pageshelf/contracts/server-render';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/preload';
import { DESKTOP_LAYOUT_WIDTH, LayoutWidthContext } from './lib/layout-width';
import { createQueryClient } from './lib/query-client';
import { SITE_TITLE } from './lib/use-document-title';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The server writes each page's title into its HTML (for crawlers and link previews); from here the pages
// set theirs (`useDocumentTitle`), each giving back the one before when it goes: start from the site's.
document.title = SITE_TITLE;

const queryClient = createQueryClient();
// A page rendered by the server (entry-server.tsx) arrives with the answers it was rendered from: the
// browser starts from them instead of asking again (a view is counted once, by the server's call).
const serverState = document.getElementById(SERVER_STATE_ID);
const rendered = serverState?.textContent ? (JSON.parse(serverState.textContent) as ServerState) : null;
for (const { key, data, updatedAt } of rendered?.queries ?? [])
  queryClient.setQueryData(key, data, { updatedAt });
// The downloads of the first page start at once.
const chunks = preloadFirstPage(window.location, queryClient, { data: !rendered });

// Grids keep the width the server drew them at until they measure theirs.
/** Whether React has taken a node of the server's markup over (it keeps its props on the node). */
const isLive = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/**
 * Holds the plain clicks on the server's markup's controls and links until the page is live, then makes
 * them again, in order, each once React has taken its element over (the page's own part is hydrated
 * after the shell): none is lost while the page's code loads, and a tile clicked early opens its
 * preview, as it would a moment later. A click with a modifier (a new tab) is the browser's. Answers
 * the function that starts the replay.
 */
function holdClicks(container: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(
            'a[href], button, label, input, select, summary, [role="button"], [tabindex]',
          )
        : null;
    if (!control || control.matches('a[target], a[download]')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  container.addEventListener('click', hold, true);
  const replay = (waited = 0) => {
    const next = held[0];
    if (!next) return;
    if (!next.isConnected || waited >= 5_000) {
      held.shift();
      replay();
      return;
    }
    if (!isLive(next)) {
      setTimeout(() => replay(waited + 50), 50);
      return;
    }
    held.shift();
    next.click();
    replay();
  };
  return () => {
    container.removeEventListener('click', hold, true);
    replay();
  };
}

/**
 * Runs `run` once the tree it wraps has been committed: its effect runs after its children's. It draws
 * only them (one child: the ids React gives the tree stay the server's).
 */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

const app = (
  <StrictMode>
    <LayoutWidthContext.Provider value={rendered?.layoutWidth ?? DESKTOP_LAYOUT_WIDTH}>
      <App queryClient={queryClient} />
    </LayoutWidthContext.Provider>
  </StrictMode>
);

if (rendered) {
  // The server's markup is adopted once the page's own chunk is here: hydrated earlier, the page would
  // wait behind its Suspense boundary, and any update above it (the visit's headers read at idle time)
  // would replace the server's page by the boundary's fallback until the chunk arrived. A click on a
  // control meanwhile is held and made again once the page is live.
  const replayClicks = holdClicks(root);
  void Promise.allSettled(chunks).then(() => {
    hydrateRoot(root, <AfterCommit run={replayClicks}>{app}</AfterCommit>);
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
