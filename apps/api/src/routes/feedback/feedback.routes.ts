import {
  FEEDBACK_BODY_LIMIT_BYTES,
  feedbackRequestSchema,
  feedbackResponseSchema,
} from '@pageshelf/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../index.js';

/** The feedback modal is for signed-in members (spec: "from anywhere signed-in"). */
const config = { needs: { access: 'signed-in' } satisfies ApiRouteNeeds };

export const feedbackRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  app.post(
    '/feedback',
    {
      config,
      // The one body larger than the API's default limit: a screenshot of up to 2 MB, in base64.
      bodyLimit: FEEDBACK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['system'],
        summary: 'Send feedback to the team, with an optional screenshot (PNG or JPEG, at most 2 MB)',
        body: feedbackRequestSchema,
        response: { 200: feedbackResponseSchema },
      },
    },
    async (request) => {
      await container.feedback.send(signedIn(request).user, request.body);
      return { ok: true as const };
    },
  );
};
