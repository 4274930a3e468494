import type { Location } from 'react-router';

/**
 * Location state of a preview opened over a page: the page underneath keeps rendering at
 * `backgroundLocation` while the address shows the preview's own URL.
 */
export interface ModalRouteState {
  backgroundLocation: Location;
  /** The preview was pushed on top of the background entry: closing can go back one step. */
  pushed: boolean;
}

export function backgroundOf(state: unknown): Location | null {
  if (!state || typeof state !== 'object') return null;
  const background = (state as Partial<ModalRouteState>).backgroundLocation;
  return background && typeof background.pathname === 'string' ? background : null;
}

/** State for a link that opens a preview over the current page (or keeps the one already under it). */
export function previewState(current: Location): ModalRouteState {
  const existing = backgroundOf(current.state);
  return existing
    ? { backgroundLocation: existing, pushed: Boolean((current.state as ModalRouteState).pushed) }
    : { backgroundLocation: current, pushed: true };
}
