/**
 * `GET /me`: the signed-in user with collections, subscription and teammates (spec sections 3 and 7).
 * A failure is only logged by the SPA.
 */
import { SUBSCRIPTION_STATUSES as BILLING_STATUSES } from '@pageshelf/domain/billing';
import { z } from 'zod';
import { collectionSummarySchema } from './collections.js';
import { emailSchema, idSchema, isoDateTimeSchema } from './common.js';
import { planTypeSchema, sessionUserSchema, userRoleSchema } from './session.js';
import { teamRoleSchema } from './teams.js';

/** A subscription's status as `GET /me` summarises it: Stripe's statuses, or none without a subscription. */
export const SUBSCRIPTION_STATUSES = ['none', ...BILLING_STATUSES] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES).meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z
  .object({
    plan: planTypeSchema.describe("The account's plan now (own Pro, a workspace's Team seat, or free)."),
    status: subscriptionStatusSchema.describe("The account's own subscription; none when it has none."),
    currentPeriodEnd: isoDateTimeSchema.nullable().describe('End of the paid period; null without one.'),
    cancelAtPeriodEnd: z.boolean().describe('True when cancelled but still paid until currentPeriodEnd.'),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Another member of the user's workspace. */
export const teammateSchema = z
  .object({
    id: idSchema,
    email: z.string().min(1).max(254),
    fullname: z.string().max(200).nullable(),
    role: userRoleSchema.describe('Their role on the site (user or admin).'),
    teamRole: teamRoleSchema.describe('Their role in the workspace (owner or member).'),
  })
  .meta({ id: 'Teammate' });
export type Teammate = z.infer<typeof teammateSchema>;

/** `GET /me`. */
export const meResponseSchema = z
  .object({
    user: sessionUserSchema,
    collections: z.array(collectionSummarySchema).describe('Own collections and those shared by teammates.'),
    subscription: subscriptionSchema,
    teammates: z
      .array(teammateSchema)
      .describe('The other members of the workspace in joining order; empty without one.'),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * `DELETE /me`: deletes the account and everything it owns (sessions, favorites, collections, activity,
 * counters, sign-in links). The account's email is typed again as the confirmation.
 */
export const deleteAccountRequestSchema = z
  .strictObject({
    email: emailSchema.describe("The account's email address, as confirmation."),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `GET /me/notifications` and the answer of `PATCH /me/notifications`: the emails a member receives. */
export const notificationPreferencesSchema = z
  .object({
    weeklyDigest: z.boolean().describe('A weekly email of new apps and screens.'),
    productUpdates: z.boolean().describe('Product news, a few times a year.'),
    sharedCollections: z.boolean().describe('When a teammate shares a collection.'),
  })
  .meta({ id: 'NotificationPreferences', description: 'Sign-in links are always sent.' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PATCH /me/notifications`: change one or more preferences. */
export const updateNotificationPreferencesSchema = notificationPreferencesSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: 'name at least one preference to change' })
  .meta({ id: 'UpdateNotificationPreferences' });
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
