import type { LibraryStats } from '@pageshelf/contracts/library';
import type { Clock } from '../lib/clock.js';
import type { ContentRepositories } from '../repositories/content.js';

/** How long the figures are kept before they are counted again. */
export const LIBRARY_STATS_TTL_MS = 60_000;

/**
 * The library's figures for `/unlock-library` and the pricing copy. They are on public pages and change
 * slowly, so they are counted at most once a minute per process; requests that arrive while a count is
 * running share it.
 */
export class LibraryStatsService {
  private cached: { at: number; stats: Promise<LibraryStats> } | null = null;

  constructor(
    private readonly content: Pick<ContentRepositories, 'stats'>,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<LibraryStats> {
    const now = this.clock.now().getTime();
    if (this.cached === null || now - this.cached.at >= LIBRARY_STATS_TTL_MS || now < this.cached.at) {
      const stats = this.content.stats.libraryStats();
      const entry = { at: now, stats };
      this.cached = entry;
      // A failed count is not kept: the next request counts again.
      void stats.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    return this.cached.stats;
  }
}
