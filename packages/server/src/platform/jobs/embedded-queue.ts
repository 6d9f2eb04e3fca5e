import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '../db/database';
import { isPostgres } from '../db/dialect-helpers';
import { errorOf, sleep } from './queue';
import type { EnqueueOptions, JobCounts, JobDefinition, JobQueue, JobQueueOptions } from './queue';

interface ClaimedJob {
  id: number;
  name: string;
  data: string;
  attempts_made: number;
  max_attempts: number;
  backoff_ms: number;
}

const POLL_MS = 1000;

/**
 * The embedded adapter: jobs are rows of the `jobs` table, so they survive a restart with no
 * extra service. A runner claims one job at a time in a single statement that leases it
 * (`locked_until`, renewed by a heartbeat while it runs; on PostgreSQL the candidate row is
 * picked `for update skip locked`, so several instances never take the same job). A job whose
 * lease ran out (its process died) is claimed again by whichever instance looks next, and that
 * run counts as another attempt. A failed attempt waits `backoff_ms × 2^(attempt-1)`.
 */
export class EmbeddedJobQueue implements JobQueue {
  readonly engine = 'embedded' as const;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly running = new Set<Promise<void>>();
  private readonly instance = randomUUID();
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private closed = false;
  private pumping = false;

  constructor(
    private readonly db: DB,
    private readonly options: JobQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.concurrency = options.concurrency ?? 2;
  }

