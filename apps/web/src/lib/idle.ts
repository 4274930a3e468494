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

/** Tasks waiting for idle time that must still run if the page goes away first. */
const beforeLeaving = new Set<() => void>();
let listening = false;

function runBeforeLeaving(): void {
  for (const task of [...beforeLeaving]) task();
}

function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', runBeforeLeaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') runBeforeLeaving();
  });
}

/**
 * Like `whenIdle`, but the task also runs, at once, when the page is hidden or unloaded before the
 * browser was idle (a reload, another address typed, the tab closed): an event queued for idle time is
 * then sent instead of lost. A task that sends a request should send it with `keepalive`, so it outlives
 * the page. Runs the task at most once.
 */
export function whenIdleOrLeaving(task: () => void): void {
  listenForLeaving();
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    beforeLeaving.delete(run);
    task();
  };
  beforeLeaving.add(run);
  whenIdle(run);
}
