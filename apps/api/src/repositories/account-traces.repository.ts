import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { accountCounters } from './write-counters.repository.js';

/**
 * Where an account's data could be, table by table: the rows that name its id or its address (personal
 * data, in the sense of account deletion). After `DELETE /me` every count is 0 (the API's and the browser
 * tests check it the way a privacy review would). A subscription is kept for accounting once detached
 * (`user_id` null, with its history): it names no one, so only attached ones count, as for every table.
 */
const TRACES = {
  users: (id: number, email: string) =>
    sql<number>`SELECT count(*) FROM users WHERE id = ${id} OR email = ${email}`,
  sessions: (id: number) => sql<number>`SELECT count(*) FROM sessions WHERE user_id = ${id}`,
  magic_links: (_id: number, email: string) =>
    sql<number>`SELECT count(*) FROM magic_links WHERE email = ${email}`,
  outbox: (_id: number, email: string) => sql<number>`SELECT count(*) FROM outbox WHERE recipient = ${email}`,
  favorites: (id: number) => sql<number>`SELECT count(*) FROM favorites WHERE user_id = ${id}`,
  collections: (id: number) => sql<number>`SELECT count(*) FROM collections WHERE user_id = ${id}`,
  activity_log: (id: number) => sql<number>`SELECT count(*) FROM activity_log WHERE user_id = ${id}`,
  notification_preferences: (id: number) =>
    sql<number>`SELECT count(*) FROM notification_preferences WHERE user_id = ${id}`,
  counters: (id: number) =>
    sql<number>`SELECT (SELECT count(*) FROM visit_counters WHERE subject = ${`user:${id}`})
      + (SELECT count(*) FROM search_counters WHERE subject = ${`user:${id}`})
      + (SELECT count(*) FROM write_counters WHERE subject IN (${sql.join(accountCounters(id))}))`,
  subscriptions: (id: number) => sql<number>`SELECT count(*) FROM subscriptions WHERE user_id = ${id}`,
  billing_customers: (id: number) =>
    sql<number>`SELECT count(*) FROM billing_customers WHERE user_id = ${id}`,
  invoices: (id: number) => sql<number>`SELECT count(*) FROM invoices WHERE user_id = ${id}`,
  test_checkouts: (id: number) => sql<number>`SELECT count(*) FROM test_checkouts WHERE user_id = ${id}`,
  team_invitations: (id: number, email: string) =>
    sql<number>`SELECT count(*) FROM team_invitations WHERE email = ${email} OR invited_by = ${id}`,
  teams: (id: number) => sql<number>`SELECT count(*) FROM teams WHERE owner_id = ${id}`,
  feedback: (id: number, email: string) =>
    sql<number>`SELECT count(*) FROM feedback WHERE user_id = ${id} OR email = ${email}`,
} as const;

/** The rows that name an account, table by table (development only: `GET /dev/traces`). */
export class AccountTracesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** How many rows of each table name the account `id` or the address `email`. */
  async count(id: number, email: string): Promise<Record<string, number>> {
    const traces: Record<string, number> = {};
    for (const [table, query] of Object.entries(TRACES)) {
      const result = await query(id, email).execute(this.db);
      const row = result.rows[0] as Record<string, unknown> | undefined;
      traces[table] = Number(Object.values(row ?? {})[0] ?? 0);
    }
    return traces;
  }
}
