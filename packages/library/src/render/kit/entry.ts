/** Entry: social sign-in buttons, a one-time code input, and a pricing card. */
import { mix } from '../color.js';
import { formatMoney, type Plan, type PriceTable } from '../content.js';
import { col, h, type Node, row, tagged, text, ui } from '../h.js';
import { type BrandMark, brandMark, icon } from '../icons.js';
import { font } from '../theme.js';
import type { KitBase } from './base.js';
import type { ButtonsKit } from './buttons.js';
import type { ControlsKit } from './controls.js';

export function entryKit(b: KitBase, controls: ControlsKit, buttons: ButtonsKit) {
  const { theme, p, ds, m, platform, phone, r, buttonRadius, fieldFill } = b;
  const kit = {
    /** "Continue with Apple / Google…" buttons, stacked or in a row of icon buttons. */
    socialButtons: (
      providers: BrandMark[],
      options: { layout?: 'stack' | 'row'; verb?: string } = {},
    ): Node => {
      const layout = options.layout ?? 'stack';
      const verb = options.verb ?? 'Continue with';
      const names: Record<BrandMark, string> = {
        apple: 'Apple',
        google: 'Google',
        facebook: 'Facebook',
        github: 'GitHub',
        x: 'X',
      };
      const button = (mark: BrandMark) => {
        const solid = mark === 'apple' && platform === 'ios';
        const bg = solid ? (ds.dark ? '#ffffff' : '#000000') : ds.dark ? p.surface : p.background;
        const fg = solid ? (ds.dark ? '#000000' : '#ffffff') : p.text;
        return ui(
          'button',
          row(
            {
              height: layout === 'row' ? m.control - 4 : m.control,
              flexGrow: layout === 'row' ? 1 : undefined,
              flexBasis: layout === 'row' ? 0 : undefined,
              width: layout === 'stack' ? '100%' : undefined,
              justifyContent: 'center',
              gap: 10,
              borderRadius: buttonRadius,
              backgroundColor: bg,
              border: solid ? undefined : `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.08)}`,
            },
            brandMark(mark, 20, fg),
            layout === 'stack'
              ? text(`${verb} ${names[mark]}`, {
                  ...font(theme, 'callout'),
                  fontSize: m.controlFont,
                  fontWeight: 600,
                  color: fg,
                })
              : null,
          ),
        );
      };
      return tagged(
        ['social-login'],
        ui(
          'social-login',
          layout === 'stack'
            ? col({ gap: 12, width: '100%' }, ...providers.map(button))
            : row({ gap: 12, width: '100%' }, ...providers.map(button)),
        ),
      );
    },

    /** A one-time code input: `length` boxes, the first `filled.length` holding digits. */
    codeInput: (length: number, filled: string): Node => {
      const box = phone ? (length > 4 ? 48 : 60) : 52;
      return ui(
        'code-input',
        row(
          { gap: phone && length > 4 ? 8 : 12, justifyContent: 'center', width: '100%' },
          ...Array.from({ length }, (_, i) => {
            const digit = filled[i];
            const current = i === filled.length;
            return row(
              {
                width: box,
                height: box + 8,
                justifyContent: 'center',
                borderRadius: Math.min(r.md, 14),
                backgroundColor: fieldFill,
                border: `${current ? 2 : 1}px solid ${current ? p.primary : p.border}`,
              },
              digit
                ? text(digit, {
                    ...font(theme, 'title'),
                    fontFamily: ds.fonts.body,
                    fontWeight: 600,
                    fontSize: 24,
                    color: p.text,
                  })
                : null,
              current ? h('div', { width: 2, height: 24, backgroundColor: p.primary }) : null,
            );
          }),
        ),
      );
    },

    /** A pricing card for one plan of the app's price table. */
    pricingCard: (
      plan: Plan,
      prices: PriceTable,
      period: 'monthly' | 'yearly',
      options: { cta?: string } = {},
    ): Node => {
      const amount = period === 'monthly' ? plan.monthly : plan.yearly;
      const highlighted = plan.highlighted;
      return ui(
        'pricing-card',
        col(
          {
            flexGrow: 1,
            flexBasis: 0,
            gap: 14,
            padding: 20,
            borderRadius: r.lg,
            backgroundColor: p.surface,
            border: `${highlighted ? 2 : 1}px solid ${highlighted ? p.primary : p.border}`,
          },
          row(
            { justifyContent: 'space-between' },
            text(plan.name, { ...font(theme, 'headline'), color: p.text }),
            highlighted ? controls.badge('Popular', 'primary') : null,
          ),
          row(
            { alignItems: 'flex-end', gap: 4 },
            text(amount === 0 ? 'Free' : formatMoney(prices.symbol, amount), {
              ...font(theme, 'title'),
              color: p.text,
            }),
            amount === 0
              ? null
              : text(period === 'monthly' ? '/ month' : '/ year', {
                  ...font(theme, 'caption'),
                  color: p.textMuted,
                  paddingBottom: 4,
                }),
          ),
          col(
            { gap: 8 },
            ...plan.features.map((feature) =>
              row(
                { gap: 8 },
                icon('check', 16, p.success, 2.5),
                text(feature, { ...font(theme, 'callout'), fontWeight: 400, color: p.text }),
              ),
            ),
          ),
          buttons.button(options.cta ?? (amount === 0 ? 'Get started' : `Choose ${plan.name}`), {
            variant: highlighted ? 'primary' : 'secondary',
            full: true,
          }),
        ),
      );
    },
  };
  return kit;
}

export type EntryKit = ReturnType<typeof entryKit>;
