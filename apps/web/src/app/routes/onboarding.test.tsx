import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { OnboardingShareRoute, OnboardingStartRoute, OnboardingUpgradeRoute } from './account';

// Each step event is logged as an activity (stored by the API, mirrored to analytics).
const captured = vi.hoisted(() => [] as [string, unknown][]);
vi.mock('#features/activity/api/log-activity', () => ({
  logActivity: (event: string, properties: unknown) => captured.push([event, properties]),
}));

const signedIn = (isPremium: boolean) => {
  const client = testQueryClient({
    authenticated: true,
    user: testUser(isPremium ? { isPremium: true, planType: 'pro' } : {}),
  });
  client.setQueryData(['team'], { team: null });
  return client;
};

// Reset before each test: the renderer unmounts the previous test's page (an abandon) after it ends.
beforeEach(() => {
  captured.length = 0;
});

describe('onboarding', () => {
  it('leads a free member from share to the upgrade step, three steps in all', () => {
    renderAt(<OnboardingShareRoute />, { path: '/onboarding/share', client: signedIn(false) });
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/onboarding/upgrade');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Welcome',
      'Your team',
      'Go further',
    ]);
  });

  it('spares a Pro member the upgrade step', () => {
    renderAt(<OnboardingShareRoute />, { path: '/onboarding/share', client: signedIn(true) });
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/n/pages');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('records a step viewed, and an abandon when left without continuing or skipping', () => {
    const view = renderAt(<OnboardingStartRoute />, { path: '/onboarding', client: signedIn(false) });
    expect(captured).toEqual([['onboarding step viewed', { step: 'start' }]]);
    view.unmount();
    expect(captured.at(-1)).toEqual(['onboarding step abandoned', { step: 'start' }]);
  });

  it('records a completed step, and no abandon after it', () => {
    const view = renderAt(<OnboardingStartRoute />, { path: '/onboarding', client: signedIn(false) });
    screen.getByRole('link', { name: 'Continue' }).click();
    view.unmount();
    expect(captured.map(([event]) => event)).toEqual(['onboarding step viewed', 'onboarding step completed']);
  });

  it('lets the share step create a workspace, then invite into it', () => {
    const client = signedIn(false);
    renderAt(<OnboardingShareRoute />, { path: '/onboarding/share', client });
    expect(screen.getByRole('heading', { name: 'Create your workspace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create workspace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe(
      '/onboarding/upgrade',
    );
  });

  it('shows the owner of a workspace the invite form on the share step', () => {
    const client = signedIn(false);
    client.setQueryData(['team'], {
      team: {
        id: 1,
        name: 'Studio North',
        myRole: 'owner',
        size: 1,
        capacity: 3,
        plan: 'free',
        members: [],
        invitations: [],
      },
    });
    renderAt(<OnboardingShareRoute />, { path: '/onboarding/share', client });
    expect(screen.getByRole('heading', { name: 'Invite teammates to Studio North' })).toBeTruthy();
    expect(screen.getByLabelText('Invite by email')).toBeTruthy();
  });

  it('completes the upgrade step when a plan is chosen, and skips it otherwise', () => {
    const view = renderAt(<OnboardingUpgradeRoute />, {
      path: '/onboarding/upgrade',
      client: signedIn(false),
    });
    const pro = screen.getByRole('link', { name: 'Upgrade to Pro' });
    expect(pro.getAttribute('href')).toBe('/checkout?plan=pro-yearly');
    pro.click();
    view.unmount();
    expect(captured.map(([event]) => event)).toEqual(['onboarding step viewed', 'onboarding step completed']);
  });
});
