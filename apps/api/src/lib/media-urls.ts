import type { OriginalFormat } from '../db/schema.js';

/**
 * Where the image variants of a stored picture are served. The media pipeline writes three WebP
 * variants for every screen and component (a grid thumbnail, a large detail image, a blurred preview)
 * and keeps an imported screen's original file, served under its own format's extension.
 */
export const mediaUrls = (imageKey: string) => ({
  thumb: `/media/${imageKey}/thumb.webp`,
  full: `/media/${imageKey}/full.webp`,
  preview: `/media/${imageKey}/preview.webp`,
});

export const originalUrl = (imageKey: string, format: OriginalFormat) =>
  `/media/${imageKey}/original.${format}`;
