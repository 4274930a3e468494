import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteSentinel, type PagedQuery } from './infinite-sentinel';

const query = (overrides: Partial<PagedQuery> = {}): PagedQuery => ({
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn() as unknown as PagedQuery['fetchNextPage'],
  ...overrides,
});

/**
 * IntersectionObservers as the browser runs them: at each update step (`step`) an observer reports its
 * target when its state differs from what it last reported, and a new observer always reports once.
 */
const world = {
  inView: false,
  observers: new Set<FakeObserver>(),
  step() {
    act(() => {
      for (const observer of world.observers) observer.update();
    });
  },
};
class FakeObserver {
  private reported: boolean | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    world.observers.add(this);
  }
  disconnect() {
    world.observers.delete(this);
  }
  update() {
    if (this.reported === world.inView) return;
    this.reported = world.inView;
    this.callback([{ isIntersecting: world.inView } as IntersectionObserverEntry], this as never);
  }
}

describe('InfiniteSentinel', () => {
  it('ends a list of one in the singular and a longer one with its count', () => {
    const { rerender } = render(<InfiniteSentinel query={query()} noun="screen" total={1} />);
    expect(screen.getByText("That's the only screen.")).toBeTruthy();
    rerender(<InfiniteSentinel query={query()} noun="screen" total={1033} />);
    expect(screen.getByText("That's all 1,033 screens.")).toBeTruthy();
  });

  it('offers more in the plural while pages remain', () => {
    render(<InfiniteSentinel query={query({ hasNextPage: true })} noun="flow" total={40} />);
    expect(screen.getByRole('button', { name: 'Show more flows' })).toBeTruthy();
  });

  describe('in view', () => {
    beforeEach(() => {
      world.inView = false;
      world.observers.clear();
      vi.stubGlobal('IntersectionObserver', FakeObserver);
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for the next page when it comes into view, not before', () => {
      const fetchNextPage = vi.fn();
      render(<InfiniteSentinel query={query({ hasNextPage: true, fetchNextPage })} noun="screen" />);
      world.step();
      expect(fetchNextPage).not.toHaveBeenCalled();
      world.inView = true;
      world.step();
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
    });

    it('reached while a page is on its way, asks for the next one when that page arrives and it is still in view', () => {
      const fetchNextPage = vi.fn();
      const idle = query({ hasNextPage: true, fetchNextPage });
      const { rerender } = render(<InfiniteSentinel query={idle} noun="screen" />);
      world.step();
      world.inView = true;
      world.step();
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
      rerender(<InfiniteSentinel query={{ ...idle, isFetchingNextPage: true }} noun="screen" />);
      world.step();
      // The page arrived; it pushed the sentinel out and a scroll brought it back between two steps
      // (or it never left): to an observer of old, nothing changed.
      rerender(<InfiniteSentinel query={idle} noun="screen" />);
      world.step();
      expect(fetchNextPage).toHaveBeenCalledTimes(2);
    });

    it('out of view when the page arrives, waits until it is back in view', () => {
      const fetchNextPage = vi.fn();
      const loading = query({ hasNextPage: true, isFetchingNextPage: true, fetchNextPage });
      const { rerender } = render(<InfiniteSentinel query={loading} noun="screen" />);
      world.inView = true;
      world.step();
      world.inView = false;
      rerender(<InfiniteSentinel query={{ ...loading, isFetchingNextPage: false }} noun="screen" />);
      world.step();
      expect(fetchNextPage).not.toHaveBeenCalled();
      world.inView = true;
      world.step();
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
    });

    it('after a failed page, scrolling does not ask again in a loop; the button does', () => {
      const fetchNextPage = vi.fn();
      render(
        <InfiniteSentinel
          query={query({ hasNextPage: true, isFetchNextPageError: true, fetchNextPage })}
          noun="screen"
        />,
      );
      world.inView = true;
      world.step();
      expect(fetchNextPage).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Show more screens' }));
      expect(fetchNextPage).toHaveBeenCalledTimes(1);
    });
  });
});
