/**
 * What the library's pages are to a crawler or a chat app (issue 28): the head of a page (`GET
 * /page-head?path=`) and the social card its link preview shows (`GET /cards/{kind}/{ref}.png`). Both
 * read the library through the repositories and count nothing: the page itself counts its view when its
 * data is asked for, as before. Cards are public, so they are drawn as a visitor sees the item: a screen
 * locked to Pro (the domain's `isLockedFor` with the visitor's viewer) is drawn blurred.
 */
import { type CardKind, type PageHead, SOCIAL_CARD_SIZE } from '@pageshelf/contracts/page-head';
import { PLATFORMS } from '@pageshelf/domain/categories';
import { isLockedFor } from '@pageshelf/domain/policy';
import { APP_PAGE_PATTERNS, isUuid, matchPageRoute } from '@pageshelf/domain/routes';
import { viewerOf } from '@pageshelf/domain/tiers';
import { renderSocialCard, type SocialCardPicture } from '@pageshelf/library';
import pLimit from 'p-limit';
import type { CategoryKind } from '../db/schema.js';
import type { MediaStore } from '../media/media-store.js';
import type { ContentRepositories } from '../repositories/content.js';
import { NO_FILTERS } from '../repositories/content-filters.js';
import type { AppRefRow, ScreenRecord } from '../repositories/content-parts.js';

const SITE = 'Pageshelf';
const VISITOR = viewerOf(null);
/** Cards kept drawn (about 100 KB each): a link pasted in a busy channel is fetched by every client at once. */
const KEPT_CARDS = 200;
/**
 * Cards drawn at once (each takes about 0.4 s of CPU): a walk over many items' cards queues behind these
 * rather than taking every core from the API's other answers.
 */
const DRAWING_AT_ONCE = 1;

const platformTitle = (slug: string) => PLATFORMS.find((platform) => platform.slug === slug)?.title ?? slug;
const titled = (title: string) => `${title} · ${SITE}`;
const sentence = (text: string, max = 300) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** A breadcrumb trail as schema.org's `BreadcrumbList` (paths joined to the origin by the BFF). */
const breadcrumbs = (...items: [name: string, path: string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: path,
  })),
});

/** The list page of each kind of item: its path and its name in a breadcrumb. */
const LISTS = {
  screens: ['/pages', 'Screens'],
  flows: ['/flows', 'User flows'],
  components: ['/components', 'UI components'],
  apps: ['/apps', 'Apps'],
} as const satisfies Record<CardKind, readonly [string, string]>;

const NOT_FOUND = (path: string): PageHead => ({
  status: 404,
  title: titled('Page not found'),
  description: 'There is no page at this address.',
  canonicalPath: path,
  image: null,
  jsonLd: [],
});

const card = (kind: CardKind, ref: string, alt: string) => ({
  path: `/api/cards/${kind}/${encodeURIComponent(ref)}.png`,
  alt,
});

export class PageHeadService {
  private readonly cards = new Map<string, Promise<Buffer | null>>();
  private readonly drawingTurns = pLimit(DRAWING_AT_ONCE);

  constructor(
    private readonly content: ContentRepositories,
    private readonly media: MediaStore,
  ) {}

  /**
   * The head of a library page: `/pages/{uuid|pattern}`, `/flows/{uuid|category}`,
   * `/components/{uuid|element}`, `/components/tags/{tag}`, `/tags/{tag}`, `/apps/{slug}` and its tabs,
   * `/apps/categories/{slug}`. Null for a path that is no such page (the BFF heads those itself).
   */
  async head(path: string): Promise<PageHead | null> {
    const match = matchPageRoute(path);
    if (match === null) return null;
    const { params } = match;
    const canonical = path.length > 1 ? path.replace(/\/$/, '') : path;
    switch (match.pattern) {
      case '/pages/:pageParam':
        return isUuid(params.pageParam)
          ? this.screen(params.pageParam, canonical)
          : this.category('pattern', params.pageParam ?? '', canonical);
      case '/flows/:flowParam':
        return isUuid(params.flowParam)
          ? this.flow(params.flowParam, canonical)
          : this.category('flow', params.flowParam ?? '', canonical);
      case '/components/:componentParam':
        return isUuid(params.componentParam)
          ? this.component(params.componentParam, canonical)
          : this.category('component', params.componentParam ?? '', canonical);
      case '/components/tags/:tagSlug':
      case '/tags/:tagSlug':
        return this.tag(params.tagSlug ?? '', canonical);
      case '/apps/categories/:appCategorySlug':
        return this.category('product', params.appCategorySlug ?? '', canonical);
      default:
        // An app page and its tabs share the app's head.
        return APP_PAGE_PATTERNS.includes(match.pattern) ? this.app(params.appSlug ?? '', canonical) : null;
    }
  }

