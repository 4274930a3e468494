/** Payment cards drawn as cards, card networks' and wallets' badges, and the wallet pay buttons. */
import { alpha, inkOn, mix } from '../../color.js';
import type { ScreenContext } from '../../context.js';
import { type Child, col, h, type Node, row, text, ui } from '../../h.js';
import { brandMark, icon } from '../../icons.js';

export type CardBrand = 'visa' | 'mastercard' | 'amex';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'Amex',
};

/** A card network's mark, in white on a card or in colour on a small badge. */
function networkMark(brand: CardBrand, size: number, onCard: boolean): Node {
  if (brand === 'mastercard') {
    const d = Math.round(size * 0.62);
    return row(
      { width: Math.round(d * 1.6), height: d, position: 'relative' },
      h('div', {
        position: 'absolute',
        left: 0,
        top: 0,
        width: d,
        height: d,
        borderRadius: d / 2,
        backgroundColor: '#eb001b',
      }),
      h('div', {
        position: 'absolute',
        left: Math.round(d * 0.6),
        top: 0,
        width: d,
        height: d,
        borderRadius: d / 2,
        backgroundColor: alpha('#f79e1b', 0.9),
      }),
    );
  }
  const color = onCard ? '#ffffff' : brand === 'visa' ? '#1a1f71' : '#2e77bc';
  return text(brand === 'visa' ? 'VISA' : 'AMEX', {
    fontFamily: 'Inter',
    fontSize: Math.round(size * (brand === 'visa' ? 0.5 : 0.4)),
    fontWeight: 700,
    fontStyle: 'italic',
    letterSpacing: brand === 'visa' ? 0.5 : 1,
    color,
  });
}

/** A small rounded badge with a card network's mark (list rows). */
export function cardBadge(ctx: ScreenContext, brand: CardBrand): Node {
  const { p, ds } = ctx;
  return row(
    {
      width: 46,
      height: 32,
      borderRadius: 6,
      justifyContent: 'center',
      backgroundColor: brand === 'amex' ? '#2e77bc' : '#ffffff',
      border: `1px solid ${ds.dark ? 'transparent' : p.border}`,
      flexShrink: 0,
    },
    networkMark(brand, 26, brand === 'amex'),
  );
}

/** A wallet or bank method's badge (Apple Pay, Google Pay, PayPal, bank). */
export function methodBadge(ctx: ScreenContext, method: 'apple' | 'google' | 'paypal' | 'bank'): Node {
  const { p, ds } = ctx;
  const box = (children: Child | Child[], bg: string, border?: string) =>
    row(
      {
        width: 46,
        height: 32,
        borderRadius: 6,
        justifyContent: 'center',
        gap: 2,
        backgroundColor: bg,
        border: border ? `1px solid ${border}` : undefined,
        flexShrink: 0,
      },
      children,
    );
  if (method === 'apple')
    return box(
      [
        brandMark('apple', 13, '#ffffff'),
        text('Pay', { fontFamily: 'Inter', fontSize: 12, fontWeight: 600, color: '#ffffff' }),
      ],
      '#000000',
    );
  if (method === 'google')
    return box(
      [
        brandMark('google', 13, '#000000'),
        text('Pay', { fontFamily: 'Inter', fontSize: 12, fontWeight: 600, color: '#3c4043' }),
      ],
      '#ffffff',
      ds.dark ? undefined : p.border,
    );
  if (method === 'paypal')
    return box(
      text('PayPal', {
        fontFamily: 'Inter',
        fontSize: 11,
        fontWeight: 700,
        fontStyle: 'italic',
        color: '#003087',
      }),
      '#ffc439',
    );
  return box(
    icon('landmark', 18, p.text),
    ds.dark ? p.surfaceAlt : p.surface,
    ds.dark ? undefined : p.border,
  );
}

