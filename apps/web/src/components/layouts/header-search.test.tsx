import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#lib/messages';
import { modalStore } from '#lib/modals';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { Header } from './header';

function Probe() {
  const location = useLocation();
  return (
    <>
      <Header />
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Search screens, apps and patterns' });
const search = (words: string) => {
  fireEvent.change(field(), { target: { value: words } });
  fireEvent.submit(field().closest('form') as HTMLFormElement);
};

describe('the header search', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens /search with the words for a free member (the search page counts the day’s searches)', () => {
    stubFetch({});
    renderAt(<Probe />, {
      path: '/n/pages',
      client: testQueryClient({ authenticated: true, user: testUser() }),
    });
    search(' paywall ');
    expect(screen.getByLabelText('address').textContent).toBe('/search?term=paywall');
    expect(modalStore.get()).toBeNull();
  });

  it('asks a visitor to sign in, back to the same search after', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/pages' });
    search('paywall');
    expect(modalStore.get()).toEqual({
      type: 'auth-prompt',
      message: MESSAGES.signInToSearch,
      redirectTo: '/search?term=paywall',
    });
  });

  it('opens the palette from an empty field, and from the search button phones show', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/pages' });
    search('');
    expect(modalStore.get()).toEqual({ type: 'command-palette' });
    modalStore.set(null);
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    expect(modalStore.get()).toEqual({ type: 'command-palette' });
  });
});
