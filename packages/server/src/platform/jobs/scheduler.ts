import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ScheduleResult } from '@tonearm/shared/logs/logs.schemas';

/**
 * A named periodic task. `run` may return a short message for the schedule log ("removed 3
 * sessions"); a thrown error makes the run `failed` with the error's message.
 */
export interface ScheduledTask {
  /** Unique, dotted by area: `logs.prune`, `auth.prune-expired`, `analytics.rotate-salt`. */
  name: string;
  intervalMs: number;
  run: () => Promise<string | void>;
}

/** One run as the schedule log keeps it. */
export interface ScheduleRunRecord {
  name: string;
  startedAt: string;
  durationMs: number;
  result: ScheduleResult;
  message: string | null;
}

/** Where runs are recorded (the schedule_log table, modules/logs). */
export interface ScheduleRunLog {
  insertRun(run: ScheduleRunRecord): Promise<void>;
}

export interface SchedulerOptions {
  log: ScheduleRunLog;
  /** With Redis, one instance runs a task per interval (see `runTask`). */
  redis?: Redis | null;
  /** Told about a failed run (the app records it in the error log). */
  onFailure?: (task: ScheduledTask, error: Error) => void;
  /** Prefix of the Redis lock keys. */
  lockPrefix?: string;
}

/** What one call of `runNow` did. */
export type RunOutcome = { ran: false } | ({ ran: true } & ScheduleRunRecord);

/**
 * The background schedule ("schedule": every run with its name, start, duration and
 * result). Tasks are registered by name (see scheduled-tasks.ts) and started by main.ts — tests
 * build the app without starting it and call `runNow`. Each instance keeps its own timers; when
 * `REDIS_URL` is set, a run first takes the task's lock (`SET key NX PX interval`), held for
 * about one interval and not released after the run, so of several instances ticking in the same
 * interval exactly one runs the task. Without Redis (one embedded instance) every tick runs.
 */
export class Scheduler {
  private readonly tasks = new Map<string, ScheduledTask>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly instance = randomUUID();

  constructor(private readonly options: SchedulerOptions) {}

  register(task: ScheduledTask): void {
    if (this.tasks.has(task.name)) throw new Error(`A task named ${task.name} is registered`);
    if (!(task.intervalMs >= 1000)) throw new Error(`${task.name}: the interval is under 1 s`);
    this.tasks.set(task.name, task);
    if (this.started) this.startTimer(task);
  }

  list(): ScheduledTask[] {
    return [...this.tasks.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  private started = false;
  private firstRunDelayMs: number | null = null;

  /**
   * Starts every task's timer. Each first runs `firstRunDelayMs` after the start (when given and
   * shorter than its interval: a process restarted often still prunes), then every interval.
   */
  start(options: { firstRunDelayMs?: number } = {}): void {
    if (this.started) return;
    this.started = true;
    this.firstRunDelayMs = options.firstRunDelayMs ?? null;
    for (const task of this.tasks.values()) this.startTimer(task);
  }

  /** Stops the timers and waits for runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    // clearTimeout clears an interval too (one id space in Node).
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /**
   * Runs a task once, now, if this instance gets its lock; records the run. Never throws for
   * the task's own failure (that is the run's result).
   */
  async runNow(name: string): Promise<RunOutcome> {
    const task = this.tasks.get(name);
    if (!task) throw new Error(`No task named ${name}`);
    const run = this.runTask(task);
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }

  private startTimer(task: ScheduledTask): void {
    const tick = () => void this.runNow(task.name).catch(() => undefined);
    const every = () => {
      const timer = setInterval(tick, task.intervalMs);
      timer.unref();
      this.timers.set(task.name, timer);
    };
    const delay = this.firstRunDelayMs;
    if (delay === null || delay >= task.intervalMs) return every();
    const first = setTimeout(() => {
      if (!this.started) return;
      tick();
      every();
    }, delay);
    first.unref();
    this.timers.set(task.name, first);
  }

  private async runTask(task: ScheduledTask): Promise<RunOutcome> {
    if (!(await this.acquire(task))) return { ran: false };
    const startedAt = new Date();
    const clock = performance.now();
    let result: ScheduleResult = 'ok';
    let message: string | null = null;
    try {
      message = (await task.run()) || null;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      result = 'failed';
      message = error.message;
      this.options.onFailure?.(task, error);
    }
    const record: ScheduleRunRecord = {
      name: task.name,
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - clock),
      result,
      message,
    };
    await this.options.log.insertRun(record).catch(() => undefined);
    return { ran: true, ...record };
  }

  private async acquire(task: ScheduledTask): Promise<boolean> {
    const redis = this.options.redis;
    if (!redis) return true;
    // A little under the interval, so the next tick of the instance that ran is not refused
    // by its own lock because its timer fired a few milliseconds early.
    const ttl = Math.max(500, task.intervalMs - Math.min(5000, task.intervalMs / 10));
    const key = `${this.options.lockPrefix ?? 'tonearm:schedule:'}${task.name}`;
    const answer = await redis.set(key, this.instance, 'PX', Math.round(ttl), 'NX');
    return answer === 'OK';
  }
}
