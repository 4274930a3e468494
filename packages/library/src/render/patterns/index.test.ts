import { describe, expect, it } from 'vitest';
import { PATTERNS } from '../../catalog/taxonomy.js';
import { LAYOUTS } from './index.js';

describe('the layouts of every pattern', () => {
  it('draws every pattern of the taxonomy in at least three layouts of its own', () => {
    for (const { slug } of PATTERNS) {
      const layouts = LAYOUTS[slug] ?? [];
      expect(layouts.length, slug).toBeGreaterThanOrEqual(3);
      expect(new Set(layouts.map((layout) => layout.name)).size, slug).toBe(layouts.length);
    }
  });
});
