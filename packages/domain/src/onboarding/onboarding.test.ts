import { describe, expect, it } from 'vitest';
import { nextOnboardingStep, ONBOARDING_EVENTS, ONBOARDING_STEPS, onboardingPathOf } from './onboarding.js';

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
});
