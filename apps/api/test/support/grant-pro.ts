import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';

/** Makes an account Pro the way an administrator would: a 'manual' subscription that does not end. */
export async function grantPro(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      team_id: null,
      provider: 'manual',
      provider_subscription_id: `manual_${userId}`,
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
