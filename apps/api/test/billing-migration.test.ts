/**
 * Migration 0010 (one live subscription per account, issue 25) on a database that already holds the
 * double charges it fixes: it applies, keeps every row and invoice, marks the later running subscriptions
 * of an account `duplicate_of` the first, and from then on the database refuses a second running one.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { openTestDatabase } from './support/test-api.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations/', import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T09:00:00.000Z');

let database: Database;
let closeDatabase: () => Promise<void>;
let before: string;

beforeAll(async () => {
  ({ database, close: closeDatabase } = await openTestDatabase());
  // The schema as it was before 0010.
  before = await mkdtemp(join(tmpdir(), 'migrations-before-0010-'));
  for (const name of await readdir(MIGRATIONS)) {
    if (name < '0010') await cp(join(MIGRATIONS, name), join(before, name));
  }
  await migrate(database, before);
});
afterAll(async () => {
  await closeDatabase?.();
  if (before) await rm(before, { recursive: true, force: true });
});

describe('migration 0010_one_live_subscription', () => {
  it('applies over accounts paying for several running subscriptions, and keeps every row of money', async () => {
    const { db } = database;
    const user = async (email: string) =>
      (await db.insertInto('users').values({ email }).returning('id').executeTakeFirstOrThrow()).id;
    const doubled = await user('doubled@example.com');
    const single = await user('single@example.com');
    let sequence = 0;
    const subscription = async (
      userId: number,
      status: 'active' | 'past_due' | 'canceled',
      ageDays: number,
    ) => {
      sequence += 1;
      const start = new Date(NOW.getTime() - ageDays * DAY);
      const { id } = await db
        .insertInto('subscriptions')
        .values({
          user_id: userId,
          provider: 'test',
          provider_subscription_id: `sub_test_before_${sequence}`,
          plan_id: 'pro-monthly',
          status,
          current_period_start: start,
          current_period_end: new Date(start.getTime() + 30 * DAY),
          canceled_at: null,
          ended_at: null,
          last_event_at: null,
          created_at: start,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('invoices')
        .values({
          subscription_id: id,
          user_id: userId,
          provider: 'test',
          provider_invoice_id: `in_test_before_${sequence}`,
          number: `PS-TEST-${String(sequence).padStart(6, '0')}`,
          amount: 1200,
          currency: 'usd',
          status: 'paid',
          period_start: start,
          period_end: new Date(start.getTime() + 30 * DAY),
        })
        .execute();
      return id;
    };
    // Issue 25's figures: four Pro checkouts of one account completed at once, and an older, ended one.
    const ended = await subscription(doubled, 'canceled', 90);
    const first = await subscription(doubled, 'active', 3);
    const later = [
      await subscription(doubled, 'active', 2),
      await subscription(doubled, 'past_due', 2),
      await subscription(doubled, 'active', 1),
    ];
    const alone = await subscription(single, 'active', 5);

    const report = await migrate(database);
    expect(report.applied).toContain('0010_one_live_subscription.sql');

    const rows = await db
      .selectFrom('subscriptions')
      .select(['id', 'status', 'duplicate_of'])
      .where('user_id', 'in', [doubled, single])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ended, status: 'canceled', duplicate_of: null },
      { id: first, status: 'active', duplicate_of: null },
      { id: later[0], status: 'active', duplicate_of: first },
      { id: later[1], status: 'past_due', duplicate_of: first },
      { id: later[2], status: 'active', duplicate_of: first },
      { id: alone, status: 'active', duplicate_of: null },
    ]);
    const invoices = await db.selectFrom('invoices').select(['amount']).execute();
    expect(invoices.reduce((sum, invoice) => sum + invoice.amount, 0)).toBe(6 * 1200);

    // From now on the database holds one running subscription per account.
    await expect(
      db
        .insertInto('subscriptions')
        .values({
          user_id: single,
          provider: 'test',
          provider_subscription_id: 'sub_test_after',
          plan_id: 'pro-yearly',
          status: 'active',
          current_period_start: NOW,
          current_period_end: new Date(NOW.getTime() + 365 * DAY),
          canceled_at: null,
          ended_at: null,
          last_event_at: null,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505', constraint: 'subscriptions_one_running_per_account' });
  });
});
