import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SubscriptionState } from '../billing/billing.js';
import {
  checkInvite,
  checkJoin,
  checkSeatChange,
  FREE_WORKSPACE_SIZE,
  INVITATION_TTL_MS,
  mayLeave,
  purchaseRefusal,
  seatsComeWithPro,
  TEAM_ACTIONS,
  TEAM_NAME_MAX_LENGTH,
  TEAM_ROLES,
  teamRoleMay,
  workspaceCapacity,
  workspacePlan,
} from './teams.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 0, 15, 12);

function teamPlan(overrides: Partial<SubscriptionState> = {}): SubscriptionState {
  return {
    planId: 'team-monthly',
    status: 'active',
    seats: 10,
    currentPeriodEnd: NOW + 20 * DAY,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

describe('constants', () => {
  it('has an owner and members, 3 free places, 80-character names and 7-day invitations', () => {
    expect(TEAM_ROLES).toEqual(['owner', 'member']);
    expect(FREE_WORKSPACE_SIZE).toBe(3);
    expect(TEAM_NAME_MAX_LENGTH).toBe(80);
    expect(INVITATION_TTL_MS).toBe(7 * DAY);
    expect(TEAM_ACTIONS).toEqual(['invite', 'remove-member', 'rename', 'buy-seats', 'leave']);
  });
});

describe('workspaceCapacity', () => {
  it('holds 3 people without a live Team plan', () => {
    expect(workspaceCapacity(null, NOW)).toBe(3);
    expect(workspaceCapacity(undefined, NOW)).toBe(3);
    expect(workspaceCapacity(teamPlan({ planId: 'pro-monthly', seats: 1 }), NOW)).toBe(3);
    expect(workspaceCapacity(teamPlan({ status: 'canceled' }), NOW)).toBe(3);
    expect(workspaceCapacity(teamPlan({ status: 'incomplete' }), NOW)).toBe(3);
  });

  it('holds as many people as the live Team plan has seats', () => {
    expect(workspaceCapacity(teamPlan(), NOW)).toBe(10);
    expect(workspaceCapacity(teamPlan({ seats: 2, planId: 'team-yearly' }), NOW)).toBe(2);
    expect(workspaceCapacity(teamPlan({ seats: 100, status: 'past_due' }), NOW)).toBe(100);
  });

  it('goes back to 3 once the plan expired at the end of its period', () => {
    const plan = teamPlan({ currentPeriodEnd: NOW + DAY, cancelAtPeriodEnd: true });
    expect(workspaceCapacity(plan, NOW + DAY - 1)).toBe(10);
    expect(workspaceCapacity(plan, NOW + DAY)).toBe(3);
  });
});

describe('teamRoleMay and mayLeave', () => {
  it('lets the owner invite, remove, rename and buy seats, but not leave as a member does', () => {
    expect(teamRoleMay('owner', 'invite')).toBe(true);
    expect(teamRoleMay('owner', 'remove-member')).toBe(true);
    expect(teamRoleMay('owner', 'rename')).toBe(true);
    expect(teamRoleMay('owner', 'buy-seats')).toBe(true);
    expect(teamRoleMay('owner', 'leave')).toBe(false);
  });

  it('lets a member only leave', () => {
    expect(TEAM_ACTIONS.filter((action) => teamRoleMay('member', action))).toEqual(['leave']);
  });

  it('lets a member leave always, and the owner only when alone', () => {
    expect(mayLeave('member', 2)).toBe(true);
    expect(mayLeave('member', 50)).toBe(true);
    expect(mayLeave('owner', 1)).toBe(true);
    expect(mayLeave('owner', 2)).toBe(false);
    expect(mayLeave('owner', 10)).toBe(false);
  });
});

describe('checkInvite', () => {
  it('lets people in while they fit, invitations included', () => {
    expect(checkInvite(1, 0, 3)).toBeNull();
    expect(checkInvite(1, 1, 3)).toBeNull();
    expect(checkInvite(1, 0, 3, 2)).toBeNull();
    expect(checkInvite(4, 5, 10, 1)).toBeNull();
  });

  it('says the workspace is full when no place is left', () => {
    expect(checkInvite(2, 1, 3)).toBe(
      'Your workspace is full (3 seats, invitations included). Add seats to invite more people.',
    );
    expect(checkInvite(3, 0, 3, 2)).toBe(
      'Your workspace is full (3 seats, invitations included). Add seats to invite more people.',
    );
    expect(checkInvite(1, 0, 1)).toBe(
      'Your workspace is full (1 seat, invitations included). Add seats to invite more people.',
    );
  });

  it('counts members over the capacity (seats taken away) as full', () => {
    expect(checkInvite(12, 0, 10)).toBe(
      'Your workspace is full (10 seats, invitations included). Add seats to invite more people.',
    );
  });

  it('says how many more fit when some places are left', () => {
    expect(checkInvite(1, 1, 3, 2)).toBe(
      'Only 1 more person fits in your workspace (3 seats, invitations included).',
    );
    expect(checkInvite(2, 3, 10, 8)).toBe(
      'Only 5 more people fit in your workspace (10 seats, invitations included).',
    );
    expect(checkInvite(0, 0, 1, 2)).toBe(
      'Only 1 more person fits in your workspace (1 seat, invitations included).',
    );
  });

  it('refuses exactly when the people would not fit', () => {
    const small = fc.integer({ min: 0, max: 120 });
    fc.assert(
      fc.property(
        small,
        small,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 20 }),
        (m, p, c, n) => {
          expect(checkInvite(m, p, c, n) === null).toBe(m + p + n <= c);
        },
      ),
    );
  });
});

