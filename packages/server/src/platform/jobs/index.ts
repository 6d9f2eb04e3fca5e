import type { DB } from '../db/database';
import { BullJobQueue } from './bullmq-queue';
import { EmbeddedJobQueue } from './embedded-queue';
import type { JobQueue, JobQueueOptions, JobRunRecord } from './queue';
import type { ScheduleRunRecord } from './scheduler';

/** BullMQ when Redis is configured (several instances), else the embedded runner over `jobs`. */
export function createJobQueue(
  db: DB,
  config: { redisUrl: string | undefined; jobs: { queuePrefix: string; leaseMs: number } },
  options: JobQueueOptions,
): JobQueue {
  return config.redisUrl
    ? new BullJobQueue(config.redisUrl, config.jobs.queuePrefix, {
        leaseMs: config.jobs.leaseMs,
        ...options,
      })
    : new EmbeddedJobQueue(db, { leaseMs: config.jobs.leaseMs, ...options });
}

export type { JobQueue, JobDefinition, JobContext, EnqueueOptions } from './queue';

/** A job run as the schedule log records it (name `job:<name>`, the attempt in the message). */
export function scheduleRunOf(run: JobRunRecord): ScheduleRunRecord {
  const attempt = `attempt ${run.attempt}/${run.maxAttempts}`;
  return {
    name: `job:${run.name}`.slice(0, 100),
    startedAt: run.startedAt.toISOString(),
    durationMs: run.durationMs,
    result: run.error === null ? 'ok' : 'failed',
    message: run.error === null ? attempt : `${attempt}: ${run.error}`.slice(0, 2000),
  };
}
