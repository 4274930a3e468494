import { describe, expect, it } from 'vitest';
import { AUTH_PATH, authHref } from './sign-in.js';

describe('authHref', () => {
  it('is the sign-in page, back to a page with its query, saying why when told', () => {
    expect(authHref()).toBe(AUTH_PATH);
    expect(authHref(AUTH_PATH, 'visits')).toBe('/auth?reason=visits');
    expect(authHref('/apps/pulse?tab=flows', 'visits')).toBe(
      '/auth?redirectTo=%2Fapps%2Fpulse%3Ftab%3Dflows&reason=visits',
    );
    expect(authHref('/pages')).toBe('/auth?redirectTo=%2Fpages');
  });
});
