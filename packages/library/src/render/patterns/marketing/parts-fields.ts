/** The site's accordion, pill tabs and form fields the kit does not have (text area, dropdown). */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, type Style, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { t } from './parts.js';

/** An accordion item: the question and, when open, the answer. */
export function accordionItem(
  ctx: ScreenContext,
  question: string,
  answer: string,
  options: { open?: boolean; style?: 'chevron' | 'plus'; boxed?: boolean; last?: boolean } = {},
): Node {
  const { p, ds } = ctx;
  const plus = options.style === 'plus';
  const glyph = plus ? (options.open ? 'minus' : 'plus') : options.open ? 'chevron-up' : 'chevron-down';
  const boxed = options.boxed ?? false;
  return ui(
    'accordion',
    col(
      {
        width: '100%',
        paddingTop: boxed ? 18 : 20,
        paddingBottom: boxed ? 18 : 20,
        paddingLeft: boxed ? 22 : 0,
        paddingRight: boxed ? 22 : 0,
        gap: 10,
        borderRadius: boxed ? ds.radius.md : 0,
        backgroundColor: boxed
          ? options.open
            ? p.surface
            : ds.dark
              ? p.background
              : '#ffffff'
          : 'transparent',
        border: boxed
          ? `1px solid ${options.open && !ds.dark ? mix(p.border, p.primary, 0.15) : p.border}`
          : undefined,
        borderBottom: boxed ? undefined : options.last ? undefined : `1px solid ${p.border}`,
      },
      row(
        { gap: 16, width: '100%', justifyContent: 'space-between' },
        t(ctx, 'headline', question, { fontSize: 17, flexShrink: 1 }),
        plus
          ? row(
              {
                width: 28,
                height: 28,
                borderRadius: 14,
                justifyContent: 'center',
                backgroundColor: options.open ? p.primary : ds.dark ? p.surfaceAlt : p.surface,
                flexShrink: 0,
              },
              icon(glyph, 16, options.open ? p.onPrimary : p.text, 2.2),
            )
          : icon(glyph, 20, p.textMuted, 2),
      ),
      options.open ? t(ctx, 'body', answer, { color: p.textMuted, paddingRight: 44 }) : null,
    ),
  );
}

/** Pill tabs: the active one filled (segment-like filters of FAQ and feature pages). */
export function pillTabs(ctx: ScreenContext, labels: string[], active: number): Node {
  const { p, ds } = ctx;
  return ui(
    'tabs',
    row(
      {
        gap: 6,
        padding: 4,
        borderRadius: 999,
        backgroundColor: ds.dark ? p.surface : p.surface,
        border: `1px solid ${p.border}`,
      },
      ...labels.map((label, i) =>
        row(
          {
            height: 34,
            paddingLeft: 16,
            paddingRight: 16,
            borderRadius: 999,
            backgroundColor: i === active ? p.text : 'transparent',
          },
          t(ctx, 'label', label, { fontWeight: 600, color: i === active ? p.background : p.textMuted }),
        ),
      ),
    ),
  );
}

/** The box of a site form's field (text area, select): the radius, fill and border of the kit's fields. */
function fieldBox(ctx: ScreenContext): Style {
  const { p, ds } = ctx;
  return {
    borderRadius: ds.radius.sm,
    backgroundColor: ds.dark ? p.surface : p.background,
    border: `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.06)}`,
    width: '100%',
  };
}

/** A labelled multi-line field. */
export function textArea(
  ctx: ScreenContext,
  label: string,
  value: string,
  options: { height?: number; placeholder?: boolean } = {},
): Node {
  const { p } = ctx;
  return ui(
    'text-area',
    col(
      { gap: 8, width: '100%' },
      t(ctx, 'label', label, { fontWeight: 500 }),
      col(
        { height: options.height ?? 110, padding: 14, ...fieldBox(ctx) },
        t(ctx, 'body', value, { fontSize: 14, color: options.placeholder ? p.textMuted : p.text }),
      ),
    ),
  );
}

/** A labelled select showing its value and a chevron. */
export function dropdown(ctx: ScreenContext, label: string, value: string): Node {
  const { p, m } = ctx;
  return ui(
    'dropdown',
    col(
      { gap: 8, width: '100%' },
      t(ctx, 'label', label, { fontWeight: 500 }),
      row(
        {
          height: m.control,
          paddingLeft: 14,
          paddingRight: 12,
          ...fieldBox(ctx),
          justifyContent: 'space-between',
        },
        t(ctx, 'body', value, { fontSize: 14 }),
        icon('chevron-down', 18, p.textMuted),
      ),
    ),
  );
}
