/**
 * Shared parts of the commerce and account families: what an app sells (its one price table, or the
 * products and stays of its domain) turned into orders whose totals equal their lines, and the pieces those
 * screens draw that the kit lacks: payment cards, wallet buttons, order summaries, timelines, quantity
 * steppers, settings groups right for each platform, and the shells the layouts sit in.
 */
import type { PhotoKind } from '../art.js';
import type { NavBarOptions } from '../chrome.js';
import { alpha, inkOn, mix } from '../color.js';
import { type Plan, paidPlanOf } from '../content.js';
import type { ScreenContext } from '../context.js';
import { type Child, col, h, lift, type Node, row, type Style, spacer, tagged, text, ui } from '../h.js';
import { brandMark, icon } from '../icons.js';
import { hashSeed } from '../random.js';
import { font } from '../theme.js';

// ------------------------------------------------------------------------------------------ money

const cents = (n: number) => Math.round(n * 100) / 100;

/** The plan a paywall sells: the highlighted paid plan of the app's price table. */
export const paidPlan = (ctx: ScreenContext): Plan => paidPlanOf(ctx.content.prices);

/** The plan above it (Team, Family, Business). */
export function upperPlan(ctx: ScreenContext): Plan {
  const plans = ctx.content.prices.plans;
  return plans[plans.length - 1] as Plan;
}

/** How much the yearly price saves against twelve months, in whole percent. */
export const yearlySaving = (plan: Plan): number => Math.round((1 - plan.yearly / (plan.monthly * 12)) * 100);

/** The yearly price spread over twelve months. */
export const perMonthOfYear = (plan: Plan): number => Math.floor((plan.yearly / 12) * 100) / 100;

/** The app's free trial: 7 or 14 days, the same on every screen of the app. */
export const trialDays = (ctx: ScreenContext): number => (hashSeed(ctx.app.slug, 3) % 2 === 0 ? 7 : 14);

/** Fixed dates (screens show 9:41 on one day): today, the trial's end and the renewal. */
export const TODAY = 'June 12, 2025';
export const trialEnd = (ctx: ScreenContext): string => (trialDays(ctx) === 7 ? 'June 19' : 'June 26');
export const trialReminder = (ctx: ScreenContext): string => (trialDays(ctx) === 7 ? 'June 17' : 'June 24');
export const RENEWAL = 'June 12, 2026';
export const MONTHLY_RENEWAL = 'July 12, 2025';

/** The last four digits of the user's card and its brand, the same on every screen of the app. */
export function savedCard(ctx: ScreenContext): { brand: CardBrand; last4: string; expiry: string } {
  const seed = hashSeed(ctx.app.slug, 11);
  const brands: CardBrand[] = ['visa', 'mastercard', 'amex'];
  return {
    brand: brands[seed % 3] as CardBrand,
    last4: String(1000 + (seed % 9000)),
    expiry: `${String(1 + (seed % 12)).padStart(2, '0')}/${27 + (seed % 3)}`,
  };
}

/** A second card on file (for lists of payment methods). */
export function otherCard(ctx: ScreenContext): { brand: CardBrand; last4: string; expiry: string } {
  const first = savedCard(ctx);
  const seed = hashSeed(ctx.app.slug, 13);
  const brand: CardBrand = first.brand === 'visa' ? 'mastercard' : 'visa';
  return {
    brand,
    last4: String(1000 + (seed % 9000)),
    expiry: `${String(1 + (seed % 12)).padStart(2, '0')}/${26 + (seed % 3)}`,
  };
}

export const orderNumber = (ctx: ScreenContext): string =>
  String(100000 + (hashSeed(ctx.app.slug, 17) % 900000));

// ------------------------------------------------------------------------------------------ orders

export interface OrderLine {
  title: string;
  subtitle: string;
  /** Price of one unit (one item, one night). */
  unit: number;
  quantity: number;
  /** What one unit is: an item or a night. */
  unitLabel: 'item' | 'night';
  amount: number;
  icon: string;
  photo: PhotoKind;
  seed: number;
}

