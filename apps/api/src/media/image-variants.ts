import sharp from 'sharp';
import type { MediaStore } from './media-store.js';

export const THUMB_WIDTH = 540;
export const FULL_MAX_WIDTH = 1600;
export const PREVIEW_WIDTH = 24;

export interface StoredImage {
  width: number;
  height: number;
  dominantColor: string;
  phash: string;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * Average hash: 8x8 grayscale, one bit per pixel above the mean, as 16 hex digits. Near-identical
 * layouts have hashes a few bits apart, which the similar-screens query can use.
 */
async function averageHash(image: sharp.Sharp): Promise<string> {
  const pixels = await image.clone().grayscale().resize(8, 8, { fit: 'fill' }).raw().toBuffer();
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  let bits = '';
  for (const value of pixels) bits += value > mean ? '1' : '0';
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/** Decoded pixels: images are decoded once and every variant is cut from the same buffer. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Decodes any supported image (PNG, JPEG, WebP, SVG), applying its EXIF orientation. */
export async function decodeRaw(input: Buffer): Promise<RawImage> {
  const { data, info } = await sharp(input)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as RawImage['channels'] };
}

/** A rectangle of a decoded image. */
export async function cropRaw(
  image: RawImage,
  box: { x: number; y: number; width: number; height: number },
): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as RawImage['channels'] };
}

/** Writes the three variants of an image (grid thumbnail, detail image, blurred preview) and describes it. */
export async function storeImageVariants(
  store: MediaStore,
  key: string,
  input: Buffer | RawImage,
  options: { fast?: boolean } = {},
): Promise<StoredImage> {
  // WebP effort 0 encodes about twice as fast for slightly larger files: used for generated images.
  const effort = options.fast ? 0 : 4;
  const raw = Buffer.isBuffer(input) ? await decodeRaw(input) : input;
  const image = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const { width, height } = raw;
  const small = image.clone().resize({ width: PREVIEW_WIDTH });
  // An image no wider than a thumbnail is encoded once and stored as both variants.
  const thumbOnly = width <= THUMB_WIDTH;
  const [full, thumb, preview, stats, phash] = await Promise.all([
    image
      .clone()
      .resize({ width: Math.min(width, FULL_MAX_WIDTH), withoutEnlargement: true })
      .webp({ quality: 80, effort })
      .toBuffer(),
    thumbOnly ? null : image.clone().resize({ width: THUMB_WIDTH }).webp({ quality: 76, effort }).toBuffer(),
    small.clone().blur(1.2).webp({ quality: 40, effort: 2 }).toBuffer(),
    small.clone().stats(),
    averageHash(small),
  ]);
  await Promise.all([
    store.put(key, 'full', full),
    store.put(key, 'thumb', thumb ?? full),
    store.put(key, 'preview', preview),
  ]);
  const { r, g, b } = stats.dominant;
  return { width, height, dominantColor: `#${hex(r)}${hex(g)}${hex(b)}`, phash };
}
