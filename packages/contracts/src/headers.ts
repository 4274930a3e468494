import { z } from 'zod';

/** `GET /api/headers`: request facts useful to the UI; never cookies or authorization. */
export const headersResponseSchema = z.object({
  locationHeaders: z.object({
    country: z.string().nullable(),
    region: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
  }),
  headers: z.object({
    'accept-language': z.string().optional(),
    'user-agent': z.string().optional(),
    referer: z.string().optional(),
  }),
});
export type HeadersResponse = z.infer<typeof headersResponseSchema>;
