import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  commaList,
  logLevel,
  parseEnvironment,
  posthogSettings,
  posthogVariables,
  trustedProxies,
} from './env.js';

const schema = z.object({
  LOG_LEVEL: logLevel,
  TRUSTED_PROXIES: trustedProxies({ fallback: ['loopback'], atLeastOne: true }),
  LIST: commaList().optional(),
  ...posthogVariables,
});
const parse = (env: Record<string, string | undefined>) => parseEnvironment(schema, env, 'Test');

describe('parseEnvironment', () => {
  it('gives the defaults for unset and blank variables', () => {
    expect(parse({ LOG_LEVEL: ' ', TRUSTED_PROXIES: '' })).toEqual({
      LOG_LEVEL: 'info',
      TRUSTED_PROXIES: ['loopback'],
      POSTHOG_HOST: 'https://eu.i.posthog.com',
    });
  });

  it('names every bad variable in one error', () => {
    const error = (() => {
      try {
        parse({ LOG_LEVEL: 'loud', TRUSTED_PROXIES: '10.0.0.0/33', POSTHOG_HOST: 'ftp://x' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      [
        'Invalid Test configuration:',
        `  LOG_LEVEL: Invalid option: expected one of "fatal"|"error"|"warn"|"info"|"debug"|"trace"|"silent"`,
        '  TRUSTED_PROXIES: must be comma-separated IP addresses, CIDR ranges or loopback, linklocal, uniquelocal',
        '  POSTHOG_HOST: must be an http:// or https:// URL',
      ].join('\n'),
    );
  });
});

describe('the shared variables', () => {
  it('reads a comma-separated list without its blanks', () => {
    expect(parse({ LIST: ' a, b ,, c,' }).LIST).toEqual(['a', 'b', 'c']);
  });

  it('takes addresses, CIDR ranges and keywords as trusted proxies; refuses a list of none where one is needed', () => {
    expect(
      parse({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12, ::1, fd00::/8, uniquelocal' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'uniquelocal']);
    expect(() => parse({ TRUSTED_PROXIES: ' , ' })).toThrow('TRUSTED_PROXIES: must name at least one');
    expect(() => parse({ TRUSTED_PROXIES: 'bff.internal' })).toThrow(
      'TRUSTED_PROXIES: must be comma-separated',
    );
    const optional = z.object({ TRUSTED_PROXIES: trustedProxies({ fallback: [], atLeastOne: false }) });
    expect(parseEnvironment(optional, {}, 'Test').TRUSTED_PROXIES).toEqual([]);
  });

  it('turns PostHog on only with a key', () => {
    expect(posthogSettings(parse({}))).toBeNull();
    expect(posthogSettings(parse({ POSTHOG_KEY: 'phc_1', POSTHOG_HOST: 'http://ph.local' }))).toEqual({
      key: 'phc_1',
      host: 'http://ph.local',
    });
  });
});
