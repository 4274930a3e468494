import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Masonry } from './masonry';

const items = Array.from({ length: 10_000 }, (_, index) => ({ key: `tile-${index}`, ratio: 2 }));

function renderGrid() {
  return render(
    <Masonry label="Screens" items={items} renderItem={(item) => <a href={`#${item.key}`}>{item.key}</a>} />,
  );
}

/** Where the list's top is relative to the window, as if the page had been scrolled by `scrolled`. */
function scrollTo(list: HTMLElement, scrolled: number) {
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: -scrolled } as DOMRect);
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('Masonry', () => {
  it('renders only the tiles near the window out of ten thousand, each saying its place in the whole', () => {
    renderGrid();
    const list = screen.getByRole('list', { name: 'Screens' });
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(5);
    expect(tiles.length).toBeLessThan(60);
    expect(tiles[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(tiles[0]?.getAttribute('aria-setsize')).toBe('10000');
    // The list is as tall as every tile together, so the page scrolls over all of them.
    expect(Number.parseFloat(list.style.height)).toBeGreaterThan(500_000);
  });

  it('follows the scroll, and keeps the focused tile rendered when it leaves the window', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    try {
      renderGrid();
      const list = screen.getByRole('list', { name: 'Screens' });
      const first = screen.getByRole('link', { name: 'tile-0' });
      first.focus();
      scrollTo(list, 200_000);
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      const shown = screen.getAllByRole('listitem').map((tile) => Number(tile.getAttribute('aria-posinset')));
      expect(shown[0]).toBe(1);
      expect(shown.length).toBeLessThan(60);
      expect(Math.min(...shown.slice(1))).toBeGreaterThan(1000);
      expect(document.activeElement).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
