import { meResponseSchema } from '@pageshelf/contracts/me';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/viewer.js';
import { presentCollection } from '../../services/presenters.js';
import { sessionUserFor } from '../../services/session-user.js';
import type { RouteOptions } from '../index.js';

export const meRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { db } = container.database;

  app.get(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: 'The signed-in user with collections, subscription and teammates',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const [sessionUser, collections, subscription, teammates] = await Promise.all([
        sessionUserFor(container, user),
        container.collections.visibleTo(user.id, user.team_id),
        db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
        container.users.teammates(user),
      ]);
      await container.users.touch(user.id, container.clock.now());
      return {
        user: sessionUser,
        collections: collections.map((collection) => presentCollection(collection, user.id)),
        subscription: {
          plan: user.plan,
          status: subscription?.status ?? (user.plan === 'pro' ? 'active' : 'none'),
          currentPeriodEnd: subscription?.current_period_end?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription?.cancel_at_period_end ?? false,
        },
        teammates,
      };
    },
  );
};
