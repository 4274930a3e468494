import { isLockedFor } from '@pageshelf/domain/policy';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OriginalFormat } from '../../db/schema.js';
import { CONTENT_TYPES, cacheControlOf, type Variant } from '../../media/media-store.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../index.js';

/** `{key}/thumb.webp`, `{key}/full.webp`, `{key}/preview.webp` or `{key}/original.{png|jpeg|webp}`. */
const FILE = /^(.+)\/(?:(thumb|full|preview)\.webp|original\.(png|jpeg|webp))$/;

/**
 * A media key: one to eight segments of lower-case letters, digits, `_` and `-`, each starting with a
 * letter or digit. So no empty segment (`a//b`), no trailing slash, no dot segment: the key that is
 * checked for entitlement is exactly the object that is read.
 */
const KEY = /^[a-z0-9][a-z0-9_-]{0,119}(?:\/[a-z0-9][a-z0-9_-]{0,119}){0,7}$/;

const needs: ApiRouteNeeds = { access: 'public', library: 'media' };
/** App logos are the library's signage, not its content: open to everyone, past the visit cap too. */
const logoNeeds: ApiRouteNeeds = { access: 'public' };
const imageNotFound = () => new HttpError('not_found', { params: { subject: 'Image' } });

/**
 * Serves stored image variants. Media is library content: past the visit cap it is refused like any
 * other (the access hook). A locked screen's thumb, full image and original (and components cut from it)
 * go only to those entitled (the domain's `isLockedFor`); anyone within the cap may have the blurred
 * preview. The bytes come from the configured media store, always through this route: no presigned URLs.
 */
export const mediaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { mediaStore } = container;
  const { db } = container.database;

  app.get(
    '/media/logos/*',
    {
      config: { needs: logoNeeds },
      schema: {
        tags: ['media'],
        summary: 'An app logo: /media/logos/{slug}/thumb.webp',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').slice('/media/logos/'.length);
      const match = /^([a-z0-9][a-z0-9_-]{0,119})\/thumb\.webp$/.exec(path);
      const media = match?.[1] ? await mediaStore.get(`logos/${match[1]}`, 'thumb') : null;
      if (!media) throw imageNotFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', media.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(media.body);
    },
  );

  app.get(
    '/media/*',
    {
      config: { needs },
      schema: {
        tags: ['media'],
        summary:
          'An image variant: /media/{key}/{thumb|full|preview}.webp, or an original: /media/{key}/original.{png|jpeg|webp}',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      // The path as sent, not the router's reading of it (which forgives a trailing slash): any
      // percent-escape, empty or dot segment or trailing slash is simply not a media path.
      const path = (request.url.split('?')[0] ?? '').slice('/media/'.length);
      const match = FILE.exec(path);
      const key = match?.[1];
      const variant = (match?.[2] ?? (match?.[3] ? 'original' : undefined)) as Variant | undefined;
      const format = match?.[3] as OriginalFormat | undefined;
      if (!key || !variant || !KEY.test(key)) throw imageNotFound();
      const viewer = request.viewer.policy;
      if (variant === 'original') {
        // Only screens keep an original, under the format their row records.
        const screen = await db
          .selectFrom('screens')
          .select(['screens.is_restricted', 'screens.original_format'])
          .where('screens.image_key', '=', key)
          .executeTakeFirst();
        if (!screen || screen.original_format !== format) throw imageNotFound();
        if (isLockedFor({ isRestricted: screen.is_restricted }, viewer))
          throw new HttpError('premium_required');
      } else if (variant !== 'preview' && isLockedFor({ isRestricted: true }, viewer)) {
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
        if (restricted) throw new HttpError('premium_required');
      }
      const media = await mediaStore.get(key, variant);
      if (!media) throw imageNotFound();
      return reply
        .header('content-type', format ? CONTENT_TYPES[format] : 'image/webp')
        .header('content-length', media.size)
        .header('cache-control', cacheControlOf(variant))
        .send(media.body);
    },
  );
};
