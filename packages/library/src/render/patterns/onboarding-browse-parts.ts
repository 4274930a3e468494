/**
 * Shells and primitives the onboarding and browse families share, and the ones the kit does not have yet
 * (range slider, tabs, product card, system permission dialog, coach-mark tooltip, menu, table, banner,
 * notification preview). Each is marked with its UI element kind so its box can be cropped.
 */
import { alpha, mix } from '../color.js';
import type { Item } from '../content.js';
import type { ScreenContext } from '../context.js';
import { type Child, col, h, lift, type Node, row, type Style, spacer, tagged, text, ui } from '../h.js';
import { icon, solidIcon } from '../icons.js';
import { font } from '../theme.js';
import { type FamilyCopy, familyCopy } from './onboarding/copy.js';

// ------------------------------------------------------------------------------------------ copy

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

// ------------------------------------------------------------------------------------------ shells

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

// ------------------------------------------------------------------------------------------ primitives

/** A range slider with two knobs (`from`/`to` between `min` and `max`) and an optional histogram above. */
export function rangeSlider(
  ctx: ScreenContext,
  options: { min: number; max: number; from: number; to: number; width: number; histogram?: number[] },
): Node {
  const { p, ds } = ctx;
  const span = options.max - options.min || 1;
  const a = ((options.from - options.min) / span) * options.width;
  const b = ((options.to - options.min) / span) * options.width;
  const knob = 26;
  const track = ds.dark ? p.surfaceAlt : mix(p.border, p.background, 0.2);
  const bars = options.histogram ?? [];
  const barWidth = bars.length ? options.width / bars.length : 0;
  return ui(
    'slider',
    col(
      { width: options.width, gap: 0 },
      bars.length
        ? row(
            { width: options.width, height: 56, alignItems: 'flex-end' },
            ...bars.map((v, i) => {
              const x = i * barWidth + barWidth / 2;
              const inside = x >= a && x <= b;
              return h('div', {
                width: Math.max(2, barWidth - 2),
                marginRight: 2,
                height: Math.max(3, Math.round(v * 56)),
                borderTopLeftRadius: 2,
                borderTopRightRadius: 2,
                backgroundColor: inside
                  ? mix(p.primary, p.background, 0.35)
                  : mix(p.border, p.background, ds.dark ? 0 : 0.1),
              });
            }),
          )
        : null,
      h(
        'div',
        { position: 'relative', width: options.width, height: knob + 4, alignItems: 'center' },
        h('div', {
          position: 'absolute',
          left: 0,
          top: (knob + 4) / 2 - 2,
          width: options.width,
          height: 4,
          borderRadius: 2,
          backgroundColor: track,
        }),
        h('div', {
          position: 'absolute',
          left: a,
          top: (knob + 4) / 2 - 2,
          width: Math.max(0, b - a),
          height: 4,
          borderRadius: 2,
          backgroundColor: p.primary,
        }),
        ...[a, b].map((x) =>
          h('div', {
            position: 'absolute',
            left: Math.max(0, Math.min(options.width - knob, x - knob / 2)),
            top: 2,
            width: knob,
            height: knob,
            borderRadius: knob / 2,
            backgroundColor: ctx.platform === 'android' ? p.primary : '#ffffff',
            border: ctx.platform === 'android' ? undefined : `1px solid ${mix(p.border, '#000000', 0.08)}`,
            boxShadow: `0 1px 4px ${alpha('#000000', 0.2)}`,
          }),
        ),
      ),
    ),
  );
}

/** Two boxes under a range slider showing its bounds ("Minimum £90", "Maximum £280"). */
export function rangeBounds(ctx: ScreenContext, from: string, to: string): Node {
  const { p, ds, kit } = ctx;
  const box = (label: string, value: string) =>
    col(
      {
        flexGrow: 1,
        flexBasis: 0,
        gap: 2,
        paddingLeft: 14,
        paddingTop: 8,
        paddingBottom: 8,
        borderRadius: ds.radius.md,
        border: `1px solid ${p.border}`,
      },
      kit.caption(label),
      kit.body(value, { fontWeight: 600 }),
    );
  return row(
    { gap: 12, width: '100%' },
    box('Minimum', from),
    text('–', { ...font(ctx, 'body'), color: p.textMuted }),
    box('Maximum', to),
  );
}

