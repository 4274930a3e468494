import { describe, expect, it } from 'vitest';
import { sampleApps } from '../../samples.js';
import { renderScreen } from '../../screen.js';
import { ENTRY_LAYOUTS } from './index.js';

const cases = Object.entries(ENTRY_LAYOUTS).flatMap(([pattern, layouts]) =>
  layouts.flatMap((layout, variant) =>
    sampleApps().map((app) => ({
      pattern: pattern as keyof typeof ENTRY_LAYOUTS,
      variant,
      app,
      name: `${pattern} ${layout.name} on ${app.platform}`,
    })),
  ),
);

describe('entry layouts', () => {
  it('has at least three distinct layouts per pattern', () => {
    for (const layouts of Object.values(ENTRY_LAYOUTS)) {
      expect(new Set(layouts.map((l) => l.name)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(cases)('$name fits: no text escapes its box', async ({ app, pattern, variant }) => {
    for (const seed of [1, 2]) {
      const screen = await renderScreen({ app, pattern, variant, seed }, { svgOnly: true });
      expect(screen.overflows.map((o) => o.text)).toEqual([]);
      expect(screen.components.length).toBeGreaterThan(0);
    }
  });
});
