/**
 * What an app sells (its one price table, or the products and stays of its domain) turned into orders whose
 * totals equal their lines; the plan, trial, dates and saved cards every screen of an app agrees on.
 */
import type { PhotoKind } from '../../art.js';
import { type Plan, paidPlanOf } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { hashSeed } from '../../random.js';
import type { CardBrand } from './parts-cards.js';

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
