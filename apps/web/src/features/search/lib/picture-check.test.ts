import { IMAGE_SEARCH_MAX_BYTES } from '@pageshelf/contracts/image-search';
import { describe, expect, it } from 'vitest';
import { PICTURE_ACCEPT, pictureProblem } from './picture-check';

const file = (type: string, size = 2048) => ({ type, size });

describe('pictureProblem (before the upload; the server decides)', () => {
  it('lets PNG, JPEG and WebP pictures up to the limit go', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(pictureProblem(file(type)), type).toBeNull();
    }
    expect(pictureProblem(file('image/png', IMAGE_SEARCH_MAX_BYTES))).toBeNull();
    expect(PICTURE_ACCEPT).toBe('image/png,image/jpeg,image/webp');
  });

  it('names the format of another picture, as the server does', () => {
    expect(pictureProblem(file('image/gif'))).toBe('The picture must be a PNG, JPEG or WebP image, not GIF');
    expect(pictureProblem(file('image/svg+xml'))).toBe(
      'The picture must be a PNG, JPEG or WebP image, not SVG',
    );
    expect(pictureProblem(file('image/x-icon'))).toBe(
      'The picture must be a PNG, JPEG or WebP image, not ICON',
    );
  });

  it('says when a file is not a picture at all', () => {
    expect(pictureProblem(file('application/pdf'))).toBe(
      'The picture must be a PNG, JPEG or WebP image, not a file that is not an image',
    );
  });

  it('refuses a picture over the size limit, and an empty file', () => {
    expect(pictureProblem(file('image/png', IMAGE_SEARCH_MAX_BYTES + 1))).toBe(
      'The picture is larger than 10 MB',
    );
    expect(pictureProblem(file('image/png', 0))).toMatch(/could not be read/);
  });

  it('leaves a file of a type the browser does not know to the server', () => {
    expect(pictureProblem(file(''))).toBeNull();
  });
});
