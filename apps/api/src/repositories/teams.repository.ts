import { TEAM_NAME_MAX_LENGTH } from '@pageshelf/domain/teams';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, SubscriptionRow, TeamInvitationsTable, TeamsTable, UserRecord } from '../db/schema.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

export type TeamRow = Selectable<TeamsTable>;
export type InvitationRow = Selectable<TeamInvitationsTable>;

/** An invitation found by its token, with what its preview shows. */
export interface InvitationWithTeam extends InvitationRow {
  team_name: string;
  /** Name or email of who sent it; null when that account is gone. */
  inviter: string | null;
  /** Name or email of the workspace's owner now; null when it has none. */
  owner: string | null;
}

/**
 * Hands a workspace on before its owner's account is deleted, inside that deletion's transaction: to the
 * earliest-joined other member (the same joining order that gives out Team seats), or, when the owner is
 * alone, the workspace ends. Invitations stay with the workspace. Nothing happens for a member.
 */
export async function handOverWorkspace(tx: Transaction<DB>, userId: number): Promise<void> {
  const teams = new TeamsRepository(tx);
  const teamId = await teams.teamOf(userId);
  if (teamId === null) return;
  // The workspace first, then the user: the lock order of every workspace write.
  await teams.lockTeam(teamId);
  const user = await teams.lockUser(userId);
  if (!user || user.team_id !== teamId || user.team_role !== 'owner') return;
  const successor = await tx
    .selectFrom('users')
    .select(['id', 'email', 'fullname'])
    .where('team_id', '=', teamId)
    .where('id', '<>', userId)
    .orderBy('team_joined_at')
    .orderBy('id')
    .executeTakeFirst();
  await tx
    .updateTable('users')
    .set({ team_id: null, team_role: null, team_joined_at: null })
    .where('id', '=', userId)
    .execute();
  if (successor) {
    await tx.updateTable('users').set({ team_role: 'owner' }).where('id', '=', successor.id).execute();
    // A workspace named after the leaving owner's address ("priya@…'s workspace", the name a Team
    // purchase gives) must not keep that address once the account is gone: it takes the new owner's.
    const team = await tx
      .selectFrom('teams')
      .select('name')
      .where('id', '=', teamId)
      .executeTakeFirstOrThrow();
    const leaving = await tx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    const name =
      leaving && team.name.toLowerCase().includes(leaving.email)
        ? `${successor.fullname ?? successor.email}'s workspace`.slice(0, TEAM_NAME_MAX_LENGTH)
        : team.name;
    await tx.updateTable('teams').set({ owner_id: successor.id, name }).where('id', '=', teamId).execute();
  } else {
    await tx.deleteFrom('teams').where('id', '=', teamId).execute();
  }
}

