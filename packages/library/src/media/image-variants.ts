import { IMAGE_VARIANT_WIDTHS } from '@pageshelf/contracts/screen';
import sharp from 'sharp';

import { squareCopy } from '../likeness/picture.js';
import { averageHash, layoutAndColors } from '../likeness/signature.js';
import { CONTENT_TYPES, type MediaSink, ORIGINAL_FORMATS, type OriginalFormat } from '../port.js';
import type { RawImage } from './raw-image.js';

export type { RawImage } from './raw-image.js';

export const PREVIEW_WIDTH = 24;

export interface StoredImage {
  width: number;
  height: number;
  dominantColor: string;
  /** The average hash (see `likeness/signature`). */
  phash: string;
  /** The edge grid (see `likeness/signature`). */
  layout: string;
  /** The colour set (see `likeness/signature`). */
  colors: string;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

const rawInput = (image: RawImage) => ({
  raw: { width: image.width, height: image.height, channels: image.channels },
});

const BLUR_SIGMA = 1.2;
const BLUR_KERNEL = (() => {
  const radius = Math.ceil(BLUR_SIGMA * 2.5);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, index) =>
    Math.exp(-((index - radius) ** 2) / (2 * BLUR_SIGMA ** 2)),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
})();

/** Gaussian blur (sigma 1.2, edges extended) of the tiny preview, in two passes, in JS. */
function blurSmall(small: RawImage): RawImage {
  const { data, width, height, channels } = small;
  const radius = (BLUR_KERNEL.length - 1) / 2;
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));
  const pass = (source: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        for (let c = 0; c < channels; c += 1) {
          let sum = 0;
          for (let k = -radius; k <= radius; k += 1) {
            const sx = horizontal ? clamp(x + k, width - 1) : x;
            const sy = horizontal ? y : clamp(y + k, height - 1);
            sum += (BLUR_KERNEL[k + radius] ?? 0) * (source[(sy * width + sx) * channels + c] ?? 0);
          }
          out[(y * width + x) * channels + c] = sum;
        }
    return out;
  };
  const blurred = pass(pass(Float32Array.from(data), true), false);
  const out = Buffer.allocUnsafe(blurred.length);
  for (let i = 0; i < blurred.length; i += 1) out[i] = Math.round(blurred[i] ?? 0);
  return { data: out, width, height, channels };
}

/**
 * The most frequent colour, like sharp's `stats().dominant` (a 16x16x16 histogram, the centre of
 * the fullest bin; sharp puts some values on a bin edge in the bin below, this does not), without
 * the rest of `stats()` (entropy, sharpness), which costs more than encoding the image. Every other
 * pixel of every other row is counted: a quarter of the work, the same answer on interface screens.
 */
function dominantColor(image: RawImage): string {
  const { data, channels, width, height } = image;
  const counts = new Uint32Array(4096);
  const grey = channels < 3;
  for (let y = 0; y < height; y += 2) {
    const end = (y + 1) * width * channels;
    for (let i = y * width * channels; i < end; i += 2 * channels) {
      const r = data[i] ?? 0;
      const bin = grey
        ? (r >> 4) * 273
        : ((r & 0xf0) << 4) | ((data[i + 1] ?? 0) & 0xf0) | ((data[i + 2] ?? 0) >> 4);
      counts[bin] = (counts[bin] ?? 0) + 1;
    }
  }
  let best = 0;
  for (let bin = 1; bin < counts.length; bin += 1) if ((counts[bin] ?? 0) > (counts[best] ?? 0)) best = bin;
  const centre = (level: number) => hex(level * 16 + 8);
  return `#${centre(best >> 8)}${centre((best >> 4) & 15)}${centre(best & 15)}`;
}

/**
 * The format of an imported file when it is one kept as the original (PNG, JPEG, WebP), else null
 * (an SVG logo, say, is not kept).
 */
