import { TOASTS } from '@pageshelf/domain/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('shows success, info and error toasts bottom-right with the domain geometry', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Marked as favorite');
      toast.info('Sign in to continue browsing');
      toast.error('Something went wrong: boom');
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(region.style.getPropertyValue('--toast-width')).toBe(`${TOASTS.widthPx}px`);
    expect(region.style.getPropertyValue('--toast-gap')).toBe(`${TOASTS.gapPx}px`);
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual([
      'Marked as favorite',
      'Sign in to continue browsing',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong: boom');
  });

  it('keeps at most three, the oldest giving way', () => {
    render(<Toaster />);
    act(() => {
      for (const text of ['one', 'two', 'three', 'four']) toast.info(text);
    });
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['two', 'three', 'four']);
    expect(TOASTS.maxVisible).toBe(3);
  });

  it('hides each toast after 4000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Image copied to clipboard');
    });
    act(() => {
      vi.advanceTimersByTime(TOASTS.durationMs - 10);
    });
    expect(screen.queryByText('Image copied to clipboard')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Image copied to clipboard')).toBeNull();
  });

  it('can be dismissed by hand', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Sign up to continue');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Sign up to continue')).toBeNull();
  });

  it('moves focus to the toasts with Alt+T', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Removed from favorites');
    });
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dismiss notification' }));
  });
});
