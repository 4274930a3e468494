import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KINDS, isScreenTypeSlug, orderByPriority, SCREEN_TYPES } from './categories.js';

describe('categories', () => {
  it('has five kinds and exactly two screen types', () => {
    expect(CATEGORY_KINDS).toHaveLength(5);
    expect(SCREEN_TYPES.map(({ slug, title }) => [slug, title])).toEqual([
      ['marketing', 'Marketing screens'],
      ['application', 'Application screens'],
    ]);
    expect(isScreenTypeSlug('application')).toBe(true);
    expect(isScreenTypeSlug('desktop')).toBe(false);
  });

  it('puts featured ids first in their order, then the rest by title', () => {
    const categories = [
      { id: 1, title: 'onboarding' },
      { id: 2, title: 'Checkout' },
      { id: 3, title: 'Sign up' },
      { id: 4, title: 'Dashboard' },
      { id: 5, title: 'checkout' },
    ];
    const input = [...categories];
    expect(orderByPriority(categories, [3, 99, 1, 3]).map((c) => c.id)).toEqual([3, 1, 2, 5, 4]);
    expect(categories).toEqual(input);
  });

  it('keeps every category exactly once (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 500 }), title: fc.string() }), {
          selector: (c) => c.id,
        }),
        fc.array(fc.integer({ min: 1, max: 500 })),
        (categories, featured) => {
          const ordered = orderByPriority(categories, featured);
          expect(ordered.map((c) => c.id).sort()).toEqual(categories.map((c) => c.id).sort());
        },
      ),
    );
  });
});
