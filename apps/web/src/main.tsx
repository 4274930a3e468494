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

/** What a person did on the server's markup before the page was live, to do again once it is. */
type HeldAction =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | { readonly kind: 'submit'; readonly target: HTMLFormElement };

/**
 * Sets a field's value the way typing does, so that React's `onChange` sees it: React compares the value
 * it last saw (which the node's own setter records) with the field's, so the field is emptied through
 * that setter first, then given the text behind React's back, then told of an input.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = '';
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Holds what is done on the server's markup until the page is live, then does it again, in order, each
 * once React has taken its element over (the page's own part is hydrated after the shell), so nothing is
 * lost while the page's code loads:
 * - plain clicks on controls and links (a tile clicked early opens its preview, as it would a moment
 *   later; a click with a modifier, a new tab, is the browser's);
 * - text typed into fields (hydration puts a field back to the value React holds: the text is typed
 *   again, so `onChange` sees it);
 * - forms sent (Enter in the search field), sent again after the text.
 * Answers the function that starts the replay.
 */
function holdClicks(container: HTMLElement): () => void {
  const held: HeldAction[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const hold = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>(
            'a[href], button, label, input, select, summary, [role="button"], [tabindex]',
          )
        : null;
    if (!control || control.matches('a[target], a[download]')) return;
    // A text field takes focus and text as it is; only its form's sending waits.
    if (control.matches('input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"])'))
      return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'click', target: control });
  };
  const keep = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typed.set(field, field.value);
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: 'submit', target: event.target });
  };
  container.addEventListener('click', hold, true);
  container.addEventListener('input', keep, true);
  container.addEventListener('submit', holdSubmit, true);
  const replay = (waited = 0) => {
    let retyped = false;
    for (const [field, value] of typed) {
      if (!field.isConnected || waited >= 5_000) typed.delete(field);
      else if (isLive(field)) {
        typed.delete(field);
        // Even when the field still shows the text: React's state may not hold it.
        retype(field, value);
        retyped = true;
      }
    }
    // React renders the text first: a form sent in the same task would send what it held before.
    if (retyped) {
      setTimeout(() => replay(waited), 0);
      return;
    }
    const next = held[0];
    if (!next && typed.size === 0) return;
    if (next && (!next.target.isConnected || waited >= 5_000)) {
      held.shift();
      replay(waited);
      return;
    }
    if (typed.size > 0 || (next && !isLive(next.target))) {
      setTimeout(() => replay(waited + 50), 50);
      return;
    }
    if (!next) return;
    held.shift();
    if (next.kind === 'click') next.target.click();
    else next.target.requestSubmit();
    replay(waited);
  };
  return () => {
    container.removeEventListener('click', hold, true);
    container.removeEventListener('input', keep, true);
    container.removeEventListener('submit', holdSubmit, true);
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
