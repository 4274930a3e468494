import { INVITATION_TTL_MS } from '@pageshelf/domain/teams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

const DAY = 24 * 60 * 60 * 1000;

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
) => {
  const response = await api.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};

interface Person {
  id: number;
  email: string;
  authorization: string;
}

let people = 0;
/** A new account (signed in by magic link), with a name when given. */
async function person(name?: string): Promise<Person> {
  people += 1;
  const email = `${(name ?? 'person').split(' ')[0]?.toLowerCase()}-${people}@team.test`;
  const { authorization } = await signIn(api.app, email);
  const { db } = api.container.database;
  if (name) await db.updateTable('users').set({ fullname: name }).where('email', '=', email).execute();
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id, email, authorization };
}

/** A new account owning a new workspace named `name`. */
async function owner(ownerName: string, name: string): Promise<Person & { teamId: number }> {
  const someone = await person(ownerName);
  const created = await call('POST', '/team', someone.authorization, { name });
  expect(created.status).toBe(201);
  return { ...someone, teamId: created.body.team.id };
}

/** The mail last sent to an address, read from the outbox table. */
async function lastMail(email: string) {
  return api.container.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The token of the invitation last mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const link = (await lastMail(email))?.link ?? '';
  expect(link).toMatch(/^http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]{43}$/);
  return link.split('/invitations/')[1] ?? '';
}

async function invite(from: Person, ...emails: string[]) {
  return call('POST', '/team/invitations', from.authorization, { emails });
}

/** Invites `who` and accepts for them. */
async function join(from: Person, who: Person) {
  expect((await invite(from, who.email)).status).toBe(200);
  const accepted = await call(
    'POST',
    `/invitations/${await invitationToken(who.email)}/accept`,
    who.authorization,
  );
  expect(accepted.status).toBe(200);
  return accepted.body;
}

async function liveTeamPlan(payer: Person, teamId: number, seats: number) {
  const now = api.clock.now();
  await api.container.database.db
    .insertInto('subscriptions')
    .values({
      user_id: payer.id,
      team_id: teamId,
      provider: 'test',
      provider_subscription_id: `sub_test_team_${teamId}`,
      provider_customer_id: null,
      plan_id: 'team-monthly',
      seats,
      status: 'active',
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 30 * DAY),
      canceled_at: null,
      ended_at: null,
      last_event_at: null,
    })
    .execute();
}

describe('who may call the workspace endpoints', () => {
  it('refuses visitors with 401, and malformed ids and tokens with 400', async () => {
    const token = 'a'.repeat(43);
    for (const [method, url, payload] of [
      ['GET', '/team', undefined],
      ['POST', '/team', { name: 'Studio' }],
      ['PATCH', '/team', { name: 'Studio' }],
      ['POST', '/team/invitations', { emails: ['ann@example.com'] }],
      ['DELETE', '/team/invitations/1', undefined],
      ['DELETE', '/team/members/1', undefined],
      ['POST', '/team/leave', undefined],
      ['POST', `/invitations/${token}/accept`, undefined],
    ] as const) {
      const refused = await call(method, url, undefined, payload);
      expect(refused.status, `${method} ${url}`).toBe(401);
    }
    const someone = await person();
    for (const [method, url] of [
      ['DELETE', '/team/invitations/abc'],
      ['DELETE', '/team/members/0'],
      ['GET', '/invitations/short'],
      ['POST', '/invitations/has%20space-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/accept'],
    ] as const) {
      const refused = await call(method, url, someone.authorization);
      expect(refused.status, url).toBe(400);
      expect(refused.body.code, url).toBe('validation_failed');
    }
  });

  it('answers 404 to owner actions of someone in no workspace', async () => {
    const loner = await person();
    expect((await call('GET', '/team', loner.authorization)).body).toEqual({ team: null });
    for (const [method, url, payload] of [
      ['PATCH', '/team', { name: 'Mine' }],
      ['POST', '/team/invitations', { emails: ['ann@example.com'] }],
      ['DELETE', '/team/invitations/1', undefined],
      ['DELETE', '/team/members/1', undefined],
      ['POST', '/team/leave', undefined],
    ] as const) {
      const refused = await call(method, url, loner.authorization, payload);
      expect(refused.status, `${method} ${url}`).toBe(404);
      expect(refused.body.message).toBe('Workspace not found');
    }
  });
});

