/** Web chrome: a site header and an app sidebar (no browser window). */
import { alpha, mix } from '../color.js';
import type { NavigationStyle } from '../content.js';
import { type Child, col, h, type Node, row, spacer, tagged, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font, type Theme } from '../theme.js';

export interface WebHeaderOptions {
  brand: Node;
  links?: string[];
  /** Nodes at the right end (buttons). */
  actions?: Node[];
  onDark?: boolean;
  /** Draw without the bottom border (over a hero). */
  transparent?: boolean;
}

/** A site header: logo, navigation links and actions. */
export function webHeader(theme: Theme, options: WebHeaderOptions): Node {
  const { p } = theme;
  return ui(
    'header',
    row(
      {
        height: 68,
        width: '100%',
        paddingLeft: 40,
        paddingRight: 40,
        gap: 36,
        borderBottom: options.transparent ? undefined : `1px solid ${p.border}`,
        flexShrink: 0,
      },
      options.brand,
      row(
        { gap: 28 },
        ...(options.links ?? []).map((link) =>
          text(link, {
            ...font(theme, 'callout'),
            fontWeight: 500,
            color: options.onDark ? alpha('#ffffff', 0.85) : p.textMuted,
          }),
        ),
      ),
      spacer(),
      row({ gap: 12 }, ...(options.actions ?? [])),
    ),
  );
}

export interface SidebarOptions {
  brand: Node;
  items: { label: string; icon: string; count?: number }[];
  active: number;
  /** A second group of items under a heading. */
  secondary?: { heading: string; items: { label: string; color: string }[] };
  footer?: Node;
  /**
   * `rail`: narrowed to icons, each over a short label (give an icon-only brand and footer); `top`: a bar
   * over the page, the items in a row (`frame` puts it above the page). Neither shows the second group.
   */
  style?: NavigationStyle;
}

/** The background of the app's navigation (a sidebar, a rail, a top bar). */
const navBackground = ({ p, ds }: Theme) => (ds.dark ? mix(p.background, '#000000', 0.25) : p.surface);
/** The highlight of the active item of the app's navigation, and its icon's colour. */
const activeFill = ({ p, ds }: Theme) => (ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.9));
const activeInk = ({ p, ds }: Theme) => (ds.dark ? p.text : p.primary);

/** An item of the app's navigation, its icon before its label, highlighted when active; `after` ends the row. */
function navItem(
  theme: Theme,
  item: { label: string; icon: string },
  active: boolean,
  size: { height: number; inset: number; gap: number; icon: number },
  ...after: Child[]
): Node {
  const { p, ds } = theme;
  return row(
    {
      height: size.height,
      paddingLeft: size.inset,
      paddingRight: size.inset,
      gap: size.gap,
      borderRadius: ds.radius.sm,
      backgroundColor: active ? activeFill(theme) : 'transparent',
    },
    icon(item.icon, size.icon, active ? activeInk(theme) : p.textMuted),
    text(item.label, {
      ...font(theme, 'callout'),
      fontWeight: active ? 600 : 500,
      color: active ? p.text : p.textMuted,
    }),
    ...after,
  );
}

/** An app sidebar: brand, navigation with the active item highlighted, an optional second group and a footer. */
export function sidebar(theme: Theme, options: SidebarOptions): Node {
  if (options.style === 'rail') return rail(theme, options);
  if (options.style === 'top') return topNav(theme, options);
  const { p } = theme;
  return tagged(
    ['sidebar'],
    ui(
      'sidebar',
      col(
        {
          width: 248,
          height: '100%',
          paddingTop: 20,
          paddingBottom: 16,
          paddingLeft: 14,
          paddingRight: 14,
          gap: 4,
          backgroundColor: navBackground(theme),
          borderRight: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        row({ paddingLeft: 8, paddingBottom: 18 }, options.brand),
        ...options.items.map((item, i) =>
          navItem(
            theme,
            item,
            i === options.active,
            { height: 36, inset: 10, gap: 10, icon: 18 },
            spacer(),
            item.count !== undefined
              ? text(String(item.count), { ...font(theme, 'caption'), color: p.textMuted })
              : null,
          ),
        ),
        options.secondary
          ? col(
              { gap: 4, paddingTop: 20 },
              text(options.secondary.heading.toUpperCase(), {
                ...font(theme, 'caption'),
                fontWeight: 600,
                letterSpacing: 0.6,
                color: p.textMuted,
                paddingLeft: 10,
                paddingBottom: 4,
              }),
              ...options.secondary.items.map((item) =>
                row(
                  { height: 32, paddingLeft: 10, gap: 10 },
                  h('div', { width: 8, height: 8, borderRadius: 4, backgroundColor: item.color }),
                  text(item.label, { ...font(theme, 'callout'), fontWeight: 500, color: p.textMuted }),
                ),
              ),
            )
          : null,
        spacer(),
        options.footer ?? null,
      ),
    ),
  );
}

/** The sidebar narrowed to a rail, 84 wide: the brand, each item an icon in a pill over its label, the footer. */
function rail(theme: Theme, options: SidebarOptions): Node {
  const { p, ds } = theme;
  return tagged(
    ['sidebar'],
    ui(
      'sidebar',
      col(
        {
          width: 84,
          height: '100%',
          paddingTop: 20,
          paddingBottom: 16,
          alignItems: 'center',
          gap: 14,
          backgroundColor: navBackground(theme),
          borderRight: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        row({ paddingBottom: 12 }, options.brand),
        ...options.items.map((item, i) =>
          col(
            { alignItems: 'center', gap: 4, width: 76 },
            row(
              {
                width: 52,
                height: 32,
                borderRadius: ds.radius.pill === 999 ? 16 : ds.radius.sm,
                justifyContent: 'center',
                backgroundColor: i === options.active ? activeFill(theme) : 'transparent',
              },
              icon(item.icon, 20, i === options.active ? activeInk(theme) : p.textMuted),
            ),
            text(item.label, {
              ...font(theme, 'caption'),
              fontSize: 11,
              fontWeight: i === options.active ? 600 : 500,
              color: i === options.active ? p.text : p.textMuted,
            }),
          ),
        ),
        spacer(),
        options.footer ?? null,
      ),
    ),
  );
}

/** The app's navigation as a bar over the page, 60 high: the brand, the items in a row, the footer at the end. */
function topNav(theme: Theme, options: SidebarOptions): Node {
  const { p } = theme;
  return ui(
    'header',
    row(
      {
        width: '100%',
        height: 60,
        paddingLeft: 24,
        paddingRight: 24,
        gap: 32,
        backgroundColor: navBackground(theme),
        borderBottom: `1px solid ${p.border}`,
        flexShrink: 0,
      },
      options.brand,
      row(
        { gap: 6 },
        ...options.items.map((item, i) =>
          navItem(theme, item, i === options.active, { height: 34, inset: 12, gap: 8, icon: 16 }),
        ),
      ),
      spacer(),
      options.footer ?? null,
    ),
  );
}
