import { redirectPathSchema } from '@pageshelf/contracts';
import { paths } from '#config/paths';

/** Where to go after signing in: a path of this site only (never back to sign-in), else the library. */
export function safeRedirect(value: string | null | undefined): string {
  const parsed = redirectPathSchema.safeParse(value ?? '');
  return parsed.success && !parsed.data.startsWith('/auth') && !parsed.data.startsWith('/magic/')
    ? parsed.data
    : paths.screens.href('member');
}

/**
 * Where a verified sign-in lands: the page the link was asked from, when it names one; else, for an
 * account this sign-in created (the API says so: `newAccount`), onboarding (spec section 4); else the
 * library.
 */
export function landingAfterSignIn(result: { redirectTo: string | null; newAccount: boolean }): string {
  if (result.redirectTo === null && result.newAccount) return paths.onboarding.href();
  return safeRedirect(result.redirectTo);
}
