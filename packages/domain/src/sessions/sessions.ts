/**
 * How long a signed-in session lasts on the server. The spec gives no lifetime; these limits are ours.
 *
 * A session ends at whichever comes first:
 * - the **idle limit**: 30 days without being used. Someone who comes back every few weeks stays signed
 *   in, while a session left on a shared or lost device does not keep working for ever.
 * - the **absolute limit**: 90 days after sign-in, however often it is used. A stolen token cannot be kept
 *   alive by using it, and an account is asked for a fresh link (proof it still owns its mailbox) at
 *   least once a quarter: a small cost, since signing in is one click on an emailed link.
 *
 * The server records a session's use at most once per `SESSION_USE_RECORD_INTERVAL_MS` (an hour) rather
 * than writing on every request, so the idle limit is measured to within that hour.
 *
 * Time is a parameter (`now`, epoch milliseconds); every function is pure and never throws.
 *
 * @packageDocumentation
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a session may go unused before it ends. */
export const SESSION_IDLE_LIMIT_DAYS = 30;
/** The idle limit in milliseconds. */
export const SESSION_IDLE_LIMIT_MS = SESSION_IDLE_LIMIT_DAYS * DAY_MS;

/**
 * Days after sign-in at which a session ends, however much it is used. Nothing that holds a session
 * (such as the BFF's session cookie) needs to live longer.
 */
export const SESSION_ABSOLUTE_LIMIT_DAYS = 90;
/** The absolute limit in milliseconds. */
export const SESSION_ABSOLUTE_LIMIT_MS = SESSION_ABSOLUTE_LIMIT_DAYS * DAY_MS;

/** The server records a session's last use at most this often: one hour. */
export const SESSION_USE_RECORD_INTERVAL_MS = 60 * 60 * 1000;

/** The times of a session the limits read, in epoch milliseconds. */
export interface SessionTimes {
  /** When the session was created (the sign-in). */
  readonly createdAt: number;
  /** When its use was last recorded; `null` when never (its creation counts as a use). */
  readonly lastUsedAt: number | null;
}

/** The limit that ends a session. */
export type SessionLimit = 'idle' | 'absolute';

/** Whether a session still holds at `now`, and until when. */
export type SessionValidity =
  | {
      readonly valid: true;
      /** When the session will end if it is not used again, epoch milliseconds. */
      readonly expiresAt: number;
      /** The limit that ends it at `expiresAt`. */
      readonly endsBy: SessionLimit;
      /** Whether the server should record this use (the last record is an interval or more old). */
      readonly recordUse: boolean;
    }
  | {
      readonly valid: false;
      /** When the session ended, epoch milliseconds. */
      readonly expiredAt: number;
      /** The limit that ended it. */
      readonly endsBy: SessionLimit;
    };

/**
 * Whether a session is still valid at `now` and when it ends. It ends at the earlier of
 * `lastUsedAt + SESSION_IDLE_LIMIT_MS` and `createdAt + SESSION_ABSOLUTE_LIMIT_MS` (when both fall at the
 * same moment, the absolute limit is named); at exactly that moment it is no longer valid.
 *
 * Damaged times never lengthen a session: a `createdAt` that is not a finite number ends it at once; a
 * time later than `now` (clock skew) is read as `now`; a missing or non-finite `lastUsedAt`, or one
 * before `createdAt`, is read as `createdAt`.
 */
export function sessionValidity(session: SessionTimes, now: number): SessionValidity {
  const { createdAt, lastUsedAt } = session;
  if (!Number.isFinite(createdAt) || !Number.isFinite(now)) {
    return { valid: false, expiredAt: Number.isFinite(now) ? now : 0, endsBy: 'absolute' };
  }
  const created = Math.min(createdAt, now);
  const lastUsed =
    lastUsedAt === null || !Number.isFinite(lastUsedAt)
      ? created
      : Math.min(Math.max(lastUsedAt, created), now);
  const absoluteEnd = created + SESSION_ABSOLUTE_LIMIT_MS;
  const idleEnd = lastUsed + SESSION_IDLE_LIMIT_MS;
  const endsBy: SessionLimit = idleEnd < absoluteEnd ? 'idle' : 'absolute';
  const end = Math.min(idleEnd, absoluteEnd);
  if (now >= end) return { valid: false, expiredAt: end, endsBy };
  return { valid: true, expiresAt: end, endsBy, recordUse: now - lastUsed >= SESSION_USE_RECORD_INTERVAL_MS };
}
