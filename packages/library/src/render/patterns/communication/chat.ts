/**
 * Chat layouts: a one-to-one conversation (an assistant in AI apps), a group conversation, and writing a
 * reply with the keyboard up and a shared item in the thread.
 */
import type { Item, Person } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { eventColors } from './parts.js';
import { bubble, chatComposer, dayDivider, keyboard } from './parts-chat.js';
import {
  avatarWith,
  CLOCK,
  copyContext,
  domain,
  pane,
  person,
  pick,
  sectionIndex,
  webApp,
} from './parts-screen.js';
import {
  assistantMark,
  chatHeader,
  chatHistory,
  chatWebShared,
  conversationList,
  messages,
  thread,
  typing,
} from './parts-thread.js';

/** A one-to-one conversation (an assistant conversation in AI apps): bubbles, times, receipts, composer. */
export function chatThread(ctx: ScreenContext): Node {
  const { platform, p, kit, chrome } = ctx;
  const d = domain(ctx);
  const x = copyContext(ctx);
  const assistant = d.chatWith === 'assistant';
  const them = person(ctx, 1);
  const list = d.chat(x);
  const title = assistant ? ctx.app.title : them.name;
  const status = assistant ? 'Assistant' : 'Active now';
  if (platform === 'web') {
    const thread = col(
      { flexGrow: 1, height: '100%' },
      row(
        {
          height: 68,
          paddingLeft: 28,
          paddingRight: 28,
          gap: 12,
          borderBottom: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        assistant ? assistantMark(ctx, 36) : avatarWith(ctx, them, 40, { color: p.success }),
        col({ gap: 2 }, kit.headline(title), kit.caption(status)),
        spacer(),
        ...(assistant ? ['share', 'ellipsis'] : ['phone', 'video', 'info']).map((n) =>
          kit.iconButton(n, { variant: 'outline' }),
        ),
      ),
      col(
        {
          flexGrow: 1,
          paddingLeft: assistant ? 120 : 32,
          paddingRight: assistant ? 120 : 32,
          paddingTop: 20,
          paddingBottom: 16,
          gap: 10,
          // The latest message sits over the composer, as in every chat app.
          justifyContent: 'flex-end',
        },
        dayDivider(ctx, 'Today'),
        ...messages(ctx, list),
      ),
      col(
        { paddingLeft: assistant ? 120 : 28, paddingRight: assistant ? 120 : 28, paddingBottom: 20 },
        chatComposer(ctx, { placeholder: assistant ? `Message ${ctx.app.title}` : `Message ${them.first}` }),
      ),
    );
    const side = pane(
      ctx,
      320,
      row(
        {
          height: 68,
          paddingLeft: 20,
          paddingRight: 16,
          borderBottom: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        kit.logo(ctx.content.glyph, ctx.app.title, 30),
        spacer(),
        kit.iconButton('square-pen', { variant: 'tonal' }),
      ),
      col({ padding: 16 }, kit.searchBar(assistant ? 'Search chats' : 'Search messages')),
      assistant ? chatHistory(ctx) : conversationList(ctx, 7),
    );
    return chrome.frame({ side, body: thread });
  }
  return chrome.frame({
    top: [chatHeader(ctx, assistant ? null : them, title, status)],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: ctx.m.margin - 6,
        paddingRight: ctx.m.margin - 6,
        paddingTop: 12,
        gap: 8,
        justifyContent: 'flex-end',
        paddingBottom: 8,
      },
      dayDivider(ctx, 'Today'),
      ...messages(ctx, list, { count: assistant ? 4 : 6 }),
    ),
    bottom: [chatComposer(ctx, { placeholder: assistant ? 'Ask anything' : 'Message' })],
  });
}

