import type { ConnectionOptions, JobType, Queue, Worker as BullWorker } from 'bullmq';
import { errorOf, sleep } from './queue';
import type { EnqueueOptions, JobCounts, JobDefinition, JobQueue, JobQueueOptions } from './queue';

/**
 * The states of a job still to finish: drain waits until none is left. (BullMQ 6 has no
 * `paused` state: a paused queue's jobs count as waiting.)
 */
const UNFINISHED_STATES: JobType[] = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
];
const COUNTED_STATES: JobType[] = [...UNFINISHED_STATES, 'failed', 'completed'];

/** ioredis options from a redis:// URL (BullMQ owns and closes the connections it makes). */
function connectionOf(url: string): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname || '127.0.0.1',
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number(parsed.pathname.slice(1) || 0),
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * The Redis adapter (the engine for many instances): one BullMQ queue per job name under
 * `prefix`, and a worker per name once started. BullMQ leases a running job (`lockDuration`,
 * renewed while it runs); a job whose worker died is found stalled and taken again by another
 * worker after the lease. Retries use BullMQ's exponential backoff. Nothing connects until
 * the queue is used, so building services without running jobs costs no connection.
 */
export class BullJobQueue implements JobQueue {
  readonly engine = 'redis' as const;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, BullWorker>();
  /** Workers being made (the module is loaded first), awaited by close(). */
  private readonly starting = new Map<string, Promise<void>>();
  /** BullMQ itself, loaded only by a server that runs on Redis. */
  private readonly bullmq = import('bullmq');
  private readonly connection: ConnectionOptions;
  private readonly leaseMs: number;
  private started = false;
  private closed = false;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly options: JobQueueOptions = {},
  ) {
    this.connection = connectionOf(redisUrl);
    this.leaseMs = options.leaseMs ?? 30_000;
  }

  define<Data>(definition: JobDefinition<Data>): void {
    this.definitions.set(definition.name, definition);
    if (this.started) this.startWorker(definition.name);
  }

  private async queue(name: string): Promise<Queue> {
    const { Queue } = await this.bullmq;
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name}`);
    await (
      await this.queue(name)
    ).add(name, data, {
      jobId: options.jobId,
      delay: options.delayMs,
      attempts: Math.max(1, definition.attempts ?? 3),
      backoff: { type: 'exponential', delay: Math.max(0, definition.backoffMs ?? 5000) },
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    for (const name of this.definitions.keys()) this.startWorker(name);
  }

  private startWorker(name: string): void {
    if (this.workers.has(name) || this.starting.has(name)) return;
    const starting = this.bullmq
      .then(({ Worker }) => {
        if (!this.closed) this.workers.set(name, this.newWorker(Worker, name));
      })
      .finally(() => this.starting.delete(name));
    this.starting.set(name, starting);
  }

  private newWorker(Worker: typeof BullWorker, name: string): BullWorker {
    const worker = new Worker(
      name,
      async (job) => {
        const definition = this.definitions.get(name)!;
        const attempt = job.attemptsMade + 1;
        const maxAttempts = job.opts.attempts ?? 1;
        const startedAt = new Date();
        const clock = performance.now();
        let failure: Error | null = null;
        try {
          await definition.handler({
            id: String(job.id),
            name,
            data: job.data as never,
            attempt,
            progress: (percent) => job.updateProgress(percent),
          });
        } catch (caught) {
          failure = errorOf(caught);
        }
        if (this.closed) return;
        await Promise.resolve(
          this.options.onRun?.({
            name,
            startedAt,
            durationMs: Math.round(performance.now() - clock),
            attempt,
            maxAttempts,
            error: failure?.message ?? null,
          }),
        ).catch(() => undefined);
        if (failure) {
          if (attempt >= maxAttempts)
            await definition
              .onFailed?.(
                { id: String(job.id), data: job.data as never, attempts: attempt },
                failure,
              )
              .catch(() => undefined);
          throw failure;
        }
      },
      {
        connection: this.connection,
        prefix: this.prefix,
        concurrency: this.options.concurrency ?? 2,
        lockDuration: this.leaseMs,
        stalledInterval: this.leaseMs,
        // A job whose process died is taken again (twice at most), then failed.
        maxStalledCount: 2,
      },
    );
    worker.on('error', () => undefined);
    return worker;
  }

  async drain(options: { timeoutMs?: number } = {}): Promise<void> {
    this.start();
    const deadline = Date.now() + (options.timeoutMs ?? 60_000);
    for (;;) {
      const pending = await this.pending();
      if (pending === 0) return;
      if (Date.now() > deadline) throw new Error('Jobs are still pending after the drain timeout');
      await sleep(50);
    }
  }

  /** How many jobs stand in `state`, over every job's queue. */
  private async stateCounts(): Promise<(state: JobType) => number> {
    const totals = new Map<string, number>();
    for (const name of this.definitions.keys()) {
      const counts = await (await this.queue(name)).getJobCounts(...COUNTED_STATES);
      for (const [state, count] of Object.entries(counts)) {
        totals.set(state, (totals.get(state) ?? 0) + count);
      }
    }
    return (state) => totals.get(state) ?? 0;
  }

  private async pending(): Promise<number> {
    const count = await this.stateCounts();
    return UNFINISHED_STATES.reduce((sum, state) => sum + count(state), 0);
  }

  async counts(): Promise<JobCounts> {
    const count = await this.stateCounts();
    return {
      waiting: count('waiting') + count('delayed') + count('prioritized'),
      active: count('active'),
      failed: count('failed'),
      done: count('completed'),
    };
  }

  /** Nothing to prune: BullMQ removes each job once it completes or fails for good. */
  prune(_before: Date): Promise<number> {
    return Promise.resolve(0);
  }

  async close(options: { graceMs?: number } = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const grace = options.graceMs ?? 5000;
    await Promise.allSettled(this.starting.values());
    // force: a run still going is abandoned; its lease expires and another worker takes it.
    await Promise.allSettled(
      [...this.workers.values()].map((worker) =>
        grace <= 0 ? worker.close(true) : Promise.race([worker.close(), sleep(grace)]),
      ),
    );
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
    this.workers.clear();
    this.queues.clear();
  }
}