describe('checkJoin', () => {
  it('lets one more person in while the people already in leave a place', () => {
    expect(checkJoin(1, 3)).toBeNull();
    expect(checkJoin(2, 3)).toBeNull();
    expect(checkJoin(4, 5)).toBeNull();
  });

  it('tells the invited person the workspace is full, pending invitations aside', () => {
    expect(checkJoin(3, 3)).toBe(
      'This workspace is full (3 seats). Ask its owner to add seats, then open the invitation again.',
    );
    expect(checkJoin(5, 3)).toBe(
      'This workspace is full (3 seats). Ask its owner to add seats, then open the invitation again.',
    );
    expect(checkJoin(1, 1)).toBe(
      'This workspace is full (1 seat). Ask its owner to add seats, then open the invitation again.',
    );
  });
});

describe('checkSeatChange', () => {
  it('allows any number of seats that keeps a place for everyone in and every pending invitation', () => {
    expect(checkSeatChange(5, 3, 2)).toBeNull();
    expect(checkSeatChange(10, 3, 2)).toBeNull();
    expect(checkSeatChange(2, 1, 0)).toBeNull();
  });

  it('says how many seats the people and invitations need', () => {
    expect(checkSeatChange(4, 3, 2)).toBe(
      'Your workspace has 3 people and 2 pending invitations: keep at least 5 seats, or remove members or withdraw invitations first.',
    );
    expect(checkSeatChange(3, 4, 0)).toBe(
      'Your workspace has 4 people: keep at least 4 seats, or remove members first.',
    );
    expect(checkSeatChange(1, 1, 1)).toBe(
      'Your workspace has 1 person and 1 pending invitation: keep at least 2 seats, or remove members or withdraw invitations first.',
    );
  });
});

describe('seatsComeWithPro', () => {
  it('gives seats Pro on a Team plan only', () => {
    expect(seatsComeWithPro('team')).toBe(true);
    expect(seatsComeWithPro('free')).toBe(false);
    expect(seatsComeWithPro(workspacePlan(teamPlan(), NOW))).toBe(true);
    expect(seatsComeWithPro(workspacePlan(null, NOW))).toBe(false);
  });
});

