import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { libraryListPath, listFailureReport, scopeKey } from './library-lists';

describe('libraryListPath', () => {
  it('reads a category page from its category, not from a filtered list (browsing, not a search)', () => {
    expect(libraryListPath('screens')).toBe('/api/screens');
    expect(libraryListPath('screens', { category: { kind: 'pattern', slug: 'paywall' } })).toBe(
      '/api/categories/pattern/paywall/screens',
    );
    expect(libraryListPath('apps', { category: { kind: 'product', slug: 'a b' } })).toBe(
      '/api/categories/product/a%20b/apps',
    );
    expect(scopeKey({ category: { kind: 'flow', slug: 'onboarding' } })).not.toBe(scopeKey());
  });

  it("leaves an unknown category to the page's Page Not Found", () => {
    const report = listFailureReport({ category: { kind: 'pattern', slug: 'nope' } });
    expect(typeof report === 'function' && report(new ApiError('Category not found', 404))).toBe(true);
    expect(typeof report === 'function' && report(new ApiError('Down', 503))).toBe(false);
    expect(listFailureReport()).toBe('toast');
  });
});
