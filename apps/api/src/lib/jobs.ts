/**
 * Durable timers on the database (ARCHITECTURE §2 "jobs"): a job is a row with a due time, so a
 * store's acceptance window or an unpaid order's expiry still fires after a restart or a crash.
 * Any number of API processes can poll: `for update skip locked` hands each due job to one of them,
 * and a lease (`locked_until`) gives a job back if the process holding it dies mid-run.
 *
 * pg-boss was the first choice; it needs its own connection pool and LISTEN sessions that the
 * embedded database (one connection) cannot give it — see docs/decisions.md.
 */
import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Executor, reusableStatement, selectRows } from '../db/client';
import { jobs } from '../db/schema/jobs';

type ClaimedJob = Pick<typeof jobs.$inferSelect, 'id' | 'kind' | 'payload' | 'attempts'>;

export type JobHandler = (payload: unknown) => Promise<void>;

/** At most this many jobs per pass, one after another, so a pass ends and the next poll comes round. */
const BATCH = 20;

export type JobQueue = ReturnType<typeof createJobQueue>;

/** `leaseSeconds`: how long a started job is its process's; it must outlast the longest job, or a slow one runs twice. */
export function createJobQueue(db: Db, log: FastifyBaseLogger, leaseSeconds: number) {
  const handlers = new Map<string, JobHandler>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;
  /** A job's insert, its values given as SQL or placeholders; a job already there for its kind and key stays. */
  const jobInsertion = (values: Record<'kind' | 'key' | 'payload' | 'runAt', SQL | Placeholder>) =>
    db
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
  // Every order placed schedules one, inside its transaction.
  const insertJob = reusableStatement(
    'schedule_job',
    jobInsertion({
      kind: sql.placeholder('kind'),
      key: sql.placeholder('key'),
      payload: sql.placeholder('payload'),
      runAt: sql.placeholder('runAt'),
    }),
  );

  /** Takes the next due job and starts its lease now, just before it runs, so the lease covers that job alone. */
  async function claimNext(): Promise<ClaimedJob | null> {
    const [job] = await selectRows<ClaimedJob>(
      db,
      sql`
      update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
      where id = (
        select id from jobs
        where done_at is null and run_at <= now() and (locked_until is null or locked_until < now())
        order by run_at limit 1
        for update skip locked)
      returning id, kind, payload, attempts`,
    );
    return job ?? null;
  }

  async function runOnce(): Promise<number> {
    let ran = 0;
    while (ran < BATCH) {
      const job = await claimNext();
      if (!job) break;
      ran++;
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
        await handler(job.payload);
        await db.update(jobs).set({ doneAt: sql`now()`, lastError: null }).where(eq(jobs.id, job.id));
      } catch (error) {
        // Back off a little more each time; the job stays due until a run succeeds.
        const retryIn = Math.min(job.attempts * 10, 300);
        log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed; it will be retried');
        await db
          .update(jobs)
          .set({ lastError: String(error), lockedUntil: sql`now() + make_interval(secs => ${retryIn})` })
          .where(eq(jobs.id, job.id));
      }
    }
    return ran;
  }

  async function runDue(): Promise<number> {
    // One pass at a time per process: overlapping polls would only contend for the same rows.
    while (running) await running;
    running = runOnce();
    try {
      return await running;
    } finally {
      running = null;
    }
  }

  return {
    register(kind: string, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /** Schedules a job inside the caller's transaction, so it exists exactly when the change it guards does. */
    async schedule(tx: Executor, kind: string, key: string, runAt: Date, payload: unknown): Promise<void> {
      await insertJob(tx, { kind, key, payload, runAt });
    },

    /**
     * The job's insert as a part of a caller's statement (`FollowingWrites`): the job written in the same
     * round trip as the row it follows, e.g. an offer's timeout keyed by the offer's new id.
     */
    insertion: jobInsertion,

    /** Marks a job that is no longer needed (the order was paid, the store answered) as done. */
    async cancel(tx: Executor, kind: string, key: string): Promise<void> {
      await tx
        .update(jobs)
        .set({ doneAt: sql`now()` })
        .where(and(eq(jobs.kind, kind), eq(jobs.key, key), isNull(jobs.doneAt)));
    },

    /** Runs every due job now (one pass); the poller calls it, and tests call it to move time along. */
    runDue,

    start(pollMs: number): void {
      if (timer) return;
      timer = setInterval(() => {
        runDue().catch((error: unknown) => log.error({ err: error }, 'job poll failed'));
      }, pollMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      while (running) await running.catch(() => 0);
    },
  };
}
