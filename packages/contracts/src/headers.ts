/**
 * `GET /api/headers` (answered by the BFF): facts about the browser's request that the SPA cannot read
 * itself: the visitor's location as the edge reported it and a few request headers (language, user
 * agent, referrer, client address for `userIpAddress`). A failure is only logged.
 *
 * The headers object is an allow-list: any other header (and in particular `cookie` and
 * `authorization`) is stripped when the BFF serializes the response and when the SPA parses it.
 */
import { z } from 'zod';

export const locationHeadersSchema = z
  .object({
    country: z
      .string()
      .max(64)
      .nullable()
      .describe('Country code from the edge (ISO 3166-1 alpha-2); null if unknown.'),
    region: z.string().max(128).nullable().optional(),
    city: z.string().max(128).nullable().optional(),
  })
  .meta({ id: 'LocationHeaders' });
export type LocationHeaders = z.infer<typeof locationHeadersSchema>;

/** The request headers the BFF may pass on, and no others. */
export const FORWARDED_HEADER_NAMES = [
  'accept-language',
  'user-agent',
  'referer',
  'x-forwarded-for',
  'dnt',
  'sec-gpc',
] as const;
export type ForwardedHeaderName = (typeof FORWARDED_HEADER_NAMES)[number];

const headerValueSchema = z.string().max(2048);

export const forwardedHeadersSchema = z
  .object({
    'accept-language': headerValueSchema.optional(),
    'user-agent': headerValueSchema.optional(),
    referer: headerValueSchema.optional(),
    'x-forwarded-for': headerValueSchema
      .optional()
      .describe('The client address (first entry), as ip_origin.'),
    dnt: headerValueSchema.optional(),
    'sec-gpc': headerValueSchema.optional(),
  } satisfies Record<ForwardedHeaderName, z.ZodType>)
  .meta({
    id: 'ForwardedHeaders',
    description: 'An allow-list of request headers; never cookie or authorization.',
  });
export type ForwardedHeaders = z.infer<typeof forwardedHeadersSchema>;

export const headersResponseSchema = z
  .object({ locationHeaders: locationHeadersSchema, headers: forwardedHeadersSchema })
  .meta({ id: 'HeadersResponse' });
export type HeadersResponse = z.infer<typeof headersResponseSchema>;
