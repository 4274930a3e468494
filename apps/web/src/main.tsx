// The design tokens and base styles first: component styles, imported by the components, come after.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/preload';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

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
