/**
 * The filter-sort screens' pieces: the range slider (its bounds taken from the app's prices when its items
 * carry them, with a histogram), and the sections of a filter panel (sort, range, chips, toggles).
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, text, ui } from '../../h.js';
import { font } from '../../theme.js';
import { amountOf, copyOf } from './parts.js';

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

/** The range filter's bounds as text, in the app's currency when the range is money. */
function rangeText(ctx: ScreenContext, value: number): string {
  const range = copyOf(ctx).range;
  if (range.unit === 'money') return ctx.kit.money(value);
  return `${value} ${range.unit}`;
}

/** The range filter with its bounds taken from the app's items when they carry prices. */
function rangeOf(ctx: ScreenContext) {
  const range = copyOf(ctx).range;
  if (range.unit !== 'money') return range;
  const amounts = ctx.content.items.map(amountOf).filter((n): n is number => n !== null && n > 0);
  if (amounts.length < 2 || ctx.app.category === 'finance') return range;
  const lo = Math.min(...amounts);
  const hi = Math.max(...amounts);
  const step = hi > 200 ? 50 : 10;
  const min = 0;
  const max = Math.ceil((hi * 1.4) / step) * step;
  return { ...range, min, max, from: Math.floor(lo / step) * step, to: Math.ceil(hi / step) * step };
}

/** A seeded histogram for a range slider. */
function histogram(ctx: ScreenContext, bars: number): number[] {
  const r = ctx.random.fork('histogram');
  return Array.from({ length: bars }, (_, i) => {
    const x = i / (bars - 1);
    const bell = Math.exp(-((x - 0.35) ** 2) / 0.06);
    return Math.min(1, 0.12 + bell * 0.75 + r.range(0, 0.2));
  });
}

export function filterSections(
  ctx: ScreenContext,
  width: number,
  options: { sorts?: 'chips' | 'radios' | 'none'; toggles?: number; histogram?: boolean },
): (Node | null)[] {
  const { kit, p } = ctx;
  const copy = copyOf(ctx);
  const range = rangeOf(ctx);
  const title = (t: string) => kit.headline(t, { fontSize: 17 });
  const selectedChips = new Set([0, 2]);
  const sortBlock =
    options.sorts === 'radios'
      ? col({ gap: 14, width: '100%' }, title('Sort by'), ...copy.sorts.map((s, i) => kit.radio(i === 0, s)))
      : options.sorts === 'chips'
        ? col(
            { gap: 12, width: '100%' },
            title('Sort by'),
            row(
              { flexWrap: 'wrap', gap: 8, width: '100%' },
              ...copy.sorts.slice(0, 3).map((s, i) => kit.chip(s, { selected: i === 0 })),
            ),
          )
        : null;
  const divider = () => h('div', { width: '100%', height: 1, backgroundColor: p.border });
  return [
    sortBlock,
    sortBlock ? divider() : null,
    col(
      { gap: 12, width: '100%' },
      row(
        { justifyContent: 'space-between', width: '100%' },
        title(range.label),
        kit.caption(
          `${rangeText(ctx, range.from)} – ${rangeText(ctx, range.to)}${range.to === range.max ? '+' : ''}`,
          { color: p.text, fontWeight: 600 },
        ),
      ),
      rangeSlider(ctx, {
        min: range.min,
        max: range.max,
        from: range.from,
        to: range.to,
        width,
        histogram: options.histogram ? histogram(ctx, 28) : undefined,
      }),
      options.histogram ? rangeBounds(ctx, rangeText(ctx, range.from), rangeText(ctx, range.to)) : null,
    ),
    divider(),
    col(
      { gap: 12, width: '100%' },
      title(copy.chipsTitle),
      row(
        { flexWrap: 'wrap', gap: 8, width: '100%' },
        ...copy.chips.map((c, i) => kit.chip(c, { selected: selectedChips.has(i) })),
      ),
    ),
    (options.toggles ?? 0) > 0 ? divider() : null,
    ...copy.toggles
      .slice(0, options.toggles ?? 0)
      .map((t, i) => kit.listRow({ title: t.title, subtitle: t.subtitle, toggle: i === 0, last: true })),
  ];
}
