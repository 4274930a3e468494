/** Web chrome: a site header and an app sidebar (no browser window). */
import { alpha, mix } from '../color.js';
import { col, h, type Node, row, spacer, tagged, text, ui } from '../h.js';
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
}

/** An app sidebar: brand, navigation with the active item highlighted, an optional second group and a footer. */
export function sidebar(theme: Theme, options: SidebarOptions): Node {
  const { p, ds } = theme;
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
          backgroundColor: ds.dark ? mix(p.background, '#000000', 0.25) : p.surface,
          borderRight: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        row({ paddingLeft: 8, paddingBottom: 18 }, options.brand),
        ...options.items.map((item, i) =>
          row(
            {
              height: 36,
              paddingLeft: 10,
              paddingRight: 10,
              gap: 10,
              borderRadius: ds.radius.sm,
              backgroundColor:
                i === options.active
                  ? ds.dark
                    ? p.surfaceAlt
                    : mix(p.primary, '#ffffff', 0.9)
                  : 'transparent',
            },
            icon(item.icon, 18, i === options.active ? (ds.dark ? p.text : p.primary) : p.textMuted),
            text(item.label, {
              ...font(theme, 'callout'),
              fontWeight: i === options.active ? 600 : 500,
              color: i === options.active ? p.text : p.textMuted,
            }),
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
