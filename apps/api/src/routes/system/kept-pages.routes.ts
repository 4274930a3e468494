import {
  type KeptPageViews,
  keptPageViewsRequestSchema,
  keptPageViewsResponseSchema,
} from '@pageshelf/contracts/kept-pages';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OriginalFormat } from '../../db/schema.js';
import type { MediaView } from '../../lib/media-links.js';
import { type ApiRouteNeeds, countServedViews } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

/** The query of a picture's address signed for the viewer of `media` (`{key}/full.webp` or an original). */
function signedQuery(media: MediaView, path: string): string {
  const slash = path.lastIndexOf('/');
  const key = path.slice(0, slash);
  const file = path.slice(slash + 1);
  const address =
    file === 'full.webp'
      ? media.full(key)
      : media.original(key, file.slice('original.'.length) as OriginalFormat);
  return address.slice(address.indexOf('?') + 1);
}

/**
 * The pages the BFF keeps rendered for visitors (issue 28, part 5; `@pageshelf/contracts/kept-pages`):
 * a visitor served a kept page is counted for the views its render counted, by the access hook's own
 * counting (`countServedViews`), and given the page's full pictures signed for them, as its data calls
 * would have given them. For the BFF alone: another caller (not a trusted proxy) finds no such route, and
 * the BFF's proxy does not pass `/internal/*` from browsers, so a browser cannot have pictures signed
 * that no counted page of its own holds.
 */
export const keptPagesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { quota, mediaLinks } = container;

  app.post(
    '/internal/page-views',
    {
      config,
      schema: {
        tags: ['system'],
        summary: "The BFF's kept pages: count a page's views for the caller and sign its full pictures",
        description:
          "For the BFF alone (a trusted proxy; 404 to anyone else). `views` are the names the `visit-view` header gave when the page was rendered; they are counted for the caller as the content itself would count them (the visit cap's error when it is reached, before anything is counted or by the view that passes it). `pictures` are the page's full pictures (`{key}/full.webp`, `{key}/original.{format}`), answered with their addresses' queries signed for the caller.",
        body: keptPageViewsRequestSchema,
        response: { 200: keptPageViewsResponseSchema },
      },
    },
    async (request): Promise<KeptPageViews> => {
      if (!request.fromProxy)
        throw new HttpError('not_found', { params: { subject: 'Route POST /internal/page-views' } });
      const { actor } = request;
      const { views, pictures } = request.body;
      const visits =
        views.length > 0 ? await countServedViews(quota, actor, views) : await quota.visitState(actor);
      const media = await mediaLinks.view(actor);
      return {
        visit_count: visits.count,
        visit_limit: visits.limit,
        pictures: Object.fromEntries(pictures.map((path) => [path, signedQuery(media, path)])),
      };
    },
  );
};
