/** What every part of the kit shares: palette, metrics, corner radii, the text and the link colour. */
import { mix } from '../color.js';
import type { PriceTable } from '../content.js';
import { type Node, type Style, text } from '../h.js';
import { font, type Theme, type TypeRole } from '../theme.js';
import type { Tone } from './types.js';

export const toneColor = (theme: Theme, tone: Tone): string => {
  const p = theme.p;
  switch (tone) {
    case 'primary':
      return p.primary;
    case 'success':
      return p.success;
    case 'warning':
      return p.warning;
    case 'danger':
      return p.danger;
    case 'neutral':
      return p.textMuted;
  }
};

/** The values and helpers the kit's parts draw with, for one screen's theme and the app's currency. */
export function kitBase(theme: Theme, currency: PriceTable['symbol']) {
  const { p, ds, m, platform } = theme;
  const phone = platform !== 'web';
  const android = platform === 'android';
  const r = ds.radius;
  /** Button and field corner: Material buttons are pills unless the brand is sharp. */
  const buttonRadius = android && r.style !== 'sharp' ? 999 : platform === 'web' ? r.sm : r.md;
  const fieldRadius = android ? Math.min(r.sm, 8) : platform === 'web' ? r.sm : r.md;
  const fieldFill = ds.dark ? p.surface : platform === 'ios' ? p.surface : p.background;

  const t = (role: TypeRole, value: string, style: Style = {}): Node =>
    text(value, { ...font(theme, role), color: p.text, ...style });

  function linkColor(): string {
    // A black brand's links read as text; a light brand on white needs a darker shade.
    if (ds.dark) return p.primary === '#f4f4f5' ? p.text : mix(p.primary, '#ffffff', 0.15);
    return p.primary === '#111111' ? p.text : mix(p.primary, '#000000', 0.08);
  }

  return {
    theme,
    currency,
    p,
    ds,
    m,
    platform,
    phone,
    android,
    r,
    buttonRadius,
    fieldRadius,
    fieldFill,
    t,
    linkColor,
  };
}

export type KitBase = ReturnType<typeof kitBase>;
