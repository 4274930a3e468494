/** Text: display, titles, body, captions, links, and money in the app's currency. */
import { formatMoney } from '../content.js';
import { row, type Style } from '../h.js';
import type { KitBase } from './base.js';

export function typographyKit(b: KitBase) {
  const { currency, p, t, linkColor } = b;
  const kit = {
    /** A display headline (welcome screens, heroes). */
    display: (value: string, style: Style = {}) => t('display', value, style),

    /** A screen title. */
    title: (value: string, style: Style = {}) => t('title', value, style),

    /** A section or card heading. */
    headline: (value: string, style: Style = {}) => t('headline', value, style),

    body: (value: string, style: Style = {}) => t('body', value, style),

    /** Body text in the muted colour. */
    muted: (value: string, style: Style = {}) => t('body', value, { color: p.textMuted, ...style }),

    caption: (value: string, style: Style = {}) => t('caption', value, { color: p.textMuted, ...style }),

    label: (value: string, style: Style = {}) => t('label', value, style),

    /** Text in the primary colour, as a link reads. */
    link: (value: string, style: Style = {}) =>
      t('callout', value, { color: linkColor(), fontWeight: 600, ...style }),

    /** A muted sentence followed by a link ("Don't have an account? Sign up"). */
    prompt: (question: string, action: string, style: Style = {}) =>
      row(
        { justifyContent: 'center', gap: 4, ...style },
        t('callout', question, { color: p.textMuted, fontWeight: 400 }),
        t('callout', action, { color: linkColor(), fontWeight: 600 }),
      ),

    /** An amount in the app's currency: "$12", "$12.50", "−£62.18", "$1,204.50" (see `formatMoney`). */
    money: (amount: number): string => formatMoney(currency, amount),
  };
  return kit;
}

export type TypographyKit = ReturnType<typeof typographyKit>;
