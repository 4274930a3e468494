/**
 * Chat primitives: message bubbles, a day divider, the chat composer bar and a phone keyboard.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, h, type Node, row, type Style, spacer, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';

/** A chat bubble: mine on the right in the brand colour, theirs on the left on the surface. */
export function bubble(
  ctx: ScreenContext,
  value: string,
  options: { mine: boolean; time?: string; read?: boolean; tail?: boolean; maxWidth?: number },
): Node {
  const { p, ds, platform } = ctx;
  const radius = platform === 'android' ? 20 : Math.max(14, Math.min(ds.radius.lg, 20));
  const bg = options.mine
    ? p.primary
    : ds.dark
      ? p.surfaceAlt
      : platform === 'web'
        ? p.surface
        : mix(p.surface, p.text, 0.03);
  const fg = options.mine ? p.onPrimary : p.text;
  return ui(
    'message-bubble',
    col(
      {
        maxWidth: options.maxWidth ?? (platform === 'web' ? 440 : 270),
        paddingLeft: 14,
        paddingRight: 14,
        paddingTop: 9,
        paddingBottom: 9,
        gap: 3,
        borderRadius: radius,
        borderBottomRightRadius: options.mine && options.tail !== false ? 6 : radius,
        borderBottomLeftRadius: !options.mine && options.tail !== false ? 6 : radius,
        backgroundColor: bg,
        alignSelf: options.mine ? 'flex-end' : 'flex-start',
        flexShrink: 0,
      },
      text(value, {
        ...font(ctx, 'body'),
        fontSize: platform === 'web' ? 14 : 16,
        lineHeight: 1.35,
        color: fg,
      }),
      options.time
        ? row(
            { gap: 3, alignSelf: 'flex-end' },
            text(options.time, {
              ...font(ctx, 'caption'),
              fontSize: 11,
              color: options.mine ? alpha(p.onPrimary, 0.75) : p.textMuted,
            }),
            options.mine && options.read !== undefined
              ? icon(options.read ? 'check-check' : 'check', 13, alpha(p.onPrimary, 0.85))
              : null,
          )
        : null,
    ),
  );
}

/** A small centred label between messages ("Today", "Yesterday 18:02"). */
export function dayDivider(ctx: ScreenContext, label: string): Node {
  return row(
    { justifyContent: 'center', width: '100%', paddingTop: 6, paddingBottom: 6 },
    text(label, { ...font(ctx, 'caption'), fontWeight: 600, color: ctx.p.textMuted }),
  );
}

/** The message composer: attach button, a rounded input and a send (or mic) button. */
export function chatComposer(
  ctx: ScreenContext,
  options: { value?: string; placeholder?: string; send?: boolean } = {},
): Node {
  const { p, ds, platform, m } = ctx;
  const web = platform === 'web';
  const has = options.value !== undefined && options.value !== '';
  return ui(
    'text-field',
    row(
      {
        gap: 10,
        paddingLeft: web ? 0 : m.margin - 8,
        paddingRight: web ? 0 : m.margin - 8,
        paddingTop: 8,
        paddingBottom: 8,
        width: '100%',
        flexShrink: 0,
        borderTop: web ? undefined : `1px solid ${p.border}`,
        backgroundColor: web ? undefined : p.background,
      },
      row(
        {
          width: 36,
          height: 36,
          borderRadius: 18,
          justifyContent: 'center',
          backgroundColor: ds.dark ? p.surfaceAlt : p.surface,
          flexShrink: 0,
        },
        icon('plus', 20, p.textMuted),
      ),
      row(
        {
          flexGrow: 1,
          flexShrink: 1,
          height: web ? 44 : 40,
          paddingLeft: 14,
          paddingRight: 8,
          borderRadius: web ? ds.radius.md : 20,
          border: `1px solid ${p.border}`,
          backgroundColor: ds.dark ? p.surface : p.background,
        },
        text(has ? (options.value as string) : (options.placeholder ?? 'Message'), {
          ...font(ctx, 'body'),
          fontSize: web ? 14 : 16,
          color: has ? p.text : p.textMuted,
          flexShrink: 1,
        }),
        has ? h('div', { width: 1.5, height: 20, backgroundColor: p.primary, marginLeft: 1 }) : null,
        spacer(),
        has ? null : icon('smile', 20, p.textMuted),
      ),
      options.send || has
        ? row(
            {
              width: 36,
              height: 36,
              borderRadius: 18,
              justifyContent: 'center',
              backgroundColor: p.primary,
              flexShrink: 0,
            },
            icon('arrow-up', 20, p.onPrimary, 2.4),
          )
        : row(
            { width: 36, height: 36, justifyContent: 'center', flexShrink: 0 },
            icon('mic', 22, p.textMuted),
          ),
    ),
  );
}

/** A phone keyboard (letters), iOS or Gboard-like; it fills the width. */
export function keyboard(ctx: ScreenContext, options: { action?: string } = {}): Node {
  const { ds, platform } = ctx;
  const android = platform === 'android';
  const dark = ds.dark;
  const base = dark ? '#2b2b30' : android ? '#eef0f4' : '#d1d4db';
  const key = dark ? '#5a5a60' : '#ffffff';
  const special = dark ? '#3c3c42' : android ? '#d5d9e0' : '#adb2bc';
  const ink = dark ? '#ffffff' : '#111111';
  const k = (label: string, style: Style = {}, bg = key): Node =>
    row(
      {
        height: 42,
        flexGrow: 1,
        flexBasis: 0,
        justifyContent: 'center',
        borderRadius: android ? 8 : 5,
        backgroundColor: bg,
        boxShadow: android ? undefined : `0 1px 0 ${alpha('#000000', 0.3)}`,
        ...style,
      },
      label.length > 1 && label !== 'space' && label !== '123'
        ? icon(label, 20, ink)
        : text(label === 'space' ? (android ? '' : 'space') : label, {
            fontFamily: android ? 'Roboto' : ds.fonts.body,
            fontSize: label === 'space' || label === '123' ? 15 : 22,
            color: ink,
          }),
    );
  const rowOf = (letters: string, pad = 0): Node =>
    row(
      { gap: 6, width: '100%', paddingLeft: pad, paddingRight: pad },
      ...letters.split('').map((l) => k(l)),
    );
  return row(
    {
      width: '100%',
      backgroundColor: base,
      paddingTop: 8,
      paddingLeft: 3,
      paddingRight: 3,
      paddingBottom: 6,
      flexShrink: 0,
    },
    col(
      { gap: 11, width: '100%' },
      rowOf('qwertyuiop'),
      rowOf('asdfghjkl', 18),
      row(
        { gap: 6, width: '100%' },
        k('arrow-big-up', { flexGrow: 1.4 }, special),
        ...'zxcvbnm'.split('').map((l) => k(l)),
        k('delete', { flexGrow: 1.4 }, special),
      ),
      row(
        { gap: 6, width: '100%' },
        k('123', { flexGrow: 1.3 }, special),
        k('smile', { flexGrow: 1.1 }, special),
        k('space', { flexGrow: 5 }),
        row(
          {
            height: 42,
            flexGrow: 2,
            flexBasis: 0,
            justifyContent: 'center',
            borderRadius: android ? 21 : 5,
            backgroundColor: android ? mix(ctx.p.primary, '#ffffff', 0.7) : special,
          },
          android
            ? icon('corner-down-left', 20, ink)
            : text(options.action ?? 'return', { fontFamily: ds.fonts.body, fontSize: 15, color: ink }),
        ),
      ),
    ),
  );
}
