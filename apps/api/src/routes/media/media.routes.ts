import { isLockedFor } from '@pageshelf/domain/policy';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OriginalFormat } from '../../db/schema.js';
import { CONTENT_TYPES, cacheControlOf, type Variant } from '../../media/media-store.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

/** `{key}/thumb.webp`, `{key}/full.webp`, `{key}/preview.webp` or `{key}/original.{png|jpeg|webp}`. */
const FILE = /^(.+)\/(?:(thumb|full|preview)\.webp|original\.(png|jpeg|webp))$/;

/**
 * A media key: one to eight segments of lower-case letters, digits, `_` and `-`, each starting with a
 * letter or digit. So no empty segment (`a//b`), no trailing slash, no dot segment: the key that is
 * checked for entitlement is exactly the object that is read.
 */
const KEY = /^[a-z0-9][a-z0-9_-]{0,119}(?:\/[a-z0-9][a-z0-9_-]{0,119}){0,7}$/;

const needs: ApiRouteNeeds = { access: 'public', library: 'media', apiKeys: true };
/** App logos are the library's signage, not its content: open to everyone, past the visit cap too. */
const logoNeeds: ApiRouteNeeds = { access: 'public' };
/**
 * Editorial figures' tiles (`GET /figures/{pattern}`: a few screens per pattern and platform, the same for
 * everyone) are signage like logos: open past the visit cap, so an article reads the same to everyone.
 */
const figureNeeds: ApiRouteNeeds = { access: 'public' };
const imageNotFound = () => new HttpError('not_found', { params: { subject: 'Image' } });

/** The query of a picture's address: a tile's tag, or a signed address's expiry and signature. */
const mediaQuerySchema = z.object({
  t: z.string().max(64).optional(),
  e: z.string().max(16).optional(),
  s: z.string().max(64).optional(),
});

/**
 * Serves stored image variants, at the addresses `MediaLinks` makes: a grid thumbnail or blurred preview
 * by its tag, a full image or original by a signature made for the very viewer asking, before it expires
 * (404 for an address without them or not made for this viewer, so walking `/media` finds nothing; 410
 * once it has expired). Media is library content: past the visit cap it is refused like any other (the
 * access hook). A locked screen's thumb, full image and original (and components cut from it) go only to
 * those entitled (the domain's `isLockedFor`), whatever the address says. The bytes come from the
 * configured media store, always through this route: no presigned URLs.
 */
export const mediaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { mediaStore, mediaLinks, mediaLibrary } = container;

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
    '/media/figures/*',
    {
      config: { needs: figureNeeds },
      schema: {
        tags: ['media'],
        summary: "An editorial figure's tile: /media/figures/{key}/{thumb|preview}.webp?t={tag}",
        description:
          "Addresses come from `GET /figures/{pattern}` only (their tag is not a grid tile's). Open past the visit cap, like app logos; a restricted screen's thumbnail is still refused to those it is locked for.",
        params: z.object({ '*': z.string() }),
        querystring: mediaQuerySchema,
      },
    },
    async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').slice('/media/figures/'.length);
      const match = /^(.+)\/(thumb|preview)\.webp$/.exec(path);
      const key = match?.[1];
      const variant = match?.[2] as 'thumb' | 'preview' | undefined;
      if (!key || !variant || !KEY.test(key)) throw imageNotFound();
      if (!(await mediaLinks.checkFigure(path, request.query.t))) throw imageNotFound();
      if (
        variant === 'thumb' &&
        isLockedFor({ isRestricted: true }, request.actor.policy) &&
        (await mediaLibrary.isRestricted(key))
      ) {
        throw new HttpError('premium_required');
      }
      const media = await mediaStore.get(key, variant);
      if (!media) throw imageNotFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', media.size)
        .header('cache-control', cacheControlOf(variant))
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
          'An image variant: /media/{key}/{thumb|preview}.webp?t={tag}, /media/{key}/full.webp?e={expiry}&s={signature}, or an original: /media/{key}/original.{png|jpeg|webp}?e=&s=',
        description:
          'Addresses come from the library answers only: a tile carries its tag, a full image or original a signature made for the viewer it was issued to, valid for one to two hours.',
        params: z.object({ '*': z.string() }),
        querystring: mediaQuerySchema,
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
      const tile = variant === 'thumb' || variant === 'preview';
      const link = await mediaLinks.check(path, tile, request.query, request.actor);
      if (link === 'invalid') throw imageNotFound();
      if (link === 'expired') throw new HttpError('link_expired');
      const viewer = request.actor.policy;
      if (variant === 'original') {
        // Only screens keep an original, under the format their row records.
        const screen = await mediaLibrary.screenOf(key);
        if (!screen || screen.originalFormat !== format) throw imageNotFound();
        if (isLockedFor(screen, viewer)) throw new HttpError('premium_required');
      } else if (
        variant !== 'preview' &&
        isLockedFor({ isRestricted: true }, viewer) &&
        (await mediaLibrary.isRestricted(key))
      ) {
        throw new HttpError('premium_required');
      }
      const media = await mediaStore.get(key, variant);
      if (!media) throw imageNotFound();
      return reply
        .header('content-type', format ? CONTENT_TYPES[format] : 'image/webp')
        .header('content-length', media.size)
        .header(
          'cache-control',
          tile
            ? cacheControlOf(variant)
            : `private, max-age=${mediaLinks.secondsLeft(request.query.e ?? '0')}`,
        )
        .send(media.body);
    },
  );
};
