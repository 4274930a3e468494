import { VISIT_COUNT_COOKIE } from '@pageshelf/domain/constants';

/**
 * The visit counter as the server last told it: the readable `visit_count` cookie, which the BFF sets
 * from every answer that counted a view and from the activity calls (spec section 9). A display copy: the
 * server counts and decides. Components read it through `useSyncExternalStore` with these functions.
 */
const listeners = new Set<() => void>();

/** The count in the cookie, or null when there is none (nothing counted yet in this browser). */
export function readVisitCount(): number | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== VISIT_COUNT_COOKIE) continue;
    const text = value.join('=');
    return /^\d{1,9}$/.test(text) ? Number(text) : null;
  }
  return null;
}

export function subscribeVisitCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the readers that an answer may have changed the cookie (they read it again). */
export function refreshVisitCount(): void {
  for (const listener of listeners) listener();
}
