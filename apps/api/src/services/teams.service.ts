import type { InvitationPreview, TeamResponse } from '@pageshelf/contracts/teams';
import {
  checkInvite,
  checkJoin,
  INVITATION_TTL_MS,
  mayLeave,
  type TeamAction,
  teamRoleMay,
  workspaceCapacity,
  workspacePlan,
} from '@pageshelf/domain/teams';
import { HttpError, validationError } from '@pageshelf/http-errors';
import type { SignedInActor } from '../actor.js';
import type { UserRow } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { hashToken, newToken } from '../lib/tokens.js';
import type { InvitationRow, TeamsRepository } from '../repositories/teams.repository.js';
import { currentSubscription, type UsersRepository } from '../repositories/users.repository.js';
import type { BillingService } from './billing.service.js';
import type { Notifier } from './notifier.js';

/** How the refusal of an owner-only action names it: "Only the owner of the workspace can {action}". */
const ACTION_TEXT: Readonly<Record<TeamAction, string>> = Object.freeze({
  invite: 'invite people or withdraw invitations',
  'remove-member': 'remove members',
  rename: 'rename the workspace',
  'buy-seats': 'buy seats',
  leave: 'leave',
});

const WORKSPACE = { params: { subject: 'Workspace' } };

/** Whether an invitation can still be accepted at `now`. */
function isOpen(invitation: InvitationRow, now: Date): boolean {
  return (
    invitation.accepted_at === null &&
    invitation.revoked_at === null &&
    invitation.expires_at.getTime() > now.getTime()
  );
}

/**
 * Workspaces: one owner, members in joining order, invitations by email (`@pageshelf/domain/teams` has
 * the rules). The owner's actions are refused to members with 403 `team_owner_only`; the capacity
 * (3 people, or the seats of a live Team plan) is checked under a lock of the workspace when inviting
 * (pending invitations count) and again when accepting.
 */