export interface Order {
  /** What is bought: products (a shop), a stay (travel) or a plan (everything else). */
  kind: 'goods' | 'stay' | 'plan';
  lines: OrderLine[];
  /** Subtotal, then fees and taxes: each a label and an amount (zero shows as "Free"). */
  charges: { label: string; amount: number }[];
  total: number;
  /** For plans: the billing period. */
  plan?: Plan;
}

const parseAmount = (value: string): number => Number(value.replace(/[^0-9.]/g, '')) || 0;

/** The app's order: three products of a shop, a three-night stay, or the yearly paid plan. */
export function orderFor(ctx: ScreenContext, options: { period?: 'monthly' | 'yearly' } = {}): Order {
  const { content, app } = ctx;
  const currency = content.prices.currency;
  if (app.category === 'e-commerce') {
    const quantities = [1, 2, 1];
    const lines = content.items.slice(0, 3).map((item, i) => {
      const unit = parseAmount(item.value);
      const quantity = quantities[i] ?? 1;
      return {
        title: item.title,
        subtitle: item.subtitle,
        unit,
        quantity,
        unitLabel: 'item' as const,
        amount: cents(unit * quantity),
        icon: item.icon,
        photo: item.photo,
        seed: hashSeed(item.title),
      };
    });
    const subtotal = cents(lines.reduce((sum, line) => sum + line.amount, 0));
    const shipping = subtotal >= 50 ? 0 : 4.99;
    const tax = currency === 'USD' ? cents(subtotal * 0.08) : 0;
    const charges = [
      { label: 'Subtotal', amount: subtotal },
      { label: 'Shipping', amount: shipping },
      ...(tax > 0 ? [{ label: 'Estimated tax', amount: tax }] : []),
    ];
    return { kind: 'goods', lines, charges, total: cents(subtotal + shipping + tax) };
  }
  if (app.category === 'travel') {
    const item = content.items[0];
    const unit = item ? parseAmount(item.value) : 0;
    const line = {
      title: item?.title ?? app.title,
      subtitle: item?.subtitle ?? '',
      unit,
      quantity: 3,
      unitLabel: 'night' as const,
      amount: cents(unit * 3),
      icon: item?.icon ?? 'bed',
      photo: item?.photo ?? 'interior',
      seed: hashSeed(item?.title ?? app.slug),
    };
    const service = cents(line.amount * 0.12);
    const taxes = cents(line.amount * 0.06);
    const charges = [
      { label: `${ctx.kit.money(unit)} × 3 nights`, amount: line.amount },
      { label: 'Service fee', amount: service },
      { label: 'Taxes', amount: taxes },
    ];
    return { kind: 'stay', lines: [line], charges, total: cents(line.amount + service + taxes) };
  }
  const plan = paidPlan(ctx);
  const period = options.period ?? 'yearly';
  const amount = period === 'yearly' ? plan.yearly : plan.monthly;
  const line = {
    title: `${app.title} ${plan.name}`,
    subtitle: period === 'yearly' ? 'Billed yearly' : 'Billed monthly',
    unit: amount,
    quantity: 1,
    unitLabel: 'item' as const,
    amount,
    icon: 'sparkles',
    photo: 'abstract' as const,
    seed: hashSeed(app.slug),
  };
  return {
    kind: 'plan',
    lines: [line],
    charges: [{ label: `${plan.name} (${period})`, amount }],
    total: amount,
    plan,
  };
}

/** Checks that an order adds up (the tests call it too). */
export function orderAddsUp(order: Order): boolean {
  return Math.abs(cents(order.charges.reduce((sum, c) => sum + c.amount, 0)) - order.total) < 0.005;
}

export const itemCount = (order: Order): number => order.lines.reduce((n, line) => n + line.quantity, 0);

// ------------------------------------------------------------------------------------------ payment cards

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

// ------------------------------------------------------------------------------------------ summaries

