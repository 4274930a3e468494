import { type RefObject, useLayoutEffect, useRef } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Calls `onDismiss` when, while `enabled`, Escape is pressed or the pointer goes down outside `ref`:
 * how menus and popovers close.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
  enabled = true,
): void {
  const latest = useRef(onDismiss);
  latest.current = onDismiss;
  // Listening from the frame it shows (a layout effect): Escape pressed at once closes it.
  useLayoutEffect(() => {
    if (!enabled) return;
    const listen = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') latest.current('escape');
      } else if (!ref.current?.contains(event.target as Node)) {
        latest.current('outside');
      }
    };
    document.addEventListener('mousedown', listen);
    document.addEventListener('keydown', listen);
    return () => {
      document.removeEventListener('mousedown', listen);
      document.removeEventListener('keydown', listen);
    };
  }, [ref, enabled]);
}

/** A `<details>` menu closes on Escape (focus back on its summary) or on a click outside it. */
export function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>): void {
  useDismiss(ref, (reason) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (reason === 'escape') details.querySelector('summary')?.focus();
  });
}
