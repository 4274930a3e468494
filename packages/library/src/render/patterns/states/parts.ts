/**
 * What every content and states screen shares: the copy of the app's domain, the item a screen is about,
 * and the shells (a phone screen, a web app page with a sidebar, a web site page).
 */
import { mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { type Child, h, type Node, row, type Style, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { type ContentStatesCopy, contentStatesCopy } from './copy.js';

export const copyOf = (ctx: ScreenContext): ContentStatesCopy => contentStatesCopy(ctx.app.category);

/** The number inside a formatted value ("€142 night" → 142). */
export function amountOf(value: string): number {
  const match = value.replace(/,/g, '').match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : 0;
}

/** The item a detail page is about: the first of the app's items that has a detail page of that kind. */
export function subject(ctx: ScreenContext, offset = 0): Item {
  const skip = new Set(copyOf(ctx).detail.skip ?? []);
  const items = ctx.content.items.filter(
    (item) => !skip.has(item.icon) && !/Failed|Building/.test(item.subtitle),
  );
  const pool = items.length > 0 ? items : ctx.content.items;
  return pool[(ctx.seed + offset) % pool.length] as Item;
}

/** Text colour on a tinted surface of the page. */
export const subtle = (ctx: ScreenContext): string =>
  ctx.ds.dark ? ctx.p.surfaceAlt : mix(ctx.p.surface, ctx.p.text, 0.04);

/** A hairline. */
export const hairline = (ctx: ScreenContext, style: Style = {}): Node =>
  h('div', { height: 1, width: '100%', backgroundColor: ctx.p.border, flexShrink: 0, ...style });

// ------------------------------------------------------------------------------------------ shells

export interface PhoneOptions {
  title?: string;
  large?: boolean;
  back?: boolean;
  actions?: string[];
  actionLabel?: string;
  /** The tab bar with this tab active; none when undefined. */
  tab?: number;
  body: Node;
  bottom?: Child[];
  overlay?: Node;
  background?: string;
  scroll?: boolean;
}

/** A phone screen: optional nav bar, a padded body, an optional tab bar. */
export function phoneScreen(ctx: ScreenContext, options: PhoneOptions): Node {
  const { chrome } = ctx;
  const hasBar = options.title !== undefined || options.back || options.actions || options.actionLabel;
  return chrome.frame({
    background: options.background,
    top: hasBar
      ? [
          chrome.navBar({
            title: options.title,
            large: options.large,
            back: options.back,
            actions: options.actions,
            actionLabel: options.actionLabel,
          }),
        ]
      : [],
    body: options.body,
    bottom: [...(options.bottom ?? []), options.tab !== undefined ? chrome.tabBar(options.tab) : null],
    overlay: options.overlay,
  });
}

/** The index of the app section called `label`, or 0. */
export function sectionIndex(ctx: ScreenContext, label: string): number {
  const i = ctx.content.sections.findIndex((s) => s.label === label);
  return Math.max(i, 0);
}

/** A web app page: the app's sidebar, a top bar with a title (and breadcrumbs) and actions, then the body. */
export function webApp(
  ctx: ScreenContext,
  options: {
    title: string;
    crumbs?: string[];
    actions?: Node[];
    body: Node;
    active?: number;
    overlay?: Node;
  },
): Node {
  const { chrome, kit, p, ds } = ctx;
  const top = ui(
    'header',
    row(
      {
        height: 64,
        paddingLeft: 32,
        paddingRight: 32,
        gap: 12,
        borderBottom: `1px solid ${p.border}`,
        flexShrink: 0,
        width: '100%',
      },
      options.crumbs
        ? ui(
            'breadcrumb',
            row(
              { gap: 8 },
              ...options.crumbs.flatMap((crumb, i) => [
                i > 0 ? icon('chevron-right', 14, p.textMuted) : null,
                text(crumb, {
                  ...font(ctx, 'callout'),
                  color: i === (options.crumbs?.length ?? 0) - 1 ? p.text : p.textMuted,
                  fontWeight: i === (options.crumbs?.length ?? 0) - 1 ? 600 : 500,
                }),
              ]),
            ),
          )
        : kit.headline(options.title),
      spacer(),
      row({ gap: 10 }, ...(options.actions ?? [])),
    ),
  );
  return chrome.frame({
    background: ds.dark ? p.background : p.background,
    side: chrome.sidebar({ active: options.active ?? 0 }),
    top: [top],
    body: options.body,
    overlay: options.overlay,
  });
}

/** A web site page: the app's header with links and account actions, then the body. */
export function webSite(
  ctx: ScreenContext,
  options: { links?: string[]; body: Node; background?: string; overlay?: Node },
): Node {
  const { chrome, kit, content } = ctx;
  return chrome.frame({
    background: options.background,
    top: [
      chrome.webHeader({
        links: options.links ?? content.sections.map((s) => s.label),
        actions: [kit.iconButton('bell', { variant: 'plain' }), kit.avatar(content.user, 32)],
      }),
    ],
    body: options.body,
    overlay: options.overlay,
  });
}
