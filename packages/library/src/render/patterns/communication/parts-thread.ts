/**
 * Pieces of a conversation: the assistant's turns and past chats (AI apps), the messages with times and
 * receipts, someone typing, the phone's chat header, the web's list of conversations and a thread with a
 * shared card.
 */
import { alpha, mix } from '../../color.js';
import type { Item, Person } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, type Node, row, type Style, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import type { Message } from './copy.js';
import { bubble, chatComposer, dayDivider } from './parts-chat.js';
import {
  avatarWith,
  CLOCK,
  countBubble,
  domain,
  pane,
  person,
  pick,
  sectionIndex,
  TIMES,
} from './parts-screen.js';

/** The assistant's mark (AI apps): the app's glyph in a brand tile. */
export function assistantMark(ctx: ScreenContext, size = 30): Node {
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
export function messages(ctx: ScreenContext, list: Message[], options: { count?: number } = {}): Node[] {
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
export function chatHeader(ctx: ScreenContext, who: Person | null, title: string, status: string): Node {
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
export function conversationList(
  ctx: ScreenContext,
  count: number,
  options: { selected?: number } = {},
): Node {
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

/** Past assistant chats by day (the AI app's left column). */
export function chatHistory(ctx: ScreenContext): Node {
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

/** The three dots of someone typing. */
export function typing(ctx: ScreenContext): Node {
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

/** A small round mark in the top-right corner of a picture (remove, the order it was picked in). */
export function cornerDot(style: Style, mark: Child): Node {
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
export function thread(ctx: ScreenContext, list: Message[], them: Person, last: Node): Node[] {
  return [
    dayDivider(ctx, 'Yesterday 18:02'),
    ...messages(ctx, list),
    last,
    row({ gap: 8 }, ctx.kit.avatar(them, 22), typing(ctx)),
  ];
}

export function chatWebShared(ctx: ScreenContext, list: Message[], them: Person, shared: Node): Node {
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
