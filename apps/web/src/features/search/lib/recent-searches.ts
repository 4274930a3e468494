import { useSyncExternalStore } from 'react';

/** How many recent searches the palette offers: a handful, newest first. */
export const MAX_RECENT_SEARCHES = 5;

/** Longest search kept (the filter text's own limit): a longer one is not a search anyone typed. */
const MAX_LENGTH = 200;

const KEY = 'pageshelf.recent-searches';

interface Stored {
  /** Whose searches these are: another account signing in on this browser starts with none. */
  readonly owner: number;
  readonly searches: readonly string[];
}

const NONE: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Stored | null } | undefined;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage off: nothing is remembered
  }
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { owner, searches } = value as Record<string, unknown>;
  return (
    typeof owner === 'number' &&
    Array.isArray(searches) &&
    searches.every((search) => typeof search === 'string' && search.length <= MAX_LENGTH)
  );
}

/** What this browser holds, read once per change of the stored text (so snapshots stay stable). */
function read(): Stored | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (cache?.raw === raw) return cache.value;
  let value: Stored | null = null;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    value = isStored(parsed)
      ? { owner: parsed.owner, searches: parsed.searches.slice(0, MAX_RECENT_SEARCHES) }
      : null;
  } catch {
    value = null; // written by something else: read as none, overwritten by the next search
  }
  cache = { raw, value };
  return value;
}

function write(value: Stored | null): void {
  try {
    if (value === null) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // full or off: the list is a convenience, the search itself goes on
  }
  for (const listener of listeners) listener();
}

/** The recent searches of a member, newest first (none for visitors, who cannot search). */
export function recentSearches(owner: number | null): readonly string[] {
  if (owner === null) return NONE;
  const stored = read();
  return stored?.owner === owner ? stored.searches : NONE;
}

/**
 * Puts a search first in the member's list: the same words typed again (any case, any spacing) move up
 * rather than repeat, and only the newest `MAX_RECENT_SEARCHES` are kept.
 */
export function rememberSearch(owner: number, text: string): void {
  const search = text.trim().replace(/\s+/g, ' ');
  if (!search || search.length > MAX_LENGTH) return;
  const same = search.toLowerCase();
  const rest = recentSearches(owner).filter((kept) => kept.toLowerCase() !== same);
  write({ owner, searches: [search, ...rest].slice(0, MAX_RECENT_SEARCHES) });
}

/** Forgets every recent search kept in this browser. */
export function clearRecentSearches(): void {
  write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another window of the same browser may search or clear too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The member's recent searches, kept current as they change here or in another window. */
export function useRecentSearches(owner: number | null): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => recentSearches(owner),
    () => NONE,
  );
}
