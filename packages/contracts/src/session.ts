/**
 * The session of spec section 3 and the magic-link sign-in.
 *
 * Who holds what: the API issues a session token (`POST /auth/verify`); the BFF keeps it in an http-only
 * cookie and sends it to the API as `authorization`. The browser never sees it: every schema the SPA
 * parses here (`sessionSchema`, `signedInSchema`, `signOutResponseSchema`) has no token field, and since
 * response schemas strip unknown keys, a token returned by mistake is dropped by the serializer.
 *
 * Calls:
 * - `GET /api/_auth/session` (BFF → SPA) and `GET /auth/session` (API → BFF): `sessionSchema`.
 * - `POST /api/_auth/magic-link` → `POST /auth/magic-link`: `magicLinkRequestSchema` → `magicLinkResponseSchema`.
 * - `POST /auth/verify` (API → BFF only): `verifyRequestSchema` → `verifyResponseSchema` (carries the token).
 * - `POST /api/_auth/verify` (BFF → SPA): `verifyRequestSchema` → `signedInSchema` (no token). Both say
 *   whether the sign-in created the account (`newAccount`).
 * - `DELETE /api/_auth/session` (BFF → SPA): 204 with no body; the BFF calls `POST /auth/sign-out` on the
 *   API (also 204). `signOutResponseSchema` is the anonymous session the SPA holds afterwards.
 */
import { PLAN_TYPES } from '@pageshelf/domain/billing';
import { z } from 'zod';
import { countSchema, emailSchema, idSchema, isoDateTimeSchema, redirectPathSchema } from './common.js';

export { PLAN_TYPES };
export const planTypeSchema = z
  .enum(PLAN_TYPES)
  .meta({ id: 'PlanType', description: 'free, pro (paid by the member) or team (a seat of a Team plan).' });
export type PlanType = z.infer<typeof planTypeSchema>;

export const USER_ROLES = ['user', 'admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES).meta({ id: 'UserRole' });
export type UserRole = z.infer<typeof userRoleSchema>;

/** The user of a session (spec section 3). Never carries the auth token. */
export const sessionUserSchema = z
  .object({
    id: idSchema,
    email: z.string().min(1).max(254).describe('Lower-cased email address.'),
    fullname: z.string().max(200).nullable().describe('Display name; null until the user sets one.'),
    isPremium: z.boolean().describe('True for Pro members: no visit cap, unlimited searches.'),
    planType: planTypeSchema.default('free'),
    createdAt: isoDateTimeSchema,
    role: userRoleSchema,
    teamId: idSchema.nullable(),
    teamSize: countSchema.describe('Members of the team including the user (1 without a team).'),
    searchLimit: countSchema
      .nullable()
      .describe(
        'Daily search limit from the user record; null when the record gives none ' +
          '(free users then get the default limit, Pro members are unlimited).',
      ),
    searchCount: countSchema.describe('Searches used in the current 24-hour window.'),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in user as every app sees it.' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authenticatedSessionSchema = z
  .object({ authenticated: z.literal(true), user: sessionUserSchema })
  .meta({ id: 'AuthenticatedSession' });
export type AuthenticatedSession = z.infer<typeof authenticatedSessionSchema>;

export const anonymousSessionSchema = z
  .object({ authenticated: z.literal(false), user: z.null() })
  .meta({ id: 'AnonymousSession' });
export type AnonymousSession = z.infer<typeof anonymousSessionSchema>;

/** `GET /api/_auth/session`: the signed-in user, or an anonymous session. Never a token. */
export const sessionSchema = z
  .discriminatedUnion('authenticated', [authenticatedSessionSchema, anonymousSessionSchema])
  .meta({ id: 'Session', description: 'The session as the SPA sees it; never carries the token.' });
export type Session = z.infer<typeof sessionSchema>;

/** `POST /auth/magic-link`: email a single-use sign-in link. */
export const magicLinkRequestSchema = z
  .strictObject({
    email: emailSchema,
    redirectTo: redirectPathSchema
      .optional()
      .describe('Where to land after signing in (a path of this site).'),
  })
  .meta({ id: 'MagicLinkRequest' });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

export const magicLinkResponseSchema = z.object({ sent: z.literal(true) }).meta({ id: 'MagicLinkSent' });
export type MagicLinkResponse = z.infer<typeof magicLinkResponseSchema>;

/** A token of the kind the API hands out: URL-safe base64. */
const opaqueTokenSchema = z
  .string()
  .min(20, 'token is not a sign-in link token')
  .max(200, 'token is not a sign-in link token')
  .regex(/^[A-Za-z0-9_-]+$/, 'token is not a sign-in link token');

/** `POST /auth/verify` and `POST /api/_auth/verify`: the token of the `/magic/{token}` link. */
export const verifyRequestSchema = z.strictObject({ token: opaqueTokenSchema }).meta({ id: 'VerifyRequest' });
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** Whether this verification created the account (its first sign-in): the SPA then starts onboarding. */
const newAccountSchema = z
  .boolean()
  .describe('True only when this sign-in created the account; false for every later one.');

/**
 * `POST /auth/verify`, API → BFF only. The BFF stores `token` in its cookie and answers the browser
 * with `signedInSchema`; this shape must never be forwarded.
 */
export const verifyResponseSchema = z
  .object({
    token: opaqueTokenSchema.describe('The session token. API → BFF only; never sent to a browser.'),
    user: sessionUserSchema,
    redirectTo: redirectPathSchema.nullable().describe('The redirectTo of the link request, if any.'),
    newAccount: newAccountSchema,
  })
  .meta({ id: 'VerifyResponse' });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/** `POST /api/_auth/verify`, BFF → SPA: the new session and where to go next. No token. */
export const signedInSchema = z
  .object({
    authenticated: z.literal(true),
    user: sessionUserSchema,
    redirectTo: redirectPathSchema.nullable(),
    newAccount: newAccountSchema,
  })
  .meta({ id: 'SignedIn' });
export type SignedIn = z.infer<typeof signedInSchema>;

/** `DELETE /api/_auth/session`, BFF → SPA: the session after signing out (always anonymous). */
export const signOutResponseSchema = anonymousSessionSchema;
export type SignOutResponse = AnonymousSession;
