import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { Guard } from './guard';

function guarded(path: string, user: ReturnType<typeof testUser> | null) {
  const client = testQueryClient(user ? { authenticated: true, user } : { authenticated: false, user: null });
  return renderAt(
    <Routes>
      <Route element={<Guard />}>
        <Route path="*" element={<p>Protected content</p>} />
      </Route>
    </Routes>,
    { path, client },
  );
}

describe('Guard', () => {
  it('lets everyone through public pages', () => {
    guarded('/pages', null);
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('asks visitors to sign in on member pages instead of showing a blank page', async () => {
    guarded('/n/pages', null);
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('lets signed-in free users into member pages', () => {
    guarded('/settings/team', testUser());
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('shows the paywall to free users on Pro pages', () => {
    guarded('/favorites', testUser());
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(screen.getByRole('heading', { name: 'This is part of Pro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade to Pro/ })).toBeTruthy();
  });

  it('lets free members into the collections (their workspace shares them)', () => {
    guarded('/collections/123e4567-e89b-12d3-a456-426614174000', testUser({ teamId: 3, teamSize: 2 }));
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('asks visitors to sign in on the collections', async () => {
    guarded('/collections', null);
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
  });

  it('asks visitors to sign in first on Pro pages', async () => {
    guarded('/favorites', null);
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
  });

  it('lets free members into /search', () => {
    guarded('/search?term=paywall', testUser());
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('asks visitors to sign in to search on /search, saying what a free account gets', async () => {
    guarded('/search?term=paywall', null);
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to continue searching' })).toBeTruthy();
    expect(screen.getByText(/A free account searches 8 times a day/)).toBeTruthy();
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('lets Pro members into Pro pages', () => {
    guarded('/favorites/screens', testUser({ isPremium: true, planType: 'pro' }));
    expect(screen.getByText('Protected content')).toBeTruthy();
  });

  it('keeps Pro members out of the unlock page', () => {
    guarded('/unlock-library', testUser({ isPremium: true, planType: 'pro' }));
    expect(screen.getByRole('heading', { name: 'You already have Pro' })).toBeTruthy();
  });

  it('keeps component tags for administrators', () => {
    guarded('/components/tags', testUser());
    expect(screen.getByRole('heading', { name: 'Administrators only' })).toBeTruthy();
  });

  it.each([
    ['/n/pages/not-a-uuid', testUser()],
    ['/n/pages/not-a-uuid', null],
    ['/favorites/likes', testUser({ isPremium: true, planType: 'pro' })],
    ['/magic/..%2f', null],
    ['/flows/..%2f', null],
    ['/nope', null],
  ])('shows Page Not Found at %s, an address the page-route table does not know', (path, user) => {
    guarded(path, user);
    expect(screen.queryByText('Protected content')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('lets administrators see component tags', () => {
    guarded('/components/tags/sticky', testUser({ role: 'admin' }));
    expect(screen.getByText('Protected content')).toBeTruthy();
  });
});
