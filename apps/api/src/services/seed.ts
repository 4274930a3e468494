import { FREE_SEARCH_LIMIT } from '@pageshelf/domain/search-quota';
import type { Container } from '../container.js';

export const DEMO_ACCOUNTS = [
  { email: 'free@pageshelf.dev', fullname: 'Fran Free', plan: 'free', role: 'user', inDemoTeam: false },
  { email: 'pro@pageshelf.dev', fullname: 'Priya Pro', plan: 'pro', role: 'user', inDemoTeam: true },
  { email: 'admin@pageshelf.dev', fullname: 'Ada Admin', plan: 'pro', role: 'admin', inDemoTeam: true },
] as const;

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
      await tx
        .insertInto('users')
        .values({
          email: account.email,
          fullname: account.fullname,
          plan: account.plan,
          role: account.role,
          team_id: account.inDemoTeam ? teamId : null,
          // New accounts get the free limit on their record (spec section 9); it is not read for Pro.
          search_limit: FREE_SEARCH_LIMIT,
          last_active_at: null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
  });
}