/** One line of a summary: a label and a value, the total in bold. */
export function summaryLine(
  ctx: ScreenContext,
  label: string,
  value: string,
  options: { bold?: boolean; tone?: 'success' | 'muted'; big?: boolean } = {},
): Node {
  const { p } = ctx;
  const style = font(ctx, options.bold ? 'headline' : 'callout');
  const color = options.tone === 'success' ? p.success : options.tone === 'muted' ? p.textMuted : p.text;
  return row(
    { justifyContent: 'space-between', width: '100%', gap: 12 },
    text(label, {
      ...style,
      fontWeight: options.bold ? 700 : 400,
      color: options.bold ? p.text : p.textMuted,
      flexShrink: 1,
    }),
    text(value, {
      ...style,
      fontSize: options.big ? 20 : style.fontSize,
      fontWeight: options.bold ? 700 : 500,
      color,
      flexShrink: 0,
    }),
  );
}

/** An order's charges and total. */
export function orderSummary(
  ctx: ScreenContext,
  order: Order,
  options: { totalLabel?: string; gap?: number } = {},
): Node {
  const { p } = ctx;
  return col(
    { gap: options.gap ?? 10, width: '100%' },
    ...order.charges.map((charge) =>
      summaryLine(ctx, charge.label, charge.amount === 0 ? 'Free' : ctx.kit.money(charge.amount), {
        tone: charge.amount === 0 ? 'success' : undefined,
      }),
    ),
    h('div', { height: 1, width: '100%', backgroundColor: p.border, marginTop: 4, marginBottom: 4 }),
    summaryLine(ctx, options.totalLabel ?? 'Total', ctx.kit.money(order.total), { bold: true, big: true }),
  );
}

/** An order line: picture, title, detail and amount. */
export function orderLineRow(
  ctx: ScreenContext,
  line: OrderLine,
  options: { size?: number; last?: boolean; quantity?: 'text' | 'none' } = {},
): Node {
  const { kit, ds } = ctx;
  const size = options.size ?? 56;
  const picture =
    line.photo === 'abstract'
      ? kit.iconTile(line.icon, { size })
      : kit.photo(line.photo, line.seed, size, size, { borderRadius: Math.min(ds.radius.md, 14) });
  const detail =
    options.quantity === 'none' || line.quantity === 1
      ? line.subtitle
      : `${line.subtitle} · ${line.unitLabel === 'night' ? `${line.quantity} nights` : `Qty ${line.quantity}`}`;
  return kit.ruledRow(
    { gap: 14, width: '100%', paddingTop: 10, paddingBottom: 10 },
    options.last !== false,
    picture,
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      kit.body(line.title, { fontWeight: 600 }),
      kit.caption(detail, { fontSize: 13 }),
    ),
    kit.body(kit.money(line.amount), { fontWeight: 600, flexShrink: 0 }),
  );
}

/** A quantity stepper: minus, the count, plus. */
export function stepper(ctx: ScreenContext, value: number): Node {
  const { p, ds, platform } = ctx;
  const size = platform === 'web' ? 28 : 30;
  const button = (name: string) =>
    row({ width: size, height: size, justifyContent: 'center' }, icon(name, 15, p.text, 2.2));
  return ui(
    'stepper',
    row(
      {
        height: size + 2,
        borderRadius: platform === 'android' ? 999 : ds.radius.sm,
        border: `1px solid ${p.border}`,
        backgroundColor: ds.dark ? p.surfaceAlt : p.background,
        flexShrink: 0,
      },
      button(value > 1 ? 'minus' : 'trash-2'),
      text(String(value), {
        ...font(ctx, 'callout'),
        fontWeight: 600,
        color: p.text,
        width: 22,
        justifyContent: 'center',
      }),
      button('plus'),
    ),
  );
}

