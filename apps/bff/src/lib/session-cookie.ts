/**
 * Checks the signature of session cookies, remembering the cookies it has found valid.
 *
 * Checking a signature is an HMAC (the most expensive step of a proxied request after the network), and a
 * browser sends the same cookie on every request, so the verdicts are kept in a bounded LRU map keyed by
 * the exact cookie value. Only what the HMAC alone decides is remembered, never anything the backend
 * says, so a remembered verdict is the one a new check would give:
 * - a key is the whole signed value: a forged value (another token, another signature, a signature made
 *   with another secret) is a different key, not found, and checked in full; invalid values are not
 *   remembered, so forging many costs the forger as much as before and evicts nothing;
 * - whether the session is still alive is not a property of the cookie: the backend decides it on every
 *   call from the token (a revoked or replaced session is refused by the backend, cookie remembered or
 *   not), and a cookie whose session ended is forgotten at once (`forget`, when the BFF clears it);
 * - the map belongs to one app, built with one secret: another secret (a restart with a rotated
 *   SESSION_SECRET) starts from an empty map.
 */
import { createHash } from 'node:crypto';
import { LruMap } from './lru-map.js';

/** A valid session cookie's content. */
export interface VerifiedSession {
  /** The backend session token. */
  readonly token: string;
  /** A digest of the token: names the session (in single-flight keys) without holding the token. */
  readonly key: string;
}

/** The signature check of `@fastify/cookie` (`unsignCookie`). */
export type Unsign = (signed: string) => { valid: boolean; value: string | null };

/** How many valid cookies are remembered (a few hundred bytes each). */
export const SESSION_CACHE_CAPACITY = 10_000;

export class SessionCookieVerifier {
  private readonly verified: LruMap<string, VerifiedSession>;

  constructor(
    private readonly unsign: Unsign,
    capacity = SESSION_CACHE_CAPACITY,
  ) {
    this.verified = new LruMap(capacity);
  }

  /** Number of cookies remembered. */
  get size(): number {
    return this.verified.size;
  }

  /** The session a signed cookie value holds, or null when its signature is not valid or it is empty. */
  verify(signed: string): VerifiedSession | null {
    const known = this.verified.get(signed);
    if (known !== undefined) return known;
    const { valid, value } = this.unsign(signed);
    if (!valid || value === null || value === '') return null;
    const session: VerifiedSession = {
      token: value,
      key: createHash('sha256').update(value).digest('base64url'),
    };
    this.verified.set(signed, session);
    return session;
  }

  /** Forgets a cookie value (its session has ended). */
  forget(signed: string): void {
    this.verified.delete(signed);
  }
}
