import { IMAGE_SEARCH_MAX_BYTES, IMAGE_SEARCH_TYPES } from '@pageshelf/contracts/image-search';
import { describeError } from '@pageshelf/domain/errors';

/** What the file input offers: the types the server reads. */
export const PICTURE_ACCEPT = IMAGE_SEARCH_TYPES.join(',');

/** "10 MB", as the server says its limit. */
export const PICTURE_MAX_SIZE_LABEL = `${Math.round(IMAGE_SEARCH_MAX_BYTES / (1024 * 1024))} MB`;

const isAcceptedType = (type: string): boolean => (IMAGE_SEARCH_TYPES as readonly string[]).includes(type);

/** "GIF" for image/gif, "SVG" for image/svg+xml, "HEIC" for image/heic. */
const formatName = (type: string) =>
  type.slice('image/'.length).replace(/^x-/, '').replace(/\+.*$/, '').toUpperCase();

/**
 * Why the server would refuse a file, said before it is sent, in the server's words (the domain's error
 * catalogue with the contract's limits); `null` when it may go. Only what a file tells without being
 * decoded is checked here, its type and size: the server remains the authority (pixels, sides, damage).
 * A file whose type the browser does not know is left to the server.
 */
export function pictureProblem(file: Pick<Blob, 'type' | 'size'>): string | null {
  if (file.type !== '' && !isAcceptedType(file.type)) {
    const found = file.type.startsWith('image/') ? formatName(file.type) : 'a file that is not an image';
    return describeError('image_type_unsupported', { found }).message;
  }
  if (file.size > IMAGE_SEARCH_MAX_BYTES) {
    return describeError('image_too_large', {
      reason: `The picture is larger than ${PICTURE_MAX_SIZE_LABEL}`,
    }).message;
  }
  if (file.size === 0) return describeError('image_unreadable').message;
  return null;
}
