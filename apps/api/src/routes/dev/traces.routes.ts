import { emailSchema, idParam } from '@pageshelf/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { accountCounters } from '../../repositories/write-counters.repository.js';
import type { RouteOptions } from '../index.js';

const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

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

const tracesResponseSchema = z.object({
  traces: z.record(z.string(), z.number().int().min(0)),
  total: z.number().int().min(0),
});

/** Development only (with the outbox): the rows an account leaves, for checking account deletion. */
export const devTracesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  if (!container.exposeOutbox) return;
  const { db } = container.database;
  app.get(
    '/dev/traces',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Development only: the rows that name an account (by id and address), table by table',
        querystring: z.strictObject({ email: emailSchema, userId: idParam('userId') }),
        response: { 200: tracesResponseSchema },
      },
    },
    async (request) => {
      const { email, userId } = request.query;
      const traces: Record<string, number> = {};
      for (const [table, query] of Object.entries(TRACES)) {
        const result = await query(userId, email).execute(db);
        const row = result.rows[0] as Record<string, unknown> | undefined;
        traces[table] = Number(Object.values(row ?? {})[0] ?? 0);
      }
      return { traces, total: Object.values(traces).reduce((sum, count) => sum + count, 0) };
    },
  );
};
