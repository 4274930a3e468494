import {
  type FeedbackRequest,
  MAX_SCREENSHOT_BYTES,
  SCREENSHOT_DATA_URL_PATTERN,
  type ScreenshotType,
} from '@pageshelf/contracts/feedback';
import { validationError } from '@pageshelf/http-errors';
import type { UserRow } from '../db/schema.js';
import type { FeedbackRepository } from '../repositories/feedback.repository.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The image type the first bytes of a file say it is (PNG `89 50 4E 47`, JPEG `FF D8 FF`), or `null`. */
export function screenshotTypeOf(bytes: Uint8Array): ScreenshotType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/**
 * The bytes of a screenshot data URL the contract let through, checked: the bytes must be the image the
 * URL says (a file renamed `image/png` is refused), and at most 2 MB. 400 naming `body.screenshot` else.
 */
export function decodeScreenshot(dataUrl: string): { bytes: Buffer; type: ScreenshotType } {
  const refuse = (message: string) => validationError([{ path: 'body.screenshot', message }]);
  const match = SCREENSHOT_DATA_URL_PATTERN.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) throw refuse('must be a PNG or JPEG image as a base64 data URL');
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_SCREENSHOT_BYTES) throw refuse('must be at most 2 MB');
  const type = screenshotTypeOf(bytes);
  if (type === null || type !== match[1]) {
    throw refuse(`is not a ${match[1] === 'image/png' ? 'PNG' : 'JPEG'} image: only PNG and JPEG are taken`);
  }
  return { bytes, type };
}

/** Feedback from a signed-in member, with the page it came from and, when given, a screenshot of it. */
export class FeedbackService {
  constructor(private readonly feedback: FeedbackRepository) {}

  async send(user: UserRow, input: FeedbackRequest): Promise<void> {
    const screenshot = input.screenshot === undefined ? null : decodeScreenshot(input.screenshot);
    await this.feedback.create({
      user_id: user.id,
      email: input.email ?? user.email,
      page: input.page ?? null,
      message: input.message,
      screenshot: screenshot?.bytes ?? null,
      screenshot_type: screenshot?.type ?? null,
    });
  }
}
