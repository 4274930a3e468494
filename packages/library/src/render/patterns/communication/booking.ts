/**
 * Booking layouts: a day and a time slot, a choice of sessions, a scheduling page with a month.
 */
import { alpha, mix } from '../../color.js';
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, lift, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { stepper } from './parts.js';
import { JUNE, monthGrid, weekStrip } from './parts-calendar.js';
import { domain, person, phone, priceOf, sectionIndex, webApp } from './parts-screen.js';

/** What is booked, with the travel case (a stay from the app's items, priced per night). */
function bookingCopy(ctx: ScreenContext) {
  const b = domain(ctx).booking;
  const item = ctx.content.items[0] as Item;
  return { ...b, what: b.what || item.title, where: b.where || item.subtitle, item };
}

const SLOTS = ['9:00', '9:30', '10:00', '11:00', '11:30', '13:00', '14:30', '15:00', '16:30'];

const TAKEN = [1, 4, 7];

function slotGrid(ctx: ScreenContext, selected: number, columns: number): Node {
  const { p, ds } = ctx;
  return row(
    { flexWrap: 'wrap', gap: 10, width: '100%' },
    ...SLOTS.map((s, i) => {
      const on = i === selected;
      const off = TAKEN.includes(i);
      return ui(
        'chip',
        row(
          {
            width: `${Math.floor(100 / columns) - 3}%`,
            height: 44,
            justifyContent: 'center',
            borderRadius: ds.radius.md,
            border: `1.5px solid ${on ? p.primary : p.border}`,
            backgroundColor: on
              ? p.primary
              : off
                ? ds.dark
                  ? p.surface
                  : mix(p.surface, p.background, 0.5)
                : 'transparent',
          },
          text(s, {
            ...font(ctx, 'callout'),
            fontWeight: 600,
            color: on ? p.onPrimary : off ? mix(p.textMuted, p.background, 0.4) : p.text,
            textDecoration: off ? 'line-through' : undefined,
          }),
        ),
      );
    }),
  );
}

/** The stay's price lines: nights × nightly price = total, from the item's own price. */
function stayTotal(ctx: ScreenContext, nights: number): Node | null {
  const { kit } = ctx;
  const b = bookingCopy(ctx);
  const price = priceOf(b.item);
  if (price === 0) return null;
  return col(
    { gap: 8, width: '100%' },
    row(
      { width: '100%' },
      kit.body(`${kit.money(price)} × ${nights} nights`, { fontSize: 15 }),
      spacer(),
      kit.body(kit.money(price * nights), { fontSize: 15 }),
    ),
    row(
      { width: '100%' },
      kit.headline('Total', { fontSize: 16 }),
      spacer(),
      kit.headline(kit.money(price * nights), { fontSize: 16 }),
    ),
  );
}