describe('workspacePlan', () => {
  it('is team while a Team plan is live, else free', () => {
    expect(workspacePlan(teamPlan(), NOW)).toBe('team');
    expect(workspacePlan(teamPlan({ status: 'past_due' }), NOW)).toBe('team');
    expect(workspacePlan(teamPlan({ currentPeriodEnd: NOW - 1 }), NOW)).toBe('free');
    expect(workspacePlan(teamPlan({ status: 'canceled' }), NOW)).toBe('free');
    expect(workspacePlan(teamPlan({ planId: 'pro-yearly', seats: 1 }), NOW)).toBe('free');
    expect(workspacePlan(null, NOW)).toBe('free');
    expect(workspacePlan(undefined, NOW)).toBe('free');
  });
});

describe('purchaseRefusal', () => {
  const none = { teamRole: null, ownRunningPlans: [] } as const;

  it('lets someone with no running plan buy Pro or Team', () => {
    expect(purchaseRefusal('pro-monthly', none)).toBeNull();
    expect(purchaseRefusal('team-yearly', none)).toBeNull();
    expect(purchaseRefusal('team-monthly', { ...none, teamRole: 'owner' })).toBeNull();
  });

  it('refuses Pro to an account that already pays for a running plan, naming the newest', () => {
    expect(
      purchaseRefusal('pro-yearly', { ...none, ownRunningPlans: ['pro-monthly', 'team-yearly'] }),
    ).toEqual({
      code: 'already_subscribed',
      planId: 'pro-monthly',
      forWorkspace: false,
      anotherPlan: false,
    });
  });

  it('lets only the owner (or someone in no workspace) buy a Team plan', () => {
    expect(purchaseRefusal('team-yearly', { ...none, teamRole: 'member' })).toEqual({
      code: 'team_owner_only',
    });
    // A member may still buy Pro for themselves.
    expect(purchaseRefusal('pro-monthly', { ...none, teamRole: 'member' })).toBeNull();
  });

  it('refuses a second Team plan for the account or its workspace', () => {
    expect(purchaseRefusal('team-monthly', { ...none, ownRunningPlans: ['team-yearly'] })).toEqual({
      code: 'already_subscribed',
      planId: 'team-yearly',
      forWorkspace: true,
      anotherPlan: false,
    });
    expect(
      purchaseRefusal('team-monthly', {
        teamRole: 'owner',
        ownRunningPlans: [],
        workspaceLivePlan: 'team-monthly',
      }),
    ).toEqual({ code: 'already_subscribed', planId: 'team-monthly', forWorkspace: true, anotherPlan: false });
  });

  it('lets an account pay for one plan at a time: no Team plan over its own Pro, no Pro over its Team plan', () => {
    // Issue 25: a Pro holder could buy a Team plan too and pay for two subscriptions.
    expect(purchaseRefusal('team-yearly', { teamRole: 'owner', ownRunningPlans: ['pro-yearly'] })).toEqual({
      code: 'already_subscribed',
      planId: 'pro-yearly',
      forWorkspace: false,
      anotherPlan: true,
    });
    expect(purchaseRefusal('team-monthly', { ...none, ownRunningPlans: ['pro-monthly'] })).toMatchObject({
      planId: 'pro-monthly',
      anotherPlan: true,
    });
    expect(purchaseRefusal('pro-monthly', { teamRole: 'owner', ownRunningPlans: ['team-yearly'] })).toEqual({
      code: 'already_subscribed',
      planId: 'team-yearly',
      forWorkspace: false,
      anotherPlan: true,
    });
    // A member's own Pro does not make the owner-only rule speak later.
    expect(purchaseRefusal('team-yearly', { teamRole: 'member', ownRunningPlans: ['pro-yearly'] })).toEqual({
      code: 'team_owner_only',
    });
  });
});
