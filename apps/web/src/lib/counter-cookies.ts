import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The readable counter cookies (`visit_count`, `search_data`, spec section 9) as the server last told
 * them: the BFF writes them from the API's answers, where the API counts a view or a search; the SPA only
 * reads them, as a display copy (the server counts and decides). Readers re-read them whenever an API
 * answer arrives, a refusal included (a search refused at the limit says the counter too).
 */
const listeners = new Set<() => void>();

/** The raw value of a cookie of this document, or null when there is none. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the readers that an answer may have changed the cookies (they read them again). */
export function refreshCounters(): void {
  for (const listener of listeners) listener();
}

/** A counter cookie's raw value, read again after every answer of the query cache and each refresh. */
export function useCounterCookie(name: string): string | null {
  const queryClient = useQueryClient();
  const value = useSyncExternalStore(
    subscribe,
    () => readCookie(name),
    () => null,
  );
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'))
          refreshCounters();
      }),
    [queryClient],
  );
  return value;
}