async function originalFormatOf(input: Buffer): Promise<OriginalFormat | null> {
  const { format } = await sharp(input).metadata();
  return (ORIGINAL_FORMATS as readonly string[]).includes(format) ? (format as OriginalFormat) : null;
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

/** A rectangle of a decoded image (copied row by row: cheaper than a round trip through libvips). */
export async function cropRaw(
  image: RawImage,
  box: { x: number; y: number; width: number; height: number },
): Promise<RawImage> {
  const { x, y, width, height } = box;
  if (x < 0 || y < 0 || width < 1 || height < 1 || x + width > image.width || y + height > image.height)
    throw new Error(`Crop ${width}x${height}+${x}+${y} is outside the ${image.width}x${image.height} image`);
  const { channels } = image;
  const row = width * channels;
  const data = Buffer.allocUnsafe(row * height);
  for (let line = 0; line < height; line += 1) {
    const from = ((y + line) * image.width + x) * channels;
    image.data.copy(data, line * row, from, from + row);
  }
  return { data, width, height, channels };
}

/** Keeps an imported file as it came, beside its variants; returns its format (null: not a kept format). */
export async function storeOriginal(
  store: MediaSink,
  key: string,
  bytes: Buffer,
): Promise<OriginalFormat | null> {
  const format = await originalFormatOf(bytes);
  if (format) await store.put(key, 'original', bytes, CONTENT_TYPES[format]);
  return format;
}

/** Writes the three variants of an image (grid thumbnail, detail image, blurred preview) and describes it. */
export async function storeImageVariants(
  store: MediaSink,
  key: string,
  input: Buffer | RawImage,
  options: {
    fast?: boolean;
    /**
     * The same image already drawn at the thumbnail's width (a rendered screen, rasterised twice): the
     * thumbnail, preview, hash and dominant colour come from it instead of shrinking the large pixels.
     */
    thumbnail?: RawImage;
  } = {},
): Promise<StoredImage> {
  // WebP effort 0 encodes about three times as fast for slightly larger files: used for generated images.
  const effort = options.fast ? 0 : 4;
  const raw = Buffer.isBuffer(input) ? await decodeRaw(input) : input;
  // A new pipeline per output rather than `clone()`, which structured-clones the options and with them
  // the whole input buffer (5 MB a screen) on the main thread. RGBA stays RGBA: the WebP encoder drops an
  // alpha plane that is all opaque, and removing it first costs a pass over the pixels.
  const pipeline = (image: RawImage) => sharp(image.data, rawInput(image));
  const { width, height } = raw;
  const given = options.thumbnail;
  // An image no wider than a thumbnail is encoded once and stored as both variants.
  const thumbOnly = width <= IMAGE_VARIANT_WIDTHS.thumb;
  const smallImage = async (): Promise<RawImage> => {
    const { data, info } = await pipeline(given ?? raw)
      .resize({ width: PREVIEW_WIDTH })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels as RawImage['channels'] };
  };
  // The preview and the hash are made from one 24-pixel-wide copy rather than from the whole image.
  const previewAndHash = smallImage().then(async (small) => {
    const blurred = blurSmall(small);
    const preview = await sharp(blurred.data, rawInput(blurred)).webp({ quality: 40, effort: 2 }).toBuffer();
    return [preview, averageHash(small)] as const;
  });
  const thumbnail = (): Promise<Buffer> | null => {
    if (thumbOnly) return null;
    const image = given ? pipeline(given) : pipeline(raw).resize({ width: IMAGE_VARIANT_WIDTHS.thumb });
    return image.webp({ quality: 76, effort }).toBuffer();
  };
  const [full, thumb, [preview, phash], square] = await Promise.all([
    pipeline(raw)
      .resize({ width: Math.min(width, IMAGE_VARIANT_WIDTHS.full), withoutEnlargement: true })
      .webp({ quality: 80, effort })
      .toBuffer(),
    thumbnail(),
    previewAndHash,
    squareCopy(given ?? raw),
  ]);
  const { layout, colors } = layoutAndColors(square);
  const dominant = dominantColor(given ?? raw);
  await Promise.all([
    store.put(key, 'full', full),
    store.put(key, 'thumb', thumb ?? full),
    store.put(key, 'preview', preview),
  ]);
  return { width, height, dominantColor: dominant, phash, layout, colors };
}
