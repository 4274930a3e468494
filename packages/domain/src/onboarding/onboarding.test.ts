import { describe, expect, it } from 'vitest';
import { isOnboardingStep, nextOnboardingStep, ONBOARDING_EVENTS, ONBOARDING_STEPS } from './onboarding.js';

describe('onboarding', () => {
  it('runs start, share, upgrade', () => {
    expect(ONBOARDING_STEPS).toEqual(['start', 'share', 'upgrade']);
    expect(nextOnboardingStep('start')).toBe('share');
    expect(nextOnboardingStep('share')).toBe('upgrade');
    expect(nextOnboardingStep('upgrade')).toBeNull();
    expect(isOnboardingStep('share')).toBe(true);
    expect(isOnboardingStep('finish')).toBe(false);
    expect(ONBOARDING_EVENTS).toEqual(['step viewed', 'step completed', 'step skipped', 'step abandoned']);
  });
});
