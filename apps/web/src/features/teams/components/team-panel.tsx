import type { Team, TeamMember } from '@pageshelf/contracts/teams';
import { TEAM_SEATS } from '@pageshelf/domain/billing';
import {
  checkInvite,
  FREE_WORKSPACE_SIZE,
  mayLeave,
  seatsComeWithPro,
  teamRoleMay,
} from '@pageshelf/domain/teams';
import { useState } from 'react';
import { Button, ButtonLink } from '#components/ui/button';
import { ConfirmDialog } from '#components/ui/confirm-dialog';
import { FormAlert } from '#components/ui/form-alert';
import { Icon } from '#components/ui/icon';
import { Loaded } from '#components/ui/loaded';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { refusalMessage } from '#lib/refusal-message';
import { toast } from '#lib/toast';
import { teamCalls, useTeam, useTeamMutation } from '../api/team';
import { CreateTeamForm } from './create-team-form';
import { InviteForm } from './invite-form';
import { WorkspaceNameForm } from './workspace-name-form';
import './teams.css';

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'medium' });
const nameOf = (member: Pick<TeamMember, 'fullname' | 'email'>) => member.fullname ?? member.email;

/**
 * Seats that make room for one more person: a place for everyone in and every pending invitation (more
 * than the seats, when a plan shrank), plus one, within the Team plan's range.
 */
const seatsToAdd = (team: Team) =>
  Math.min(
    TEAM_SEATS.max,
    Math.max(TEAM_SEATS.min, Math.max(team.capacity, team.size + team.invitations.length) + 1),
  );

/** `/settings/team`: loads the workspace, then shows it (or how to create one). */
export function TeamPanel() {
  const team = useTeam();
  return (
    <Loaded query={team} height={260} failure="Your workspace did not load">
      {(answer) => <TeamDetails team={answer.team} />}
    </Loaded>
  );
}

/**
 * A workspace as its owner manages it (rename, invite, withdraw, remove, add seats) or as a member sees
 * it (members, leave). What each role may do is the domain's `teamRoleMay` and `mayLeave`.
 */
export function TeamDetails({ team }: { team: Team | null }) {
  const { user } = useSession();
  if (team === null) {
    return (
      <section className="card stack settings-card" aria-labelledby="team-title">
        <h2 id="team-title">Team</h2>
        <p className="muted">
          A workspace shares Pageshelf with the people you work with. Invite them by email instead of sharing
          a login: an account used on two devices at once is signed out. A free workspace holds up to{' '}
          {FREE_WORKSPACE_SIZE} people; on the Team plan every seat is Pro.
        </p>
        <CreateTeamForm suggestedName={user?.fullname ? `${user.fullname.split(' ')[0]}'s team` : ''} />
      </section>
    );
  }
  return <Workspace team={team} myId={user?.id ?? null} />;
}

function SeatMeter({ team }: { team: Team }) {
  const pending = team.invitations.length;
  const used = Math.min(1, (team.size + pending) / Math.max(1, team.capacity));
  return (
    <div className="seat-meter">
      <div className="seat-meter-text">
        <strong>
          {team.size} of {team.capacity} seats
        </strong>
        <span className="muted">
          {seatsComeWithPro(team.plan) ? 'Team plan' : 'Free workspace'}
          {pending > 0 ? ` · ${pending} invitation${pending === 1 ? '' : 's'} pending` : ''}
        </span>
      </div>
      <div className="seat-meter-bar" aria-hidden="true">
        <span style={{ width: `${Math.round(used * 100)}%` }} />
      </div>
    </div>
  );
}

function RenameForm({ team }: { team: Team }) {
  const rename = useTeamMutation(teamCalls.rename);
  return (
    <WorkspaceNameForm
      className="team-rename"
      mutation={rename}
      initialName={team.name}
      currentName={team.name}
      submit={{ label: 'Save', variant: 'secondary' }}
      failure="The name was not saved. Try again."
      onSaved={() => toast.success('Workspace renamed')}
    />
  );
}

type Confirmation = { kind: 'remove'; member: TeamMember } | { kind: 'leave' };

