/**
 * Calendar pieces: a month grid, a week strip, event blocks and the time grid, and the day's events
 * drawn from the app's event copy (Thursday 12 June).
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, text, ui } from '../../h.js';
import { font } from '../../theme.js';
import { eventColors, WEEKDAYS } from './parts.js';
import { domain, pick } from './parts-screen.js';

export interface CalEvent {
  title: string;
  place: string;
  /** Start and end in hours (9.5 = 9:30). */
  start: number;
  end: number;
  color: string;
}

export const hhmm = (t: number) => `${Math.floor(t)}:${String(Math.round((t % 1) * 60)).padStart(2, '0')}`;

/** A web calendar's actions: back, today, forward, the view (0 month, 1 week, 2 day) and a new event. */
export function calendarActions(ctx: ScreenContext, view: number): Node[] {
  const { kit } = ctx;
  return [
    kit.iconButton('chevron-left', { variant: 'outline' }),
    kit.button('Today', { variant: 'secondary', size: 'sm' }),
    kit.iconButton('chevron-right', { variant: 'outline' }),
    row({ width: 220 }, kit.segmented(['Month', 'Week', 'Day'], view)),
    kit.button('New event', { size: 'sm', icon: 'plus' }),
  ];
}

/** The day's events (Thursday 12 June), drawn from the app's event copy. */
export function dayEvents(ctx: ScreenContext, offset = 0): CalEvent[] {
  const d = domain(ctx);
  const colors = eventColors(ctx);
  const slots: [number, number][] = [
    [9, 9.75],
    [10, 11],
    [11.5, 13],
    [13.5, 14.5],
    [15, 15.75],
  ];
  return slots.map(([start, end], i) => {
    const e = pick(d.events, i + offset);
    return { title: e.title, place: e.place, start, end, color: pick(colors, i + offset) };
  });
}

export const JUNE = { firstWeekday: 6, days: 30, today: 12 };

/** Days of June that have events, with their colours (for month dots). */
export function monthDots(ctx: ScreenContext): Record<number, string[]> {
  const colors = eventColors(ctx);
  const out: Record<number, string[]> = {};
  for (const day of [2, 3, 5, 9, 10, 12, 13, 16, 18, 19, 23, 24, 26, 30]) {
    out[day] = colors.slice(day % 3, (day % 3) + 1 + (day % 2));
  }
  return out;
}

