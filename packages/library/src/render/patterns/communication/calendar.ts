/**
 * Calendar layouts: a month with the day's agenda, a week of hours, an agenda of the coming days.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, lift, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { WEEKDAYS } from './parts.js';
import {
  agendaRow,
  type CalEvent,
  calendarActions,
  dayEvents,
  hhmm,
  JUNE,
  monthDots,
  monthGrid,
  timeGrid,
  weekStrip,
} from './parts-calendar.js';
import { domain, person, phone, pick, sectionIndex, webApp } from './parts-screen.js';

/** A month with dotted days and the selected day's agenda; on the web, a full month board. */
export function calendarMonth(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const events = dayEvents(ctx);
  if (platform === 'web') {
    const cells: (number | null)[] = [
      ...Array.from({ length: JUNE.firstWeekday }, () => null),
      ...Array.from({ length: JUNE.days }, (_, i) => i + 1),
    ];
    while (cells.length % 7) cells.push(null);
    const dots = monthDots(ctx);
    const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
    const d = domain(ctx);
    const cell = (day: number | null, c: number) =>
      col(
        {
          flexGrow: 1,
          flexBasis: 0,
          height: '100%',
          padding: 6,
          gap: 3,
          borderRight: c < 6 ? `1px solid ${p.border}` : undefined,
          backgroundColor:
            day === null || c > 4
              ? ds.dark
                ? alpha(p.surface, 0.5)
                : mix(p.surface, p.background, 0.5)
              : undefined,
        },
        day !== null
          ? row(
              {
                width: 24,
                height: 24,
                borderRadius: 12,
                justifyContent: 'center',
                backgroundColor: day === JUNE.today ? p.primary : undefined,
              },
              text(String(day), {
                ...font(ctx, 'caption'),
                fontWeight: 600,
                color: day === JUNE.today ? p.onPrimary : p.text,
              }),
            )
          : null,
        ...(day !== null ? (dots[day] ?? []) : []).map((color, i) =>
          row(
            {
              gap: 4,
              height: 20,
              paddingLeft: 6,
              borderRadius: 4,
              backgroundColor: alpha(color, ds.dark ? 0.3 : 0.14),
              width: '100%',
            },
            text(pick(d.events, (day ?? 0) + i).title, {
              ...font(ctx, 'caption'),
              fontSize: 11,
              fontWeight: 600,
              color: ds.dark ? p.text : mix(color, '#000000', 0.5),
            }),
          ),
        ),
      );
    return webApp(ctx, {
      active: sectionIndex(ctx, ['calendar', 'sun']),
      title: 'June 2025',
      actions: calendarActions(ctx, 0),
      body: ui(
        'calendar',
        col(
          { flexGrow: 1, margin: 24, borderRadius: ds.radius.md, border: `1px solid ${p.border}` },
          row(
            { height: 32, borderBottom: `1px solid ${p.border}` },
            ...WEEKDAYS.map((w) =>
              row({ flexGrow: 1, flexBasis: 0, paddingLeft: 10 }, kit.caption(w, { fontWeight: 600 })),
            ),
          ),
          ...weeks.map((week, wi) =>
            row(
              {
                flexGrow: 1,
                flexBasis: 0,
                alignItems: 'stretch',
                borderBottom: wi < weeks.length - 1 ? `1px solid ${p.border}` : undefined,
              },
              ...week.map((day, c) => cell(day, c)),
            ),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: 'June 2025', large: true, actions: ['search', 'plus'] })],
    body: [
      monthGrid(ctx, { ...JUNE, selected: JUNE.today, dots: monthDots(ctx), cell: 42 }),
      row(
        { width: '100%', paddingTop: 4 },
        kit.headline('Thursday, 12 June'),
        spacer(),
        kit.caption(`${events.length} events`),
      ),
      col({ width: '100%' }, ...events.slice(0, 4).map((e, i) => agendaRow(ctx, e, { last: i === 3 }))),
    ],
    gap: 10,
    bottom: [chrome.tabBar(sectionIndex(ctx, ['calendar', 'sun']))],
  });
}

/** A week strip over the selected day's hours (phones); a seven-day time grid on the web. */
export function calendarWeek(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  if (platform === 'web') {
    const columns = [0, 1, 2, 3, 4, 5, 6].map((d) =>
      d > 4
        ? dayEvents(ctx, d).slice(2, 3)
        : dayEvents(ctx, d).filter((_, i) => (i + d) % 2 === 0 || d === 3),
    );
    return webApp(ctx, {
      active: sectionIndex(ctx, ['calendar', 'sun']),
      title: '9 – 15 June 2025',
      subtitle: 'Week 24',
      actions: calendarActions(ctx, 1),
      body: col(
        { flexGrow: 1, paddingLeft: 16, paddingRight: 24, paddingTop: 4 },
        timeGrid(ctx, columns, {
          hourHeight: 62,
          from: 8,
          to: 18,
          labels: WEEKDAYS.map((w, i) => `${w} ${9 + i}`),
          now: 11.2,
        }),
      ),
    });
  }
  const events = dayEvents(ctx);
  return chrome.frame({
    top: [chrome.navBar({ title: 'June', large: platform === 'ios', actions: ['calendar-days', 'plus'] })],
    body: col(
      { flexGrow: 1, gap: 10, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin },
      weekStrip(ctx, 9, 3, { dots: [0, 1, 3, 4] }),
      row(
        { width: '100%', paddingTop: 4 },
        kit.headline('Today'),
        spacer(),
        kit.caption(`${events.length} events · 5 h 15 min`, { color: p.textMuted }),
      ),
      timeGrid(ctx, [events], { hourHeight: platform === 'android' ? 60 : 52, from: 8, to: 17, now: 11.2 }),
    ),
    bottom: [chrome.tabBar(sectionIndex(ctx, ['calendar', 'sun']))],
  });
}

/** An agenda of the coming days; on the web a mini month beside the day's schedule and an event's details. */
export function calendarAgenda(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const days: [string, CalEvent[]][] = [
    ['Today · Thu 12 June', dayEvents(ctx).slice(0, 3)],
    ['Tomorrow · Fri 13 June', dayEvents(ctx, 3).slice(1, 3)],
    ['Mon 16 June', dayEvents(ctx, 5).slice(0, 2)],
  ];
  const dayBlock = ([label, events]: [string, CalEvent[]], i: number) =>
    col(
      { width: '100%', gap: 2 },
      text(label, {
        ...font(ctx, 'label'),
        fontWeight: 700,
        color: i === 0 ? p.primary : p.textMuted,
        paddingTop: 8,
      }),
      ...events.map((e, j) => agendaRow(ctx, e, { last: j === events.length - 1 })),
    );
  if (platform === 'web') {
    const e = dayEvents(ctx)[1] as CalEvent;
    return webApp(ctx, {
      active: sectionIndex(ctx, ['calendar', 'sun']),
      title: 'Schedule',
      subtitle: 'Thursday, 12 June',
      actions: [
        row({ width: 260 }, kit.searchBar('Search events')),
        kit.button('New event', { size: 'sm', icon: 'plus' }),
      ],
      body: row(
        { flexGrow: 1, padding: 28, gap: 28, alignItems: 'flex-start' },
        col(
          { width: 300, gap: 16 },
          kit.headline('June 2025'),
          monthGrid(ctx, { ...JUNE, selected: JUNE.today, dots: monthDots(ctx), cell: 40 }),
          kit.caption('MY CALENDARS', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 8 }),
          ...['Work', 'Personal', 'Team'].map((c, i) => kit.checkbox(i < 2, c)),
        ),
        col({ flexGrow: 1, flexShrink: 1, gap: 8 }, ...days.slice(0, 2).map(dayBlock)),
        lift(
          kit.card(
            { width: 320, gap: 14, backgroundColor: ds.dark ? p.surface : p.background },
            h('div', { width: 40, height: 4, borderRadius: 2, backgroundColor: e.color }),
            kit.headline(e.title),
            row(
              { gap: 10 },
              icon('clock', 16, p.textMuted),
              kit.body(`Thu 12 June · ${hhmm(e.start)} – ${hhmm(e.end)}`, { fontSize: 14 }),
            ),
            row({ gap: 10 }, icon('map-pin', 16, p.textMuted), kit.body(e.place, { fontSize: 14 })),
            row(
              { gap: 10 },
              icon('users', 16, p.textMuted),
              kit.avatarGroup(
                [1, 2, 3, 4].map((i) => person(ctx, i)),
                26,
              ),
            ),
            row(
              { gap: 10, width: '100%' },
              kit.button('Join', { size: 'sm', icon: 'video' }),
              kit.button('Edit', { size: 'sm', variant: 'secondary' }),
            ),
          ),
          ds.radius.lg,
          { opacity: ds.dark ? 0 : 1 },
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Upcoming', large: true, actions: ['calendar-days'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, gap: 6 },
      row({ gap: 8 }, kit.chip('All', { selected: true }), kit.chip('Work'), kit.chip('Personal')),
      ...days.map(dayBlock),
    ),
    bottom: [
      row({ position: 'absolute', right: 16, bottom: platform === 'android' ? 104 : 96 }, kit.fab('plus')),
      chrome.tabBar(sectionIndex(ctx, ['calendar', 'sun'])),
    ],
  });
}
