/**
 * The session routes the BFF answers itself (spec section 7). The backend token stays in the session
 * cookie: no answer here ever contains it.
 *
 * - `GET /api/_auth/session` → `{ authenticated: true, user }` or `{ authenticated: false, user: null }`.
 * - `DELETE /api/_auth/session` → 204 and the cookie cleared, whatever the backend answers: the browser
 *   and the BFF agree that the person signed out. The backend is told (`POST /auth/sign-out`) and given
 *   SIGN_OUT_TIMEOUT_MS, not the usual 30 s, so a frozen backend does not keep the person waiting; a call
 *   it did not confirm is logged, and may still land later. The cookie gone, no browser holds the session.
 * - `POST /api/_auth/magic-link` `{ email, redirectTo? }` → `{ sent: true }` (own, stricter rate limit).
 * - `POST /api/_auth/verify` `{ token }` → sets the session cookie, `{ authenticated: true, user, redirectTo,
 *   newAccount }` (newAccount: this sign-in created the account, as the backend says).
 */
import {
  type MagicLinkRequest,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  type Session,
  type SessionUser,
  type SignedIn,
  sessionSchema,
  signedInSchema,
  type VerifyRequest,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@pageshelf/contracts/session';
import { userAnalyticsProperties } from '@pageshelf/domain/analytics-identity';
import { SEARCH_DATA_COOKIE } from '@pageshelf/domain/constants';
import { ACCOUNT_IN_USE_STATUS } from '@pageshelf/domain/errors';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import type { BffConfig } from '../env.js';
import type { Analytics } from '../lib/analytics.js';
import { sessionSearchData } from '../lib/counters.js';
import { upstreamRequestHeaders } from '../lib/forward-headers.js';
import type { BufferedResponse, UpstreamClient } from '../lib/upstream.js';
import { callerOf, jsonOf, sendBuffered, upstreamFailure } from '../lib/upstream-reply.js';
import { readableCookieOptions } from '../plugins/session.js';

export type AuthRoutesOptions = {
  readonly config: BffConfig;
  readonly upstream: UpstreamClient;
  readonly analytics: Analytics;
};

const ANONYMOUS: Session = { authenticated: false, user: null };

/** Longest wait for the backend during a sign-out (its session lookup for analytics and the sign-out). */
export const SIGN_OUT_TIMEOUT_MS = 2_000;

/** Headers of a BFF-made backend call: the browser's identity, JSON in and out. */
function callHeaders(request: FastifyRequest, token: string | null, json: boolean): Record<string, string> {
  const headers = upstreamRequestHeaders(
    { 'user-agent': request.headers['user-agent'], 'accept-language': request.headers['accept-language'] },
    callerOf(request, token),
  );
  headers.accept = 'application/json';
  if (json) headers['content-type'] = 'application/json';
  return headers;
}

async function callBackend(
  upstream: UpstreamClient,
  request: FastifyRequest,
  call: {
    method: Dispatcher.HttpMethod;
    path: string;
    token: string | null;
    body?: unknown;
    timeoutMs?: number;
  },
): Promise<BufferedResponse> {
  try {
    return await upstream.buffered({
      method: call.method,
      path: call.path,
      headers: callHeaders(request, call.token, call.body !== undefined),
      body: call.body === undefined ? null : JSON.stringify(call.body),
      ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }),
    });
  } catch (error) {
    throw upstreamFailure(error);
  }
}

function unexpectedAnswer(request: FastifyRequest, path: string): HttpError {
  request.log.error({ path }, 'backend answered in an unexpected shape');
  return new HttpError('upstream_unavailable');
}

/**
 * The browser's answer for a backend answer other than the expected 200: a refusal (4xx, 5xx) passes on
 * as it is; anything else (another 2xx, a redirect) is unexpected and answers 502, since the body of a
 * sign-in call may hold the session token, which must never reach a page.
 */
function passRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  response: BufferedResponse,
  path: string,
): FastifyReply {
  if (response.statusCode >= 400) return sendBuffered(request, reply, response);
  throw unexpectedAnswer(request, path);
}

/**
 * The session of a token according to the backend, or null when the backend's refusal has been sent as
 * the answer. (Not the reply itself: a Fastify reply is thenable, so awaiting it would give undefined.)
 */
