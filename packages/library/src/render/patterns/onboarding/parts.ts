/**
 * Shells and helpers the patterns of the onboarding and browse families share: the family's copy for the
 * screen's app, the phone page, the web app and web site shells, a heading, the tab of a screen and how
 * wide the content runs.
 */
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, type Node, row, spacer, ui } from '../../h.js';
import { type FamilyCopy, familyCopy } from './copy.js';

/** The family's copy for the screen's app (currency and name filled in). */
export function copyOf(ctx: ScreenContext): FamilyCopy {
  return familyCopy(ctx.app.category, ctx.content.prices.symbol, ctx.app.title);
}

/** The number in an item's value ("−£62.18" → −62.18, "$142 night" → 142), or null when it has none. */
export function amountOf(item: Item): number | null {
  const match = item.value.replaceAll(',', '').match(/[−-]?\D?(\d+(?:\.\d+)?)/);
  if (!match?.[1] || !/[$€£]/.test(item.value)) return null;
  const n = Number(match[1]);
  return item.value.startsWith('−') || item.value.startsWith('-') ? -n : n;
}

/** Categories whose items carry pictures worth showing large. */
export function visual(ctx: ScreenContext): boolean {
  return ['travel', 'e-commerce', 'media', 'social', 'health-fitness'].includes(ctx.app.category);
}

/** The greeting for the hour the status bar shows (9:41 in the morning). */
export const GREETING = 'Good morning';

/** A phone screen of the app: a navigation bar, a scrolling body with side margins, the tab bar. */
export function phonePage(
  ctx: ScreenContext,
  options: {
    top?: Child[];
    body: Child[];
    tab?: number | null;
    bottom?: Child[];
    overlay?: Node;
    gap?: number;
    padded?: boolean;
    background?: string;
  },
): Node {
  const { chrome, m } = ctx;
  return chrome.frame({
    background: options.background,
    top: options.top ?? [],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: options.padded === false ? 0 : m.margin,
        paddingRight: options.padded === false ? 0 : m.margin,
        paddingTop: 8,
        gap: options.gap ?? 20,
      },
      ...options.body,
    ),
    bottom: [
      ...(options.bottom ?? []),
      options.tab === null || options.tab === undefined ? null : chrome.tabBar(options.tab),
    ],
    overlay: options.overlay,
  });
}

/** A web app page: the sidebar, a top bar with the page title and actions, the body. */
export function webApp(
  ctx: ScreenContext,
  options: {
    title: string;
    subtitle?: string;
    actions?: Node[];
    body: Child[];
    overlay?: Node;
    active?: number;
    search?: string;
  },
): Node {
  const { chrome, kit, p } = ctx;
  return chrome.frame({
    side: chrome.sidebar({ active: options.active ?? 0 }),
    top: [
      ui(
        'header',
        row(
          {
            height: 64,
            paddingLeft: 36,
            paddingRight: 36,
            gap: 16,
            borderBottom: `1px solid ${p.border}`,
            flexShrink: 0,
          },
          col(
            { gap: 2, flexShrink: 1 },
            kit.headline(options.title, { fontSize: 18 }),
            options.subtitle ? kit.caption(options.subtitle) : null,
          ),
          spacer(),
          options.search ? row({ width: 260 }, kit.searchBar(options.search)) : null,
          ...(options.actions ?? []),
        ),
      ),
    ],
    body: col({ flexGrow: 1, paddingLeft: 36, paddingRight: 36, paddingTop: 28, gap: 24 }, ...options.body),
    overlay: options.overlay,
  });
}

/** The width of one of `n` columns `gap` apart across a web site page's padded body. */
export const siteColumn = (ctx: ScreenContext, n: number, gap: number): number =>
  (ctx.size.width - 80 - gap * (n - 1)) / n;

/** A web page of a consumer product: the site header with a search field and account, the body. */
export function webSite(
  ctx: ScreenContext,
  options: {
    body: Child[];
    overlay?: Node;
    search?: string | null;
    searchValue?: string;
    links?: string[];
    padded?: boolean;
  },
): Node {
  const { chrome, kit, content, p } = ctx;
  const links = options.links ?? content.sections.map((s) => s.label).slice(0, 3);
  return chrome.frame({
    top: [
      chrome.webHeader({
        links,
        actions: [
          options.search === null
            ? null
            : row(
                { width: 320 },
                kit.searchBar(options.search ?? copyOf(ctx).searchPlaceholder, {
                  value: options.searchValue,
                }),
              ),
          kit.iconButton('bell', { variant: 'plain', color: p.textMuted }),
          kit.avatar(content.user, 34),
        ].filter((n): n is Node => n !== null),
      }),
    ],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: options.padded === false ? 0 : 40,
        paddingRight: options.padded === false ? 0 : 40,
        paddingTop: 28,
        gap: 28,
      },
      ...options.body,
    ),
    overlay: options.overlay,
  });
}

/** The tab bar's item for a screen: the first section whose label is one of `labels`, else the first. */
export function sectionTab(ctx: ScreenContext, labels: string[]): number {
  for (const label of labels) {
    const index = ctx.content.sections.findIndex((s) => s.label === label);
    if (index >= 0) return index;
  }
  return 0;
}

export function contentWidth(ctx: ScreenContext): number {
  return ctx.size.width - ctx.m.margin * 2;
}

/** Title and subtitle, left or centred. */
export function heading(
  ctx: ScreenContext,
  title: string,
  subtitle: string,
  options: { center?: boolean; display?: boolean } = {},
): Node {
  const { kit } = ctx;
  const align = options.center ? 'center' : 'left';
  return col(
    { gap: 8, alignItems: options.center ? 'center' : 'flex-start', width: '100%' },
    options.display ? kit.display(title, { textAlign: align }) : kit.title(title, { textAlign: align }),
    kit.muted(subtitle, { textAlign: align }),
  );
}
