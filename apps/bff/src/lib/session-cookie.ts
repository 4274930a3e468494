/**
 * Opens sealed session cookies (`SessionSeal`), remembering the cookies it has opened.
 *
 * Opening a cookie (AES-GCM) is the most expensive step of a proxied request after the network, and a
 * browser sends the same cookie on every request, so the verdicts are kept in a bounded LRU map keyed by
 * the exact cookie value. Only what the seal alone decides is remembered, never anything the backend
 * says, so a remembered verdict is the one a new check would give:
 * - a key is the whole sealed value: a forged or altered value is a different key, not found, and
 *   checked in full; values that do not open are not remembered, so forging many costs the forger as
 *   much as before and evicts nothing;
 * - a sealed value expires (SESSION_MAX_AGE_DAYS after sign-in): a remembered one past its expiry is
 *   forgotten and refused, as a new check would refuse it;
 * - whether the session is still alive is not a property of the cookie: the backend decides it on every
 *   call from the token (a revoked or replaced session is refused by the backend, cookie remembered or
 *   not), and a cookie whose session ended is forgotten at once (`forget`, when the BFF clears it);
 * - the map belongs to one app, built with one list of keys: another list (a restart with rotated
 *   SESSION_KEYS) starts from an empty map.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { OpenedSession } from './session-seal.js';

/** A valid session cookie's content. */
export interface VerifiedSession extends OpenedSession {
  /** A digest of the token: names the session (in single-flight keys) without holding the token. */
  readonly key: string;
}

/** Opens a sealed value at a time (`SessionSeal.open`). */
export type OpenSeal = (sealed: string, now: number) => OpenedSession | null;

/** How many valid cookies are remembered (a few hundred bytes each). */
export const SESSION_CACHE_CAPACITY = 10_000;

export class SessionCookieVerifier {
  private readonly verified: LRUCache<string, VerifiedSession>;

  constructor(
    private readonly open: OpenSeal,
    capacity = SESSION_CACHE_CAPACITY,
  ) {
    this.verified = new LRUCache({ max: capacity });
  }

  /** Number of cookies remembered. */
  get size(): number {
    return this.verified.size;
  }

  /** The session a sealed cookie value holds at `now`, or null when it does not open. */
  verify(sealed: string, now = Date.now()): VerifiedSession | null {
    const known = this.verified.get(sealed);
    if (known !== undefined) {
      if (known.expiresAt > now) return known;
      this.verified.delete(sealed);
      return null;
    }
    const opened = this.open(sealed, now);
    if (opened === null) return null;
    const session: VerifiedSession = {
      ...opened,
      key: createHash('sha256').update(opened.token).digest('base64url'),
    };
    this.verified.set(sealed, session);
    return session;
  }

  /** Forgets a cookie value (its session has ended). */
  forget(sealed: string): void {
    this.verified.delete(sealed);
  }
}
