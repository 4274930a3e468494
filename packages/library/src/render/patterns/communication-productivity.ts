/**
 * The communication family (chat, inbox, notifications, comments, share sheet) and the productivity family
 * (calendar, composer, upload, booking, analytics, history). Each pattern has three layouts, each drawn for
 * iOS, Android and the web. Words come from the app's content (`ctx.content`) and from the per-category copy
 * in `communication-productivity-copy.ts`; money only ever comes from the app's own items.
 */
import type { PatternSlug } from '../../catalog/taxonomy.js';
import { chart } from '../art.js';
import { alpha, mix } from '../color.js';
import type { Item, Person } from '../content.js';
import type { Layout, ScreenContext } from '../context.js';
import { type Child, col, h, lift, type Node, overlay, row, type Style, spacer, text, ui } from '../h.js';
import { icon, solidIcon } from '../icons.js';
import { font } from '../theme.js';
import {
  type CopyContext,
  DOMAIN,
  type DomainCopy,
  type Message,
  type MetricsCopy,
} from './communication-productivity-copy.js';
import {
  amountOf,
  bubble,
  chatComposer,
  dayDivider,
  dropdown,
  dropZone,
  eventBlock,
  eventColors,
  fileRow,
  keyboard,
  legendRow,
  monthGrid,
  pinnedOver,
  plainRows,
  popover,
  qrCode,
  stepper,
  textArea,
  timelineRow,
  WEEKDAYS,
  weekStrip,
  widened,
} from './communication-productivity-parts.js';

// ------------------------------------------------------------------------------------------ shared

const domain = (ctx: ScreenContext): DomainCopy => DOMAIN[ctx.app.category];

const copyContext = (ctx: ScreenContext): CopyContext => {
  const { content } = ctx;
  const items = content.items;
  return {
    content,
    item: items[0] as Item,
    other: (items[1] ?? items[0]) as Item,
    them: person(ctx, 1).first,
    me: content.user.first,
  };
};

const person = (ctx: ScreenContext, i: number): Person =>
  ctx.content.people[i % ctx.content.people.length] as Person;

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const TIMES = ['9:41', '9:24', '8:52', '8:10', 'Yesterday', 'Mon', 'Sun', 'Fri'];
const CLOCK = ['9:02', '9:04', '9:05', '9:11', '9:30', '9:38', '9:40', '9:41'];

/** The index of the app's section whose icon matches one of the words (0 when none does). */
function sectionIndex(ctx: ScreenContext, words: string[]): number {
  const i = ctx.content.sections.findIndex((s) => words.some((w) => s.icon.includes(w)));
  return Math.max(i, 0);
}

/** Money items of the app (their values carry the currency), or none. */
const moneyItems = (ctx: ScreenContext): Item[] => ctx.content.items.filter((i) => amountOf(i) !== 0);

/** A price per unit from an item's value ("€142 night" → 142), or 0. */
const priceOf = (item: Item): number => Math.abs(amountOf(item));

/** A phone screen: a top bar, the body with side margins, optional bottom nodes and overlay. */
function phone(
  ctx: ScreenContext,
  options: {
    top: Node[];
    body: Node[];
    bottom?: Node[];
    overlay?: Node;
    gap?: number;
    pad?: boolean;
    paddingTop?: number;
  },
): Node {
  const { chrome, m, ds } = ctx;
  return chrome.frame({
    top: options.top,
    body: col(
      {
        flexGrow: 1,
        paddingLeft: options.pad === false ? 0 : m.margin,
        paddingRight: options.pad === false ? 0 : m.margin,
        paddingTop: options.paddingTop ?? 8,
        gap: options.gap ?? ds.space.md,
      },
      ...options.body,
    ),
    bottom: options.bottom,
    overlay: options.overlay,
  });
}

/** A web app page: the app's sidebar, a page header with a title and actions, and the body. */
function webApp(
  ctx: ScreenContext,
  options: {
    active: number;
    title: string;
    subtitle?: string;
    actions?: Node[];
    body: Node;
    overlay?: Node;
    side?: Node;
  },
): Node {
  const { chrome, kit, p } = ctx;
  return chrome.frame({
    side: options.side ?? chrome.sidebar({ active: options.active }),
    top: [
      row(
        {
          height: 72,
          width: '100%',
          paddingLeft: 32,
          paddingRight: 32,
          gap: 12,
          borderBottom: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        col(
          { gap: 2, flexShrink: 1 },
          kit.title(options.title, { fontSize: 22, lineHeight: 1.2 }),
          options.subtitle ? kit.caption(options.subtitle) : null,
        ),
        spacer(),
        ...(options.actions ?? []),
      ),
    ],
    body: options.body,
    overlay: options.overlay,
  });
}

/** A pane with a right border (list columns of the web's multi-pane layouts). */
function pane(ctx: ScreenContext, width: number, ...children: Node[]): Node {
  return col(
    {
      width,
      height: '100%',
      borderRight: `1px solid ${ctx.p.border}`,
      flexShrink: 0,
      backgroundColor: ctx.ds.dark ? ctx.p.background : ctx.p.background,
    },
    ...children,
  );
}

/** A small unread count bubble. */
function countBubble(ctx: ScreenContext, n: number): Node {
  const { p } = ctx;
  return row(
    {
      minWidth: 20,
      height: 20,
      paddingLeft: 6,
      paddingRight: 6,
      borderRadius: 10,
      justifyContent: 'center',
      backgroundColor: p.primary,
      flexShrink: 0,
    },
    text(String(n), { ...font(ctx, 'caption'), fontSize: 11, fontWeight: 700, color: p.onPrimary }),
  );
}

/** A dot that marks something unread. */
const unreadDot = (ctx: ScreenContext, on: boolean): Node =>
  h('div', {
    width: 8,
    height: 8,
    borderRadius: 4,
    backgroundColor: on ? ctx.p.primary : 'transparent',
    flexShrink: 0,
  });

/** An avatar with a small status dot (online) or an icon badge at its corner. */
function avatarWith(
  ctx: ScreenContext,
  who: Person,
  size: number,
  badge?: { icon?: string; color?: string },
): Node {
  const { p, kit } = ctx;
  if (!badge) return kit.avatar(who, size);
  const dot = badge.icon ? 20 : 12;
  return h(
    'div',
    { position: 'relative', width: size, height: size, flexShrink: 0 },
    kit.avatar(who, size),
    row(
      {
        position: 'absolute',
        right: -2,
        bottom: -2,
        width: dot,
        height: dot,
        borderRadius: dot / 2,
        justifyContent: 'center',
        backgroundColor: badge.color ?? p.success,
        border: `2px solid ${p.background}`,
      },
      badge.icon ? icon(badge.icon, 10, '#ffffff', 2.6) : null,
    ),
  );
}

// ------------------------------------------------------------------------------------------ chat

/** The assistant's mark (AI apps): the app's glyph in a brand tile. */
function assistantMark(ctx: ScreenContext, size = 30): Node {
  return ctx.kit.logo(ctx.content.glyph, null, size);
}

/** An assistant's turn: no bubble, the mark and the text on the page (as AI chat apps draw it). */
function assistantTurn(ctx: ScreenContext, value: string, extra: Node[] = []): Node {
  const { p, platform } = ctx;
  return ui(
    'message-bubble',
    row(
      { alignItems: 'flex-start', gap: 12, width: '100%' },
      assistantMark(ctx, 28),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 10, paddingTop: 3 },
        text(value, {
          ...font(ctx, 'body'),
          fontSize: platform === 'web' ? 15 : 16,
          lineHeight: 1.45,
          color: p.text,
        }),
        ...extra,
      ),
    ),
  );
}

/** A checklist an assistant answers with (the "plan" of the AI chat copy). */
function assistantChecklist(ctx: ScreenContext): Node {
  const { p, kit, content } = ctx;
  const steps = content.items.slice(0, 3).map((i) => i.subtitle);
  return col(
    { gap: 8 },
    ...steps.map((s, i) =>
      row(
        { gap: 10, alignItems: 'flex-start' },
        text(`${i + 1}.`, { ...font(ctx, 'body'), fontWeight: 600, color: p.textMuted, width: 18 }),
        text(s, { ...font(ctx, 'body'), color: p.text, flexShrink: 1 }),
      ),
    ),
    row(
      { gap: 14, paddingTop: 2 },
      icon('copy', 16, p.textMuted),
      icon('thumbs-up', 16, p.textMuted),
      icon('thumbs-down', 16, p.textMuted),
      icon('refresh-cw', 16, p.textMuted),
      kit.caption('Regenerate'),
    ),
  );
}

/** The messages of a conversation with times, the last of mine carrying its read receipt. */
function messages(ctx: ScreenContext, list: Message[], options: { count?: number } = {}): Node[] {
  const assistant = domain(ctx).chatWith === 'assistant';
  const shown = list.slice(-(options.count ?? list.length));
  const lastMine = shown.map((m) => m.from).lastIndexOf('me');
  return shown.map((m, i) => {
    const time = pick(CLOCK, i + (8 - shown.length));
    if (assistant && m.from !== 'me') {
      return assistantTurn(ctx, m.text, i === shown.length - 1 ? [assistantChecklist(ctx)] : []);
    }
    const next = shown[i + 1];
    const tail = !next || next.from !== m.from;
    return bubble(ctx, m.text, {
      mine: m.from === 'me',
      time: tail ? time : undefined,
      read: m.from === 'me' && !assistant ? i <= lastMine : undefined,
      tail,
    });
  });
}

