/**
 * What every screen of the family shares: the app's copy for its domain, people and times, a phone
 * screen and a web app page, list panes, unread marks and avatars with a status.
 */
import type { Item, Person } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, spacer, text } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';
import { type CopyContext, DOMAIN, type DomainCopy } from './copy.js';
import { amountOf } from './parts.js';

export const domain = (ctx: ScreenContext): DomainCopy => DOMAIN[ctx.app.category];

export const copyContext = (ctx: ScreenContext): CopyContext => {
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

export const person = (ctx: ScreenContext, i: number): Person =>
  ctx.content.people[i % ctx.content.people.length] as Person;

export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export const TIMES = ['9:41', '9:24', '8:52', '8:10', 'Yesterday', 'Mon', 'Sun', 'Fri'];

export const CLOCK = ['9:02', '9:04', '9:05', '9:11', '9:30', '9:38', '9:40', '9:41'];

/** The index of the app's section whose icon matches one of the words (0 when none does). */
export function sectionIndex(ctx: ScreenContext, words: string[]): number {
  const i = ctx.content.sections.findIndex((s) => words.some((w) => s.icon.includes(w)));
  return Math.max(i, 0);
}

/** Money items of the app (their values carry the currency), or none. */
export const moneyItems = (ctx: ScreenContext): Item[] => ctx.content.items.filter((i) => amountOf(i) !== 0);

/** A price per unit from an item's value ("€142 night" → 142), or 0. */
export const priceOf = (item: Item): number => Math.abs(amountOf(item));

/** A phone screen: a top bar, the body with side margins, optional bottom nodes and overlay. */
export function phone(
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
export function webApp(
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
export function pane(ctx: ScreenContext, width: number, ...children: Node[]): Node {
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
export function countBubble(ctx: ScreenContext, n: number): Node {
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
export const unreadDot = (ctx: ScreenContext, on: boolean): Node =>
  h('div', {
    width: 8,
    height: 8,
    borderRadius: 4,
    backgroundColor: on ? ctx.p.primary : 'transparent',
    flexShrink: 0,
  });

/** An avatar with a small status dot (online) or an icon badge at its corner. */
export function avatarWith(
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
