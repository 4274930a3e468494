import { isPaidPlanType } from '@pageshelf/domain/billing';
import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import type { Container } from '../container.js';

export const DEMO_ACCOUNTS = [
  {
    email: 'free@pageshelf.dev',
    fullname: 'Fran Free',
    plan: 'free',
    role: 'user',
    inDemoTeam: false,
    teamRole: undefined,
  },
  {
    email: 'pro@pageshelf.dev',
    fullname: 'Priya Pro',
    plan: 'pro',
    role: 'user',
    inDemoTeam: true,
    teamRole: 'owner',
  },
  {
    email: 'admin@pageshelf.dev',
    fullname: 'Ada Admin',
    plan: 'pro',
    role: 'admin',
    inDemoTeam: true,
    teamRole: 'member',
  },
] as const satisfies readonly {
  email: string;
  fullname: string;
  plan: 'free' | 'pro';
  role: 'user' | 'admin';
  inDemoTeam: boolean;
  teamRole?: 'owner' | 'member';
}[];

/** Creates the demo accounts and the demo team once; running it again changes nothing. */
export async function seedDemoAccounts({ database }: Pick<Container, 'database'>): Promise<void> {
  const { db } = database;
  await db.transaction().execute(async (tx) => {
    const existing = await tx
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Pageshelf Demo')
      .executeTakeFirst();
    const teamId =
      existing?.id ??
      (
        await tx
          .insertInto('teams')
          .values({ name: 'Pageshelf Demo' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    for (const account of DEMO_ACCOUNTS) {
      const inserted = await tx
        .insertInto('users')
        .values({
          email: account.email,
          fullname: account.fullname,
          role: account.role,
          team_id: account.inDemoTeam ? teamId : null,
          team_role: account.inDemoTeam ? (account.teamRole ?? 'member') : null,
          team_joined_at: account.inDemoTeam ? new Date(account.teamRole === 'owner' ? 0 : 1000) : null,
          // New accounts get the free limit on their record (spec section 9); it is not read for Pro.
          search_limit: FREE_SEARCH_LIMIT,
          last_active_at: null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      if (account.teamRole === 'owner')
        await tx.updateTable('teams').set({ owner_id: inserted.id }).where('id', '=', teamId).execute();
      // Demo Pro is granted by hand (a 'manual' subscription), not bought: it never ends.
      if (isPaidPlanType(account.plan))
        await tx
          .insertInto('subscriptions')
          .values({
            user_id: inserted.id,
            team_id: null,
            provider: 'manual',
            provider_subscription_id: `manual_${inserted.id}`,
            provider_customer_id: null,
            plan_id: 'pro-yearly',
            status: 'active',
            current_period_start: new Date(0),
            current_period_end: new Date('2100-01-01T00:00:00Z'),
            canceled_at: null,
            ended_at: null,
            last_event_at: null,
          })
          .execute();
    }
  });
}
