/**
 * What a person did on the server's markup before React had taken it over, made again once it has
 * (main.tsx holds it; this module comes beside the page's chunks, not in the first script).
 */

import { isLive } from './live-node';

/** A click on a control or link, or a form sent (Enter in the search field), in the order they came. */
export type HeldAction =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | { readonly kind: 'submit'; readonly target: HTMLFormElement };

/** The actions held, the text last typed into each field, and whether they are being done again. */
export interface Held {
  readonly actions: HeldAction[];
  readonly typed: Map<HTMLInputElement | HTMLTextAreaElement, string>;
  replaying: boolean;
}

/** How long an element may take to become live before what was done on it is dropped. */
const GIVE_UP_MS = 5_000;

/**
 * Sets a field's value the way typing does, so that React's `onChange` sees it: React compares the value
 * it last saw (which the node's own setter records) with the field's, so the field is emptied through
 * that setter first, then given the text behind React's back, then told of an input.
 */
export function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = '';
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Does again what was held, each once React has taken its element over (the page's own part is
 * hydrated after the shell): text first (hydration put each field back to the value React holds; it is
 * typed again, even where the field still shows it), then the clicks and forms in order, a form after
 * React has rendered the text it was sent with. What waits more than 5 s, or whose element has gone, is
 * dropped. Called again while it runs (something held after the first commit), it lets the run go on.
 */
export function replayHeld(held: Held): void {
  if (held.replaying) return;
  held.replaying = true;
  replayFrom(held, 0);
}

function replayFrom(held: Held, waited: number): void {
  const { actions, typed } = held;
  let retyped = false;
  for (const [field, value] of typed) {
    if (!field.isConnected || waited >= GIVE_UP_MS) typed.delete(field);
    else if (isLive(field)) {
      typed.delete(field);
      retype(field, value);
      retyped = true;
    }
  }
  const next = actions[0];
  // React renders the text first: a form sent in the same task would send what it held before.
  if (retyped) setTimeout(() => replayFrom(held, waited), 0);
  else if (next && (!next.target.isConnected || waited >= GIVE_UP_MS)) {
    actions.shift();
    replayFrom(held, waited);
  } else if (typed.size > 0 || (next && !isLive(next.target)))
    setTimeout(() => replayFrom(held, waited + 50), 50);
  else if (next) {
    actions.shift();
    if (next.kind === 'click') next.target.click();
    else next.target.requestSubmit();
    replayFrom(held, waited);
  } else held.replaying = false;
}
