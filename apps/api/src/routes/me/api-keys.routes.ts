import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '@pageshelf/contracts/api-keys';
import { idParamSchema } from '@pageshelf/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

/**
 * A member's API keys (issue 30). Making one is Pro and Team; listing and revoking stay open to every
 * member, so a key whose owner's plan lapsed can still be seen and revoked. No key reaches these routes
 * (they declare no `apiKeys`): a leaked key cannot make more keys, nor revoke its owner's others.
 */
const member = { needs: { access: 'signed-in' } satisfies ApiRouteNeeds };
const premium = { needs: { access: 'premium' } satisfies ApiRouteNeeds };
const tags = ['api-keys'];

export const apiKeysRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { apiKeys } = container;

  app.get(
    '/me/api-keys',
    {
      config: member,
      schema: {
        tags,
        summary: "The signed-in member's live API keys, newest first (never the keys themselves)",
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => ({ items: await apiKeys.list(signedIn(request)) }),
  );

  app.post(
    '/me/api-keys',
    {
      config: premium,
      schema: {
        tags,
        summary: 'Make an API key (Pro and Team); the answer is the only time the key is shown',
        description: 'At most 10 live keys per account: 409 `api_keys_limit` past that.',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      const created = await apiKeys.create(signedIn(request), request.body.name);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/me/api-keys/:id',
    {
      config: member,
      schema: {
        tags,
        summary: 'Revoke an API key at once: the next call with it is refused',
        params: z.strictObject({ id: idParamSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await apiKeys.revoke(signedIn(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