async function backendSession(
  upstream: UpstreamClient,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<Session | null> {
  const response = await callBackend(upstream, request, { method: 'GET', path: '/auth/session', token });
  if (response.statusCode === 200) {
    const session = sessionSchema.safeParse(jsonOf(response));
    if (!session.success) throw unexpectedAnswer(request, '/auth/session');
    return session.data;
  }
  if (response.statusCode === 401) return ANONYMOUS;
  passRefusal(request, reply, response, '/auth/session');
  return null;
}

/**
 * The backend's 200 answer to a sign-in call (`POST path` with the request's body, no session), parsed
 * by `schema`; or null when the backend's refusal has been sent as the answer (see `backendSession`).
 */
async function signInCall<T>(
  upstream: UpstreamClient,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const response = await callBackend(upstream, request, {
    method: 'POST',
    path,
    token: null,
    body: request.body,
  });
  if (response.statusCode !== 200) {
    passRefusal(request, reply, response, path);
    return null;
  }
  const answer = schema.safeParse(jsonOf(response));
  if (!answer.success) throw unexpectedAnswer(request, path);
  return answer.data;
}

export const authSessionRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { config, upstream, analytics },
) => {
  app.get('/_auth/session', { schema: { response: { 200: sessionSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.sessionToken;
    if (token === null) return ANONYMOUS;
    const session = await backendSession(upstream, request, reply, token);
    if (session === null) return reply;
    if (!session.authenticated) reply.clearSession();
    // A member's search counter as the server has it, where this browser has no copy or another count.
    const searchData = session.user
      ? sessionSearchData(session.user.searchCount, request.cookies[SEARCH_DATA_COOKIE], Date.now())
      : null;
    if (searchData) reply.setCookie(searchData.name, searchData.value, readableCookieOptions(config));
    return session;
  });

  app.delete('/_auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.sessionToken;
    reply.clearSession();
    if (token === null) return reply.code(204).send();
    // One deadline for the whole sign-out: half of it at most for the lookup, the rest for the sign-out.
    const deadline = Date.now() + SIGN_OUT_TIMEOUT_MS;
    let user: SessionUser | null = null;
    if (analytics.enabled) {
      // Only to name the user in analytics: a failure here does not decide anything.
      try {
        const session = await callBackend(upstream, request, {
          method: 'GET',
          path: '/auth/session',
          token,
          timeoutMs: SIGN_OUT_TIMEOUT_MS / 2,
        });
        const parsed = sessionSchema.safeParse(jsonOf(session));
        if (parsed.success) user = parsed.data.user;
      } catch (error) {
        request.log.warn({ err: error }, 'backend session lookup before sign-out failed');
      }
    }
    try {
      const { statusCode } = await callBackend(upstream, request, {
        method: 'POST',
        path: '/auth/sign-out',
        token,
        timeoutMs: Math.max(deadline - Date.now(), SIGN_OUT_TIMEOUT_MS / 2),
      });
      const confirmed = statusCode < 300 || statusCode === 401 || statusCode === ACCOUNT_IN_USE_STATUS;
      if (!confirmed)
        request.log.warn({ statusCode }, 'backend sign-out not confirmed (the cookie is cleared)');
    } catch (error) {
      request.log.warn({ err: error }, 'backend sign-out not confirmed (the cookie is cleared)');
    }
    if (user !== null) analytics.capture(String(user.id), 'signed out');
    return reply.code(204).send();
  });

  app.post<{ Body: VerifyRequest }>(
    '/_auth/verify',
    { schema: { body: verifyRequestSchema, response: { 200: signedInSchema } } },
    async (request, reply): Promise<SignedIn | FastifyReply> => {
      reply.header('cache-control', 'no-store');
      const verified = await signInCall(upstream, request, reply, '/auth/verify', verifyResponseSchema);
      if (verified === null) return reply;
      const { token, user, redirectTo, newAccount } = verified;
      reply.setSession(token);
      analytics.capture(String(user.id), 'signed in', {
        $set: userAnalyticsProperties(user, null, Date.now()),
      });
      return { authenticated: true, user, redirectTo, newAccount };
    },
  );
};

/** `POST /api/_auth/magic-link`, in its own context for its own rate limit. */
export const magicLinkRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { upstream }) => {
  app.post<{ Body: MagicLinkRequest }>(
    '/_auth/magic-link',
    { schema: { body: magicLinkRequestSchema, response: { 200: magicLinkResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sent = await signInCall(upstream, request, reply, '/auth/magic-link', magicLinkResponseSchema);
      return sent ?? reply;
    },
  );
};
