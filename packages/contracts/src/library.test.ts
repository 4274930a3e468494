import { describe, expect, it } from 'vitest';
import { libraryStatsSchema } from './library.js';

describe('GET /library/stats', () => {
  it('counts screens, apps, flows, components and locked screens', () => {
    const stats = { screens: 12, apps: 3, flows: 2, components: 3, lockedScreens: 2 };
    expect(libraryStatsSchema.parse(stats)).toEqual(stats);
    expect(libraryStatsSchema.safeParse({ ...stats, screens: -1 }).success).toBe(false);
    expect(libraryStatsSchema.safeParse({ ...stats, flows: 1.5 }).success).toBe(false);
  });
});
