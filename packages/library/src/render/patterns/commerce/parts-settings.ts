/** Settings rows and groups, drawn right for each platform (iOS inset groups, Material lists, web cards). */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';

export interface SettingRow {
  icon: string;
  /** The iOS tile colour (Settings-style colours). */
  color?: string;
  title: string;
  subtitle?: string;
  value?: string;
  toggle?: boolean;
  danger?: boolean;
  chevron?: boolean;
}

/** A row of a settings list, drawn as iOS (tile, value, chevron), Material (icon, supporting text) or web. */
export function settingRow(ctx: ScreenContext, s: SettingRow, options: { last?: boolean } = {}): Node {
  const { p, kit, platform } = ctx;
  const titleColor = s.danger ? p.danger : p.text;
  const trailing = [
    s.value ? text(s.value, { ...font(ctx, 'body'), color: p.textMuted, flexShrink: 0 }) : null,
    s.toggle !== undefined ? kit.toggle(s.toggle) : null,
    (s.chevron ?? s.toggle === undefined) && !s.danger && platform === 'ios'
      ? icon('chevron-right', 18, mix(p.textMuted, p.background, 0.3), 2.2)
      : null,
  ];
  if (platform === 'ios') {
    return ui(
      'list-item',
      row(
        { gap: 14, width: '100%', minHeight: s.subtitle ? 60 : 46 },
        row(
          {
            width: 30,
            height: 30,
            borderRadius: 7,
            justifyContent: 'center',
            backgroundColor: s.danger ? p.danger : (s.color ?? p.primary),
            flexShrink: 0,
          },
          icon(s.icon, 18, '#ffffff', 2.2),
        ),
        row(
          {
            flexGrow: 1,
            flexShrink: 1,
            alignSelf: 'stretch',
            gap: 8,
            borderBottom: options.last ? undefined : `0.5px solid ${p.border}`,
            paddingRight: 2,
          },
          col(
            { flexGrow: 1, flexShrink: 1, gap: 1, paddingTop: 8, paddingBottom: 8 },
            text(s.title, { ...font(ctx, 'body'), fontSize: 16, color: titleColor }),
            s.subtitle ? kit.caption(s.subtitle, { fontSize: 13 }) : null,
          ),
          ...trailing,
        ),
      ),
    );
  }
  if (platform === 'android') {
    return ui(
      'list-item',
      row(
        { gap: 20, width: '100%', minHeight: s.subtitle ? 72 : 56, paddingLeft: 4, paddingRight: 4 },
        icon(s.icon, 24, s.danger ? p.danger : p.textMuted),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          text(s.title, { ...font(ctx, 'body'), fontSize: 16, color: titleColor }),
          s.subtitle || s.value
            ? text(s.subtitle ?? s.value ?? '', {
                ...font(ctx, 'callout'),
                fontWeight: 400,
                color: p.textMuted,
              })
            : null,
        ),
        s.toggle !== undefined ? kit.toggle(s.toggle) : null,
      ),
    );
  }
  return kit.ruledRow(
    { gap: 16, width: '100%', paddingTop: 16, paddingBottom: 16 },
    options.last,
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      text(s.title, { ...font(ctx, 'callout'), fontWeight: 600, color: titleColor }),
      s.subtitle ? text(s.subtitle, { ...font(ctx, 'callout'), fontWeight: 400, color: p.textMuted }) : null,
    ),
    s.value ? text(s.value, { ...font(ctx, 'callout'), color: p.textMuted, flexShrink: 0 }) : null,
    s.toggle !== undefined ? kit.toggle(s.toggle) : null,
    s.chevron ? icon('chevron-right', 16, p.textMuted) : null,
  );
}

/** The title over an iOS grouped section: capitals, small and muted. */
export function groupCaption(ctx: ScreenContext, title: string): Node {
  return text(title.toUpperCase(), {
    ...font(ctx, 'caption'),
    fontSize: 13,
    color: ctx.p.textMuted,
    paddingLeft: 16,
  });
}

/** A titled group of settings rows: inset grouped on iOS, a Material list section on Android, a card on the web. */
export function settingsGroup(
  ctx: ScreenContext,
  title: string | null,
  rows: SettingRow[],
  options: { footer?: string } = {},
): Node {
  const { p, ds, platform, kit } = ctx;
  const drawn = rows.map((s, i) => settingRow(ctx, s, { last: i === rows.length - 1 }));
  if (platform === 'ios') {
    return col(
      { gap: 7, width: '100%' },
      title ? groupCaption(ctx, title) : null,
      ui(
        'list',
        col(
          {
            backgroundColor: ds.dark ? p.surface : '#ffffff',
            borderRadius: Math.max(10, Math.min(ds.radius.lg, 14)),
            paddingLeft: 14,
            width: '100%',
          },
          ...drawn,
        ),
      ),
      options.footer
        ? text(options.footer, {
            ...font(ctx, 'caption'),
            fontSize: 13,
            color: p.textMuted,
            paddingLeft: 16,
            paddingRight: 16,
          })
        : null,
    );
  }
  if (platform === 'android') {
    return col(
      { width: '100%' },
      title
        ? text(title, {
            ...font(ctx, 'label'),
            fontSize: 14,
            fontWeight: 600,
            color: ds.dark ? mix(p.primary, '#ffffff', 0.3) : p.primary,
            paddingLeft: 4,
            paddingTop: 12,
            paddingBottom: 4,
          })
        : null,
      ui('list', col({ width: '100%' }, ...drawn)),
      options.footer ? kit.caption(options.footer, { paddingLeft: 48 }) : null,
    );
  }
  return kit.card(
    {
      width: '100%',
      paddingTop: 20,
      paddingBottom: 4,
      gap: 0,
      backgroundColor: ds.dark ? p.surface : '#ffffff',
    },
    title ? kit.headline(title, { paddingBottom: 4 }) : null,
    options.footer ? kit.muted(options.footer, { fontSize: 14, paddingBottom: 4 }) : null,
    ui('list', col({ width: '100%' }, ...drawn)),
  );
}

/** iOS Settings tile colours. */
export const TILE = {
  blue: '#0a84ff',
  red: '#ff3b30',
  orange: '#ff9500',
  green: '#34c759',
  gray: '#8e8e93',
  purple: '#af52de',
  indigo: '#5856d6',
  teal: '#30b0c7',
  pink: '#ff2d55',
} as const;
