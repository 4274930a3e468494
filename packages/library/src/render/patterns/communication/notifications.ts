/**
 * Notification layouts: activity grouped by day, filter tabs with actions, system notices as cards.
 */
import { alpha, mix } from '../../color.js';
import type { Person } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { pinnedOver, plainRows, popover } from './parts.js';
import { avatarWith, countBubble, domain, person, phone, pick, unreadDot, webApp } from './parts-screen.js';

interface NoticeRow {
  who: Person | null;
  icon: string;
  line: string;
  time: string;
  unread: boolean;
  thumb: boolean;
}

function notices(ctx: ScreenContext): NoticeRow[] {
  const d = domain(ctx);
  const times = ['2m', '18m', '1h', '3h', 'Yesterday', 'Yesterday', 'Mon', 'Sun'];
  return d.notices.map((n, i) => ({
    who: n.actor ? person(ctx, i + 1) : null,
    icon: n.icon,
    line: n.text,
    time: pick(times, i),
    unread: i < 3,
    thumb: n.thumb === true,
  }));
}

/** One notification: the actor's avatar with the kind's icon, the line, the time, a dot when unread. */
function noticeRow(
  ctx: ScreenContext,
  n: NoticeRow,
  options: { action?: string; last?: boolean } = {},
): Node {
  const { p, kit, ds, content } = ctx;
  const lead = n.who
    ? avatarWith(ctx, n.who, 44, { icon: n.icon, color: p.primary })
    : kit.iconTile(n.icon, { size: 44 });
  return kit.ruledRow(
    { gap: 12, paddingTop: 12, paddingBottom: 12, width: '100%', alignItems: 'center' },
    options.last,
    lead,
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      row(
        { flexWrap: 'wrap', gap: 4 },
        n.who ? text(n.who.name, { ...font(ctx, 'callout'), fontWeight: 700, color: p.text }) : null,
        text(n.line, { ...font(ctx, 'callout'), fontWeight: 400, color: p.text }),
      ),
      kit.caption(n.time),
    ),
    options.action
      ? kit.button(options.action, { size: 'sm', full: false, variant: 'primary' })
      : n.thumb
        ? kit.photo(pick(content.items, n.line.length).photo, n.line.length, 44, 44, {
            borderRadius: Math.min(ds.radius.sm, 8),
          })
        : null,
    unreadDot(ctx, n.unread),
  );
}

/** Activity grouped by day (Today, Yesterday, Earlier), unread ones marked. */
export function notificationsGrouped(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  const list = notices(ctx);
  const groups: [string, NoticeRow[]][] = [
    ['Today', list.slice(0, 4)],
    ['Yesterday', list.slice(4, 6)],
    ['This week', list.slice(6, 8)],
  ];
  const section = (label: string, rows: NoticeRow[]) =>
    col(
      { width: '100%' },
      text(label, { ...font(ctx, 'headline'), fontSize: 15, color: p.text, paddingTop: 10 }),
      ...rows.map((n, i) => noticeRow(ctx, n, { last: i === rows.length - 1 })),
    );
  if (platform === 'web') {
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: ctx.content.sections.map((s) => s.label),
          actions: [kit.iconButton('bell', { variant: 'tonal' }), kit.avatar(ctx.content.user, 32)],
        }),
      ],
      body: row(
        { flexGrow: 1, justifyContent: 'center', alignItems: 'flex-start', paddingTop: 28, gap: 32 },
        col(
          { width: 640, gap: 4 },
          row(
            { width: '100%', paddingBottom: 6 },
            kit.title('Notifications', { fontSize: 28 }),
            spacer(),
            kit.link('Mark all as read'),
          ),
          section('Today', list.slice(0, 4)),
          section('Yesterday', list.slice(4, 7)),
        ),
        col(
          { width: 280, gap: 12 },
          kit.card(
            { gap: 12 },
            kit.headline('Stay in the loop'),
            kit.muted('Get a daily summary instead of every alert.', { fontSize: 14 }),
            row({ width: '100%' }, kit.label('Daily digest'), spacer(), kit.toggle(true)),
            row({ width: '100%' }, kit.label('Push alerts'), spacer(), kit.toggle(false)),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: 'Notifications', large: true, actions: ['settings'] })],
    body: groups.slice(0, 2).map(([label, rows]) => section(label, rows)),
    gap: 4,
    paddingTop: 0,
    bottom: [chrome.tabBar(0)],
  });
}

