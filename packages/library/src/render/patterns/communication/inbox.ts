/**
 * Inbox layouts: conversations with unread badges, tabs with people online, a mail-style inbox.
 */
import { mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, text, ui } from '../../h.js';
import { icon, solidIcon } from '../../icons.js';
import { font } from '../../theme.js';
import type { DomainCopy } from './copy.js';
import { eventColors } from './parts.js';
import {
  avatarWith,
  copyContext,
  domain,
  person,
  pick,
  sectionIndex,
  TIMES,
  webApp,
} from './parts-screen.js';
import { chatWebShared, conversationList } from './parts-thread.js';

/** Conversations with unread badges under a search bar; on the web, the list beside the open thread. */
export function inboxList(ctx: ScreenContext): Node {
  const { platform, kit, chrome } = ctx;
  const d = domain(ctx);
  if (platform === 'web') {
    const them = person(ctx, 1);
    return chatWebShared(
      ctx,
      d.chat(copyContext(ctx)).slice(0, 4),
      them,
      kit.caption('Seen 9:41', { alignSelf: 'flex-end' }),
    );
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Messages', large: true, actions: ['square-pen'] })],
    body: col(
      { flexGrow: 1, gap: 6 },
      col(
        { paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingBottom: 4 },
        kit.searchBar('Search'),
      ),
      col(
        { paddingLeft: ctx.m.margin - 16, paddingRight: ctx.m.margin - 16 },
        conversationList(ctx, 8, { selected: -1 }),
      ),
    ),
    bottom: [chrome.tabBar(sectionIndex(ctx, ['message', 'inbox']))],
  });
}

/** Tabs with counts, a strip of people online, then the conversations; Android adds a compose button. */
export function inboxTabs(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, m } = ctx;
  const d = domain(ctx);
  const online = (platform === 'web' ? [1, 2, 3, 4, 5] : [1, 2, 3, 4]).map((i) => person(ctx, i));
  const strip = row(
    { gap: platform === 'web' ? 22 : 14, width: '100%' },
    col(
      { alignItems: 'center', gap: 6 },
      row(
        {
          width: 56,
          height: 56,
          borderRadius: 28,
          justifyContent: 'center',
          border: `1.5px dashed ${mix(p.border, p.text, 0.25)}`,
        },
        icon('plus', 22, p.textMuted),
      ),
      kit.caption('New'),
    ),
    ...online.map((who) =>
      col(
        { alignItems: 'center', gap: 6 },
        avatarWith(ctx, who, 56, { color: p.success }),
        kit.caption(who.first, { color: p.text }),
      ),
    ),
  );
  const filterTabs = kit.tabs(['All', 'Unread', 'Groups', 'Requests'], 1, { counts: [null, 4, null, 2] });
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['message', 'inbox']),
      title: 'Inbox',
      subtitle: '4 unread conversations',
      actions: [
        kit.button('Mark all read', { variant: 'secondary', size: 'sm', icon: 'check-check' }),
        kit.button('New message', { size: 'sm', icon: 'square-pen' }),
      ],
      body: col(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 20, gap: 18 },
        kit.sectionHeader('Online now'),
        strip,
        filterTabs,
        row(
          { gap: 24, alignItems: 'flex-start', width: '100%' },
          col({ flexGrow: 1, flexBasis: 0 }, conversationList(ctx, 4, { selected: -1 })),
          col(
            { flexGrow: 1, flexBasis: 0 },
            ui('list', col({ width: '100%' }, ...[4, 5, 6, 7].map((i) => inboxRowPlain(ctx, i, d)))),
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Chats', large: true, actions: ['search', 'ellipsis-vertical'] })],
    body: col(
      { flexGrow: 1, gap: 14, paddingTop: 4 },
      col({ paddingLeft: m.margin, paddingRight: m.margin, gap: 14 }, strip, filterTabs),
      col(
        { paddingLeft: m.margin - 16, paddingRight: m.margin - 16 },
        conversationList(ctx, 6, { selected: -1 }),
      ),
    ),
    bottom: [
      platform === 'android'
        ? row({ position: 'absolute', right: 16, bottom: 100 }, kit.fab('square-pen', 'Chat'))
        : null,
      chrome.tabBar(sectionIndex(ctx, ['message', 'inbox'])),
    ].filter((n): n is Node => n !== null),
  });
}

function inboxRowPlain(ctx: ScreenContext, i: number, d: DomainCopy): Node {
  const { p } = ctx;
  const who = person(ctx, i);
  return ui(
    'list-item',
    row(
      { gap: 12, paddingLeft: 16, paddingRight: 16, height: 72, width: '100%' },
      ctx.kit.avatar(who, 44),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 3 },
        row(
          { width: '100%' },
          text(who.name, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
          spacer(),
          text(pick(TIMES, i), { ...font(ctx, 'caption'), color: p.textMuted }),
        ),
        text(pick(d.previews, i), { ...font(ctx, 'caption'), fontSize: 13, color: p.textMuted }),
      ),
    ),
  );
}