/** A payment card drawn as the physical card: brand gradient, chip, number, holder and expiry. */
export function paymentCard(
  ctx: ScreenContext,
  options: {
    brand: CardBrand;
    last4: string;
    expiry: string;
    width: number;
    tone?: 'brand' | 'dark' | 'light';
    label?: string;
  },
): Node {
  const { p, content } = ctx;
  const width = options.width;
  const height = Math.round(width / 1.586);
  const tone = options.tone ?? 'brand';
  const bg =
    tone === 'brand'
      ? `linear-gradient(135deg, ${mix(p.primary, '#ffffff', 0.08)}, ${mix(p.primary, '#000000', 0.42)})`
      : tone === 'dark'
        ? 'linear-gradient(135deg, #2b2d35, #0d0e12)'
        : 'linear-gradient(135deg, #e9ecf2, #c9ced8)';
  const ink =
    tone === 'light' ? '#1b1d22' : tone === 'brand' ? inkOn(mix(p.primary, '#000000', 0.2)) : '#ffffff';
  const scale = width / 320;
  return ui(
    'card',
    col(
      {
        width,
        height,
        borderRadius: Math.round(16 * scale),
        backgroundImage: bg,
        padding: Math.round(22 * scale),
        justifyContent: 'space-between',
        flexShrink: 0,
        position: 'relative',
        overflow: 'hidden',
      },
      h('div', {
        position: 'absolute',
        right: -width * 0.25,
        top: -height * 0.5,
        width: width * 0.9,
        height: width * 0.9,
        borderRadius: width,
        backgroundColor: alpha('#ffffff', 0.07),
      }),
      row(
        { justifyContent: 'space-between', width: '100%' },
        text(options.label ?? ctx.app.title, {
          fontFamily: ctx.ds.fonts.body,
          fontSize: Math.round(15 * scale),
          fontWeight: 600,
          color: ink,
        }),
        icon('nfc', Math.round(22 * scale), alpha(ink, 0.8)),
      ),
      h('div', {
        width: Math.round(40 * scale),
        height: Math.round(30 * scale),
        borderRadius: Math.round(6 * scale),
        backgroundImage: 'linear-gradient(135deg, #f3dc9a, #c9a24c)',
      }),
      text(`••••  ••••  ••••  ${options.last4}`, {
        fontFamily: 'Inter',
        fontSize: Math.round(17 * scale),
        fontWeight: 500,
        letterSpacing: 1,
        color: ink,
      }),
      row(
        { justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' },
        col(
          { gap: 2 },
          text(content.user.name.toUpperCase(), {
            fontFamily: 'Inter',
            fontSize: Math.round(11 * scale),
            fontWeight: 600,
            letterSpacing: 0.8,
            color: alpha(ink, 0.9),
          }),
          text(`Expires ${options.expiry}`, {
            fontFamily: 'Inter',
            fontSize: Math.round(10 * scale),
            fontWeight: 500,
            color: alpha(ink, 0.7),
          }),
        ),
        networkMark(options.brand, Math.round(40 * scale), true),
      ),
    ),
  );
}

/** Apple Pay on iOS, Google Pay on Android (and on the web: both express buttons in a row). */
export function walletButton(
  ctx: ScreenContext,
  wallet: 'apple' | 'google',
  options: { label?: string } = {},
): Node {
  const { m, platform, ds } = ctx;
  const android = platform === 'android';
  const radius = android ? 999 : platform === 'web' ? ds.radius.sm : Math.min(ds.radius.md, 12);
  const bg = wallet === 'apple' ? (ds.dark ? '#ffffff' : '#000000') : ds.dark ? '#ffffff' : '#000000';
  const fg = ds.dark ? '#000000' : '#ffffff';
  return ui(
    'button',
    row(
      {
        height: m.control,
        flexGrow: 1,
        flexBasis: 0,
        width: '100%',
        justifyContent: 'center',
        gap: 6,
        borderRadius: radius,
        backgroundColor: bg,
        flexShrink: 0,
      },
      options.label
        ? text(options.label, { fontFamily: 'Inter', fontSize: 16, fontWeight: 500, color: fg })
        : null,
      brandMark(wallet, wallet === 'apple' ? 19 : 18, fg),
      text('Pay', {
        fontFamily: wallet === 'apple' ? 'Inter' : 'Roboto',
        fontSize: 19,
        fontWeight: 600,
        color: fg,
        letterSpacing: -0.2,
      }),
    ),
  );
}
