/**
 * Workspaces (teams): who may do what in one, and how many people it holds.
 *
 * A workspace has one owner (who created it) and members. The owner invites by email, removes members
 * and buys the Team plan; a member may leave. A workspace without a live Team plan holds up to
 * `FREE_WORKSPACE_SIZE` people, who share nothing premium through it; with a Team plan it holds as many
 * people as the plan has seats, and each of them is premium (see `entitlementOf` in billing).
 * Pending invitations count against the size, so an owner cannot invite past it.
 *
 * @packageDocumentation
 */

import {
  isWorkspacePlan,
  PAID_PLANS,
  type PlanId,
  type SubscriptionState,
  subscriptionIsLive,
} from '../billing/billing.js';

/** Roles inside a workspace. */
export const TEAM_ROLES = ['owner', 'member'] as const;
/** A workspace role. */
export type TeamRole = (typeof TEAM_ROLES)[number];

/** People a workspace without a Team plan may hold (its owner included). */
export const FREE_WORKSPACE_SIZE = 3;

/** Longest workspace name, in characters. */
export const TEAM_NAME_MAX_LENGTH = 80;

/** How long an invitation link works: 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The plan of a workspace at `now`: `team` while its subscription is a live Team plan, else `free`. */
export function workspacePlan(
  subscription: SubscriptionState | null | undefined,
  now: number,
): 'free' | 'team' {
  return subscription &&
    subscriptionIsLive(subscription, now) &&
    PAID_PLANS[subscription.planId].planType === 'team'
    ? 'team'
    : 'free';
}

/**
 * Whether a workspace's seats come with Pro: while it is on a live Team plan (`workspacePlan` is `team`),
 * every member holding a seat is Pro and more seats are bought on that plan; a free workspace holds
 * `FREE_WORKSPACE_SIZE` people and gives no one Pro.
 */
export function seatsComeWithPro(plan: 'free' | 'team'): boolean {
  return plan === 'team';
}

/** The most people a workspace may hold at `now`: its live Team plan's seats, else `FREE_WORKSPACE_SIZE`. */
export function workspaceCapacity(subscription: SubscriptionState | null | undefined, now: number): number {
  if (subscription && seatsComeWithPro(workspacePlan(subscription, now))) return subscription.seats;
  return FREE_WORKSPACE_SIZE;
}

/** The actions of the team settings. */
export const TEAM_ACTIONS = ['invite', 'remove-member', 'rename', 'buy-seats', 'leave'] as const;
/** A team settings action. */
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/**
 * Whether a workspace role may take an action: the owner invites, removes, renames and buys seats; a
 * member may only leave. The owner leaves only when alone (the workspace then ends): see `mayLeave`.
 */
export function teamRoleMay(role: TeamRole, action: TeamAction): boolean {
  if (role === 'owner') return action !== 'leave';
  return action === 'leave';
}

/** Whether someone may leave: a member always, the owner only when no one else is in the workspace. */
export function mayLeave(role: TeamRole, members: number): boolean {
  return role === 'member' || members <= 1;
}

/**
 * Whether `count` more people fit: `null` when they do, else why not (the message the API returns and the
 * page shows). `members` and `pending` are the people in the workspace and the invitations not yet answered.
 */
export function checkInvite(members: number, pending: number, capacity: number, count = 1): string | null {
  if (members + pending + count <= capacity) return null;
  const free = Math.max(0, capacity - members - pending);
  const seats = `${capacity} ${capacity === 1 ? 'seat' : 'seats'}`;
  return free === 0
    ? `Your workspace is full (${seats}, invitations included). Add seats to invite more people.`
    : `Only ${free} more ${free === 1 ? 'person fits' : 'people fit'} in your workspace (${seats}, invitations included).`;
}

/**
 * Whether one more person may join (accepting an invitation): `null` when the people already in
 * leave a place, else why not (the message the invited person sees). Pending invitations reserve places
 * against new invitations (`checkInvite`), not against each other: when a plan shrinks, the first to
 * accept takes the place that is left.
 */
export function checkJoin(members: number, capacity: number): string | null {
  if (members + 1 <= capacity) return null;
  return `This workspace is full (${capacity} ${capacity === 1 ? 'seat' : 'seats'}). Ask its owner to add seats, then open the invitation again.`;
}

/**
 * Whether a workspace's Team plan may have `seats` seats: `null` when everyone in it (`members`) and every
 * pending invitation (`pending`) keeps a place, else why not (the message the API returns and the page
 * shows). The plan's own range is `checkSeats` in billing.
 */
export function checkSeatChange(seats: number, members: number, pending: number): string | null {
  const needed = members + pending;
  if (seats >= needed) return null;
  const people = `${members} ${members === 1 ? 'person' : 'people'}`;
  const invitations =
    pending === 0 ? '' : ` and ${pending} pending ${pending === 1 ? 'invitation' : 'invitations'}`;
  return `Your workspace has ${people}${invitations}: keep at least ${needed} seats, or remove members${pending === 0 ? '' : ' or withdraw invitations'} first.`;
}

/** Why an account may not buy a plan. */
export type PurchaseRefusal =
  | {
      /**
       * It already has a running plan: `planId`, its own or (`forWorkspace`) its workspace's. With
       * `anotherPlan` the plan it pays for is of another type than the one asked (Pro while buying Team,
       * or the reverse): an account pays for one plan at a time.
       */
      readonly code: 'already_subscribed';
      readonly planId: PlanId;
      readonly forWorkspace: boolean;
      readonly anotherPlan: boolean;
    }
  | {
      /** A workspace plan is bought by the workspace's owner, not by a member. */
      readonly code: 'team_owner_only';
    };

/** What decides whether an account may buy a plan. */
export interface PurchaseContext {
  /** The account's role in its workspace; `null` outside one. */
  readonly teamRole: TeamRole | null;
  /** The running plans the account pays for (`subscriptionIsRunning` in billing), newest first. */
  readonly ownRunningPlans: readonly PlanId[];
  /** The live plan of its workspace, when it has one (read only for workspace plans). */
  readonly workspaceLivePlan?: PlanId | null;
}

/**
 * Whether an account may buy `planId`: `null` when it may. An account pays for one running subscription
 * at a time, so any plan is refused while it pays for one (Pro or Team: a Pro member who wants a Team
 * plan buys it once the Pro has ended). A Team plan is bought by a workspace's owner (or someone in none,
 * who becomes the owner of a new one) and refused when the workspace already has a live Team plan (seats
 * are changed on that plan instead). A member of a workspace may buy Pro for themselves.
 */
export function purchaseRefusal(planId: PlanId, context: PurchaseContext): PurchaseRefusal | null {
  const workspacePlan = isWorkspacePlan(planId);
  if (workspacePlan && context.teamRole !== null && !teamRoleMay(context.teamRole, 'buy-seats'))
    return { code: 'team_owner_only' };
  const own = context.ownRunningPlans[0];
  if (own !== undefined) {
    const anotherPlan = isWorkspacePlan(own) !== workspacePlan;
    return {
      code: 'already_subscribed',
      planId: own,
      forWorkspace: workspacePlan && !anotherPlan,
      anotherPlan,
    };
  }
  const workspace = workspacePlan ? (context.workspaceLivePlan ?? null) : null;
  return workspace === null
    ? null
    : { code: 'already_subscribed', planId: workspace, forWorkspace: true, anotherPlan: false };
}
