/**
 * Share sheet layouts: the system sheet, a link with who can open it, sending to people.
 */
import type { Item } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { pinnedOver, plainRows, popover, qrCode, widened } from './parts.js';
import { domain, person, webApp } from './parts-screen.js';

interface Target {
  label: string;
  icon: string;
  color: string;
}

const TARGETS: Target[] = [
  { label: 'Messages', icon: 'message-circle', color: '#34C759' },
  { label: 'Mail', icon: 'mail', color: '#0A84FF' },
  { label: 'WhatsApp', icon: 'phone', color: '#25D366' },
  { label: 'Slack', icon: 'hash', color: '#4A154B' },
  { label: 'Notes', icon: 'notebook-pen', color: '#F5B400' },
];

function targetTile(ctx: ScreenContext, t: Target, size = 58): Node {
  return col(
    { alignItems: 'center', gap: 6, width: size + 12 },
    row(
      {
        width: size,
        height: size,
        borderRadius: Math.round(size * 0.26),
        justifyContent: 'center',
        backgroundColor: t.color,
      },
      icon(t.icon, Math.round(size * 0.48), '#ffffff', 2),
    ),
    text(t.label, { ...font(ctx, 'caption'), fontSize: 11, color: ctx.p.text }),
  );
}

/** What is being shared: its picture, title and link. */
function sharePreview(ctx: ScreenContext, item: Item): Node {
  const { p, kit } = ctx;
  return row(
    { gap: 12, width: '100%' },
    kit.photo(item.photo, item.title.length, 48, 48, { borderRadius: 10 }),
    col(
      { gap: 2, flexShrink: 1 },
      text(item.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
      kit.caption(`${ctx.content.domain}/s/${slug(item.title)}`),
    ),
    spacer(),
    kit.iconButton('x', { variant: 'tonal', size: 30 }),
  );
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 18);

/** The background screen a share sheet sits on: the item's detail. */
function shareBackdrop(ctx: ScreenContext, item: Item): Node {
  const { kit, random, m } = ctx;
  return col(
    { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, gap: 14, paddingTop: 8 },
    kit.photo(item.photo, random.int(1, 1e9), ctx.size.width - m.margin * 2, 260, {
      borderRadius: ctx.ds.radius.lg,
    }),
    kit.title(item.title, { fontSize: 26 }),
    kit.muted(item.subtitle),
  );
}

/** The system share sheet: people to send to, app targets, then actions (iOS, Android's sharesheet). */
export function shareSystem(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds } = ctx;
  const item = content.items[0] as Item;
  const people = [1, 2, 3, 4].map((i) => person(ctx, i));
  const peopleRow = row(
    { gap: 8, width: '100%', justifyContent: 'space-between' },
    ...people.map((who) =>
      col(
        { alignItems: 'center', gap: 6, width: 70 },
        kit.avatar(who, 56),
        text(who.first, { ...font(ctx, 'caption'), fontSize: 11, color: p.text }),
      ),
    ),
  );
  const targetRow = row(
    { gap: 4, width: '100%', justifyContent: 'space-between' },
    ...TARGETS.slice(0, platform === 'web' ? 5 : 4).map((t) =>
      targetTile(ctx, t, platform === 'web' ? 52 : 58),
    ),
  );
  const actions = kit.list(
    [
      kit.listRow({ title: 'Copy link', leading: { icon: 'link', tone: 'plain' } }),
      kit.listRow({ title: 'Add to collection', leading: { icon: 'bookmark-plus', tone: 'plain' } }),
      kit.listRow({ title: 'Open in browser', leading: { icon: 'globe', tone: 'plain' }, last: true }),
    ],
    { inset: true },
  );
  if (platform === 'web') {
    const modal = kit.modal(
      row({ width: '100%' }, kit.headline('Share'), spacer(), icon('x', 20, p.textMuted)),
      sharePreview(ctx, item),
      kit.caption('SEND TO', { fontWeight: 700, letterSpacing: 0.6 }),
      peopleRow,
      kit.caption('SHARE VIA', { fontWeight: 700, letterSpacing: 0.6 }),
      targetRow,
      row(
        { gap: 8, width: '100%' },
        col(
          { flexGrow: 1 },
          kit.textField({ label: 'Link', value: `${content.domain}/s/${slug(item.title)}` }),
        ),
        col({ paddingTop: 26 }, kit.button('Copy', { icon: 'copy' })),
      ),
    );
    return chrome.frame({
      top: [
        chrome.webHeader({
          links: content.sections.map((s) => s.label),
          actions: [kit.button('Share', { size: 'sm', icon: 'share' })],
        }),
      ],
      body: row(
        { flexGrow: 1, padding: 40, gap: 40 },
        kit.photo(item.photo, 7, 620, 420, { borderRadius: ds.radius.lg }),
        col({ gap: 12, flexShrink: 1 }, kit.display(item.title, { fontSize: 40 }), kit.muted(item.subtitle)),
      ),
      overlay: modal,
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true, actions: ['share', 'heart'] })],
    body: shareBackdrop(ctx, item),
    overlay: kit.sheet(
      sharePreview(ctx, item),
      h('div', { height: 1, width: '100%', backgroundColor: p.border }),
      peopleRow,
      targetRow,
      actions,
    ),
  });
}

