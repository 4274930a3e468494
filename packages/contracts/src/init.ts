import { z } from 'zod';

export const announcementBannerSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    linkLabel: z.string().optional(),
    linkUrl: z.string().optional(),
    tone: z.enum(['info', 'promo', 'warning']),
  })
  .meta({ id: 'AnnouncementBanner' });

/** `GET /init` */
export const initResponseSchema = z.object({ announcementBanner: announcementBannerSchema.nullable() });
export type InitResponse = z.infer<typeof initResponseSchema>;
