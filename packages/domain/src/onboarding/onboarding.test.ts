import { describe, expect, it } from 'vitest';
import {
  isNewAccount,
  NEW_ACCOUNT_WINDOW_MS,
  nextOnboardingStep,
  ONBOARDING_EVENTS,
  ONBOARDING_STEPS,
  onboardingPathOf,
} from './onboarding.js';

describe('onboarding', () => {
  it('runs start, share, upgrade with four step events', () => {
    expect(ONBOARDING_STEPS).toEqual(['start', 'share', 'upgrade']);
    expect(ONBOARDING_EVENTS).toEqual(['step viewed', 'step completed', 'step skipped', 'step abandoned']);
  });

  it('moves to the next step and ends after upgrade', () => {
    expect(nextOnboardingStep('start')).toBe('share');
    expect(nextOnboardingStep('share')).toBe('upgrade');
    expect(nextOnboardingStep('upgrade')).toBeNull();
  });

  it('skips the upgrade step for Pro users', () => {
    expect(nextOnboardingStep('share', { tier: 'premium' })).toBeNull();
    expect(nextOnboardingStep('start', { tier: 'premium' })).toBe('share');
    expect(nextOnboardingStep('share', { tier: 'free' })).toBe('upgrade');
  });

  it('gives the page of each step', () => {
    expect(ONBOARDING_STEPS.map(onboardingPathOf)).toEqual([
      '/onboarding',
      '/onboarding/share',
      '/onboarding/upgrade',
    ]);
  });

  it('calls an account new for ten minutes after it was created', () => {
    const now = Date.UTC(2026, 4, 1, 12);
    expect(NEW_ACCOUNT_WINDOW_MS).toBe(600_000);
    expect(isNewAccount(now, now)).toBe(true);
    expect(isNewAccount(now - NEW_ACCOUNT_WINDOW_MS + 1, now)).toBe(true);
    expect(isNewAccount(now + 2_000, now)).toBe(true);
    expect(isNewAccount(now - NEW_ACCOUNT_WINDOW_MS, now)).toBe(false);
    expect(isNewAccount(now - 86_400_000, now)).toBe(false);
    expect(isNewAccount(Number.NaN, now)).toBe(false);
  });
});
