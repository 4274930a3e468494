import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-error.js';
import { cacheControlOf } from '../../media/media-store.js';
import { isPremium } from '../../services/content.service.js';
import type { RouteOptions } from '../index.js';

const VARIANTS = ['thumb', 'full', 'preview'] as const;
const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

/**
 * Serves stored image variants with immutable caching. The entitlement is checked here, not hidden
 * behind obscure URLs: a restricted screen's thumb and full image (and components cut from it) go
 * only to premium viewers; anyone may have the blurred preview. The bytes come from the configured media
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
        summary: 'An image variant: /media/{key}/{thumb|full|preview}.webp',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const match = /^(.+)\/(thumb|full|preview)\.webp$/.exec(request.params['*']);
      const key = match?.[1];
      const variant = match?.[2] as (typeof VARIANTS)[number] | undefined;
      if (!key || !variant || !KEY.test(key) || key.includes('..')) throw notFound('Image');
      if (variant !== 'preview') {
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
        if (restricted && !isPremium(request.viewer)) {
          throw forbidden('premium_required', 'This screen is part of Pageshelf Pro');
        }
      }
      const media = await mediaStore.get(key, variant);
      if (!media) throw notFound('Image');
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', media.size)
        .header('cache-control', cacheControlOf(variant))
        .send(media.body);
    },
  );
};
