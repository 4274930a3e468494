import fastifyMultipart from '@fastify/multipart';
import {
  IMAGE_SEARCH_BODY_LIMIT_BYTES,
  IMAGE_SEARCH_FIELD,
  IMAGE_SEARCH_MAX_BYTES,
  imageSearchQuerySchema,
  imageSearchResponseSchema,
} from '@pageshelf/contracts/image-search';
import { HttpError, validationError } from '@pageshelf/http-errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRetryAfter } from '../../lib/retry-after.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { pictureTooLarge } from '../../services/image-search.service.js';
import type { RouteOptions } from '../route-options.js';

/** Pro, and a search: visitors are asked to sign in to search, free members get the paywall. */
const needs: ApiRouteNeeds = { access: 'premium', library: 'search', apiKeys: true };

/** The picture of a multipart request, whole, or the 4xx that says what is wrong with the request. */
async function pictureOf(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError('unsupported_media_type');
  const missing = validationError([
    {
      path: `body.${IMAGE_SEARCH_FIELD}`,
      message: `send the picture as a file in the field "${IMAGE_SEARCH_FIELD}"`,
    },
  ]);
  try {
    // The first file of the form; other fields and files are not read.
    const part = await request.file({
      limits: { fileSize: IMAGE_SEARCH_MAX_BYTES, files: 1, fields: 4, parts: 6 },
    });
    if (part === undefined || part.fieldname !== IMAGE_SEARCH_FIELD) {
      part?.file.resume();
      throw missing;
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw pictureTooLarge(error);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new HttpError('image_too_large', {
        params: { reason: 'Send one picture at a time' },
        cause: error,
      });
    }
    throw new HttpError('image_unreadable', {
      params: { reason: 'The form could not be read: send the picture as multipart/form-data' },
      cause: error,
    });
  }
}

/**
 * `POST /search/image`: the screens that look and read like a picture (issue 17). Pro only, through the
 * route's needs and the one access hook; as a Pro search it spends nothing. Pictures are read in turns
 * (`ImageSearchService.inTurn`, issue 25): past the few that may be read or wait, a request is refused
 * with 429 and `Retry-After` before its upload is read.
 */
export const imageSearchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { imageSearch } = container;
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  app.addHook('onClose', async () => imageSearch.close());

  app.post(
    '/search/image',
    {
      config: { needs },
      bodyLimit: IMAGE_SEARCH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['content'],
        summary:
          'Screens that look like a picture (multipart field `image`: PNG, JPEG or WebP, at most 10 MB)',
        consumes: ['multipart/form-data'],
        querystring: imageSearchQuerySchema,
        response: { 200: imageSearchResponseSchema },
      },
    },
    async (request, reply) => {
      // The upload is read in the picture's turn: a request refused for a full queue (429) has cost
      // nothing, not even the reading of its body.
      const picture = await withRetryAfter(reply, () =>
        imageSearch.inTurn(async () => imageSearch.read(await pictureOf(request))),
      );
      return imageSearch.search(picture, request.query.limit, await container.mediaLinks.view(request.actor));
    },
  );
};
