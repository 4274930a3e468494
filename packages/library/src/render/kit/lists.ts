/** Avatars, list rows, lists, cards, stats, progress, page dots and dividers. */
import { avatarArt, photo } from '../art.js';
import { alpha, mix } from '../color.js';
import type { Item, Person } from '../content.js';
import { type Child, col, h, type Node, row, type Style, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import { type KitBase, toneColor } from './base.js';
import type { ControlsKit } from './controls.js';
import type { ImageryKit } from './imagery.js';
import type { Leading, RowOptions, StatOptions } from './types.js';

export function listsKit(b: KitBase, controls: ControlsKit, imagery: ImageryKit) {
  const { theme, p, ds, m, platform, phone, r, linkColor } = b;
  const kit = {
    avatar: (who: Person, size = 40, options: { initials?: boolean } = {}): Node =>
      avatarArt(who.seed, size, options.initials ? { initials: who.initials } : {}),

    avatarGroup: (people: Person[], size = 28): Node =>
      ui(
        'avatar-group',
        row(
          { paddingLeft: size * 0.3 },
          ...people.map((who) =>
            h(
              'div',
              { marginLeft: -size * 0.3, borderRadius: size, border: `2px solid ${p.background}` },
              avatarArt(who.seed, size),
            ),
          ),
        ),
      ),

    listRow: (options: RowOptions): Node => {
      const lead = options.leading ? leading(options.leading) : null;
      return ui(
        'list-item',
        row(
          {
            minHeight: options.subtitle ? m.row : m.row - 14,
            gap: 14,
            paddingTop: 10,
            paddingBottom: 10,
            borderBottom: options.last ? undefined : `1px solid ${p.border}`,
            width: '100%',
          },
          lead,
          col(
            { flexGrow: 1, flexShrink: 1, gap: 2 },
            text(options.title, { ...font(theme, 'body'), fontWeight: 500, color: p.text }),
            options.subtitle
              ? text(options.subtitle, { ...font(theme, 'caption'), fontSize: 13, color: p.textMuted })
              : null,
          ),
          options.value
            ? text(options.value, {
                ...font(theme, 'callout'),
                fontWeight: 600,
                color: options.valueTone ? toneColor(theme, options.valueTone) : p.text,
                flexShrink: 0,
              })
            : null,
          options.toggle !== undefined ? controls.toggle(options.toggle) : null,
          options.chevron ? icon('chevron-right', 18, mix(p.textMuted, p.background, 0.2)) : null,
        ),
      );
    },

    /** A row of a list a layout draws itself: a rule under it unless it is the `last`. */
    ruledRow: (style: Style, last: boolean | undefined, ...children: (Child | Child[])[]): Node =>
      ui(
        'list-item',
        row({ ...style, borderBottom: last ? undefined : `1px solid ${p.border}` }, ...children),
      ),

    /** Items of the app's domain as rows: icon, title, subtitle and value (gains in green), no rule under the last. */
    itemRows: (items: Item[]): Node[] =>
      items.map((item, i) =>
        kit.listRow({
          leading: { icon: item.icon },
          title: item.title,
          subtitle: item.subtitle,
          value: item.value,
          valueTone: item.negative === false ? 'success' : undefined,
          last: i === items.length - 1,
        }),
      ),

    /** Rows in a group: an inset rounded card on iOS, a plain list elsewhere. */
    list: (rows: Node[], options: { inset?: boolean } = {}): Node => {
      const inset = options.inset ?? platform === 'ios';
      return ui(
        'list',
        col(
          inset
            ? {
                backgroundColor: ds.dark ? p.surface : p.surface,
                borderRadius: r.lg,
                paddingLeft: 16,
                paddingRight: 16,
                width: '100%',
              }
            : { width: '100%' },
          ...rows,
        ),
      );
    },

    card: (style: Style, ...children: (Child | Child[])[]): Node =>
      ui(
        'card',
        col(
          {
            backgroundColor: p.surface,
            borderRadius: r.lg,
            padding: ds.space.lg,
            border: ds.dark || p.surface === '#ffffff' ? `1px solid ${p.border}` : undefined,
            ...style,
          },
          ...children,
        ),
      ),

    sectionHeader: (title: string, action?: string): Node =>
      row(
        { justifyContent: 'space-between', width: '100%', paddingTop: 4, paddingBottom: 4 },
        text(title, { ...font(theme, 'headline'), color: p.text }),
        action ? text(action, { ...font(theme, 'callout'), color: linkColor(), fontWeight: 600 }) : null,
      ),

    statCard: (options: StatOptions): Node =>
      ui(
        'stat-card',
        col(
          {
            backgroundColor: p.surface,
            borderRadius: r.lg,
            padding: 16,
            gap: 6,
            flexGrow: 1,
            flexBasis: 0,
            border: ds.dark || p.surface === '#ffffff' ? `1px solid ${p.border}` : undefined,
          },
          row(
            { gap: 6 },
            options.icon ? icon(options.icon, 16, p.textMuted) : null,
            text(options.label, { ...font(theme, 'caption'), fontSize: 13, color: p.textMuted }),
          ),
          text(options.value, { ...font(theme, 'title'), fontSize: phone ? 24 : 28, color: p.text }),
          options.delta
            ? text(options.delta, {
                ...font(theme, 'caption'),
                fontWeight: 600,
                color: options.delta.startsWith('−') || options.delta.startsWith('-') ? p.danger : p.success,
              })
            : null,
        ),
      ),

    progressBar: (value: number, options: { height?: number; color?: string } = {}): Node => {
      const height = options.height ?? 6;
      return ui(
        'progress-bar',
        row(
          {
            width: '100%',
            height,
            borderRadius: height / 2,
            backgroundColor: ds.dark ? p.surfaceAlt : mix(p.border, p.background, 0.3),
          },
          h('div', {
            width: `${Math.round(Math.max(0, Math.min(1, value)) * 100)}%`,
            height,
            borderRadius: height / 2,
            backgroundColor: options.color ?? p.primary,
          }),
        ),
      );
    },

    /** Page dots of a carousel, the current one stretched. */
    pageDots: (count: number, index: number, options: { onDark?: boolean } = {}): Node =>
      ui(
        'progress-indicator',
        row(
          { gap: 6 },
          ...Array.from({ length: count }, (_, i) =>
            h('div', {
              width: i === index ? 22 : 7,
              height: 7,
              borderRadius: 4,
              backgroundColor:
                i === index
                  ? options.onDark
                    ? '#ffffff'
                    : p.primary
                  : options.onDark
                    ? alpha('#ffffff', 0.4)
                    : mix(p.border, p.text, 0.1),
            }),
          ),
        ),
      ),

    /** A divider line, with a word in the middle when given ("or"). */
    divider: (word?: string): Node =>
      row(
        { gap: 12, width: '100%' },
        h('div', { flexGrow: 1, height: 1, backgroundColor: p.border }),
        word ? text(word, { ...font(theme, 'caption'), color: p.textMuted }) : null,
        word ? h('div', { flexGrow: 1, height: 1, backgroundColor: p.border }) : null,
      ),
  };

  function leading(lead: Leading): Node {
    if ('icon' in lead) {
      if (lead.tone === 'plain') return icon(lead.icon, 22, p.textMuted);
      return imagery.iconTile(lead.icon, { size: 40, tone: lead.tone ?? 'primary' });
    }
    if ('avatar' in lead) return avatarArt(lead.avatar.seed, 40);
    if ('photo' in lead) return photo(lead.photo, lead.seed, 48, 48, { palette: p, radius: r.sm });
    return lead.node;
  }
  return kit;
}

export type ListsKit = ReturnType<typeof listsKit>;
