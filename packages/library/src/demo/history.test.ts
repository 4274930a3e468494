import { beforeAll, describe, expect, it } from 'vitest';
import type { CaptureState, CaptureWrite, LibraryInput, MediaSink } from '../port.js';
import { generateDemoLibrary } from './generate-demo.js';
import { planDemoLibrary } from './plan.js';

/** A library of one app (Ledgerly, three versions) drawn into memory: its rows, its runs, its pictures. */
async function drawOneApp(state: CaptureState = { appExists: false, nextPosition: 0, screens: new Map() }) {
  const stored = new Set<string>();
  const store: MediaSink = {
    put: async (key, variant) => {
      stored.add(`${key}/${variant}`);
    },
  };
  let library: LibraryInput | undefined;
  const runs: CaptureWrite[] = [];
  const writer = {
    write: async (input: LibraryInput) => {
      library = input;
    },
    writeInBatches: async () => {
      throw new Error('the demo library is written in one piece');
    },
    captureState: async () => state,
    writeCapture: async (run: CaptureWrite) => {
      runs.push(run);
      return { appVersion: runs.length + 1 };
    },
  };
  await generateDemoLibrary(writer, store, { appCount: 1 });
  if (!library) throw new Error('the generator wrote nothing');
  return { library, runs, stored };
}

describe('the history of a demo app', () => {
  let first: Awaited<ReturnType<typeof drawOneApp>>;
  beforeAll(async () => {
    first = await drawOneApp();
  }, 60_000);

  it('writes its first design, then each redesign as a dated version of the app with what changed', () => {
    const { library, runs, stored } = first;
    const screens = planDemoLibrary({ appCount: 1 }).screens;
    expect(screens).toHaveLength(9);
    // The library shows the first design, dated by the first version.
    expect(library.screens.map((screen) => [screen.imageKey, screen.capturedAt?.toISOString()])).toEqual(
      screens
        .sort((a, b) => a.position - b.position)
        .map((screen) => [screen.imageKey, '2025-09-16T09:30:00.000Z']),
    );
    expect(
      runs.map((run) => [run.capturedAt.toISOString(), run.source, run.app.slug, run.added, run.gone]),
    ).toEqual([
      ['2026-03-12T09:30:00.000Z', 'demo', 'ledgerly', [], 0],
      ['2026-08-20T09:30:00.000Z', 'demo', 'ledgerly', [], 0],
    ]);
    const [second, third] = runs as [CaptureWrite, CaptureWrite];
    // Each version changes most screens and leaves the rest (one, then two, chosen to stay; and any whose
    // picture came out the same).
    expect(second.changed.length + second.unchanged.length).toBe(9);
    expect(third.changed.length + third.unchanged.length).toBe(9);
    expect(second.changed.length).toBeGreaterThanOrEqual(7);
    expect(third.changed.length).toBeGreaterThanOrEqual(6);
    // A screen's numbers follow on; its new picture is stored under a key of its own, with its variants.
    const numbers = new Map<string, number[]>();
    for (const [index, run] of runs.entries())
      for (const { picture, version, changes } of run.changed) {
        numbers.set(picture.uuid, [...(numbers.get(picture.uuid) ?? []), version]);
        expect(picture.imageKey).toMatch(new RegExp(`^demo/ledgerly/\\d{3}-v${index + 2}$`));
        for (const variant of ['full', 'thumb', 'preview'])
          expect(stored.has(`${picture.imageKey}/${variant}`), picture.imageKey).toBe(true);
        expect(changes.difference).toBeGreaterThan(0);
        expect(changes.regions.length).toBeGreaterThan(0);
        expect(picture.textInScreen.length).toBeGreaterThan(0);
      }
    for (const list of numbers.values()) expect(list).toEqual(list.length === 2 ? [2, 3] : [2]);
    // A picture that is no version was not stored.
    const versionKeys = [...stored].filter((key) => /-v\d\/full$/.test(key));
    expect(versionKeys).toHaveLength(second.changed.length + third.changed.length);
    // The profile screen's reworded buttons and rows are its words added and removed.
    const profile = screens.find((screen) => screen.pattern === 'profile');
    const changed = second.changed.find((change) => change.picture.uuid === profile?.uuid);
    expect(changed?.changes.wordsAdded).toEqual(
      expect.arrayContaining(['Your', 'details', 'Membership', 'Sign']),
    );
    expect(changed?.changes.wordsRemoved).toEqual(expect.arrayContaining(['Personal', 'info', 'Log']));
    expect(changed?.picture.textInScreen).toContain('Sign out');
  });

  it('drawn once more, writes each screen as the library recorded it last and no version twice', async () => {
    const [second, third] = first.runs as [CaptureWrite, CaptureWrite];
    // The library as the first drawing left it: each screen at its newest version.
    const newest = new Map<string, { version: number; imageKey: string; capturedAt: Date }>();
    for (const run of [second, third])
      for (const { picture, version } of run.changed)
        newest.set(picture.uuid, { version, imageKey: picture.imageKey, capturedAt: run.capturedAt });
    const state: CaptureState = {
      appExists: true,
      nextPosition: 9,
      screens: new Map(
        first.library.screens.map((screen) => [
          screen.uuid,
          {
            uuid: screen.uuid,
            imageKey: newest.get(screen.uuid)?.imageKey ?? screen.imageKey,
            textInScreen: '',
            version: newest.get(screen.uuid)?.version ?? 1,
            captured: false,
          },
        ]),
      ),
    };
    const again = await drawOneApp(state);
    expect(again.runs).toEqual([]);
    expect(again.library.screens.map((screen) => [screen.imageKey, screen.capturedAt])).toEqual(
      first.library.screens.map((screen) => [
        newest.get(screen.uuid)?.imageKey ?? screen.imageKey,
        newest.get(screen.uuid)?.capturedAt ?? new Date('2025-09-16T09:30:00Z'),
      ]),
    );
  }, 60_000);
});
