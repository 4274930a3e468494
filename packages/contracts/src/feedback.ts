/**
 * `POST /feedback` (signed in; the feedback modal) with `feedbackRequestSchema` → `feedbackResponseSchema`.
 * The message may come with a screenshot of the page it was sent from, as a PNG or JPEG data URL of at
 * most 2 MB (decoded); the API also decodes it: it must be a whole image of the type the URL names, of at
 * most 25 megapixels, and no larger than its pixels need (400 naming `body.screenshot`).
 *
 * Bounds per account (`@pageshelf/domain/write-limits`): 10 a day, past which 429
 * `feedback_limit_reached` says when the next may be sent (and `Retry-After`); 20 MB of screenshots kept,
 * past which a screenshot is refused with 413 `feedback_storage_full` (the message alone is still taken).
 */
import { z } from 'zod';
import { emailSchema, okResponseSchema, withoutNul } from './common.js';

export const MAX_FEEDBACK_LENGTH = 5000;

/** The image types a screenshot may have. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg'] as const;
export type ScreenshotType = (typeof SCREENSHOT_TYPES)[number];

/** Largest screenshot, decoded: 2 MB. */
export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;

/** A screenshot as the browser writes it (`canvas.toDataURL`): `data:image/png;base64,…` or jpeg. */
export const SCREENSHOT_DATA_URL_PATTERN = /^data:(image\/png|image\/jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

const DATA_URL_PREFIX_MAX = 'data:image/jpeg;base64,'.length;
/** Longest data URL of a screenshot of `MAX_SCREENSHOT_BYTES`. */
export const MAX_SCREENSHOT_DATA_URL_LENGTH = DATA_URL_PREFIX_MAX + Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4;

/**
 * Largest body of `POST /feedback`, for the API's and the BFF's body limits: a screenshot at its largest
 * (≈2.8 MB of base64) with the message and the page, well within 3 MiB. Every other call keeps the
 * servers' small default limit.
 */
export const FEEDBACK_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/** Bytes a base64 text (padded, length a multiple of 4) decodes to. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

const SCREENSHOT_SHAPE_MESSAGE =
  'screenshot must be a PNG or JPEG image as a data URL (data:image/png;base64,… or data:image/jpeg;base64,…)';
const SCREENSHOT_SIZE_MESSAGE = `screenshot must be at most ${MAX_SCREENSHOT_BYTES / (1024 * 1024)} MB`;

export const screenshotDataUrlSchema = z
  .string({ error: SCREENSHOT_SHAPE_MESSAGE })
  .max(MAX_SCREENSHOT_DATA_URL_LENGTH, SCREENSHOT_SIZE_MESSAGE)
  .regex(SCREENSHOT_DATA_URL_PATTERN, SCREENSHOT_SHAPE_MESSAGE)
  .refine((value) => {
    const base64 = value.slice(value.indexOf(',') + 1);
    return base64.length % 4 === 0;
  }, SCREENSHOT_SHAPE_MESSAGE)
  .refine((value) => {
    const base64 = value.slice(value.indexOf(',') + 1);
    return base64DecodedLength(base64) <= MAX_SCREENSHOT_BYTES;
  }, SCREENSHOT_SIZE_MESSAGE)
  .meta({
    id: 'ScreenshotDataUrl',
    description: 'A PNG or JPEG as a base64 data URL, at most 2 MB decoded.',
    examples: ['data:image/png;base64,iVBORw0KGgo='],
  });

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
    screenshot: screenshotDataUrlSchema
      .optional()
      .describe('A screenshot of the page, when the sender adds one.'),
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = okResponseSchema;
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