/** A product (or stay, course, track) card: picture, a heart, title, subtitle, value and an optional rating. */
export function productCard(
  ctx: ScreenContext,
  item: Item,
  options: {
    width: number;
    imageHeight: number;
    seed: number;
    rating?: string;
    saved?: boolean;
    badge?: string;
  },
): Node {
  const { kit, p, ds } = ctx;
  const radius = ds.radius.lg;
  return ui(
    'product-card',
    col(
      { width: options.width, gap: 10, flexShrink: 0 },
      h(
        'div',
        { position: 'relative', width: options.width, height: options.imageHeight },
        kit.photo(item.photo, options.seed, options.width, options.imageHeight, { borderRadius: radius }),
        row(
          {
            position: 'absolute',
            top: 10,
            right: 10,
            width: 32,
            height: 32,
            borderRadius: 16,
            justifyContent: 'center',
            backgroundColor: alpha('#ffffff', 0.9),
          },
          icon('heart', 17, options.saved ? p.danger : '#1f2330', 2, options.saved ? {} : {}),
        ),
        options.badge
          ? row(
              {
                position: 'absolute',
                top: 10,
                left: 10,
                height: 24,
                paddingLeft: 9,
                paddingRight: 9,
                borderRadius: 12,
                backgroundColor: alpha('#ffffff', 0.94),
              },
              text(options.badge, { ...font(ctx, 'caption'), fontWeight: 600, color: '#1f2330' }),
            )
          : null,
      ),
      col(
        { gap: 2, width: options.width },
        row(
          { justifyContent: 'space-between', width: '100%', gap: 8, alignItems: 'flex-start' },
          kit.body(item.title, { fontWeight: 600, flexShrink: 1 }),
          options.rating
            ? row(
                { gap: 3, flexShrink: 0 },
                solidIcon('star', 13, p.text),
                kit.caption(options.rating, { color: p.text }),
              )
            : null,
        ),
        kit.caption(item.subtitle, { fontSize: 13 }),
        kit.body(item.value, { fontWeight: 600, fontSize: 15, paddingTop: 2 }),
      ),
    ),
  );
}

/** A seeded rating between 4.6 and 4.98 ("4.87"). */
export function ratingFor(ctx: ScreenContext, index: number): string {
  const r = ctx.random.fork(`rating-${index}`);
  return (4.6 + r.int(0, 38) / 100).toFixed(2);
}

/**
 * The operating system's permission dialog: an iOS alert (title, message, stacked or side-by-side
 * buttons) or Android's permission dialog (icon, question, choices). Not styled by the app: the OS draws it.
 */