describe('creating and renaming a workspace', () => {
  it('makes the caller its owner, once', async () => {
    const olga = await person('Olga Owner');
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(81) }, { name: 'Studio', plan: 'team' }, {}]) {
      expect((await call('POST', '/team', olga.authorization, body)).status, JSON.stringify(body)).toBe(400);
    }
    const created = await call('POST', '/team', olga.authorization, { name: '  Studio ' });
    expect(created.status).toBe(201);
    expect(created.body.team).toMatchObject({
      name: 'Studio',
      myRole: 'owner',
      size: 1,
      capacity: 3,
      plan: 'free',
      invitations: [],
    });
    expect(created.body.team.members).toEqual([
      {
        id: olga.id,
        email: olga.email,
        fullname: 'Olga Owner',
        teamRole: 'owner',
        joinedAt: api.clock.now().toISOString(),
        isPremium: false,
      },
    ]);
    const again = await call('POST', '/team', olga.authorization, { name: 'Another' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_in_team');
    const session = (await call('GET', '/auth/session', olga.authorization)).body;
    expect(session.user).toMatchObject({ teamId: created.body.team.id, teamSize: 1 });
    // The demo Pro account is in the demo workspace already.
    const pro = await signIn(api.app, 'pro@pageshelf.dev');
    expect((await call('POST', '/team', pro.authorization, { name: 'Second' })).body.code).toBe(
      'already_in_team',
    );
  });

  it('lets only the owner rename it', async () => {
    const olga = await owner('Olga Owner', 'Old name');
    const ben = await person('Ben');
    await join(olga, ben);
    const renamed = await call('PATCH', '/team', olga.authorization, { name: 'New name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.team.name).toBe('New name');
    const refused = await call('PATCH', '/team', ben.authorization, { name: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'team_owner_only',
      message: 'Only the owner of the workspace can rename the workspace',
    });
    expect((await call('PATCH', '/team', olga.authorization, { name: '' })).status).toBe(400);
    expect((await call('GET', '/team', ben.authorization)).body.team.name).toBe('New name');
  });
});

describe('inviting and joining', () => {
  it('mails a link that the invited account previews and accepts; GET /me lists teammates with their role', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const ben = await person('Ben Member');
    const invited = await invite(olga, ` ${ben.email.toUpperCase()} `);
    expect(invited.status).toBe(200);
    expect(invited.body.team.invitations).toEqual([
      {
        id: expect.any(Number),
        email: ben.email,
        createdAt: api.clock.now().toISOString(),
        expiresAt: new Date(api.clock.now().getTime() + INVITATION_TTL_MS).toISOString(),
      },
    ]);

    const mail = await lastMail(ben.email);
    expect(mail?.subject).toBe('Olga Owner invited you to Studio on Pageshelf');
    const token = await invitationToken(ben.email);
    expect(mail?.body).toContain(mail?.link);
    // Only the hash of the token is stored.
    const row = await api.container.database.db
      .selectFrom('team_invitations')
      .selectAll()
      .where('email', '=', ben.email)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const preview = await call('GET', `/invitations/${token}`);
    expect(preview).toEqual({
      status: 200,
      body: {
        teamName: 'Studio',
        invitedBy: 'Olga Owner',
        email: ben.email,
        expiresAt: invited.body.team.invitations[0].expiresAt,
      },
    });
    const unknown = await call('GET', `/invitations/${'b'.repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'invitation_invalid',
      message: 'This invitation is invalid, used, withdrawn or expired',
    });

    const stranger = await person('Sam Stranger');
    const wrong = await call('POST', `/invitations/${token}/accept`, stranger.authorization);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({
      code: 'invitation_wrong_account',
      message: `This invitation was sent to ${ben.email}. Sign in with that address to accept it`,
    });
    expect((await call('GET', '/team', stranger.authorization)).body.team).toBeNull();

    const accepted = await call('POST', `/invitations/${token}/accept`, ben.authorization);
    expect(accepted.status).toBe(200);
    expect(accepted.body.team).toMatchObject({ name: 'Studio', myRole: 'member', size: 2, invitations: [] });
    expect(
      accepted.body.team.members.map((m: { email: string; teamRole: string }) => [m.email, m.teamRole]),
    ).toEqual([
      [olga.email, 'owner'],
      [ben.email, 'member'],
    ]);

    const me = (await call('GET', '/me', ben.authorization)).body;
    expect(me.user).toMatchObject({ teamId: olga.teamId, teamSize: 2, isPremium: false });
    expect(me.teammates).toEqual([
      { id: olga.id, email: olga.email, fullname: 'Olga Owner', role: 'user', teamRole: 'owner' },
    ]);
    expect((await call('GET', '/me', olga.authorization)).body.user.teamSize).toBe(2);

    // Used: neither preview nor accept works again.
    expect((await call('GET', `/invitations/${token}`)).body.code).toBe('invitation_invalid');
    expect((await call('POST', `/invitations/${token}/accept`, ben.authorization)).body.code).toBe(
      'invitation_invalid',
    );
    expect((await call('GET', '/team', olga.authorization)).body.team.invitations).toEqual([]);
  });

  it('refuses members and people already in, sends a fresh link to an address invited again, withdraws', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const ben = await person('Ben Member');
    await join(olga, ben);

    const byMember = await invite(ben, 'someone@team.test');
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(
      'Only the owner of the workspace can invite people or withdraw invitations',
    );
    for (const email of [ben.email, olga.email]) {
      const taken = await invite(olga, email);
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        code: 'already_member',
        message: `${email} is already in this workspace`,
      });
    }
    for (const body of [{ emails: [] }, { emails: ['not an address'] }, { emails: 'a@b.co' }]) {
      expect((await call('POST', '/team/invitations', olga.authorization, body)).status).toBe(400);
    }

    const cara = 'cara@team.test';
    await invite(olga, cara);
    const first = await invitationToken(cara);
    const again = await invite(olga, cara, cara);
    expect(again.body.team.invitations.map((i: { email: string }) => i.email)).toEqual([cara]);
    const second = await invitationToken(cara);
    expect(second).not.toBe(first);
    expect((await call('GET', `/invitations/${first}`)).status).toBe(400);
    expect((await call('GET', `/invitations/${second}`)).status).toBe(200);
    // Members do not see pending invitations.
    expect((await call('GET', '/team', ben.authorization)).body.team.invitations).toEqual([]);

    const id: number = again.body.team.invitations[0].id;
    expect((await call('DELETE', `/team/invitations/${id}`, ben.authorization)).status).toBe(403);
    const withdrawn = await call('DELETE', `/team/invitations/${id}`, olga.authorization);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.team.invitations).toEqual([]);
    const twice = await call('DELETE', `/team/invitations/${id}`, olga.authorization);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('Invitation not found');
    expect((await call('GET', `/invitations/${second}`)).body.code).toBe('invitation_invalid');
  });

  it('lets an invitation expire after 7 days', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const dan = await person('Dan Late');
    await invite(olga, dan.email);
    const token = await invitationToken(dan.email);
    api.clock.advance(8 * DAY);
    const preview = await call('GET', `/invitations/${token}`);
    expect(preview.status).toBe(400);
    expect(preview.body.code).toBe('invitation_invalid');
    const late = await signIn(api.app, dan.email);
    const accepted = await call('POST', `/invitations/${token}/accept`, late.authorization);
    expect(accepted.status).toBe(400);
    expect(accepted.body.code).toBe('invitation_invalid');
    const olgaNow = await signIn(api.app, olga.email);
    expect((await call('GET', '/team', olgaNow.authorization)).body.team.invitations).toEqual([]);
    // A new invitation to the same address works again.
    expect((await invite({ ...olga, authorization: olgaNow.authorization }, dan.email)).status).toBe(200);
    const fresh = await invitationToken(dan.email);
    expect((await call('POST', `/invitations/${fresh}/accept`, late.authorization)).status).toBe(200);
  });

  it('refuses an account already in another workspace', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const other = await owner('Otto Other', 'Elsewhere');
    await invite(olga, other.email);
    const refused = await call(
      'POST',
      `/invitations/${await invitationToken(other.email)}/accept`,
      other.authorization,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('already_in_team');
    expect((await call('GET', '/team', other.authorization)).body.team.name).toBe('Elsewhere');
  });

  it('lets only one of two simultaneous accepts of one token through', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const ben = await person('Ben Member');
    await invite(olga, ben.email);
    const token = await invitationToken(ben.email);
    const answers = await Promise.all([
      call('POST', `/invitations/${token}/accept`, ben.authorization),
      call('POST', `/invitations/${token}/accept`, ben.authorization),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await call('GET', '/team', olga.authorization)).body.team.size).toBe(2);
  });
});

describe('the size of a workspace', () => {
  it('holds 3 people without a Team plan, pending invitations included', async () => {
    const olga = await owner('Olga Owner', 'Small');
    expect((await invite(olga, 'first@team.test')).status).toBe(200);
    const two = await invite(olga, 'second@team.test', 'third@team.test');
    expect(two.status).toBe(409);
    expect(two.body).toMatchObject({
      code: 'team_full',
      message: 'Only 1 more person fits in your workspace (3 seats, invitations included).',
    });
    expect((await invite(olga, 'second@team.test')).status).toBe(200);
    const full = await invite(olga, 'third@team.test');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'Your workspace is full (3 seats, invitations included). Add seats to invite more people.',
    );
    // Inviting someone already invited again takes no new place.
    expect((await invite(olga, 'first@team.test')).status).toBe(200);
    // A withdrawn invitation frees its place.
    const team = (await call('GET', '/team', olga.authorization)).body.team;
    await call('DELETE', `/team/invitations/${team.invitations[0].id}`, olga.authorization);
    expect((await invite(olga, 'third@team.test')).status).toBe(200);
  });

  it('holds the seats of a live Team plan, whose members are all premium; rechecks at accept when it ends', async () => {
    const olga = await owner('Olga Owner', 'Big');
    const ben = await person('Ben Member');
    await join(olga, ben);
    await liveTeamPlan(olga, olga.teamId, 5);

    const team = (await call('GET', '/team', olga.authorization)).body.team;
    expect(team).toMatchObject({ capacity: 5, plan: 'team', size: 2 });
    expect(team.members.map((m: { isPremium: boolean }) => m.isPremium)).toEqual([true, true]);
    const session = (await call('GET', '/auth/session', ben.authorization)).body.user;
    expect(session).toMatchObject({ isPremium: true, planType: 'team', teamSize: 2 });

    const invitees = await Promise.all([person('Cy'), person('Di'), person('Ed')]);
    expect((await invite(olga, ...invitees.map((p) => p.email))).status).toBe(200);
    const sixth = await invite(olga, 'sixth@team.test');
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(
      'Your workspace is full (5 seats, invitations included). Add seats to invite more people.',
    );
    const [cy, di, ed] = invitees as [Person, Person, Person];
    const tokens = await Promise.all(invitees.map((p) => invitationToken(p.email)));
    expect((await call('POST', `/invitations/${tokens[0]}/accept`, cy.authorization)).status).toBe(200);

    // The plan ends: back to 3 places. The people already in keep theirs; the next one cannot join.
    await api.container.database.db
      .updateTable('subscriptions')
      .set({ status: 'canceled' })
      .where('team_id', '=', olga.teamId)
      .execute();
    const refused = await call('POST', `/invitations/${tokens[1]}/accept`, di.authorization);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'team_full',
      message:
        'This workspace is full (3 seats). Ask its owner to add seats, then open the invitation again.',
    });
    expect((await call('GET', '/team', di.authorization)).body.team).toBeNull();
    expect((await call('GET', `/invitations/${tokens[2]}`)).status).toBe(200);
    expect((await call('GET', '/auth/session', ben.authorization)).body.user).toMatchObject({
      isPremium: false,
      planType: 'free',
    });
    expect((await call('GET', '/team', ed.authorization)).body.team).toBeNull();
  });
});

describe('leaving and removing', () => {
  it('keeps the owner while others are in; members leave; the owner removes; alone the owner ends it', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const ben = await person('Ben Member');
    const cy = await person('Cy Member');
    await join(olga, ben);
    await join(olga, cy);

    const stuck = await call('POST', '/team/leave', olga.authorization);
    expect(stuck.status).toBe(409);
    expect(stuck.body).toMatchObject({
      code: 'team_owner_cannot_leave',
      message: 'Remove the other members first: a workspace cannot be left without its owner',
    });

    expect((await call('POST', '/team/leave', ben.authorization)).status).toBe(204);
    expect((await call('GET', '/team', ben.authorization)).body.team).toBeNull();
    expect((await call('GET', '/auth/session', ben.authorization)).body.user).toMatchObject({
      teamId: null,
      teamSize: 1,
    });
    expect((await call('GET', '/me', ben.authorization)).body.teammates).toEqual([]);
    expect((await call('POST', '/team/leave', ben.authorization)).status).toBe(404);

    expect((await call('DELETE', `/team/members/${cy.id}`, ben.authorization)).status).toBe(404);
    const byMember = await call('DELETE', `/team/members/${olga.id}`, cy.authorization);
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only the owner of the workspace can remove members');
    const self = await call('DELETE', `/team/members/${olga.id}`, olga.authorization);
    expect(self.status).toBe(400);
    expect(self.body.issues).toEqual([{ path: 'params.id', message: 'is you: leave the workspace instead' }]);
    expect((await call('DELETE', `/team/members/${ben.id}`, olga.authorization)).status).toBe(404);

    const removed = await call('DELETE', `/team/members/${cy.id}`, olga.authorization);
    expect(removed.status).toBe(200);
    expect(removed.body.team.members.map((m: { id: number }) => m.id)).toEqual([olga.id]);
    expect((await call('GET', '/team', cy.authorization)).body.team).toBeNull();
    expect((await call('GET', '/auth/session', olga.authorization)).body.user.teamSize).toBe(1);

    // Alone, the owner may leave: the workspace ends, with its pending invitations.
    await invite(olga, 'pending@team.test');
    const pending = await invitationToken('pending@team.test');
    expect((await call('POST', '/team/leave', olga.authorization)).status).toBe(204);
    expect((await call('GET', '/team', olga.authorization)).body.team).toBeNull();
    expect((await call('GET', `/invitations/${pending}`)).status).toBe(400);
    const { db } = api.container.database;
    expect(await db.selectFrom('teams').select('id').where('id', '=', olga.teamId).execute()).toEqual([]);
    // Out of it, a former owner may start another.
    expect((await call('POST', '/team', olga.authorization, { name: 'Again' })).status).toBe(201);
  });
});

describe('deleting the account of an owner', () => {
  it('hands the workspace to the earliest-joined member; its invitations stay valid', async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const ben = await person('Ben First');
    const cy = await person('Cy Second');
    await join(olga, ben);
    api.clock.advance(1000);
    await join(olga, cy);
    const pat = await person('Pat Pending');
    await liveTeamPlan(olga, olga.teamId, 5);
    expect((await invite(olga, pat.email)).status).toBe(200);
    const token = await invitationToken(pat.email);

    expect((await call('DELETE', '/me', olga.authorization, { email: olga.email })).status).toBe(204);

    const team = (await call('GET', '/team', ben.authorization)).body.team;
    expect(team).toMatchObject({ id: olga.teamId, myRole: 'owner', size: 2 });
    expect(team.members.map((m: { email: string; teamRole: string }) => [m.email, m.teamRole])).toEqual([
      [ben.email, 'owner'],
      [cy.email, 'member'],
    ]);
    const row = await api.container.database.db
      .selectFrom('teams')
      .select('owner_id')
      .where('id', '=', olga.teamId)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(ben.id);
    expect(team.invitations.map((i: { email: string }) => i.email)).toEqual([pat.email]);
    // The sender is gone: the preview names the owner now.
    expect((await call('GET', `/invitations/${token}`)).body.invitedBy).toBe('Ben First');
    expect((await call('POST', `/invitations/${token}/accept`, pat.authorization)).status).toBe(200);
    expect((await call('PATCH', '/team', ben.authorization, { name: 'Ben’s studio' })).status).toBe(200);
  });

  it("renames a workspace named after the deleted owner's address for its new owner", async () => {
    const olga = await owner('Olga Owner', 'Studio');
    const ben = await person('Ben First');
    await join(olga, ben);
    const named = `${olga.email}'s workspace`;
    expect((await call('PATCH', '/team', olga.authorization, { name: named })).status).toBe(200);
    expect((await call('DELETE', '/me', olga.authorization, { email: olga.email })).status).toBe(204);
    const team = (await call('GET', '/team', ben.authorization)).body.team;
    expect(team.name).toBe("Ben First's workspace");
    expect(JSON.stringify(team)).not.toContain(olga.email);
  });

  it('ends the workspace of an owner who is alone in it', async () => {
    const olga = await owner('Olga Owner', 'Solo');
    expect((await call('DELETE', '/me', olga.authorization, { email: olga.email })).status).toBe(204);
    const { db } = api.container.database;
    expect(await db.selectFrom('teams').select('id').where('id', '=', olga.teamId).execute()).toEqual([]);
  });
});
