import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, safeRedirect } from './landing';

describe('landingAfterSignIn', () => {
  it('starts onboarding for an account this sign-in created, going nowhere in particular', () => {
    expect(landingAfterSignIn({ redirectTo: null, newAccount: true })).toBe('/onboarding');
  });

  it('takes anyone going somewhere there, a new account too', () => {
    expect(landingAfterSignIn({ redirectTo: '/pages?term=login', newAccount: true })).toBe(
      '/pages?term=login',
    );
    expect(landingAfterSignIn({ redirectTo: '/pages?term=login', newAccount: false })).toBe(
      '/pages?term=login',
    );
  });

  it('takes a returning account with no page to go back to into the library', () => {
    expect(landingAfterSignIn({ redirectTo: null, newAccount: false })).toBe(safeRedirect(null));
  });
});

describe('safeRedirect', () => {
  it('keeps paths of this site, and sends anything else, or back to sign-in, to the library', () => {
    const library = safeRedirect(null);
    expect(safeRedirect('/apps/notion')).toBe('/apps/notion');
    for (const value of ['https://evil.example/', '//evil.example', '/auth', '/magic/abc', '', undefined]) {
      expect(safeRedirect(value), String(value)).toBe(library);
    }
  });
});
