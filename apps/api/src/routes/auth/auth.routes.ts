import {
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  sessionSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@pageshelf/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import { sessionUserFor } from '../../services/session-user.js';
import type { RouteOptions } from '../route-options.js';

const open = { needs: { access: 'public' } satisfies ApiRouteNeeds };
const member = { needs: { access: 'signed-in' } satisfies ApiRouteNeeds };

export const authRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { auth } = container;

  app.post(
    '/auth/magic-link',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use sign-in link (valid 15 minutes)',
        body: magicLinkRequestSchema,
        response: { 200: magicLinkResponseSchema },
      },
    },
    async (request) => {
      await auth.requestMagicLink(request.body.email, request.body.redirectTo);
      return { sent: true as const };
    },
  );

  app.post(
    '/auth/verify',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a sign-in link token for a session token; older sessions of the account end',
        body: verifyRequestSchema,
        response: { 200: verifyResponseSchema },
      },
    },
    async (request) => {
      const result = await auth.verifyMagicLink(request.body.token);
      return {
        token: result.token,
        user: await sessionUserFor(container, result.member),
        redirectTo: result.redirectTo,
        newAccount: result.newAccount,
      };
    },
  );

  app.get(
    '/auth/session',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'The session of the bearer token',
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const { actor } = request;
      if (actor.kind !== 'user') return { authenticated: false as const, user: null };
      return { authenticated: true as const, user: await sessionUserFor(container, actor) };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: member,
      schema: { tags: ['auth'], summary: 'End the bearer session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      // Only a session reaches this route (it takes no API keys: the access hook refuses them).
      const { credential } = signedIn(request);
      await auth.signOut(credential.id);
      return reply.status(204).send(null);
    },
  );
};