export function systemPermissionDialog(
  ctx: ScreenContext,
  options: { question: string; message: string; choices: string[]; icon: string },
): Node {
  const { platform, app } = ctx;
  if (platform === 'android') {
    const dark = ctx.ds.dark;
    const bg = dark ? '#2b2930' : '#eee8f4';
    const fg = dark ? '#e6e0e9' : '#1d1b20';
    const accent = dark ? '#d0bcff' : '#6750a4';
    return tagged(
      ['modal'],
      ui(
        'alert',
        col(
          {
            width: 340,
            backgroundColor: bg,
            borderRadius: 28,
            paddingTop: 24,
            paddingBottom: 16,
            alignItems: 'center',
            gap: 16,
          },
          icon(options.icon, 28, accent, 2),
          text(options.question, {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 22,
            fontWeight: 400,
            lineHeight: 1.3,
            color: fg,
            textAlign: 'center',
            paddingLeft: 24,
            paddingRight: 24,
          }),
          col(
            { width: '100%', gap: 8, paddingLeft: 16, paddingRight: 16, paddingTop: 4 },
            ...options.choices.map((choice) =>
              row(
                {
                  height: 52,
                  width: '100%',
                  justifyContent: 'center',
                  borderRadius: 26,
                  backgroundColor: dark ? '#36343b' : '#f7f2fa',
                },
                text(choice, { fontFamily: ctx.ds.fonts.body, fontSize: 15, fontWeight: 500, color: accent }),
              ),
            ),
          ),
        ),
      ),
    );
  }
  const dark = ctx.ds.dark;
  const bg = dark ? '#252527' : '#f2f2f6';
  const fg = dark ? '#ffffff' : '#000000';
  const line = dark ? '#3a3a3c' : '#c9c9ce';
  const blue = dark ? '#0a84ff' : '#007aff';
  const button = (label: string, bold: boolean, last: boolean) =>
    row(
      {
        height: 44,
        width: '100%',
        justifyContent: 'center',
        borderBottom: last ? undefined : `0.5px solid ${line}`,
      },
      text(label, { fontFamily: ctx.ds.fonts.body, fontSize: 17, fontWeight: bold ? 600 : 400, color: blue }),
    );
  return tagged(
    ['modal'],
    ui(
      'alert',
      col(
        { width: 270, backgroundColor: bg, borderRadius: 14, alignItems: 'center' },
        col(
          {
            paddingLeft: 16,
            paddingRight: 16,
            paddingTop: 20,
            paddingBottom: 16,
            gap: 4,
            alignItems: 'center',
            borderBottom: `0.5px solid ${line}`,
            width: '100%',
          },
          text(options.question.replace('{app}', app.title), {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 17,
            fontWeight: 600,
            lineHeight: 1.3,
            color: fg,
            textAlign: 'center',
          }),
          text(options.message, {
            fontFamily: ctx.ds.fonts.body,
            fontSize: 13,
            lineHeight: 1.35,
            color: fg,
            textAlign: 'center',
          }),
        ),
        options.choices.length === 2
          ? row(
              { width: '100%' },
              ...options.choices.map((choice, i) =>
                row(
                  {
                    height: 44,
                    flexGrow: 1,
                    flexBasis: 0,
                    justifyContent: 'center',
                    borderLeft: i === 1 ? `0.5px solid ${line}` : undefined,
                  },
                  text(choice, {
                    fontFamily: ctx.ds.fonts.body,
                    fontSize: 17,
                    fontWeight: i === 1 ? 600 : 400,
                    color: blue,
                  }),
                ),
              ),
            )
          : options.choices.map((choice, i) =>
              button(choice, i === options.choices.length - 1, i === options.choices.length - 1),
            ),
      ),
    ),
  );
}

/** A coach-mark tooltip: a dark bubble with a title, a line of help, a step count and a Next button. */
export function coachMark(
  ctx: ScreenContext,
  options: { title: string; body: string; step: string; width?: number; arrow?: 'top' | 'left' },
): Node {
  const { p, ds } = ctx;
  const bg = ds.dark ? mix(p.surfaceAlt, '#ffffff', 0.1) : '#1c1c22';
  const arrow = h('div', {
    position: 'absolute',
    width: 14,
    height: 14,
    backgroundColor: bg,
    transform: 'rotate(45deg)',
    ...(options.arrow === 'left' ? { left: -6, top: 28 } : { top: -6, left: 32 }),
  });
  return ui(
    'tooltip',
    h(
      'div',
      {
        position: 'relative',
        width: options.width ?? 300,
        flexDirection: 'column',
        backgroundColor: bg,
        borderRadius: ds.radius.md,
        padding: 18,
        gap: 8,
      },
      arrow,
      text(options.title, { ...font(ctx, 'headline'), fontSize: 16, color: '#ffffff' }),
      text(options.body, {
        ...font(ctx, 'caption'),
        fontSize: 13,
        lineHeight: 1.45,
        color: alpha('#ffffff', 0.75),
      }),
      row(
        { justifyContent: 'space-between', width: '100%', paddingTop: 6 },
        text(options.step, { ...font(ctx, 'caption'), color: alpha('#ffffff', 0.6) }),
        row(
          { gap: 14 },
          text('Skip tour', { ...font(ctx, 'label'), color: alpha('#ffffff', 0.75) }),
          ui(
            'button',
            row(
              {
                height: 30,
                paddingLeft: 14,
                paddingRight: 14,
                borderRadius: ds.radius.sm,
                backgroundColor: p.primary,
              },
              text('Next', { ...font(ctx, 'label'), fontWeight: 600, color: p.onPrimary }),
            ),
          ),
        ),
      ),
    ),
  );
}

/**
 * The fill of a choice (a chip, a tile, a goal): the brand colour mixed into the background when selected,
 * `mixes` saying how much of the background on dark and on light themes.
 */
export function choiceFill(
  ctx: ScreenContext,
  selected: boolean,
  mixes: [dark: number, light: number],
): string {
  const { p, ds } = ctx;
  if (!selected) return ds.dark ? p.surface : p.background;
  return ds.dark ? mix(p.primary, p.background, mixes[0]) : mix(p.primary, '#ffffff', mixes[1]);
}

