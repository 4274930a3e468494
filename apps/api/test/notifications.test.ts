import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApi();
  await loadFixtureLibrary(api.container);
  // The whole library is a month old, but for Pulse (an app, its 5 screens and a flow), added 2 days ago.
  const { db } = api.container.database;
  const now = api.clock.now().getTime();
  const old = new Date(now - 30 * DAY);
  const recent = new Date(now - 2 * DAY);
  for (const table of ['apps', 'screens', 'flows'] as const) {
    await db.updateTable(table).set({ created_at: old }).execute();
  }
  const pulse = await db
    .selectFrom('apps')
    .select('id')
    .where('slug', '=', 'pulse')
    .executeTakeFirstOrThrow();
  await db.updateTable('apps').set({ created_at: recent }).where('id', '=', pulse.id).execute();
  await db.updateTable('screens').set({ created_at: recent }).where('app_id', '=', pulse.id).execute();
  await db.updateTable('flows').set({ created_at: recent }).where('app_id', '=', pulse.id).execute();
});
afterAll(async () => api?.close());

const call = async (
  method: 'GET' | 'POST' | 'PATCH',
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

/** The mail sent to an address whose subject starts with `subject`, read from the outbox table. */
async function mailTo(email: string, subject: string) {
  const rows = await api.container.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
  return rows.filter((row) => row.subject.startsWith(subject));
}

const NOTHING = { weeklyDigest: false, productUpdates: false, sharedCollections: false };

describe('the weekly digest', () => {
  it('goes to members who allow it (by default everyone), not to those who turned it off', async () => {
    const optedOut = await signIn(api.app, 'no-digest@notify.test');
    const optedIn = await signIn(api.app, 'digest@notify.test');
    await signIn(api.app, 'defaults@notify.test');
    expect(
      (await call('PATCH', '/me/notifications', optedOut.authorization, { weeklyDigest: false })).status,
    ).toBe(200);
    await call('PATCH', '/me/notifications', optedIn.authorization, { ...NOTHING, weeklyDigest: true });

    const report = await api.container.digest.sendWeekly();
    expect(report.added).toEqual({ apps: 1, screens: 5, flows: 1 });
    expect(report.sent).toBe(report.accounts - 1);

    expect(await mailTo('no-digest@notify.test', 'This week on Pageshelf')).toEqual([]);
    const [digest] = await mailTo('digest@notify.test', 'This week on Pageshelf');
    expect(digest).toMatchObject({
      subject: 'This week on Pageshelf: 1 new app, 5 screens, 1 flow',
      link: 'http://localhost:3000/n/apps',
    });
    expect(digest?.body).toContain('New apps: Pulse.');
    expect(digest?.body).toContain('http://localhost:3000/settings/notifications');
    expect(await mailTo('defaults@notify.test', 'This week on Pageshelf')).toHaveLength(1);
    // The seeded demo accounts never chose: they get it too.
    expect(await mailTo('free@pageshelf.dev', 'This week on Pageshelf')).toHaveLength(1);
  });

  it('sends nothing in a week that added nothing', async () => {
    api.clock.advance(10 * DAY);
    const report = await api.container.digest.sendWeekly();
    expect(report).toEqual({ added: { apps: 0, screens: 0, flows: 0 }, accounts: 0, sent: 0 });
    expect(await mailTo('digest@notify.test', 'This week on Pageshelf')).toHaveLength(1);
  });
});

describe('mail that always goes', () => {
  it('sends sign-in links and invitations whatever the preferences', async () => {
    const quiet = await signIn(api.app, 'quiet@notify.test');
    await call('PATCH', '/me/notifications', quiet.authorization, NOTHING);
    expect((await call('POST', '/auth/magic-link', undefined, { email: 'quiet@notify.test' })).status).toBe(
      200,
    );
    const links = await mailTo('quiet@notify.test', 'Your Pageshelf sign-in link');
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.at(-1)?.link).toMatch(/\/magic\//);
    expect(links.at(-1)?.body).not.toContain('notification settings');

    const owner = await signIn(api.app, 'inviter@notify.test');
    expect((await call('POST', '/team', owner.authorization, { name: 'Loud' })).status).toBe(201);
    expect(
      (await call('POST', '/team/invitations', owner.authorization, { emails: ['quiet@notify.test'] }))
        .status,
    ).toBe(200);
    expect(await mailTo('quiet@notify.test', 'inviter@notify.test invited you to Loud')).toHaveLength(1);
  });

  it('never sends news to an address without an account', async () => {
    const sent = await api.container.notifier.send(
      'product-updates',
      { email: 'stranger@notify.test', userId: null },
      { subject: 'News', text: 'Hello' },
    );
    expect(sent).toBe(false);
    expect(await mailTo('stranger@notify.test', 'News')).toEqual([]);
  });
});

describe('a collection shared with the workspace', () => {
  it('mails the teammates who allow it, once, when it becomes shared', async () => {
    // The demo workspace: Priya Pro (owner) and Ada Admin, both Pro, and a free member.
    const priya = await signIn(api.app, 'pro@pageshelf.dev');
    const ada = await signIn(api.app, 'admin@pageshelf.dev');
    const db = api.container.database.db;
    const { team_id: teamId } = await db
      .selectFrom('users')
      .select('team_id')
      .where('email', '=', 'pro@pageshelf.dev')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        email: 'free-reader@notify.test',
        fullname: null,
        team_id: teamId,
        team_role: 'member',
        team_joined_at: new Date(),
        search_limit: null,
        last_active_at: null,
      })
      .execute();
    const created = await call('POST', '/collections', priya.authorization, {
      name: 'Onboarding ideas',
    });
    expect(created.status).toBe(201);
    const uuid: string = created.body.uuid;
    const subject = 'Priya Pro shared the collection';

    expect(
      (await call('PATCH', `/collections/${uuid}`, priya.authorization, { name: 'Renamed' })).status,
    ).toBe(200);
    expect(await mailTo('admin@pageshelf.dev', subject)).toEqual([]);

    await call('PATCH', `/collections/${uuid}`, priya.authorization, { sharedWithTeam: true });
    const [mail] = await mailTo('admin@pageshelf.dev', subject);
    expect(mail).toMatchObject({
      subject: 'Priya Pro shared the collection “Renamed” with your workspace',
      link: `http://localhost:3000/collections/${uuid}`,
    });
    expect(await mailTo('pro@pageshelf.dev', subject)).toEqual([]);

    // A free member of the workspace reads it too, so is told too.
    expect(await mailTo('free-reader@notify.test', subject)).toHaveLength(1);

    // Already shared: no second mail. Shared again after unsharing, to a teammate who turned it off: none.
    await call('PATCH', `/collections/${uuid}`, priya.authorization, { sharedWithTeam: true });
    expect(await mailTo('admin@pageshelf.dev', subject)).toHaveLength(1);
    await call('PATCH', `/collections/${uuid}`, priya.authorization, { sharedWithTeam: false });
    await call('PATCH', '/me/notifications', ada.authorization, { sharedCollections: false });
    await call('PATCH', `/collections/${uuid}`, priya.authorization, { sharedWithTeam: true });
    expect(await mailTo('admin@pageshelf.dev', subject)).toHaveLength(1);
  });
});
