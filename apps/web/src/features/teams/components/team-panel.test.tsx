import type { Team, TeamMember } from '@pageshelf/contracts/teams';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '#lib/toast';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { TeamDetails, TeamPanel } from './team-panel';

const OWNER_ID = 7; // testUser's id

function member(id: number, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id,
    email: `person${id}@studio.test`,
    fullname: null,
    teamRole: 'member',
    joinedAt: '2026-03-01T10:00:00.000Z',
    isPremium: false,
    ...overrides,
  };
}

function team(overrides: Partial<Team> = {}): Team {
  return {
    id: 1,
    name: 'Pageshelf Demo',
    myRole: 'owner',
    size: 2,
    capacity: 3,
    plan: 'free',
    members: [
      member(OWNER_ID, { email: 'ada@studio.test', fullname: 'Ada Lovelace', teamRole: 'owner' }),
      member(8, { fullname: 'Priya Shah' }),
    ],
    invitations: [],
    ...overrides,
  };
}

const signedIn = () => testQueryClient({ authenticated: true, user: testUser() });

describe('the team settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to create a workspace to someone in none', async () => {
    const created = team({ size: 1, members: [member(OWNER_ID, { teamRole: 'owner' })] });
    const fetch = stubFetch({
      'POST /api/team': { team: created },
      'GET /api/_auth/session': { authenticated: true, user: testUser({ teamId: 1 }) },
    });
    const user = userEvent.setup();
    const client = signedIn();
    client.setQueryData(['team'], { team: null });
    renderAt(<TeamPanel />, { client });
    const name = screen.getByLabelText('Workspace name');
    expect((name as HTMLInputElement).value).toBe("Ada's team");
    await user.clear(name);
    await user.type(name, 'Studio North');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Pageshelf Demo' })).toBeTruthy());
    expect(fetch).toHaveBeenCalledWith(
      '/api/team',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ name: 'Studio North' }) }),
    );
  });

  it('lets the owner rename, invite, withdraw and remove, with the seats used', () => {
    renderAt(
      <TeamDetails
        team={team({
          capacity: 5,
          invitations: [
            {
              id: 4,
              email: 'bo@studio.test',
              createdAt: '2026-04-01T10:00:00.000Z',
              expiresAt: '2026-04-08T10:00:00.000Z',
            },
          ],
        })}
      />,
      { client: signedIn() },
    );
    expect(screen.getByText('2 of 5 seats')).toBeTruthy();
    expect(screen.getByText(/1 invitation pending/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByLabelText('Invite by email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    const members = screen.getByRole('heading', { name: 'Members' }).closest('section') as HTMLElement;
    expect(within(members).getByRole('button', { name: 'Remove Priya Shah' })).toBeTruthy();
    expect(within(members).queryByRole('button', { name: /Remove Ada/ })).toBeNull();
    // An owner with members cannot leave: no leave button, the reason instead.
    expect(screen.queryByRole('button', { name: /Leave|Close workspace/ })).toBeNull();
    expect(screen.getByText(/remove its members first/)).toBeTruthy();
  });

  it('shows a full workspace as full, with Add seats leading to the Team checkout', () => {
    renderAt(
      <TeamDetails
        team={team({
          size: 3,
          capacity: 3,
          members: [...team().members, member(9)],
        })}
      />,
      { client: signedIn() },
    );
    expect(screen.getByText('3 of 3 seats')).toBeTruthy();
    expect(screen.getByText('Your workspace is full.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add seats' }).getAttribute('href')).toBe(
      '/checkout?plan=team-yearly&seats=4',
    );
    expect(screen.queryByLabelText('Invite by email')).toBeNull();
  });

  it('sends the owner of a full Team plan to change its seats, one more than the people it holds', () => {
    renderAt(
      <TeamDetails
        team={team({
          plan: 'team',
          size: 3,
          capacity: 4,
          members: [...team().members, member(9)],
          invitations: [
            {
              id: 4,
              email: 'bo@studio.test',
              createdAt: '2026-04-01T10:00:00.000Z',
              expiresAt: '2026-04-08T10:00:00.000Z',
            },
          ],
        })}
      />,
      { client: signedIn() },
    );
    expect(screen.getByText('Your workspace is full.')).toBeTruthy();
    expect(screen.getByText(/Add seats to your Team plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add seats' }).getAttribute('href')).toBe(
      '/settings/subscription?seats=5',
    );
  });

  it('shows a member the members and a way to leave, nothing to manage', async () => {
    const fetch = stubFetch({
      'POST /api/team/leave': { status: 204 },
      'GET /api/_auth/session': { authenticated: true, user: testUser() },
    });
    const user = userEvent.setup();
    const client = signedIn();
    client.setQueryData(['team'], {
      team: team({
        myRole: 'member',
        plan: 'team',
        capacity: 5,
        members: [
          member(8, { fullname: 'Priya Shah', teamRole: 'owner', isPremium: true }),
          member(OWNER_ID, { email: 'ada@studio.test', isPremium: true }),
        ],
      }),
    });
    renderAt(<TeamPanel />, { client });
    expect(screen.getAllByText('Team seat')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Invite by email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave workspace…' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Pageshelf Demo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create workspace' })).toBeTruthy());
    expect(fetch).toHaveBeenCalledWith('/api/team/leave', expect.objectContaining({ method: 'POST' }));
    expect(toastStore.get()).toEqual([expect.objectContaining({ message: 'You left Pageshelf Demo' })]);
  });

  it('turns typed addresses into chips and refuses more people than the seats left', async () => {
    const user = userEvent.setup();
    renderAt(<TeamDetails team={team()} />, { client: signedIn() });
    const field = screen.getByLabelText('Invite by email');
    await user.type(field, 'bo@studio.test, cy@studio.test ');
    expect(screen.getByRole('button', { name: 'Remove bo@studio.test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove cy@studio.test' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Only 1 more person fits in your workspace (3 seats, invitations included).',
    );
  });

  it('shows the API refusal of an invitation inline', async () => {
    stubFetch({
      'POST /api/team/invitations': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'bo@studio.test is already in this workspace',
          code: 'already_member',
        },
      },
    });
    const user = userEvent.setup();
    renderAt(<TeamDetails team={team()} />, { client: signedIn() });
    await user.type(screen.getByLabelText('Invite by email'), 'bo@studio.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('bo@studio.test is already in this workspace.'),
    );
  });
});