/** A group conversation: sender names and avatars, a reaction, quick replies over the composer. */
export function chatGroup(ctx: ScreenContext): Node {
  const { platform, p, kit, chrome, ds, m } = ctx;
  const d = domain(ctx);
  const members = [1, 2, 3, 4].map((i) => person(ctx, i));
  const lines = d.group.lines.map((line, i) => ({ who: i === 1 ? null : pick(members, i), line }));
  const msg = (who: Person | null, line: string, i: number): Node => {
    if (!who) return bubble(ctx, line, { mine: true, time: pick(CLOCK, i + 3), read: true });
    return row(
      { alignItems: 'flex-end', gap: 8, width: '100%' },
      kit.avatar(who, 30),
      col(
        { gap: 4, flexShrink: 1 },
        text(who.first, {
          ...font(ctx, 'caption'),
          fontWeight: 600,
          color: pick(eventColors(ctx), i),
          paddingLeft: 4,
        }),
        bubble(ctx, line, {
          mine: false,
          time: pick(CLOCK, i + 3),
          maxWidth: platform === 'web' ? 420 : 250,
        }),
        i === 0
          ? row(
              {
                gap: 4,
                paddingLeft: 6,
                paddingRight: 8,
                height: 24,
                borderRadius: 12,
                backgroundColor: ds.dark ? p.surfaceAlt : p.surface,
                border: `1px solid ${p.border}`,
                alignSelf: 'flex-start',
              },
              icon('thumbs-up', 13, p.primary),
              text('3', { ...font(ctx, 'caption'), fontWeight: 600, color: p.text }),
            )
          : null,
      ),
    );
  };
  const header = (size: number) =>
    row(
      { gap: 10, flexShrink: 1 },
      kit.iconTile(d.group.icon, { size }),
      col(
        { gap: 1 },
        kit.headline(d.group.name, { fontSize: 16 }),
        kit.caption(`${members.length + 1} members · 2 online`),
      ),
    );
  const quick = row({ gap: 8, flexWrap: 'wrap' }, ...d.quickReplies.map((q) => kit.chip(q)));
  if (platform === 'web') {
    const details = col(
      {
        width: 300,
        height: '100%',
        borderLeft: `1px solid ${p.border}`,
        padding: 24,
        gap: 16,
        flexShrink: 0,
      },
      col(
        { alignItems: 'center', gap: 10, paddingBottom: 8 },
        kit.iconTile(d.group.icon, { size: 64 }),
        kit.headline(d.group.name),
        kit.caption(`${members.length + 1} members`),
      ),
      kit.sectionHeader('Members', 'Add'),
      ...[ctx.content.user, ...members].map((who, i) =>
        row(
          { gap: 10 },
          avatarWith(ctx, who, 32, i < 2 ? { color: p.success } : undefined),
          kit.label(i === 0 ? `${who.name} (you)` : who.name),
          spacer(),
          i === 1 ? kit.badge('Admin', 'neutral') : null,
        ),
      ),
    );
    return webApp(ctx, {
      active: sectionIndex(ctx, ['message', 'inbox', 'users']),
      title: d.group.name,
      subtitle: `${members.length + 1} members`,
      actions: [
        kit.avatarGroup(members.slice(0, 3), 28),
        kit.button('Invite', { variant: 'secondary', size: 'sm', icon: 'user-plus' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch', height: '100%' },
        col(
          { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 16, paddingBottom: 20, gap: 12 },
          spacer(),
          dayDivider(ctx, 'Today'),
          ...lines.map((l, i) => msg(l.who, l.line, i)),
          quick,
          chatComposer(ctx, { placeholder: `Message ${d.group.name}` }),
        ),
        details,
      ),
    });
  }
  return chrome.frame({
    top: [
      ui(
        'navigation-bar',
        row(
          {
            height: 60,
            width: '100%',
            paddingLeft: 8,
            paddingRight: 16,
            gap: 6,
            borderBottom: `1px solid ${p.border}`,
            flexShrink: 0,
          },
          icon(
            platform === 'android' ? 'arrow-left' : 'chevron-left',
            platform === 'android' ? 24 : 30,
            p.text,
          ),
          header(38),
          spacer(),
          icon('phone', 22, p.text),
        ),
      ),
    ],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: m.margin - 6,
        paddingRight: m.margin - 6,
        paddingTop: 8,
        gap: 12,
        justifyContent: 'flex-end',
        paddingBottom: 10,
      },
      dayDivider(ctx, 'Today'),
      ...lines.map((l, i) => msg(l.who, l.line, i)),
      row({ gap: 8, paddingTop: 4 }, kit.avatar(person(ctx, 3), 22), typing(ctx)),
      row(
        { gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' },
        ...d.quickReplies.slice(0, 2).map((q) => kit.chip(q)),
      ),
    ),
    bottom: [chatComposer(ctx, {})],
  });
}

/** Writing a reply: the keyboard is up, a shared item sits in the thread (an AI app: a fresh chat with suggestions). */
export function chatCompose(ctx: ScreenContext): Node {
  const { platform, p, kit, chrome, ds, content, m } = ctx;
  const d = domain(ctx);
  const assistant = d.chatWith === 'assistant';
  const them = person(ctx, 2);
  const item = content.items[0] as Item;
  const shared = ui(
    'card',
    row(
      {
        gap: 12,
        padding: 10,
        borderRadius: ds.radius.lg,
        backgroundColor: ds.dark ? p.surfaceAlt : p.surface,
        border: `1px solid ${p.border}`,
        width: platform === 'web' ? 380 : 260,
        alignSelf: 'flex-end',
      },
      kit.iconTile(item.icon, { size: 44 }),
      col(
        { gap: 2, flexShrink: 1 },
        text(item.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
        kit.caption(item.subtitle),
      ),
    ),
  );
  const suggestions = d.quickReplies.length > 0 ? content.items.slice(0, 4) : [];
  if (assistant) {
    const cards = suggestions.map((s) =>
      ui(
        'card',
        col(
          {
            gap: 6,
            padding: 14,
            borderRadius: ds.radius.lg,
            border: `1px solid ${p.border}`,
            flexGrow: 1,
            flexBasis: 0,
            minWidth: platform === 'web' ? 0 : 150,
          },
          icon(s.icon, 18, p.primary),
          text(s.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
          kit.caption(s.subtitle),
        ),
      ),
    );
    const hello = `Good morning, ${content.user.first}`;
    if (platform === 'web') {
      return chrome.frame({
        side: pane(
          ctx,
          260,
          row(
            { height: 68, paddingLeft: 20, paddingRight: 16, flexShrink: 0 },
            kit.logo(content.glyph, ctx.app.title, 30),
            spacer(),
            kit.iconButton('square-pen'),
          ),
          chatHistory(ctx),
        ),
        body: col(
          {
            flexGrow: 1,
            alignItems: 'center',
            justifyContent: 'center',
            gap: 26,
            paddingLeft: 140,
            paddingRight: 140,
          },
          assistantMark(ctx, 48),
          kit.display(hello, { fontSize: 34, textAlign: 'center' }),
          col({ width: '100%' }, chatComposer(ctx, { placeholder: 'Ask anything, or drop a file' })),
          row({ gap: 12, width: '100%' }, ...cards),
        ),
      });
    }
    return chrome.frame({
      top: [chatHeader(ctx, null, ctx.app.title, 'New chat')],
      body: col(
        { flexGrow: 1, paddingLeft: m.margin, paddingRight: m.margin, paddingTop: 28, gap: 16 },
        assistantMark(ctx, 44),
        kit.title(hello, { fontSize: 26 }),
        kit.muted('Pick up where you left off, or start something new.'),
        spacer(),
        row({ gap: 10 }, ...cards.slice(0, 2)),
      ),
      bottom: [chatComposer(ctx, { value: 'Plan my week', send: true }), keyboard(ctx, { action: 'send' })],
    });
  }
  const list = d.chat(copyContext(ctx)).slice(0, 2);
  if (platform === 'web') {
    return chatWebShared(ctx, list, them, shared);
  }
  return chrome.frame({
    top: [chatHeader(ctx, them, them.name, 'Active 5 min ago')],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: m.margin - 6,
        paddingRight: m.margin - 6,
        gap: 8,
        justifyContent: 'flex-end',
        paddingBottom: 8,
      },
      ...thread(ctx, list, them, shared),
    ),
    bottom: [chatComposer(ctx, { value: pick(d.quickReplies, 0) }), keyboard(ctx, { action: 'send' })],
  });
}
