import type { CaptureSummary } from '@pageshelf/contracts/captures';
import {
  CAPTURE_MAX_ATTEMPTS,
  CAPTURE_RUN_WINDOW_MS,
  type CaptureRunDecision,
  type CaptureRuns,
} from '@pageshelf/domain/capture';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { CaptureRunsTable, DB } from '../db/schema.js';

/** A run as stored, with the email of who asked for it. */
export type CaptureRunRecord = Selectable<CaptureRunsTable> & { requested_by_email: string | null };

/** What a new run asks for. */
export interface NewCaptureRun {
  uuid: string;
  requestedBy: number;
  app: { title: string; slug: string };
  site: string | null;
  addresses: string[];
  crawl: number;
  maxPages: number;
}

/** How many runs a list holds. */
export const CAPTURE_LIST_SIZE = 20;

/**
 * Capture runs started from the product (migration 0021): asked for under the account's lock, taken by
 * one worker of one instance at a time, beaten while they run, then finished with a summary or an error.
 */
export class CaptureRunsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private select(db: Kysely<DB> = this.db) {
    return db
      .selectFrom('capture_runs')
      .leftJoin('users', 'users.id', 'capture_runs.requested_by')
      .selectAll('capture_runs')
      .select('users.email as requested_by_email');
  }

  /**
   * Stores a new run of `run.requestedBy` if `decide` allows it: the account's row is locked first and
   * its runs read under the lock, so two requests at once (on two instances) cannot both start a run.
   */
  async create(
    run: NewCaptureRun,
    at: Date,
    decide: (runs: CaptureRuns) => CaptureRunDecision,
  ): Promise<{ decision: CaptureRunDecision; run: CaptureRunRecord | null }> {
    return this.db.transaction().execute(async (tx) => {
      await tx.selectFrom('users').select('id').where('id', '=', run.requestedBy).forUpdate().execute();
      const active = await tx
        .selectFrom('capture_runs')
        .select('app_title')
        .where('requested_by', '=', run.requestedBy)
        .where('status', 'in', ['queued', 'running'])
        .limit(1)
        .executeTakeFirst();
      const recent = await tx
        .selectFrom('capture_runs')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('requested_by', '=', run.requestedBy)
        .where('created_at', '>', new Date(at.getTime() - CAPTURE_RUN_WINDOW_MS))
        .executeTakeFirstOrThrow();
      const count = Number(recent.count);
      const decision = decide({
        active: active ? { app: active.app_title } : null,
        recent: count > 0 && recent.oldest ? { count, oldest: new Date(recent.oldest).getTime() } : null,
      });
      if (!decision.allowed) return { decision, run: null };
      await tx
        .insertInto('capture_runs')
        .values({
          uuid: run.uuid,
          requested_by: run.requestedBy,
          app_title: run.app.title,
          app_slug: run.app.slug,
          site: run.site,
          addresses: JSON.stringify(run.addresses),
          crawl: run.crawl,
          max_pages: run.maxPages,
          created_at: at,
        })
        .execute();
      const stored = await this.select(tx)
        .where('capture_runs.uuid', '=', run.uuid)
        .executeTakeFirstOrThrow();
      return { decision, run: stored };
    });
  }

  /** The newest runs, of one account (`requestedBy`) or everyone's (null). */
  async list(requestedBy: number | null): Promise<CaptureRunRecord[]> {
    let query = this.select().orderBy('capture_runs.id', 'desc').limit(CAPTURE_LIST_SIZE);
    if (requestedBy !== null) query = query.where('capture_runs.requested_by', '=', requestedBy);
    return query.execute();
  }

  async byUuid(uuid: string): Promise<CaptureRunRecord | undefined> {
    return this.select().where('capture_runs.uuid', '=', uuid).executeTakeFirst();
  }

  /**
   * Takes the oldest run waiting, or one whose worker stopped beating before `staleBefore`, for
   * `worker`: `FOR UPDATE SKIP LOCKED`, so two workers (of two instances) asking at once take two
   * different runs or one and none. A run taken `CAPTURE_MAX_ATTEMPTS` times already is failed instead.
   */
  async claim(worker: string, at: Date, staleBefore: Date): Promise<CaptureRunRecord | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const next = await tx
        .selectFrom('capture_runs')
        .select(['id', 'attempts'])
        .where((eb) =>
          eb.or([
            eb('status', '=', 'queued'),
            eb.and([eb('status', '=', 'running'), eb('heartbeat_at', '<', staleBefore)]),
          ]),
        )
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!next) return undefined;
      if (next.attempts >= CAPTURE_MAX_ATTEMPTS) {
        await tx
          .updateTable('capture_runs')
          .set({
            status: 'failed',
            error: 'The server capturing it stopped before it finished, twice: start it again',
            finished_at: at,
            worker: null,
          })
          .where('id', '=', next.id)
          .execute();
        return undefined;
      }
      await tx
        .updateTable('capture_runs')
        .set({
          status: 'running',
          worker,
          heartbeat_at: at,
          started_at: at,
          attempts: sql<number>`attempts + 1`,
          progress_done: 0,
          progress_total: 0,
        })
        .where('id', '=', next.id)
        .execute();
      return this.select(tx).where('capture_runs.id', '=', next.id).executeTakeFirstOrThrow();
    });
  }

  /** Records a run's progress and that its worker is alive; false when the run is no longer this worker's. */
  async beat(
    id: number,
    worker: string,
    progress: { done: number; total: number },
    at: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('capture_runs')
      .set({ progress_done: progress.done, progress_total: progress.total, heartbeat_at: at })
      .where('id', '=', id)
      .where('worker', '=', worker)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Ends a run of `worker` with its summary (done) or its error (failed). */
  async finish(
    id: number,
    worker: string,
    outcome: { summary: CaptureSummary } | { error: string },
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('capture_runs')
      .set({
        status: 'summary' in outcome ? 'done' : 'failed',
        summary: 'summary' in outcome ? JSON.stringify(outcome.summary) : null,
        error: 'error' in outcome ? outcome.error : null,
        finished_at: at,
        heartbeat_at: at,
      })
      .where('id', '=', id)
      .where('worker', '=', worker)
      .where('status', '=', 'running')
      .execute();
  }
}