/** Filter tabs (All, Mentions, Unread) and rows that carry an action (follow back, accept, view). */
export function notificationsTabs(ctx: ScreenContext): Node {
  const { platform, kit, chrome, content } = ctx;
  const list = notices(ctx);
  const actionFor = (n: NoticeRow, i: number) =>
    n.who && i % 3 === 1
      ? content.items.length > 0 && ctx.app.category === 'social'
        ? 'Follow'
        : 'View'
      : undefined;
  const rows = list.slice(0, 7).map((n, i) => noticeRow(ctx, n, { action: actionFor(n, i), last: i === 6 }));
  const filterTabs = kit.tabs(['All', 'Mentions', 'Unread'], 0, {
    counts: [null, 2, 3],
    stretch: platform !== 'web',
  });
  if (platform === 'web') {
    // A popover under the bell of the app's page.
    const panel = popover(
      ctx,
      'menu',
      420,
      10,
      row(
        { width: '100%' },
        kit.headline('Notifications'),
        spacer(),
        kit.link('Mark all read', { fontSize: 13 }),
      ),
      filterTabs,
      ...list.slice(0, 5).map((n, i) => noticeRow(ctx, n, { last: i === 4 })),
      row(
        { justifyContent: 'center', width: '100%', paddingTop: 4 },
        kit.link('See all activity', { fontSize: 14 }),
      ),
    );
    const page = webApp(ctx, {
      active: 0,
      title: 'Home',
      actions: [
        row({ width: 260 }, kit.searchBar('Search')),
        row(
          { position: 'relative' },
          kit.iconButton('bell', { variant: 'tonal' }),
          row({ position: 'absolute', right: -4, top: -4 }, countBubble(ctx, 3)),
        ),
        kit.avatar(content.user, 32),
      ],
      body: row(
        { flexGrow: 1, padding: 32, gap: 20, alignItems: 'flex-start' },
        col({ width: 560, gap: 4 }, ...plainRows(ctx, content.items.slice(0, 6))),
      ),
    });
    return pinnedOver(ctx, page, { right: 24, top: 64 }, panel);
  }
  return chrome.frame({
    top: [
      chrome.navBar({ title: 'Activity', back: platform === 'android', actions: ['check-check'] }),
      row({ paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, width: '100%' }, filterTabs),
    ],
    body: col({ flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin }, ...rows),
  });
}

/** System notices as cards: a push-permission banner, then grouped cards with icon tiles. */
export function notificationsCards(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const list = notices(ctx);
  const card = (n: NoticeRow, i: number) =>
    ui(
      'card',
      row(
        {
          gap: 14,
          padding: 14,
          borderRadius: ds.radius.lg,
          backgroundColor: ds.dark ? p.surface : p.surface,
          border: `1px solid ${p.border}`,
          width: '100%',
          alignItems: 'flex-start',
        },
        kit.iconTile(n.icon, {
          size: 40,
          tone: i % 4 === 2 ? 'success' : i % 4 === 3 ? 'warning' : 'primary',
        }),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 4 },
          row(
            { width: '100%', gap: 8 },
            text(n.who ? n.who.name : ctx.app.title, {
              ...font(ctx, 'callout'),
              fontWeight: 700,
              color: p.text,
            }),
            spacer(),
            kit.caption(n.time),
          ),
          text(n.who ? capitalise(n.line) : n.line, {
            ...font(ctx, 'callout'),
            fontWeight: 400,
            color: p.textMuted,
          }),
        ),
      ),
    );
  const banner = ui(
    'banner',
    row(
      {
        gap: 14,
        padding: 16,
        borderRadius: ds.radius.lg,
        backgroundColor: alpha(p.primary, ds.dark ? 0.2 : 0.09),
        width: '100%',
      },
      icon('bell-ring', 24, ds.dark ? mix(p.primary, '#ffffff', 0.3) : p.primary),
      col(
        { gap: 2, flexShrink: 1, flexGrow: 1 },
        kit.label('Turn on push notifications'),
        kit.caption('Know the moment something changes.'),
      ),
      kit.button('Turn on', { size: 'sm', full: false }),
    ),
  );
  if (platform === 'web') {
    const filters = ['All activity', 'Mentions', 'Assigned to me', 'System'];
    return webApp(ctx, {
      active: 0,
      title: 'Notifications',
      subtitle: '3 unread',
      actions: [
        kit.button('Settings', { variant: 'secondary', size: 'sm', icon: 'settings' }),
        kit.button('Mark all read', { size: 'sm', icon: 'check-check' }),
      ],
      body: row(
        { flexGrow: 1, padding: 32, gap: 32, alignItems: 'flex-start' },
        col(
          { width: 200, gap: 4 },
          ...filters.map((f, i) =>
            row(
              {
                height: 36,
                paddingLeft: 12,
                borderRadius: ds.radius.sm,
                backgroundColor: i === 0 ? (ds.dark ? p.surfaceAlt : p.surface) : undefined,
                width: '100%',
              },
              text(f, {
                ...font(ctx, 'callout'),
                fontWeight: i === 0 ? 600 : 500,
                color: i === 0 ? p.text : p.textMuted,
              }),
              spacer(),
              i < 2
                ? text(i === 0 ? '8' : '2', { ...font(ctx, 'caption'), color: p.textMuted, paddingRight: 10 })
                : null,
            ),
          ),
        ),
        col(
          { flexGrow: 1, gap: 10 },
          banner,
          kit.caption('TODAY', { fontWeight: 700, letterSpacing: 0.6 }),
          ...list.slice(0, 3).map(card),
          kit.caption('EARLIER', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 6 }),
          ...list.slice(3, 5).map((n, i) => card(n, i + 3)),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [
      chrome.navBar({
        title: 'Notifications',
        back: true,
        actionLabel: platform === 'ios' ? 'Clear' : undefined,
        actions: platform === 'android' ? ['settings'] : undefined,
      }),
    ],
    body: [
      banner,
      kit.caption('TODAY', { fontWeight: 700, letterSpacing: 0.6 }),
      ...list.slice(0, 3).map(card),
      kit.caption('EARLIER', { fontWeight: 700, letterSpacing: 0.6 }),
      ...list.slice(3, 5).map((n, i) => card(n, i + 3)),
    ],
    gap: 10,
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
