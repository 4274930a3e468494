import { describe, expect, it } from 'vitest';
import { apiTarget } from '../src/lib/api-path.js';

/** The decision of `apiTarget`: the target, or the status and code of the refusal. */
function decision(url: string, production = false): unknown {
  try {
    return apiTarget(url, { production });
  } catch (error) {
    const { statusCode, code } = error as { statusCode: number; code: string };
    return { statusCode, code };
  }
}

/** The same path with its first letter percent-encoded, so it cannot take the plain-path shortcut. */
function encoded(url: string): string {
  return url.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
}

describe('apiTarget', () => {
  it.each([
    '/api/me',
    '/api/me/',
    '/api/pages/a.b/c~d_e-f',
    '/api/a/.../b',
    '/api/me/../admin',
    '/api/./me',
    '/api/me//x',
    '/api/auth/verify',
    '/api/AUTH/verify',
    '/api/auth./verify',
    '/api/auth.../verify',
    '/api/_auth/session',
    '/api/dev/outbox',
  ])('decides %s as the same path spelled with percent-encoding does', (url) => {
    for (const production of [false, true]) {
      const plain = decision(url, production);
      const spelled = decision(`/api${encoded(url.slice(4))}`, production);
      if (typeof plain === 'object' && plain !== null && 'path' in plain) {
        expect(spelled).toMatchObject({ query: '' });
      } else {
        expect(spelled, `${url} (production: ${production})`).toEqual(plain);
      }
    }
  });

  it('passes plain paths and refuses dot and empty segments', () => {
    expect(decision('/api/pages/a.b?term=x')).toEqual({
      pathname: '/pages/a.b',
      query: 'term=x',
      path: '/pages/a.b?term=x',
    });
    expect(decision('/api/a/.../b')).toMatchObject({ pathname: '/a/.../b' });
    for (const url of ['/api/me/../admin', '/api/./me', '/api/me//x', '/api/me/.']) {
      expect(decision(url), url).toEqual({ statusCode: 400, code: 'validation_failed' });
    }
    for (const url of ['/api/AUTH/verify', '/api/auth./verify', '/api/auth.../x', '/api/_Auth/session']) {
      expect(decision(url), url).toEqual({ statusCode: 404, code: 'not_found' });
    }
    expect(decision('/api/dev/outbox', true)).toEqual({ statusCode: 404, code: 'not_found' });
  });
});
