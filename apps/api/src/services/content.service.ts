import type { FastifyRequest } from 'fastify';
import type { ScreenType } from '../db/schema.js';
import { decodeCursor, encodeCursor } from '../lib/cursor.js';
import { notFound, unauthorized } from '../lib/http-error.js';
import type { Viewer } from '../plugins/viewer.js';
import type { ContentRepository, ScreenOrder } from '../repositories/content.repository.js';
import { type ListFilters, NO_FILTERS } from '../repositories/content-filters.js';
import { presentApp, presentComponent, presentFlow, presentScreen } from './presenters.js';

/** The backend filter fields of a list request, already parsed by the contracts' query schema. */
export interface FilterQuery {
  text_in_screen?: string | undefined;
  term?: string | undefined;
  product_cats?: number[] | undefined;
  pattern_cats?: number[] | undefined;
  flow_cats?: number[] | undefined;
  component_cats?: number[] | undefined;
  products?: number[] | undefined;
  screen_types?: ScreenType[] | undefined;
  apps?: number[] | undefined;
  is_favorited?: boolean | undefined;
}

export interface PageQuery {
  cursor?: string | undefined;
  limit: number;
}

export const isPremium = (viewer: Viewer) => viewer.kind === 'user' && viewer.user.plan === 'pro';

/** Maps the wire filter fields to repository filters; the favorites filter needs a signed-in viewer. */
export function toListFilters(query: FilterQuery, viewer: Viewer): ListFilters {
  if (query.is_favorited && viewer.kind !== 'user') throw unauthorized('Sign up to continue');
  return {
    ...NO_FILTERS,
    textInScreen: query.text_in_screen || undefined,
    term: query.term || undefined,
    productCats: query.product_cats ?? [],
    patternCats: query.pattern_cats ?? [],
    flowCats: query.flow_cats ?? [],
    componentCats: query.component_cats ?? [],
    products: query.products ?? [],
    screenTypes: query.screen_types ?? [],
    apps: query.apps ?? [],
    favoritesOf: query.is_favorited && viewer.kind === 'user' ? viewer.user.id : undefined,
  };
}

const pageOut = <T>(items: T[], next: string | null, total: { value: number; exact: boolean }) => ({
  items,
  nextCursor: next,
  total,
});

/** Lists and details of the library, with entitlements applied by the presenters. */
export class ContentService {
  constructor(private readonly content: ContentRepository) {}

  async screens(
    request: FastifyRequest,
    filters: ListFilters,
    page: PageQuery,
    order: ScreenOrder = 'recent',
  ) {
    const orderName = `screens:${order}`;
    const after = page.cursor
      ? (decodeCursor(
          page.cursor,
          orderName,
          order === 'recent' ? ['number'] : ['number', 'number'],
        ) as number[])
      : null;
    const result = await this.content.listScreens(filters, order, { after, limit: page.limit });
    const premium = isPremium(request.viewer);
    return pageOut(
      result.items.map((screen) => presentScreen(screen, premium)),
      result.next ? encodeCursor(orderName, result.next) : null,
      result.total,
    );
  }

  async screen(request: FastifyRequest, uuid: string) {
    const screen = await this.content.screenByUuid(uuid);
    if (!screen) throw notFound('Screen');
    const neighbours = await this.content.appScreenNeighbours(screen);
    return { ...presentScreen(screen, isPremium(request.viewer)), ...neighbours };
  }

  async similar(request: FastifyRequest, uuid: string, limit: number) {
    const screen = await this.content.screenByUuid(uuid);
    if (!screen) throw notFound('Screen');
    const premium = isPremium(request.viewer);
    const items = (await this.content.similarScreens(screen, limit)).map((s) => presentScreen(s, premium));
    return { items, nextCursor: null, total: { value: items.length, exact: true } };
  }

  async apps(filters: ListFilters, page: PageQuery) {
    const after = page.cursor
      ? (decodeCursor(page.cursor, 'apps:title', ['string', 'number']) as [string, number])
      : null;
    const result = await this.content.listApps(filters, { after, limit: page.limit });
    return pageOut(
      result.items.map(presentApp),
      result.next ? encodeCursor('apps:title', result.next) : null,
      result.total,
    );
  }

  async app(slug: string) {
    const app = await this.content.appBySlug(slug);
    if (!app) throw notFound('App');
    return presentApp(app);
  }

  async flows(request: FastifyRequest, filters: ListFilters, page: PageQuery) {
    const after = page.cursor ? (decodeCursor(page.cursor, 'flows:recent', ['number']) as [number]) : null;
    const result = await this.content.listFlows(filters, { after, limit: page.limit });
    const premium = isPremium(request.viewer);
    return pageOut(
      result.items.map((flow) => presentFlow(flow, premium)),
      result.next ? encodeCursor('flows:recent', result.next) : null,
      result.total,
    );
  }

  async flow(request: FastifyRequest, uuid: string) {
    const flow = await this.content.flowByUuid(uuid);
    if (!flow) throw notFound('Flow');
    return presentFlow(flow, isPremium(request.viewer));
  }

  async components(request: FastifyRequest, filters: ListFilters, page: PageQuery) {
    const after = page.cursor
      ? (decodeCursor(page.cursor, 'components:recent', ['number']) as [number])
      : null;
    const result = await this.content.listComponents(filters, { after, limit: page.limit });
    const premium = isPremium(request.viewer);
    return pageOut(
      result.items.map((component) => presentComponent(component, premium)),
      result.next ? encodeCursor('components:recent', result.next) : null,
      result.total,
    );
  }

  async component(request: FastifyRequest, uuid: string) {
    const component = await this.content.componentByUuid(uuid);
    if (!component) throw notFound('Component');
    return presentComponent(component, isPremium(request.viewer));
  }
}
