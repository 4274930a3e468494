import {
  deleteAccountRequestSchema,
  meResponseSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@pageshelf/contracts/me';
import { validationError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import { userSubject } from '../../services/quota.service.js';
import { sessionUserFor } from '../../services/session-user.js';
import type { RouteOptions } from '../route-options.js';

const config = { needs: { access: 'signed-in' } satisfies ApiRouteNeeds };

export const meRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  app.get(
    '/me',
    {
      config,
      schema: {
        tags: ['me'],
        summary: 'The signed-in user with collections, subscription and teammates',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const actor = signedIn(request);
      const { user } = actor;
      const [sessionUser, collections, subscription, teammates] = await Promise.all([
        sessionUserFor(container, actor),
        container.collectionsService.list(actor),
        container.billing.summary(actor),
        container.users.teammates(user),
      ]);
      await container.users.touch(user.id, container.clock.now());
      return {
        user: sessionUser,
        collections: collections.items,
        subscription,
        teammates,
      };
    },
  );

  app.delete(
    '/me',
    {
      config,
      schema: {
        tags: ['me'],
        summary: 'Delete the signed-in account and everything it owns',
        description:
          "The body repeats the account's email as the confirmation. Sessions go with the account, so the caller is signed out.",
        body: deleteAccountRequestSchema,
      },
    },
    async (request, reply) => {
      const actor = signedIn(request);
      const { user } = actor;
      if (request.body.email !== user.email) {
        throw validationError([{ path: 'body.email', message: "must be this account's email address" }]);
      }
      // The provider stops charging first: an account cannot be gone while its card is still billed.
      await container.billing.cancelForAccountDeletion(actor);
      await container.users.deleteAccount(user, userSubject(user));
      request.log.info({ userId: user.id }, 'account deleted');
      return reply.code(204).send();
    },
  );

  app.get(
    '/me/notifications',
    {
      config,
      schema: {
        tags: ['me'],
        summary: 'The emails the signed-in member receives',
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => container.users.notificationPreferences(signedIn(request).user.id),
  );

  app.patch(
    '/me/notifications',
    {
      config,
      schema: {
        tags: ['me'],
        summary: 'Change which emails the signed-in member receives',
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) =>
      container.users.updateNotificationPreferences(
        signedIn(request).user.id,
        request.body,
        container.clock.now(),
      ),
  );
};
