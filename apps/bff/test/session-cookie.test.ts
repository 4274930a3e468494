import { describe, expect, it } from 'vitest';
import { SessionCookieVerifier } from '../src/lib/session-cookie.js';
import { SessionSeal } from '../src/lib/session-seal.js';
import { nowSeconds, sealedSession, TEST_SESSION_KEY, TOKEN } from './helpers.js';

const MAX_AGE_S = 90 * 24 * 60 * 60;

/** A verifier with the test key that counts the values it opens. */
function counting(capacity?: number) {
  const seal = new SessionSeal([TEST_SESSION_KEY], MAX_AGE_S);
  const opened: string[] = [];
  const verifier = new SessionCookieVerifier((sealed, now) => {
    opened.push(sealed);
    return seal.open(sealed, now);
  }, capacity);
  return { verifier, opened };
}

describe('SessionCookieVerifier', () => {
  it('gives the token of a valid cookie and opens it once', () => {
    const { verifier, opened } = counting();
    const cookie = sealedSession(TOKEN);
    const first = verifier.verify(cookie);
    expect(first?.token).toBe(TOKEN);
    expect(first?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.key).not.toContain(TOKEN);
    expect(verifier.verify(cookie)).toBe(first);
    expect(opened).toHaveLength(1);
  });

  it('refuses a forged cookie every time, also once the genuine one is remembered', () => {
    const { verifier, opened } = counting();
    const genuine = sealedSession(TOKEN);
    expect(verifier.verify(genuine)?.token).toBe(TOKEN);
    const flipped = `${genuine.slice(0, 20)}${genuine[20] === 'A' ? 'B' : 'A'}${genuine.slice(21)}`;
    const forgeries = [
      flipped, // one character changed
      genuine.slice(0, -2), // cut short
      `${genuine}AA`, // lengthened
      sealedSession(TOKEN, { keys: ['another-key-with-at-least-32-characters!!'] }), // another key
      TOKEN, // the token itself
      `${genuine} `,
      sealedSession(''), // a valid seal of an empty token
    ];
    for (const forged of forgeries) {
      expect(verifier.verify(forged), forged).toBeNull();
      expect(verifier.verify(forged), forged).toBeNull();
    }
    expect(opened.filter((value) => value !== genuine)).toHaveLength(forgeries.length * 2);
    expect(verifier.size).toBe(1);
  });

  it('checks again a cookie it was told to forget (a session that ended)', () => {
    const { verifier, opened } = counting();
    const cookie = sealedSession(TOKEN);
    verifier.verify(cookie);
    verifier.forget(cookie);
    expect(verifier.size).toBe(0);
    expect(verifier.verify(cookie)?.token).toBe(TOKEN);
    expect(opened).toHaveLength(2);
  });

  it('refuses a remembered cookie once it has expired, as a new check would', () => {
    const { verifier } = counting();
    const issuedAt = nowSeconds() - MAX_AGE_S + 60;
    const cookie = sealedSession(TOKEN, { issuedAt });
    expect(verifier.verify(cookie)?.token).toBe(TOKEN);
    expect(verifier.verify(cookie, (issuedAt + MAX_AGE_S) * 1000)).toBeNull();
    expect(verifier.size).toBe(0);
  });

  it('remembers at most its capacity of cookies', () => {
    const { verifier } = counting(3);
    for (let index = 0; index < 10; index += 1) {
      expect(verifier.verify(sealedSession(`tok_${index}_abcdefghijklmnop`))?.token).toBe(
        `tok_${index}_abcdefghijklmnop`,
      );
    }
    expect(verifier.size).toBe(3);
  });
});
