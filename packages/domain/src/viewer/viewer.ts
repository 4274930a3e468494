/**
 * Who is looking at the product: a tier (visitor, free, premium), a role (user, admin), and for a
 * visitor whether it is a verified crawler. The policy, the tiers' access rules and the visit cap read it;
 * `viewerOf` in tiers makes one of a session user.
 *
 * @packageDocumentation
 */

/** The tiers, from least to most access. */
export const TIERS = ['visitor', 'free', 'premium'] as const;

/** A tier: `visitor` (not signed in), `free` (signed in, not paying) or `premium` (Pro). */
export type Tier = (typeof TIERS)[number];

/** The roles. */
export const ROLES = ['user', 'admin'] as const;

/** A role: `user` or `admin` (may open the component tag pages). */
export type Role = (typeof ROLES)[number];

/** Who is looking at the product. */
export interface Viewer {
  /** The viewer's tier. */
  readonly tier: Tier;
  /** The viewer's role (always `user` for visitors). */
  readonly role: Role;
  /**
   * The daily search limit of the user record, when known (free users). Absent or invalid means
   * `DEFAULT_SEARCH_LIMIT`; ignored for visitors and Pro users.
   */
  readonly searchLimit?: number | null;
  /**
   * A crawler whose address was verified (reverse then forward DNS, see `claimedCrawler` in visit-cap):
   * never held to the visit cap. A User-Agent's claim alone never sets this.
   */
  readonly crawler?: boolean;
  /**
   * Whether the viewer owns a workspace (its `owner`, not a member): with Pro, an owner may capture web
   * products into the library (`capture` access, issue 31).
   */
  readonly workspaceOwner?: boolean;
}

/** The viewer who is not signed in. */
export const VISITOR: Viewer = Object.freeze({ tier: 'visitor', role: 'user' });

/**
 * A visitor whose address was verified as a search engine's crawler (`claimedCrawler`, then reverse and
 * forward DNS): a visitor, never held to the visit cap.
 */
export const VERIFIED_CRAWLER: Viewer = Object.freeze({ ...VISITOR, crawler: true });
