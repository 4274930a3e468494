/**
 * The session routes the BFF answers itself (spec section 7). The backend token stays in the session
 * cookie: no answer here ever contains it.
 *
 * - `GET /api/_auth/session` → `{ authenticated: true, user }` or `{ authenticated: false, user: null }`.
 * - `DELETE /api/_auth/session` → 204, signed out (also when the backend session was already gone).
 * - `POST /api/_auth/magic-link` `{ email, redirectTo? }` → `{ sent: true }` (own, stricter rate limit).
 * - `POST /api/_auth/verify` `{ token }` → sets the session cookie, `{ authenticated: true, user, redirectTo }`.
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
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { Analytics } from '../lib/analytics.js';
import { upstreamRequestHeaders } from '../lib/forward-headers.js';
import { HttpError } from '../lib/http-error.js';
import type { BufferedResponse, UpstreamClient } from '../lib/upstream.js';
import { callerOf, jsonOf, sendBuffered, upstreamFailure } from '../lib/upstream-reply.js';

export type AuthRoutesOptions = {
  readonly upstream: UpstreamClient;
  readonly analytics: Analytics;
};

const ANONYMOUS: Session = { authenticated: false, user: null };

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
  call: { method: Dispatcher.HttpMethod; path: string; token: string | null; body?: unknown },
): Promise<BufferedResponse> {
  try {
    return await upstream.buffered({
      method: call.method,
      path: call.path,
      headers: callHeaders(request, call.token, call.body !== undefined),
      body: call.body === undefined ? null : JSON.stringify(call.body),
    });
  } catch (error) {
    throw upstreamFailure(error);
  }
}

function unexpectedAnswer(request: FastifyRequest, path: string): HttpError {
  request.log.error({ path }, 'backend answered in an unexpected shape');
  return new HttpError(
    'upstream_unavailable',
    'The server answered in an unexpected way. Try again in a moment.',
  );
}

/** The session of a token according to the backend, or the reply already sent for an error answer. */
async function backendSession(
  upstream: UpstreamClient,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<Session | FastifyReply> {
  const response = await callBackend(upstream, request, { method: 'GET', path: '/auth/session', token });
  if (response.statusCode === 200) {
    const session = sessionSchema.safeParse(jsonOf(response));
    if (!session.success) throw unexpectedAnswer(request, '/auth/session');
    return session.data;
  }
  if (response.statusCode === 401) return ANONYMOUS;
  return sendBuffered(request, reply, response);
}

export const authSessionRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { upstream, analytics },
) => {
  app.get('/_auth/session', { schema: { response: { 200: sessionSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.sessionToken;
    if (token === null) return ANONYMOUS;
    const session = await backendSession(upstream, request, reply, token);
    if (!('authenticated' in session)) return session;
    if (!session.authenticated) reply.clearSession();
    return session;
  });

  app.delete('/_auth/session', async (request, reply) => {
    const token = request.sessionToken;
    reply.clearSession().header('cache-control', 'no-store');
    if (token === null) return reply.code(204).send();
    let user: SessionUser | null = null;
    try {
      if (analytics.enabled) {
        const session = await callBackend(upstream, request, { method: 'GET', path: '/auth/session', token });
        const parsed = sessionSchema.safeParse(jsonOf(session));
        if (parsed.success) user = parsed.data.user;
      }
      const signOut = await callBackend(upstream, request, { method: 'POST', path: '/auth/sign-out', token });
      if (signOut.statusCode >= 400 && signOut.statusCode !== 401 && signOut.statusCode !== 490) {
        request.log.warn(
          { statusCode: signOut.statusCode },
          'backend sign-out failed; cookie cleared anyway',
        );
      }
    } catch (error) {
      request.log.warn({ err: error }, 'backend sign-out unreachable; cookie cleared anyway');
    }
    if (user !== null) analytics.capture(String(user.id), 'signed out');
    return reply.code(204).send();
  });

  app.post<{ Body: VerifyRequest }>(
    '/_auth/verify',
    { schema: { body: verifyRequestSchema, response: { 200: signedInSchema } } },
    async (request, reply): Promise<SignedIn | FastifyReply> => {
      reply.header('cache-control', 'no-store');
      const response = await callBackend(upstream, request, {
        method: 'POST',
        path: '/auth/verify',
        token: null,
        body: request.body,
      });
      if (response.statusCode !== 200) return sendBuffered(request, reply, response);
      const verified = verifyResponseSchema.safeParse(jsonOf(response));
      if (!verified.success) throw unexpectedAnswer(request, '/auth/verify');
      const { token, user, redirectTo } = verified.data;
      reply.setSession(token);
      analytics.capture(String(user.id), 'signed in', {
        $set: userAnalyticsProperties(user, null, Date.now()),
      });
      return { authenticated: true, user, redirectTo };
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
      const response = await callBackend(upstream, request, {
        method: 'POST',
        path: '/auth/magic-link',
        token: null,
        body: request.body,
      });
      if (response.statusCode !== 200) return sendBuffered(request, reply, response);
      const sent = magicLinkResponseSchema.safeParse(jsonOf(response));
      if (!sent.success) throw unexpectedAnswer(request, '/auth/magic-link');
      return sent.data;
    },
  );
};