/** A vertical timeline: a dot (or icon) and a line per step, the done steps in the brand colour. */
export function timeline(
  ctx: ScreenContext,
  steps: { icon: string; title: string; body: string; done?: boolean }[],
  options: { gap?: number; iconSize?: number } = {},
): Node {
  const { p, kit, ds } = ctx;
  const size = options.iconSize ?? 36;
  const gap = options.gap ?? 18;
  return ui(
    'timeline',
    col(
      { width: '100%' },
      ...steps.map((step, i) => {
        const last = i === steps.length - 1;
        const done = step.done ?? false;
        return row(
          { alignItems: 'stretch', gap: 14, width: '100%' },
          col(
            { alignItems: 'center', width: size },
            row(
              {
                width: size,
                height: size,
                borderRadius: size / 2,
                justifyContent: 'center',
                backgroundColor: done
                  ? p.primary
                  : ds.dark
                    ? p.surfaceAlt
                    : mix(p.primary, p.background, 0.88),
                flexShrink: 0,
              },
              icon(
                step.icon,
                Math.round(size * 0.5),
                done ? p.onPrimary : ds.dark ? p.text : mix(p.primary, '#000000', 0.2),
                2.2,
              ),
            ),
            last
              ? null
              : h('div', {
                  width: 3,
                  flexGrow: 1,
                  minHeight: gap,
                  backgroundColor: done
                    ? p.primary
                    : ds.dark
                      ? p.surfaceAlt
                      : mix(p.primary, p.background, 0.85),
                  borderRadius: 2,
                }),
          ),
          col(
            {
              flexGrow: 1,
              flexShrink: 1,
              gap: 3,
              paddingTop: Math.max(0, (size - 22) / 2),
              paddingBottom: last ? 0 : gap,
            },
            kit.headline(step.title, { fontSize: 16 }),
            kit.muted(step.body, { fontSize: 14 }),
          ),
        );
      }),
    ),
  );
}

/** A check in a circle: success heroes. */
export function successMark(ctx: ScreenContext, size = 72): Node {
  const { p, ds } = ctx;
  return row(
    {
      width: size + 24,
      height: size + 24,
      borderRadius: (size + 24) / 2,
      justifyContent: 'center',
      backgroundColor: alpha(p.success, ds.dark ? 0.18 : 0.12),
      flexShrink: 0,
    },
    row(
      {
        width: size,
        height: size,
        borderRadius: size / 2,
        justifyContent: 'center',
        backgroundColor: p.success,
      },
      icon('check', Math.round(size * 0.5), '#ffffff', 3),
    ),
  );
}

/** A horizontal rule. */
export const rule = (ctx: ScreenContext, style: Style = {}): Node =>
  h('div', { height: 1, width: '100%', backgroundColor: ctx.p.border, flexShrink: 0, ...style });

/** Label above a short value, for receipts and plan facts. */
export function fact(ctx: ScreenContext, label: string, value: string, style: Style = {}): Node {
  const { kit } = ctx;
  return col({ gap: 3, flexShrink: 1, ...style }, kit.caption(label), kit.body(value, { fontWeight: 600 }));
}

/** A section title in small caps (receipts, web cards). */
export function overline(ctx: ScreenContext, value: string, style: Style = {}): Node {
  return text(value.toUpperCase(), {
    ...font(ctx, 'caption'),
    fontWeight: 600,
    letterSpacing: 0.8,
    color: ctx.p.textMuted,
    ...style,
  });
}

/** An option card with a radio (plans, delivery, payment methods): selected ones get the brand border. */
export function optionCard(
  ctx: ScreenContext,
  options: {
    selected: boolean;
    leading?: Node;
    title: string;
    subtitle?: string;
    trailing?: Node;
    badge?: string;
    style?: Style;
  },
): Node {
  const { p, ds, kit, platform } = ctx;
  return ui(
    'radio-button',
    row(
      {
        gap: 14,
        width: '100%',
        padding: platform === 'web' ? 16 : 16,
        borderRadius: ds.radius.lg,
        border: `${options.selected ? 2 : 1}px solid ${options.selected ? p.primary : p.border}`,
        backgroundColor: options.selected
          ? ds.dark
            ? alpha(p.primary, 0.12)
            : mix(p.primary, p.background, 0.95)
          : ds.dark
            ? p.surface
            : p.background,
        position: 'relative',
        ...options.style,
      },
      radioDot(ctx, options.selected),
      options.leading ?? null,
      col(
        { flexGrow: 1, flexShrink: 1, gap: 3 },
        row(
          { gap: 8 },
          kit.headline(options.title, { fontSize: 16 }),
          options.badge ? kit.badge(options.badge, 'success') : null,
        ),
        options.subtitle ? kit.muted(options.subtitle, { fontSize: 13 }) : null,
      ),
      options.trailing ?? null,
    ),
  );
}

