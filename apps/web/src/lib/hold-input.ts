import type { Held, HeldAction } from './held-input';
import { isLive } from './live-node';

/**
 * Holds what is done on the server's markup until React has taken its part of the page over
 * (`replayHeld` does it again then), so nothing is lost while the page's code loads and hydrates: the
 * shell first, then each Suspense boundary's part, later (React swallows a click there meanwhile).
 * - plain clicks on controls and links (a tile clicked early opens its preview, as it would a moment
 *   later; a click with a modifier, a new tab, is the browser's; a text field takes focus as it is);
 * - the text typed into fields (hydration puts a field back to the value React holds);
 * - forms sent (Enter in the search field), also by a live form while its field's text is held.
 * What is done on a live node is React's. `replay` is called on each thing held; what is held is done
 * again once `replay` has been given (at the first commit).
 */
export function holdInput(container: HTMLElement): { held: Held; replayWith: (replay: () => void) => void } {
  const held: Held = { actions: [], typed: new Map(), replaying: false };
  let replay: (() => void) | null = null;
  const hold = (event: Event, action: HeldAction) => {
    event.preventDefault();
    event.stopPropagation();
    held.actions.push(action);
    replay?.();
  };
  const listeners: [string, (event: Event) => void][] = [
    [
      'click',
      (event) => {
        const { button, metaKey, ctrlKey, shiftKey, altKey, target } = event as MouseEvent;
        if (button !== 0 || metaKey || ctrlKey || shiftKey || altKey || !(target instanceof Element)) return;
        const control = target.closest<HTMLElement>(
          'a[href], button, label, input, select, summary, [role="button"], [tabindex]',
        );
        if (
          control &&
          !isLive(control) &&
          !control.matches(
            'a[target], a[download], input:not([type="checkbox"], [type="radio"], [type="submit"], [type="button"])',
          )
        )
          hold(event, { kind: 'click', target: control });
      },
    ],
    [
      'input',
      ({ target }) => {
        if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
        // Typed into a live field, the text is React's: what was held for it is older.
        if (isLive(target)) held.typed.delete(target);
        else {
          held.typed.set(target, target.value);
          replay?.();
        }
      },
    ],
    [
      'submit',
      (event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement)) return;
        // A live form whose field still waits for its held text would be sent without it (hydration
        // emptied the field): it is sent again once the text is back.
        const waiting = [...held.typed.keys()].some((field) => form.contains(field));
        if (!isLive(form) || waiting) hold(event, { kind: 'submit', target: form });
      },
    ],
  ];
  // Before React's own listeners on the same node (hydrateRoot adds them): a held event's default action
  // is prevented before React sees it, and React has no handler on a node it has not taken over.
  for (const [type, listener] of listeners) container.addEventListener(type, listener, true);
  return {
    held,
    replayWith: (given) => {
      replay = given;
      given();
    },
  };
}
