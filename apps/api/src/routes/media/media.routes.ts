import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OriginalFormat } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { CONTENT_TYPES, cacheControlOf, type Variant } from '../../media/media-store.js';
import { isPremium } from '../../services/content.service.js';
import type { RouteOptions } from '../index.js';

/** `{key}/thumb.webp`, `{key}/full.webp`, `{key}/preview.webp` or `{key}/original.{png|jpeg|webp}`. */
const FILE = /^(.+)\/(?:(thumb|full|preview)\.webp|original\.(png|jpeg|webp))$/;
const premiumRequired = () => forbidden('premium_required', 'This screen is part of Pageshelf Pro');
const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/**
 * Serves stored image variants with immutable caching. The entitlement is checked here, not hidden
 * behind obscure URLs: a restricted screen's thumb, full image and original (and components cut from
 * it) go only to premium viewers; anyone may have the blurred preview. The bytes come from the configured media
 * store (local directory or S3 bucket), always through this route: no presigned URLs.
 */
export const mediaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { mediaStore } = container;
  const { db } = container.database;

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary:
          'An image variant: /media/{key}/{thumb|full|preview}.webp, or an original: /media/{key}/original.{png|jpeg|webp}',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const match = FILE.exec(request.params['*']);
      const key = match?.[1];
      const variant = (match?.[2] ?? (match?.[3] ? 'original' : undefined)) as Variant | undefined;
      const format = match?.[3] as OriginalFormat | undefined;
      if (!key || !variant || !KEY.test(key) || key.includes('..')) throw notFound('Image');
      if (variant === 'original') {
        // Only screens keep an original, under the format their row records.
        const screen = await db
          .selectFrom('screens')
          .select(['screens.is_restricted', 'screens.original_format'])
          .where('screens.image_key', '=', key)
          .executeTakeFirst();
        if (!screen || screen.original_format !== format) throw notFound('Image');
        if (screen.is_restricted && !isPremium(request.viewer)) throw premiumRequired();
      } else if (variant !== 'preview') {
        const restricted = await db
          .selectFrom('screens')
          .select('screens.id')
          .where('screens.is_restricted', '=', true)
          .where((eb) =>
            eb.or([
              eb('screens.image_key', '=', key),
              eb.exists(
                eb
                  .selectFrom('components')
                  .whereRef('components.screen_id', '=', 'screens.id')
                  .where('components.image_key', '=', key)
                  .select('components.id'),
              ),
            ]),
          )
          .executeTakeFirst();
        if (restricted && !isPremium(request.viewer)) throw premiumRequired();
      }
      const media = await mediaStore.get(key, variant);
      if (!media) throw notFound('Image');
      return reply
        .header('content-type', format ? CONTENT_TYPES[format] : 'image/webp')
        .header('content-length', media.size)
        .header('cache-control', cacheControlOf(variant))
        .send(media.body);
    },
  );
};