export function radioDot(ctx: ScreenContext, selected: boolean): Node {
  const { p } = ctx;
  return row(
    {
      width: 22,
      height: 22,
      borderRadius: 11,
      justifyContent: 'center',
      border: `2px solid ${selected ? p.primary : mix(p.border, p.text, 0.25)}`,
      flexShrink: 0,
    },
    selected ? h('div', { width: 12, height: 12, borderRadius: 6, backgroundColor: p.primary }) : null,
  );
}

/** The box of this family's own fields (text area, select): the radius, fill and border of the kit's fields. */
function fieldBox(ctx: ScreenContext): Style {
  const { p, ds, platform } = ctx;
  return {
    borderRadius:
      platform === 'android' ? Math.min(ds.radius.sm, 8) : platform === 'web' ? ds.radius.sm : ds.radius.md,
    backgroundColor: ds.dark ? p.surface : platform === 'ios' ? p.surface : p.background,
    border: `1px solid ${ds.dark ? p.border : mix(p.border, p.text, 0.06)}`,
    width: '100%',
  };
}

/** A multi-line text area (bios, feedback). */
export function textArea(
  ctx: ScreenContext,
  options: { label: string; value?: string; placeholder?: string; helper?: string; height?: number },
): Node {
  const { p } = ctx;
  return ui(
    'text-area',
    col(
      { gap: 8, width: '100%' },
      text(options.label, { ...font(ctx, 'label'), fontWeight: 500, color: p.text }),
      col(
        { height: options.height ?? 96, padding: 14, ...fieldBox(ctx) },
        text(options.value ?? options.placeholder ?? '', {
          ...font(ctx, 'body'),
          fontSize: ctx.m.controlFont,
          color: options.value ? p.text : p.textMuted,
        }),
      ),
      options.helper ? text(options.helper, { ...font(ctx, 'caption'), color: p.textMuted }) : null,
    ),
  );
}

/** A select field (country, language): a field with a chevron. */
export function selectField(
  ctx: ScreenContext,
  label: string,
  value: string,
  options: { icon?: string } = {},
): Node {
  const { p, m } = ctx;
  return ui(
    'dropdown',
    col(
      { gap: 8, flexGrow: 1, flexBasis: 0 },
      text(label, { ...font(ctx, 'label'), fontWeight: 500, color: p.text }),
      row(
        { height: m.control, paddingLeft: 14, paddingRight: 12, gap: 10, ...fieldBox(ctx) },
        options.icon ? icon(options.icon, 18, p.textMuted) : null,
        text(value, { ...font(ctx, 'body'), fontSize: m.controlFont, color: p.text, flexShrink: 1 }),
        spacer(),
        icon('chevron-down', 18, p.textMuted),
      ),
    ),
  );
}

// ------------------------------------------------------------------------------------------ settings groups

export interface SettingRow {
  icon: string;
  /** The iOS tile colour (Settings-style colours). */
  color?: string;
  title: string;
  subtitle?: string;
  value?: string;
  toggle?: boolean;
  danger?: boolean;
  chevron?: boolean;
}

