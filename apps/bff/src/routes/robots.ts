/**
 * `/robots.txt`: crawlers may read the public library and the content; they are asked to stay out of
 * the API and of the private and personal areas (the domain's `CRAWLER_DISALLOWED_PATHS`: the signed-in,
 * Pro and admin pages, sign-in and sign-in links), and pointed at the sitemap. Cached for an hour.
 */
import { CRAWLER_DISALLOWED_PATHS } from '@pageshelf/domain/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { BffConfig } from '../env.js';

export type RobotsRoutesOptions = { readonly config: BffConfig };

/** The text of robots.txt for the product served at `origin`. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...CRAWLER_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}

export const robotsRoutes: FastifyPluginAsync<RobotsRoutesOptions> = async (app, { config }) => {
  const text = robotsTxt(config.publicOrigin);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(text),
  );
};
