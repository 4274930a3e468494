/** The shells the commerce and account layouts sit in: phone screens, web app and settings pages, site pages, dialogs. */
import type { NavBarOptions } from '../../chrome.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, lift, type Node, row, type Style, tagged, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';

/** The grouped background of iOS settings-like screens. */
export const groupedBackground = (ctx: ScreenContext): string =>
  ctx.ds.dark ? ctx.p.background : ctx.platform === 'ios' ? '#f2f2f7' : ctx.p.background;

/** A phone screen: a navigation bar, a column of content, optional pinned actions and tab bar. */
export function phoneScreen(
  ctx: ScreenContext,
  options: {
    nav?: NavBarOptions | null;
    body: Child[];
    actions?: Child[];
    tab?: number;
    gap?: number;
    padTop?: number;
    background?: string;
    pad?: number;
  },
): Node {
  const { chrome, m, ds, p } = ctx;
  const background = options.background ?? p.background;
  const pad = options.pad ?? m.margin;
  return chrome.frame({
    background,
    top: options.nav ? [chrome.navBar(options.nav)] : [],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: pad,
        paddingRight: pad,
        paddingTop: options.padTop ?? 8,
        gap: options.gap ?? ds.space.lg,
      },
      ...options.body,
    ),
    bottom: [
      options.actions
        ? col(
            {
              gap: 10,
              paddingLeft: m.margin,
              paddingRight: m.margin,
              paddingTop: 12,
              paddingBottom: 6,
              backgroundColor: background,
              width: '100%',
              borderTop: `1px solid ${p.border}`,
            },
            ...options.actions,
          )
        : null,
      options.tab !== undefined ? chrome.tabBar(options.tab) : null,
    ],
  });
}

/** A web app page: the app's sidebar, a page header with a title and actions, and the body. */
export function webAppPage(
  ctx: ScreenContext,
  options: {
    title: string;
    subtitle?: string;
    actions?: Node[];
    body: Child[];
    active?: number;
    items?: { label: string; icon: string }[];
    overlay?: Node;
    breadcrumb?: string[];
  },
): Node {
  const { chrome, kit, p, ds } = ctx;
  return chrome.frame({
    background: ds.dark ? p.background : p.background,
    side: chrome.sidebar({
      active: options.active ?? -1,
      ...(options.items ? { items: options.items } : {}),
    }),
    top: [
      col(
        { paddingLeft: 40, paddingRight: 40, paddingTop: 28, paddingBottom: 20, gap: 6, width: '100%' },
        options.breadcrumb ? breadcrumb(ctx, options.breadcrumb) : null,
        row(
          { justifyContent: 'space-between', width: '100%', gap: 16 },
          col(
            { gap: 4, flexShrink: 1 },
            kit.title(options.title, { fontSize: 26 }),
            options.subtitle ? kit.muted(options.subtitle) : null,
          ),
          row({ gap: 10 }, ...(options.actions ?? [])),
        ),
      ),
    ],
    body: col(
      { paddingLeft: 40, paddingRight: 40, paddingBottom: 32, gap: 20, flexGrow: 1 },
      ...options.body,
    ),
    overlay: options.overlay,
  });
}

export function breadcrumb(ctx: ScreenContext, parts: string[]): Node {
  const { p } = ctx;
  return ui(
    'breadcrumb',
    row(
      { gap: 6 },
      ...parts.flatMap((part, i) => [
        i > 0 ? icon('chevron-right', 14, p.textMuted) : null,
        text(part, { ...font(ctx, 'label'), color: i === parts.length - 1 ? p.text : p.textMuted }),
      ]),
    ),
  );
}

/** The settings sections of a web app's settings sidebar. */
export const SETTINGS_SECTIONS = [
  { label: 'Profile', icon: 'user-round' },
  { label: 'Account', icon: 'settings' },
  { label: 'Notifications', icon: 'bell' },
  { label: 'Appearance', icon: 'palette' },
  { label: 'Security', icon: 'shield-check' },
  { label: 'Billing', icon: 'credit-card' },
];

/** A web settings page: settings sections in the sidebar, the section's title and its body. */
export function webSettingsPage(
  ctx: ScreenContext,
  active: number,
  options: { title: string; subtitle: string; body: Child[]; actions?: Node[]; overlay?: Node },
): Node {
  return webAppPage(ctx, {
    ...options,
    active,
    items: SETTINGS_SECTIONS,
    breadcrumb: ['Settings', SETTINGS_SECTIONS[active]?.label ?? options.title],
  });
}

/** A website page (marketing header) for checkout and pricing pages. */
export function webSitePage(
  ctx: ScreenContext,
  options: {
    body: Child[];
    links?: string[];
    actions?: Node[];
    background?: string;
    overlay?: Node;
    minimal?: boolean;
  },
): Node {
  const { chrome, kit } = ctx;
  return chrome.frame({
    background: options.background,
    top: [
      chrome.webHeader({
        links: options.minimal ? [] : (options.links ?? ['Product', 'Pricing', 'Customers', 'Changelog']),
        actions:
          options.actions ??
          (options.minimal
            ? [row({ gap: 6 }, icon('lock', 14, ctx.p.textMuted), kit.caption('Secure checkout'))]
            : [
                kit.button('Log in', { variant: 'ghost', size: 'sm' }),
                kit.button('Get started', { size: 'sm' }),
              ]),
      }),
    ],
    body: col({ flexGrow: 1, width: '100%' }, ...options.body),
    overlay: options.overlay,
  });
}

/** A wide dialog for the web (the kit's modal is 440 wide). */
export function webDialog(ctx: ScreenContext, width: number, style: Style, ...children: Child[]): Node {
  const { p, ds } = ctx;
  // No box-shadow or clipping: satori draws them as a blur filter and masks that cost resvg ~1 s a page.
  return lift(
    tagged(
      ['modal'],
      ui(
        'modal',
        col(
          {
            width,
            backgroundColor: ds.dark ? p.surface : p.background,
            borderRadius: ds.radius.xl,
            border: `1px solid ${p.border}`,
            ...style,
          },
          ...children,
        ),
      ),
    ),
    ds.radius.xl,
    { depth: 2 },
  );
}