/** The phone's conversation header: back, avatar, name and presence, call buttons. */
function chatHeader(ctx: ScreenContext, who: Person | null, title: string, status: string): Node {
  const { p, kit, platform } = ctx;
  const android = platform === 'android';
  return ui(
    'navigation-bar',
    row(
      {
        height: android ? 64 : 56,
        width: '100%',
        paddingLeft: android ? 4 : 8,
        paddingRight: 14,
        gap: 10,
        borderBottom: android ? undefined : `1px solid ${p.border}`,
        flexShrink: 0,
      },
      android
        ? row({ width: 44, height: 44, justifyContent: 'center' }, icon('arrow-left', 24, p.text))
        : icon('chevron-left', 30, p.primary === '#111111' ? p.text : p.primary, 2.2),
      who ? avatarWith(ctx, who, 38, { color: p.success }) : assistantMark(ctx, 36),
      col(
        { gap: 1, flexShrink: 1 },
        text(title, { ...font(ctx, 'headline'), fontSize: 16, color: p.text }),
        kit.caption(status, { color: who ? p.success : p.textMuted }),
      ),
      spacer(),
      row(
        { gap: 18 },
        ...(who ? ['video', 'phone'] : ['square-pen', 'ellipsis']).map((n) => icon(n, 22, p.text)),
      ),
    ),
  );
}

/** The web's list of conversations (also the inbox's). */
function conversationList(ctx: ScreenContext, count: number, options: { selected?: number } = {}): Node {
  const { p, ds } = ctx;
  const d = domain(ctx);
  return col(
    { width: '100%' },
    ...Array.from({ length: count }, (_, i) => {
      const who = person(ctx, i + 1);
      const on = i === (options.selected ?? 0);
      const unread = i === 1 || i === 3 ? (i === 1 ? 3 : 1) : 0;
      return ui(
        'list-item',
        row(
          {
            gap: 12,
            paddingLeft: 16,
            paddingRight: 16,
            height: 72,
            width: '100%',
            backgroundColor: on ? (ds.dark ? p.surfaceAlt : mix(p.primary, p.background, 0.92)) : undefined,
          },
          avatarWith(ctx, who, 44, i % 3 === 0 ? { color: p.success } : undefined),
          col(
            { flexGrow: 1, flexShrink: 1, gap: 3 },
            row(
              { width: '100%', gap: 8 },
              text(who.name, { ...font(ctx, 'callout'), fontWeight: unread ? 700 : 600, color: p.text }),
              spacer(),
              text(pick(TIMES, i), { ...font(ctx, 'caption'), color: unread ? p.primary : p.textMuted }),
            ),
            row(
              { width: '100%', gap: 8 },
              text(pick(d.previews, i), {
                ...font(ctx, 'caption'),
                fontSize: 13,
                color: unread ? p.text : p.textMuted,
                flexShrink: 1,
              }),
              spacer(),
              unread ? countBubble(ctx, unread) : null,
            ),
          ),
        ),
      );
    }),
  );
}

