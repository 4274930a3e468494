/**
 * `POST /search/image` (Pro): search the library by a picture. The body is `multipart/form-data` with one
 * file in the field `image` (PNG, JPEG or WebP, at most `IMAGE_SEARCH_MAX_BYTES` and
 * `IMAGE_SEARCH_MAX_PIXELS`, each side at least `IMAGE_SEARCH_MIN_SIDE`). The answer has the shape of
 * `/search`'s screens (items with their images, and a total), best match first, each with why it matched
 * (`match`), and what was read from the picture (`query`).
 *
 * Refusals: visitors 401 'Sign in to continue searching', free members 403 (the paywall); a body that is
 * not multipart 415; no `image` field 400; a file over the size limit 413; a file of another type, a
 * truncated or unreadable one, or one over the pixel limit 400 or 415, each naming what is wrong.
 */
import { z } from 'zod';
import { platformSchema } from './category.js';
import { groupOf, hexColorSchema, intQueryParam } from './common.js';
import { screenSchema } from './screen.js';

/** Largest file accepted, in bytes (10 MiB: a 4K PNG screenshot is 3 to 8 MiB). */
export const IMAGE_SEARCH_MAX_BYTES = 10 * 1024 * 1024;
/** Largest request body: the file and the multipart envelope around it. */
export const IMAGE_SEARCH_BODY_LIMIT_BYTES = IMAGE_SEARCH_MAX_BYTES + 64 * 1024;
/** Longest picture in base64 an MCP tool takes (`search_by_picture`): the largest file, encoded. */
export const IMAGE_SEARCH_MAX_BASE64_LENGTH = Math.ceil(IMAGE_SEARCH_MAX_BYTES / 3) * 4;
/** Largest body of an MCP call (`POST /mcp`): such a picture and the JSON-RPC message around it. */
export const MCP_BODY_LIMIT_BYTES = IMAGE_SEARCH_MAX_BASE64_LENGTH + 64 * 1024;
/** Most pixels decoded (width × height): 40 megapixels, a 5K screen's full-page capture. */
export const IMAGE_SEARCH_MAX_PIXELS = 40_000_000;
/** Shortest side accepted, in pixels: smaller pictures carry nothing to compare. */
export const IMAGE_SEARCH_MIN_SIDE = 32;
/** The multipart field that carries the picture. */
export const IMAGE_SEARCH_FIELD = 'image';
/** The content types accepted for the picture. */
export const IMAGE_SEARCH_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const imageSearchQuerySchema = z.strictObject({
  limit: intQueryParam('limit', 1, 60, 'Screens to return, 1 to 60 (default 24).').default(24),
});
export type ImageSearchQuery = z.output<typeof imageSearchQuerySchema>;

/** Why a screen matched the picture: each signal from 0 (nothing alike) to 1 (the same). */
export const imageMatchSchema = z
  .object({
    score: z.number().min(0).max(1).describe('The combined score the results are ranked by.'),
    text: z.number().min(0).max(1).describe("Share of the picture's words found on the screen."),
    words: z.array(z.string()).max(12).describe('Words read from the picture that the screen has too.'),
    layout: z.number().min(0).max(1).describe('How alike the layouts are (edges and blocks).'),
    colors: z.number().min(0).max(1).describe('How alike the colours are.'),
    sharedColors: z.array(hexColorSchema).max(6).describe('Colours both pictures use.'),
    samePlatform: z
      .boolean()
      .describe(
        'Whether the screen is of the kind the picture looks like: a phone screen (iOS or Android) for a tall picture, a web page for a wide one.',
      ),
  })
  .meta({ id: 'ImageMatch' });
export type ImageMatch = z.infer<typeof imageMatchSchema>;

export const imageSearchResultSchema = screenSchema.extend({ match: imageMatchSchema }).meta({
  id: 'ImageSearchResult',
});
export type ImageSearchResult = z.infer<typeof imageSearchResultSchema>;

export const imageSearchResponseSchema = z
  .object({
    query: z
      .object({
        width: z.number().int().min(1),
        height: z.number().int().min(1),
        words: z.array(z.string()).describe('The words read from the picture (at most 60).'),
        platform: platformSchema.nullable().describe('The platform its shape suggests; null when unclear.'),
        colors: z.array(hexColorSchema).max(6).describe("The picture's main colours."),
      })
      .describe('What was read from the picture.'),
    screens: groupOf(imageSearchResultSchema, 'Screens like the picture, best first.'),
    timings: z
      .object({
        readMs: z.number().min(0).describe('Reading the picture: decoding, text recognition, signatures.'),
        matchMs: z.number().min(0).describe('Comparing it with the library and fetching the results.'),
      })
      .describe('Where the time went, in milliseconds.'),
  })
  .meta({ id: 'ImageSearchResults' });
export type ImageSearchResponse = z.infer<typeof imageSearchResponseSchema>;
