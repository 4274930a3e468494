/** Navigation bars (iOS large titles, Material 3 top app bar) and tab bars (iOS, Material navigation bar). */
import { alpha, mix } from '../color.js';
import type { NavigationStyle } from '../content.js';
import { col, lift, type Node, row, type Style, spacer, tagged, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font, type Theme } from '../theme.js';

export interface NavBarOptions {
  title?: string;
  /** iOS large title under the bar (default on iOS when a title is given and there is no back button). */
  large?: boolean;
  back?: boolean;
  /** The back button's label on iOS (default: an arrow only). */
  backLabel?: string;
  /** Icon names on the right. */
  actions?: string[];
  /** Text action on the right (e.g. "Skip", "Done"). */
  actionLabel?: string;
  onDark?: boolean;
}

/** iOS navigation bar (with large title) or Material 3 top app bar. */
export function navBar(theme: Theme, options: NavBarOptions): Node {
  const { p, platform } = theme;
  const color = options.onDark ? '#ffffff' : p.text;
  const accent = options.onDark
    ? '#ffffff'
    : p.primary === '#111111' || p.primary === '#f4f4f5'
      ? p.text
      : p.primary;
  const actions = (options.actions ?? []).map((name) => icon(name, 22, color));
  const actionLabel = options.actionLabel
    ? text(options.actionLabel, {
        ...font(theme, 'body'),
        fontWeight: 600,
        color: platform === 'android' ? color : accent,
      })
    : null;
  // The title written large under the bar (a large title on iOS, a medium top app bar on Android).
  const largeTitle = (style: Style) =>
    options.title ? text(options.title, { ...font(theme, 'title'), color, ...style }) : null;
  if (platform === 'android') {
    const large = options.large ?? false;
    return ui(
      'navigation-bar',
      col(
        { width: '100%', paddingLeft: 4, paddingRight: 12, flexShrink: 0 },
        row(
          { height: 64, gap: 4, width: '100%' },
          options.back
            ? row({ width: 48, height: 48, justifyContent: 'center' }, icon('arrow-left', 24, color))
            : spacer(12),
          !large && options.title
            ? text(options.title, {
                ...font(theme, 'headline'),
                fontSize: 22,
                fontWeight: 400,
                color,
                flexShrink: 1,
              })
            : null,
          spacer(),
          row({ gap: 20, paddingRight: 8 }, ...actions, actionLabel),
        ),
        large ? largeTitle({ fontSize: 28, paddingLeft: 12, paddingBottom: 12 }) : null,
      ),
    );
  }
  const large = options.large ?? (!options.back && options.title !== undefined);
  return ui(
    'navigation-bar',
    col(
      { width: '100%', paddingLeft: 16, paddingRight: 16, flexShrink: 0 },
      row(
        { height: 44, width: '100%' },
        row(
          { width: 90, gap: 2 },
          options.back ? icon('chevron-left', 28, accent, 2.2, { marginLeft: -8 }) : null,
          options.back && options.backLabel
            ? text(options.backLabel, { ...font(theme, 'body'), fontSize: 17, color: accent })
            : null,
        ),
        row(
          { flexGrow: 1, justifyContent: 'center' },
          !large && options.title
            ? text(options.title, { ...font(theme, 'headline'), fontSize: 17, color })
            : null,
        ),
        row({ width: 90, justifyContent: 'flex-end', gap: 18 }, ...actions, actionLabel),
      ),
      large ? largeTitle({ fontSize: 34, paddingTop: 4, paddingBottom: 8 }) : null,
    ),
  );
}

/**
 * iOS tab bar or Material navigation bar (the active item in a pill). A `floating` iOS tab bar is a
 * capsule held over the page, the active item in a tinted pill of its own.
 */
export function tabBar(
  theme: Theme,
  items: { label: string; icon: string }[],
  active: number,
  style: NavigationStyle = 'docked',
): Node {
  const { p, ds, platform } = theme;
  if (platform === 'android') {
    return tagged(
      ['tab-bar'],
      ui(
        'bottom-navigation',
        row(
          {
            height: 80,
            width: '100%',
            backgroundColor: ds.dark ? p.surface : mix(p.background, p.primary, 0.06),
            paddingTop: 12,
            alignItems: 'flex-start',
            flexShrink: 0,
          },
          ...items.map((item, i) =>
            col(
              { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 4 },
              row(
                {
                  width: 64,
                  height: 32,
                  borderRadius: 16,
                  justifyContent: 'center',
                  backgroundColor: i === active ? mix(p.primary, p.background, 0.78) : 'transparent',
                },
                icon(
                  item.icon,
                  22,
                  i === active ? mix(p.primary, ds.dark ? '#ffffff' : '#000000', 0.45) : p.textMuted,
                ),
              ),
              text(item.label, {
                ...font(theme, 'caption'),
                fontWeight: i === active ? 600 : 500,
                color: i === active ? p.text : p.textMuted,
              }),
            ),
          ),
        ),
      ),
    );
  }
  const accent = p.primary === '#111111' || p.primary === '#f4f4f5' ? p.text : p.primary;
  if (style === 'floating') return floatingTabBar(theme, items, active, accent);
  return tagged(
    ['tab-bar'],
    ui(
      'tab-bar',
      row(
        {
          height: 56,
          width: '100%',
          paddingTop: 6,
          alignItems: 'flex-start',
          borderTop: `0.5px solid ${p.border}`,
          backgroundColor: ds.dark ? alpha(p.surface, 0.96) : alpha('#fafafa', 0.96),
          flexShrink: 0,
        },
        ...items.map((item, i) =>
          col(
            { flexGrow: 1, flexBasis: 0, alignItems: 'center', gap: 3 },
            icon(
              item.icon,
              25,
              i === active ? accent : mix(p.textMuted, p.background, 0.1),
              i === active ? 2.2 : 1.8,
            ),
            text(item.label, {
              fontFamily: ds.fonts.body,
              fontSize: 10,
              fontWeight: 500,
              color: i === active ? accent : p.textMuted,
            }),
          ),
        ),
      ),
    ),
  );
}

/** The iOS tab bar as a capsule over the page: 62 high, inset from the edges, the active item in a pill. */
function floatingTabBar(
  theme: Theme,
  items: { label: string; icon: string }[],
  active: number,
  accent: string,
): Node {
  const { p, ds } = theme;
  const capsule = row(
    {
      width: theme.size.width - 32,
      height: 62,
      paddingLeft: 6,
      paddingRight: 6,
      borderRadius: 31,
      border: `0.5px solid ${p.border}`,
      backgroundColor: ds.dark ? mix(p.surface, '#ffffff', 0.04) : '#ffffff',
    },
    ...items.map((item, i) =>
      col(
        {
          flexGrow: 1,
          flexBasis: 0,
          height: 50,
          borderRadius: 25,
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          backgroundColor: i === active ? mix(accent, ds.dark ? p.surface : '#ffffff', 0.86) : 'transparent',
        },
        icon(item.icon, 22, i === active ? accent : p.textMuted, i === active ? 2.2 : 1.8),
        text(item.label, {
          fontFamily: ds.fonts.body,
          fontSize: 10,
          fontWeight: i === active ? 600 : 500,
          color: i === active ? accent : p.textMuted,
        }),
      ),
    ),
  );
  return tagged(
    ['tab-bar'],
    ui(
      'tab-bar',
      row({ width: '100%', justifyContent: 'center', paddingTop: 8, flexShrink: 0 }, lift(capsule, 31)),
    ),
  );
}