/** A one-to-one conversation (an assistant conversation in AI apps): bubbles, times, receipts, composer. */
function chatThread(ctx: ScreenContext): Node {
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

/** Past assistant chats by day (the AI app's left column). */
function chatHistory(ctx: ScreenContext): Node {
  const { p, ds, content } = ctx;
  const groups: [string, Item[]][] = [
    ['Today', content.items.slice(0, 2)],
    ['Previous 7 days', content.items.slice(2, 6)],
  ];
  return col(
    { paddingLeft: 10, paddingRight: 10, gap: 2 },
    ...groups.flatMap(([label, items], g) => [
      text(label, {
        ...font(ctx, 'caption'),
        fontWeight: 600,
        color: p.textMuted,
        paddingLeft: 10,
        paddingTop: g ? 14 : 0,
        paddingBottom: 4,
      }),
      ...items.map((item, i) =>
        ui(
          'list-item',
          row(
            {
              height: 38,
              paddingLeft: 10,
              borderRadius: ds.radius.sm,
              backgroundColor: g === 0 && i === 0 ? (ds.dark ? p.surfaceAlt : p.surface) : undefined,
            },
            text(item.title, { ...font(ctx, 'callout'), fontWeight: 500, color: p.text }),
          ),
        ),
      ),
    ]),
  );
}

/** A group conversation: sender names and avatars, a reaction, quick replies over the composer. */
function chatGroup(ctx: ScreenContext): Node {
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

/** The three dots of someone typing. */
function typing(ctx: ScreenContext): Node {
  const { p, ds } = ctx;
  return row(
    {
      gap: 4,
      height: 32,
      paddingLeft: 12,
      paddingRight: 12,
      borderRadius: 16,
      backgroundColor: ds.dark ? p.surfaceAlt : mix(p.surface, p.text, 0.04),
    },
    ...[0.9, 0.6, 0.35].map((a) =>
      h('div', { width: 7, height: 7, borderRadius: 4, backgroundColor: alpha(p.textMuted, a) }),
    ),
  );
}

/** Writing a reply: the keyboard is up, a shared item sits in the thread (an AI app: a fresh chat with suggestions). */
function chatCompose(ctx: ScreenContext): Node {
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

/** A small round mark in the top-right corner of a picture (remove, the order it was picked in). */
function cornerDot(style: Style, mark: Child): Node {
  return row(
    {
      position: 'absolute',
      right: 6,
      top: 6,
      width: 24,
      height: 24,
      borderRadius: 12,
      justifyContent: 'center',
      ...style,
    },
    mark,
  );
}

/** Yesterday's messages, then `last` (a shared card, a seen receipt) and the other person typing. */
function thread(ctx: ScreenContext, list: Message[], them: Person, last: Node): Node[] {
  return [
    dayDivider(ctx, 'Yesterday 18:02'),
    ...messages(ctx, list),
    last,
    row({ gap: 8 }, ctx.kit.avatar(them, 22), typing(ctx)),
  ];
}

function chatWebShared(ctx: ScreenContext, list: Message[], them: Person, shared: Node): Node {
  const { p, kit, chrome } = ctx;
  const side = pane(
    ctx,
    340,
    row(
      { height: 68, paddingLeft: 20, paddingRight: 16, flexShrink: 0 },
      kit.headline('Messages', { fontSize: 20 }),
      spacer(),
      kit.iconButton('square-pen', { variant: 'tonal' }),
    ),
    col(
      { paddingLeft: 16, paddingRight: 16, paddingBottom: 10 },
      kit.tabs(['All', 'Unread', 'Groups'], 0, { counts: [null, 4, null] }),
    ),
    conversationList(ctx, 7, { selected: 1 }),
  );
  return chrome.frame({
    side: row(
      { height: '100%', alignItems: 'stretch' },
      chrome.sidebar({ active: sectionIndex(ctx, ['message', 'inbox']) }),
      side,
    ),
    body: col(
      { flexGrow: 1, height: '100%' },
      row(
        {
          height: 68,
          paddingLeft: 24,
          paddingRight: 24,
          gap: 12,
          borderBottom: `1px solid ${p.border}`,
          flexShrink: 0,
        },
        avatarWith(ctx, them, 38),
        col({ gap: 1 }, kit.headline(them.name, { fontSize: 16 }), kit.caption('Active 5 min ago')),
        spacer(),
        kit.iconButton('phone', { variant: 'outline' }),
        kit.iconButton('ellipsis', { variant: 'outline' }),
      ),
      col(
        {
          flexGrow: 1,
          paddingLeft: 24,
          paddingRight: 24,
          paddingTop: 16,
          gap: 10,
          justifyContent: 'flex-end',
          paddingBottom: 12,
        },
        ...thread(ctx, list, them, shared),
      ),
      col(
        { paddingLeft: 20, paddingRight: 20, paddingBottom: 18 },
        chatComposer(ctx, { value: pick(domain(ctx).quickReplies, 0) }),
      ),
    ),
  });
}

// ------------------------------------------------------------------------------------------ inbox

/** Conversations with unread badges under a search bar; on the web, the list beside the open thread. */
function inboxList(ctx: ScreenContext): Node {
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
function inboxTabs(ctx: ScreenContext): Node {
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
function inboxMail(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ notifications

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
function notificationsGrouped(ctx: ScreenContext): Node {
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
function notificationsTabs(ctx: ScreenContext): Node {
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
function notificationsCards(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ comments

interface CommentData {
  who: Person;
  text: string;
  time: string;
  likes: number;
  reply?: boolean;
}

function commentData(ctx: ScreenContext): CommentData[] {
  const d = domain(ctx);
  const times = ['2h', '1h', '48m', '30m', '12m', '5m', 'now'];
  return d.comments.map((c, i) => ({
    who: person(ctx, i + 2),
    text: c,
    time: pick(times, i),
    likes: [24, 3, 11, 0, 6, 2, 1][i] ?? 0,
    reply: i === 1 || i === 4,
  }));
}

/** One comment: avatar, name and time, the text, like and reply. */
function commentRow(ctx: ScreenContext, c: CommentData, options: { compact?: boolean } = {}): Node {
  const { p, kit } = ctx;
  const size = c.reply ? 28 : 36;
  return ui(
    'comment',
    row(
      {
        gap: 10,
        alignItems: 'flex-start',
        width: '100%',
        paddingLeft: c.reply ? size + 14 : 0,
        paddingTop: 6,
        paddingBottom: 6,
      },
      kit.avatar(c.who, size),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 4 },
        row(
          { gap: 6 },
          text(c.who.name, { ...font(ctx, 'label'), fontWeight: 700, color: p.text }),
          kit.caption(c.time),
        ),
        text(c.text, { ...font(ctx, 'callout'), fontWeight: 400, color: p.text, lineHeight: 1.4 }),
        options.compact
          ? null
          : row(
              { gap: 16 },
              kit.caption('Reply', { fontWeight: 600 }),
              c.likes > 0 ? kit.caption(`${c.likes} likes`) : null,
            ),
      ),
      col(
        { alignItems: 'center', gap: 2, paddingTop: 6 },
        icon('heart', 16, c.likes > 10 ? p.danger : p.textMuted),
        c.likes > 0 && options.compact ? kit.caption(String(c.likes), { fontSize: 11 }) : null,
      ),
    ),
  );
}

/** A comment input with the user's avatar and a post button. */
function commentInput(ctx: ScreenContext, options: { value?: string; bare?: boolean } = {}): Node {
  const { p, kit, ds, platform, m } = ctx;
  const web = platform === 'web' || options.bare === true;
  return ui(
    'text-field',
    row(
      {
        gap: 10,
        width: '100%',
        paddingLeft: web ? 0 : m.margin,
        paddingRight: web ? 0 : m.margin,
        paddingTop: 10,
        paddingBottom: 10,
        borderTop: web ? undefined : `1px solid ${p.border}`,
        backgroundColor: web ? undefined : p.background,
        flexShrink: 0,
      },
      kit.avatar(ctx.content.user, 34),
      row(
        {
          flexGrow: 1,
          flexShrink: 1,
          height: 42,
          paddingLeft: 14,
          paddingRight: 14,
          borderRadius: 21,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
        },
        text(options.value ?? 'Add a comment…', {
          ...font(ctx, 'body'),
          fontSize: 15,
          color: options.value ? p.text : p.textMuted,
          flexShrink: 1,
        }),
        spacer(),
        text('Post', {
          ...font(ctx, 'callout'),
          fontWeight: 600,
          color: options.value ? p.primary : mix(p.primary, p.background, 0.5),
        }),
      ),
    ),
  );
}

/** The post on top, then the thread with replies indented, the input at the bottom. */
function commentsThread(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, random } = ctx;
  const d = domain(ctx);
  const author = person(ctx, 1);
  const list = commentData(ctx);
  const post = col(
    { gap: 10, width: '100%', paddingBottom: 14, borderBottom: `1px solid ${p.border}` },
    row(
      { gap: 10 },
      kit.avatar(author, 40),
      col({ gap: 1 }, kit.label(author.name, { fontWeight: 700 }), kit.caption(`${author.handle} · 3h`)),
    ),
    kit.headline(d.post.title),
    kit.muted(d.post.body, { fontSize: 15 }),
    row(
      { gap: 18 },
      row({ gap: 6 }, icon('heart', 18, p.danger), kit.caption('128')),
      row({ gap: 6 }, icon('message-circle', 18, p.textMuted), kit.caption(`${list.length} comments`)),
      row({ gap: 6 }, icon('share', 18, p.textMuted), kit.caption('Share')),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: 0,
      title: d.post.title,
      subtitle: `${author.name} · 3h`,
      actions: [
        kit.button('Share', { variant: 'secondary', size: 'sm', icon: 'share' }),
        kit.button('Follow', { size: 'sm', icon: 'plus' }),
      ],
      body: row(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 24, gap: 32, alignItems: 'flex-start' },
        col(
          { width: 460, gap: 14 },
          kit.photo(content.items[0]?.photo ?? content.heroPhoto, random.int(1, 1e9), 460, 300, {
            borderRadius: ctx.ds.radius.lg,
          }),
          kit.muted(d.post.body, { fontSize: 15 }),
        ),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 8 },
          row(
            { width: '100%' },
            kit.headline(`${list.length} comments`),
            spacer(),
            dropdown(ctx, null, 'Top comments', { width: 180 }),
          ),
          commentInput(ctx),
          ...list.slice(0, 5).map((c) => commentRow(ctx, c)),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: 'Comments', back: true, actions: ['ellipsis'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 6, gap: 6 },
      post,
      ...list.slice(0, 5).map((c) => commentRow(ctx, c)),
    ),
    bottom: [commentInput(ctx)],
  });
}

/** Comments in a bottom sheet over the post's photo, an emoji row above the input. */
function commentsSheet(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, random, size, ds } = ctx;
  const list = commentData(ctx).map((c) => ({ ...c, reply: false }));
  const seed = random.int(1, 1e9);
  const emoji = row(
    { gap: 0, width: '100%', justifyContent: 'space-between' },
    ...['heart', 'flame', 'party-popper', 'thumbs-up', 'laugh', 'hand-heart'].map((n) =>
      row(
        { width: 40, height: 40, justifyContent: 'center' },
        icon(n, 24, pick([p.danger, p.warning, p.primary, p.success], n.length)),
      ),
    ),
  );
  if (platform === 'web') {
    const modal = ui(
      'modal',
      row(
        {
          width: 1040,
          height: 640,
          borderRadius: ds.radius.xl,
          backgroundColor: ds.dark ? p.surface : p.background,
        },
        kit.photo(content.items[0]?.photo ?? content.heroPhoto, seed, 560, 640, {
          borderTopLeftRadius: ds.radius.xl,
          borderBottomLeftRadius: ds.radius.xl,
        }),
        col(
          { flexGrow: 1, height: '100%', padding: 24, gap: 8 },
          row(
            { gap: 10, width: '100%', paddingBottom: 10, borderBottom: `1px solid ${p.border}` },
            kit.avatar(person(ctx, 1), 36),
            kit.label(person(ctx, 1).name, { fontWeight: 700 }),
            spacer(),
            icon('x', 20, p.textMuted),
          ),
          ...list.slice(0, 5).map((c) => commentRow(ctx, c, { compact: true })),
          spacer(),
          commentInput(ctx, { value: 'So good!' }),
        ),
      ),
    );
    return chrome.frame({
      top: [chrome.webHeader({ links: content.sections.map((s) => s.label) })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 20, flexWrap: 'wrap' },
        ...[0, 1, 2].map((i) =>
          kit.photo(pick(content.items, i).photo, seed + i, 380, 300, { borderRadius: ds.radius.lg }),
        ),
      ),
      overlay: { ...modal, tags: ['modal'] },
    });
  }
  const sheet = kit.sheet(
    row(
      { justifyContent: 'center', width: '100%' },
      kit.headline(`${list.length} comments`, { fontSize: 16 }),
    ),
    ...list.slice(0, 4).map((c) => commentRow(ctx, c, { compact: true })),
    emoji,
    commentInput(ctx, { bare: true }),
  );
  return chrome.frame({
    onDark: true,
    backdrop: kit.photo(content.items[0]?.photo ?? content.heroPhoto, seed, size.width, size.height),
    body: col({ flexGrow: 1 }),
    overlay: sheet,
  });
}

/** An item's activity: what changed and what people said, on one timeline, with the input at the end. */
function commentsActivity(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds } = ctx;
  const d = domain(ctx);
  const item = content.items[0] as Item;
  const list = commentData(ctx);
  const events = [
    { who: person(ctx, 1), line: `created ${item.title}`, time: 'Mon 9:12', icon: 'circle-plus' },
    { who: person(ctx, 3), line: `changed the status to In review`, time: 'Tue 14:30', icon: 'circle-dot' },
  ];
  const entry = (c: CommentData) =>
    ui(
      'card',
      col(
        {
          gap: 6,
          padding: 14,
          borderRadius: ds.radius.md,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
          width: '100%',
        },
        row(
          { gap: 8, width: '100%' },
          kit.avatar(c.who, 24),
          kit.label(c.who.name, { fontWeight: 700 }),
          kit.caption(c.time),
          spacer(),
          icon('smile-plus', 16, p.textMuted),
        ),
        text(c.text, { ...font(ctx, 'callout'), fontWeight: 400, color: p.text, lineHeight: 1.4 }),
      ),
    );
  const eventRow = (e: (typeof events)[number]) =>
    row(
      { gap: 10, paddingLeft: 4, width: '100%' },
      icon(e.icon, 16, p.textMuted),
      kit.avatar(e.who, 20),
      text(`${e.who.first} ${e.line}`, { ...font(ctx, 'caption'), color: p.textMuted, flexShrink: 1 }),
      spacer(),
      kit.caption(e.time),
    );
  const feed = [
    eventRow(events[0] as (typeof events)[number]),
    entry(list[0] as CommentData),
    entry(list[2] as CommentData),
    eventRow(events[1] as (typeof events)[number]),
    entry(list[3] as CommentData),
  ];
  const props = d.composer.fields.slice(0, 3);
  if (platform === 'web') {
    return webApp(ctx, {
      active: 1,
      title: item.title,
      subtitle: item.subtitle,
      actions: [
        kit.avatarGroup(
          [1, 2, 3].map((i) => person(ctx, i)),
          28,
        ),
        kit.button('Share', { variant: 'secondary', size: 'sm' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, paddingLeft: 40, paddingRight: 40, paddingTop: 24, gap: 14 },
          kit.muted(d.post.body, { fontSize: 15 }),
          row(
            { paddingTop: 6, width: '100%' },
            kit.headline('Activity'),
            spacer(),
            kit.caption(`${list.length} comments`),
          ),
          ...feed,
          spacer(),
          textArea(ctx, {
            value: `@${person(ctx, 1).first} sounds good, I will pick this up.`,
            height: 84,
            focused: true,
          }),
        ),
        col(
          { width: 300, borderLeft: `1px solid ${p.border}`, padding: 24, gap: 16, flexShrink: 0 },
          kit.caption('PROPERTIES', { fontWeight: 700, letterSpacing: 0.6 }),
          ...props.map((f) =>
            row(
              { gap: 10, width: '100%' },
              icon(f.icon, 16, p.textMuted),
              kit.caption(f.label, { width: 90 }),
              kit.label(f.value),
            ),
          ),
          kit.caption('SUBSCRIBERS', { fontWeight: 700, letterSpacing: 0.6, paddingTop: 8 }),
          kit.avatarGroup(
            [1, 2, 3, 4].map((i) => person(ctx, i)),
            30,
          ),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: item.title, back: true, actions: ['ellipsis'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 4, gap: 12 },
      row({ gap: 8, flexWrap: 'wrap' }, ...props.slice(0, 2).map((f) => kit.chip(f.value, { icon: f.icon }))),
      kit.tabs(['Activity', 'Details', 'Files'], 0, { counts: [list.length, null, null] }),
      ...feed,
    ),
    bottom: [commentInput(ctx, {})],
  });
}

// ------------------------------------------------------------------------------------------ share sheet

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
function shareSystem(ctx: ScreenContext): Node {
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
function shareLink(ctx: ScreenContext): Node {
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
function shareContacts(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ registry (communication)

export const COMMUNICATION_LAYOUTS = {
  chat: [chatThread, chatGroup, chatCompose],
  inbox: [inboxList, inboxTabs, inboxMail],
  notifications: [notificationsGrouped, notificationsTabs, notificationsCards],
  comments: [commentsThread, commentsSheet, commentsActivity],
  'share-sheet': [shareSystem, shareLink, shareContacts],
} satisfies Partial<Record<PatternSlug, Layout[]>>;

// ------------------------------------------------------------------------------------------ calendar

interface CalEvent {
  title: string;
  place: string;
  /** Start and end in hours (9.5 = 9:30). */
  start: number;
  end: number;
  color: string;
}

const hhmm = (t: number) => `${Math.floor(t)}:${String(Math.round((t % 1) * 60)).padStart(2, '0')}`;

/** A web calendar's actions: back, today, forward, the view (0 month, 1 week, 2 day) and a new event. */
function calendarActions(ctx: ScreenContext, view: number): Node[] {
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
function dayEvents(ctx: ScreenContext, offset = 0): CalEvent[] {
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

const JUNE = { firstWeekday: 6, days: 30, today: 12 };

/** Days of June that have events, with their colours (for month dots). */
function monthDots(ctx: ScreenContext): Record<number, string[]> {
  const colors = eventColors(ctx);
  const out: Record<number, string[]> = {};
  for (const day of [2, 3, 5, 9, 10, 12, 13, 16, 18, 19, 23, 24, 26, 30]) {
    out[day] = colors.slice(day % 3, (day % 3) + 1 + (day % 2));
  }
  return out;
}

/** An agenda row: a colour bar, the time range, the title and place. */
function agendaRow(ctx: ScreenContext, e: CalEvent, options: { last?: boolean } = {}): Node {
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

/** A month with dotted days and the selected day's agenda; on the web, a full month board. */
function calendarMonth(ctx: ScreenContext): Node {
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

/** A time grid of hours with positioned event blocks. */
function timeGrid(
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

/** A week strip over the selected day's hours (phones); a seven-day time grid on the web. */
function calendarWeek(ctx: ScreenContext): Node {
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
function calendarAgenda(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ composer

/** The phone composer's bar: Cancel, the title, the saving action. */
function composerBar(ctx: ScreenContext, title: string, action: string): Node {
  const { p, kit, platform } = ctx;
  return ui(
    'navigation-bar',
    row(
      { height: 56, width: '100%', paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, flexShrink: 0 },
      platform === 'android'
        ? icon('x', 24, p.text)
        : kit.body('Cancel', { color: p.primary === '#111111' ? p.text : p.primary }),
      spacer(),
      text(title, { ...font(ctx, 'headline'), fontSize: 17, color: p.text }),
      spacer(),
      kit.button(action, { size: 'sm', full: false }),
    ),
  );
}

/** A full form: the main field, notes, then the structured fields as rows. */
function composerForm(ctx: ScreenContext): Node {
  const { platform, kit, p, content } = ctx;
  const c = domain(ctx).composer;
  const main = kit.textField({ label: c.fieldLabel, value: c.value, focused: true });
  const notes = textArea(ctx, {
    label: 'Notes',
    value: c.body,
    height: 124,
    counter: `${c.body.length}/280`,
  });
  const fieldRows = kit.list(
    c.fields.map((f, i) =>
      kit.listRow({
        title: f.label,
        leading: { icon: f.icon },
        value: f.value,
        chevron: true,
        last: i === c.fields.length - 1,
      }),
    ),
  );
  if (platform === 'web') {
    const modal = kit.modal(
      row({ width: '100%' }, kit.headline(c.title), spacer(), icon('x', 20, p.textMuted)),
      main,
      notes,
      row(
        { gap: 12, width: '100%', flexWrap: 'wrap' },
        ...c.fields
          .slice(0, 2)
          .map((f) => col({ flexGrow: 1, flexBasis: 0 }, dropdown(ctx, f.label, f.value, { icon: f.icon }))),
      ),
      c.fields[2] ? dropdown(ctx, c.fields[2].label, c.fields[2].value, { icon: c.fields[2].icon }) : null,
      row(
        { gap: 10, width: '100%', paddingTop: 6 },
        kit.checkbox(true, 'Notify followers'),
        spacer(),
        kit.button('Cancel', { variant: 'ghost', size: 'sm' }),
        kit.button(c.action, { size: 'sm' }),
      ),
    );
    return webApp(ctx, {
      active: 1,
      title: content.sections[1]?.label ?? 'Library',
      actions: [kit.button(c.title, { size: 'sm', icon: 'plus' })],
      body: col({ flexGrow: 1, padding: 32, gap: 6 }, ...plainRows(ctx, content.items.slice(0, 6))),
      overlay: widened(modal, 560),
    });
  }
  return phone(ctx, {
    top: [composerBar(ctx, c.title, platform === 'android' ? 'Save' : (c.action.split(' ')[0] ?? 'Save'))],
    body: [main, notes, fieldRows],
    gap: 18,
    paddingTop: 12,
  });
}

/** A quick-add sheet over the list: one line, smart chips, the keyboard. */
function composerQuick(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content } = ctx;
  const c = domain(ctx).composer;
  const input = ui(
    'text-field',
    col(
      { gap: 6, width: '100%' },
      row(
        { gap: 2 },
        text(c.value, { ...font(ctx, 'headline'), fontSize: 19, color: p.text }),
        h('div', { width: 2, height: 22, backgroundColor: p.primary }),
      ),
      kit.muted('Description', { fontSize: 15 }),
    ),
  );
  const chips = row(
    { gap: 8, flexWrap: 'wrap', width: '100%' },
    ...c.chips.map((ch) => kit.chip(ch.label, { icon: ch.icon })),
  );
  const tools = row(
    { width: '100%', gap: 18 },
    ...['paperclip', 'image', 'at-sign', 'tag'].map((n) => icon(n, 22, p.textMuted)),
    spacer(),
    row(
      { width: 40, height: 40, borderRadius: 20, justifyContent: 'center', backgroundColor: p.primary },
      icon('arrow-up', 20, p.onPrimary, 2.4),
    ),
  );
  if (platform === 'web') {
    const palette = popover(
      ctx,
      'modal',
      640,
      16,
      row(
        { gap: 8 },
        kit.badge(content.sections[1]?.label ?? 'Inbox', 'neutral'),
        icon('chevron-right', 14, p.textMuted),
        kit.caption(c.title),
      ),
      input,
      chips,
      h('div', { height: 1, width: '100%', backgroundColor: p.border }),
      row(
        { width: '100%', gap: 10 },
        icon('paperclip', 18, p.textMuted),
        spacer(),
        kit.caption('Create more'),
        kit.toggle(false),
        kit.button(c.action, { size: 'sm' }),
      ),
    );
    return chrome.frame({
      side: chrome.sidebar({ active: 0 }),
      body: col(
        { flexGrow: 1, padding: 32, gap: 6 },
        kit.title(content.sections[0]?.label ?? 'Home', { fontSize: 24 }),
        ...plainRows(ctx, content.items.slice(0, 6)),
      ),
      overlay: { ...palette, tags: ['modal'] },
    });
  }
  return chrome.frame({
    top: [chrome.navBar({ title: content.sections[0]?.label ?? 'Home', large: true })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin },
      ...content.items
        .slice(0, 3)
        .map((i) => kit.listRow({ title: i.title, subtitle: i.subtitle, leading: { icon: i.icon } })),
    ),
    overlay: tagSheet(ctx, [input, chips, tools, keyboard(ctx, { action: 'done' })]),
  });
}

/** A bottom sheet whose last child (a keyboard) runs to the screen's edges. */
function tagSheet(ctx: ScreenContext, children: Node[]): Node {
  const sheet = ctx.kit.sheet(...children.slice(0, -1));
  const style = { ...sheet.props.style, paddingBottom: 0 };
  const kids = Array.isArray(sheet.props.children) ? sheet.props.children : [];
  const last = children[children.length - 1] as Node;
  return {
    ...sheet,
    props: {
      ...sheet.props,
      style,
      children: [
        ...kids,
        h(
          'div',
          { marginLeft: -ctx.m.margin, marginRight: -ctx.m.margin, flexDirection: 'column' },
          last,
          h('div', { height: 30, backgroundColor: keyboardBase(ctx) }),
        ),
      ],
    },
  };
}

const keyboardBase = (ctx: ScreenContext) =>
  ctx.ds.dark ? '#2b2b30' : ctx.platform === 'android' ? '#eef0f4' : '#d1d4db';

/** A post composer: the author, what they wrote, attached pictures, a toolbar over the keyboard. */
function composerPost(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds, random } = ctx;
  const c = domain(ctx).composer;
  const seed = random.int(1, 1e9);
  const photos = (w: number, hgt: number) =>
    row(
      { gap: 8 },
      ...content.items
        .slice(0, 2)
        .map((i, n) =>
          h(
            'div',
            { position: 'relative' },
            kit.photo(i.photo, seed + n, w, hgt, { borderRadius: ds.radius.md }),
            cornerDot({ backgroundColor: alpha('#000000', 0.55) }, icon('x', 14, '#ffffff')),
          ),
        ),
    );
  if (platform === 'web') {
    return webApp(ctx, {
      active: 1,
      title: c.title,
      subtitle: 'Draft · saved 9:41',
      actions: [
        kit.button('Preview', { variant: 'secondary', size: 'sm', icon: 'eye' }),
        kit.button(c.action, { size: 'sm' }),
      ],
      body: row(
        { flexGrow: 1, alignItems: 'stretch' },
        col(
          { flexGrow: 1, paddingLeft: 56, paddingRight: 56, paddingTop: 32, gap: 18 },
          row(
            {
              gap: 4,
              padding: 4,
              borderRadius: ds.radius.sm,
              border: `1px solid ${p.border}`,
              alignSelf: 'flex-start',
            },
            ...['bold', 'italic', 'underline', 'list', 'list-ordered', 'link', 'image', 'code'].map((n) =>
              kit.iconButton(n, { size: 32 }),
            ),
          ),
          kit.display(c.value, { fontSize: 36 }),
          kit.body(c.body, { fontSize: 17, color: p.textMuted }),
          photos(300, 190),
        ),
        col(
          { width: 320, borderLeft: `1px solid ${p.border}`, padding: 24, gap: 18, flexShrink: 0 },
          kit.headline('Settings'),
          ...c.fields.map((f) => dropdown(ctx, f.label, f.value, { icon: f.icon })),
          row({ width: '100%' }, kit.label('Allow comments'), spacer(), kit.toggle(true)),
        ),
      ),
    });
  }
  return chrome.frame({
    top: [composerBar(ctx, c.title, 'Post')],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingTop: 8, gap: 14 },
      row(
        { gap: 10 },
        kit.avatar(content.user, 40),
        col(
          { gap: 2 },
          kit.label(content.user.name, { fontWeight: 700 }),
          row(
            {
              gap: 4,
              paddingLeft: 8,
              paddingRight: 8,
              height: 22,
              borderRadius: 11,
              border: `1px solid ${p.border}`,
            },
            icon('globe', 12, p.textMuted),
            kit.caption('Everyone'),
          ),
        ),
      ),
      row(
        { gap: 2, flexWrap: 'wrap' },
        text(c.body, { ...font(ctx, 'body'), fontSize: 17, color: p.text }),
        h('div', { width: 2, height: 22, backgroundColor: p.primary }),
      ),
      photos(130, 130),
    ),
    bottom: [
      row(
        {
          width: '100%',
          height: 48,
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          gap: 22,
          borderTop: `1px solid ${p.border}`,
        },
        ...['image', 'camera', 'map-pin', 'at-sign', 'smile'].map((n) => icon(n, 22, p.primary)),
        spacer(),
        kit.caption(`${c.body.length}/280`),
      ),
      keyboard(ctx),
    ],
  });
}

// ------------------------------------------------------------------------------------------ upload

/** Files on their way up: an overall bar, each file's progress, one failed. */
function uploadProgress(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const files = domain(ctx).uploads;
  const states = [{ done: true }, { progress: 0.64 }, { progress: 0.18 }, { failed: true }];
  const total = files.reduce((s, f) => s + f.mb, 0);
  const sent = files.reduce(
    (s, f, i) => s + f.mb * (states[i]?.done ? 1 : ((states[i] as { progress?: number }).progress ?? 0)),
    0,
  );
  const mb = (n: number) => (n >= 1 ? `${n.toFixed(1)} MB` : `${Math.round(n * 1000)} KB`);
  const rows = files.map((f, i) => fileRow(ctx, f, states[i] ?? {}, { last: i === files.length - 1 }));
  const summary = kit.card(
    { gap: 10, width: '100%' },
    row(
      { width: '100%' },
      kit.label(`Uploading ${files.length} files`, { fontWeight: 700 }),
      spacer(),
      kit.caption(`${Math.round((sent / total) * 100)}%`),
    ),
    kit.progressBar(sent / total, { height: 8 }),
    kit.caption(`${mb(sent)} of ${mb(total)} · about 1 min left`),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: 1,
      title: 'Upload files',
      subtitle: 'Files are private to your workspace until you share them',
      actions: [kit.button('Cancel all', { variant: 'secondary', size: 'sm' })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 28, alignItems: 'flex-start' },
        col(
          { width: 420, gap: 16 },
          dropZone(ctx, {
            title: 'Drop files here',
            hint: 'or click to browse · up to 2 GB each',
            height: 260,
          }),
          row(
            { gap: 8, flexWrap: 'wrap' },
            ...['PDF', 'PNG', 'MP4', 'ZIP'].map((x) => kit.badge(x, 'neutral')),
          ),
        ),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 16 },
          summary,
          kit.card(
            {
              gap: 0,
              paddingTop: 4,
              paddingBottom: 4,
              width: '100%',
              backgroundColor: ds.dark ? p.surface : p.background,
            },
            ...rows,
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [
      chrome.navBar({ title: 'Uploads', back: true, actionLabel: platform === 'ios' ? 'Done' : undefined }),
    ],
    body: [
      summary,
      col({ width: '100%' }, ...rows),
      spacer(),
      kit.button('Upload more', { variant: 'secondary', icon: 'plus' }),
    ],
    gap: 14,
  });
}

/** Picking photos: a grid with numbered selections and an upload bar. */
function uploadPhotos(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content, ds, random } = ctx;
  const seed = random.int(1, 1e6);
  const kinds = ['landscape', 'city', 'food', 'interior', 'beach', 'product'] as const;
  const selected = [1, 4, 6];
  const grid = (cols: number, cell: number, count: number) =>
    row(
      { flexWrap: 'wrap', gap: 3, width: cols * cell + (cols - 1) * 3 },
      ...Array.from({ length: count }, (_, i) => {
        const n = selected.indexOf(i);
        return ui(
          'image',
          h(
            'div',
            { position: 'relative', width: cell, height: cell },
            kit.photo(pick(kinds, i + content.items.length), seed + i, cell, cell),
            n >= 0
              ? overlay(cell, cell, {
                  backgroundColor: alpha('#ffffff', 0.25),
                  border: `3px solid ${p.primary}`,
                })
              : null,
            cornerDot(
              { backgroundColor: n >= 0 ? p.primary : alpha('#000000', 0.2), border: '2px solid #ffffff' },
              n >= 0
                ? text(String(n + 1), {
                    ...font(ctx, 'caption'),
                    fontSize: 12,
                    fontWeight: 700,
                    color: p.onPrimary,
                  })
                : null,
            ),
            i % 5 === 2
              ? row(
                  { position: 'absolute', left: 6, bottom: 6, gap: 3 },
                  icon('video', 12, '#ffffff'),
                  text('0:14', { ...font(ctx, 'caption'), fontSize: 11, fontWeight: 600, color: '#ffffff' }),
                )
              : null,
          ),
        );
      }),
    );
  const bar = row(
    {
      width: '100%',
      paddingLeft: ctx.m.margin,
      paddingRight: ctx.m.margin,
      paddingTop: 12,
      paddingBottom: 12,
      gap: 12,
      borderTop: `1px solid ${p.border}`,
      backgroundColor: p.background,
    },
    kit.caption(`${selected.length} selected · HD`, { color: p.text, fontWeight: 600 }),
    spacer(),
    kit.button(`Upload ${selected.length}`, { full: false, icon: 'upload' }),
  );
  if (platform === 'web') {
    const modal = kit.modal(
      row({ width: '100%' }, kit.headline('Add photos'), spacer(), icon('x', 20, p.textMuted)),
      kit.tabs(['Your photos', 'Albums', 'Upload from computer'], 0),
      grid(5, 134, 10),
      row(
        { width: '100%', gap: 10 },
        kit.caption(`${selected.length} selected`),
        spacer(),
        kit.button('Cancel', { variant: 'ghost', size: 'sm' }),
        kit.button(`Upload ${selected.length} photos`, { size: 'sm', icon: 'upload' }),
      ),
    );
    return webApp(ctx, {
      active: 1,
      title: content.items[0]?.title ?? 'Album',
      actions: [kit.button('Add photos', { size: 'sm', icon: 'image-plus' })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 16, flexWrap: 'wrap' },
        ...[0, 1, 2].map((i) =>
          kit.photo(pick(kinds, i), seed + 40 + i, 300, 220, { borderRadius: ds.radius.md }),
        ),
      ),
      overlay: widened(modal, 740),
    });
  }
  const width = ctx.size.width;
  const cell = Math.floor((width - 6) / 3);
  return chrome.frame({
    top: [
      row(
        { height: 52, width: '100%', paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, flexShrink: 0 },
        kit.body('Cancel', { color: p.primary === '#111111' ? p.text : p.primary }),
        spacer(),
        row({ gap: 4 }, kit.headline('Recents', { fontSize: 17 }), icon('chevron-down', 18, p.text)),
        spacer(),
        h('div', { width: 52 }),
      ),
      row(
        { paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, paddingBottom: 10, width: '100%' },
        kit.segmented(['Photos', 'Albums', 'Files'], 0),
      ),
    ],
    body: col({ flexGrow: 1 }, grid(3, cell, 12)),
    bottom: [bar],
  });
}

/** Where a file comes from (camera, photos, files, scan), recent uploads and storage; the web adds a toast. */
function uploadSources(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const files = domain(ctx).uploads;
  const sources = [
    { label: 'Camera', icon: 'camera' },
    { label: 'Photos', icon: 'image' },
    { label: 'Files', icon: 'folder' },
    { label: 'Scan', icon: 'scan-line' },
  ];
  const used = files.reduce((s, f) => s + f.mb, 0);
  const quota = 1024 * 5;
  const storage = kit.card(
    { gap: 10, width: '100%' },
    row(
      { width: '100%' },
      kit.label('Storage', { fontWeight: 700 }),
      spacer(),
      kit.caption(`${used >= 1024 ? `${(used / 1024).toFixed(1)} GB` : `${Math.round(used)} MB`} of 5 GB`),
    ),
    kit.progressBar(Math.max(0.04, used / quota), { height: 8 }),
  );
  const recent = files.map((f, i) =>
    kit.listRow({
      title: f.name,
      subtitle: `${f.mb >= 1 ? `${f.mb.toFixed(1)} MB` : `${Math.round(f.mb * 1000)} KB`} · ${pick(['Today', 'Yesterday', 'Mon', 'Jun 2'], i)}`,
      leading: { icon: f.icon },
      chevron: true,
      last: i === files.length - 1,
    }),
  );
  const tiles = row(
    { gap: 10, width: '100%' },
    ...sources.map((s) =>
      ui(
        'button',
        col(
          {
            flexGrow: 1,
            flexBasis: 0,
            alignItems: 'center',
            gap: 8,
            paddingTop: 14,
            paddingBottom: 12,
            borderRadius: ds.radius.md,
            backgroundColor: ds.dark ? p.surface : p.surface,
            border: `1px solid ${p.border}`,
          },
          icon(s.icon, 24, p.primary),
          kit.label(s.label),
        ),
      ),
    ),
  );
  if (platform === 'web') {
    return chrome.frame({
      side: chrome.sidebar({ active: 1 }),
      top: [
        row(
          {
            height: 72,
            paddingLeft: 32,
            paddingRight: 32,
            gap: 12,
            borderBottom: `1px solid ${p.border}`,
            flexShrink: 0,
          },
          kit.title('Files', { fontSize: 22 }),
          spacer(),
          row({ width: 280 }, kit.searchBar('Search files')),
          kit.button('Upload', { size: 'sm', icon: 'upload' }),
        ),
      ],
      body: col(
        { flexGrow: 1, padding: 32, gap: 20, position: 'relative' },
        dropZone(ctx, {
          title: 'Drop to upload to “Shared”',
          hint: 'PDF, images, video and documents up to 2 GB',
          height: 200,
          active: true,
        }),
        row(
          { gap: 24, width: '100%', alignItems: 'flex-start' },
          col(
            { flexGrow: 1, flexBasis: 0 },
            kit.sectionHeader('Recent uploads', 'View all'),
            kit.list(recent, { inset: false }),
          ),
          col({ width: 320, gap: 14 }, storage, tiles),
        ),
      ),
      bottom: [
        row(
          { position: 'absolute', left: 280, bottom: 24 },
          kit.toast(`${files[0]?.name ?? 'File'} uploaded`),
        ),
      ],
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: 'Upload', large: platform === 'ios', back: platform === 'android' })],
    body: [
      dropZone(ctx, { title: 'Add files', hint: 'Tap to browse or pick a source', height: 160 }),
      tiles,
      storage,
      kit.sectionHeader('Recent', 'See all'),
      kit.list(recent.slice(0, 3)),
    ],
    gap: 14,
  });
}

// ------------------------------------------------------------------------------------------ booking

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
function bookingSlots(ctx: ScreenContext): Node {
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
function bookingSessions(ctx: ScreenContext): Node {
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
function bookingMonth(ctx: ScreenContext): Node {
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

// ------------------------------------------------------------------------------------------ analytics

/** The app's numbers: the copy's, or (money apps) computed from the app's own transactions. */
function metrics(ctx: ScreenContext): MetricsCopy {
  const m = domain(ctx).metrics;
  const items = moneyItems(ctx);
  let headline = m.headline;
  let kpis = m.kpis;
  let breakdown = m.breakdown;
  if (!headline.value || kpis.length === 0 || breakdown.length === 0) {
    const out = items.filter((i) => amountOf(i) < 0);
    const inn = items.filter((i) => amountOf(i) > 0);
    const spent = -out.reduce((s, i) => s + amountOf(i), 0);
    const earned = inn.reduce((s, i) => s + amountOf(i), 0);
    if (!headline.value) headline = { ...headline, value: ctx.kit.money(spent) };
    if (kpis.length === 0) {
      kpis = [
        { label: 'Money in', value: ctx.kit.money(earned), delta: '+4%', icon: 'arrow-down-left' },
        { label: 'Money out', value: ctx.kit.money(spent), delta: '−8%', icon: 'arrow-up-right' },
        { label: 'Transactions', value: String(items.length), delta: '+3', icon: 'receipt' },
        {
          label: 'Largest',
          value: ctx.kit.money(Math.max(0, ...out.map((i) => -amountOf(i)))),
          delta: '',
          icon: 'trending-up',
        },
      ];
    }
    if (breakdown.length === 0) {
      if (out.length > 0) {
        const by = new Map<string, number>();
        for (const i of out) by.set(i.subtitle, (by.get(i.subtitle) ?? 0) - amountOf(i));
        const sorted = [...by.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
        const sum = sorted.reduce((s, [, v]) => s + v, 0) || 1;
        const shares = sorted.map(([label, v]) => ({ label, share: Math.round((v / sum) * 100) }));
        const drift = 100 - shares.reduce((s, x) => s + x.share, 0);
        if (shares[0]) shares[0].share += drift;
        breakdown = shares;
      } else {
        breakdown = ctx.content.items
          .slice(0, 4)
          .map((i, n) => ({ label: i.title, share: [38, 27, 20, 15][n] ?? 0 }));
      }
    }
  }
  return { ...m, headline, kpis, breakdown };
}

const SERIES = [42, 48, 45, 53, 50, 58, 62, 57, 66, 71, 68, 76];
const WEEK = [54, 72, 48, 88, 64, 36, 80];

/** A headline number and its trend line, then KPI cards; on the web a dashboard with a breakdown. */
function analyticsOverview(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  const mt = metrics(ctx);
  const colors = eventColors(ctx);
  const stat = (k: MetricsCopy['kpis'][number]) =>
    kit.statCard({ label: k.label, value: k.value, delta: k.delta || undefined, icon: k.icon });
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']),
      title: mt.title,
      subtitle: 'June 2025',
      actions: [
        row({ width: 260 }, kit.segmented(['7 days', '30 days', '12 months'], 1)),
        kit.button('Export', { variant: 'secondary', size: 'sm', icon: 'download' }),
      ],
      body: col(
        { flexGrow: 1, padding: 28, gap: 20 },
        row({ gap: 16, width: '100%' }, ...mt.kpis.map(stat)),
        row(
          { gap: 16, width: '100%', alignItems: 'stretch' },
          kit.card(
            { flexGrow: 1, gap: 10 },
            kit.caption(mt.headline.label),
            row(
              { gap: 10, alignItems: 'flex-end' },
              kit.title(mt.headline.value, { fontSize: 30 }),
              kit.caption(mt.headline.delta, {
                color: mt.headline.delta.startsWith('−') ? p.danger : p.success,
                fontWeight: 600,
                paddingBottom: 6,
              }),
            ),
            ui('chart', chart('line', SERIES, 560, 240, { palette: p })),
            row(
              { width: 560, justifyContent: 'space-between' },
              ...['Jun 1', 'Jun 8', 'Jun 15', 'Jun 22', 'Jun 30'].map((l) => kit.caption(l)),
            ),
          ),
          kit.card(
            { width: 340, gap: 8 },
            kit.headline(mt.breakdownTitle),
            ...mt.breakdown.map((b, i) =>
              col(
                { gap: 6, width: '100%', paddingTop: 6 },
                row(
                  { width: '100%' },
                  kit.label(b.label),
                  spacer(),
                  kit.caption(`${b.share}%`, { color: p.text, fontWeight: 600 }),
                ),
                kit.progressBar(b.share / 100, { color: pick(colors, i) }),
              ),
            ),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: mt.title, large: true, actions: ['calendar'] })],
    body: [
      col(
        { gap: 4 },
        kit.caption(mt.headline.label),
        kit.display(mt.headline.value, { fontSize: 38 }),
        kit.caption(mt.headline.delta, {
          color: mt.headline.delta.startsWith('−') ? p.danger : p.success,
          fontWeight: 600,
        }),
      ),
      kit.segmented(['1W', '1M', '3M', '1Y'], 1),
      ui('chart', chart('line', SERIES, ctx.size.width - ctx.m.margin * 2, 170, { palette: p })),
      row(
        { gap: 12, width: '100%' },
        stat(mt.kpis[0] as MetricsCopy['kpis'][number]),
        stat(mt.kpis[1] as MetricsCopy['kpis'][number]),
      ),
      row(
        { gap: 12, width: '100%' },
        stat(mt.kpis[2] as MetricsCopy['kpis'][number]),
        stat(mt.kpis[3] as MetricsCopy['kpis'][number]),
      ),
    ],
    gap: 14,
    bottom: [chrome.tabBar(sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']))],
  });
}

/** Where it goes: a donut with the breakdown's legend and an insight. */
function analyticsBreakdown(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const mt = metrics(ctx);
  const colors = eventColors(ctx);
  const donut = (size: number) =>
    h(
      'div',
      { position: 'relative', width: size, height: size, alignItems: 'center', justifyContent: 'center' },
      h(
        'div',
        { position: 'absolute', left: 0, top: 0 },
        ui(
          'chart',
          chart(
            'donut',
            mt.breakdown.map((b) => b.share),
            size,
            size,
            { palette: p, colors },
          ),
        ),
      ),
      col(
        { alignItems: 'center', gap: 2 },
        kit.caption(mt.headline.label.split(' ').slice(0, 2).join(' ')),
        kit.title(mt.headline.value, { fontSize: size > 200 ? 26 : 22 }),
      ),
    );
  const legend = col(
    { width: '100%' },
    ...mt.breakdown.map((b, i) => legendRow(ctx, pick(colors, i), b.label, `${b.share}%`)),
  );
  const insight = ui(
    'banner',
    row(
      {
        gap: 12,
        padding: 14,
        borderRadius: ds.radius.md,
        backgroundColor: alpha(p.primary, ds.dark ? 0.18 : 0.08),
        width: '100%',
        alignItems: 'flex-start',
      },
      icon('lightbulb', 20, ds.dark ? mix(p.primary, '#ffffff', 0.3) : p.primary),
      text(mt.insight, { ...font(ctx, 'callout'), fontWeight: 500, color: p.text, flexShrink: 1 }),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']),
      title: mt.breakdownTitle.replace(/^By /, 'By ').replace(/^./, (c) => c.toUpperCase()),
      subtitle: `${mt.title} · June 2025`,
      actions: [dropdown(ctx, null, 'This month', { width: 180, icon: 'calendar' })],
      body: row(
        { flexGrow: 1, padding: 28, gap: 20, alignItems: 'flex-start' },
        kit.card({ width: 420, gap: 20, alignItems: 'center' }, donut(240), legend),
        col(
          { flexGrow: 1, gap: 16 },
          insight,
          kit.card(
            { gap: 12, width: '100%' },
            kit.headline('Last 7 days'),
            ui('chart', chart('bar', WEEK, 520, 200, { palette: p })),
            row({ width: 520, justifyContent: 'space-around' }, ...WEEKDAYS.map((w) => kit.caption(w))),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: mt.breakdownTitle, back: true, actions: ['share'] })],
    body: [
      kit.segmented(['Week', 'Month', 'Year'], 1),
      row({ justifyContent: 'center', width: '100%', paddingTop: 8 }, donut(210)),
      legend,
      insight,
    ],
    gap: 16,
  });
}

/** Bars by day with a period switch, the headline number and the top items. */
function analyticsBars(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, content } = ctx;
  const mt = metrics(ctx);
  const w = platform === 'web' ? 480 : ctx.size.width - ctx.m.margin * 2 - 32;
  const bars = kit.card(
    { gap: 12, width: platform === 'web' ? undefined : '100%', flexGrow: platform === 'web' ? 1 : undefined },
    row(
      { width: '100%' },
      col({ gap: 2 }, kit.caption(mt.headline.label), kit.title(mt.headline.value, { fontSize: 26 })),
      spacer(),
      kit.badge(
        mt.headline.delta.split(' ')[0] ?? '',
        mt.headline.delta.startsWith('−') ? 'danger' : 'success',
      ),
    ),
    ui('chart', chart('bar', WEEK, w, platform === 'web' ? 240 : 120, { palette: p })),
    row(
      { width: w, justifyContent: 'space-around' },
      ...WEEKDAYS.map((d) => kit.caption(d.slice(0, platform === 'web' ? 3 : 1))),
    ),
  );
  const top = content.items.slice(0, platform === 'web' ? 6 : 3).map((i, n, all) =>
    kit.listRow({
      title: i.title,
      subtitle: i.subtitle,
      value: i.value,
      leading: { icon: i.icon },
      last: n === all.length - 1,
    }),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']),
      title: mt.title,
      subtitle: 'This week',
      actions: [
        row({ width: 240 }, kit.segmented(['Day', 'Week', 'Month'], 1)),
        kit.button('Share report', { size: 'sm', icon: 'share' }),
      ],
      body: row(
        { flexGrow: 1, padding: 28, gap: 20, alignItems: 'flex-start' },
        bars,
        kit.card({ width: 400, gap: 4 }, kit.sectionHeader('Top this week', 'See all'), ...top),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: mt.title, large: true })],
    body: [
      kit.segmented(['Day', 'Week', 'Month'], 1),
      bars,
      kit.sectionHeader('Top this week', 'See all'),
      kit.list(top),
    ],
    gap: 14,
    bottom: [chrome.tabBar(sectionIndex(ctx, ['chart', 'pie', 'layout-dashboard']))],
  });
}

// ------------------------------------------------------------------------------------------ history

interface HistoryRow {
  item: Item;
  day: string;
  time: string;
  status: 'Completed' | 'Pending' | 'Failed';
}

function historyRows(ctx: ScreenContext): HistoryRow[] {
  const days = [
    'Today',
    'Today',
    'Today',
    'Yesterday',
    'Yesterday',
    'Mon 9 June',
    'Mon 9 June',
    'Sun 8 June',
  ];
  const times = ['9:12', '8:40', '7:55', '19:30', '12:05', '18:20', '10:45', '16:00'];
  return ctx.content.items.map((item, i) => ({
    item,
    day: pick(days, i),
    time: pick(times, i),
    status: i === 1 ? 'Pending' : i === 5 ? 'Failed' : 'Completed',
  }));
}

/** Totals of the listed rows (money apps) or their count. */
function historyTotals(ctx: ScreenContext, rows: HistoryRow[]): { label: string; value: string }[] {
  const amounts = rows.map((r) => amountOf(r.item)).filter((n) => n !== 0);
  const h = domain(ctx).history;
  if (amounts.length === 0) return [{ label: `Total ${h.noun}`, value: String(rows.length) }];
  const out = -amounts.filter((n) => n < 0).reduce((s, n) => s + n, 0);
  const inn = amounts.filter((n) => n > 0).reduce((s, n) => s + n, 0);
  return [
    { label: 'Money in', value: ctx.kit.money(inn) },
    { label: 'Money out', value: ctx.kit.money(out) },
  ];
}

const valueTone = (item: Item) => (amountOf(item) > 0 ? ('success' as const) : undefined);

/** Filter chips, totals and the rows grouped by day. */
function historyGrouped(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p } = ctx;
  const hc = domain(ctx).history;
  const rows = historyRows(ctx);
  const totals = historyTotals(ctx, rows);
  const days = [...new Set(rows.map((r) => r.day))];
  const group = (day: string, limit: number) => {
    const list = rows.filter((r) => r.day === day).slice(0, limit);
    return col(
      { width: '100%' },
      text(day, { ...font(ctx, 'label'), fontWeight: 700, color: p.textMuted, paddingTop: 8 }),
      kit.list(
        list.map((r, i) =>
          kit.listRow({
            title: r.item.title,
            subtitle: `${r.item.subtitle} · ${r.time}`,
            value: r.item.value,
            valueTone: valueTone(r.item),
            leading: { icon: r.item.icon },
            last: i === list.length - 1,
          }),
        ),
      ),
    );
  };
  const totalsRow = row(
    { gap: 12, width: '100%' },
    ...totals.map((t) =>
      kit.statCard({ label: `${t.label} · ${rows.length} ${hc.noun}`.replace(/ · .*/, ''), value: t.value }),
    ),
  );
  const chips = row(
    { gap: 8, width: '100%' },
    ...hc.filters.slice(0, platform === 'web' ? 4 : 3).map((f, i) => kit.chip(f, { selected: i === 0 })),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['arrow-left-right', 'clock', 'history', 'library']),
      title: hc.title,
      subtitle: `${rows.length} ${hc.noun} since Sun 8 June`,
      actions: [
        row({ width: 260 }, kit.searchBar(`Search ${hc.noun}`)),
        kit.button('Export', { variant: 'secondary', size: 'sm', icon: 'download' }),
      ],
      body: col(
        { flexGrow: 1, paddingLeft: 32, paddingRight: 32, paddingTop: 20, gap: 12 },
        row(
          { gap: 16, width: '100%' },
          col({ flexGrow: 1 }, chips),
          row(
            { gap: 12, width: 460 },
            ...totals.map((t) => kit.statCard({ label: t.label, value: t.value })),
          ),
        ),
        ...days.slice(0, 3).map((d) => group(d, 3)),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: hc.title, large: true, actions: ['search', 'sliders-horizontal'] })],
    body: [totalsRow, chips, ...days.slice(0, 2).map((d) => group(d, 3))],
    gap: 10,
    paddingTop: 0,
  });
}

