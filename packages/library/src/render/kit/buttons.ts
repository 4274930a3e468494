/** Buttons: labelled, icon-only, and the floating action button. */
import { alpha, inkOn, mix } from '../color.js';
import { type Node, row, text, ui } from '../h.js';
import { icon } from '../icons.js';
import { font } from '../theme.js';
import type { KitBase } from './base.js';
import type { ButtonOptions, ButtonVariant } from './types.js';

export function buttonsKit(b: KitBase) {
  const { theme, p, ds, m, platform, phone, android, r, buttonRadius, linkColor } = b;
  const kit = {
    button: (label: string, options: ButtonOptions = {}): Node => {
      const variant = options.variant ?? 'primary';
      const small = options.size === 'sm';
      const full = options.full ?? phone;
      const height = small ? m.controlSmall : m.control;
      const colors: Record<ButtonVariant, { bg: string; fg: string; border?: string }> = {
        primary: { bg: p.primary, fg: p.onPrimary },
        secondary: android
          ? { bg: 'transparent', fg: linkColor(), border: p.border }
          : {
              bg: ds.dark ? p.surfaceAlt : mix(p.primary, p.background, 0.9),
              fg: ds.dark ? p.text : linkColor(),
            },
        ghost: { bg: 'transparent', fg: linkColor() },
        destructive: { bg: p.danger, fg: inkOn(p.danger) },
      };
      const c = colors[variant];
      const iconSize = small ? 16 : 18;
      return ui(
        'button',
        row(
          {
            height,
            paddingLeft: small ? 14 : 20,
            paddingRight: small ? 14 : 20,
            justifyContent: 'center',
            gap: 8,
            borderRadius: buttonRadius,
            backgroundColor: c.bg,
            border: c.border ? `1px solid ${c.border}` : undefined,
            width: full ? '100%' : undefined,
            flexShrink: 0,
            boxShadow:
              variant === 'primary' && platform === 'web' ? `0 1px 2px ${alpha('#000000', 0.12)}` : undefined,
          },
          options.icon ? icon(options.icon, iconSize, c.fg) : null,
          text(label, {
            ...font(theme, 'callout'),
            fontSize: small ? 13 : m.controlFont,
            fontWeight: 600,
            color: c.fg,
            letterSpacing: android ? 0.1 : 0,
          }),
          options.iconRight ? icon(options.iconRight, iconSize, c.fg) : null,
        ),
      );
    },

    /** A round or square button with only an icon. */
    iconButton: (
      name: string,
      options: { variant?: 'plain' | 'tonal' | 'outline'; size?: number; color?: string } = {},
    ): Node => {
      const size = options.size ?? (phone ? 40 : 36);
      const variant = options.variant ?? 'plain';
      return ui(
        'icon-button',
        row(
          {
            width: size,
            height: size,
            justifyContent: 'center',
            borderRadius: platform === 'web' ? r.sm : size / 2,
            backgroundColor: variant === 'tonal' ? (ds.dark ? p.surfaceAlt : p.surface) : 'transparent',
            border: variant === 'outline' ? `1px solid ${p.border}` : undefined,
            flexShrink: 0,
          },
          icon(name, Math.round(size * 0.55), options.color ?? p.text),
        ),
      );
    },

    /** A floating action button (Material's squircle, or a round button elsewhere). */
    fab: (name: string, label?: string): Node =>
      ui(
        'floating-action-button',
        row(
          {
            height: 56,
            minWidth: 56,
            paddingLeft: label ? 18 : 0,
            paddingRight: label ? 20 : 0,
            gap: 10,
            justifyContent: 'center',
            borderRadius: android ? 16 : 28,
            backgroundColor: android ? mix(p.primary, p.background, 0.75) : p.primary,
            boxShadow: `0 6px 16px ${alpha('#000000', 0.18)}`,
          },
          icon(name, 24, android ? mix(p.primary, '#000000', 0.45) : p.onPrimary),
          label
            ? text(label, {
                ...font(theme, 'callout'),
                fontWeight: 600,
                color: android ? mix(p.primary, '#000000', 0.45) : p.onPrimary,
              })
            : null,
        ),
      ),
  };
  return kit;
}

export type ButtonsKit = ReturnType<typeof buttonsKit>;