/** A mail-style inbox: sender, subject line, snippet, star, a folder list on the web. */
export function inboxMail(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds, content, m } = ctx;
  const d = domain(ctx);
  const subjects = content.items.map((i) => i.title);
  const mailRow = (i: number, wide: boolean): Node => {
    const who = person(ctx, i + 1);
    const unread = i < 3;
    return kit.ruledRow(
      {
        gap: 12,
        paddingTop: 12,
        paddingBottom: 12,
        paddingLeft: wide ? 20 : 0,
        paddingRight: wide ? 20 : 0,
        width: '100%',
        alignItems: 'flex-start',
        backgroundColor:
          wide && unread ? (ds.dark ? p.surface : mix(p.primary, p.background, 0.96)) : undefined,
      },
      false,
      wide
        ? row(
            { gap: 10, paddingTop: 10 },
            kit.checkbox(false),
            i === 1
              ? solidIcon('star', 18, p.warning)
              : icon('star', 18, mix(p.textMuted, p.background, 0.3)),
          )
        : null,
      kit.avatar(who, 40),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        row(
          { width: '100%', gap: 6 },
          text(who.name, { ...font(ctx, 'callout'), fontWeight: unread ? 700 : 500, color: p.text }),
          spacer(),
          text(pick(TIMES, i), {
            ...font(ctx, 'caption'),
            fontWeight: unread ? 700 : 400,
            color: unread ? p.text : p.textMuted,
          }),
        ),
        text(pick(subjects, i), { ...font(ctx, 'callout'), fontWeight: unread ? 600 : 400, color: p.text }),
        row(
          { width: '100%', gap: 8 },
          text(pick(d.previews, i + 2), {
            ...font(ctx, 'caption'),
            fontSize: 13,
            color: p.textMuted,
            flexShrink: 1,
          }),
          spacer(),
          wide
            ? null
            : i === 1
              ? solidIcon('star', 18, p.warning)
              : icon('star', 18, mix(p.textMuted, p.background, 0.3)),
        ),
      ),
    );
  };
  if (platform === 'web') {
    const folders = [
      { label: 'Inbox', icon: 'inbox', count: 3 },
      { label: 'Starred', icon: 'star' },
      { label: 'Sent', icon: 'send' },
      { label: 'Drafts', icon: 'file', count: 1 },
      { label: 'Archive', icon: 'archive' },
    ];
    return chrome.frame({
      side: chrome.sidebar({
        items: folders,
        active: 0,
        secondary: {
          heading: 'Labels',
          items: d.history.filters.slice(1).map((f, i) => ({ label: f, color: pick(eventColors(ctx), i) })),
        },
      }),
      top: [
        row(
          {
            height: 68,
            paddingLeft: 24,
            paddingRight: 24,
            gap: 16,
            borderBottom: `1px solid ${p.border}`,
            flexShrink: 0,
          },
          row({ width: 480 }, kit.searchBar('Search mail')),
          spacer(),
          kit.button('Compose', { icon: 'pen-line', size: 'sm' }),
          kit.avatar(content.user, 32),
        ),
      ],
      body: col(
        { flexGrow: 1 },
        row(
          { height: 48, paddingLeft: 20, paddingRight: 20, gap: 14, borderBottom: `1px solid ${p.border}` },
          kit.checkbox(false),
          icon('refresh-cw', 18, p.textMuted),
          icon('archive', 18, p.textMuted),
          icon('trash-2', 18, p.textMuted),
          spacer(),
          kit.caption(`1–${subjects.length} of ${subjects.length}`),
        ),
        ...subjects.map((_, i) => mailRow(i, true)),
      ),
    });
  }
  return chrome.frame({
    top: [
      row(
        { height: 64, paddingLeft: m.margin, paddingRight: m.margin, gap: 12, flexShrink: 0 },
        ui(
          'search-bar',
          row(
            {
              flexGrow: 1,
              height: 48,
              paddingLeft: 14,
              paddingRight: 8,
              gap: 12,
              borderRadius: 24,
              backgroundColor: ds.dark ? p.surfaceAlt : mix(p.surface, p.primary, 0.05),
            },
            icon('menu', 20, p.text),
            text('Search in mail', { ...font(ctx, 'body'), color: p.textMuted }),
            spacer(),
            kit.avatar(content.user, 32),
          ),
        ),
      ),
    ],
    body: col(
      { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin },
      row(
        { paddingTop: 6, paddingBottom: 4 },
        kit.caption('Primary', { fontWeight: 600 }),
        spacer(),
        kit.badge('3 new', 'primary'),
      ),
      ...subjects.slice(0, 7).map((_, i) => mailRow(i, false)),
    ),
    bottom: [
      row(
        { position: 'absolute', right: 16, bottom: platform === 'android' ? 104 : 96 },
        kit.fab('pen-line', 'Compose'),
      ),
      chrome.tabBar(sectionIndex(ctx, ['inbox', 'message'])),
    ],
  });
}
