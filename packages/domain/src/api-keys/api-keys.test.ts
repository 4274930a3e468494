import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_PREFIX,
  API_KEY_SECRET_LENGTH,
  apiKeyRateLimit,
  formatApiKey,
  isApiKeyToken,
  keyHint,
} from './api-keys.js';

const bytes = (values: number[]) => Uint8Array.from(values);

describe('formatApiKey', () => {
  it('makes psk_ and 40 base62 characters that isApiKeyToken recognises', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (random) => {
        fc.pre(random.filter((byte) => byte < 248).length >= API_KEY_SECRET_LENGTH);
        const key = formatApiKey(random);
        expect(key).toMatch(/^psk_[0-9A-Za-z]{40}$/);
        expect(isApiKeyToken(key)).toBe(true);
      }),
    );
  });

  it('skips the bytes that would bias the alphabet, and says when it ran out', () => {
    const key = formatApiKey(bytes([255, 248, ...Array.from({ length: 40 }, (_, index) => index)]));
    expect(key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + 11)).toBe('0123456789A');
    expect(() => formatApiKey(bytes(Array.from({ length: 39 }, () => 1)))).toThrow(RangeError);
    expect(() => formatApiKey(bytes(Array.from({ length: 64 }, () => 250)))).toThrow(RangeError);
  });
});

describe('isApiKeyToken', () => {
  it('tells a key from a session token, a short or long key and other characters', () => {
    const key = `psk_${'a1B2'.repeat(10)}`;
    expect(isApiKeyToken(key)).toBe(true);
    expect(isApiKeyToken(key.slice(0, -1))).toBe(false);
    expect(isApiKeyToken(`${key}x`)).toBe(false);
    expect(isApiKeyToken(`psk_${'a1B-'.repeat(10)}`)).toBe(false);
    expect(isApiKeyToken(`psk_${'a'.repeat(39)}\u0000`)).toBe(false);
    expect(isApiKeyToken(`PSK_${'a'.repeat(40)}`)).toBe(false);
    expect(isApiKeyToken('6f1c2d0e-session-token')).toBe(false);
  });
});

describe('keyHint', () => {
  it('shows the prefix and the last four characters only', () => {
    expect(keyHint(`psk_${'x'.repeat(36)}a1B2`)).toBe('psk_…a1B2');
  });
});

describe('apiKeyRateLimit', () => {
  it('allows 60 calls a minute on Pro and 300 on Team, and none without a plan', () => {
    expect(apiKeyRateLimit('pro')).toBe(60);
    expect(apiKeyRateLimit('team')).toBe(300);
    expect(apiKeyRateLimit('free')).toBeNull();
  });
});
