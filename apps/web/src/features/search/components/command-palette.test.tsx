import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../lib/messages';
import { modalStore } from '../../../lib/modals';
import { stubFetch } from '../../../testing/fetch';
import { renderAt, testQueryClient, testUser } from '../../../testing/render';
import { forgetPicture, useSearchPicture } from '../lib/search-picture';
import { CommandPalette, PICTURE_PAYWALL_MESSAGE } from './command-palette';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });

/** The palette, with where the app went and which picture it holds. */
function Probe() {
  const location = useLocation();
  const picture = useSearchPicture();
  return (
    <>
      <CommandPalette />
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="picture">{picture?.file.name ?? ''}</output>
    </>
  );
}

const sessionOf = (tier: 'visitor' | 'free' | 'pro') =>
  tier === 'visitor'
    ? testQueryClient()
    : testQueryClient({
        authenticated: true,
        user: testUser(tier === 'pro' ? { isPremium: true, planType: 'pro' } : {}),
      });

describe('the command palette: Search by picture', () => {
  afterEach(() => {
    forgetPicture();
    vi.unstubAllGlobals();
  });

  it('picks a file for a Pro member and goes to the search page with it, uploading nothing yet', () => {
    const fetch = stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('pro') });
    const input = screen.getByLabelText('Choose a screenshot to search by') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('option', { name: /Search by picture/ }));
    expect(click).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { files: [png] } });
    expect(screen.getByLabelText('address').textContent).toBe('/search?by=picture');
    expect(screen.getByLabelText('picture').textContent).toBe('shot.png');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says why a file cannot be searched, and stays', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('pro') });
    const input = screen.getByLabelText('Choose a screenshot to search by');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('The picture is larger than 10 MB');
    expect(screen.getByLabelText('address').textContent).toBe('/n/pages');
  });

  it('shows a free member the paywall instead of a file picker', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    expect(screen.queryByLabelText('Choose a screenshot to search by')).toBeNull();
    const option = screen.getByRole('option', { name: /Search by picture/ });
    expect(option.textContent).toContain('Pro');
    fireEvent.click(option);
    expect(modalStore.get()).toEqual({ type: 'paywall', message: PICTURE_PAYWALL_MESSAGE });
  });

  it('asks a visitor to sign in to search', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/pages', client: sessionOf('visitor') });
    fireEvent.click(screen.getByRole('option', { name: /Search by picture/ }));
    expect(modalStore.get()).toEqual({ type: 'auth-prompt', message: MESSAGES.signInToSearch });
  });
});