/** A row of a settings list, drawn as iOS (tile, value, chevron), Material (icon, supporting text) or web. */
export function settingRow(ctx: ScreenContext, s: SettingRow, options: { last?: boolean } = {}): Node {
  const { p, kit, platform } = ctx;
  const titleColor = s.danger ? p.danger : p.text;
  const trailing = [
    s.value ? text(s.value, { ...font(ctx, 'body'), color: p.textMuted, flexShrink: 0 }) : null,
    s.toggle !== undefined ? kit.toggle(s.toggle) : null,
    (s.chevron ?? s.toggle === undefined) && !s.danger && platform === 'ios'
      ? icon('chevron-right', 18, mix(p.textMuted, p.background, 0.3), 2.2)
      : null,
  ];
  if (platform === 'ios') {
    return ui(
      'list-item',
      row(
        { gap: 14, width: '100%', minHeight: s.subtitle ? 60 : 46 },
        row(
          {
            width: 30,
            height: 30,
            borderRadius: 7,
            justifyContent: 'center',
            backgroundColor: s.danger ? p.danger : (s.color ?? p.primary),
            flexShrink: 0,
          },
          icon(s.icon, 18, '#ffffff', 2.2),
        ),
        row(
          {
            flexGrow: 1,
            flexShrink: 1,
            alignSelf: 'stretch',
            gap: 8,
            borderBottom: options.last ? undefined : `0.5px solid ${p.border}`,
            paddingRight: 2,
          },
          col(
            { flexGrow: 1, flexShrink: 1, gap: 1, paddingTop: 8, paddingBottom: 8 },
            text(s.title, { ...font(ctx, 'body'), fontSize: 16, color: titleColor }),
            s.subtitle ? kit.caption(s.subtitle, { fontSize: 13 }) : null,
          ),
          ...trailing,
        ),
      ),
    );
  }
  if (platform === 'android') {
    return ui(
      'list-item',
      row(
        { gap: 20, width: '100%', minHeight: s.subtitle ? 72 : 56, paddingLeft: 4, paddingRight: 4 },
        icon(s.icon, 24, s.danger ? p.danger : p.textMuted),
        col(
          { flexGrow: 1, flexShrink: 1, gap: 2 },
          text(s.title, { ...font(ctx, 'body'), fontSize: 16, color: titleColor }),
          s.subtitle || s.value
            ? text(s.subtitle ?? s.value ?? '', {
                ...font(ctx, 'callout'),
                fontWeight: 400,
                color: p.textMuted,
              })
            : null,
        ),
        s.toggle !== undefined ? kit.toggle(s.toggle) : null,
      ),
    );
  }
  return kit.ruledRow(
    { gap: 16, width: '100%', paddingTop: 16, paddingBottom: 16 },
    options.last,
    col(
      { flexGrow: 1, flexShrink: 1, gap: 3 },
      text(s.title, { ...font(ctx, 'callout'), fontWeight: 600, color: titleColor }),
      s.subtitle ? text(s.subtitle, { ...font(ctx, 'callout'), fontWeight: 400, color: p.textMuted }) : null,
    ),
    s.value ? text(s.value, { ...font(ctx, 'callout'), color: p.textMuted, flexShrink: 0 }) : null,
    s.toggle !== undefined ? kit.toggle(s.toggle) : null,
    s.chevron ? icon('chevron-right', 16, p.textMuted) : null,
  );
}

/** The title over an iOS grouped section: capitals, small and muted. */
export function groupCaption(ctx: ScreenContext, title: string): Node {
  return text(title.toUpperCase(), {
    ...font(ctx, 'caption'),
    fontSize: 13,
    color: ctx.p.textMuted,
    paddingLeft: 16,
  });
}