  define<Data>(definition: JobDefinition<Data>): void {
    // A later definition replaces an earlier one of the same name (tests swap handlers).
    this.definitions.set(definition.name, definition);
  }

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    const now = Date.now();
    await this.db
      .insertInto('jobs')
      .values({
        name,
        job_key: options.jobId ?? null,
        data: JSON.stringify(data ?? null),
        status: 'waiting',
        max_attempts: Math.max(1, definition.attempts ?? 3),
        backoff_ms: Math.max(0, definition.backoffMs ?? 5000),
        run_at: now + Math.max(0, options.delayMs ?? 0),
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('job_key').doNothing())
      .execute();
    if (this.started) this.pump();
  }

  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.timer = setInterval(() => this.pump(), POLL_MS);
    this.timer.unref();
    this.pump();
  }

  async drain(options: { timeoutMs?: number } = {}): Promise<void> {
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    while (!this.closed) {
      const job = await this.claim();
      if (job) {
        await this.track(this.run(job));
        continue;
      }
      await Promise.allSettled([...this.running]);
      const next = await this.nextRunAt();
      if (next === null) return;
      if (Date.now() > deadline) throw new Error('Jobs are still pending after the drain timeout');
      await sleep(Math.min(Math.max(next - Date.now(), 10), 250));
    }
  }

  async counts(): Promise<JobCounts> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    const counts: JobCounts = { waiting: 0, active: 0, failed: 0, done: 0 };
    for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.count);
    return counts;
  }

  /** Finished rows are kept for a while (the queue settings show them), then go. */
  async prune(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where('status', 'in', ['done', 'failed'])
      .where('finished_at', '<', before.getTime())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async close(options: { graceMs?: number } = {}): Promise<void> {
    this.closed = true;
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const grace = options.graceMs ?? 5000;
    if (this.running.size === 0) return;
    await Promise.race([Promise.allSettled([...this.running]), sleep(grace)]);
  }

  /** Fills the free slots with claimed jobs (the started runner). */
  private pump(): void {
    if (!this.started || this.pumping) return;
    this.pumping = true;
    void (async () => {
      try {
        while (this.started && this.running.size < this.concurrency) {
          const job = await this.claim();
          if (!job) break;
          void this.track(this.run(job)).then(() => this.pump());
        }
      } catch {
        // The database is away (closing, restarting): the next tick tries again.
      } finally {
        this.pumping = false;
      }
    })();
  }

  private track(run: Promise<void>): Promise<void> {
    this.running.add(run);
    return run.finally(() => this.running.delete(run));
  }

  /** When the next known job becomes due (null: nothing waiting). */
  private async nextRunAt(): Promise<number | null> {
    const names = [...this.definitions.keys()];
    if (names.length === 0) return null;
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.min('run_at').as('next'))
      .where('status', '=', 'waiting')
      .where('name', 'in', names)
      .executeTakeFirst();
    return row?.next === null || row?.next === undefined ? null : Number(row.next);
  }

  private async claim(): Promise<ClaimedJob | null> {
    const names = [...this.definitions.keys()];
    if (names.length === 0 || this.closed) return null;
    const now = Date.now();
    const lock = isPostgres(this.db) ? sql`for update skip locked` : sql``;
    const result = await sql<ClaimedJob>`
      update jobs
      set status = 'active', locked_until = ${now + this.leaseMs}, locked_by = ${this.instance},
        attempts_made = attempts_made + 1
      where id = (
        select id from jobs
        where name in (${sql.join(names)})
          and ((status = 'waiting' and run_at <= ${now})
            or (status = 'active' and locked_until < ${now}))
        order by run_at, id
        limit 1
        ${lock}
      )
      returning id, name, data, attempts_made, max_attempts, backoff_ms`.execute(this.db);
    const row = result.rows[0];
    return row
      ? {
          ...row,
          id: Number(row.id),
          attempts_made: Number(row.attempts_made),
          max_attempts: Number(row.max_attempts),
          backoff_ms: Number(row.backoff_ms),
        }
      : null;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name)!;
    const mine = () =>
      this.db
        .updateTable('jobs')
        .where('id', '=', job.id)
        .where('locked_by', '=', this.instance)
        .where('status', '=', 'active');
    const heartbeat = setInterval(
      () => {
        if (this.closed) return clearInterval(heartbeat);
        void mine()
          .set({ locked_until: Date.now() + this.leaseMs })
          .execute()
          .catch(() => undefined);
      },
      Math.max(50, Math.floor(this.leaseMs / 3)),
    );
    heartbeat.unref();
    const startedAt = new Date();
    const clock = performance.now();
    let failure: Error | null = null;
    const data = JSON.parse(job.data) as never;
    try {
      // A crashed run counted as an attempt: past the last one the job fails without running.
      if (job.attempts_made > job.max_attempts)
        throw new Error('The job stopped (its process ended) during its last attempt.');
      await definition.handler({
        id: String(job.id),
        name: job.name,
        data,
        attempt: job.attempts_made,
        progress: async (percent) => {
          if (this.closed) return;
          await mine()
            .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
            .execute();
        },
      });
    } catch (caught) {
      failure = errorOf(caught);
    } finally {
      clearInterval(heartbeat);
    }
    // Abandoned at close (a crash, as far as the queue knows): the lease decides what's next.
    if (this.closed) return;
    const now = Date.now();
    const last = job.attempts_made >= job.max_attempts;
    try {
      if (!failure)
        await mine()
          .set({
            status: 'done',
            job_key: null,
            progress: 100,
            locked_until: null,
            finished_at: now,
            error: null,
          })
          .execute();
      else if (!last)
        await mine()
          .set({
            status: 'waiting',
            locked_until: null,
            locked_by: null,
            error: failure.message,
            run_at: now + job.backoff_ms * 2 ** (job.attempts_made - 1),
          })
          .execute();
      else
        await mine()
          .set({
            status: 'failed',
            job_key: null,
            locked_until: null,
            finished_at: now,
            error: failure.message,
          })
          .execute();
      await this.options.onRun?.({
        name: job.name,
        startedAt,
        durationMs: Math.round(performance.now() - clock),
        attempt: job.attempts_made,
        maxAttempts: job.max_attempts,
        error: failure?.message ?? null,
      });
      if (failure && last)
        await definition.onFailed?.(
          { id: String(job.id), data, attempts: job.attempts_made },
          failure,
        );
    } catch {
      // The database went away mid-update: the lease brings the job back.
    }
  }
}
