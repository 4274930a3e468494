import { captureRunListSchema, captureRunSchema, startCaptureSchema } from '@pageshelf/contracts/captures';
import { uuidParamsSchema } from '@pageshelf/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRetryAfter } from '../../lib/retry-after.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

/**
 * Capture from the product (issue 31): an administrator or a Pro workspace owner (the policy's `capture`
 * access) starts a run of the server's browser and follows it. No API key reaches these routes: a key
 * leaked from a tool cannot drive the server's browser.
 */
const config = { needs: { access: 'capture' } satisfies ApiRouteNeeds };
const tags = ['capture'];

export const captureRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { captures } = container;

  app.post(
    '/captures',
    {
      config,
      schema: {
        tags,
        summary: 'Start capturing a web product (an administrator or a Pro workspace owner)',
        description:
          'The run waits for a worker and answers at once (202); follow it with `GET /captures/{uuid}`. ' +
          'One run at a time per account, 10 a day (409 `capture_in_progress`, 429 `capture_limit_reached`); ' +
          'addresses inside the network are refused (400 `capture_address_refused`).',
        body: startCaptureSchema,
        response: { 202: captureRunSchema },
      },
    },
    async (request, reply) => {
      const run = await withRetryAfter(reply, () => captures.start(signedIn(request), request.body));
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/captures',
    {
      config,
      schema: {
        tags,
        summary: "The newest capture runs: one's own, or everyone's for an administrator",
        response: { 200: captureRunListSchema },
      },
    },
    async (request) => captures.list(signedIn(request)),
  );

  app.get(
    '/captures/:uuid',
    {
      config,
      schema: {
        tags,
        summary: 'One capture run, with its progress, then its summary or its error',
        params: uuidParamsSchema,
        response: { 200: captureRunSchema },
      },
    },
    async (request) => captures.get(signedIn(request), request.params.uuid),
  );
};
