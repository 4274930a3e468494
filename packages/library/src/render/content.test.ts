import { describe, expect, it } from 'vitest';
import { formatMoney } from './content.js';

describe('formatMoney', () => {
  it('writes whole amounts without cents and others with two', () => {
    expect(formatMoney('$', 12)).toBe('$12');
    expect(formatMoney('$', 12.5)).toBe('$12.50');
    expect(formatMoney('€', 9.99)).toBe('€9.99');
    expect(formatMoney('$', 0)).toBe('$0');
  });

  it('separates thousands', () => {
    expect(formatMoney('$', 1204.5)).toBe('$1,204.50');
    expect(formatMoney('£', 1450)).toBe('£1,450');
    expect(formatMoney('$', 1_234_567.89)).toBe('$1,234,567.89');
  });

  it('puts a minus sign before the currency of a negative amount', () => {
    expect(formatMoney('£', -62.18)).toBe('−£62.18');
    expect(formatMoney('$', -1450)).toBe('−$1,450');
  });

  it('rounds to the cent before deciding whether an amount is whole', () => {
    expect(formatMoney('$', 12.99 + 3.01)).toBe('$16');
    expect(formatMoney('$', 0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney('$', 11.665)).toBe('$11.67');
    expect(formatMoney('$', 12.004)).toBe('$12');
    expect(formatMoney('$', -0.001)).toBe('$0');
  });
});
