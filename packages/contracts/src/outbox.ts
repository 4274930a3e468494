/**
 * Development only (no SMTP configured): `GET /dev/outbox?email=` lists the mail that would have been sent
 * to an address, newest first, so sign-in links can be followed locally and in tests.
 */
import { z } from 'zod';
import { emailSchema, isoDateTimeSchema } from './common.js';

export const outboxQuerySchema = z.strictObject({ email: emailSchema });
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export const outboxMessageSchema = z
  .object({
    to: z.string().min(1).max(254),
    subject: z.string(),
    text: z.string(),
    link: z.string().nullable().describe('The link of the message (a sign-in link), if any.'),
    sentAt: isoDateTimeSchema,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z
  .object({ messages: z.array(outboxMessageSchema) })
  .meta({ id: 'Outbox' });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