/** A month summary over a timeline of entries. */
function historyTimeline(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const hc = domain(ctx).history;
  const rows = historyRows(ctx);
  const colors = eventColors(ctx);
  const money = moneyItems(ctx).length > 0;
  const entries = rows.slice(0, platform === 'web' ? 6 : 5).map((r, i, all) =>
    timelineRow(ctx, {
      icon: r.item.icon,
      title: r.item.title,
      detail: r.item.subtitle,
      time: `${r.day} ${r.time}`,
      value: money ? r.item.value : undefined,
      color: pick(colors, i),
      last: i === all.length - 1,
    }),
  );
  const totals = historyTotals(ctx, rows);
  const head = kit.card(
    {
      gap: 12,
      width: '100%',
      backgroundColor: ds.dark ? p.surface : mix(p.primary, p.background, 0.92),
      border: undefined,
    },
    row(
      { width: '100%' },
      kit.label('June 2025', { fontWeight: 700 }),
      spacer(),
      kit.caption(`${rows.length} ${hc.noun}`),
    ),
    row(
      { gap: 24 },
      ...totals.map((t) => col({ gap: 2 }, kit.caption(t.label), kit.title(t.value, { fontSize: 22 }))),
    ),
  );
  if (platform === 'web') {
    return webApp(ctx, {
      active: sectionIndex(ctx, ['arrow-left-right', 'clock', 'history', 'library']),
      title: hc.title,
      actions: [dropdown(ctx, null, 'June 2025', { width: 180, icon: 'calendar' })],
      body: row(
        { flexGrow: 1, padding: 32, gap: 32, alignItems: 'flex-start' },
        col({ flexGrow: 1, gap: 0 }, ...entries),
        col(
          { width: 340, gap: 16 },
          head,
          kit.card(
            { gap: 10, width: '100%' },
            kit.headline('Filter'),
            ...hc.filters.map((f, i) => kit.radio(i === 0, f)),
          ),
        ),
      ),
    });
  }
  return phone(ctx, {
    top: [chrome.navBar({ title: hc.title, back: true, actions: ['calendar'] })],
    body: [
      head,
      row({ gap: 8 }, ...hc.filters.slice(0, 3).map((f, i) => kit.chip(f, { selected: i === 0 }))),
      col({ width: '100%', paddingTop: 4 }, ...entries),
    ],
    gap: 14,
  });
}

