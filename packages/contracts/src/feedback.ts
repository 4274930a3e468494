/** `POST /feedback` (the feedback modal) with `feedbackRequestSchema` → `feedbackResponseSchema`. */
import { z } from 'zod';
import { emailSchema, okResponseSchema, withoutNul } from './common.js';

export const MAX_FEEDBACK_LENGTH = 5000;

export const feedbackRequestSchema = z
  .strictObject({
    message: z
      .string({ error: 'message must be text' })
      .trim()
      .min(1, 'message must not be empty')
      .max(MAX_FEEDBACK_LENGTH, `message must be at most ${MAX_FEEDBACK_LENGTH} characters`)
      .check(withoutNul('message')),
    email: emailSchema.optional().describe("Where to answer; the signed-in user's address when absent."),
    page: z
      .string({ error: 'page must be text' })
      .trim()
      .max(2048, 'page must be at most 2048 characters')
      .check(withoutNul('page'))
      .optional()
      .describe('The page the feedback was sent from.'),
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = okResponseSchema;
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
