import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  FEEDBACK_BODY_LIMIT_BYTES,
  feedbackRequestSchema,
  MAX_SCREENSHOT_BYTES,
  MAX_SCREENSHOT_DATA_URL_LENGTH,
} from './feedback.js';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const dataUrl = (type: string, bytes: number) =>
  `data:${type};base64,${Buffer.alloc(bytes, 1).toString('base64')}`;
const messages = (value: unknown) =>
  feedbackRequestSchema.safeParse({ message: 'Hi', screenshot: value }).error?.issues.map((i) => i.message);

describe('feedback', () => {
  it('takes a message with an optional page, email and screenshot', () => {
    expect(feedbackRequestSchema.parse({ message: '  Love it ', page: '/n/flows' })).toEqual({
      message: 'Love it',
      page: '/n/flows',
    });
    expect(feedbackRequestSchema.parse({ message: 'Look', screenshot: PNG }).screenshot).toBe(PNG);
    expect(
      feedbackRequestSchema.safeParse({ message: 'x', screenshot: dataUrl('image/jpeg', 10) }).success,
    ).toBe(true);
  });

  it('takes a screenshot of exactly 2 MB and refuses a larger one, naming the field', () => {
    expect(messages(dataUrl('image/png', MAX_SCREENSHOT_BYTES))).toBeUndefined();
    expect(messages(dataUrl('image/png', MAX_SCREENSHOT_BYTES + 1))).toEqual([
      'screenshot must be at most 2 MB',
    ]);
    const issue = feedbackRequestSchema.safeParse({
      message: 'x',
      screenshot: dataUrl('image/png', MAX_SCREENSHOT_BYTES + 1),
    }).error?.issues[0];
    expect(issue?.path).toEqual(['screenshot']);
  });

  it('refuses anything but a base64 PNG or JPEG data URL', () => {
    for (const value of [
      'data:image/gif;base64,R0lGODlh',
      'data:image/png,rawbytes',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://example.com/a.png',
      'data:image/png;base64,',
      'data:image/png;base64,abc',
      'data:image/png;base64,ab$=',
      42,
    ]) {
      expect(messages(value)?.[0], String(value)).toMatch(/^screenshot must be a PNG or JPEG image/);
    }
  });

  it('sizes the body limit for the largest screenshot with a long message', () => {
    expect(base64DecodedLength('iVBORw0KGgo=')).toBe(8);
    expect(base64DecodedLength('iVBORw0KGg==')).toBe(7);
    expect(base64DecodedLength('iVBORw0KGgoA')).toBe(9);
    expect(dataUrl('image/jpeg', MAX_SCREENSHOT_BYTES).length).toBeLessThanOrEqual(
      MAX_SCREENSHOT_DATA_URL_LENGTH,
    );
    expect(MAX_SCREENSHOT_DATA_URL_LENGTH + 6 * 5000 + 2048 * 6 + 200).toBeLessThan(
      FEEDBACK_BODY_LIMIT_BYTES,
    );
  });
});