function Workspace({ team, myId }: { team: Team; myId: number | null }) {
  const owner = team.myRole === 'owner';
  const remove = useTeamMutation(teamCalls.remove);
  const withdraw = useTeamMutation(teamCalls.withdraw);
  const leave = useTeamMutation(teamCalls.leave, () =>
    toast.success(owner ? `${team.name} is closed` : `You left ${team.name}`),
  );
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const full = checkInvite(team.size, team.invitations.length, team.capacity) !== null;
  const canLeave = mayLeave(team.myRole, team.size);
  const listError = withdraw.isError
    ? refusalMessage(withdraw.error, 'The invitation was not withdrawn. Try again.')
    : null;

  const closeConfirm = () => {
    setConfirm(null);
    remove.reset();
    leave.reset();
  };

  return (
    <>
      <section className="card stack settings-card" aria-labelledby="team-title">
        <div className="settings-card-head">
          <h2 id="team-title">{team.name}</h2>
          <span className={`badge ${owner ? 'badge-accent' : ''}`}>{owner ? 'Owner' : 'Member'}</span>
        </div>
        <SeatMeter team={team} />
        {owner && full && teamRoleMay(team.myRole, 'buy-seats') ? (
          <div className="team-full" role="status">
            <span>
              <strong>Your workspace is full.</strong>{' '}
              {seatsComeWithPro(team.plan)
                ? 'Add seats to your Team plan to invite more people.'
                : 'Move it to the Team plan to add seats, and every member gets Pro.'}
            </span>
            {/* A live Team plan changes its seats where it is managed; a free workspace buys one. */}
            <ButtonLink
              variant="primary"
              size="sm"
              to={
                seatsComeWithPro(team.plan)
                  ? paths.settings.seats(seatsToAdd(team))
                  : paths.checkout.href('team-yearly', seatsToAdd(team))
              }
            >
              Add seats
            </ButtonLink>
          </div>
        ) : null}
        {owner && teamRoleMay(team.myRole, 'rename') ? <RenameForm team={team} /> : null}
        {owner && teamRoleMay(team.myRole, 'invite') && !full ? <InviteForm team={team} /> : null}
      </section>

      {owner && team.invitations.length > 0 ? (
        <section className="card stack settings-card" aria-labelledby="invitations-title">
          <h2 id="invitations-title">Pending invitations</h2>
          <ul className="team-list">
            {team.invitations.map((invitation) => (
              <li key={invitation.id}>
                <span className="avatar avatar-pending" aria-hidden="true">
                  <Icon name="mail" size={16} />
                </span>
                <span className="team-person">
                  <strong>{invitation.email}</strong>
                  <span className="muted">
                    Sent {shortDate(invitation.createdAt)} · expires {shortDate(invitation.expiresAt)}
                  </span>
                </span>
                <span className="team-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={withdraw.isPending && withdraw.variables === invitation.id}
                    onClick={() =>
                      withdraw.mutate(invitation.id, {
                        onSuccess: () => toast.success(`Invitation to ${invitation.email} withdrawn`),
                      })
                    }
                  >
                    Withdraw
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <FormAlert>{listError}</FormAlert>
        </section>
      ) : null}

      <section className="card stack settings-card" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        <ul className="team-list">
          {team.members.map((member) => {
            const me = member.id === myId;
            return (
              <li key={member.id}>
                <span className="avatar" aria-hidden="true">
                  {nameOf(member)[0]?.toUpperCase()}
                </span>
                <span className="team-person">
                  <strong>
                    {nameOf(member)}
                    {me ? <span className="muted"> (you)</span> : null}
                  </strong>
                  <span className="muted">
                    {member.fullname ? `${member.email} · ` : ''}joined {shortDate(member.joinedAt)}
                  </span>
                </span>
                <span className="team-actions">
                  <span className={`badge ${member.teamRole === 'owner' ? 'badge-accent' : ''}`}>
                    {member.teamRole === 'owner' ? 'Owner' : 'Member'}
                  </span>
                  {member.isPremium ? (
                    <span className="badge badge-success">
                      {seatsComeWithPro(team.plan) ? 'Team seat' : 'Pro'}
                    </span>
                  ) : seatsComeWithPro(team.plan) ? (
                    <span className="badge">No seat</span>
                  ) : null}
                  {owner && !me && teamRoleMay(team.myRole, 'remove-member') ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${nameOf(member)}`}
                      onClick={() => setConfirm({ kind: 'remove', member })}
                    >
                      Remove
                    </Button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      {canLeave || !owner ? (
        <section className="card stack settings-card settings-danger" aria-labelledby="leave-title">
          <h2 id="leave-title">{owner ? 'Close workspace' : 'Leave workspace'}</h2>
          <p className="muted">
            {owner
              ? 'You are the only member: closing the workspace ends it.'
              : seatsComeWithPro(team.plan)
                ? 'You lose your Team seat (and Pro with it) as soon as you leave.'
                : 'You can join another workspace after leaving.'}
          </p>
          <Button variant="secondary" onClick={() => setConfirm({ kind: 'leave' })}>
            {owner ? 'Close workspace…' : 'Leave workspace…'}
          </Button>
        </section>
      ) : (
        <p className="muted team-owner-note">
          To close the workspace, remove its members first. An owner leaves only when alone.
        </p>
      )}

      {confirm?.kind === 'remove' ? (
        <ConfirmDialog
          title={`Remove ${nameOf(confirm.member)}?`}
          confirmLabel="Remove"
          danger
          loading={remove.isPending}
          error={remove.isError ? refusalMessage(remove.error, 'They were not removed. Try again.') : null}
          onConfirm={() =>
            remove.mutate(confirm.member.id, {
              onSuccess: () => {
                toast.success(`${nameOf(confirm.member)} was removed from ${team.name}`);
                closeConfirm();
              },
            })
          }
          onClose={closeConfirm}
        >
          They leave {team.name} right away
          {seatsComeWithPro(team.plan) ? ' and lose the Pro seat it gave them' : ''}. You can invite them
          again later.
        </ConfirmDialog>
      ) : null}
      {confirm?.kind === 'leave' ? (
        <ConfirmDialog
          title={owner ? `Close ${team.name}?` : `Leave ${team.name}?`}
          confirmLabel={owner ? 'Close workspace' : 'Leave'}
          danger
          loading={leave.isPending}
          error={leave.isError ? refusalMessage(leave.error, 'That did not work. Try again.') : null}
          onConfirm={() => leave.mutate(undefined, { onSuccess: () => setConfirm(null) })}
          onClose={closeConfirm}
        >
          {owner
            ? 'The workspace and its pending invitations are removed.'
            : `You need a new invitation to come back${seatsComeWithPro(team.plan) ? ', and Pro ends for you now' : ''}.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