/** A titled group of settings rows: inset grouped on iOS, a Material list section on Android, a card on the web. */
export function settingsGroup(
  ctx: ScreenContext,
  title: string | null,
  rows: SettingRow[],
  options: { footer?: string } = {},
): Node {
  const { p, ds, platform, kit } = ctx;
  const drawn = rows.map((s, i) => settingRow(ctx, s, { last: i === rows.length - 1 }));
  if (platform === 'ios') {
    return col(
      { gap: 7, width: '100%' },
      title ? groupCaption(ctx, title) : null,
      ui(
        'list',
        col(
          {
            backgroundColor: ds.dark ? p.surface : '#ffffff',
            borderRadius: Math.max(10, Math.min(ds.radius.lg, 14)),
            paddingLeft: 14,
            width: '100%',
          },
          ...drawn,
        ),
      ),
      options.footer
        ? text(options.footer, {
            ...font(ctx, 'caption'),
            fontSize: 13,
            color: p.textMuted,
            paddingLeft: 16,
            paddingRight: 16,
          })
        : null,
    );
  }
  if (platform === 'android') {
    return col(
      { width: '100%' },
      title
        ? text(title, {
            ...font(ctx, 'label'),
            fontSize: 14,
            fontWeight: 600,
            color: ds.dark ? mix(p.primary, '#ffffff', 0.3) : p.primary,
            paddingLeft: 4,
            paddingTop: 12,
            paddingBottom: 4,
          })
        : null,
      ui('list', col({ width: '100%' }, ...drawn)),
      options.footer ? kit.caption(options.footer, { paddingLeft: 48 }) : null,
    );
  }
  return kit.card(
    {
      width: '100%',
      paddingTop: 20,
      paddingBottom: 4,
      gap: 0,
      backgroundColor: ds.dark ? p.surface : '#ffffff',
    },
    title ? kit.headline(title, { paddingBottom: 4 }) : null,
    options.footer ? kit.muted(options.footer, { fontSize: 14, paddingBottom: 4 }) : null,
    ui('list', col({ width: '100%' }, ...drawn)),
  );
}

/** iOS Settings tile colours. */
export const TILE = {
  blue: '#0a84ff',
  red: '#ff3b30',
  orange: '#ff9500',
  green: '#34c759',
  gray: '#8e8e93',
  purple: '#af52de',
  indigo: '#5856d6',
  teal: '#30b0c7',
  pink: '#ff2d55',
} as const;

// ------------------------------------------------------------------------------------------ shells

/** The grouped background of iOS settings-like screens. */
export const groupedBackground = (ctx: ScreenContext): string =>
  ctx.ds.dark ? ctx.p.background : ctx.platform === 'ios' ? '#f2f2f7' : ctx.p.background;

/** A phone screen: a navigation bar, a column of content, optional pinned actions and tab bar. */
export function phoneScreen(
  ctx: ScreenContext,
  options: {
    nav?: NavBarOptions | null;
    body: Child[];
    actions?: Child[];
    tab?: number;
    gap?: number;
    padTop?: number;
    background?: string;
    pad?: number;
  },
): Node {
  const { chrome, m, ds, p } = ctx;
  const background = options.background ?? p.background;
  const pad = options.pad ?? m.margin;
  return chrome.frame({
    background,
    top: options.nav ? [chrome.navBar(options.nav)] : [],
    body: col(
      {
        flexGrow: 1,
        paddingLeft: pad,
        paddingRight: pad,
        paddingTop: options.padTop ?? 8,
        gap: options.gap ?? ds.space.lg,
      },
      ...options.body,
    ),
    bottom: [
      options.actions
        ? col(
            {
              gap: 10,
              paddingLeft: m.margin,
              paddingRight: m.margin,
              paddingTop: 12,
              paddingBottom: 6,
              backgroundColor: background,
              width: '100%',
              borderTop: `1px solid ${p.border}`,
            },
            ...options.actions,
          )
        : null,
      options.tab !== undefined ? chrome.tabBar(options.tab) : null,
    ],
  });
}

