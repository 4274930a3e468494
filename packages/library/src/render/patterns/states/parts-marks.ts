/**
 * The marks of the state screens: a round icon in a tone, and a banner that says what went wrong.
 */
import { alpha, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { col, type Node, row, text, ui } from '../../h.js';
import { icon } from '../../icons.js';
import { font } from '../../theme.js';

/** A round icon in the tone's tint: state screens' hero mark. */
export function stateMark(
  ctx: ScreenContext,
  name: string,
  tone: 'primary' | 'danger' | 'success' | 'warning' | 'neutral',
  size = 88,
): Node {
  const { p, ds } = ctx;
  const c =
    tone === 'primary'
      ? p.primary
      : tone === 'danger'
        ? p.danger
        : tone === 'success'
          ? p.success
          : tone === 'warning'
            ? p.warning
            : p.textMuted;
  return row(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      justifyContent: 'center',
      backgroundColor: alpha(c, ds.dark ? 0.18 : 0.1),
      flexShrink: 0,
    },
    row(
      {
        width: size * 0.68,
        height: size * 0.68,
        borderRadius: size,
        justifyContent: 'center',
        backgroundColor: alpha(c, ds.dark ? 0.3 : 0.16),
      },
      icon(name, Math.round(size * 0.36), ds.dark ? mix(c, '#ffffff', 0.2) : c, 2.2),
    ),
  );
}

/** An inline alert banner with an icon, a message and an action. */
export function alertBanner(
  ctx: ScreenContext,
  options: {
    icon: string;
    title: string;
    body?: string;
    action?: string;
    tone: 'danger' | 'warning' | 'primary';
  },
): Node {
  const { p, ds } = ctx;
  const c = options.tone === 'danger' ? p.danger : options.tone === 'warning' ? p.warning : p.primary;
  return ui(
    'banner',
    row(
      {
        width: '100%',
        gap: 12,
        paddingLeft: 14,
        paddingRight: 14,
        paddingTop: 12,
        paddingBottom: 12,
        borderRadius: ds.radius.md,
        backgroundColor: alpha(c, ds.dark ? 0.16 : 0.08),
        border: `1px solid ${alpha(c, 0.3)}`,
        alignItems: options.body ? 'flex-start' : 'center',
      },
      icon(options.icon, 20, ds.dark ? mix(c, '#ffffff', 0.25) : c),
      col(
        { flexGrow: 1, flexShrink: 1, gap: 2 },
        text(options.title, { ...font(ctx, 'callout'), fontWeight: 600, color: p.text }),
        options.body
          ? text(options.body, { ...font(ctx, 'caption'), fontSize: 13, color: p.textMuted })
          : null,
      ),
      options.action
        ? text(options.action, {
            ...font(ctx, 'callout'),
            fontWeight: 600,
            color: ds.dark ? mix(c, '#ffffff', 0.25) : c,
            flexShrink: 0,
          })
        : null,
    ),
  );
}
