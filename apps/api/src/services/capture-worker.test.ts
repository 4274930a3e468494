/**
 * The capture worker outlives its database: looking for runs while PostgreSQL is out of reach is
 * reported and tried again at the next poll, never a rejection nobody hears (which ends the process:
 * the fault the system test `faults.test.ts` met under load).
 */
import { describe, expect, it } from 'vitest';
import type { MediaStore } from '../media/media-store.js';
import type { CaptureRunsRepository } from '../repositories/capture-runs.repository.js';
import type { LibraryWriter } from '../repositories/library-writer.repository.js';
import { CaptureWorker } from './capture-worker.js';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** Runs whose `claim` fails `failures` times, then finds nothing; counts the calls. */
function runsFailing(failures: number) {
  const calls = { claim: 0 };
  const runs = {
    async claim() {
      calls.claim += 1;
      if (calls.claim <= failures) throw refused;
      return undefined;
    },
  } as unknown as CaptureRunsRepository;
  return { runs, calls };
}

function worker(runs: CaptureRunsRepository, errors: { error: unknown; run: unknown }[]) {
  return new CaptureWorker({
    runs,
    writer: {} as LibraryWriter,
    store: {} as MediaStore,
    clock: { now: () => new Date('2026-11-29T12:00:00Z') },
    chromePath: '/usr/bin/chromium',
    guard: null,
    pollMs: 20,
    onError: (error, run) => errors.push({ error, run }),
  });
}

describe('CaptureWorker while the database is out of reach', () => {
  it('reports a failed look for runs with no run, stays up, and looks again at the next poll', async () => {
    const { runs, calls } = runsFailing(2);
    const errors: { error: unknown; run: unknown }[] = [];
    const captures = worker(runs, errors);
    captures.start();
    await captures.idle();
    expect(errors).toEqual([{ error: refused, run: null }]);
    while (calls.claim < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await captures.idle();
    captures.stop();
    expect(errors).toEqual([
      { error: refused, run: null },
      { error: refused, run: null },
    ]);
    expect(calls.claim).toBeGreaterThanOrEqual(3);
  });

  it('is woken again after a failed look (a run started in the product is not lost to it)', async () => {
    const { runs, calls } = runsFailing(1);
    const errors: { error: unknown; run: unknown }[] = [];
    const captures = worker(runs, errors);
    captures.wake();
    await captures.idle();
    captures.wake();
    await captures.idle();
    captures.stop();
    expect(calls.claim).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
