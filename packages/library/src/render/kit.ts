/**
 * The primitives every layout needs, styled by the app's design system and right for the platform (iOS,
 * Material, web). Each returns a node marked with its UI element kind, so the screen reports its box.
 * Build them through `createKit(theme, currency)`; layouts get one as `ctx.kit`.
 */
import { avatarArt, type IllustrationKind, illustration, type PhotoKind, photo } from './art.js';
import { alpha, inkOn, mix } from './color.js';
import { formatMoney, type Item, type Person, type Plan, type PriceTable } from './content.js';
import { type Child, col, h, lift, type Node, row, type Style, spacer, tagged, text, ui } from './h.js';
import { type BrandMark, brandMark, icon } from './icons.js';
import { font, type Theme, type TypeRole } from './theme.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface ButtonOptions {
  variant?: ButtonVariant;
  /** A lucide icon before the label. */
  icon?: string;
  /** A lucide icon after the label. */
  iconRight?: string;
  /** Stretch to the parent's width (default: true on phones, false on web). */
  full?: boolean;
  size?: 'md' | 'sm';
}

export interface FieldOptions {
  label: string;
  /** What the user typed; when absent the placeholder shows. */
  value?: string;
  placeholder?: string;
  /** A lucide icon inside the field, before the text. */
  icon?: string;
  /** A hint under the field. */
  helper?: string;
  /** An error under the field (draws the field in the danger colour). */
  error?: string;
  /** Draw the field focused (primary border, caret after the value). */
  focused?: boolean;
  /** A small link on the right of the label, e.g. "Forgot password?". */
  labelAction?: string;
}

export type Leading =
  | { icon: string; tone?: Tone | 'plain' }
  | { avatar: Person }
  | { photo: PhotoKind; seed: number }
  | { node: Node };

export interface RowOptions {
  leading?: Leading;
  title: string;
  subtitle?: string;
  /** A value on the right (an amount, a date). */
  value?: string;
  valueTone?: Tone;
  chevron?: boolean;
  /** A toggle on the right instead of a value. */
  toggle?: boolean;
  /** Hide the separator under the row. */
  last?: boolean;
}

export interface StatOptions {
  label: string;
  value: string;
  /** A change such as "+12%" (green when it starts with +, red with −). */
  delta?: string;
  icon?: string;
}

export interface TabsOptions {
  /** The tabs share the strip's width equally (fixed tabs); otherwise each is as wide as its label, `gap` apart. */
  stretch?: boolean;
  /** Space between tabs that do not stretch (default 24). */
  gap?: number;
  /** A count badge after each label (null or 0: none). */
  counts?: (number | null)[];
  /**
   * The bar under the active tab: its height (2.5), colour (the primary) and width (the tab's; a number
   * draws a shorter bar, centred under the label).
   */
  indicator?: { height?: number; color?: string; width?: number };
  /** The strip's style over the defaults (full width, a hairline under it). */
  style?: Style;
}

export type Kit = ReturnType<typeof createKit>;

const toneColor = (theme: Theme, tone: Tone): string => {
  const p = theme.p;
  switch (tone) {
    case 'primary':
      return p.primary;
    case 'success':
      return p.success;
    case 'warning':
      return p.warning;
    case 'danger':
      return p.danger;
    case 'neutral':
      return p.textMuted;
  }
};

