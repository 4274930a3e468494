import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfiniteSentinel } from './infinite-sentinel';

const ended = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined };

describe('InfiniteSentinel', () => {
  it('ends a list of one in the singular and a longer one with its count', () => {
    const { rerender } = render(<InfiniteSentinel {...ended} noun="screen" total={1} />);
    expect(screen.getByText("That's the only screen.")).toBeTruthy();
    rerender(<InfiniteSentinel {...ended} noun="screen" total={1033} />);
    expect(screen.getByText("That's all 1,033 screens.")).toBeTruthy();
  });

  it('offers more in the plural while pages remain', () => {
    render(<InfiniteSentinel {...ended} hasNextPage noun="flow" total={40} />);
    expect(screen.getByRole('button', { name: 'Show more flows' })).toBeTruthy();
  });
});
