/** `GET /init`: start-up data of the SPA, read on the client (not server-rendered). */
import { z } from 'zod';
import { hrefSchema, idSchema } from './common.js';

export const BANNER_TONES = ['info', 'promo', 'warning'] as const;

/** The announcement shown above the page, if one is active. */
export const announcementBannerSchema = z
  .object({
    id: idSchema.describe('Changes when the announcement changes: dismissals are remembered per id.'),
    text: z.string().min(1).max(500),
    linkLabel: z.string().min(1).max(80).optional(),
    linkUrl: hrefSchema.optional(),
    tone: z.enum(BANNER_TONES),
  })
  .meta({ id: 'AnnouncementBanner' });
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

export const initResponseSchema = z
  .object({ announcementBanner: announcementBannerSchema.nullable().describe('null when none is active.') })
  .meta({ id: 'Init' });
export type InitResponse = z.infer<typeof initResponseSchema>;
