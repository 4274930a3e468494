import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CaptureWriter, LibraryBatch, LibraryHead, LibraryWriter, MediaSink } from '../port.js';
import { generateDemoLibrary } from './generate-demo.js';

/** What a scaled library would write, kept in memory instead (rows only: `images: false`). */
async function generate(screens: number, seed?: number) {
  const written = { head: undefined as LibraryHead | undefined, batches: [] as LibraryBatch[] };
  const writer = {
    async writeInBatches(
      head: LibraryHead,
      batches: Iterable<LibraryBatch>,
      onBatch: (batch: LibraryBatch) => void,
    ) {
      written.head = head;
      for (const batch of batches) {
        written.batches.push(batch);
        onBatch(batch);
      }
    },
  } as unknown as LibraryWriter & CaptureWriter;
  const result = await generateDemoLibrary(writer, {} as MediaSink, { screens, seed, images: false });
  return { result, head: written.head, screens: written.batches.flatMap((batch) => batch.screens) };
}

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

describe('scaled demo library (--screens N)', () => {
  it('is the same library for the same seed, another for another', async () => {
    const digest = (screens: { uuid: string; textInScreen?: string; appSlug: string }[]) =>
      createHash('sha256')
        .update(screens.map((s) => `${s.uuid} ${s.appSlug} ${s.textInScreen}`).join('\n'))
        .digest('hex');
    const a = await generate(3_000, 5);
    expect(digest((await generate(3_000, 5)).screens)).toBe(digest(a.screens));
    expect(digest((await generate(3_000, 6)).screens)).not.toBe(digest(a.screens));
  }, 60_000);

  it('has apps of very different sizes, categories with a skew and a long tail of words', async () => {
    const { result, head, screens } = await generate(40_000);
    expect(result.screens).toBe(40_000);
    // One app per 250 screens by default: 160 apps, catalogue apps then generated names.
    expect(head?.apps).toHaveLength(160);
    expect(new Set(head?.apps.map((app) => app.slug)).size).toBe(160);
    const perApp = new Map<string, number>();
    const perPattern = new Map<string, number>();
    const vocabulary = new Map<string, number>();
    for (const screen of screens) {
      perApp.set(screen.appSlug, (perApp.get(screen.appSlug) ?? 0) + 1);
      const pattern = screen.patternCategorySlugs?.[0] ?? '';
      perPattern.set(pattern, (perPattern.get(pattern) ?? 0) + 1);
      for (const word of words(screen.textInScreen ?? ''))
        vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
    const sizes = [...perApp.values()].sort((a, b) => b - a);
    expect(sizes[0]).toBeGreaterThan(20 * (sizes.at(-1) ?? 0));
    const patterns = [...perPattern.entries()]
      .filter(([slug]) => slug !== 'landing-page' && slug !== 'pricing')
      .map(([, n]) => n)
      .sort((a, b) => b - a);
    expect(patterns[0]).toBeGreaterThan(10 * (patterns.at(-1) ?? 0));
    // Common words on most screens, mid words on about 1%, and tens of thousands seen a few times.
    const shares = [...vocabulary.values()].map((n) => n / screens.length).sort((a, b) => b - a);
    expect(shares[0]).toBeGreaterThan(0.5);
    expect(shares.some((share) => share > 0.005 && share < 0.02)).toBe(true);
    expect(shares.filter((share) => share * screens.length <= 3).length).toBeGreaterThan(10_000);
    expect(vocabulary.size).toBeGreaterThan(25_000);
    // Positions grow within each app, and the newest screens mix apps.
    const last = new Map<string, number>();
    for (const screen of screens) {
      expect(screen.position).toBe((last.get(screen.appSlug) ?? -1) + 1);
      last.set(screen.appSlug, screen.position);
    }
    expect(new Set(screens.slice(-30).map((screen) => screen.appSlug)).size).toBeGreaterThan(10);
  }, 120_000);
});
