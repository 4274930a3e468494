/**
 * Pieces the commerce and account screens draw that the kit lacks: order summaries and lines, quantity
 * steppers, timelines, a success mark, facts, option cards, text areas and select fields.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, type Style, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import type { Order, OrderLine } from './parts-orders.js';

/** One line of a summary: a label and a value, the total in bold. */
export function summaryLine(
  ctx: ScreenContext,
  label: string,
  value: string,
  options: { bold?: boolean; tone?: 'success' | 'muted'; big?: boolean } = {},
): Node {
  const { p } = ctx;
  const style = font(ctx, options.bold ? 'headline' : 'callout');
  const color = options.tone === 'success' ? p.success : options.tone === 'muted' ? p.textMuted : p.text;
  return row(
    { justifyContent: 'space-between', width: '100%', gap: 12 },
    text(label, {
      ...style,
      fontWeight: options.bold ? 700 : 400,
      color: options.bold ? p.text : p.textMuted,
      flexShrink: 1,
    }),
    text(value, {
      ...style,
      fontSize: options.big ? 20 : style.fontSize,
      fontWeight: options.bold ? 700 : 500,
      color,
      flexShrink: 0,
    }),
  );
}

/** An order's charges and total. */
export function orderSummary(
  ctx: ScreenContext,
  order: Order,
  options: { totalLabel?: string; gap?: number } = {},
): Node {
  const { p } = ctx;
  return col(
    { gap: options.gap ?? 10, width: '100%' },
    ...order.charges.map((charge) =>
      summaryLine(ctx, charge.label, charge.amount === 0 ? 'Free' : ctx.kit.money(charge.amount), {
        tone: charge.amount === 0 ? 'success' : undefined,
      }),
    ),
    h('div', { height: 1, width: '100%', backgroundColor: p.border, marginTop: 4, marginBottom: 4 }),
    summaryLine(ctx, options.totalLabel ?? 'Total', ctx.kit.money(order.total), { bold: true, big: true }),
  );
}

/** An order line: picture, title, detail and amount. */
export function orderLineRow(
  ctx: ScreenContext,
  line: OrderLine,
  options: { size?: number; last?: boolean; quantity?: 'text' | 'none' } = {},
): Node {
  const { kit, ds } = ctx;
  const size = options.size ?? 56;
  const picture =
    line.photo === 'abstract'
      ? kit.iconTile(line.icon, { size })
      : kit.photo(line.photo, line.seed, size, size, { borderRadius: Math.min(ds.radius.md, 14) });
  const detail =
    options.quantity === 'none' || line.quantity === 1
      ? line.subtitle
      : `${line.subtitle} · ${line.unitLabel === 'night' ? `${line.quantity} nights` : `Qty ${line.quantity}`}`;
  return kit.ruledRow(
    { gap: 14, width: '100%', paddingTop: 10, paddingBottom: 10 },
    options.last !== false,
    picture,
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      kit.body(line.title, { fontWeight: 600 }),
      kit.caption(detail, { fontSize: 13 }),
    ),
    kit.body(kit.money(line.amount), { fontWeight: 600, flexShrink: 0 }),
  );
}

/** A quantity stepper: minus, the count, plus. */
export function stepper(ctx: ScreenContext, value: number): Node {
  const { p, ds, platform } = ctx;
  const size = platform === 'web' ? 28 : 30;
  const button = (name: string) =>
    row({ width: size, height: size, justifyContent: 'center' }, icon(name, 15, p.text, 2.2));
  return ui(
    'stepper',
    row(
      {
        height: size + 2,
        borderRadius: platform === 'android' ? 999 : ds.radius.sm,
        border: `1px solid ${p.border}`,
        backgroundColor: ds.dark ? p.surfaceAlt : p.background,
        flexShrink: 0,
      },
      button(value > 1 ? 'minus' : 'trash-2'),
      text(String(value), {
        ...font(ctx, 'callout'),
        fontWeight: 600,
        color: p.text,
        width: 22,
        justifyContent: 'center',
      }),
      button('plus'),
    ),
  );
}

/** A vertical timeline: a dot (or icon) and a line per step, the done steps in the brand colour. */
export function timeline(
  ctx: ScreenContext,
  steps: { icon: string; title: string; body: string; done?: boolean }[],
  options: { gap?: number; iconSize?: number } = {},
): Node {
  const { p, kit, ds } = ctx;
  const size = options.iconSize ?? 36;
  const gap = options.gap ?? 18;
  return ui(
    'timeline',
    col(
      { width: '100%' },
      ...steps.map((step, i) => {
        const last = i === steps.length - 1;
        const done = step.done ?? false;
        return row(
          { alignItems: 'stretch', gap: 14, width: '100%' },
          col(
            { alignItems: 'center', width: size },
            row(
              {
                width: size,
                height: size,
                borderRadius: size / 2,
                justifyContent: 'center',
                backgroundColor: done
                  ? p.primary
                  : ds.dark
                    ? p.surfaceAlt
                    : mix(p.primary, p.background, 0.88),
                flexShrink: 0,
              },
              icon(
                step.icon,
                Math.round(size * 0.5),
                done ? p.onPrimary : ds.dark ? p.text : mix(p.primary, '#000000', 0.2),
                2.2,
              ),
            ),
            last
              ? null
              : h('div', {
                  width: 3,
                  flexGrow: 1,
                  minHeight: gap,
                  backgroundColor: done
                    ? p.primary
                    : ds.dark
                      ? p.surfaceAlt
                      : mix(p.primary, p.background, 0.85),
                  borderRadius: 2,
                }),
          ),
          col(
            {
              flexGrow: 1,
              flexShrink: 1,
              gap: 3,
              paddingTop: Math.max(0, (size - 22) / 2),
              paddingBottom: last ? 0 : gap,
            },
            kit.headline(step.title, { fontSize: 16 }),
            kit.muted(step.body, { fontSize: 14 }),
          ),
        );
      }),
    ),
  );
}

