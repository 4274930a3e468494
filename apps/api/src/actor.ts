/**
 * Who is calling, the one shape every service takes for it: a signed-in member (the account, with what
 * it is entitled to now, and the session they hold) or a visitor (their device and address), each with
 * the domain's `Viewer` that the policy reads. The viewer hook (`plugins/viewer.ts`) builds it once per
 * request; routes hand `request.actor` (or `signedIn(request)`) to the services.
 */
import type { Credential } from '@pageshelf/domain/policy';
import { type Viewer as PolicyViewer, viewerOf } from '@pageshelf/domain/tiers';
import type { UserRow } from './db/schema.js';

/**
 * A member: their account as read for this request (with what it is entitled to now) and the policy's
 * viewer of it. What a service that only needs the account asks for; every `SignedInActor` is one.
 */
export interface Member {
  readonly user: UserRow;
  readonly policy: PolicyViewer;
}

/** A signed-in member, calling with a session (the site, through the BFF) or an API key (tools). */
export interface SignedInActor extends Member {
  readonly kind: 'user';
  /** What the call presented: the session or the API key, by its row id. */
  readonly credential: { readonly kind: Credential; readonly id: number };
}

/** A visitor, known by their device (through the BFF) or else their address. */
export interface VisitorActor {
  readonly kind: 'visitor';
  /** Digest of the device id the browser presented through the BFF; null without one. */
  readonly device: string | null;
  /**
   * Digest of the device id the BFF has just given a browser that presented none (its first page), for
   * whom that page's pictures are signed (they are asked for with it); counted nothing. Null otherwise.
   */
  readonly newDevice?: string | null;
  /** The visitor's address key (IPv4, or IPv6 /64; see `visitorAddressKey`). */
  readonly address: string;
  readonly policy: PolicyViewer;
}

/** Who is calling: a signed-in member or a visitor. */
export type Actor = SignedInActor | VisitorActor;

/**
 * The policy's viewer of an account, from what the domain's tier rules read (`viewerOf`): whether it is
 * Pro now, its role, its own search limit and whether it owns a workspace.
 */
export function policyViewerOf(
  user: Pick<UserRow, 'entitlement' | 'role' | 'search_limit' | 'team_role'>,
): PolicyViewer {
  return viewerOf({
    isPremium: user.entitlement.isPremium,
    role: user.role,
    searchLimit: user.search_limit,
    teamRole: user.team_role,
  });
}

/** The member of an account. */
export function memberOf(user: UserRow): Member {
  return { user, policy: policyViewerOf(user) };
}

/** The actor of a member calling with a session or an API key (`credential`). */
export function signedInActor(user: UserRow, credential: SignedInActor['credential']): SignedInActor {
  return { kind: 'user', credential, ...memberOf(user) };
}
