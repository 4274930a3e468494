import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import { modalStore } from '#lib/modals';
import { renderAt } from '#testing/render';
import { ErrorState } from './states';

describe('ErrorState', () => {
  it('offers a visitor refused by the visit cap the way to sign in, back to this page', () => {
    const error = new ApiError('Sign in to continue browsing', 401, { code: 'sign_in_to_browse' });
    renderAt(<ErrorState error={error} onRetry={vi.fn()} />, { path: '/flows?apps=1' });
    expect(screen.getByRole('heading', { name: 'Sign in to continue browsing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in or join free' }).getAttribute('href')).toBe(
      '/auth?redirectTo=%2Fflows%3Fapps%3D1',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a free member refused a Pro feature the plans', async () => {
    const error = new ApiError('Upgrade to Pro to keep browsing', 403, { code: 'visit_limit_reached' });
    renderAt(<ErrorState error={error} />);
    expect(screen.getByRole('heading', { name: 'Upgrade to Pro to keep browsing' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See Pro plans' }));
    expect(modalStore.get()).toEqual({ type: 'pricing' });
  });

  it('asks to try again after any other failure', () => {
    const error = new ApiError('Database is down', 500, { code: 'internal' });
    renderAt(<ErrorState error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain("This didn't load");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
