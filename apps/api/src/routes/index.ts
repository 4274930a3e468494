import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Container } from '../container.js';
import { authRoutes } from './auth/auth.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { collectionsRoutes } from './collections/collections.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { imageSearchRoutes } from './content/image-search.routes.js';
import { searchRoutes } from './content/search.routes.js';
import { sitemapRoutes } from './content/sitemap.routes.js';
import { tagsAdminRoutes } from './content/tags-admin.routes.js';
import { devTracesRoutes } from './dev/traces.routes.js';
import { feedbackRoutes } from './feedback/feedback.routes.js';
import { libraryRoutes } from './library/library.routes.js';
import { activityRoutes } from './me/activity.routes.js';
import { favoritesRoutes } from './me/favorites.routes.js';
import { meRoutes } from './me/me.routes.js';
import { mediaRoutes } from './media/media.routes.js';
import { systemRoutes } from './system/system.routes.js';
import { teamRoutes } from './team/team.routes.js';

export interface RouteOptions {
  container: Container;
}

export const routes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  await app.register(systemRoutes, { container });
  await app.register(authRoutes, { container });
  await app.register(meRoutes, { container });
  await app.register(activityRoutes, { container });
  await app.register(favoritesRoutes, { container });
  await app.register(contentRoutes, { container });
  await app.register(searchRoutes, { container });
  await app.register(imageSearchRoutes, { container });
  await app.register(sitemapRoutes, { container });
  await app.register(tagsAdminRoutes, { container });
  await app.register(collectionsRoutes, { container });
  await app.register(mediaRoutes, { container });
  await app.register(teamRoutes, { container });
  await app.register(feedbackRoutes, { container });
  await app.register(libraryRoutes, { container });
  await app.register(billingRoutes, { container });
  await app.register(devTracesRoutes, { container });
};