/** A link-sharing sheet: who can open it, the link with a copy button and a QR code. */
export function shareLink(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds, seed } = ctx;
  const item = content.items[1] ?? (content.items[0] as Item);
  const link = `${content.domain}/s/${slug(item.title)}`;
  const linkRow = ui(
    'text-field',
    row(
      {
        gap: 10,
        width: '100%',
        height: 48,
        paddingLeft: 14,
        paddingRight: 6,
        borderRadius: ds.radius.md,
        border: `1px solid ${p.border}`,
        backgroundColor: ds.dark ? p.surfaceAlt : p.surface,
      },
      icon('link', 18, p.textMuted),
      text(link, { ...font(ctx, 'callout'), fontWeight: 500, color: p.text, flexShrink: 1 }),
      spacer(),
      kit.button('Copy', { size: 'sm', full: false }),
    ),
  );
  const access = kit.list(
    [
      kit.listRow({
        title: 'Anyone with the link',
        subtitle: 'Can view, no sign-in needed',
        leading: { icon: 'globe' },
        toggle: true,
      }),
      kit.listRow({ title: 'Allow comments', leading: { icon: 'message-square' }, toggle: false }),
      kit.listRow({
        title: 'Link expires',
        subtitle: 'In 7 days',
        leading: { icon: 'timer' },
        chevron: true,
        last: true,
      }),
    ],
    { inset: platform !== 'web' },
  );
  const qr = col(
    { alignItems: 'center', gap: 8 },
    row(
      { padding: 10, borderRadius: 14, backgroundColor: '#ffffff', border: `1px solid ${p.border}` },
      qrCode(seed + 11, platform === 'web' ? 150 : 132, '#111111', '#ffffff'),
    ),
    kit.caption('Scan to open'),
  );
  if (platform === 'web') {
    const modal = kit.modal(
      row({ width: '100%' }, kit.headline(`Share “${item.title}”`), spacer(), icon('x', 20, p.textMuted)),
      row(
        { gap: 20, width: '100%', alignItems: 'flex-start' },
        col({ flexGrow: 1, flexShrink: 1, gap: 12 }, linkRow, access),
        qr,
      ),
    );
    return webApp(ctx, {
      active: 1,
      title: item.title,
      subtitle: item.subtitle,
      actions: [kit.button('Share', { size: 'sm', icon: 'share' })],
      body: col({ flexGrow: 1, padding: 32, gap: 12 }, ...plainRows(ctx, content.items.slice(0, 5))),
      overlay: widened(modal, 640),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true, title: item.title })],
    body: shareBackdrop(ctx, item),
    overlay: kit.sheet(
      row({ width: '100%' }, kit.headline('Share link'), spacer(), kit.link('Done')),
      linkRow,
      qr,
      access,
    ),
  });
}

/** Send to people: search, a list of contacts with checkboxes, a note and a send button. */
export function shareContacts(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content } = ctx;
  const item = content.items[0] as Item;
  const people = [1, 2, 3, 4, 5].map((i) => person(ctx, i));
  const picked = [0, 2];
  const rows = people.map((who, i) =>
    ui(
      'list-item',
      row(
        { gap: 12, width: '100%', height: 58 },
        kit.avatar(who, 40),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 1 },
          kit.label(who.name, { fontWeight: 600 }),
          kit.caption(who.handle),
        ),
        kit.checkbox(picked.includes(i)),
      ),
    ),
  );
  const send = kit.button(`Send to ${picked.length} people`, { icon: 'send', full: true });
  if (platform === 'web') {
    const panel = popover(
      ctx,
      'menu',
      440,
      14,
      kit.tabs(['Share', 'Publish'], 0),
      row(
        { gap: 8, width: '100%' },
        col({ flexGrow: 1 }, kit.searchBar('Add people or emails')),
        kit.button('Invite', { size: 'sm' }),
      ),
      ...rows.slice(0, 4),
      row(
        { gap: 8, width: '100%', paddingTop: 4 },
        icon('globe', 16, p.textMuted),
        kit.caption('Anyone at your workspace can view'),
        spacer(),
        kit.link('Copy link', { fontSize: 13 }),
      ),
    );
    const page = webApp(ctx, {
      active: 1,
      title: item.title,
      subtitle: item.subtitle,
      actions: [kit.avatarGroup(people.slice(0, 3), 28), kit.button('Share', { size: 'sm', icon: 'share' })],
      body: col(
        { flexGrow: 1, padding: 32, gap: 14 },
        kit.muted(domain(ctx).post.body, { fontSize: 15, maxWidth: 560 }),
        ...plainRows(ctx, content.items.slice(1, 5)),
      ),
    });
    return pinnedOver(ctx, page, { right: 28, top: 60 }, panel);
  }
  return chrome.frame({
    top: [chrome.navBar({ back: true, title: item.title })],
    body: shareBackdrop(ctx, item),
    overlay: kit.sheet(
      row({ width: '100%' }, kit.headline('Send to'), spacer(), kit.caption(`${picked.length} selected`)),
      kit.searchBar('Search people'),
      col({ width: '100%' }, ...rows.slice(0, 4)),
      send,
    ),
  });
}
