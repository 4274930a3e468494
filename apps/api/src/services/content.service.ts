import type { AppSort } from '@pageshelf/contracts/content';
import type { FilterQuery } from '@pageshelf/contracts/filters';
import { fromParsedBackendQuery, type ParsedBackendQuery } from '@pageshelf/domain/filters';
import { seesRestricted } from '@pageshelf/domain/policy';
import { HttpError } from '@pageshelf/http-errors';
import type { Actor } from '../actor.js';
import type { CategoryKind, Platform } from '../db/schema.js';
import type { CursorCodec } from '../lib/cursor.js';
import type { MediaLinks, MediaView } from '../lib/media-links.js';
import type { ContentRepositories } from '../repositories/content.js';
import { type ListFilters, NO_FILTERS } from '../repositories/content-filters.js';
import type { FlowRecord, PageRequest, PageResult, ScreenOrder } from '../repositories/content-parts.js';

export type { ListFilters };

import {
  presentApp,
  presentComponent,
  presentFigureScreen,
  presentFlow,
  presentScreen,
} from './presenters.js';

/** The backend filter fields of a list request, already parsed by the contracts' query schema. */
export type { FilterQuery };

export interface PageQuery {
  cursor?: string | undefined;
  limit: number;
}

/**
 * The repository filters of a list request for a viewer: the wire fields the contracts' schema parsed,
 * read by the domain's filter table into its keys (`product_cats` → `productCategories`). Who may use
 * which filter was decided by the access hook ("Favorites only" is Pro); here the favorites filter names
 * whose favorites, and the text of restricted screens is searchable only by those who may read it.
 */
export function toListFilters(query: ParsedBackendQuery, actor: Actor): ListFilters {
  const { filters, apps } = fromParsedBackendQuery(query);
  return {
    ...NO_FILTERS,
    restrictedText: seesRestricted(actor.policy),
    textInScreen: filters.textInScreen || undefined,
    term: filters.term || undefined,
    productCategories: [...filters.productCategories],
    patternCategories: [...filters.patternCategories],
    flowCategories: [...filters.flowCategories],
    componentCategories: [...filters.componentCategories],
    products: [...filters.products],
    screenTypes: [...filters.screenTypes],
    platforms: [...filters.platforms],
    apps: [...apps],
    favoritesOf: filters.isFavorited && actor.kind === 'user' ? actor.user.id : undefined,
  };
}

const pageOut = <T>(items: T[], next: string | null, total: { value: number; exact: boolean }) => ({
  items,
  nextCursor: next,
  total,
});

/** Whose a cursor is and of which list: later pages only with the cursor of the same filters and viewer. */
const scopeOf = (actor: Actor, filters: ListFilters) =>
  `${actor.kind === 'user' ? `user:${actor.user.id}` : 'visitor'}|${JSON.stringify(filters)}`;

/** Lists and details of the library, with entitlements applied by the presenters. */
export class ContentService {
  constructor(
    private readonly content: ContentRepositories,
    private readonly cursors: CursorCodec,
    private readonly media: MediaLinks,
  ) {}

  private async after<K extends (string | number)[]>(
    page: PageQuery,
    order: string,
    shape: ('string' | 'number')[],
    scope: string,
  ): Promise<K | null> {
    return page.cursor ? ((await this.cursors.decode(page.cursor, order, shape, scope)) as K) : null;
  }

  private async next(order: string, keys: (string | number)[] | null, scope: string) {
    return keys ? this.cursors.encode(order, keys, scope) : null;
  }

  /**
   * A page of a list of items for `actor`: the cursor read and written for the list's `order` (its keys of
   * `shape`) and the viewer's scope, the items presented with the viewer's media.
   */
  private async itemPage<K extends (string | number)[], R, T>(
    actor: Actor,
    filters: ListFilters,
    page: PageQuery,
    [order, shape]: [string, ('string' | 'number')[]],
    list: (request: PageRequest<K>) => Promise<PageResult<R, K>>,
    present: (item: R, media: MediaView) => T,
  ) {
    const scope = scopeOf(actor, filters);
    const after = await this.after<K>(page, order, shape, scope);
    const [result, media] = await Promise.all([list({ after, limit: page.limit }), this.media.view(actor)]);
    return pageOut(
      result.items.map((item) => present(item, media)),
      await this.next(order, result.next, scope),
      result.total,
    );
  }

  async screens(actor: Actor, filters: ListFilters, page: PageQuery, order: ScreenOrder = 'recent') {
    // Newest first by id; in app order by position and id; by the last change (epoch ms) and id.
    const shape: ('string' | 'number')[] = order === 'recent' ? ['number'] : ['number', 'number'];
    const list = (request: PageRequest<number[]>) =>
      this.content.screens.listScreens(filters, order, request);
    return this.itemPage(actor, filters, page, [`screens:${order}`, shape], list, presentScreen);
  }

