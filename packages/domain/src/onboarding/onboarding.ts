/** Onboarding runs as a sequence start, share, upgrade. */
export const ONBOARDING_STEPS = ['start', 'share', 'upgrade'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_EVENTS = ['step viewed', 'step completed', 'step skipped', 'step abandoned'] as const;
export type OnboardingEvent = (typeof ONBOARDING_EVENTS)[number];

/** The step after `step`, or null after the last. */
export function nextOnboardingStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return (ONBOARDING_STEPS as readonly unknown[]).includes(value);
}