/** A check in a circle: success heroes. */
export function successMark(ctx: ScreenContext, size = 72): Node {
  const { p, ds } = ctx;
  return row(
    {
      width: size + 24,
      height: size + 24,
      borderRadius: (size + 24) / 2,
      justifyContent: 'center',
      backgroundColor: alpha(p.success, ds.dark ? 0.18 : 0.12),
      flexShrink: 0,
    },
    row(
      {
        width: size,
        height: size,
        borderRadius: size / 2,
        justifyContent: 'center',
        backgroundColor: p.success,
      },
      icon('check', Math.round(size * 0.5), '#ffffff', 3),
    ),
  );
}

/** A horizontal rule. */
export const rule = (ctx: ScreenContext, style: Style = {}): Node =>
  h('div', { height: 1, width: '100%', backgroundColor: ctx.p.border, flexShrink: 0, ...style });

/** Label above a short value, for receipts and plan facts. */
export function fact(ctx: ScreenContext, label: string, value: string, style: Style = {}): Node {
  const { kit } = ctx;
  return col({ gap: 3, flexShrink: 1, ...style }, kit.caption(label), kit.body(value, { fontWeight: 600 }));
}

/** A section title in small caps (receipts, web cards). */
export function overline(ctx: ScreenContext, value: string, style: Style = {}): Node {
  return text(value.toUpperCase(), {
    ...font(ctx, 'caption'),
    fontWeight: 600,
    letterSpacing: 0.8,
    color: ctx.p.textMuted,
    ...style,
  });
}

/** An option card with a radio (plans, delivery, payment methods): selected ones get the brand border. */
export function optionCard(
  ctx: ScreenContext,
  options: {
    selected: boolean;
    leading?: Node;
    title: string;
    subtitle?: string;
    trailing?: Node;
    badge?: string;
    style?: Style;
  },
): Node {
  const { p, ds, kit, platform } = ctx;
  return ui(
    'radio-button',
    row(
      {
        gap: 14,
        width: '100%',
        padding: platform === 'web' ? 16 : 16,
        borderRadius: ds.radius.lg,
        border: `${options.selected ? 2 : 1}px solid ${options.selected ? p.primary : p.border}`,
        backgroundColor: options.selected
          ? ds.dark
            ? alpha(p.primary, 0.12)
            : mix(p.primary, p.background, 0.95)
          : ds.dark
            ? p.surface
            : p.background,
        position: 'relative',
        ...options.style,
      },
      radioDot(ctx, options.selected),
      options.leading ?? null,
      col(
        { flexGrow: 1, flexShrink: 1, gap: 3 },
        row(
          { gap: 8 },
          kit.headline(options.title, { fontSize: 16 }),
          options.badge ? kit.badge(options.badge, 'success') : null,
        ),
        options.subtitle ? kit.muted(options.subtitle, { fontSize: 13 }) : null,
      ),
      options.trailing ?? null,
    ),
  );
}

export function radioDot(ctx: ScreenContext, selected: boolean): Node {
  const { p } = ctx;
  return row(
    {
      width: 22,
      height: 22,
      borderRadius: 11,
      justifyContent: 'center',
      border: `2px solid ${selected ? p.primary : mix(p.border, p.text, 0.25)}`,
      flexShrink: 0,
    },
    selected ? h('div', { width: 12, height: 12, borderRadius: 6, backgroundColor: p.primary }) : null,
  );
}

/** The box of this family's own fields (text area, select): the radius, fill and border of the kit's fields. */
function fieldBox(ctx: ScreenContext): Style {
  const { p, ds, platform } = ctx;
  return {
    borderRadius:
      platform === 'android' ? Math.min(ds.radius.sm, 8) : platform === 'web' ? ds.radius.sm : ds.radius.md,
    backgroundColor: ds.dark ? p.surface : platform === 'ios' ? p.surface : p.background,
    border: `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.06)}`,
    width: '100%',
  };
}

/** A multi-line text area (bios, feedback). */
export function textArea(
  ctx: ScreenContext,
  options: { label: string; value?: string; placeholder?: string; helper?: string; height?: number },
): Node {
  const { p } = ctx;
  return ui(
    'text-area',
    col(
      { gap: 8, width: '100%' },
      text(options.label, { ...font(ctx, 'label'), fontWeight: 500, color: p.text }),
      col(
        { height: options.height ?? 96, padding: 14, ...fieldBox(ctx) },
        text(options.value ?? options.placeholder ?? '', {
          ...font(ctx, 'body'),
          fontSize: ctx.m.controlFont,
          color: options.value ? p.text : p.textMuted,
        }),
      ),
      options.helper ? text(options.helper, { ...font(ctx, 'caption'), color: p.textMuted }) : null,
    ),
  );
}

/** A select field (country, language): a field with a chevron. */
export function selectField(
  ctx: ScreenContext,
  label: string,
  value: string,
  options: { icon?: string } = {},
): Node {
  const { p, m } = ctx;
  return ui(
    'dropdown',
    col(
      { gap: 8, flexGrow: 1, flexBasis: 0 },
      text(label, { ...font(ctx, 'label'), fontWeight: 500, color: p.text }),
      row(
        { height: m.control, paddingLeft: 14, paddingRight: 12, gap: 10, ...fieldBox(ctx) },
        options.icon ? icon(options.icon, 18, p.textMuted) : null,
        text(value, { ...font(ctx, 'body'), fontSize: m.controlFont, color: p.text, flexShrink: 1 }),
        spacer(),
        icon('chevron-down', 18, p.textMuted),
      ),
    ),
  );
}
