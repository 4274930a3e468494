/**
 * The price table of an app: its currency and three plans. The plans are the same in every domain (so their
 * words stay here); each domain's data file gives the monthly price of its paid plan (`basePrice`).
 */
import type { Random } from '../random.js';
import type { Plan, PriceTable } from './types.js';

/** Draws the currency, then the plans around `basePrice` (in this order: the draws are part of the app's seed). */
export function priceTable(r: Random, basePrice: number): PriceTable {
  const [currency, symbol] = r.pick([
    ['USD', '$'],
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
  ] as const);
  const base = basePrice + r.int(-2, 2);
  const monthly = base - 0.01;
  const plans: Plan[] = [
    {
      name: 'Free',
      monthly: 0,
      yearly: 0,
      features: ['Core features', 'Up to 3 devices', 'Community support'],
      highlighted: false,
    },
    {
      name: r.pick(['Plus', 'Pro', 'Premium']),
      monthly,
      yearly: Math.round(monthly * 10) - 0.01,
      features: ['Everything in Free', 'Unlimited history', 'Priority support', 'Advanced insights'],
      highlighted: true,
    },
    {
      name: r.pick(['Team', 'Family', 'Business']),
      monthly: base * 2 - 0.01,
      yearly: Math.round((base * 2 - 0.01) * 10) - 0.01,
      features: ['Everything in Pro', 'Up to 6 members', 'Shared spaces', 'Admin controls'],
      highlighted: false,
    },
  ];
  return { currency, symbol, plans };
}
