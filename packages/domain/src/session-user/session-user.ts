/**
 * The parts of the signed-in user (product spec, section 3, "User session") that business rules read.
 *
 * The full shape is owned by `@pageshelf/contracts`; this interface is structural and every field is
 * optional, so the contracts type (and a partial record from a cookie or a test) can be passed as is.
 *
 * @packageDocumentation
 */

/** The plan type a user has when the record names none. */
export const DEFAULT_PLAN_TYPE = 'free';

/** The fields of a session user that domain rules read. Any object with (some of) these fields fits. */
export interface SessionUserLike {
  /** User id. */
  readonly id?: string | number | null;
  /** Email address. */
  readonly email?: string | null;
  /** Display name. */
  readonly fullname?: string | null;
  /** Whether the user pays for Pro. The authority on the tier when it is a boolean. */
  readonly isPremium?: boolean | null;
  /** Plan name; `'free'` when absent. Decides the tier only when `isPremium` is not a boolean. */
  readonly planType?: string | null;
  /** Account creation time: ISO 8601 string, epoch milliseconds or a `Date`. */
  readonly createdAt?: string | number | Date | null;
  /** `'admin'` for administrators; anything else is an ordinary user. */
  readonly role?: string | null;
  /** Team id, when the user belongs to a team. */
  readonly teamId?: string | number | null;
  /** The user's role in their team (`owner` or `member`), when known. */
  readonly teamRole?: string | null;
  /** Number of members of the user's team. */
  readonly teamSize?: number | null;
  /** The user's own daily search limit; absent or invalid means `DEFAULT_SEARCH_LIMIT`. */
  readonly searchLimit?: number | null;
  /** Searches counted in the current window, as the backend reports it. */
  readonly searchCount?: number | null;
}

/**
 * Whether a user is on the paid Pro tier.
 *
 * `isPremium` decides when it is a boolean. When it is missing, a `planType` other than `'free'` (trimmed,
 * case-insensitive, non-blank) counts as paid.
 */
export function isPremiumUser(user: SessionUserLike): boolean {
  if (typeof user.isPremium === 'boolean') return user.isPremium;
  if (typeof user.planType !== 'string') return false;
  const plan = user.planType.trim().toLowerCase();
  return plan !== '' && plan !== DEFAULT_PLAN_TYPE;
}

/** Whether a user is an administrator: `role` equals `'admin'` (trimmed, case-insensitive). */
export function isAdminUser(user: SessionUserLike): boolean {
  return typeof user.role === 'string' && user.role.trim().toLowerCase() === 'admin';
}
