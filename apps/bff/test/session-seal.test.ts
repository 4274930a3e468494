/**
 * The sealed session cookie (issue 25): it holds neither the token nor anything the API would accept,
 * no byte of it can be changed, and its keys rotate with an overlap.
 */
import { describe, expect, it } from 'vitest';
import { SessionSeal } from '../src/lib/session-seal.js';
import { TOKEN } from './helpers.js';

const NEW_KEY = 'the-newest-session-key-of-32-characters-or-more';
const OLD_KEY = 'the-previous-session-key-of-32-characters-or-more';
const RETIRED_KEY = 'a-retired-session-key-of-32-characters-or-more!';
const MAX_AGE_S = 90 * 24 * 60 * 60;
const NOW_S = 1_790_000_000;
const NOW = NOW_S * 1000;

const sealWith = (...keys: string[]) => new SessionSeal(keys, MAX_AGE_S);

describe('SessionSeal', () => {
  it('seals a token into a value that holds no trace of it, and opens it again', () => {
    const sealed = sealWith(NEW_KEY).seal(TOKEN, NOW_S);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const trace of [
      TOKEN,
      Buffer.from(TOKEN).toString('base64'),
      Buffer.from(TOKEN).toString('base64url'),
      Buffer.from(TOKEN).toString('hex'),
      TOKEN.slice(4, 20),
    ]) {
      expect(sealed).not.toContain(trace);
      expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain(trace);
    }
    expect(sealWith(NEW_KEY).open(sealed, NOW)).toEqual({
      token: TOKEN,
      issuedAt: NOW_S,
      expiresAt: (NOW_S + MAX_AGE_S) * 1000,
      stale: false,
    });
  });

  it('gives a new value every time (a random IV), each of which opens', () => {
    const seal = sealWith(NEW_KEY);
    const values = new Set(Array.from({ length: 20 }, () => seal.seal(TOKEN, NOW_S)));
    expect(values.size).toBe(20);
    for (const value of values) expect(seal.open(value, NOW)?.token).toBe(TOKEN);
  });

  it('refuses every value with one byte changed, cut short or lengthened', () => {
    const seal = sealWith(NEW_KEY);
    const bytes = Buffer.from(seal.seal(TOKEN, NOW_S), 'base64url');
    for (let at = 0; at < bytes.length; at += 1) {
      const altered = Buffer.from(bytes);
      altered[at] = (altered[at] ?? 0) ^ 0x01;
      expect(seal.open(altered.toString('base64url'), NOW), `byte ${at}`).toBeNull();
    }
    expect(seal.open(bytes.subarray(0, -1).toString('base64url'), NOW)).toBeNull();
    expect(seal.open(Buffer.concat([bytes, Buffer.of(0)]).toString('base64url'), NOW)).toBeNull();
    // The same bytes spelled another way (77 bytes leave 2 spare bits in the last base64url character).
    const spelled = seal.seal(TOKEN, NOW_S);
    expect(Buffer.from(spelled, 'base64url').length % 3).not.toBe(0);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(spelled.at(-1) ?? '');
    const respelled = `${spelled.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url').equals(Buffer.from(spelled, 'base64url'))).toBe(true);
    expect(seal.open(spelled, NOW)?.token).toBe(TOKEN);
    expect(seal.open(respelled, NOW)).toBeNull();
  });

  it('refuses what is not a sealed value', () => {
    const seal = sealWith(NEW_KEY);
    for (const value of [
      '',
      'x',
      TOKEN,
      `${TOKEN}.signature`,
      's:abc.def',
      '%00',
      'a'.repeat(5_000),
      '+/==',
    ]) {
      expect(seal.open(value, NOW), value).toBeNull();
    }
  });

  it('opens a value sealed with a previous key while it is listed, and says it is stale', () => {
    const sealedOld = sealWith(OLD_KEY).seal(TOKEN, NOW_S);
    const rotated = sealWith(NEW_KEY, OLD_KEY);
    expect(rotated.open(sealedOld, NOW)).toMatchObject({ token: TOKEN, issuedAt: NOW_S, stale: true });
    const resealed = rotated.seal(TOKEN, NOW_S);
    expect(sealWith(NEW_KEY).open(resealed, NOW)).toMatchObject({ token: TOKEN, stale: false });
  });

  it('refuses a value of a key no longer listed', () => {
    const sealedRetired = sealWith(RETIRED_KEY).seal(TOKEN, NOW_S);
    expect(sealWith(NEW_KEY, OLD_KEY).open(sealedRetired, NOW)).toBeNull();
  });

  it(`refuses a value ${MAX_AGE_S / 86_400} days after sign-in`, () => {
    const seal = sealWith(NEW_KEY);
    const sealed = seal.seal(TOKEN, NOW_S);
    expect(seal.open(sealed, (NOW_S + MAX_AGE_S) * 1000 - 1)?.token).toBe(TOKEN);
    expect(seal.open(sealed, (NOW_S + MAX_AGE_S) * 1000)).toBeNull();
  });

  it('needs a key', () => {
    expect(() => new SessionSeal([], MAX_AGE_S)).toThrow(/at least one key/);
  });
});