/** A day picked in a week strip, then a time slot, a summary and the booking button (a stay: a date range). */
export function bookingSlots(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  const b = bookingCopy(ctx);
  const summary = kit.card(
    { gap: 6, width: '100%' },
    row(
      { gap: 12 },
      kit.iconTile(b.range ? 'bed' : 'calendar-check', { size: 40 }),
      col({ gap: 2, flexShrink: 1 }, kit.label(b.what, { fontWeight: 700 }), kit.caption(b.where)),
    ),
  );
  const picker = b.range
    ? monthGrid(ctx, {
        ...JUNE,
        range: [14, 19],
        disabledBefore: JUNE.today,
        cell: platform === 'web' ? 46 : 42,
      })
    : weekStrip(ctx, 9, 3, { dots: [0, 1, 2, 3, 4] });
  const when = b.range ? 'Sat 14 – Thu 19 June · 5 nights' : 'Thu 12 June · 10:00';
  if (platform === 'web') {
    return bookingPage(
      ctx,
      b.what,
      col(
        { flexGrow: 1, flexShrink: 1, gap: 18 },
        kit.headline(b.range ? 'June 2025' : 'This week'),
        picker,
        b.range ? null : kit.headline('Available times'),
        b.range ? null : slotGrid(ctx, 2, 5),
      ),
      lift(
        kit.card(
          { width: 360, gap: 16, backgroundColor: ctx.ds.dark ? p.surface : p.background },
          summary,
          row({ gap: 10 }, icon('calendar', 18, p.textMuted), kit.body(when, { fontSize: 15 })),
          row({ width: '100%' }, kit.label(b.countLabel), spacer(), stepper(ctx, 2)),
          b.range ? stayTotal(ctx, 5) : null,
          kit.button(b.action, { full: true }),
        ),
        ctx.ds.radius.lg,
        { opacity: ctx.ds.dark ? 0 : 1 },
      ),
    );
  }
  return chrome.frame({
    top: [chrome.navBar({ title: b.title, back: true })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 8, gap: 16 },
      summary,
      kit.headline(b.range ? 'June 2025' : 'June'),
      picker,
      b.range ? null : kit.headline('Available times'),
      b.range ? null : slotGrid(ctx, 2, 3),
    ),
    bottom: [
      row(
        {
          width: '100%',
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          paddingTop: 12,
          paddingBottom: 8,
          gap: 12,
          borderTop: `1px solid ${p.border}`,
        },
        col(
          { gap: 2, flexShrink: 1 },
          kit.label(
            b.range && priceOf(b.item) ? kit.money(priceOf(b.item) * 5) : (when.split(' · ')[0] ?? when),
            { fontWeight: 700 },
          ),
          kit.caption(b.range ? when : (when.split(' · ')[1] ?? '')),
        ),
        spacer(),
        kit.button(b.action, { full: false }),
      ),
    ],
  });
}

/** A choice of sessions (rooms, classes, tables) as radio cards, a count stepper and a summary. */
export function bookingSessions(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const b = bookingCopy(ctx);
  const picked = 1;
  const option = (s: (typeof b.sessions)[number], i: number) =>
    ui(
      'card',
      row(
        {
          gap: 14,
          padding: 14,
          width: '100%',
          borderRadius: ds.radius.lg,
          border: `${i === picked ? 2 : 1}px solid ${i === picked ? p.primary : p.border}`,
          backgroundColor: i === picked ? alpha(p.primary, ds.dark ? 0.12 : 0.05) : undefined,
        },
        kit.radio(i === picked),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          kit.label(s.title, { fontWeight: 700 }),
          kit.caption(s.detail),
        ),
        kit.badge(s.length, i === picked ? 'primary' : 'neutral'),
      ),
    );
  const options = b.sessions.map(option);
  const count = row(
    { width: '100%' },
    col({ gap: 2 }, kit.label(b.countLabel, { fontWeight: 700 }), kit.caption('Up to 6')),
    spacer(),
    stepper(ctx, 2),
  );
  const day = segmentedDays(ctx);
  if (platform === 'web') {
    return bookingPage(
      ctx,
      b.where,
      col({ flexGrow: 1, flexShrink: 1, gap: 12 }, day, ...options),
      kit.card(
        { width: 340, gap: 16 },
        kit.headline('Summary'),
        row(
          { gap: 10 },
          icon('calendar', 16, p.textMuted),
          kit.body('Thu 12 June · 10:00', { fontSize: 14 }),
        ),
        row(
          { gap: 10 },
          icon('map-pin', 16, p.textMuted),
          kit.body(b.sessions[picked]?.title ?? b.what, { fontSize: 14 }),
        ),
        count,
        kit.button(b.action, { full: true }),
      ),
    );
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: b.title, back: true })],
    body: [day, ...options, count, spacer(), kit.button(b.action)],
    gap: 12,
  });
}

/** A booking's web page: its title over `subtitle`, the choices beside a summary card. */
function bookingPage(ctx: ScreenContext, subtitle: string, ...children: Node[]): Node {
  return webApp(ctx, {
    active: sectionIndex(ctx, ['calendar', 'plane', 'search']),
    title: bookingCopy(ctx).title,
    subtitle,
    body: row({ flexGrow: 1, padding: 32, gap: 32, alignItems: 'flex-start' }, ...children),
  });
}

function segmentedDays(ctx: ScreenContext): Node {
  return ctx.kit.segmented(['Today', 'Tomorrow', 'Sat 14'], 0);
}

