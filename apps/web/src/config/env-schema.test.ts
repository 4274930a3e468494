import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env-schema';

describe('parseWebEnv', () => {
  it('fills the defaults and drops a blank key', () => {
    expect(parseWebEnv({ MODE: 'production', DEV: false, VITE_POSTHOG_KEY: '  ' })).toEqual({
      mode: 'production',
      isDevelopment: false,
      isTest: false,
      posthogKey: undefined,
      posthogHost: 'https://eu.i.posthog.com',
    });
  });

  it('fails with the name of a bad variable', () => {
    expect(() => parseWebEnv({ MODE: 'production', VITE_POSTHOG_HOST: 'not a url' })).toThrow(
      /VITE_POSTHOG_HOST/,
    );
  });
});