/** How many members a workspace has (its owner included). */
export async function memberCount(db: Kysely<DB>, teamId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Workspaces, their members and invitations. Writes that must see a consistent workspace (invite, accept,
 * leave, an owner's account deletion) run in `transaction`, which hands the work a repository bound to
 * the transaction; `lockTeam` there serialises them per workspace, so two of them cannot both take its
 * last place. They lock in one order (the workspace, an invitation, a user), so they cannot deadlock.
 */
export class TeamsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  async transaction<T>(work: (teams: TeamsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(new TeamsRepository(tx)));
  }

  async byId(teamId: number): Promise<TeamRow | undefined> {
    return this.db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirst();
  }

  /** The workspace, locked until the transaction ends (call inside `transaction`). */
  async lockTeam(teamId: number): Promise<TeamRow | undefined> {
    return this.db.selectFrom('teams').selectAll().where('id', '=', teamId).forUpdate().executeTakeFirst();
  }

  /** The workspace a user is in (read without a lock), or `null`. */
  async teamOf(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('users')
      .select('team_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.team_id ?? null;
  }

  /**
   * A user row, locked until the transaction ends (call inside `transaction`). Lock the user's workspace
   * first, if any: every workspace write locks the workspace, then an invitation, then a user.
   */
  async lockUser(userId: number): Promise<UserRecord | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
  }

  /** The members of a workspace in joining order (the order that gives out Team seats). */
  async members(teamId: number): Promise<UserRecord[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('team_id', '=', teamId)
      .orderBy('team_joined_at')
      .orderBy('id')
      .execute();
  }

  async memberCount(teamId: number): Promise<number> {
    return memberCount(this.db, teamId);
  }

  /** The workspace's subscriptions, newest first (its Team plan, if it has one). */
  async subscriptions(teamId: number): Promise<SubscriptionRow[]> {
    return new SubscriptionsRepository(this.db).ofTeam(teamId);
  }

  /**
   * The invitations not answered, withdrawn or accepted (expired ones too: an address has at most one
   * such row per workspace, and a new invitation to it reuses the row), oldest first.
   */
  async openInvitations(teamId: number): Promise<InvitationRow[]> {
    return this.db
      .selectFrom('team_invitations')
      .selectAll()
      .where('team_id', '=', teamId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The invitations that can still be accepted at `now`: not answered, withdrawn, accepted or expired. */
  async pendingInvitationCount(teamId: number, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('team_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Creates a workspace owned by `userId`; `null` when the user is already in one (nothing is written). */
  async create(userId: number, name: string, at: Date): Promise<number | null> {
    return this.db.transaction().execute(async (tx) => {
      const team = await tx
        .insertInto('teams')
        .values({ name, owner_id: userId, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const joined = await tx
        .updateTable('users')
        .set({ team_id: team.id, team_role: 'owner', team_joined_at: at })
        .where('id', '=', userId)
        .where('team_id', 'is', null)
        .executeTakeFirst();
      if (Number(joined.numUpdatedRows) === 0) {
        await tx.deleteFrom('teams').where('id', '=', team.id).execute();
        return null;
      }
      return team.id;
    });
  }

  async rename(teamId: number, name: string): Promise<void> {
    await this.db.updateTable('teams').set({ name }).where('id', '=', teamId).execute();
  }

  /**
   * Writes an invitation for `email`: a new row, or the open row of that address (pending or expired),
   * which gets the new token, dates and sender, so the link sent before stops working.
   */
  async saveInvitation(input: {
    teamId: number;
    email: string;
    tokenHash: string;
    invitedBy: number;
    at: Date;
    expiresAt: Date;
  }): Promise<void> {
    const values = {
      token_hash: input.tokenHash,
      invited_by: input.invitedBy,
      created_at: input.at,
      expires_at: input.expiresAt,
    };
    const renewed = await this.db
      .updateTable('team_invitations')
      .set(values)
      .where('team_id', '=', input.teamId)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) > 0) return;
    await this.db
      .insertInto('team_invitations')
      .values({ team_id: input.teamId, email: input.email, accepted_at: null, revoked_at: null, ...values })
      .execute();
  }

  /** Withdraws an open invitation of the workspace; false when there is none with that id. */
  async withdraw(teamId: number, invitationId: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('team_invitations')
      .set({ revoked_at: at })
      .where('id', '=', invitationId)
      .where('team_id', '=', teamId)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** An invitation by the hash of its token, with its workspace's name, its sender and owner. */
  async invitationByTokenHash(tokenHash: string): Promise<InvitationWithTeam | undefined> {
    return this.db
      .selectFrom('team_invitations as i')
      .innerJoin('teams as t', 't.id', 'i.team_id')
      .leftJoin('users as sender', 'sender.id', 'i.invited_by')
      .leftJoin('users as owner', 'owner.id', 't.owner_id')
      .selectAll('i')
      .select((eb) => [
        't.name as team_name',
        eb.fn.coalesce('sender.fullname', 'sender.email').as('inviter'),
        eb.fn.coalesce('owner.fullname', 'owner.email').as('owner'),
      ])
      .where('i.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** The invitation of a token, locked until the transaction ends (call inside `transaction`). */
  async lockInvitation(tokenHash: string): Promise<InvitationRow | undefined> {
    return this.db
      .selectFrom('team_invitations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
  }

  async markAccepted(invitationId: number, at: Date): Promise<void> {
    await this.db
      .updateTable('team_invitations')
      .set({ accepted_at: at })
      .where('id', '=', invitationId)
      .execute();
  }

  /** Puts a user in a workspace as a member; false when the user is already in one. */
  async join(userId: number, teamId: number, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ team_id: teamId, team_role: 'member', team_joined_at: at })
      .where('id', '=', userId)
      .where('team_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Takes a member (not the owner) out of a workspace; false when no such member is in it. */
  async removeMember(teamId: number, userId: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ team_id: null, team_role: null, team_joined_at: null })
      .where('id', '=', userId)
      .where('team_id', '=', teamId)
      .where('team_role', '=', 'member')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Takes a user out of their workspace, whatever their role. */
  async leave(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ team_id: null, team_role: null, team_joined_at: null })
      .where('id', '=', userId)
      .execute();
  }

  /** Ends a workspace (its invitations go with it; call once no one is in it). */
  async delete(teamId: number): Promise<void> {
    await this.db.deleteFrom('teams').where('id', '=', teamId).execute();
  }
}
