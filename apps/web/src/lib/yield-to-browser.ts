/**
 * Ends the task under way and goes on in a new one, so the browser can paint and answer input in
 * between: `scheduler.yield()` where the browser has it (the rest then runs ahead of other waiting
 * tasks), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function'
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));
}
