import { z } from 'zod';
import { emailSchema } from './session.js';

/** Development only: `GET /dev/outbox?email=` lists mail that would have been sent. */
export const outboxQuerySchema = z.object({ email: emailSchema });
export const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      link: z.string().nullable(),
      sentAt: z.string(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
