import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_KINDS,
  type Category,
  orderByPriority,
  PLATFORM_SLUGS,
  pixelScale,
  platformTitle,
  SCREEN_TYPE_SLUGS,
  SCREEN_TYPES,
  withEmptyLast,
} from './categories.js';

const category = (id: number, title: string): Category => ({ id, title, slug: `c-${id}`, count: id * 10 });

describe('kinds and screen types', () => {
  it('has the five kinds', () => {
    expect(CATEGORY_KINDS).toEqual(['screen-types', 'product', 'pattern', 'flow', 'component']);
  });

  it('has exactly two screen types with stable ids', () => {
    expect(SCREEN_TYPES).toEqual([
      { id: 1, slug: 'marketing', title: 'Marketing screens' },
      { id: 2, slug: 'application', title: 'Application screens' },
    ]);
    expect(SCREEN_TYPE_SLUGS).toEqual(['marketing', 'application']);
    expect(Object.isFrozen(SCREEN_TYPES)).toBe(true);
  });
});

describe('orderByPriority', () => {
  const categories = [
    category(1, 'Onboarding'),
    category(2, 'checkout'),
    category(3, 'Login'),
    category(4, 'Settings'),
    category(5, 'Checkout'),
  ];

  it('puts featured ids first in their listed order, then the rest by title, ties by id', () => {
    const ordered = orderByPriority(categories, [4, 99, 1]);
    expect(ordered.map((item) => item.id)).toEqual([4, 1, 2, 5, 3]);
  });

  it('sorts by title alone without featured ids', () => {
    expect(orderByPriority(categories).map((item) => item.title)).toEqual([
      'checkout',
      'Checkout',
      'Login',
      'Onboarding',
      'Settings',
    ]);
  });

  it('compares numbers in titles as numbers', () => {
    const steps = [category(1, 'Step 10'), category(2, 'Step 2')];
    expect(orderByPriority(steps).map((item) => item.title)).toEqual(['Step 2', 'Step 10']);
  });

  it('counts a repeated featured id once and keeps the extra fields of the items', () => {
    const rows = [
      { ...category(1, 'B'), featured: false },
      { ...category(2, 'A'), featured: true },
    ];
    const ordered = orderByPriority(rows, [2, 2]);
    expect(ordered).toEqual([rows[1], rows[0]]);
  });

  it('does not change its input', () => {
    const input = Object.freeze([...categories]);
    const featured = Object.freeze([3]);
    orderByPriority(input, featured);
    expect(input.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is a permutation with featured items first, in order', () => {
    const arbitraryCategories = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 50 }), title: fc.string({ maxLength: 8 }) }),
      { selector: (item) => item.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(
        arbitraryCategories,
        fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 10 }),
        (items, ids) => {
          const ordered = orderByPriority(items, ids);
          expect([...ordered].sort((a, b) => a.id - b.id)).toEqual([...items].sort((a, b) => a.id - b.id));
          const present = [...new Set(ids)].filter((id) => items.some((item) => item.id === id));
          expect(ordered.slice(0, present.length).map((item) => item.id)).toEqual(present);
          expect(orderByPriority(ordered, ids)).toEqual(ordered);
        },
      ),
    );
  });
});

describe('withEmptyLast', () => {
  const chip = (id: number, count: number) => ({ id, title: `C${id}`, slug: `c${id}`, count });

  it('moves the categories that hold nothing to the end, keeping the order of both parts', () => {
    const ordered = [chip(1, 4), chip(2, 0), chip(3, 9), chip(4, 0), chip(5, 1)];
    expect(withEmptyLast(ordered).map((category) => category.id)).toEqual([1, 3, 5, 2, 4]);
    expect(ordered.map((category) => category.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps every category, once', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3)), (counts) => {
        const categories = counts.map((count, index) => chip(index + 1, count));
        const result = withEmptyLast(categories);
        expect([...result].sort((a, b) => a.id - b.id)).toEqual(categories);
        const firstEmpty = result.findIndex((category) => category.count === 0);
        if (firstEmpty >= 0)
          expect(result.slice(firstEmpty).every((category) => category.count === 0)).toBe(true);
      }),
    );
  });
});

describe('pixelScale', () => {
  it('reads the scale a screen was taken at from its pixel width', () => {
    expect(pixelScale('ios', 780)).toBe(2);
    expect(pixelScale('ios', 1170)).toBe(3);
    expect(pixelScale('ios', 1179)).toBe(3);
    expect(pixelScale('android', 824)).toBe(2);
    expect(pixelScale('android', 1080)).toBe(2.5);
    expect(pixelScale('web', 1920)).toBe(1.5);
    expect(pixelScale('web', 2880)).toBe(2);
  });

  it('is never under 1, even for a picture narrower than its platform, or with no width', () => {
    expect(pixelScale('web', 1280)).toBe(1);
    expect(pixelScale('web', 1440)).toBe(1);
    expect(pixelScale('ios', 200)).toBe(1);
    expect(pixelScale('android', 0)).toBe(1);
    expect(pixelScale('ios', Number.NaN)).toBe(1);
  });

  it('is a whole or half number that grows with the width', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLATFORM_SLUGS),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (platform, width, more) => {
          const scale = pixelScale(platform, width);
          expect(Number.isInteger(scale * 2)).toBe(true);
          expect(pixelScale(platform, width + more)).toBeGreaterThanOrEqual(scale);
        },
      ),
    );
  });
});

describe('platformTitle', () => {
  it('names each platform as people write it', () => {
    expect(PLATFORM_SLUGS.map(platformTitle)).toEqual(['iOS', 'Android', 'Web']);
  });
});
