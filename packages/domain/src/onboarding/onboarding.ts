/**
 * The onboarding sequence (product spec, sections 2 and 4): start, share, upgrade, with its analytics
 * events.
 *
 * @packageDocumentation
 */

import type { Tier } from '../tiers/tiers.js';

/** The onboarding steps, in order. */
export const ONBOARDING_STEPS = ['start', 'share', 'upgrade'] as const;

/** An onboarding step. */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The analytics events of an onboarding step. */
export const ONBOARDING_EVENTS = ['step viewed', 'step completed', 'step skipped', 'step abandoned'] as const;

/** An onboarding analytics event. */
export type OnboardingEvent = (typeof ONBOARDING_EVENTS)[number];

const STEP_PATHS: Readonly<Record<OnboardingStep, string>> = Object.freeze({
  start: '/onboarding',
  share: '/onboarding/share',
  upgrade: '/onboarding/upgrade',
});

/**
 * The step after `step`, or `null` when onboarding is over. A Pro user (`tier: 'premium'`) skips
 * `upgrade`, which would offer what they already have.
 */
export function nextOnboardingStep(
  step: OnboardingStep,
  options: { readonly tier?: Tier } = {},
): OnboardingStep | null {
  const next = ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1];
  if (next === undefined || (next === 'upgrade' && options.tier === 'premium')) return null;
  return next;
}

/** The page path of an onboarding step: `/onboarding`, `/onboarding/share`, `/onboarding/upgrade`. */
export function onboardingPathOf(step: OnboardingStep): string {
  return STEP_PATHS[step];
}
