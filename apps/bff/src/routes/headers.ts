/**
 * `GET /api/headers`: what the SPA cannot read itself: the visitor's location as the edge reported it
 * (GEO_COUNTRY_HEADER, GEO_REGION_HEADER, GEO_CITY_HEADER) and an allow-list of request headers plus the
 * client address. Never cookies or authorization: the response schema names only the allowed fields.
 */
import { type HeadersResponse, headersResponseSchema } from '@pageshelf/contracts/headers';
import type { FastifyPluginAsync } from 'fastify';
import type { BffConfig } from '../env.js';
import { clientIp } from '../lib/client-ip.js';

export type HeadersRoutesOptions = { readonly config: BffConfig };

function header(value: string | string[] | undefined, max: number): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text === undefined || text === '' ? undefined : text.slice(0, max);
}

export const headersRoutes: FastifyPluginAsync<HeadersRoutesOptions> = async (app, { config }) => {
  const geo = config.geoHeaders;
  app.get('/headers', { schema: { response: { 200: headersResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const h = request.headers;
    const ip = clientIp(request);
    const response: HeadersResponse = {
      locationHeaders: {
        country: header(h[geo.country], 64) ?? null,
        region: header(h[geo.region], 128) ?? null,
        city: header(h[geo.city], 128) ?? null,
      },
      headers: {
        'accept-language': header(h['accept-language'], 2048),
        'user-agent': header(h['user-agent'], 2048),
        referer: header(h.referer, 2048),
        ...(ip === undefined ? {} : { 'x-forwarded-for': ip }),
      },
    };
    return response;
  });
};
