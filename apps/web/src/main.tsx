// The design tokens and base styles first: component styles, imported by the components, come after.
import './styles/global.css';
import { SERVER_STATE_ID, type ServerState } from '@pageshelf/contracts/server-render';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/preload';
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
if (serverState?.textContent) {
  const { queries } = JSON.parse(serverState.textContent) as ServerState;
  for (const { key, data, updatedAt } of queries) queryClient.setQueryData(key, data, { updatedAt });
}
// The downloads of the first page start at once.
const chunks = preloadFirstPage(window.location, queryClient, { data: !serverState });

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

if (serverState) {
  // The server's markup is adopted once the page's own chunks are here (a lazy page still loading
  // would otherwise be hydrated as its fallback), without rendering anything again.
  void Promise.allSettled(chunks).then(() => hydrateRoot(root, app));
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
