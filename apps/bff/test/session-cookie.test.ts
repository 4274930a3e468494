import { sign, unsign } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { SessionCookieVerifier } from '../src/lib/session-cookie.js';
import { TEST_SECRET, TOKEN } from './helpers.js';

/** A verifier with the test secret that counts its signature checks. */
function counting(capacity?: number) {
  const checks: string[] = [];
  const verifier = new SessionCookieVerifier((signed) => {
    checks.push(signed);
    return unsign(signed, TEST_SECRET);
  }, capacity);
  return { verifier, checks };
}

describe('SessionCookieVerifier', () => {
  it('gives the token of a valid cookie and checks its signature once', () => {
    const { verifier, checks } = counting();
    const cookie = sign(TOKEN, TEST_SECRET);
    const first = verifier.verify(cookie);
    expect(first?.token).toBe(TOKEN);
    expect(first?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.key).not.toContain(TOKEN);
    expect(verifier.verify(cookie)).toBe(first);
    expect(checks).toHaveLength(1);
  });

  it('refuses a forged cookie every time, also once the genuine one is remembered', () => {
    const { verifier, checks } = counting();
    const genuine = sign(TOKEN, TEST_SECRET);
    expect(verifier.verify(genuine)?.token).toBe(TOKEN);
    const signature = genuine.slice(genuine.lastIndexOf('.') + 1);
    const forgeries = [
      `${TOKEN}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, // another signature
      `${TOKEN}x.${signature}`, // another token under the genuine signature
      sign(TOKEN, 'another-secret-with-at-least-32-characters!'), // the token signed with another secret
      TOKEN, // no signature
      `${genuine} `,
      sign('', TEST_SECRET), // a valid signature of an empty token
    ];
    for (const forged of forgeries) {
      expect(verifier.verify(forged), forged).toBeNull();
      expect(verifier.verify(forged), forged).toBeNull();
    }
    expect(checks.filter((checked) => checked !== genuine)).toHaveLength(forgeries.length * 2);
    expect(verifier.size).toBe(1);
  });

  it('checks again a cookie it was told to forget (a session that ended)', () => {
    const { verifier, checks } = counting();
    const cookie = sign(TOKEN, TEST_SECRET);
    verifier.verify(cookie);
    verifier.forget(cookie);
    expect(verifier.size).toBe(0);
    expect(verifier.verify(cookie)?.token).toBe(TOKEN);
    expect(checks).toHaveLength(2);
  });

  it('remembers at most its capacity of cookies', () => {
    const { verifier } = counting(3);
    for (let index = 0; index < 10; index += 1) {
      expect(verifier.verify(sign(`tok_${index}_abcdefghijklmnop`, TEST_SECRET))?.token).toBe(
        `tok_${index}_abcdefghijklmnop`,
      );
    }
    expect(verifier.size).toBe(3);
  });
});
