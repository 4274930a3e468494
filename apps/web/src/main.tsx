// The design tokens and base styles first: component styles, imported by the components, come after.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
// The downloads of the first page start at once.
preloadFirstPage(window.location, queryClient);

/**
 * The first render is a transition: React yields to the browser every few milliseconds instead of
 * holding the main thread for the whole tree (on a slow phone the first render of a grid was one task of
 * 0.4 s; input stays responsive and the long task is cut into short ones).
 */
const app = createRoot(root);
startTransition(() => {
  app.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
