/**
 * Background jobs: one interface, two adapters — BullMQ on Redis when `REDIS_URL`
 * is set (bullmq-queue.ts), an in-process runner over the durable `jobs` table otherwise
 * (embedded-queue.ts). Audio processing, mail and roll-ups leave the request through it.
 *
 * A job is defined once by name (`define`), enqueued with JSON data (`enqueue`, with an optional
 * `jobId`: while a job with that id is waiting or running, enqueueing it again does nothing),
 * and run by `start()` in a serving process. Tests never start the runner: they call `drain()`,
 * which runs every pending job (retries included) to its end.
 */
export interface JobContext<Data> {
  id: string;
  name: string;
  data: Data;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** Reports 0..100 (stored with the job; handlers may also store it where users see it). */
  progress(percent: number): Promise<void>;
}

export interface JobDefinition<Data> {
  /** Unique, dotted or dashed: `process-track`, `mail.send`. */
  name: string;
  handler: (job: JobContext<Data>) => Promise<void>;
  /** Runs in all, the first included (default 3). */
  attempts?: number;
  /** The first retry waits this long, each next one twice as long (default 5000 ms). */
  backoffMs?: number;
  /** Told once the last attempt has failed. */
  onFailed?: (job: { id: string; data: Data; attempts: number }, error: Error) => Promise<void>;
}

export interface EnqueueOptions {
  /** De-duplication id: no second job while one with this id is waiting or running. */
  jobId?: string;
  delayMs?: number;
}

export interface JobCounts {
  waiting: number;
  active: number;
  failed: number;
  done: number;
}

/** One finished run, for the admin schedule log. */
export interface JobRunRecord {
  name: string;
  startedAt: Date;
  durationMs: number;
  attempt: number;
  maxAttempts: number;
  error: string | null;
}

export interface JobQueue {
  readonly engine: 'redis' | 'embedded';
  define<Data>(definition: JobDefinition<Data>): void;
  enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<void>;
  /** Starts working (a serving process); idempotent. */
  start(): void;
  /** Runs every pending job, retries included, until none is left (tests, scripts). */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  counts(): Promise<JobCounts>;
  /** Removes finished (done or failed) jobs that ended before `before`; answers how many. */
  prune(before: Date): Promise<number>;
  /** Stops taking jobs; a run still going after `graceMs` is left to its lease (a crash). */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  /** Where each finished run is recorded (the schedule log). */
  onRun?: (run: JobRunRecord) => Promise<void> | void;
  /** How long a claimed job stays leased without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** How many jobs one process runs at once (default 2). */
  concurrency?: number;
}

export function errorOf(caught: unknown): Error {
  return caught instanceof Error ? caught : new Error(String(caught));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
