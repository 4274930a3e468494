import { shouldReloadOnChunkError } from '@pageshelf/domain/errors';

const STORAGE_KEY = 'pageshelf:chunk-reload-at';

/** A lazily loaded part of the app failed to load: usually a new deployment removed the old files. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page to pick up the new build, at most once per 10 seconds (the domain's
 * `shouldReloadOnChunkError`) so a broken
 * deployment cannot loop. Returns whether a reload was started.
 */
export function reloadForChunkError(
  now = Date.now(),
  storage: Storage | undefined = globalThis.sessionStorage,
): boolean {
  let last: number | null = null;
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    // storage may be unavailable (private mode): reload anyway, guarded by nothing but the browser
  }
  if (!shouldReloadOnChunkError(last, now)) return false;
  try {
    storage?.setItem(STORAGE_KEY, String(now));
  } catch {
    // ignore
  }
  window.location.reload();
  return true;
}
