import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFilters } from './use-filters';

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ controller: useFilters(), location: useLocation(), navigate: useNavigate() }), {
    wrapper,
  });
}

describe('useFilters', () => {
  it('reads the filters from the query string with the domain rules', () => {
    const { result } = setup(
      '/pages?patternCategories=3,1&screenTypes=marketing&isFavorited=1&textInScreen=%20free%20trial%20',
    );
    const { filters, activeCount, searched } = result.current.controller;
    expect(filters.patternCategories).toEqual([1, 3]);
    expect(filters.screenTypes).toEqual(['marketing']);
    expect(filters.isFavorited).toBe(true);
    expect(filters.textInScreen).toBe('free trial');
    expect(activeCount).toBe(5);
    expect(searched).toBe(true);
  });

  it('is not searched with blank values', () => {
    const { result } = setup('/pages?term=%20%20&isFavorited=0');
    expect(result.current.controller.searched).toBe(false);
    expect(result.current.controller.activeCount).toBe(0);
  });

  it('toggles a category into the canonical query string, keeping other keys', () => {
    const { result } = setup('/flows/abc?screen=2&patternCategories=5');
    act(() => result.current.controller.toggle('patternCategories', 2));
    expect(result.current.location.search).toBe('?patternCategories=2%2C5&screen=2');
    act(() => result.current.controller.toggle('patternCategories', 5));
    expect(result.current.location.search).toBe('?patternCategories=2&screen=2');
  });

  it('sets one screen type or both', () => {
    const { result } = setup('/pages');
    act(() => result.current.controller.setScreenType('application'));
    expect(result.current.location.search).toBe('?screenTypes=application');
    act(() => result.current.controller.setScreenType(null));
    expect(result.current.location.search).toBe('');
  });

  it('sets the text filters and the favorites switch', () => {
    const { result } = setup('/pages');
    act(() => result.current.controller.setText('textInScreen', '  Continue with Apple '));
    act(() => result.current.controller.setFavorited(true));
    expect(result.current.location.search).toBe('?textInScreen=Continue+with+Apple&isFavorited=1');
  });

  it('removes one value and clears them all', () => {
    const { result } = setup('/pages?productCategories=4,9&term=bank');
    act(() => result.current.controller.remove('productCategories', 9));
    expect(result.current.controller.filters.productCategories).toEqual([4]);
    act(() => result.current.controller.clear());
    expect(result.current.location.search).toBe('');
    expect(result.current.controller.activeCount).toBe(0);
  });

  it('reads the address again when history brings back one it changed before', async () => {
    const { result } = setup('/pages');
    act(() => result.current.controller.setScreenType('application'));
    act(() => result.current.controller.clear());
    expect(result.current.controller.filters.screenTypes).toEqual([]);
    await act(async () => {
      await result.current.navigate(-1);
    });
    expect(result.current.location.search).toBe('?screenTypes=application');
    expect(result.current.controller.filters.screenTypes).toEqual(['application']);
  });
});