/** The surface of a floating panel (a menu, a search popover, a command palette): white, bordered. */
export function panel(ctx: ScreenContext, width: number, radius: number): Style {
  const { p, ds } = ctx;
  return {
    width,
    backgroundColor: ds.dark ? p.surface : '#ffffff',
    borderRadius: radius,
    border: `1px solid ${p.border}`,
  };
}

/** A dropdown menu: rows of options, the selected one checked. */
export function menu(ctx: ScreenContext, options: string[], selected: number, style: Style = {}): Node {
  const { p, ds } = ctx;
  return lift(
    ui(
      'menu',
      col(
        {
          ...panel(ctx, 240, ds.radius.md),
          paddingTop: 6,
          paddingBottom: 6,
          ...style,
        },
        ...options.map((option, i) =>
          row(
            {
              height: 38,
              paddingLeft: 12,
              paddingRight: 12,
              marginLeft: 6,
              marginRight: 6,
              gap: 10,
              borderRadius: ds.radius.sm,
              backgroundColor:
                i === selected ? (ds.dark ? p.surfaceAlt : mix(p.primary, '#ffffff', 0.92)) : 'transparent',
            },
            text(option, {
              ...font(ctx, 'callout'),
              fontWeight: i === selected ? 600 : 400,
              color: p.text,
              flexGrow: 1,
            }),
            i === selected ? icon('check', 16, p.primary, 2.5) : null,
          ),
        ),
      ),
    ),
    ds.radius.md,
    { depth: 2, opacity: ds.dark ? 0.5 : 1 },
  );
}

/** A data table: a header row and rows of cells; `widths` are flex weights. */
export function table(ctx: ScreenContext, headers: string[], rows: Child[][], widths: number[]): Node {
  const { p, kit } = ctx;
  const cell = (child: Child, i: number, head: boolean) =>
    row(
      {
        flexGrow: widths[i] ?? 1,
        flexBasis: 0,
        paddingRight: 12,
        justifyContent: i === headers.length - 1 ? 'flex-end' : 'flex-start',
      },
      head && typeof child === 'string'
        ? kit.caption(child, { fontWeight: 600 })
        : typeof child === 'string'
          ? kit.body(child, { fontSize: 14 })
          : child,
    );
  return ui(
    'table',
    col(
      { width: '100%' },
      row(
        { height: 40, borderBottom: `1px solid ${p.border}`, paddingLeft: 16, paddingRight: 16 },
        ...headers.map((hd, i) => cell(hd, i, true)),
      ),
      ...rows.map((cells, r) =>
        row(
          {
            height: 56,
            borderBottom: r === rows.length - 1 ? undefined : `1px solid ${p.border}`,
            paddingLeft: 16,
            paddingRight: 16,
          },
          ...cells.map((c, i) => cell(c, i, false)),
        ),
      ),
    ),
  );
}

/** A wide promotional banner: a tinted panel with copy and a button on the left and a picture on the right. */
export function banner(
  ctx: ScreenContext,
  options: { eyebrow: string; title: string; cta: string; picture: Node; height: number },
): Node {
  const { p, ds } = ctx;
  const bg = ds.dark ? mix(p.primary, p.background, 0.7) : mix(p.primary, '#000000', 0.25);
  return ui(
    'banner',
    row(
      {
        width: '100%',
        height: options.height,
        borderRadius: ds.radius.lg,
        backgroundColor: bg,
        paddingLeft: 22,
        gap: 12,
        alignItems: 'stretch',
      },
      col(
        { flexGrow: 1, flexShrink: 1, justifyContent: 'center', gap: 8, paddingTop: 16, paddingBottom: 16 },
        text(options.eyebrow.toUpperCase(), {
          ...font(ctx, 'caption'),
          fontWeight: 700,
          letterSpacing: 0.8,
          color: alpha('#ffffff', 0.75),
        }),
        text(options.title, { ...font(ctx, 'headline'), fontSize: 20, lineHeight: 1.2, color: '#ffffff' }),
        row(
          { paddingTop: 4 },
          ui(
            'button',
            row(
              {
                height: 32,
                paddingLeft: 14,
                paddingRight: 14,
                borderRadius: 999,
                backgroundColor: '#ffffff',
              },
              text(options.cta, {
                ...font(ctx, 'label'),
                fontWeight: 600,
                color: mix(p.primary, '#000000', 0.3),
              }),
            ),
          ),
        ),
      ),
      row({ alignItems: 'flex-end' }, options.picture),
    ),
  );
}

