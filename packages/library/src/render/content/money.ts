import type { PriceTable } from './types.js';

/**
 * An amount in the currency, the one way the library writes money: rounded to the cent, whole amounts
 * without cents ("$12"), others with two ("$12.50"), thousands separated ("$1,204.50"), a negative amount
 * behind a minus sign ("−£62.18"). Rounding first keeps float noise (16.000000000000004) from printing as
 * "$16.00". Layouts reach it bound to the app's currency as `ctx.kit.money(amount)`.
 */
export function formatMoney(symbol: PriceTable['symbol'], amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const digits = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 && cents > 0 ? '−' : ''}${symbol}${digits}`;
}
