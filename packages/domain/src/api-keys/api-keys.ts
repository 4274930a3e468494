/**
 * API keys: how tools and agents call the library as their owner (issue 30).
 *
 * - A key is made by a Pro or Team member (`premium` access) and shown once: `psk_` and 40 base62
 *   characters (238 bits). Only its SHA-256 is stored; the prefix lets secret scanners find a leaked one,
 *   and `keyHint` (the prefix and the last four characters) names it in lists.
 * - A key acts as its owner: the same tier, quotas and restricted-content rules as their session. While
 *   the owner is not premium (a lapsed subscription, a lost Team seat) the key is refused with
 *   `api_key_lapsed` (403), and works again if they subscribe again; a revoked key is refused at once
 *   with `api_key_invalid` (401), like a key that never existed.
 * - Calls made with keys are limited per key: `apiKeyRateLimit` per minute by the owner's plan.
 *
 * @packageDocumentation
 */

import type { PlanType } from '../billing/billing.js';

/** What every key starts with, so that scanners (and people) can tell one. */
export const API_KEY_PREFIX = 'psk_';

/** Characters after the prefix: 40 of base62, about 238 bits. */
export const API_KEY_SECRET_LENGTH = 40;

/** Longest key name, in characters. */
export const API_KEY_NAME_MAX_LENGTH = 60;

/** Keys one account may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 10;

/** The window of the per-key rate limit: one minute. */
export const API_KEY_RATE_WINDOW_MS = 60_000;

/** Calls a key may make per minute, by its owner's plan. */
export const API_KEY_RATE_LIMITS: Readonly<Record<Exclude<PlanType, 'free'>, number>> = Object.freeze({
  pro: 60,
  team: 300,
});

const BASE62 = /^[0-9A-Za-z]+$/;

/** Whether a bearer token is an API key (rather than a session's token), by its form alone. */
export function isApiKeyToken(token: string): boolean {
  return (
    token.startsWith(API_KEY_PREFIX) &&
    token.length === API_KEY_PREFIX.length + API_KEY_SECRET_LENGTH &&
    BASE62.test(token.slice(API_KEY_PREFIX.length))
  );
}

/**
 * A new key from `random` bytes (at least `API_KEY_SECRET_LENGTH` of them; the caller draws them from a
 * secure source). Bytes are mapped to base62 by rejection, so every character is equally likely.
 */
export function formatApiKey(random: Uint8Array): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let secret = '';
  for (const byte of random) {
    // 248 = 4 × 62: bytes at or above it would make the first characters likelier.
    if (byte >= 248) continue;
    secret += alphabet[byte % 62];
    if (secret.length === API_KEY_SECRET_LENGTH) return `${API_KEY_PREFIX}${secret}`;
  }
  throw new RangeError(`formatApiKey needs more random bytes than ${random.length}`);
}

/** How a key is shown after it was made: its prefix and last four characters (`psk_…a1B2`). */
export function keyHint(key: string): string {
  return `${API_KEY_PREFIX}…${key.slice(-4)}`;
}

/** Calls per minute of a key whose owner is on `plan`; `null` when the owner may not use keys now. */
export function apiKeyRateLimit(plan: PlanType): number | null {
  return plan === 'free' ? null : API_KEY_RATE_LIMITS[plan];
}