/** An agenda row: a colour bar, the time range, the title and place. */
export function agendaRow(ctx: ScreenContext, e: CalEvent, options: { last?: boolean } = {}): Node {
  const { p, kit } = ctx;
  return kit.ruledRow(
    { gap: 12, width: '100%', paddingTop: 10, paddingBottom: 10 },
    options.last,
    col({ width: 46, gap: 2 }, kit.label(hhmm(e.start)), kit.caption(hhmm(e.end))),
    h('div', { width: 4, height: 40, borderRadius: 2, backgroundColor: e.color }),
    col(
      { flexGrow: 1, flexShrink: 1, gap: 2 },
      text(e.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
      kit.caption(e.place),
    ),
  );
}

/** A time grid of hours with positioned event blocks. */
export function timeGrid(
  ctx: ScreenContext,
  columns: CalEvent[][],
  options: { hourHeight: number; from: number; to: number; labels?: string[]; now?: number },
): Node {
  const { p, kit } = ctx;
  const hours = Array.from({ length: options.to - options.from }, (_, i) => options.from + i);
  const height = hours.length * options.hourHeight;
  const y = (t: number) => (t - options.from) * options.hourHeight;
  return ui(
    'calendar',
    col(
      { width: '100%' },
      options.labels
        ? row(
            { width: '100%', paddingLeft: 52, height: 44, borderBottom: `1px solid ${p.border}` },
            ...options.labels.map((l, i) =>
              row(
                { flexGrow: 1, flexBasis: 0, justifyContent: 'center' },
                text(l, {
                  ...font(ctx, 'label'),
                  fontWeight: i === 3 ? 700 : 500,
                  color: i === 3 ? p.primary : p.textMuted,
                }),
              ),
            ),
          )
        : null,
      row(
        { width: '100%', height, alignItems: 'stretch' },
        col(
          { width: 52, flexShrink: 0 },
          ...hours.map((hr) =>
            row(
              { height: options.hourHeight, alignItems: 'flex-start' },
              kit.caption(`${hr}:00`, { fontSize: 11, lineHeight: 1 }),
            ),
          ),
        ),
        ...columns.map((events, ci) =>
          h(
            'div',
            { flexGrow: 1, flexBasis: 0, height, position: 'relative', borderLeft: `1px solid ${p.border}` },
            ...hours.map((_, i) =>
              h('div', {
                position: 'absolute',
                left: 0,
                right: 0,
                top: i * options.hourHeight,
                height: 1,
                backgroundColor: alpha(p.border, 0.8),
              }),
            ),
            ...events.map((e) =>
              eventBlock(ctx, {
                title: e.title,
                place: e.place,
                time: `${hhmm(e.start)} – ${hhmm(e.end)}`,
                color: e.color,
                top: y(e.start) + 1,
                height: (e.end - e.start) * options.hourHeight - 3,
                left: 3,
                width: '94%',
              }),
            ),
            options.now !== undefined && (columns.length === 1 || ci === 3)
              ? row(
                  { position: 'absolute', left: -4, right: 0, top: y(options.now) - 4, height: 8 },
                  h('div', { width: 8, height: 8, borderRadius: 4, backgroundColor: p.danger }),
                  h('div', { flexGrow: 1, height: 2, backgroundColor: p.danger }),
                )
              : null,
          ),
        ),
      ),
    ),
  );
}

/** A month grid (Mon first) with event dots, a selected day and an optional range. */
export function monthGrid(
  ctx: ScreenContext,
  options: {
    /** Weekday index (0 = Mon) of the 1st. */
    firstWeekday: number;
    days: number;
    selected?: number;
    today?: number;
    range?: [number, number];
    dots?: Record<number, string[]>;
    /** Days that cannot be picked (greyed). */
    disabledBefore?: number;
    cell?: number;
  },
): Node {
  const { p, ds } = ctx;
  const cell = options.cell ?? 44;
  const cells: (number | null)[] = [
    ...Array.from({ length: options.firstWeekday }, () => null),
    ...Array.from({ length: options.days }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const [from, to] = options.range ?? [0, -1];
  return ui(
    'calendar',
    col(
      { width: '100%', gap: 4 },
      row(
        { width: '100%' },
        ...WEEKDAYS.map((d) =>
          row(
            { flexGrow: 1, flexBasis: 0, justifyContent: 'center', height: 24 },
            text(d.slice(0, ctx.platform === 'web' ? 3 : 1), {
              ...font(ctx, 'caption'),
              fontWeight: 600,
              color: p.textMuted,
            }),
          ),
        ),
      ),
      ...weeks.map((week) =>
        row(
          { width: '100%' },
          ...week.map((day) => {
            if (day === null) return h('div', { flexGrow: 1, flexBasis: 0, height: cell });
            const selected = day === options.selected || day === from || day === to;
            const inRange = day > from && day < to;
            const disabled = options.disabledBefore !== undefined && day < options.disabledBefore;
            const isToday = day === options.today && !selected;
            const dots = options.dots?.[day] ?? [];
            return row(
              {
                flexGrow: 1,
                flexBasis: 0,
                height: cell,
                justifyContent: 'center',
                backgroundColor: inRange ? alpha(p.primary, ds.dark ? 0.22 : 0.12) : 'transparent',
                borderTopLeftRadius: day === from && to > from ? cell / 2 : 0,
                borderBottomLeftRadius: day === from && to > from ? cell / 2 : 0,
                borderTopRightRadius: day === to && to > from ? cell / 2 : 0,
                borderBottomRightRadius: day === to && to > from ? cell / 2 : 0,
                backgroundImage:
                  (day === from && to > from) || (day === to && to > from)
                    ? `linear-gradient(${alpha(p.primary, ds.dark ? 0.22 : 0.12)}, ${alpha(p.primary, ds.dark ? 0.22 : 0.12)})`
                    : undefined,
              },
              col(
                {
                  width: cell - 6,
                  height: cell - 6,
                  borderRadius: (cell - 6) / 2,
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 2,
                  backgroundColor: selected ? p.primary : 'transparent',
                  border: isToday ? `1.5px solid ${p.primary}` : undefined,
                },
                text(String(day), {
                  ...font(ctx, 'callout'),
                  fontWeight: selected || isToday ? 700 : 500,
                  color: selected ? p.onPrimary : disabled ? mix(p.textMuted, p.background, 0.45) : p.text,
                }),
                dots.length > 0
                  ? row(
                      { gap: 2 },
                      ...dots.slice(0, 3).map((c) =>
                        h('div', {
                          width: 4,
                          height: 4,
                          borderRadius: 2,
                          backgroundColor: selected ? p.onPrimary : c,
                        }),
                      ),
                    )
                  : null,
              ),
            );
          }),
        ),
      ),
    ),
  );
}

/** A week strip: seven days with their dates, one selected. */
export function weekStrip(
  ctx: ScreenContext,
  startDate: number,
  selected: number,
  options: { dots?: number[] } = {},
): Node {
  const { p, ds } = ctx;
  return ui(
    'date-picker',
    row(
      { width: '100%', justifyContent: 'space-between' },
      ...WEEKDAYS.map((d, i) => {
        const on = i === selected;
        return col(
          {
            width: 44,
            paddingTop: 8,
            paddingBottom: 8,
            gap: 6,
            alignItems: 'center',
            borderRadius: ds.radius.md > 12 ? 16 : ds.radius.md,
            backgroundColor: on ? p.primary : 'transparent',
          },
          text(d.slice(0, 3), {
            ...font(ctx, 'caption'),
            fontWeight: 600,
            color: on ? alpha(p.onPrimary, 0.8) : p.textMuted,
          }),
          text(String(startDate + i), { ...font(ctx, 'headline'), color: on ? p.onPrimary : p.text }),
          h('div', {
            width: 5,
            height: 5,
            borderRadius: 3,
            backgroundColor: options.dots?.includes(i) ? (on ? p.onPrimary : p.primary) : 'transparent',
          }),
        );
      }),
    ),
  );
}

/** An event block for a time grid, positioned absolutely. */
export function eventBlock(
  ctx: ScreenContext,
  options: {
    title: string;
    place?: string;
    time?: string;
    color: string;
    top: number;
    height: number;
    left?: number | string;
    width?: number | string;
  },
): Node {
  const { p, ds } = ctx;
  const tall = options.height >= 52;
  return col(
    {
      position: 'absolute',
      top: options.top,
      left: options.left ?? 0,
      width: options.width ?? '100%',
      height: options.height,
      paddingLeft: 8,
      paddingRight: 6,
      paddingTop: 5,
      gap: 1,
      overflow: 'hidden',
      borderRadius: Math.min(ds.radius.sm, 8),
      backgroundColor: alpha(options.color, ds.dark ? 0.28 : 0.16),
      borderLeft: `3px solid ${options.color}`,
    },
    text(options.title, {
      ...font(ctx, 'label'),
      fontWeight: 600,
      color: ds.dark ? p.text : mix(options.color, '#000000', 0.55),
      lineHeight: 1.2,
    }),
    tall && options.time
      ? text(options.time, {
          ...font(ctx, 'caption'),
          fontSize: 11,
          color: ds.dark ? p.textMuted : mix(options.color, '#000000', 0.35),
        })
      : null,
    tall && options.place && options.height >= 70
      ? text(options.place, {
          ...font(ctx, 'caption'),
          fontSize: 11,
          color: ds.dark ? p.textMuted : mix(options.color, '#000000', 0.35),
        })
      : null,
  );
}
