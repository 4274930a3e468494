/**
 * Where the image variants of a stored picture are served. The media pipeline writes these three
 * variants for every screen and component: a grid thumbnail, a large detail image, a blurred preview.
 */
export const mediaUrls = (imageKey: string) => ({
  thumb: `/media/${imageKey}/thumb.webp`,
  full: `/media/${imageKey}/full.webp`,
  preview: `/media/${imageKey}/preview.webp`,
});