/** A table with status badges and a totals footer (the web), a searchable list with a totals bar (phones). */
function historyTable(ctx: ScreenContext): Node {
  const { platform, kit, chrome, p, ds } = ctx;
  const hc = domain(ctx).history;
  const rows = historyRows(ctx);
  const totals = historyTotals(ctx, rows);
  const tone = (s: HistoryRow['status']) =>
    s === 'Completed' ? 'success' : s === 'Pending' ? 'warning' : 'danger';
  if (platform === 'web') {
    const cols = [
      { label: 'Name', w: 0 },
      { label: 'Category', w: 200 },
      { label: 'Date', w: 160 },
      { label: 'Status', w: 130 },
      { label: 'Value', w: 120 },
    ];
    const cell = (w: number, child: Node) =>
      row({ width: w || undefined, flexGrow: w ? 0 : 1, flexShrink: w ? 0 : 1 }, child);
    return webApp(ctx, {
      active: sectionIndex(ctx, ['arrow-left-right', 'clock', 'history', 'library']),
      title: hc.title,
      actions: [kit.button('Export CSV', { variant: 'secondary', size: 'sm', icon: 'download' })],
      body: col(
        { flexGrow: 1, padding: 28, gap: 16 },
        row(
          { gap: 10, width: '100%' },
          row({ width: 320 }, kit.searchBar(`Search ${hc.noun}`)),
          dropdown(ctx, null, hc.filters[0] ?? 'All', { width: 160 }),
          dropdown(ctx, null, 'Last 7 days', { width: 170, icon: 'calendar' }),
          spacer(),
          kit.caption(`${rows.length} results`),
        ),
        ui(
          'table',
          col(
            { width: '100%', borderRadius: ds.radius.md, border: `1px solid ${p.border}` },
            row(
              {
                height: 40,
                paddingLeft: 16,
                paddingRight: 16,
                gap: 12,
                backgroundColor: ds.dark ? p.surface : p.surface,
                borderBottom: `1px solid ${p.border}`,
              },
              ...cols.map((c) =>
                cell(c.w, kit.caption(c.label.toUpperCase(), { fontWeight: 700, letterSpacing: 0.5 })),
              ),
            ),
            ...rows.map((r, i) =>
              row(
                {
                  height: 52,
                  paddingLeft: 16,
                  paddingRight: 16,
                  gap: 12,
                  borderBottom: i < rows.length - 1 ? `1px solid ${p.border}` : undefined,
                },
                cell(0, row({ gap: 10 }, kit.iconTile(r.item.icon, { size: 30 }), kit.label(r.item.title))),
                cell(200, kit.caption(r.item.subtitle.split(' · ')[0] ?? r.item.subtitle)),
                cell(160, kit.caption(`${r.day}, ${r.time}`)),
                cell(130, kit.badge(r.status, tone(r.status))),
                cell(
                  120,
                  kit.label(r.item.value, {
                    fontWeight: 600,
                    color: amountOf(r.item) > 0 ? p.success : p.text,
                  }),
                ),
              ),
            ),
          ),
        ),
        row(
          { gap: 24, width: '100%', justifyContent: 'flex-end' },
          ...totals.map((t) =>
            row({ gap: 8 }, kit.caption(t.label), kit.label(t.value, { fontWeight: 700 })),
          ),
        ),
      ),
    });
  }
  const list = rows.slice(0, 6);
  return chrome.frame({
    top: [chrome.navBar({ title: hc.title, back: true, actions: ['download'] })],
    body: col(
      { flexGrow: 1, paddingLeft: ctx.m.margin, paddingRight: ctx.m.margin, gap: 12 },
      kit.searchBar(`Search ${hc.noun}`),
      kit.segmented(hc.filters.slice(0, 3), 0),
      col(
        { width: '100%' },
        ...list.map((r, i) =>
          kit.ruledRow(
            { gap: 12, width: '100%', paddingTop: 10, paddingBottom: 10 },
            i === list.length - 1,
            kit.iconTile(r.item.icon, { size: 40 }),
            col(
              { flexGrow: 1, flexShrink: 1, gap: 3 },
              kit.label(r.item.title, { fontWeight: 600 }),
              kit.caption(`${r.day}, ${r.time}`),
            ),
            col(
              { alignItems: 'flex-end', gap: 4 },
              kit.label(r.item.value, {
                fontWeight: 600,
                color: amountOf(r.item) > 0 ? p.success : p.text,
              }),
              kit.badge(r.status, tone(r.status)),
            ),
          ),
        ),
      ),
    ),
    bottom: [
      row(
        {
          width: '100%',
          height: 56,
          paddingLeft: ctx.m.margin,
          paddingRight: ctx.m.margin,
          gap: 16,
          borderTop: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.surface,
        },
        ...historyTotals(ctx, list).map((t) =>
          col({ gap: 1 }, kit.caption(t.label), kit.label(t.value, { fontWeight: 700 })),
        ),
        spacer(),
        kit.caption(`${list.length} shown`),
      ),
    ],
  });
}

// ------------------------------------------------------------------------------------------ registry

export const PRODUCTIVITY_LAYOUTS = {
  calendar: [calendarMonth, calendarWeek, calendarAgenda],
  composer: [composerForm, composerQuick, composerPost],
  upload: [uploadProgress, uploadPhotos, uploadSources],
  booking: [bookingSlots, bookingSessions, bookingMonth],
  analytics: [analyticsOverview, analyticsBreakdown, analyticsBars],
  history: [historyGrouped, historyTimeline, historyTable],
} satisfies Partial<Record<PatternSlug, Layout[]>>;

export const COMMUNICATION_PRODUCTIVITY_LAYOUTS: Partial<Record<PatternSlug, Layout[]>> = {
  ...COMMUNICATION_LAYOUTS,
  ...PRODUCTIVITY_LAYOUTS,
};
