import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrLeaving } from './idle';

describe('whenIdleOrLeaving', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a waiting task at once when the page is hidden or unloaded, and only once', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleOrLeaving(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs in idle time when the page stays, and not again when it leaves later', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleOrLeaving(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
