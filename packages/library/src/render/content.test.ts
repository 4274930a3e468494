import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../copy/data.js';
import { contentFor, formatMoney, PRODUCT_CATEGORIES } from './content.js';

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

describe('contentFor', () => {
  it('takes its categories from the domains of data/', () => {
    expect(PRODUCT_CATEGORIES).toBe(DOMAINS);
  });

  it("reads every domain's copy, placeholders filled", () => {
    for (const category of PRODUCT_CATEGORIES) {
      const content = contentFor({ slug: `copy-${category}`, title: 'Copy', category });
      expect(content.headlines.length).toBeGreaterThan(0);
      expect(content.sections.length).toBeGreaterThan(0);
      for (const item of content.items) expect(item.value).not.toMatch(/[{}]/);
    }
  });

  it('writes amounts signed, prices in the currency, and a price inside its words', () => {
    const finance = contentFor({ slug: 'ledger', title: 'Ledger', category: 'finance' });
    const { symbol } = finance.prices;
    for (const item of finance.items) {
      expect(item.value).toMatch(/^[−+]/);
      expect(item.negative).toBe(item.value.startsWith('−'));
      expect(item.value).toContain(symbol);
    }
    const shop = contentFor({ slug: 'shop', title: 'Shop', category: 'e-commerce' });
    for (const item of shop.items) expect(item.value).toMatch(/^[$€£][\d,.]+$/);
    const travel = contentFor({ slug: 'trips', title: 'Trips', category: 'travel' });
    for (const item of travel.items) expect(item.value).toMatch(/^[$€£][\d,.]+ night$/);
  });
});
