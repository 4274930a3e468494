import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';

/** The user of a session (spec section 3). The auth token is never part of it. */
export const sessionUserSchema = z
  .object({
    id: idSchema,
    email: z.string(),
    fullname: z.string().nullable(),
    isPremium: z.boolean(),
    planType: z.enum(['free', 'pro']).default('free'),
    createdAt: isoDateTimeSchema,
    role: z.enum(['user', 'admin']),
    teamId: idSchema.nullable(),
    teamSize: z.number().int().nonnegative(),
    searchLimit: z.number().int().nonnegative().nullable(),
    searchCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/_auth/session`: the signed-in user, or an anonymous session. */
export const sessionSchema = z
  .discriminatedUnion('authenticated', [
    z.object({ authenticated: z.literal(true), user: sessionUserSchema }),
    z.object({ authenticated: z.literal(false), user: z.null() }),
  ])
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be an email address'));

/** A same-site path to return to after sign-in (never another origin). */
export const redirectPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site, starting with /');

export const magicLinkRequestSchema = z.object({
  email: emailSchema,
  redirectTo: redirectPathSchema.optional(),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;
export const magicLinkResponseSchema = z.object({ sent: z.literal(true) });

export const verifyRequestSchema = z.object({
  token: z
    .string()
    .min(20, 'is not a sign-in link token')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a sign-in link token'),
});
/** API → BFF only: the BFF keeps the token in its cookie and never passes it to the browser. */
export const verifyResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  redirectTo: z.string().nullable(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
/** BFF → browser after verifying a link. */
export const signedInSchema = z.object({
  authenticated: z.literal(true),
  user: sessionUserSchema,
  redirectTo: z.string().nullable(),
});
export type SignedIn = z.infer<typeof signedInSchema>;