  async screen(actor: Actor, uuid: string) {
    const screen = await this.content.screens.screenByUuid(uuid);
    if (!screen) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    const skipRestricted = !seesRestricted(actor.policy);
    const [neighbours, media] = await Promise.all([
      this.content.screens.appScreenNeighbours(screen, skipRestricted),
      this.media.view(actor),
    ]);
    return { ...presentScreen(screen, media), ...neighbours };
  }

  /** Screens like a screen: shown beside it, so tiles for capped viewers (its detail counted the view). */
  async similar(actor: Actor, uuid: string, limit: number) {
    const screen = await this.content.screens.screenByUuid(uuid);
    if (!screen) throw new HttpError('not_found', { params: { subject: 'Screen' } });
    const [similar, media] = await Promise.all([
      this.content.screens.similarScreens(screen, limit),
      this.media.view(actor),
    ]);
    const items = similar.map((s) => presentScreen(s, media, 'alongside'));
    return { items, nextCursor: null, total: { value: items.length, exact: true } };
  }

  async apps(actor: Actor, filters: ListFilters, page: PageQuery, sort: AppSort = 'title') {
    const scope = scopeOf(actor, filters);
    // A cursor of one order is no cursor of the other.
    const cursorKind = sort === 'redesigned' ? 'apps:redesigned' : 'apps:title';
    const after = await this.after<[string, number]>(page, cursorKind, ['string', 'number'], scope);
    const result = await this.content.apps.listApps(filters, { after, limit: page.limit }, { sort });
    return pageOut(
      result.items.map(presentApp),
      await this.next(cursorKind, result.next, scope),
      result.total,
    );
  }

  /** An app's page: the app, and its product's versions on the other platforms. */
  async app(slug: string) {
    const app = await this.appRecord(slug);
    return { ...presentApp(app), versions: await this.content.apps.versionsOf(app.title) };
  }

  /** The app of `slug` as the library holds it (an app page's scope), or a 404. */
  async appRecord(slug: string) {
    const app = await this.content.apps.appBySlug(slug);
    if (!app) throw new HttpError('not_found', { params: { subject: 'App' } });
    return app;
  }

  /** Names and logos of apps: those of `ids`, else the first `limit` whose title holds `q`. */
  appNames(query: { q?: string | undefined; ids?: number[] | undefined }, limit: number) {
    return this.content.apps.appNames(query, limit);
  }

  /** The categories of `kind`, and for a chip kind under `filters`, what picking each would give. */
  async categories(kind: CategoryKind, filters: ListFilters | null) {
    const rows = await this.content.categories.categories(kind);
    const counts =
      filters !== null && (kind === 'pattern' || kind === 'flow' || kind === 'component')
        ? await this.content.categories.categoryCounts(kind, filters)
        : null;
    return { rows, counts };
  }

  /** Every tag with its count of components. */
  tags() {
    return this.content.categories.tags();
  }

  async flows(actor: Actor, filters: ListFilters, page: PageQuery) {
    const list = (request: PageRequest<[number]>) => this.content.flows.listFlows(filters, request);
    // A list page counts one view: its flows' screens are tiles for capped viewers, whole in a flow's detail.
    const present = (flow: FlowRecord, media: MediaView) => presentFlow(flow, media, 'alongside');
    return this.itemPage(actor, filters, page, ['flows:recent', ['number']], list, present);
  }

  async flow(actor: Actor, uuid: string) {
    const flow = await this.content.flows.flowByUuid(uuid);
    if (!flow) throw new HttpError('not_found', { params: { subject: 'Flow' } });
    return presentFlow(flow, await this.media.view(actor));
  }

  async components(actor: Actor, filters: ListFilters, page: PageQuery) {
    const list = (request: PageRequest<[number]>) => this.content.components.listComponents(filters, request);
    return this.itemPage(actor, filters, page, ['components:recent', ['number']], list, presentComponent);
  }

  async component(actor: Actor, uuid: string) {
    const component = await this.content.components.componentByUuid(uuid);
    if (!component) throw new HttpError('not_found', { params: { subject: 'Component' } });
    return presentComponent(component, await this.media.view(actor));
  }

  /**
   * An editorial figure: up to `limit` screens of the pattern `slug` on `platform` (a 404 for an unknown
   * pattern), the same for every reader, with tiles at the figure addresses.
   */
  async figure(slug: string, platform: Platform, limit: number) {
    const pattern = await this.category('pattern', slug);
    const [screens, tile] = await Promise.all([
      this.content.screens.figureScreens(pattern.id, platform, limit),
      this.media.figureTiles(),
    ]);
    return {
      pattern: { id: pattern.id, title: pattern.title, slug: pattern.slug },
      platform,
      items: screens.map((screen) => presentFigureScreen(screen, tile)),
    };
  }

  /** The category of `kind` and `slug`, or a 404. */
  async category(kind: CategoryKind, slug: string) {
    const category = await this.content.categories.categoryBySlug(kind, slug);
    if (!category) throw new HttpError('not_found', { params: { subject: 'Category' } });
    return category;
  }
}
