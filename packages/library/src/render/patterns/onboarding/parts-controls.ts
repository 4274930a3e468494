/**
 * Controls the kit does not have yet, shared by the onboarding and browse families: choice tiles, a menu,
 * a table, a banner, a quick action, a coach-mark tooltip. Each is marked with its UI element kind so its box
 * can be cropped.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, lift, type Node, row, type Style, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';

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