/** A notification as it shows on the lock screen: app icon, app name, time, title and body. */
export function notificationPreview(
  ctx: ScreenContext,
  options: { title: string; body: string; time: string; width: number; faded?: boolean },
): Node {
  const { p, ds, kit, content, app } = ctx;
  return ui(
    'card',
    row(
      {
        width: options.width,
        gap: 12,
        padding: 14,
        borderRadius: ctx.platform === 'android' ? 24 : 22,
        backgroundColor: ds.dark
          ? alpha('#ffffff', options.faded ? 0.05 : 0.1)
          : alpha('#ffffff', options.faded ? 0.6 : 0.92),
        border: ds.dark ? undefined : `1px solid ${alpha('#000000', 0.06)}`,
        boxShadow: options.faded ? undefined : `0 6px 18px ${alpha('#000000', 0.08)}`,
        alignItems: 'flex-start',
        opacity: options.faded ? 0.75 : 1,
      },
      kit.logo(content.glyph, null, 38),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        row(
          { justifyContent: 'space-between', width: '100%' },
          kit.caption(app.title.toUpperCase(), { fontWeight: 600, letterSpacing: 0.4 }),
          kit.caption(options.time),
        ),
        text(options.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
        text(options.body, { ...font(ctx, 'caption'), fontSize: 13, color: p.textMuted }),
      ),
    ),
  );
}

/** A round icon button with a label under it (home screens' quick actions). */
export function quickAction(
  ctx: ScreenContext,
  label: string,
  name: string,
  options: { onBrand?: boolean } = {},
): Node {
  const { p, ds } = ctx;
  const bg = options.onBrand
    ? alpha('#ffffff', 0.18)
    : ds.dark
      ? p.surfaceAlt
      : mix(p.primary, p.background, 0.9);
  const fg = options.onBrand ? '#ffffff' : ds.dark ? p.text : mix(p.primary, '#000000', 0.1);
  return col(
    { alignItems: 'center', gap: 8, flexGrow: 1, flexBasis: 0 },
    ui(
      'icon-button',
      row(
        { width: 52, height: 52, borderRadius: 26, justifyContent: 'center', backgroundColor: bg },
        icon(name, 22, fg, 2),
      ),
    ),
    text(label, {
      ...font(ctx, 'caption'),
      fontWeight: 500,
      color: options.onBrand ? '#ffffff' : p.text,
      textAlign: 'center',
    }),
  );
}

/** A selectable tile (personalisation): icon or picture, label, and a check when picked. */
export function choiceTile(
  ctx: ScreenContext,
  options: { label: string; icon: string; selected: boolean; width: number; height: number },
): Node {
  const { p, ds } = ctx;
  return ui(
    'card',
    col(
      {
        width: options.width,
        height: options.height,
        borderRadius: ds.radius.lg,
        padding: 14,
        justifyContent: 'space-between',
        backgroundColor: choiceFill(ctx, options.selected, [0.75, 0.9]),
        border: `${options.selected ? 2 : 1}px solid ${options.selected ? p.primary : p.border}`,
        flexShrink: 0,
      },
      row(
        { justifyContent: 'space-between', width: '100%', alignItems: 'flex-start' },
        icon(options.icon, 26, options.selected ? (ds.dark ? p.text : p.primary) : p.textMuted, 1.8),
        options.selected
          ? row(
              {
                width: 22,
                height: 22,
                borderRadius: 11,
                justifyContent: 'center',
                backgroundColor: p.primary,
              },
              icon('check', 14, p.onPrimary, 3),
            )
          : h('div', {
              width: 22,
              height: 22,
              borderRadius: 11,
              border: `1.5px solid ${mix(p.border, p.text, 0.2)}`,
            }),
      ),
      text(options.label, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
    ),
  );
}

/** A dot in the text colour between two bits of meta text. */
export function dot(ctx: ScreenContext): Node {
  return h('div', { width: 3, height: 3, borderRadius: 2, backgroundColor: ctx.p.textMuted });
}
