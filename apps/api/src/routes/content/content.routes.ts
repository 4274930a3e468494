import {
  appDetailSchema,
  appNamesQuerySchema,
  appNamesSchema,
  appPageSchema,
  appsQuerySchema,
  categoryAppsParamsSchema,
  categoryComponentsParamsSchema,
  categoryFlowsParamsSchema,
  categoryKindSchema,
  categoryListSchema,
  categoryParamsSchema,
  categorySchema,
  categoryScreensParamsSchema,
  categorySlugParamsSchema,
  componentPageSchema,
  componentSchema,
  componentsQuerySchema,
  flowPageSchema,
  flowSchema,
  listQuerySchema,
  screenDetailSchema,
  screenPageSchema,
  screensQuerySchema,
  similarQuerySchema,
  slugParamsSchema,
  tagListSchema,
  uuidParamsSchema,
} from '@pageshelf/contracts/content';
import { filterQuerySchema } from '@pageshelf/contracts/filters';
import { orderByPriority } from '@pageshelf/domain/categories';
import { HttpError, validationError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { type ListFilters, toListFilters } from '../../services/content.service.js';
import type { RouteOptions } from '../route-options.js';

const pageOf = (query: { cursor?: string | undefined; limit: number }) => ({
  cursor: query.cursor,
  limit: query.limit,
});

/** Route configs: who may call, and what one view of the route is (see plugins/access.ts). */
/** Every route here serves the library, which tools reach with API keys too (`apiKeys`). */
const open = { needs: { access: 'public', apiKeys: true } satisfies ApiRouteNeeds };
const list = (item: string) => ({
  needs: { access: 'public', library: 'list', item, apiKeys: true } satisfies ApiRouteNeeds,
});
const detail = (item: string) => ({
  needs: { access: 'public', library: 'detail', item, apiKeys: true } satisfies ApiRouteNeeds,
});
/** Category counts: open without filters; under filters a search, like the list they count. */
const facets = { needs: { access: 'public', library: 'facets', apiKeys: true } satisfies ApiRouteNeeds };

/** Largest answer of the Apps menu's name lookup. */
const APP_NAMES_LIMIT = 20;

/**
 * `GET /apps`' older `platform` (one platform) read as `platforms`: alone it is the list; with `platforms`
 * it must be one of them (then only it), else the two disagree and the request is refused.
 */
function withAppsPlatform(filters: ListFilters, platform: ListFilters['platforms'][number] | undefined) {
  if (platform === undefined) return filters;
  if (filters.platforms.length > 0 && !filters.platforms.includes(platform))
    throw validationError([
      {
        path: 'platform',
        message: `platform ${platform} is not among platforms (${filters.platforms.join(',')})`,
      },
    ]);
  return { ...filters, platforms: [platform] };
}

export const contentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const service = container.contentService;
  const appBySlug = (slug: string) => service.appRecord(slug);

  /** A category page's list: the category's own filter, then whatever filters the viewer adds. */
  const inCategory = async (
    kind: z.infer<typeof categoryKindSchema>,
    slug: string,
    filters: ListFilters,
  ): Promise<ListFilters> => {
    const category = await service.category(kind, slug);
    switch (kind) {
      case 'pattern':
        return { ...filters, patternCategories: [...new Set([...filters.patternCategories, category.id])] };
      case 'screen-types':
        return { ...filters, screenTypes: [category.slug as 'marketing' | 'application'] };
      case 'flow':
        return { ...filters, flowCategories: [...new Set([...filters.flowCategories, category.id])] };
      case 'component':
        return {
          ...filters,
          componentCategories: [...new Set([...filters.componentCategories, category.id])],
        };
      case 'product':
        return { ...filters, productCategories: [...new Set([...filters.productCategories, category.id])] };
    }
  };

  app.get(
    '/screens',
    {
      config: list('screens'),
      schema: {
        tags: ['content'],
        summary: 'Screens with filters, keyset pages',
        querystring: screensQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) =>
      service.screens(
        request.actor,
        toListFilters(request.query, request.actor),
        pageOf(request.query),
        request.query.order,
      ),
  );

  app.get(
    '/screens/:uuid',
    {
      config: detail('screen'),
      schema: {
        tags: ['content'],
        summary: 'One screen, with the uuids of its neighbours in the app',
        params: uuidParamsSchema,
        response: { 200: screenDetailSchema },
      },
    },
    async (request) => service.screen(request.actor, request.params.uuid),
  );

  app.get(
    '/screens/:uuid/similar',
    {
      config: detail('screen'),
      schema: {
        tags: ['content'],
        summary: 'Same app and pattern first, then the same pattern in other apps',
        params: uuidParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => service.similar(request.actor, request.params.uuid, request.query.limit),
  );

  app.get(
    '/apps',
    {
      config: list('apps'),
      schema: {
        tags: ['content'],
        summary: 'Apps with filters, by name or the most recently redesigned first, keyset pages',
        querystring: appsQuerySchema,
        response: { 200: appPageSchema },
      },
    },
    async (request) =>
      service.apps(
        request.actor,
        withAppsPlatform(toListFilters(request.query, request.actor), request.query.platform),
        pageOf(request.query),
        request.query.sort,
      ),
  );

  app.get(
    '/app-names',
    {
      config: open,
      schema: {
        tags: ['content'],
        summary:
          "Apps by name for the filter bar's Apps menu (names, logos, screen counts; spends no search)",
        querystring: appNamesQuerySchema,
        response: { 200: appNamesSchema },
      },
    },
    async (request) => ({ items: await service.appNames(request.query, APP_NAMES_LIMIT) }),
  );

  app.get(
    '/apps/:slug',
    {
      config: detail('app'),
      schema: {
        tags: ['content'],
        summary: "One app, with the product's versions on other platforms",
        params: slugParamsSchema,
        response: { 200: appDetailSchema },
      },
    },
    async (request) => service.app(request.params.slug),
  );

  app.get(
    '/apps/:slug/screens',
    {
      config: list('app'),
      schema: {
        tags: ['content'],
        summary: "An app's screens in app order",
        params: slugParamsSchema,
        querystring: screensQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      const filters = { ...toListFilters(request.query, request.actor), apps: [found.id] };
      return service.screens(request.actor, filters, pageOf(request.query), 'position');
    },
  );

  app.get(
    '/apps/:slug/marketing',
    {
      config: list('app'),
      schema: {
        tags: ['content'],
        summary: "An app's marketing screens",
        params: slugParamsSchema,
        querystring: listQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      const filters = {
        ...toListFilters(request.query, request.actor),
        apps: [found.id],
        screenTypes: ['marketing' as const],
      };
      return service.screens(request.actor, filters, pageOf(request.query), 'position');
    },
  );

  app.get(
    '/apps/:slug/flows',
    {
      config: list('app'),
      schema: {
        tags: ['content'],
        summary: "An app's flows",
        params: slugParamsSchema,
        querystring: listQuerySchema,
        response: { 200: flowPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      return service.flows(
        request.actor,
        { ...toListFilters(request.query, request.actor), apps: [found.id] },
        pageOf(request.query),
      );
    },
  );

  app.get(
    '/apps/:slug/components',
    {
      config: list('app'),
      schema: {
        tags: ['content'],
        summary: "An app's components",
        params: slugParamsSchema,
        querystring: componentsQuerySchema,
        response: { 200: componentPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      return service.components(
        request.actor,
        { ...toListFilters(request.query, request.actor), apps: [found.id], tag: request.query.tag },
        pageOf(request.query),
      );
    },
  );

  app.get(
    '/flows',
    {
      config: list('flows'),
      schema: {
        tags: ['content'],
        summary: 'Flows with filters, newest first, keyset pages',
        querystring: listQuerySchema,
        response: { 200: flowPageSchema },
      },
    },
    async (request) =>
      service.flows(request.actor, toListFilters(request.query, request.actor), pageOf(request.query)),
  );

  app.get(
    '/flows/:uuid',
    {
      config: detail('flow'),
      schema: {
        tags: ['content'],
        summary: 'One flow, with all its steps in order',
        params: uuidParamsSchema,
        response: { 200: flowSchema },
      },
    },
    async (request) => service.flow(request.actor, request.params.uuid),
  );

  app.get(
    '/components',
    {
      config: list('components'),
      schema: {
        tags: ['content'],
        summary: 'Components with filters, newest first, keyset pages',
        querystring: componentsQuerySchema,
        response: { 200: componentPageSchema },
      },
    },
    async (request) =>
      service.components(
        request.actor,
        { ...toListFilters(request.query, request.actor), tag: request.query.tag },
        pageOf(request.query),
      ),
  );

  app.get(
    '/components/:uuid',
    {
      config: detail('component'),
      schema: {
        tags: ['content'],
        summary: 'One component, with the screen it was cut from',
        params: uuidParamsSchema,
        response: { 200: componentSchema },
      },
    },
    async (request) => service.component(request.actor, request.params.uuid),
  );

  app.get(
    '/categories/:kind',
    {
      config: facets,
      schema: {
        tags: ['content'],
        summary: 'Categories of a kind with counts, featured first then by title',
        description:
          'With list filters in the query, the counts of pattern, flow and component categories are facet counts: how many screens, flows or components the list would show under those filters with that category picked instead of the others of its kind (capped: `countCapped`). Other kinds keep their library-wide counts. With filters this is a search, as the list it counts: visitors are asked to sign in (401) and free members past their daily searches get 429; the same filters as the search just spent (the list these counts belong to) spend nothing more.',
        params: categoryParamsSchema,
        querystring: filterQuerySchema,
        response: { 200: categoryListSchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const filtered = Object.values(request.query).some(
        (value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0),
      );
      const { rows, counts } = await service.categories(
        kind,
        filtered ? toListFilters(request.query, request.actor) : null,
      );
      const featured = rows.filter((row) => row.featured).map((row) => row.id);
      const items = orderByPriority(rows, featured).map(({ kind: _kind, ...category }) => {
        const facet = counts?.get(category.id);
        if (!counts) return category;
        return facet?.capped
          ? { ...category, count: facet.count, countCapped: true as const }
          : { ...category, count: facet?.count ?? 0 };
      });
      return { kind, items };
    },
  );

  app.get(
    '/categories/:kind/:slug',
    {
      config: open,
      schema: {
        tags: ['content'],
        summary: 'One category with its count',
        params: categorySlugParamsSchema,
        response: { 200: categorySchema.extend({ kind: categoryKindSchema }) },
      },
    },
    async (request) => service.category(request.params.kind, request.params.slug),
  );

  app.get(
    '/categories/:kind/:slug/screens',
    {
      config: list('category'),
      schema: {
        tags: ['content'],
        summary: "A pattern's or screen type's screens (a category page: browsing, not a search)",
        params: categoryScreensParamsSchema,
        querystring: screensQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const filters = await inCategory(kind, slug, toListFilters(request.query, request.actor));
      return service.screens(request.actor, filters, pageOf(request.query), request.query.order);
    },
  );

  app.get(
    '/categories/:kind/:slug/flows',
    {
      config: list('category'),
      schema: {
        tags: ['content'],
        summary: "A flow category's flows (a category page: browsing, not a search)",
        params: categoryFlowsParamsSchema,
        querystring: listQuerySchema,
        response: { 200: flowPageSchema },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const filters = await inCategory(kind, slug, toListFilters(request.query, request.actor));
      return service.flows(request.actor, filters, pageOf(request.query));
    },
  );

  app.get(
    '/categories/:kind/:slug/components',
    {
      config: list('category'),
      schema: {
        tags: ['content'],
        summary: "A component category's components (a category page: browsing, not a search)",
        params: categoryComponentsParamsSchema,
        querystring: componentsQuerySchema,
        response: { 200: componentPageSchema },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const filters = await inCategory(kind, slug, toListFilters(request.query, request.actor));
      return service.components(request.actor, { ...filters, tag: request.query.tag }, pageOf(request.query));
    },
  );

  app.get(
    '/categories/:kind/:slug/apps',
    {
      config: list('category'),
      schema: {
        tags: ['content'],
        summary: "A product category's apps (a category page: browsing, not a search)",
        params: categoryAppsParamsSchema,
        querystring: appsQuerySchema,
        response: { 200: appPageSchema },
      },
    },
    async (request) => {
      const { kind, slug } = request.params;
      const filters = await inCategory(kind, slug, toListFilters(request.query, request.actor));
      return service.apps(
        request.actor,
        withAppsPlatform(filters, request.query.platform),
        pageOf(request.query),
      );
    },
  );

  app.get(
    '/tags',
    {
      config: open,
      schema: {
        tags: ['content'],
        summary: 'The tags, with how many screens carry each',
        response: { 200: tagListSchema },
      },
    },
    async () => ({ items: await service.tags() }),
  );

  app.get(
    '/tags/:slug',
    {
      config: open,
      schema: {
        tags: ['content'],
        summary: 'One tag with its screens count',
        params: slugParamsSchema,
        response: {
          200: z.object({ id: z.number(), title: z.string(), slug: z.string(), count: z.number() }),
        },
      },
    },
    async (request) => {
      const tag = (await service.tags()).find((item) => item.slug === request.params.slug);
      if (!tag) throw new HttpError('not_found', { params: { subject: 'Tag' } });
      return tag;
    },
  );
};
