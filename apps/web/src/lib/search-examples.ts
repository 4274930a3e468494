import { useMemo } from 'react';

/** Example searches shown as placeholders: real things people look for in interface references. */
export const SEARCH_EXAMPLES = [
  'onboarding checklist',
  'empty state',
  'paywall',
  'sign up with Apple',
  'dark mode settings',
  'checkout',
  'pricing table',
  'notification center',
  'search filters',
  'profile editing',
  'dashboard cards',
  'password reset',
  'invite teammates',
  'order tracking',
] as const;

/** A random example per mount, stable across re-renders. */
export function useSearchSuggestion(random: () => number = Math.random): string {
  return useMemo(
    () => SEARCH_EXAMPLES[Math.floor(random() * SEARCH_EXAMPLES.length)] ?? SEARCH_EXAMPLES[0],
    [random],
  );
}