/** A web app page: the app's sidebar, a page header with a title and actions, and the body. */
export function webAppPage(
  ctx: ScreenContext,
  options: {
    title: string;
    subtitle?: string;
    actions?: Node[];
    body: Child[];
    active?: number;
    items?: { label: string; icon: string }[];
    overlay?: Node;
    breadcrumb?: string[];
  },
): Node {
  const { chrome, kit, p, ds } = ctx;
  return chrome.frame({
    background: ds.dark ? p.background : p.background,
    side: chrome.sidebar({
      active: options.active ?? -1,
      ...(options.items ? { items: options.items } : {}),
    }),
    top: [
      col(
        { paddingLeft: 40, paddingRight: 40, paddingTop: 28, paddingBottom: 20, gap: 6, width: '100%' },
        options.breadcrumb ? breadcrumb(ctx, options.breadcrumb) : null,
        row(
          { justifyContent: 'space-between', width: '100%', gap: 16 },
          col(
            { gap: 4, flexShrink: 1 },
            kit.title(options.title, { fontSize: 26 }),
            options.subtitle ? kit.muted(options.subtitle) : null,
          ),
          row({ gap: 10 }, ...(options.actions ?? [])),
        ),
      ),
    ],
    body: col(
      { paddingLeft: 40, paddingRight: 40, paddingBottom: 32, gap: 20, flexGrow: 1 },
      ...options.body,
    ),
    overlay: options.overlay,
  });
}

export function breadcrumb(ctx: ScreenContext, parts: string[]): Node {
  const { p } = ctx;
  return ui(
    'breadcrumb',
    row(
      { gap: 6 },
      ...parts.flatMap((part, i) => [
        i > 0 ? icon('chevron-right', 14, p.textMuted) : null,
        text(part, { ...font(ctx, 'label'), color: i === parts.length - 1 ? p.text : p.textMuted }),
      ]),
    ),
  );
}

/** The settings sections of a web app's settings sidebar. */
export const SETTINGS_SECTIONS = [
  { label: 'Profile', icon: 'user-round' },
  { label: 'Account', icon: 'settings' },
  { label: 'Notifications', icon: 'bell' },
  { label: 'Appearance', icon: 'palette' },
  { label: 'Security', icon: 'shield-check' },
  { label: 'Billing', icon: 'credit-card' },
];

/** A web settings page: settings sections in the sidebar, the section's title and its body. */
export function webSettingsPage(
  ctx: ScreenContext,
  active: number,
  options: { title: string; subtitle: string; body: Child[]; actions?: Node[]; overlay?: Node },
): Node {
  return webAppPage(ctx, {
    ...options,
    active,
    items: SETTINGS_SECTIONS,
    breadcrumb: ['Settings', SETTINGS_SECTIONS[active]?.label ?? options.title],
  });
}

/** A website page (marketing header) for checkout and pricing pages. */
export function webSitePage(
  ctx: ScreenContext,
  options: {
    body: Child[];
    links?: string[];
    actions?: Node[];
    background?: string;
    overlay?: Node;
    minimal?: boolean;
  },
): Node {
  const { chrome, kit } = ctx;
  return chrome.frame({
    background: options.background,
    top: [
      chrome.webHeader({
        links: options.minimal ? [] : (options.links ?? ['Product', 'Pricing', 'Customers', 'Changelog']),
        actions:
          options.actions ??
          (options.minimal
            ? [row({ gap: 6 }, icon('lock', 14, ctx.p.textMuted), kit.caption('Secure checkout'))]
            : [
                kit.button('Log in', { variant: 'ghost', size: 'sm' }),
                kit.button('Get started', { size: 'sm' }),
              ]),
      }),
    ],
    body: col({ flexGrow: 1, width: '100%' }, ...options.body),
    overlay: options.overlay,
  });
}

/** A wide dialog for the web (the kit's modal is 440 wide). */
export function webDialog(ctx: ScreenContext, width: number, style: Style, ...children: Child[]): Node {
  const { p, ds } = ctx;
  // No box-shadow or clipping: satori draws them as a blur filter and masks that cost resvg ~1 s a page.
  return lift(
    tagged(
      ['modal'],
      ui(
        'modal',
        col(
          {
            width,
            backgroundColor: ds.dark ? p.surface : p.background,
            borderRadius: ds.radius.xl,
            border: `1px solid ${p.border}`,
            ...style,
          },
          ...children,
        ),
      ),
    ),
    ds.radius.xl,
    { depth: 2 },
  );
}
