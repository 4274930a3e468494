import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

export const searchQuotaSchema = z
  .object({
    count: z.number().int().nonnegative(),
    /** null = unlimited */
    limit: z.number().int().nonnegative().nullable(),
    remaining: z.number().int().nonnegative().nullable(),
    resetsAt: isoDateTimeSchema.nullable(),
    blocked: z.boolean(),
  })
  .meta({ id: 'SearchQuota' });
export type SearchQuota = z.infer<typeof searchQuotaSchema>;

export const activityQuerySchema = z.object({ action: z.enum(['sync_visit_count', 'record_count']) });

/** `GET /me/activity`: the visit counter (and, for signed-in users, the search quota). */
export const activityStateSchema = z
  .object({
    visit_count: z.number().int().nonnegative(),
    /** null = unlimited (premium, crawlers) */
    visit_limit: z.number().int().nonnegative().nullable(),
    exceeded: z.boolean(),
    search: searchQuotaSchema.nullable(),
  })
  .meta({ id: 'ActivityState' });
export type ActivityState = z.infer<typeof activityStateSchema>;

export const logActivityRequestSchema = z.object({
  action: z.literal('log_user_activity'),
  action_name: z.string().trim().min(1).max(200),
  properties: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type LogActivityRequest = z.infer<typeof logActivityRequestSchema>;
export const logActivityResponseSchema = z.object({ ok: z.literal(true) });
