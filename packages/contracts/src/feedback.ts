import { z } from 'zod';
import { emailSchema } from './session.js';

export const feedbackRequestSchema = z.object({
  message: z.string().trim().min(1, 'must not be empty').max(5000),
  email: emailSchema.optional(),
  page: z.string().max(500).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackResponseSchema = z.object({ ok: z.literal(true) });