  private async screen(uuid: string, path: string): Promise<PageHead> {
    const screen = await this.content.screens.screenByUuid(uuid);
    if (!screen) return NOT_FOUND(path);
    const pattern = screen.patternCategories[0]?.title ?? 'App';
    const platform = platformTitle(screen.platform);
    const locked = isLockedFor(screen, VISITOR);
    const title = `${screen.app.title} — ${pattern} screen`;
    const words = locked ? '' : sentence(screen.textInScreen, 160);
    return {
      status: 200,
      title: titled(title),
      description: sentence(
        `${pattern} screen of ${screen.app.title}, a ${platform} app, in ${SITE}'s library of real app screens.${words ? ` It reads: “${words}”` : ''}`,
      ),
      canonicalPath: path,
      image: card('screens', uuid, title),
      jsonLd: [
        breadcrumbs(
          [LISTS.screens[1], LISTS.screens[0]],
          [screen.app.title, `/apps/${screen.app.slug}`],
          [title, path],
        ),
        {
          '@context': 'https://schema.org',
          '@type': 'ImageObject',
          name: title,
          contentUrl: card('screens', uuid, title).path,
          width: SOCIAL_CARD_SIZE.width,
          height: SOCIAL_CARD_SIZE.height,
          caption: `${pattern} screen of ${screen.app.title} (${platform})`,
        },
      ],
    };
  }

  private async flow(uuid: string, path: string): Promise<PageHead> {
    const flow = await this.content.flows.flowByUuid(uuid);
    if (!flow) return NOT_FOUND(path);
    const steps = `${flow.screenCount} step${flow.screenCount === 1 ? '' : 's'}`;
    // The title the flow's page gives its tab.
    const title = `${flow.title} — ${flow.app.title} flow`;
    return {
      status: 200,
      title: titled(title),
      description: `${flow.title}: a user flow of ${steps} on ${platformTitle(flow.platform)}, screen by screen, in ${SITE}.`,
      canonicalPath: path,
      image: card('flows', uuid, title),
      jsonLd: [breadcrumbs([LISTS.flows[1], LISTS.flows[0]], [title, path])],
    };
  }

  private async component(uuid: string, path: string): Promise<PageHead> {
    const component = await this.content.components.componentByUuid(uuid);
    if (!component) return NOT_FOUND(path);
    const element = component.componentCategories[0]?.title ?? 'UI component';
    const title = `${element} from ${component.app.title}`;
    return {
      status: 200,
      title: titled(title),
      description: `A ${element.toLowerCase()} from ${component.app.title} (${platformTitle(component.platform)}), cut from a real screen, in ${SITE}'s library of UI components.`,
      canonicalPath: path,
      image: card('components', uuid, title),
      jsonLd: [breadcrumbs([LISTS.components[1], LISTS.components[0]], [title, path])],
    };
  }

  private async app(slug: string, path: string): Promise<PageHead> {
    const app = await this.content.apps.appBySlug(slug);
    if (!app) return NOT_FOUND(path);
    return {
      status: 200,
      title: titled(app.title),
      description: sentence(
        `${app.description} ${app.screenCount} screens, ${app.flowCount} flows and ${app.componentCount} components of ${app.title} on ${platformTitle(app.platform)}.`,
      ),
      canonicalPath: path,
      image: card('apps', slug, app.title),
      jsonLd: [breadcrumbs([LISTS.apps[1], LISTS.apps[0]], [app.title, `/apps/${slug}`])],
    };
  }

  private async category(kind: CategoryKind, slug: string, path: string): Promise<PageHead> {
    const category = await this.content.categories.categoryBySlug(kind, slug);
    if (!category) return NOT_FOUND(path);
    const { title, count } = category;
    const heads: Record<CategoryKind, [string, string, [string, string]]> = {
      pattern: [`${title} screens`, `${count} ${title.toLowerCase()} screens`, ['Screens', '/pages']],
      flow: [`${title} flows`, `${count} ${title.toLowerCase()} flows`, ['User flows', '/flows']],
      component: [title, `${count} ${title.toLowerCase()} components`, ['UI components', '/components']],
      product: [`${title} apps`, `${count} ${title} apps`, ['Apps', '/apps']],
      'screen-types': [title, `${count} ${title.toLowerCase()}`, ['Screens', '/pages']],
    };
    const [pageTitle, counted, parent] = heads[kind];
    return {
      status: 200,
      title: titled(pageTitle),
      description: `${counted} from real iOS, Android and web apps, in ${SITE}'s library of UI design references.`,
      canonicalPath: path,
      image: null,
      jsonLd: [breadcrumbs(parent, [pageTitle, path])],
    };
  }

