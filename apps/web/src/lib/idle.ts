import { ACTIVITY_IDLE_TIMEOUT_MS } from '@pageshelf/domain/constants';

/** Runs a task when the browser is idle, at the latest after ACTIVITY_IDLE_TIMEOUT_MS. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: ACTIVITY_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
