import {
  type FeedbackRequest,
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_DATA_URL_PATTERN,
  type ScreenshotType,
} from '@pageshelf/contracts/feedback';
import {
  FEEDBACK_RATE,
  FEEDBACK_SCREENSHOT_BYTES_KEPT,
  MAX_SCREENSHOT_PIXELS,
  retryAfterSeconds,
  screenshotFitsKept,
  screenshotSizeFitsPixels,
  spendWrite,
  type WriteWindow,
  waitInWords,
} from '@pageshelf/domain/write-limits';
import { HttpError, validationError } from '@pageshelf/http-errors';
import sharp from 'sharp';
import type { SignedInActor } from '../actor.js';
import type { Clock } from '../lib/clock.js';
import { RetryLaterError } from '../lib/retry-after.js';
import type { FeedbackRepository } from '../repositories/feedback.repository.js';
import { accountCounter } from '../repositories/write-counters.repository.js';

const FORMATS: Readonly<Record<string, ScreenshotType>> = { png: 'image/png', jpeg: 'image/jpeg' };

/**
 * The bytes of a screenshot data URL the contract let through, checked by decoding them: the bytes must
 * be a whole image of the type the URL names (a file renamed `image/png`, or a PNG signature followed by
 * noise, is refused), of at most `MAX_SCREENSHOT_PIXELS`, no larger than its pixels need, and at most
 * 2 MB. 400 naming `body.screenshot` else. The pixels are decoded into a tiny copy, so a large picture
 * costs little memory.
 */
export async function decodeScreenshot(dataUrl: string): Promise<{ bytes: Buffer; type: ScreenshotType }> {
  const refuse = (message: string) => validationError([{ path: 'body.screenshot', message }]);
  const match = SCREENSHOT_DATA_URL_PATTERN.exec(dataUrl);
  const claimed = match?.[1] as ScreenshotType | undefined;
  if (claimed === undefined || match?.[2] === undefined) {
    throw refuse('must be a PNG or JPEG image as a base64 data URL');
  }
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_SCREENSHOT_BYTES) throw refuse('must be at most 2 MB');
  const name = claimed === 'image/png' ? 'PNG' : 'JPEG';
  const notThatImage = refuse(`is not a ${name} image: only PNG and JPEG are taken`);
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notThatImage;
    });
  if (meta.format === undefined || FORMATS[meta.format] !== claimed) throw notThatImage;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height > MAX_SCREENSHOT_PIXELS) {
    throw refuse(`is ${width}×${height} pixels: at most ${MAX_SCREENSHOT_PIXELS / 1_000_000} megapixels`);
  }
  if (!screenshotSizeFitsPixels(bytes.length, width, height)) {
    throw refuse(`holds more bytes than a ${width}×${height} picture needs: send the picture alone`);
  }
  await sharp(bytes, { failOn: 'error', sequentialRead: true, limitInputPixels: MAX_SCREENSHOT_PIXELS })
    .resize(16, 16, { fit: 'inside' })
    .raw()
    .toBuffer()
    .catch(() => {
      throw refuse(`is not a whole ${name} image: its pixels could not be read`);
    });
  return { bytes, type: claimed };
}

/**
 * Feedback from a signed-in member, with the page it came from and, when given, a screenshot of it.
 * Each account may send `FEEDBACK_RATE` (10 a day) and keep `FEEDBACK_SCREENSHOT_BYTES_KEPT` (20 MB) of
 * screenshots; both are counted in the database under the account's counter lock, so they hold across
 * API processes and two feedbacks at once cannot both take the last place.
 */
export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly clock: Clock,
  ) {}

  async send(actor: SignedInActor, input: FeedbackRequest): Promise<void> {
    const { user } = actor;
    const counter = accountCounter('feedback', user.id);
    // An account past its day is refused before its screenshot is decoded; checked again when counted.
    this.spend(await this.feedback.window(counter));
    const screenshot = input.screenshot === undefined ? null : await decodeScreenshot(input.screenshot);
    await this.feedback.createCounted(
      counter,
      {
        user_id: user.id,
        email: input.email ?? user.email,
        page: input.page ?? null,
        message: input.message,
        screenshot: screenshot?.bytes ?? null,
        screenshot_type: screenshot?.type ?? null,
      },
      ({ window, keptScreenshotBytes }) => {
        const next = this.spend(window);
        if (screenshot !== null && !screenshotFitsKept(keptScreenshotBytes, screenshot.bytes.length)) {
          throw new HttpError('feedback_storage_full', {
            params: { limit: `${FEEDBACK_SCREENSHOT_BYTES_KEPT / (1024 * 1024)} MB` },
          });
        }
        return next;
      },
    );
  }

  /** The window after one more feedback, or the 429 that says when the next one may be sent. */
  private spend(window: WriteWindow | null): WriteWindow {
    const now = this.clock.now().getTime();
    const decision = spendWrite(window, FEEDBACK_RATE, now);
    if (decision.allowed) return decision.next;
    throw new RetryLaterError('feedback_limit_reached', retryAfterSeconds(decision.retryAt, now), {
      params: { limit: FEEDBACK_RATE.limit, after: waitInWords(decision.retryAt - now) },
    });
  }
}
