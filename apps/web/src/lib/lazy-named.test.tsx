import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed } from './lazy-named';

const Page = () => <h1>Screens</h1>;

describe('lazyNamed', () => {
  it('renders a component preloaded before its first render at once, without its fallback', async () => {
    const load = vi.fn(async () => ({ Page }));
    const LazyPage = lazyNamed(load, 'Page');
    await LazyPage.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Screens' })).toBeDefined();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a component not preloaded has loaded', async () => {
    const LazyPage = lazyNamed(async () => ({ Page }), 'Page');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Screens' })).toBeDefined();
  });
});
