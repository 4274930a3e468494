import { useEffect, useState } from 'react';

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

/**
 * A random example per mount, stable across re-renders. The first render shows the first example, as
 * the page rendered by the server does (a random one there would not match the browser's when it takes
 * the page over); the random one follows at once.
 */
export function useSearchSuggestion(random: () => number = Math.random): string {
  const [example, setExample] = useState<string>(SEARCH_EXAMPLES[0]);
  useEffect(() => {
    setExample(SEARCH_EXAMPLES[Math.floor(random() * SEARCH_EXAMPLES.length)] ?? SEARCH_EXAMPLES[0]);
  }, [random]);
  return example;
}
