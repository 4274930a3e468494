/**
 * The visit counter, the search quota and activity logging (spec sections 4, 6 and 7).
 *
 * - `GET /me/activity?action=sync_visit_count`: reads the visit counter → `activityStateSchema`.
 * - `GET /me/activity?action=record_count`: records one view, then answers the same shape.
 * - `POST /me/activity` with `logActivityRequestSchema` → `logActivityResponseSchema`. Bounded in size
 *   (an action name of at most 200 characters, properties of at most 1 KB as JSON: 400 naming the field)
 *   and in rate (`@pageshelf/domain/write-limits`: 60 an hour per account or device, 240 per address;
 *   past it 429 `rate_limited` with `Retry-After`).
 *
 * The field names of the visit counter are snake_case because the product's calls use them
 * (`visit_count`); everything added around them is camelCase.
 */
import { ACTIVITY_PROPERTIES_MAX_BYTES, activityPropertiesBytes } from '@pageshelf/domain/write-limits';
import { z } from 'zod';
import {
  countSchema,
  isoDateTimeSchema,
  NUL_CHARACTER_MESSAGE,
  okResponseSchema,
  withoutNul,
} from './common.js';

/** The search quota of a signed-in user after a call. `limit` and `remaining` are null when unlimited (Pro). */
export const searchQuotaStateSchema = z
  .object({
    count: countSchema.describe('Searches used in the current 24-hour window.'),
    limit: countSchema.nullable().describe('Searches allowed per 24 hours; null = unlimited.'),
    remaining: countSchema.nullable().describe('Searches left in the window; null = unlimited.'),
    resetsAt: isoDateTimeSchema
      .nullable()
      .describe('When the window restarts (24 hours after its first search); null when no window is open.'),
    blocked: z.boolean().describe('True when the limit is reached: searching answers 429 until resetsAt.'),
  })
  .meta({ id: 'SearchQuotaState', description: 'The daily search quota of the user.' });
export type SearchQuotaState = z.infer<typeof searchQuotaStateSchema>;
/** Same schema under its earlier name. */
export const searchQuotaSchema = searchQuotaStateSchema;
export type SearchQuota = SearchQuotaState;

export const ACTIVITY_ACTIONS = ['sync_visit_count', 'record_count'] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS, {
  error: 'action must be sync_visit_count or record_count',
});
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** Query of `GET /me/activity`. */
export const activityQuerySchema = z.strictObject({ action: activityActionSchema });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** `GET /me/activity` (both actions): the visit counter and, for signed-in users, the search quota. */
export const activityStateSchema = z
  .object({
    visit_count: countSchema.describe('Views recorded for this visitor or user.'),
    visit_limit: countSchema
      .nullable()
      .describe('Views allowed before the visitor is sent to sign in; null = unlimited (Pro, crawlers).'),
    exceeded: z.boolean().describe('True once visit_count is past visit_limit: show the paywall / sign-in.'),
    search: searchQuotaStateSchema
      .nullable()
      .describe('The search quota; null for visitors (they cannot search).'),
  })
  .meta({ id: 'ActivityState' });
export type ActivityState = z.infer<typeof activityStateSchema>;

/** Longest action name and most properties of a logged activity. */
export const MAX_ACTION_NAME_LENGTH = 200;
export const MAX_ACTIVITY_PROPERTIES = 50;

/** One property of a logged activity: a flat JSON value. */
export const activityPropertyValueSchema = z.union([
  z.string().max(500).check(withoutNul('properties values')),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** Body of `POST /me/activity`. */
export const logActivityRequestSchema = z
  .strictObject({
    action: z.literal('log_user_activity', { error: 'action must be log_user_activity' }),
    action_name: z
      .string({ error: 'action_name must be a string' })
      .trim()
      .min(1, 'action_name must not be empty')
      .max(MAX_ACTION_NAME_LENGTH, `action_name must be at most ${MAX_ACTION_NAME_LENGTH} characters`)
      .check(withoutNul('action_name'))
      .describe('What the user did, e.g. "opened pricing".'),
    properties: z
      .record(z.string().min(1).max(100), activityPropertyValueSchema)
      .refine(
        (properties) => Object.keys(properties).length <= MAX_ACTIVITY_PROPERTIES,
        `properties must have at most ${MAX_ACTIVITY_PROPERTIES} keys`,
      )
      // On the record rather than its key schema, whose messages zod folds into "Invalid key in record".
      .refine(
        (properties) => Object.keys(properties).every((key) => !key.includes('\u0000')),
        `properties keys ${NUL_CHARACTER_MESSAGE}`,
      )
      .refine(
        (properties) => activityPropertiesBytes(properties) <= ACTIVITY_PROPERTIES_MAX_BYTES,
        `properties must be at most ${ACTIVITY_PROPERTIES_MAX_BYTES} bytes as JSON`,
      )
      .optional()
      .describe(
        `Flat extra facts: strings, numbers, booleans or null; at most ${ACTIVITY_PROPERTIES_MAX_BYTES} bytes as JSON.`,
      ),
  })
  .meta({ id: 'LogActivityRequest' });
export type LogActivityRequest = z.infer<typeof logActivityRequestSchema>;

export const logActivityResponseSchema = okResponseSchema;
export type LogActivityResponse = z.infer<typeof logActivityResponseSchema>;
