import sharp from 'sharp';
import type { RawImage } from '../media/raw-image.js';
import {
  averageHash,
  type ColorShare,
  HASH_WIDTH,
  layoutAndColors,
  SIGNATURE_SIDE,
  type VisualSignature,
} from './signature.js';

const rawInput = (image: RawImage) => ({
  raw: { width: image.width, height: image.height, channels: image.channels },
});

/** The copy a signature's edge grid and colours are read from: the picture squeezed to a square. */
export async function squareCopy(image: RawImage): Promise<RawImage> {
  const { data, info } = await sharp(image.data, rawInput(image))
    .resize({ width: SIGNATURE_SIDE, height: SIGNATURE_SIDE, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as RawImage['channels'] };
}

/** The copy the average hash is read from: `HASH_WIDTH` pixels wide, keeping the aspect. */
export async function hashCopy(image: RawImage): Promise<RawImage> {
  const { data, info } = await sharp(image.data, rawInput(image))
    .resize({ width: HASH_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as RawImage['channels'] };
}

/** The visual signature of a decoded picture, with its main colours. */
export async function visualSignatureOf(
  image: RawImage,
): Promise<VisualSignature & { palette: ColorShare[] }> {
  const [small, square] = await Promise.all([hashCopy(image), squareCopy(image)]);
  return { phash: averageHash(small), ...layoutAndColors(square) };
}
