import {
  FEEDBACK_BODY_LIMIT_BYTES,
  feedbackRequestSchema,
  feedbackResponseSchema,
} from '@pageshelf/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRetryAfter } from '../../lib/retry-after.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

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
        description:
          'At most 10 a day per account (then 429 feedback_limit_reached with Retry-After) and 20 MB of screenshots kept per account (then 413 feedback_storage_full: send the message without a screenshot). A screenshot must decode as the image its data URL names.',
        body: feedbackRequestSchema,
        response: { 200: feedbackResponseSchema },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => container.feedback.send(signedIn(request), request.body));
      return { ok: true as const };
    },
  );
};