  private async tag(slug: string, path: string): Promise<PageHead> {
    const tag = (await this.content.categories.tags()).find((row) => row.slug === slug);
    if (!tag) return NOT_FOUND(path);
    return {
      status: 200,
      title: titled(`#${tag.title}`),
      description: `${tag.count} UI components tagged ${tag.title}, from real apps, in ${SITE}.`,
      canonicalPath: path,
      image: null,
      jsonLd: [breadcrumbs(['UI components', '/components'], [`#${tag.title}`, path])],
    };
  }

  /**
   * The 1200×630 card of an item (a screen, flow or component by uuid, an app by slug) as PNG, or null
   * when there is no such item. Drawn once and kept (the most recent `KEPT_CARDS`).
   */
  card(kind: CardKind, ref: string): Promise<Buffer | null> {
    const key = `${kind}:${ref}`;
    const kept = this.cards.get(key);
    if (kept) {
      this.cards.delete(key);
      this.cards.set(key, kept);
      return kept;
    }
    const drawing = this.drawingTurns(() => this.draw(kind, ref));
    this.cards.set(key, drawing);
    drawing.then(
      (png) => png === null && this.cards.delete(key),
      () => this.cards.delete(key),
    );
    if (this.cards.size > KEPT_CARDS) this.cards.delete(this.cards.keys().next().value as string);
    return drawing;
  }

  /** A stored thumbnail's bytes, or null when there is none. */
  private async thumb(key: string): Promise<Buffer | null> {
    const stored = await this.media.get(key, 'thumb');
    return stored ? Buffer.concat(await stored.body.toArray()) : null;
  }

  private async picture(
    screen: Pick<ScreenRecord, 'imageKey' | 'isRestricted'>,
  ): Promise<SocialCardPicture | null> {
    const data = await this.thumb(screen.imageKey);
    return data ? { data, blurred: isLockedFor(screen, VISITOR) } : null;
  }

  private logo(app: Pick<AppRefRow, 'slug'>): Promise<Buffer | null> {
    return this.thumb(`logos/${app.slug}`);
  }

  private async draw(kind: CardKind, ref: string): Promise<Buffer | null> {
    const present = <T>(values: (T | null)[]) => values.filter((value): value is T => value !== null);
    switch (kind) {
      case 'screens': {
        if (!isUuid(ref)) return null;
        const screen = await this.content.screens.screenByUuid(ref);
        if (!screen) return null;
        const pattern = screen.patternCategories[0]?.title ?? 'App';
        const locked = isLockedFor(screen, VISITOR);
        return renderSocialCard({
          eyebrow: `${pattern} screen · ${platformTitle(screen.platform)}`,
          title: `${screen.app.title} — ${pattern}`,
          app: { name: screen.app.title, logo: await this.logo(screen.app) },
          pictures: present([await this.picture(screen)]),
          badge: locked ? 'Pro' : undefined,
        });
      }
      case 'flows': {
        if (!isUuid(ref)) return null;
        const flow = await this.content.flows.flowByUuid(ref);
        if (!flow) return null;
        return renderSocialCard({
          eyebrow: `User flow · ${platformTitle(flow.platform)} · ${flow.screenCount} steps`,
          title: flow.title,
          app: { name: flow.app.title, logo: await this.logo(flow.app) },
          pictures: present(
            await Promise.all(flow.screens.slice(0, 3).map((screen) => this.picture(screen))),
          ),
        });
      }
      case 'components': {
        if (!isUuid(ref)) return null;
        const component = await this.content.components.componentByUuid(ref);
        if (!component) return null;
        const data = await this.thumb(component.imageKey);
        const element = component.componentCategories[0]?.title ?? 'UI component';
        return renderSocialCard({
          eyebrow: `UI component · ${platformTitle(component.platform)}`,
          title: element,
          app: { name: component.app.title, logo: await this.logo(component.app) },
          pictures: data
            ? [
                {
                  data,
                  blurred: isLockedFor({ isRestricted: component.screenIsRestricted }, VISITOR),
                },
              ]
            : [],
        });
      }
      case 'apps': {
        const app = await this.content.apps.appBySlug(ref);
        if (!app) return null;
        const screens = await this.content.screens.listScreens(
          { ...NO_FILTERS, apps: [app.id] },
          'position',
          { after: null, limit: 3 },
        );
        return renderSocialCard({
          eyebrow: `${platformTitle(app.platform)} app · ${app.screenCount} screens`,
          title: app.title,
          app: {
            name: app.productCategories.map((category) => category.title).join(' · ') || 'App',
            logo: await this.logo(app),
          },
          pictures: present(await Promise.all(screens.items.map((screen) => this.picture(screen)))),
          accent: app.brandColor ?? undefined,
        });
      }
    }
  }
}
