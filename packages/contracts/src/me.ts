import { z } from 'zod';
import { collectionSummarySchema } from './collections.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { sessionUserSchema } from './session.js';

export const subscriptionSchema = z
  .object({
    plan: z.enum(['free', 'pro']),
    status: z.enum(['none', 'active', 'cancelled', 'past_due']),
    currentPeriodEnd: isoDateTimeSchema.nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'Subscription' });

export const teammateSchema = z.object({
  id: idSchema,
  email: z.string(),
  fullname: z.string().nullable(),
  role: z.enum(['user', 'admin']),
});

/** `GET /me`: user info with collections, subscription and teammates. */
export const meResponseSchema = z
  .object({
    user: sessionUserSchema,
    collections: z.array(collectionSummarySchema),
    subscription: subscriptionSchema,
    teammates: z.array(teammateSchema),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof meResponseSchema>;