/** The primitives for one screen's theme, writing money in the app's currency. */
export function createKit(theme: Theme, currency: PriceTable['symbol']) {
  const { p, ds, m, platform } = theme;
  const phone = platform !== 'web';
  const android = platform === 'android';
  const r = ds.radius;
  /** Button and field corner: Material buttons are pills unless the brand is sharp. */
  const buttonRadius = android && r.style !== 'sharp' ? 999 : platform === 'web' ? r.sm : r.md;
  const fieldRadius = android ? Math.min(r.sm, 8) : platform === 'web' ? r.sm : r.md;
  const fieldFill = ds.dark ? p.surface : platform === 'ios' ? p.surface : p.background;

  const t = (role: TypeRole, value: string, style: Style = {}): Node =>
    text(value, { ...font(theme, role), color: p.text, ...style });

  const kit = {
    theme,

    // ------------------------------------------------------------------------------------ typography
    /** A display headline (welcome screens, heroes). */
    display: (value: string, style: Style = {}) => t('display', value, style),
    /** A screen title. */
    title: (value: string, style: Style = {}) => t('title', value, style),
    /** A section or card heading. */
    headline: (value: string, style: Style = {}) => t('headline', value, style),
    body: (value: string, style: Style = {}) => t('body', value, style),
    /** Body text in the muted colour. */
    muted: (value: string, style: Style = {}) => t('body', value, { color: p.textMuted, ...style }),
    caption: (value: string, style: Style = {}) => t('caption', value, { color: p.textMuted, ...style }),
    label: (value: string, style: Style = {}) => t('label', value, style),
    /** Text in the primary colour, as a link reads. */
    link: (value: string, style: Style = {}) =>
      t('callout', value, { color: linkColor(), fontWeight: 600, ...style }),
    /** A muted sentence followed by a link ("Don't have an account? Sign up"). */
    prompt: (question: string, action: string, style: Style = {}) =>
      row(
        { justifyContent: 'center', gap: 4, ...style },
        t('callout', question, { color: p.textMuted, fontWeight: 400 }),
        t('callout', action, { color: linkColor(), fontWeight: 600 }),
      ),
    /** An amount in the app's currency: "$12", "$12.50", "−£62.18", "$1,204.50" (see `formatMoney`). */
    money: (amount: number): string => formatMoney(currency, amount),

    // ------------------------------------------------------------------------------------ buttons
    button: (label: string, options: ButtonOptions = {}): Node => {
      const variant = options.variant ?? 'primary';
      const small = options.size === 'sm';
      const full = options.full ?? phone;
      const height = small ? m.controlSmall : m.control;
      const colors: Record<ButtonVariant, { bg: string; fg: string; border?: string }> = {
        primary: { bg: p.primary, fg: p.onPrimary },
        secondary: android
          ? { bg: 'transparent', fg: linkColor(), border: p.border }
          : {
              bg: ds.dark ? p.surfaceAlt : mix(p.primary, p.background, 0.9),
              fg: ds.dark ? p.text : linkColor(),
            },
        ghost: { bg: 'transparent', fg: linkColor() },
        destructive: { bg: p.danger, fg: inkOn(p.danger) },
      };
      const c = colors[variant];
      const iconSize = small ? 16 : 18;
      return ui(
        'button',
        row(
          {
            height,
            paddingLeft: small ? 14 : 20,
            paddingRight: small ? 14 : 20,
            justifyContent: 'center',
            gap: 8,
            borderRadius: buttonRadius,
            backgroundColor: c.bg,
            border: c.border ? `1px solid ${c.border}` : undefined,
            width: full ? '100%' : undefined,
            flexShrink: 0,
            boxShadow:
              variant === 'primary' && platform === 'web' ? `0 1px 2px ${alpha('#000000', 0.12)}` : undefined,
          },
          options.icon ? icon(options.icon, iconSize, c.fg) : null,
          text(label, {
            ...font(theme, 'callout'),
            fontSize: small ? 13 : m.controlFont,
            fontWeight: 600,
            color: c.fg,
            letterSpacing: android ? 0.1 : 0,
          }),
          options.iconRight ? icon(options.iconRight, iconSize, c.fg) : null,
        ),
      );
    },

    /** A round or square button with only an icon. */
    iconButton: (
      name: string,
      options: { variant?: 'plain' | 'tonal' | 'outline'; size?: number; color?: string } = {},
    ): Node => {
      const size = options.size ?? (phone ? 40 : 36);
      const variant = options.variant ?? 'plain';
      return ui(
        'icon-button',
        row(
          {
            width: size,
            height: size,
            justifyContent: 'center',
            borderRadius: platform === 'web' ? r.sm : size / 2,
            backgroundColor: variant === 'tonal' ? (ds.dark ? p.surfaceAlt : p.surface) : 'transparent',
            border: variant === 'outline' ? `1px solid ${p.border}` : undefined,
            flexShrink: 0,
          },
          icon(name, Math.round(size * 0.55), options.color ?? p.text),
        ),
      );
    },

    /** A floating action button (Material's squircle, or a round button elsewhere). */
    fab: (name: string, label?: string): Node =>
      ui(
        'floating-action-button',
        row(
          {
            height: 56,
            minWidth: 56,
            paddingLeft: label ? 18 : 0,
            paddingRight: label ? 20 : 0,
            gap: 10,
            justifyContent: 'center',
            borderRadius: android ? 16 : 28,
            backgroundColor: android ? mix(p.primary, p.background, 0.75) : p.primary,
            boxShadow: `0 6px 16px ${alpha('#000000', 0.18)}`,
          },
          icon(name, 24, android ? mix(p.primary, '#000000', 0.45) : p.onPrimary),
          label
            ? text(label, {
                ...font(theme, 'callout'),
                fontWeight: 600,
                color: android ? mix(p.primary, '#000000', 0.45) : p.onPrimary,
              })
            : null,
        ),
      ),

    // ------------------------------------------------------------------------------------ fields
    /** A text field with its label above and the value (or placeholder) inside. */
    textField: (options: FieldOptions): Node => ui('text-field', field(options, false)),

    /** A password field: dots for the value and a show/hide eye. */
    passwordField: (options: Omit<FieldOptions, 'icon'> & { icon?: string }): Node =>
      ui('password-field', field({ ...options, icon: options.icon }, true)),

    searchBar: (placeholder: string, options: { value?: string } = {}): Node =>
      ui(
        'search-bar',
        row(
          {
            height: phone ? 44 : 38,
            paddingLeft: 12,
            paddingRight: 12,
            gap: 8,
            borderRadius: platform === 'ios' ? 12 : android ? 999 : r.sm,
            backgroundColor: ds.dark
              ? p.surfaceAlt
              : platform === 'web'
                ? p.background
                : mix(p.surface, p.text, 0.04),
            border: platform === 'web' ? `1px solid ${p.border}` : undefined,
            width: '100%',
          },
          icon('search', 18, p.textMuted),
          text(options.value ?? placeholder, {
            ...font(theme, 'body'),
            fontSize: m.controlFont,
            color: options.value ? p.text : p.textMuted,
          }),
        ),
      ),

    checkbox: (checked: boolean, label?: string): Node =>
      ui(
        'checkbox',
        row(
          { gap: 10 },
          row(
            {
              width: 20,
              height: 20,
              borderRadius: Math.min(r.sm, 6),
              justifyContent: 'center',
              backgroundColor: checked ? p.primary : 'transparent',
              border: checked ? `1.5px solid ${p.primary}` : `1.5px solid ${mix(p.border, p.text, 0.25)}`,
            },
            checked ? icon('check', 14, p.onPrimary, 3) : null,
          ),
          label
            ? text(label, { ...font(theme, 'callout'), fontWeight: 400, color: p.text, flexShrink: 1 })
            : null,
        ),
      ),

    radio: (selected: boolean, label?: string): Node =>
      ui(
        'radio-button',
        row(
          { gap: 10 },
          row(
            {
              width: 20,
              height: 20,
              borderRadius: 10,
              justifyContent: 'center',
              border: `2px solid ${selected ? p.primary : mix(p.border, p.text, 0.25)}`,
            },
            selected
              ? h('div', { width: 10, height: 10, borderRadius: 5, backgroundColor: p.primary })
              : null,
          ),
          label ? text(label, { ...font(theme, 'callout'), fontWeight: 400, color: p.text }) : null,
        ),
      ),

    toggle: (on: boolean): Node => {
      const w = android ? 52 : platform === 'web' ? 36 : 51;
      const hgt = android ? 32 : platform === 'web' ? 20 : 31;
      const knob = on ? hgt - 4 : android ? hgt - 14 : hgt - 4;
      return ui(
        'toggle',
        row(
          {
            width: w,
            height: hgt,
            borderRadius: hgt / 2,
            padding: (hgt - knob) / 2,
            justifyContent: on ? 'flex-end' : 'flex-start',
            backgroundColor: on
              ? platform === 'ios' && !ds.dark
                ? p.success
                : p.primary
              : android
                ? p.surfaceAlt
                : mix(p.border, p.text, 0.08),
            border: android && !on ? `2px solid ${mix(p.border, p.text, 0.3)}` : undefined,
            flexShrink: 0,
          },
          h('div', {
            width: knob,
            height: knob,
            borderRadius: knob / 2,
            backgroundColor: on
              ? android
                ? p.onPrimary
                : '#ffffff'
              : android
                ? mix(p.border, p.text, 0.35)
                : '#ffffff',
            boxShadow: platform === 'ios' ? `0 2px 4px ${alpha('#000000', 0.2)}` : undefined,
          }),
        ),
      );
    },

    segmented: (options: string[], selected: number): Node =>
      ui(
        'segmented-control',
        row(
          {
            height: phone ? 36 : 34,
            padding: 3,
            borderRadius: android ? 999 : r.sm + 2,
            backgroundColor: ds.dark ? p.surfaceAlt : mix(p.surface, p.text, 0.05),
            width: '100%',
          },
          ...options.map((option, i) =>
            row(
              {
                flexGrow: 1,
                flexBasis: 0,
                height: '100%',
                justifyContent: 'center',
                borderRadius: android ? 999 : r.sm,
                backgroundColor: i === selected ? (ds.dark ? p.surface : '#ffffff') : 'transparent',
                boxShadow: i === selected ? `0 1px 3px ${alpha('#000000', 0.12)}` : undefined,
              },
              text(option, {
                ...font(theme, 'label'),
                fontWeight: i === selected ? 600 : 500,
                color: i === selected ? p.text : p.textMuted,
              }),
            ),
          ),
        ),
      ),

    /** A strip of tabs with a bar under the active one, optionally with count badges. */
    tabs: (labels: string[], active: number, options: TabsOptions = {}): Node => {
      const { stretch = false, counts, indicator = {} } = options;
      return ui(
        'tabs',
        row(
          {
            width: '100%',
            gap: stretch ? 0 : (options.gap ?? 24),
            borderBottom: `1px solid ${p.border}`,
            alignItems: 'flex-end',
            flexShrink: 0,
            ...options.style,
          },
          ...labels.map((label, i) =>
            col(
              {
                gap: 10,
                paddingTop: 4,
                alignItems: 'center',
                flexGrow: stretch ? 1 : 0,
                flexBasis: stretch ? 0 : undefined,
              },
              row(
                { gap: 6 },
                text(label, {
                  ...font(theme, 'callout'),
                  fontWeight: i === active ? 600 : 500,
                  color: i === active ? p.text : p.textMuted,
                }),
                counts?.[i] ? kit.badge(String(counts[i]), i === active ? 'primary' : 'neutral') : null,
              ),
              h('div', {
                height: indicator.height ?? 2.5,
                width: indicator.width ?? '100%',
                borderRadius: 2,
                backgroundColor: i === active ? (indicator.color ?? p.primary) : 'transparent',
              }),
            ),
          ),
        ),
      );
    },

    chip: (label: string, options: { selected?: boolean; icon?: string } = {}): Node =>
      ui(
        'chip',
        row(
          {
            height: 34,
            paddingLeft: options.icon ? 10 : 14,
            paddingRight: 14,
            gap: 6,
            borderRadius: android ? 8 : r.pill === 999 ? 17 : r.sm,
            backgroundColor: options.selected
              ? android
                ? mix(p.primary, p.background, 0.8)
                : p.text
              : 'transparent',
            border: `1px solid ${options.selected ? (android ? 'transparent' : p.text) : p.border}`,
            flexShrink: 0,
          },
          options.icon
            ? icon(options.icon, 16, options.selected ? (android ? p.text : p.background) : p.textMuted)
            : options.selected && android
              ? icon('check', 16, p.text)
              : null,
          text(label, {
            ...font(theme, 'label'),
            color: options.selected ? (android ? p.text : p.background) : p.text,
          }),
        ),
      ),

    badge: (value: string, tone: Tone = 'primary'): Node => {
      const c = toneColor(theme, tone);
      return ui(
        'badge',
        row(
          {
            height: 22,
            paddingLeft: 8,
            paddingRight: 8,
            borderRadius: r.style === 'sharp' ? 4 : 11,
            backgroundColor: alpha(c, ds.dark ? 0.22 : 0.12),
            flexShrink: 0,
          },
          text(value, {
            ...font(theme, 'caption'),
            fontWeight: 600,
            color: ds.dark ? mix(c, '#ffffff', 0.3) : mix(c, '#000000', 0.15),
          }),
        ),
      );
    },

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

    // ------------------------------------------------------------------------------------ lists & cards
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
          options.toggle !== undefined ? kit.toggle(options.toggle) : null,
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

    // ------------------------------------------------------------------------------------ entry
    /** "Continue with Apple / Google…" buttons, stacked or in a row of icon buttons. */
    socialButtons: (
      providers: BrandMark[],
      options: { layout?: 'stack' | 'row'; verb?: string } = {},
    ): Node => {
      const layout = options.layout ?? 'stack';
      const verb = options.verb ?? 'Continue with';
      const names: Record<BrandMark, string> = {
        apple: 'Apple',
        google: 'Google',
        facebook: 'Facebook',
        github: 'GitHub',
        x: 'X',
      };
      const button = (mark: BrandMark) => {
        const solid = mark === 'apple' && platform === 'ios';
        const bg = solid ? (ds.dark ? '#ffffff' : '#000000') : ds.dark ? p.surface : p.background;
        const fg = solid ? (ds.dark ? '#000000' : '#ffffff') : p.text;
        return ui(
          'button',
          row(
            {
              height: layout === 'row' ? m.control - 4 : m.control,
              flexGrow: layout === 'row' ? 1 : undefined,
              flexBasis: layout === 'row' ? 0 : undefined,
              width: layout === 'stack' ? '100%' : undefined,
              justifyContent: 'center',
              gap: 10,
              borderRadius: buttonRadius,
              backgroundColor: bg,
              border: solid ? undefined : `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.08)}`,
            },
            brandMark(mark, 20, fg),
            layout === 'stack'
              ? text(`${verb} ${names[mark]}`, {
                  ...font(theme, 'callout'),
                  fontSize: m.controlFont,
                  fontWeight: 600,
                  color: fg,
                })
              : null,
          ),
        );
      };
      return tagged(
        ['social-login'],
        ui(
          'social-login',
          layout === 'stack'
            ? col({ gap: 12, width: '100%' }, ...providers.map(button))
            : row({ gap: 12, width: '100%' }, ...providers.map(button)),
        ),
      );
    },

    /** A one-time code input: `length` boxes, the first `filled.length` holding digits. */
    codeInput: (length: number, filled: string): Node => {
      const box = phone ? (length > 4 ? 48 : 60) : 52;
      return ui(
        'code-input',
        row(
          { gap: phone && length > 4 ? 8 : 12, justifyContent: 'center', width: '100%' },
          ...Array.from({ length }, (_, i) => {
            const digit = filled[i];
            const current = i === filled.length;
            return row(
              {
                width: box,
                height: box + 8,
                justifyContent: 'center',
                borderRadius: Math.min(r.md, 14),
                backgroundColor: fieldFill,
                border: `${current ? 2 : 1}px solid ${current ? p.primary : p.border}`,
              },
              digit
                ? text(digit, {
                    ...font(theme, 'title'),
                    fontFamily: ds.fonts.body,
                    fontWeight: 600,
                    fontSize: 24,
                    color: p.text,
                  })
                : null,
              current ? h('div', { width: 2, height: 24, backgroundColor: p.primary }) : null,
            );
          }),
        ),
      );
    },

    /** A pricing card for one plan of the app's price table. */
    pricingCard: (
      plan: Plan,
      prices: PriceTable,
      period: 'monthly' | 'yearly',
      options: { cta?: string } = {},
    ): Node => {
      const amount = period === 'monthly' ? plan.monthly : plan.yearly;
      const highlighted = plan.highlighted;
      return ui(
        'pricing-card',
        col(
          {
            flexGrow: 1,
            flexBasis: 0,
            gap: 14,
            padding: 20,
            borderRadius: r.lg,
            backgroundColor: p.surface,
            border: `${highlighted ? 2 : 1}px solid ${highlighted ? p.primary : p.border}`,
          },
          row(
            { justifyContent: 'space-between' },
            text(plan.name, { ...font(theme, 'headline'), color: p.text }),
            highlighted ? kit.badge('Popular', 'primary') : null,
          ),
          row(
            { alignItems: 'flex-end', gap: 4 },
            text(amount === 0 ? 'Free' : formatMoney(prices.symbol, amount), {
              ...font(theme, 'title'),
              color: p.text,
            }),
            amount === 0
              ? null
              : text(period === 'monthly' ? '/ month' : '/ year', {
                  ...font(theme, 'caption'),
                  color: p.textMuted,
                  paddingBottom: 4,
                }),
          ),
          col(
            { gap: 8 },
            ...plan.features.map((feature) =>
              row(
                { gap: 8 },
                icon('check', 16, p.success, 2.5),
                text(feature, { ...font(theme, 'callout'), fontWeight: 400, color: p.text }),
              ),
            ),
          ),
          kit.button(options.cta ?? (amount === 0 ? 'Get started' : `Choose ${plan.name}`), {
            variant: highlighted ? 'primary' : 'secondary',
            full: true,
          }),
        ),
      );
    },

    // ------------------------------------------------------------------------------------ overlays
    toast: (message: string, options: { icon?: string; tone?: Tone } = {}): Node =>
      lift(
        ui(
          'toast',
          row(
            {
              gap: 10,
              paddingLeft: 16,
              paddingRight: 16,
              height: 48,
              borderRadius: android ? 8 : r.md,
              backgroundColor: ds.dark ? p.surfaceAlt : '#1c1c21',
            },
            icon(
              options.icon ?? 'circle-check',
              18,
              options.tone ? toneColor(theme, options.tone) : p.success,
            ),
            text(message, { ...font(theme, 'callout'), color: '#ffffff' }),
          ),
        ),
        android ? 8 : r.md,
        { depth: 2 },
      ),

    /** A bottom sheet's panel (give it to the frame's `overlay`). */
    sheet: (...children: (Child | Child[])[]): Node =>
      tagged(
        ['bottom-sheet'],
        ui(
          'bottom-sheet',
          col(
            {
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              backgroundColor: ds.dark ? p.surface : p.background,
              borderTopLeftRadius: android ? 28 : r.xl,
              borderTopRightRadius: android ? 28 : r.xl,
              paddingLeft: m.margin,
              paddingRight: m.margin,
              paddingTop: 10,
              paddingBottom: platform === 'ios' ? 40 : 28,
              gap: 16,
            },
            row(
              { justifyContent: 'center', width: '100%' },
              h('div', {
                width: 36,
                height: 5,
                borderRadius: 3,
                backgroundColor: mix(p.border, p.text, 0.15),
              }),
            ),
            ...children,
          ),
        ),
      ),

    /** A centred dialog (give it to the frame's `overlay`). */
    modal: (...children: (Child | Child[])[]): Node =>
      tagged(
        ['modal'],
        ui(
          'modal',
          col(
            {
              width: phone ? theme.size.width - 48 : 440,
              backgroundColor: ds.dark ? p.surface : p.background,
              borderRadius: android ? 28 : r.xl,
              padding: 24,
              gap: 14,
            },
            ...children,
          ),
        ),
      ),

    // ------------------------------------------------------------------------------------ imagery
    /** The app's logo: its icon, optionally with the name beside it. */
    logo: (glyph: string, name: string | null, size = 40): Node =>
      row(
        { gap: 10 },
        roundedIcon(glyph, size),
        name
          ? text(name, {
              ...font(theme, 'headline'),
              fontFamily: ds.fonts.heading,
              fontWeight: ds.fonts.heading === 'DM Serif Display' ? 400 : 700,
              fontSize: Math.round(size * 0.5),
              color: p.text,
            })
          : null,
      ),

    /** An icon on a soft tinted square: feature lists, settings rows. */
    iconTile: (name: string, options: { size?: number; tone?: Tone } = {}): Node => {
      const size = options.size ?? 40;
      const c = toneColor(theme, options.tone ?? 'primary');
      return row(
        {
          width: size,
          height: size,
          borderRadius: Math.min(r.md, size / 2),
          justifyContent: 'center',
          backgroundColor: alpha(c, ds.dark ? 0.2 : 0.1),
          flexShrink: 0,
        },
        icon(name, Math.round(size * 0.5), ds.dark ? mix(c, '#ffffff', 0.25) : c),
      );
    },

    illustration: (kind: IllustrationKind, seed: number, width: number, height: number): Node =>
      illustration(kind, p, seed, width, height),

    photo: (kind: PhotoKind, seed: number, width: number, height: number, style: Style = {}): Node =>
      photo(kind, seed, width, height, {
        palette: p,
        radius: typeof style.borderRadius === 'number' ? style.borderRadius : 0,
        style,
      }),

    spacer,
  };

  function linkColor(): string {
    // A black brand's links read as text; a light brand on white needs a darker shade.
    if (ds.dark) return p.primary === '#f4f4f5' ? p.text : mix(p.primary, '#ffffff', 0.15);
    return p.primary === '#111111' ? p.text : mix(p.primary, '#000000', 0.08);
  }

  function roundedIcon(glyph: string, size: number): Node {
    return row(
      {
        width: size,
        height: size,
        borderRadius: Math.round(size * 0.28),
        justifyContent: 'center',
        backgroundImage: `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.15)}, ${mix(p.primary, '#000000', 0.15)})`,
        flexShrink: 0,
      },
      icon(glyph, Math.round(size * 0.55), p.onPrimary, 2.2),
    );
  }

  function leading(lead: Leading): Node {
    if ('icon' in lead) {
      if (lead.tone === 'plain') return icon(lead.icon, 22, p.textMuted);
      return kit.iconTile(lead.icon, { size: 40, tone: lead.tone ?? 'primary' });
    }
    if ('avatar' in lead) return avatarArt(lead.avatar.seed, 40);
    if ('photo' in lead) return photo(lead.photo, lead.seed, 48, 48, { palette: p, radius: r.sm });
    return lead.node;
  }

  function field(options: FieldOptions, password: boolean): Node {
    const border = options.error
      ? p.danger
      : options.focused
        ? p.primary
        : ds.dark
          ? p.border
          : mix(p.border, p.text, 0.06);
    const hasValue = options.value !== undefined && options.value !== '';
    const shown =
      password && hasValue
        ? '•'.repeat(Math.min(12, options.value?.length ?? 8))
        : hasValue
          ? (options.value as string)
          : (options.placeholder ?? '');
    return col(
      { gap: 8, width: '100%' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        text(options.label, { ...font(theme, 'label'), fontWeight: 500, color: p.text }),
        options.labelAction
          ? text(options.labelAction, { ...font(theme, 'label'), fontWeight: 600, color: linkColor() })
          : null,
      ),
      row(
        {
          height: m.control,
          paddingLeft: 14,
          paddingRight: 14,
          gap: 10,
          borderRadius: fieldRadius,
          backgroundColor: fieldFill,
          border: `${options.focused || options.error ? 1.5 : 1}px solid ${border}`,
          width: '100%',
        },
        options.icon ? icon(options.icon, 18, p.textMuted) : null,
        text(shown, {
          ...font(theme, 'body'),
          fontSize: m.controlFont,
          color: hasValue ? p.text : mix(p.textMuted, fieldFill, 0.15),
          letterSpacing: password && hasValue ? 2 : 0,
          flexShrink: 1,
        }),
        options.focused
          ? h('div', { width: 1.5, height: 20, backgroundColor: p.primary, marginLeft: -8 })
          : null,
        spacer(),
        password ? icon('eye-off', 18, p.textMuted) : null,
      ),
      options.error
        ? row(
            { gap: 6 },
            icon('circle-alert', 14, p.danger),
            text(options.error, { ...font(theme, 'caption'), color: p.danger }),
          )
        : options.helper
          ? text(options.helper, { ...font(theme, 'caption'), color: p.textMuted })
          : null,
    );
  }

  return kit;
}