export class TeamsService {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly notifier: Notifier,
    private readonly billing: Pick<BillingService, 'cancelForWorkspaceEnd'>,
    private readonly clock: Clock,
  ) {}

  /** The user's workspace as they see it (pending invitations only for the owner), or `team: null`. */
  async get(actor: SignedInActor): Promise<TeamResponse> {
    const { user } = actor;
    const fresh = await this.users.findById(user.id);
    if (!fresh || fresh.team_id === null) return { team: null };
    const teamId = fresh.team_id;
    const [team, records, subscriptions] = await Promise.all([
      this.teams.byId(teamId),
      this.teams.members(teamId),
      this.teams.subscriptions(teamId),
    ]);
    if (!team) return { team: null };
    const now = this.clock.now();
    const subscription = currentSubscription(subscriptions, now.getTime());
    const members = await this.users.withEntitlements(records);
    const myRole = fresh.team_role ?? 'member';
    const invitations = teamRoleMay(myRole, 'invite')
      ? (await this.teams.openInvitations(teamId)).filter((invitation) => isOpen(invitation, now))
      : [];
    return {
      team: {
        id: team.id,
        name: team.name,
        myRole,
        size: members.length,
        capacity: workspaceCapacity(subscription, now.getTime()),
        plan: workspacePlan(subscription, now.getTime()),
        members: members.map((member) => ({
          id: member.id,
          email: member.email,
          fullname: member.fullname,
          teamRole: member.team_role ?? 'member',
          joinedAt: (member.team_joined_at ?? member.created_at).toISOString(),
          isPremium: member.entitlement.isPremium,
        })),
        invitations: invitations.map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          createdAt: invitation.created_at.toISOString(),
          expiresAt: invitation.expires_at.toISOString(),
        })),
      },
    };
  }

  /** Creates a workspace with the user as its owner; 409 `already_in_team` when they are in one. */
  async create(actor: SignedInActor, name: string): Promise<TeamResponse> {
    const { user } = actor;
    if (user.team_id !== null) throw new HttpError('already_in_team');
    const teamId = await this.teams.create(user.id, name, this.clock.now());
    if (teamId === null) throw new HttpError('already_in_team');
    return this.get(actor);
  }

  async rename(actor: SignedInActor, name: string): Promise<TeamResponse> {
    const { user } = actor;
    const teamId = this.ownerOnly(user, 'rename');
    await this.teams.rename(teamId, name);
    return this.get(actor);
  }

  /**
   * Invites addresses to the owner's workspace and mails each a link. An address already in the workspace
   * is refused (409 `already_member`); one already invited gets a fresh link (the old one stops working).
   * The people in the workspace, the other pending invitations and these must fit its capacity
   * (409 `team_full`, with the reason), checked under a lock so two invitations cannot both take the last
   * place. Only the hash of each token is stored.
   */
  async invite(actor: SignedInActor, addresses: readonly string[]): Promise<TeamResponse> {
    const { user } = actor;
    const teamId = this.ownerOnly(user, 'invite');
    const emails = [...new Set(addresses)];
    const now = this.clock.now();
    const { teamName, links } = await this.teams.transaction(async (teams) => {
      const team = await teams.lockTeam(teamId);
      if (!team) throw new HttpError('not_found', WORKSPACE);
      const members = await teams.members(teamId);
      const member = emails.find((email) => members.some((record) => record.email === email));
      if (member !== undefined) throw new HttpError('already_member', { params: { email: member } });
      const pending = (await teams.openInvitations(teamId)).filter(
        (invitation) => isOpen(invitation, now) && !emails.includes(invitation.email),
      ).length;
      const subscription = currentSubscription(await teams.subscriptions(teamId), now.getTime());
      const reason = checkInvite(
        members.length,
        pending,
        workspaceCapacity(subscription, now.getTime()),
        emails.length,
      );
      if (reason !== null) throw new HttpError('team_full', { params: { reason } });
      const links: { email: string; token: string }[] = [];
      for (const email of emails) {
        const token = newToken();
        await teams.saveInvitation({
          teamId,
          email,
          tokenHash: hashToken(token),
          invitedBy: user.id,
          at: now,
          expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        });
        links.push({ email, token });
      }
      return { teamName: team.name, links };
    });
    const inviter = user.fullname ?? user.email;
    for (const { email, token } of links) {
      const link = this.notifier.link(`/invitations/${token}`);
      await this.notifier.send(
        'invitation',
        { email, userId: null },
        {
          subject: `${inviter} invited you to ${teamName} on Pageshelf`,
          text: `${inviter} invited you to join the workspace ${teamName} on Pageshelf, the library of app screens, flows and UI components.\n\nAccept the invitation with this link (valid for 7 days, once):\n\n${link}\n\nSign in with this address (${email}) to accept it. If you did not expect it, ignore this email.`,
          link,
        },
      );
    }
    return this.get(actor);
  }

  async withdraw(actor: SignedInActor, invitationId: number): Promise<TeamResponse> {
    const { user } = actor;
    const teamId = this.ownerOnly(user, 'invite');
    if (!(await this.teams.withdraw(teamId, invitationId, this.clock.now()))) {
      throw new HttpError('not_found', { params: { subject: 'Invitation' } });
    }
    return this.get(actor);
  }

  /** Who invites to which workspace (public: the link is the secret); 400 `invitation_invalid` when it cannot be accepted. */
  async preview(token: string): Promise<InvitationPreview> {
    const invitation = await this.teams.invitationByTokenHash(hashToken(token));
    if (!invitation || !isOpen(invitation, this.clock.now())) throw new HttpError('invitation_invalid');
    return {
      teamName: invitation.team_name,
      invitedBy: invitation.inviter ?? invitation.owner ?? invitation.team_name,
      email: invitation.email,
      expiresAt: invitation.expires_at.toISOString(),
    };
  }

  /**
   * Accepts an invitation: the signed-in account must have the invited address (403
   * `invitation_wrong_account`), be in no workspace (409 `already_in_team`) and find a place (409
   * `team_full`). One transaction joins the member and marks the invitation accepted; the invitation row
   * is locked first, so of two accepts of one token only one succeeds (the other finds it used: 400).
   */
  async accept(actor: SignedInActor, token: string): Promise<TeamResponse> {
    const { user } = actor;
    const now = this.clock.now();
    const tokenHash = hashToken(token);
    await this.teams.transaction(async (teams) => {
      // Locks in the one order of every workspace write: the workspace, then its invitation, then the user.
      const found = await teams.invitationByTokenHash(tokenHash);
      const team = found && (await teams.lockTeam(found.team_id));
      const invitation = team && (await teams.lockInvitation(tokenHash));
      if (!invitation || invitation.team_id !== team.id || !isOpen(invitation, now)) {
        throw new HttpError('invitation_invalid');
      }
      if (invitation.email !== user.email) {
        throw new HttpError('invitation_wrong_account', { params: { email: invitation.email } });
      }
      const me = await teams.lockUser(user.id);
      if (!me) throw new HttpError('session_expired');
      if (me.team_id !== null) throw new HttpError('already_in_team');
      const members = await teams.memberCount(team.id);
      const subscription = currentSubscription(await teams.subscriptions(team.id), now.getTime());
      const reason = checkJoin(members, workspaceCapacity(subscription, now.getTime()));
      if (reason !== null) throw new HttpError('team_full', { params: { reason } });
      if (!(await teams.join(user.id, team.id, now))) throw new HttpError('already_in_team');
      await teams.markAccepted(invitation.id, now);
    });
    return this.get(actor);
  }

  /** Takes a member out of the owner's workspace; the owner leaves instead (400), an unknown member is 404. */
  async removeMember(actor: SignedInActor, memberId: number): Promise<TeamResponse> {
    const { user } = actor;
    const teamId = this.ownerOnly(user, 'remove-member');
    if (memberId === user.id) {
      throw validationError([{ path: 'params.id', message: 'is you: leave the workspace instead' }]);
    }
    if (!(await this.teams.removeMember(teamId, memberId))) {
      throw new HttpError('not_found', { params: { subject: 'SignedInActor' } });
    }
    return this.get(actor);
  }

  /**
   * Leaves the workspace: a member always; the owner only when alone (`mayLeave`), and the workspace then
   * ends with its invitations and its live Team plan; otherwise 409 `team_owner_cannot_leave`.
   *
   * The plan ends at the provider first, as for a deleted account: a provider that fails (502) changes
   * nothing, and no workspace can be gone while its plan is still billed. (The provider cannot take part
   * in the transaction; should someone join in between, the owner stays, refused, without the plan it
   * was dropping.)
   */
  async leave(actor: SignedInActor): Promise<void> {
    const { user } = actor;
    const fresh = await this.users.findById(user.id);
    const ending = fresh?.team_id ?? null;
    if (
      ending !== null &&
      fresh?.team_role === 'owner' &&
      mayLeave('owner', await this.teams.memberCount(ending))
    ) {
      await this.billing.cancelForWorkspaceEnd(ending);
    }
    await this.teams.transaction(async (teams) => {
      const teamId = (await teams.teamOf(user.id)) ?? null;
      if (teamId !== null) await teams.lockTeam(teamId);
      const me = await teams.lockUser(user.id);
      // Moved between the two reads (an accept or a removal at the same moment): nothing to leave here.
      if (!me || me.team_id === null || me.team_id !== teamId) throw new HttpError('not_found', WORKSPACE);
      const role = me.team_role ?? 'member';
      if (!mayLeave(role, await teams.memberCount(teamId))) throw new HttpError('team_owner_cannot_leave');
      await teams.leave(user.id);
      if (role === 'owner') await teams.delete(teamId);
    });
  }

  /** The workspace of an owner about to take `action`: 404 without one, 403 `team_owner_only` for a member. */
  private ownerOnly(user: UserRow, action: TeamAction): number {
    if (user.team_id === null) throw new HttpError('not_found', WORKSPACE);
    if (!teamRoleMay(user.team_role ?? 'member', action)) {
      throw new HttpError('team_owner_only', { params: { action: ACTION_TEXT[action] } });
    }
    return user.team_id;
  }
}