/** A scheduling page: the host, a month to pick from and the day's times as a column (Calendly-like). */
export function bookingMonth(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const b = bookingCopy(ctx);
  const host = person(ctx, 2);
  const session = b.sessions[0];
  const times = SLOTS.filter((_, i) => !TAKEN.includes(i)).slice(0, 5);
  const timeButton = (t: string, i: number) =>
    i === 1
      ? row(
          { gap: 8, width: '100%' },
          ui(
            'button',
            row(
              {
                flexGrow: 1,
                height: 46,
                justifyContent: 'center',
                borderRadius: ds.radius.md,
                backgroundColor: mix(p.textMuted, p.background, 0.3),
              },
              text(t, { ...font(ctx, 'callout'), fontWeight: 600, color: '#ffffff' }),
            ),
          ),
          kit.button('Next', { full: false }),
        )
      : ui(
          'button',
          row(
            {
              width: '100%',
              height: 46,
              justifyContent: 'center',
              borderRadius: ds.radius.md,
              border: `1.5px solid ${alpha(p.primary, 0.5)}`,
            },
            text(t, {
              ...font(ctx, 'callout'),
              fontWeight: 600,
              color: ds.dark ? mix(p.primary, '#ffffff', 0.3) : p.primary,
            }),
          ),
        );
  const hostBlock = col(
    { gap: 10 },
    kit.avatar(host, 48),
    kit.caption(host.name),
    kit.headline(session?.title ?? b.what, { fontSize: 20 }),
    row({ gap: 8 }, icon('clock', 16, p.textMuted), kit.caption(session?.length ?? '30 min')),
    row({ gap: 8 }, icon('video', 16, p.textMuted), kit.caption(b.range ? b.where : 'Video call')),
  );
  if (platform === 'web') {
    return chrome.frame({
      background: ds.dark ? p.background : p.surface,
      body: row(
        { flexGrow: 1, justifyContent: 'center', alignItems: 'center' },
        lift(
          ui(
            'card',
            row(
              {
                width: 1040,
                height: 620,
                borderRadius: ds.radius.lg,
                backgroundColor: ds.dark ? p.surface : '#ffffff',
                border: `1px solid ${p.border}`,
                alignItems: 'stretch',
              },
              col(
                { width: 300, padding: 28, gap: 16, borderRight: `1px solid ${p.border}` },
                kit.logo(ctx.content.glyph, ctx.app.title, 28),
                hostBlock,
                kit.muted(session?.detail ?? b.where, { fontSize: 14 }),
              ),
              col(
                { flexGrow: 1, padding: 28, gap: 18 },
                kit.headline('Select a date & time'),
                row(
                  { width: '100%', gap: 10 },
                  kit.label('June 2025', { fontWeight: 700 }),
                  spacer(),
                  kit.iconButton('chevron-left', { variant: 'outline', size: 32 }),
                  kit.iconButton('chevron-right', { variant: 'outline', size: 32 }),
                ),
                monthGrid(ctx, { ...JUNE, selected: 13, disabledBefore: JUNE.today, cell: 52 }),
                row({ gap: 8 }, icon('globe', 16, p.textMuted), kit.caption('Central European Time (9:41)')),
              ),
              col(
                { width: 240, padding: 28, paddingLeft: 0, gap: 10 },
                kit.label('Friday, 13 June', { fontWeight: 700, paddingBottom: 8 }),
                ...times.map(timeButton),
              ),
            ),
          ),
          ds.radius.lg,
          { opacity: ds.dark ? 0 : 1, depth: 2 },
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: b.title, back: true })],
    body: [
      row(
        { gap: 12 },
        kit.avatar(host, 44),
        col(
          { gap: 2, flexShrink: 1 },
          kit.label(session?.title ?? b.what, { fontWeight: 700 }),
          kit.caption(`${host.name} · ${session?.length ?? '30 min'}`),
        ),
      ),
      monthGrid(ctx, { ...JUNE, selected: 13, disabledBefore: JUNE.today, cell: 40 }),
      kit.label('Friday, 13 June', { fontWeight: 700 }),
      ...times.slice(0, 4).map(timeButton),
    ],
    gap: 12,
  });
}
